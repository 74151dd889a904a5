package org.umpire.cli.mail.in;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.mail.ImapSettings;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.store.GamesHome;

/**
 * What {@code receive} and {@code watch} check before reading any mail: the games folder is there, the
 * umpire's own mail does not land in the mailbox the program reads, and the IMAP mailbox with its
 * password. Each problem names the setting and the fix.
 */
public final class IntakeChecks {

    private IntakeChecks() {}

    /** The IMAP source of {@code --imap [URL]}: the address completed by the settings' {@code imap:} section. */
    public static ImapSource imap(
            String urlOrEmpty, Path passwordFile, MailSettings settings, Map<String, String> env) {
        Optional<String> url = urlOrEmpty == null || urlOrEmpty.isEmpty() ? Optional.empty() : Optional.of(urlOrEmpty);
        ImapSettings imap = ImapSettings.resolve(url, settings.imap());
        return new ImapSource(imap, ImapPassword.read(passwordFile, imap.password(), env));
    }

    /**
     * The games folder exists: without it (a pipe run without {@code UMPIRE_HOME}, from another folder)
     * every mail would be refused as naming no game.
     */
    public static void gamesFolder(GamesHome home, Map<String, String> env) {
        if (!Files.isDirectory(home.root())) {
            String homeVar = env.get(GamesHome.ENV_HOME);
            throw new UserException(
                    ExitCode.NOT_FOUND,
                    "no games folder " + home.root()
                            + (homeVar == null || homeVar.isBlank()
                                    ? " (UMPIRE_HOME is not set, so it is ./games of the folder this runs in)"
                                    : "")
                            + "; set UMPIRE_HOME to the folder holding games/ and mail.yaml, or give --games-dir DIR");
        }
    }

    /**
     * The umpire's reports and alerts do not go to the address players write to: that mailbox is the one the
     * program reads, where they would be filed unread as the program's own mail. Only when mails really go
     * out (SMTP): the outbox keeps them as files.
     */
    public static void umpireIsNotTheIntake(MailSettings settings, Optional<String> imapUser) {
        if (settings.smtp().isEmpty()) {
            return;
        }
        String umpire = settings.umpire();
        String intake = settings.playersWriteTo();
        boolean same = umpire.equalsIgnoreCase(intake)
                || imapUser.map(u -> u.equalsIgnoreCase(umpire)).orElse(false);
        if (same) {
            throw new UserException(
                    ExitCode.INVALID,
                    "mail settings: the umpire's reports and alerts would go to " + umpire
                            + ", "
                            + (umpire.equalsIgnoreCase(intake)
                                    ? "the address players write to ("
                                            + (settings.replyTo().isPresent() ? "reply-to" : "from") + ")"
                                    : "the IMAP mailbox this program reads")
                            + ": the program would file them unread as its own mail. Write 'umpire: your-own@address' in the"
                            + " mail settings (a mailbox you read, not the one players write to); or let players write to another"
                            + " address with 'reply-to:', and 'umpire:' then defaults to 'from'");
        }
    }
}
