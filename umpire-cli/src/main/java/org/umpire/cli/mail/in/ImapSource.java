package org.umpire.cli.mail.in;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Properties;
import java.util.function.Consumer;

import jakarta.mail.FetchProfile;
import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.URLName;

import org.eclipse.angus.mail.imap.IMAPFolder;
import org.umpire.cli.ExitCode;
import org.umpire.cli.UserException;

/**
 * An IMAP folder ({@code imaps://user@host/INBOX}, or {@code imap://} on a trusted network): every
 * message in it is handled in arrival order, then copied to {@code umpire/processed} or
 * {@code umpire/failed} (created when missing) and removed from the folder; one to try later stays.
 */
public final class ImapSource implements MailSource {

    public static final String PROCESSED = "umpire/processed";
    public static final String FAILED = "umpire/failed";
    /** Mails fetched, handled and filed together. */
    static final int CHUNK = 50;

    private final URLName url;
    private final String password;

    /** @param url {@code imap[s]://user@host[:port]/FOLDER}; @param password the account's password */
    public ImapSource(String url, String password) {
        this.url = parse(url);
        this.password = password;
    }

    /** Checks an IMAP address (user and host present, no password in it) and parses it. */
    public static URLName parse(String url) {
        URLName u = new URLName(url);
        if (u.getProtocol() == null || !(u.getProtocol().equals("imap") || u.getProtocol().equals("imaps"))
                || u.getHost() == null || u.getHost().isEmpty() || u.getUsername() == null) {
            throw new UserException(ExitCode.USAGE, "--imap: \"" + url + "\" is not an IMAP address; write it as "
                    + "imaps://USER@HOST/INBOX (imap:// only on a trusted network; the password never goes in it)");
        }
        if (u.getPassword() != null) {
            throw new UserException(ExitCode.USAGE, "--imap: leave the password out of the address; give it in the "
                    + "environment variable UMPIRE_IMAP_PASSWORD or with --imap-password-file FILE");
        }
        return u;
    }

    @Override
    public String describe() {
        return "IMAP " + url.getUsername() + "@" + url.getHost() + (url.getPort() > 0 ? ":" + url.getPort() : "") + "/"
                + folderName();
    }

    /** The port connected to: the address's, else IMAP's default (993 over TLS, 143 plain). */
    private int port() {
        return url.getPort() > 0 ? url.getPort() : url.getProtocol().equals("imaps") ? 993 : 143;
    }

    private String folderName() {
        return url.getFile() == null || url.getFile().isEmpty() ? "INBOX" : url.getFile();
    }

    @Override
    public Tally receive(MailIntake intake, Consumer<String> log) {
        Properties p = new Properties();
        String proto = url.getProtocol();
        p.setProperty("mail." + proto + ".connectiontimeout", "30000");
        p.setProperty("mail." + proto + ".timeout", "60000");
        if (proto.equals("imap")) {
            p.put("mail.imap.socketFactory", org.umpire.cli.mail.NoDelaySockets.INSTANCE);
        }
        Session session = Session.getInstance(p);
        Tally t = new Tally(0, 0, 0);
        Store store = null;
        try {
            store = session.getStore(proto);
            store.connect(url.getHost(), url.getPort(), url.getUsername(), password);
            Folder inbox = store.getFolder(folderName());
            inbox.open(Folder.READ_WRITE);
            Folder processed = folder(store, PROCESSED);
            Folder failed = folder(store, FAILED);
            Message[] messages = inbox.getMessages();
            for (int from = 0; from < messages.length; from += CHUNK) {
                Message[] chunk = java.util.Arrays.copyOfRange(messages, from, Math.min(messages.length, from + CHUNK));
                t = chunk(inbox, chunk, processed, failed, intake, log, t);
            }
            inbox.close(true);
            return t;
        } catch (MessagingException | IllegalStateException e) {
            // issue 22: the real cause, never "null" (a dropped connection: closed folder or store, or "not connected")
            throw ImapFailure.of(describe(), url.getHost() + ":" + port(), proto, e);
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
    private static Tally chunk(Folder inbox, Message[] chunk, Folder processed, Folder failed, MailIntake intake,
                               Consumer<String> log, Tally tally) throws MessagingException {
        FetchProfile sizes = new FetchProfile();
        sizes.add(FetchProfile.Item.FLAGS);
        sizes.add(FetchProfile.Item.SIZE);
        inbox.fetch(chunk, sizes);
        java.util.List<Message> small = new java.util.ArrayList<>();
        for (Message m : chunk) {
            if (m.getSize() <= MailLimits.MAX_MAIL_BYTES) {
                small.add(m);
            }
        }
        FetchProfile whole = new FetchProfile();
        whole.add(IMAPFolder.FetchProfileItem.MESSAGE);
        inbox.fetch(small.toArray(new Message[0]), whole);
        java.util.Map<Message, MailIntake.Handled> handled = new java.util.LinkedHashMap<>();
        for (Message m : chunk) {
            if (!m.isSet(Flags.Flag.DELETED)) {
                handled.put(m, intake.queue(bytes(m)));
            }
        }
        java.util.Map<String, String> notSent = intake.flush();
        java.util.List<Message> toProcessed = new java.util.ArrayList<>();
        java.util.List<Message> toFailed = new java.util.ArrayList<>();
        Tally t = tally;
        for (java.util.Map.Entry<Message, MailIntake.Handled> e : handled.entrySet()) {
            MailIntake.Handled h = e.getValue();
            if (notSent.containsKey(h.messageId())) {
                h = h.unsent(notSent.get(h.messageId()));   // issue 22: handled all the same; its reply goes later
            }
            log.accept("#" + e.getKey().getMessageNumber() + ": " + h.log());
            if (h.outcome() == MailIntake.Outcome.PROCESSED) {
                toProcessed.add(e.getKey());
            } else if (h.outcome() == MailIntake.Outcome.FAILED) {
                toFailed.add(e.getKey());
            }
            t = MailSource.add(t, h);
        }
        file(inbox, toProcessed, processed);
        file(inbox, toFailed, failed);
        return t;
    }

    private static void file(Folder inbox, java.util.List<Message> messages, Folder to) throws MessagingException {
        if (!messages.isEmpty()) {
            Message[] m = messages.toArray(new Message[0]);
            inbox.copyMessages(m, to);
            inbox.setFlags(m, new Flags(Flags.Flag.DELETED), true);
        }
    }

    private static Folder folder(Store store, String name) throws MessagingException {
        char sep = store.getDefaultFolder().getSeparator();
        Folder f = store.getFolder(name.replace('/', sep));
        if (!f.exists()) {
            Folder parent = store.getFolder(name.substring(0, name.indexOf('/')));
            if (!parent.exists()) {
                parent.create(Folder.HOLDS_FOLDERS | Folder.HOLDS_MESSAGES);
            }
            f.create(Folder.HOLDS_MESSAGES);
        }
        return f;
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
