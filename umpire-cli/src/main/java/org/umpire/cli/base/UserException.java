package org.umpire.cli.base;

/**
 * A problem the user can fix: printed as its message alone (no stack trace unless {@code --debug})
 * and mapped to an exit code of {@link ExitCode}. The message names the place and the fix.
 */
public class UserException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int exitCode;

    public UserException(int exitCode, String message) {
        super(message);
        this.exitCode = exitCode;
    }

    public UserException(int exitCode, String message, Throwable cause) {
        super(message, cause);
        this.exitCode = exitCode;
    }

    public int exitCode() {
        return exitCode;
    }
}
