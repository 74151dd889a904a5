package org.umpire.cli.mail.in;

import jakarta.mail.FetchProfile;
import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.UIDFolder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Consumer;
import org.eclipse.angus.mail.imap.IMAPFolder;
import org.umpire.cli.mail.ImapSettings;
import org.umpire.cli.mail.MailServerException;
import org.umpire.cli.mail.MailServerProblem;
import org.umpire.cli.mail.NoDelaySockets;
import org.umpire.cli.mail.SmtpSettings;
import org.umpire.cli.mail.TlsTrust;

/**
 * An IMAP folder ({@link ImapSettings}: {@code imaps://user@host/INBOX}, STARTTLS, or plain IMAP on a
 * trusted network): every message in it is handled in arrival order, then marked {@code \Seen} and moved
 * by UID to {@code umpire/processed} or {@code umpire/failed} (created when missing, see {@link ImapFiling});
 * one to try later stays, unseen, as does a mail the umpire marked deleted there. Fetching never marks a
 * mail seen ({@code BODY.PEEK}), and the folder is never expunged whole.
 */
public final class ImapSource implements MailSource {

    public static final String PROCESSED = "umpire/processed";
    public static final String FAILED = "umpire/failed";
    /** Mails fetched, handled and filed together. */
    static final int CHUNK = 50;
    /** Connection timeout, at most. */
    private static final Duration CONNECT = Duration.ofSeconds(30);

    private final ImapSettings imap;
    private final String password;

    /** @param imap where and how to connect; @param password the account's password */
    public ImapSource(ImapSettings imap, String password) {
        this.imap = imap;
        this.password = password;
    }

    /** @param url {@code imap[s]://user@host[:port]/FOLDER} (plain IMAP or TLS, no settings file); @param password the password */
    public ImapSource(String url, String password) {
        this(ImapSettings.resolve(Optional.of(url), Optional.empty()), password);
    }

    @Override
    public String describe() {
        return imap.describe();
    }

    /** The login: an address, often, which then must not be the umpire's. */
    public String user() {
        return imap.user();
    }

    /** The session's properties: timeouts, TLS and trust as the settings say, fetches that leave mails unseen. */
    static Properties properties(ImapSettings imap) {
        Properties p = new Properties();
        String prefix = "mail." + imap.protocol();
        Duration connect = imap.timeout().compareTo(CONNECT) < 0 ? imap.timeout() : CONNECT;
        p.setProperty(prefix + ".connectiontimeout", Long.toString(connect.toMillis()));
        p.setProperty(prefix + ".timeout", Long.toString(imap.timeout().toMillis()));
        p.setProperty(prefix + ".peek", "true");
        if (imap.security() != SmtpSettings.Security.TLS) {
            p.put(prefix + ".socketFactory", NoDelaySockets.INSTANCE);
        }
        if (imap.security() == SmtpSettings.Security.STARTTLS) {
            p.setProperty(prefix + ".starttls.enable", "true");
            p.setProperty(prefix + ".starttls.required", "true");
        }
        if (imap.security() != SmtpSettings.Security.NONE) {
            if (imap.trust().isPresent()) {
                p.setProperty(prefix + ".ssl.trust", imap.trust().get());
                p.setProperty(prefix + ".ssl.checkserveridentity", "false");
            } else {
                imap.trustFile()
                        .ifPresent(f ->
                                p.put(prefix + ".ssl.socketFactory", TlsTrust.socketFactory(f, "imap.trust-file")));
                p.setProperty(prefix + ".ssl.checkserveridentity", "true");
            }
        }
        return p;
    }

    /** The server, for messages naming the cause of a failure. */
    MailServerProblem.Server server() {
        return new MailServerProblem.Server(
                "IMAP",
                imap.host(),
                imap.port(),
                imap.security(),
                "imap",
                imap.trustFile().isPresent());
    }

    @Override
    public Tally receive(MailIntake intake, Consumer<String> log) {
        Session session = Session.getInstance(properties(imap));
        Tally t = new Tally(0, 0, 0);
        Store store = null;
        try {
            store = session.getStore(imap.protocol());
            store.connect(imap.host(), imap.port(), imap.user(), password);
            Folder inbox = store.getFolder(imap.folder());
            inbox.open(Folder.READ_WRITE);
            String processed = folder(store, PROCESSED);
            String failed = folder(store, FAILED);
            ImapFiling filing = new ImapFiling((IMAPFolder) inbox, log);
            Message[] messages = inbox.getMessages();
            for (int from = 0; from < messages.length; from += CHUNK) {
                Message[] chunk = Arrays.copyOfRange(messages, from, Math.min(messages.length, from + CHUNK));
                t = chunk((IMAPFolder) inbox, chunk, filing, processed, failed, intake, log, t);
            }
            inbox.close(false);
            return t;
        } catch (MessagingException | IllegalStateException e) {
            // docs/mail-in.md: the real cause, never "null" (a dropped connection: closed folder or store, or "not
            // connected")
            throw new MailServerException(describe(), MailServerProblem.of(e, server()), e);
        } finally {
            if (store != null) {
                try {
                    store.close();
                } catch (MessagingException e) {
                    // closing: nothing left to do
                }
            }
        }
    }

    /**
     * One batch: fetched in one exchange, each mail handled, the replies sent, then the mails filed
     * in two commands (a stop before the filing leaves them in the folder; the intake's log knows
     * them and does not handle them twice).
     */
    private static Tally chunk(
            IMAPFolder inbox,
            Message[] chunk,
            ImapFiling filing,
            String processed,
            String failed,
            MailIntake intake,
            Consumer<String> log,
            Tally tally)
            throws MessagingException {
        FetchProfile sizes = new FetchProfile();
        sizes.add(FetchProfile.Item.FLAGS);
        sizes.add(FetchProfile.Item.SIZE);
        sizes.add(UIDFolder.FetchProfileItem.UID);
        inbox.fetch(chunk, sizes);
        List<Message> small = new ArrayList<>();
        for (Message m : chunk) {
            if (m.getSize() <= MailLimits.MAX_MAIL_BYTES) {
                small.add(m);
            }
        }
        FetchProfile whole = new FetchProfile();
        whole.add(IMAPFolder.FetchProfileItem.MESSAGE);
        inbox.fetch(small.toArray(new Message[0]), whole);
        Map<Message, MailIntake.Handled> handled = new LinkedHashMap<>();
        for (Message m : chunk) {
            if (!m.isSet(Flags.Flag.DELETED)) {
                handled.put(m, intake.queue(bytes(m)));
            }
        }
        Map<String, String> notSent = intake.flush();
        List<Long> toProcessed = new ArrayList<>();
        List<Long> toFailed = new ArrayList<>();
        Tally t = tally;
        for (Map.Entry<Message, MailIntake.Handled> e : handled.entrySet()) {
            MailIntake.Handled h = e.getValue();
            if (notSent.containsKey(h.messageId())) {
                h = h.unsent(
                        notSent.get(h.messageId())); // see docs/mail-in.md: handled all the same; its reply goes later
            }
            log.accept("#" + e.getKey().getMessageNumber() + ": " + h.log());
            if (h.outcome() == MailIntake.Outcome.PROCESSED) {
                toProcessed.add(inbox.getUID(e.getKey()));
            } else if (h.outcome() == MailIntake.Outcome.FAILED) {
                toFailed.add(inbox.getUID(e.getKey()));
            }
            t = MailSource.add(t, h);
        }
        filing.file(toProcessed, processed);
        filing.file(toFailed, failed);
        return t;
    }

    /** The full name of folder {@code name} ({@code umpire/processed}) with the server's separator, created when missing. */
    private static String folder(Store store, String name) throws MessagingException {
        char sep = store.getDefaultFolder().getSeparator();
        Folder f = store.getFolder(name.replace('/', sep));
        if (!f.exists()) {
            Folder parent = store.getFolder(name.substring(0, name.indexOf('/')));
            if (!parent.exists()) {
                parent.create(Folder.HOLDS_FOLDERS | Folder.HOLDS_MESSAGES);
            }
            f.create(Folder.HOLDS_MESSAGES);
        }
        return f.getFullName();
    }

    /** The message's bytes, at most the size limit plus one (a larger mail is read as too big). */
    private static byte[] bytes(Message m) throws MessagingException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        OutputStream bounded = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                int room = MailLimits.MAX_MAIL_BYTES + 1 - out.size();
                out.write(b, off, Math.min(room, len));
                if (len > room) {
                    throw new Full();
                }
            }
        };
        try {
            m.writeTo(bounded);
        } catch (Full e) {
            // enough read: the mail is too big
        } catch (IOException e) {
            throw new MessagingException("cannot read message " + m.getMessageNumber() + ": " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    /** Thrown to stop reading a mail at the size limit. */
    private static final class Full extends IOException {
        private static final long serialVersionUID = 1L;
    }
}
