package org.umpire.cli.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.Problem;
import org.umpire.engine.dice.Roll;

class DiceLogTest {

    @Test
    void rolls_are_written_one_a_line_and_read_back() {
        List<Roll> rolls = List.of(
                new Roll("T3/P4/air-combat/KD2/YF1/1", "T3 P4 air combat: YF1 at KD2, die 1/2", 10, 7),
                new Roll("T3/P7/draw/hit", "random draw of the hit unit", 4, 4));
        String log = DiceLog.format(rolls);
        assertThat(log).isEqualTo("""
                # key\tvalue\tdie\tdescription
                T3/P4/air-combat/KD2/YF1/1\t7\td10\tT3 P4 air combat: YF1 at KD2, die 1/2
                T3/P7/draw/hit\t4\td4\trandom draw of the hit unit
                """);
        assertThat(DiceLog.parse("dice.txt", log)).isEqualTo(rolls);
        assertThat(DiceLog.parse("dice.txt", DiceLog.format(List.of()))).isEmpty();
    }

    @Test
    void a_description_stays_on_its_line() {
        Roll r = new Roll("k", "two\nlines\tand a tab\r", 10, 1);
        assertThat(DiceLog.line(r)).isEqualTo("k\t1\td10\ttwo lines and a tab ");
        assertThat(DiceLog.parse("dice.txt", DiceLog.line(r) + "\r\n"))
                .containsExactly(new Roll("k", "two lines and a tab ", 10, 1));
    }

    @Test
    void lines_that_are_not_rolls_are_named() {
        String log = DiceLog.HEADER
                + "k1\t7\td10\tok\nk2\tseven\td10\tbad value\nk3\t11\td10\ttoo high\n\nk 4\t1\td10\tbad key\n";
        assertThatThrownBy(() -> DiceLog.parse("journal/0001/dice.txt", log))
                .isInstanceOfSatisfying(BadFileException.class, e -> {
                    assertThat(e.problems()).extracting(Problem::line).containsExactly(3, 4, 6);
                    assertThat(e.getMessage())
                            .startsWith(
                                    "journal/0001/dice.txt:3: \"k2\\u0009seven\\u0009d10\\u0009bad value\" is not a roll;");
                });
    }
}
