package org.umpire.cli.mail;

import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;

/**
 * A mail server could not be used ({@link ExitCode#IO}), with its cause in the umpire's words
 * ({@link MailServerProblem}): whether waiting may be enough, or a setting must change.
 */
public final class MailServerException extends UserException {

    private static final long serialVersionUID = 1L;

    private final transient MailServerProblem problem;

    /** @param where what was being done: {@code IMAP umpire@mail.club.example:993/INBOX (TLS)} */
    public MailServerException(String where, MailServerProblem problem, Throwable cause) {
        super(ExitCode.IO, where + ": " + problem.describe(), cause);
        this.problem = problem;
    }

    public MailServerProblem problem() {
        return problem;
    }
}
