package org.umpire.cli.mail.in;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;

import javax.net.ssl.SSLException;

import jakarta.mail.AuthenticationFailedException;
import jakarta.mail.FolderClosedException;
import jakarta.mail.StoreClosedException;

import org.umpire.cli.ExitCode;
import org.umpire.cli.UserException;
import org.umpire.cli.mail.MailErrors;

/**
 * What went wrong with an IMAP server, in words that name the server, what failed and what to check
 * (issue 22: never {@code …/INBOX: null}). Exit 5: {@code receive} stops there; {@code watch} logs it once
 * and tries again later.
 */
final class ImapFailure {

    private ImapFailure() {
    }

    /**
     * @param where    the folder ({@link ImapSource#describe()})
     * @param hostPort {@code mail.club.example:993}
     * @param proto    {@code imap} or {@code imaps}
     */
    static UserException of(String where, String hostPort, String proto, Exception e) {
        return new UserException(ExitCode.IO, where + ": " + what(hostPort, e) + "; " + hint(proto, e), e);
    }

    private static String what(String hostPort, Exception e) {
        String causes = MailErrors.causes(e);
        if (e instanceof AuthenticationFailedException) {
            return "login refused (" + causes + ")";
        }
        if (has(e, UnknownHostException.class)) {
            return "unknown host (" + causes + ")";
        }
        if (has(e, ConnectException.class)) {
            return "cannot connect to " + hostPort + " (" + causes + ")";
        }
        if (has(e, SocketTimeoutException.class)) {
            return "no answer from " + hostPort + " in time (" + causes + ")";
        }
        if (has(e, SSLException.class)) {
            return "TLS with " + hostPort + " failed (" + causes + ")";
        }
        if (e instanceof FolderClosedException || e instanceof StoreClosedException || e instanceof IllegalStateException
                || has(e, java.io.IOException.class)) {
            return "the connection to " + hostPort + " was lost (" + causes + ")";
        }
        return "the server at " + hostPort + " failed (" + causes + ")";
    }

    private static String hint(String proto, Exception e) {
        if (e instanceof AuthenticationFailedException) {
            return "check the user in the address and the password (UMPIRE_IMAP_PASSWORD or --imap-password-file)";
        }
        if (has(e, SSLException.class)) {
            return "check that the server speaks " + proto + " on that port (imaps: TLS, usually 993) and its certificate";
        }
        return "check the host, the port and that the server is up and speaks " + proto
                + "; mails not filed yet stay in the folder and are not handled twice";
    }

    private static boolean has(Throwable e, Class<? extends Throwable> type) {
        java.util.Set<Throwable> seen = new java.util.HashSet<>();
        for (Throwable x = e; x != null && seen.add(x); x = x.getCause()) {
            if (type.isInstance(x)) {
                return true;
            }
        }
        return false;
    }
}
