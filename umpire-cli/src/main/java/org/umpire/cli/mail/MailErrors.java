package org.umpire.cli.mail;

import jakarta.mail.MessagingException;
import java.util.HashSet;
import java.util.Set;

/** Words for a mail server's failures that name the real cause: never {@code null}. */
public final class MailErrors {

    private MailErrors() {}

    /**
     * Every message along the causes (and a {@link MessagingException}'s next exceptions), each once, with the
     * class of those that say little: {@code Connection refused (ConnectException)}; the class alone for an
     * exception without a message ({@code FolderClosedException}).
     */
    public static String causes(Throwable e) {
        StringBuilder sb = new StringBuilder();
        Set<Throwable> seen = new HashSet<>();
        for (Throwable x = e; x != null && seen.add(x); x = next(x)) {
            String m = x.getMessage() == null ? "" : x.getMessage().strip().replaceAll("\\s+", " ");
            if (m.isEmpty()) {
                if (x == e || next(x) == null) {
                    sb.append(sb.length() > 0 ? ": " : "").append(x.getClass().getSimpleName());
                }
                continue;
            }
            if (sb.indexOf(m) < 0) {
                sb.append(sb.length() > 0 ? ": " : "")
                        .append(m)
                        .append(" (")
                        .append(x.getClass().getSimpleName())
                        .append(')');
            }
        }
        return sb.toString();
    }

    private static Throwable next(Throwable x) {
        if (x instanceof MessagingException exception && exception.getNextException() != null) {
            return exception.getNextException();
        }
        return x.getCause();
    }
}
