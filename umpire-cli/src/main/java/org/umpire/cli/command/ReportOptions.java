package org.umpire.cli.command;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.options.LanguageConverter;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.Player;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** Options of the commands that render reports: {@code --templates DIR}, {@code --lang fr|en}. */
public final class ReportOptions {

    @Option(
            names = "--templates",
            paramLabel = "DIR",
            description = "Folder of templates and message files overriding the built-in ones, file by file.")
    Path templatesDir;

    @Option(
            names = "--lang",
            paramLabel = "fr|en",
            converter = LanguageConverter.class,
            description = "Language of the report (default: the side's first player's, else French; the umpire's:"
                    + " the game's umpire language).")
    Language language;

    public TemplateSource templates() {
        return TemplateSource.of(templatesDir);
    }

    /**
     * The language asked for, else the reader's: a side's first player's (French for a side a bot plays, the
     * rules' language), the umpire's the game's umpire language (see docs/reports-and-mail.md).
     */
    public Language languageFor(Audience audience, GameConfig config) {
        if (language != null) {
            return language;
        }
        if (audience.side().isPresent()) {
            List<Player> players = config.playersOf(audience.side().get());
            if (!players.isEmpty()) {
                return players.get(0).language();
            }
            return Language.FR;
        }
        return UmpireLanguage.of(config);
    }

    /** {@code US}, {@code JP} or {@code umpire}. */
    public static final class AudienceConverter implements CommandLine.ITypeConverter<Audience> {
        @Override
        public Audience convert(String value) {
            String v = value.trim().toUpperCase(Locale.ROOT);
            if (v.equals("UMPIRE") || v.equals("ARBITRE")) {
                return Audience.UMPIRE;
            }
            return Side.tryParse(value)
                    .map(Side::audience)
                    .orElseThrow(() -> new CommandLine.TypeConversionException(
                            "'" + value + "' is not a side: write US, JP or umpire"));
        }
    }

    static UserException cannotWrite(Path file, Exception e) {
        return new UserException(ExitCode.IO, "cannot write " + file + ": " + e.getMessage(), e);
    }
}
