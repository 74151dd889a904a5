package org.umpire.cli.mail.in;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Map;
import java.util.Set;

import org.umpire.cli.ExitCode;
import org.umpire.cli.UserException;

/** The IMAP password: from a file only its owner may read, else the environment, never the command line. */
public final class ImapPassword {

    public static final String ENV = "UMPIRE_IMAP_PASSWORD";

    private ImapPassword() {
    }

    /** @param file {@code --imap-password-file}, or null to read {@link #ENV} from {@code env} */
    public static String read(Path file, Map<String, String> env) {
        if (file != null) {
            try {
                if (Files.getFileStore(file).supportsFileAttributeView("posix")) {
                    Set<PosixFilePermission> perms = Files.getPosixFilePermissions(file);
                    if (perms.stream().anyMatch(p -> p != PosixFilePermission.OWNER_READ && p != PosixFilePermission.OWNER_WRITE)) {
                        throw new UserException(ExitCode.USAGE, "--imap-password-file: " + file
                                + " may be read by others; run: chmod 600 " + file);
                    }
                }
                return Files.readString(file, StandardCharsets.UTF_8).strip();
            } catch (NoSuchFileException e) {
                throw new UserException(ExitCode.NOT_FOUND, "--imap-password-file: no file " + file);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
            }
        }
        String p = env.get(ENV);
        if (p == null || p.isEmpty()) {
            throw new UserException(ExitCode.USAGE, "--imap: no password: set the environment variable " + ENV
                    + ", or give --imap-password-file FILE (mode 0600)");
        }
        return p;
    }
}
