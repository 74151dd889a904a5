package org.umpire.cli.mail.out;

import jakarta.mail.Address;
import jakarta.mail.AuthenticationFailedException;
import jakarta.mail.MessagingException;
import jakarta.mail.SendFailedException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.cert.CertificateException;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.SSLException;
import org.eclipse.angus.mail.smtp.SMTPAddressFailedException;
import org.eclipse.angus.mail.smtp.SMTPSendFailedException;
import org.eclipse.angus.mail.smtp.SMTPSenderFailedException;
import org.eclipse.angus.mail.util.MailConnectException;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.mail.MailErrors;
import org.umpire.cli.mail.MailServerProblem;
import org.umpire.cli.mail.SmtpSettings;
import org.umpire.cli.mail.TlsTrust;
import org.umpire.cli.store.GameFiles;

/**
 * Sends mails through an SMTP server (Jakarta Mail, Eclipse Angus), with STARTTLS or TLS and login
 * when configured. One connection serves a whole batch; after a failure the next mail reconnects.
 * Server replies are classified: 4xx and network trouble are transient, 5xx, refused logins and
 * certificate problems permanent.
 */
public final class SmtpDelivery implements Delivery {

    private final SmtpSettings smtp;
    private final Session session;
    private final Optional<String> password;
    private Transport transport;

    /**
     * @param env the environment, for a password named by {@code password-env}
     * @throws UserException when the password variable or file is missing
     */
    public SmtpDelivery(SmtpSettings smtp, Map<String, String> env) {
        this.smtp = smtp;
        this.password = smtp.password().map(p -> readPassword(p, env));
        this.session = Session.getInstance(properties(smtp));
    }

    static Properties properties(SmtpSettings smtp) {
        Properties p = new Properties();
        String timeout = Long.toString(smtp.timeout().toMillis());
        p.setProperty("mail.transport.protocol", "smtp");
        p.setProperty("mail.smtp.host", smtp.host());
        p.setProperty("mail.smtp.port", Integer.toString(smtp.port()));
        p.setProperty("mail.smtp.connectiontimeout", timeout);
        p.setProperty("mail.smtp.timeout", timeout);
        p.setProperty("mail.smtp.writetimeout", timeout);
        p.setProperty("mail.smtp.auth", Boolean.toString(smtp.user().isPresent()));
        p.setProperty("mail.mime.charset", "UTF-8");
        if (smtp.security() == SmtpSettings.Security.STARTTLS) {
            p.setProperty("mail.smtp.starttls.enable", "true");
            p.setProperty("mail.smtp.starttls.required", "true");
        } else if (smtp.security() == SmtpSettings.Security.TLS) {
            p.setProperty("mail.smtp.ssl.enable", "true");
        }
        if (smtp.security() != SmtpSettings.Security.NONE) {
            p.setProperty(
                    "mail.smtp.ssl.checkserveridentity",
                    Boolean.toString(smtp.trust().isEmpty()));
            smtp.trust().ifPresent(t -> p.setProperty("mail.smtp.ssl.trust", t));
            if (smtp.trust().isEmpty()) {
                smtp.trustFile()
                        .ifPresent(f ->
                                p.put("mail.smtp.ssl.socketFactory", TlsTrust.socketFactory(f, "smtp.trust-file")));
            }
        }
        return p;
    }

    private static String readPassword(SmtpSettings.PasswordSource source, Map<String, String> env) {
        if (source instanceof SmtpSettings.PasswordSource.Env env1) {
            String name = env1.variable();
            String value = env.get(name);
            if (value == null || value.isEmpty()) {
                throw new UserException(
                        ExitCode.INVALID,
                        "the SMTP password is read from the environment variable " + name
                                + ", which is not set; set it before sending (e.g. export " + name + "=...)");
            }
            return value;
        } else if (source instanceof SmtpSettings.PasswordSource.File file) {
            Path path = file.path();
            try {
                String text = new String(
                                GameFiles.readBounded(path, 64 << 10, "a password file"), StandardCharsets.UTF_8)
                        .strip();
                if (text.isEmpty()) {
                    throw new UserException(ExitCode.INVALID, "the SMTP password file " + path + " is empty");
                }
                return text.lines().findFirst().orElseThrow();
            } catch (NoSuchFileException e) {
                throw new UserException(ExitCode.NOT_FOUND, "the SMTP password file " + path + " does not exist");
            } catch (IOException e) {
                throw new UserException(
                        ExitCode.IO, "cannot read the SMTP password file " + path + ": " + e.getMessage(), e);
            }
        }
        throw new AssertionError(source);
    }

    @Override
    public String describe() {
        return "SMTP " + smtp.host() + ":" + smtp.port() + " (" + smtp.security() + ")";
    }

    @Override
    public String via() {
        return "smtp";
    }

    @Override
    public void deliver(MimeMessage message, OutgoingMail mail) throws DeliveryException {
        try {
            if (transport == null || !transport.isConnected()) {
                Transport t = session.getTransport("smtp");
                t.connect(smtp.host(), smtp.port(), smtp.user().orElse(null), password.orElse(null));
                transport = t;
            }
            transport.sendMessage(message, message.getAllRecipients());
        } catch (MessagingException e) {
            close();
            throw classify(e);
        }
    }

    DeliveryException classify(MessagingException e) {
        String serverHint = "the server at " + smtp.host() + ":" + smtp.port();
        if (e instanceof AuthenticationFailedException && replyCode(text(e)) / 100 == 4) {
            // docs/mail-in.md: a 4xx answer to AUTH (Postfix's while its Dovecot auth restarts) is the server's
            // trouble, not
            // a wrong password: the batch stops, and the next round tries again
            return new DeliveryException(
                    DeliveryException.Kind.TRANSIENT,
                    "login not checked now: " + text(e),
                    serverHint + " could not check the login for now (its authentication service may be restarting);"
                            + " it is tried again later",
                    e,
                    true);
        }
        if (e instanceof AuthenticationFailedException) {
            // one refused login stops the batch: the same password would be refused for every mail
            return new DeliveryException(
                    DeliveryException.Kind.PERMANENT,
                    "login refused: " + text(e),
                    "check smtp.user and the password (" + passwordOrigin() + ") in the mail settings",
                    e,
                    true);
        }
        String m = String.valueOf(e.getMessage());
        if (m.contains("STARTTLS") && (m.contains("not support") || m.contains("required"))) {
            return new DeliveryException(
                    DeliveryException.Kind.PERMANENT,
                    serverHint + " offers no STARTTLS: " + text(e),
                    "the password must not travel in clear: if the server speaks TLS from the first byte, set"
                            + " smtp.security: tls (usually port 465); use security: none only on a network you trust",
                    e,
                    true);
        }
        for (Exception x = e; x != null; x = x instanceof MessagingException me ? me.getNextException() : null) {
            int code = returnCode(x);
            if (code > 0) {
                boolean permanent = code >= 500;
                String who = x instanceof SMTPAddressFailedException smtpafe
                        ? "the recipient address " + smtpafe.getAddress()
                        : x instanceof SMTPSenderFailedException
                                ? "the sender address (from: in the mail settings)"
                                : "the message";
                return new DeliveryException(
                        permanent ? DeliveryException.Kind.PERMANENT : DeliveryException.Kind.TRANSIENT,
                        text(x),
                        permanent
                                ? serverHint + " refused " + who + "; check it, then run send again"
                                : serverHint + " asked to try again later",
                        e,
                        x instanceof SMTPSenderFailedException);
            }
        }
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
            if (root instanceof SSLException || root instanceof CertificateException) {
                MailServerProblem p = MailServerProblem.of(
                        e,
                        new MailServerProblem.Server(
                                "SMTP",
                                smtp.host(),
                                smtp.port(),
                                smtp.security(),
                                "smtp",
                                smtp.trustFile().isPresent()));
                return new DeliveryException(DeliveryException.Kind.PERMANENT, p.what(), p.fix(), e, true);
            }
            if (root instanceof UnknownHostException) {
                return new DeliveryException(
                        DeliveryException.Kind.PERMANENT,
                        "unknown host " + smtp.host(),
                        "check smtp.host in the mail settings",
                        e,
                        true);
            }
            if (root instanceof SocketTimeoutException) {
                return new DeliveryException(
                        DeliveryException.Kind.TRANSIENT,
                        serverHint + " did not answer within " + smtp.timeout().toSeconds() + " s",
                        "check that the server is up and smtp.host, smtp.port and"
                                + " smtp.security are right; smtp.timeout-seconds sets the wait",
                        e,
                        true);
            }
        }
        if (e instanceof SendFailedException exception
                && exception.getInvalidAddresses() != null
                && exception.getInvalidAddresses().length > 0) {
            Address[] bad = exception.getInvalidAddresses();
            return new DeliveryException(
                    DeliveryException.Kind.PERMANENT,
                    "invalid address " + bad[0] + ": " + text(e),
                    "check the player's address in the game configuration",
                    e);
        }
        if (e instanceof MailConnectException) {
            return new DeliveryException(
                    DeliveryException.Kind.TRANSIENT,
                    "cannot connect: " + text(e),
                    "check smtp.host, smtp.port and smtp.security, and that " + serverHint + " is up",
                    e,
                    true);
        }
        return new DeliveryException(
                DeliveryException.Kind.TRANSIENT,
                serverHint + ": " + MailErrors.causes(e),
                "a network or server problem; if it lasts, check " + serverHint,
                e);
    }

    /** The SMTP reply code a server's answer starts with ({@code 454 4.7.0 ...}), or 0. */
    static int replyCode(String reply) {
        Matcher m = Pattern.compile("^\\s*([2-5][0-9][0-9])[ -]").matcher(reply);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    private static int returnCode(Exception x) {
        if (x instanceof SMTPAddressFailedException exception) {
            return exception.getReturnCode();
        }
        if (x instanceof SMTPSenderFailedException exception1) {
            return exception1.getReturnCode();
        }
        if (x instanceof SMTPSendFailedException exception2) {
            return exception2.getReturnCode();
        }
        return -1;
    }

    private String passwordOrigin() {
        if (smtp.password().isEmpty()) {
            return "none is set";
        }
        SmtpSettings.PasswordSource s = smtp.password().get();
        return s instanceof SmtpSettings.PasswordSource.Env e
                ? "environment variable " + e.variable()
                : "file " + ((SmtpSettings.PasswordSource.File) s).path();
    }

    private static String text(Exception e) {
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m.strip().replaceAll("\\s+", " ");
    }

    @Override
    public void close() {
        if (transport != null) {
            try {
                transport.close();
            } catch (MessagingException ignored) {
                // closing a broken connection: nothing more to do
            }
            transport = null;
        }
    }
}
