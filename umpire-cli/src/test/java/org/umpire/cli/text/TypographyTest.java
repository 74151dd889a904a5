package org.umpire.cli.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.umpire.engine.model.Language;

/** see docs/reports-and-mail.md#one-language-per-reader: a value put into a French sentence reads as French. */
class TypographyTest {

    @Test
    void french_elides_before_a_vowel_but_not_before_h_or_y() {
        assertThat(Typography.sentence("chasseurs de réserve de Akagi", Language.FR))
                .isEqualTo("chasseurs de réserve d'Akagi");
        assertThat(Typography.sentence("la perte de un niveau", Language.FR)).isEqualTo("la perte d'un niveau");
        assertThat(Typography.sentence("voisin de A6, que Enterprise, le Akagi, la Enterprise", Language.FR))
                .isEqualTo("voisin d'A6, qu'Enterprise, l'Akagi, l'Enterprise");
        assertThat(Typography.sentence("les avions de Hornet et de Yorktown", Language.FR))
                .isEqualTo("les avions de Hornet et de Yorktown");
        assertThat(Typography.sentence("l'arbitre et d'Akagi restent", Language.FR))
                .isEqualTo("l'arbitre et d'Akagi restent");
    }

    @Test
    void french_contracts_de_le_and_a_les() {
        assertThat(Typography.sentence("Victoire de le Japon, abandon de les États-Unis", Language.FR))
                .isEqualTo("Victoire du Japon, abandon des États-Unis");
        assertThat(Typography.sentence("l'initiative revient à le Japon, puis à les États-Unis", Language.FR))
                .isEqualTo("l'initiative revient au Japon, puis aux États-Unis");
        assertThat(Typography.sentence("De le Japon", Language.FR)).isEqualTo("Du Japon");
    }

    @Test
    void english_is_left_as_written() {
        assertThat(Typography.sentence("de Akagi, de le Japon", Language.EN)).isEqualTo("de Akagi, de le Japon");
        assertThat(Typography.value("8.5", Language.EN)).isEqualTo("8.5");
    }

    @Test
    void a_decimal_value_takes_a_comma_in_french_and_nothing_else_does() {
        assertThat(Typography.value("8.5", Language.FR)).isEqualTo("8,5");
        assertThat(Typography.value("0.5", Language.FR)).isEqualTo("0,5");
        assertThat(Typography.value("8", Language.FR)).isEqualTo("8");
        assertThat(Typography.value("1.2.3", Language.FR)).isEqualTo("1.2.3");
        assertThat(Typography.value("umpire@club.example", Language.FR)).isEqualTo("umpire@club.example");
        assertThat(Typography.value("1942-06-04", Language.FR)).isEqualTo("1942-06-04");
    }

    @Test
    void a_wording_line_follows_the_same_grammar() {
        TextBundle fr = TextBundle.load("orders/messages", Language.FR, null);
        assertThat(fr.get(
                        "receipt.header",
                        "side",
                        "JP",
                        "when",
                        "la mise en place",
                        "accepted",
                        1,
                        "errors",
                        0,
                        "warnings",
                        0))
                .startsWith("Ordres du Japon pour la mise en place");
        TextBundle en = TextBundle.load("orders/messages", Language.EN, null);
        assertThat(en.get(
                        "receipt.header",
                        "side",
                        "US",
                        "when",
                        "the set-up",
                        "accepted",
                        1,
                        "errors",
                        0,
                        "warnings",
                        0))
                .startsWith("Orders of the United States for the set-up");
    }
}
