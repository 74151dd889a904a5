package org.umpire.cli.command;

import java.nio.file.Path;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.MailSettingsFile;
import org.umpire.cli.options.LanguageConverter;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Language;
import picocli.CommandLine.Option;

/** Options of the commands that mail reports ({@code send}, {@code resolve}). */
public final class MailOptions {

    @Option(
            names = "--templates",
            paramLabel = "DIR",
            description = "Folder of templates and message files overriding the built-in ones, file by file.")
    Path templatesDir;

    @Option(
            names = "--mail-settings",
            paramLabel = "FILE",
            description = "Mail settings (default: $" + MailSettingsFile.ENV
                    + ", else mail.yaml beside the games folder;" + " none: .eml files in the outbox).")
    Path mailSettings;

    @Option(
            names = "--umpire-lang",
            paramLabel = "fr|en",
            converter = LanguageConverter.class,
            description = "The umpire's language: the umpire's reports (default: the game's umpire language); with"
                    + " umpire new, the game's umpire language, in which every command speaks of it (default:"
                    + " UMPIRE_LANG, else the system's language when French, else English).")
    Language umpireLanguage;

    public MailSettings settings(GamesHome home) {
        return MailSettingsFile.resolve(mailSettings, home.root(), System.getenv());
    }

    public Path templatesDir() {
        return templatesDir;
    }

    /**
     * The umpire's words for a command about no single game (see docs/reports-and-mail.md#one-language-per-reader): {@code --umpire-lang}, else
     * {@code UMPIRE_LANG}, else the system's language when French, else English.
     */
    public TextBundle texts() {
        return TextBundle.load(
                "cli/umpire", umpireLanguage != null ? umpireLanguage : UmpireLanguage.ofEnvironment(), null);
    }

    /** The language {@code --umpire-lang} named, or null: each game's umpire language. */
    public Language umpireLanguage() {
        return umpireLanguage;
    }
}
