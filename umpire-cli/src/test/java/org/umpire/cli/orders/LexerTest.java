package org.umpire.cli.orders;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;

class LexerTest {

    private static List<String> kinds(String line) {
        return Lexer.statements(line).stream()
                .flatMap(List::stream)
                .map(t -> t.kind() + ":" + t.norm() + "@" + t.column())
                .collect(Collectors.toList());
    }

    @Test
    void ORD_3_counts_reduced_marks_and_arrows() {
        assertThat(kinds("2xYF+1xYD(e) -> H4"))
                .containsExactly(
                        "NUMBER:2@1",
                        "TIMES:x@2",
                        "WORD:yf@3",
                        "PLUS:+@5",
                        "NUMBER:1@6",
                        "TIMES:x@7",
                        "WORD:yd@8",
                        "REDUCED:(e)@10",
                        "ARROW:->@14",
                        "WORD:h4@17");
        assertThat(kinds("Kaga→A2")).containsExactly("WORD:kaga@1", "ARROW:->@5", "WORD:a2@6");
        assertThat(kinds("A1 - B1")).containsExactly("WORD:a1@1", "ARROW:->@4", "WORD:b1@6");
        assertThat(kinds("Haruna-Kirishima=>B1"))
                .containsExactly("WORD:haruna-kirishima@1", "ARROW:->@17", "WORD:b1@19");
    }

    @Test
    void ORD_1_accents_case_bullets_quotes_and_statements() {
        assertThat(kinds("- DÉBARQUEMENT : tous")).containsExactly("WORD:debarquement@3", "COLON::@16", "WORD:tous@18");
        assertThat(Lexer.statements("Kaga -> A2 ; Akagi -> B1")).hasSize(2);
        assertThat(kinds("groupe « Kido Butai »")).containsExactly("WORD:groupe@1", "QUOTED:kido butai@8");
    }

    @Test
    void ORD_1_mail_lines_quotes_signature_comments_and_encodings() {
        byte[] mail = ("Kaga -> A2 # first\r\n> quoted\r\n\r\n// note\r\nAkagi\u00a0-> B1\r\n-- \r\nsig -> A1\r\n")
                .getBytes(StandardCharsets.UTF_8);
        assertThat(OrderText.lines(mail))
                .extracting(SourceLine::number, SourceLine::text)
                .containsExactly(Tuple.tuple(1, "Kaga -> A2 "), Tuple.tuple(5, "Akagi\u00a0-> B1"));
        byte[] mixed = new byte[] {'A', (byte) 0xE9, '\n', (byte) 0xC3, (byte) 0xA9};
        assertThat(OrderText.decode(mixed)).isEqualTo("Aé\né");
    }
}
