package org.umpire.cli.mail.in;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.mail.SmtpSettings;
import org.umpire.cli.store.GameFiles;

/**
 * The IMAP password: from a file only its owner may read ({@code --imap-password-file}, or
 * {@code imap.password-file} of the mail settings), else an environment variable ({@code imap.password-env},
 * else {@value #ENV}); never the command line nor the settings file itself.
 */
public final class ImapPassword {

    public static final String ENV = "UMPIRE_IMAP_PASSWORD";

    private ImapPassword() {}

    /** @param file {@code --imap-password-file}, or null to read {@link #ENV} from {@code env} */
    public static String read(Path file, Map<String, String> env) {
        return read(file, Optional.empty(), env);
    }

    /**
     * @param file     {@code --imap-password-file}, or null
     * @param settings the settings' {@code imap.password-file} or {@code imap.password-env}, if any
     */
    public static String read(Path file, Optional<SmtpSettings.PasswordSource> settings, Map<String, String> env) {
        if (file != null) {
            return fromFile(file, "--imap-password-file");
        }
        if (settings.isPresent() && settings.get() instanceof SmtpSettings.PasswordSource.File) {
            return fromFile(((SmtpSettings.PasswordSource.File) settings.get()).path(), "imap.password-file");
        }
        if (settings.isPresent()) {
            String name = ((SmtpSettings.PasswordSource.Env) settings.get()).variable();
            String p = env.get(name);
            if (p == null || p.isEmpty()) {
                throw new UserException(
                        ExitCode.USAGE,
                        "imap.password-env: the IMAP password is read from the environment"
                                + " variable " + name
                                + ", which is not set here; set it (a service or a mail pipe has an environment"
                                + " of its own: use imap.password-file there)");
            }
            return p;
        }
        String p = env.get(ENV);
        if (p == null || p.isEmpty()) {
            throw new UserException(
                    ExitCode.USAGE,
                    "--imap: no password: set imap.password-file in the mail settings (a file"
                            + " of mode 0600, what a service needs), or the environment variable " + ENV
                            + ", or give --imap-password-file FILE");
        }
        return p;
    }

    private static String fromFile(Path file, String option) {
        try {
            if (Files.getFileStore(file).supportsFileAttributeView("posix")) {
                Set<PosixFilePermission> perms = Files.getPosixFilePermissions(file);
                if (perms.stream()
                        .anyMatch(p -> p != PosixFilePermission.OWNER_READ && p != PosixFilePermission.OWNER_WRITE)) {
                    throw new UserException(
                            ExitCode.USAGE, option + ": " + file + " may be read by others; run: chmod 600 " + file);
                }
            }
            String text = new String(GameFiles.readBounded(file, 64 << 10, "a password file"), StandardCharsets.UTF_8)
                    .strip();
            if (text.isEmpty()) {
                throw new UserException(ExitCode.USAGE, option + ": " + file + " is empty; write the password in it");
            }
            return text.lines().findFirst().orElseThrow();
        } catch (NoSuchFileException e) {
            throw new UserException(ExitCode.NOT_FOUND, option + ": no file " + file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
