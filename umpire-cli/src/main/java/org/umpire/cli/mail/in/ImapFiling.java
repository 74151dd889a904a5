package org.umpire.cli.mail.in;

import jakarta.mail.MessagingException;
import java.util.List;
import java.util.function.Consumer;
import org.eclipse.angus.mail.iap.Argument;
import org.eclipse.angus.mail.imap.IMAPFolder;
import org.eclipse.angus.mail.imap.protocol.BASE64MailboxEncoder;

/**
 * Files handled mails out of the intake folder by their UIDs: marked {@code \Seen}, then moved with
 * {@code UID MOVE} (RFC 6851). A server without MOVE gets {@code UID COPY}, {@code \Deleted} on those
 * UIDs and {@code UID EXPUNGE} of those UIDs only (RFC 4315, UIDPLUS); one without UIDPLUS either gets
 * the copy and the flag, and nothing is expunged: the folder is never expunged whole, so a mail the
 * umpire marked deleted there, or one the program did not handle, is never removed by the program.
 */
final class ImapFiling {

    /** How a server takes the mails out of the intake folder. */
    enum Way {
        MOVE,
        COPY_AND_EXPUNGE,
        COPY_AND_FLAG
    }

    private final IMAPFolder inbox;
    private final Consumer<String> log;
    private boolean told;

    ImapFiling(IMAPFolder inbox, Consumer<String> log) {
        this.inbox = inbox;
        this.log = log;
    }

    /** Marks the mails of {@code uids} seen and moves them to {@code target} (a full folder name). */
    Way file(List<Long> uids, String target) throws MessagingException {
        if (uids.isEmpty()) {
            return Way.MOVE;
        }
        String set = uidSet(uids);
        Way way = (Way) inbox.doCommand(p -> {
            p.simpleCommand("UID STORE " + set + " +FLAGS.SILENT (\\Seen)", null);
            if (p.hasCapability("MOVE")) {
                p.simpleCommand("UID MOVE " + set, mailbox(target));
                return Way.MOVE;
            }
            p.simpleCommand("UID COPY " + set, mailbox(target));
            p.simpleCommand("UID STORE " + set + " +FLAGS.SILENT (\\Deleted)", null);
            if (p.hasCapability("UIDPLUS")) {
                p.simpleCommand("UID EXPUNGE " + set, null);
                return Way.COPY_AND_EXPUNGE;
            }
            return Way.COPY_AND_FLAG;
        });
        if (way == Way.COPY_AND_FLAG && !told) {
            told = true;
            log.accept(
                    "the IMAP server offers neither MOVE nor UIDPLUS: handled mails are copied to umpire/… and marked"
                            + " deleted in " + inbox.getFullName()
                            + ", never expunged by this program (your mail client may)");
        }
        return way;
    }

    private static Argument mailbox(String name) {
        Argument a = new Argument();
        a.writeString(BASE64MailboxEncoder.encode(name));
        return a;
    }

    /** {@code 3:5,9}: the UIDs in ranges. */
    static String uidSet(List<Long> uids) {
        List<Long> sorted = uids.stream().sorted().distinct().toList();
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < sorted.size()) {
            int j = i;
            while (j + 1 < sorted.size() && sorted.get(j + 1) == sorted.get(j) + 1) {
                j++;
            }
            sb.append(sb.length() == 0 ? "" : ",").append(sorted.get(i));
            if (j > i) {
                sb.append(':').append(sorted.get(j));
            }
            i = j + 1;
        }
        return sb.toString();
    }
}
