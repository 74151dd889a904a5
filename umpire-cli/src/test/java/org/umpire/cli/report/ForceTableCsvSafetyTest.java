package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** CSV cells a spreadsheet would run as formulas are escaped (a group named {@code =1+2}). */
class ForceTableCsvSafetyTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "=1+2|'=1+2",
                "+33 6 12|'+33 6 12",
                "-cmd|'-cmd",
                "@SUM(A1)|'@SUM(A1)",
                "=HYPERLINK(A1)|'=HYPERLINK(A1)",
                "Kido Butai|Kido Butai",
                "-|-",
                "-1|-1",
                "2|2",
                "1.5|1.5",
                "TF16|TF16"
            })
    void cells_starting_with_a_formula_character_get_an_apostrophe(String cell, String expected) {
        assertThat(ForceTableCsv.safe(cell)).isEqualTo(expected);
    }
}
