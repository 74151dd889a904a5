package org.umpire.cli.mail.in;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Properties;
import java.util.function.Consumer;

import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.URLName;

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

    private final URLName url;
    private final String password;

    /** @param url {@code imap[s]://user@host[:port]/FOLDER}; @param password the account's password */
    public ImapSource(String url, String password) {
        this.url = parse(url);
        this.password = password;
    }

    static URLName parse(String url) {
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

    private String folderName() {
        return url.getFile() == null || url.getFile().isEmpty() ? "INBOX" : url.getFile();
    }

    @Override
    public Tally receive(MailIntake intake, Consumer<String> log) {
        Properties p = new Properties();
        String proto = url.getProtocol();
        p.setProperty("mail." + proto + ".connectiontimeout", "30000");
        p.setProperty("mail." + proto + ".timeout", "60000");
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
            for (Message m : messages) {
                if (m.isSet(Flags.Flag.DELETED)) {
                    continue;
                }
                MailIntake.Handled h = intake.handle(bytes(m));
                log.accept("#" + m.getMessageNumber() + ": " + h.log());
                if (h.outcome() != MailIntake.Outcome.TRY_LATER) {
                    inbox.copyMessages(new Message[] {m}, h.outcome() == MailIntake.Outcome.PROCESSED ? processed : failed);
                    m.setFlag(Flags.Flag.DELETED, true);
                }
                t = MailSource.add(t, h.outcome());
            }
            inbox.close(true);
            return t;
        } catch (jakarta.mail.AuthenticationFailedException e) {
            throw new UserException(ExitCode.IO, describe() + ": login refused (" + e.getMessage()
                    + "); check the user in the address and the password (UMPIRE_IMAP_PASSWORD or --imap-password-file)");
        } catch (MessagingException e) {
            throw new UserException(ExitCode.IO, describe() + ": " + e.getMessage()
                    + "; check the host, the port and that the server speaks " + proto);
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
