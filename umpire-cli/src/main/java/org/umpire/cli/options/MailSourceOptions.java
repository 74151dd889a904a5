package org.umpire.cli.options;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.ImapSource;
import org.umpire.cli.mail.in.IntakeChecks;
import org.umpire.cli.mail.in.MailSource;
import org.umpire.cli.mail.in.MaildirSource;
import org.umpire.cli.text.TextBundle;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Where {@code receive} and {@code watch} read the players' mail: exactly one of {@code --maildir DIR} (a Maildir or
 * a folder of .eml files) and {@code --imap [URL]} (with {@code --imap-password-file FILE}), and for {@code receive}
 * {@code -}, one mail on standard input (docs/mail-in.md). A command takes the mixin and its choice as an
 * exclusive group:
 *
 * <pre>
 * &#64;ArgGroup(exclusive = true, multiplicity = "1")
 * MailSourceOptions.Mailbox mailbox;      // receive: MailSourceOptions.MailboxOrPipe
 * &#64;Mixin
 * MailSourceOptions source = new MailSourceOptions();
 * </pre>
 *
 * The group is the command's own field, not the mixin's: picocli 4.7.6 lists the options of a group declared in a
 * mixin twice in the help.
 */
public final class MailSourceOptions {

    /** {@code --maildir DIR} or {@code --imap [URL]}: the source of {@code umpire watch}. */
    public static class Mailbox {
        @Option(names = "--maildir", paramLabel = "DIR", description = "A Maildir, or a folder of .eml files.")
        Path maildir;

        @Option(
                names = "--imap",
                paramLabel = "URL",
                arity = "0..1",
                fallbackValue = "",
                description =
                        "imaps://USER@HOST/INBOX (imap:// with imap.security: starttls, or plain on a trusted network);"
                                + " without URL: the imap: section of the mail settings.")
        String imap;
    }

    /** {@code -} (one mail on standard input: a mail transfer agent's pipe), {@code --maildir DIR} or {@code --imap [URL]}: the source of {@code umpire receive}. */
    public static final class MailboxOrPipe extends Mailbox {
        @Parameters(arity = "1", paramLabel = "-", description = "Read one mail from standard input.")
        String stdin;

        /** What stands where a pipe's {@code -} goes, or empty when a mailbox is named. */
        public Optional<String> pipe() {
            return Optional.ofNullable(stdin);
        }
    }

    @Option(
            names = "--imap-password-file",
            paramLabel = "FILE",
            description = "A file holding only the IMAP password, readable by its owner only (mode 0600).")
    Path passwordFile;

    /**
     * The mailbox {@code c} names, checked before any mail is read: a Maildir that exists, the IMAP address completed by
     * the settings' {@code imap:} section with its password, and the umpire's own mail not landing in it.
     *
     * @param t the umpire's words, for the refusals
     * @throws UserException naming the setting and the fix
     */
    public MailSource open(Mailbox c, MailSettings settings, Map<String, String> env, TextBundle t) {
        if (c.maildir != null) {
            if (!Files.isDirectory(c.maildir)) {
                throw new UserException(ExitCode.NOT_FOUND, t.get("intake.error.noMaildir", "folder", c.maildir));
            }
            IntakeChecks.umpireIsNotTheIntake(settings, Optional.empty());
            return new MaildirSource(c.maildir);
        }
        ImapSource imap = IntakeChecks.imap(c.imap, passwordFile, settings, env);
        IntakeChecks.umpireIsNotTheIntake(settings, Optional.of(imap.user()));
        return imap;
    }
}
