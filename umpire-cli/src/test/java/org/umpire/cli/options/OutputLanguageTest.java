package org.umpire.cli.options;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.umpire.engine.model.Language;

/** see docs/orders.md: the umpire's console speaks one language: --lang, else UMPIRE_LANG, else the locale, else English. */
class OutputLanguageTest {

    @Test
    void umpire_lang_then_the_locale_then_english() {
        assertThat(OutputLanguage.fromEnvironment("fr", Locale.ENGLISH)).isEqualTo(Language.FR);
        assertThat(OutputLanguage.fromEnvironment("fr_FR.UTF-8", Locale.ENGLISH))
                .isEqualTo(Language.FR);
        assertThat(OutputLanguage.fromEnvironment("en", Locale.FRENCH)).isEqualTo(Language.EN);
        assertThat(OutputLanguage.fromEnvironment(null, Locale.FRANCE)).isEqualTo(Language.FR);
        assertThat(OutputLanguage.fromEnvironment("", Locale.GERMANY)).isEqualTo(Language.EN);
        assertThat(OutputLanguage.fromEnvironment(null, Locale.ROOT)).isEqualTo(Language.EN);
    }

    @Test
    void lang_wins() {
        OutputLanguage o = new OutputLanguage();
        o.language = Language.FR;
        assertThat(o.language()).isEqualTo(Language.FR);
    }
}
