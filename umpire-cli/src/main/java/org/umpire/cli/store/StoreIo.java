package org.umpire.cli.store;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;

/** Turns I/O failures of the store into messages that say what was being done, where, and why. */
final class StoreIo {

    private StoreIo() {}

    /** {@code "writing state.yaml in /g/x failed: permission denied"}, exit {@link ExitCode#IO}. */
    static UserException failure(String action, Path path, IOException e) {
        return new UserException(ExitCode.IO, action + " " + path + " failed: " + reason(e), e);
    }

    static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : e.getClass().getSimpleName() + ": " + m;
    }
}
