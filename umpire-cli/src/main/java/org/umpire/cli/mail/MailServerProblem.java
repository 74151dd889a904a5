package org.umpire.cli.mail;

import jakarta.mail.AuthenticationFailedException;
import jakarta.mail.FolderClosedException;
import jakarta.mail.FolderNotFoundException;
import jakarta.mail.MessagingException;
import jakarta.mail.StoreClosedException;
import java.io.EOFException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertificateException;
import java.security.cert.CertificateExpiredException;
import java.security.cert.CertificateNotYetValidException;
import java.util.Locale;
import javax.net.ssl.SSLException;

/**
 * What went wrong talking to a mail server, in words the umpire can act on: the real cause found in
 * the chain of exceptions (certificate not trusted and which setting fixes it, STARTTLS required but
 * not offered, login refused, host unknown or unreachable, connection dropped...), never a bare
 * exception text or {@code null}.
 *
 * @param what      what happened: {@code the server's certificate is not trusted (…)}
 * @param fix       what to check or set
 * @param transient true when waiting may be enough (the server down, a dropped connection, a
 *                  temporary login failure); false when a setting must change
 */
public record MailServerProblem(String what, String fix, boolean temporary) {

    /** The server talked to, for messages. */
    public record Server(
            String protocol, String host, int port, SmtpSettings.Security security, String prefix, boolean trustFile) {
        String at() {
            return host + ":" + port;
        }

        String securityName() {
            return security.name().toLowerCase(Locale.ROOT);
        }
    }

    /** One line: {@code what; fix}. */
    public String describe() {
        return what + "; " + fix;
    }

    /** The cause of {@code e} talking to {@code server}. */
    public static MailServerProblem of(Throwable e, Server server) {
        if (e instanceof AuthenticationFailedException exception) {
            return login(exception, server);
        }
        String all = messages(e);
        if (all.contains("STARTTLS") && (all.contains("required") || all.contains("not support"))) {
            return new MailServerProblem(
                    "the " + server.protocol() + " server at " + server.at() + " offers no STARTTLS," + " which "
                            + server.prefix() + ".security: starttls requires",
                    "if the server speaks TLS from the first"
                            + " byte, use "
                            + (server.prefix().equals("imap")
                                    ? "imaps:// (port 993) or imap.security: tls"
                                    : "smtp.security: tls (port 465)")
                            + "; security: none only for a server on this machine",
                    false);
        }
        for (Throwable t = e; t != null; t = next(t)) {
            MailServerProblem p = network(t, server, all);
            if (p != null) {
                return p;
            }
        }
        for (Throwable t = e; t != null; t = next(t)) {
            MailServerProblem p = tlsOrDropped(t, server, all);
            if (p != null) {
                return p;
            }
        }
        if (e instanceof FolderNotFoundException exception1) {
            return new MailServerProblem(
                    "no folder " + exception1.getFolder() + " on the " + server.protocol() + " server at "
                            + server.at(),
                    "check the folder's name (after the host in --imap, or" + " imap.folder)",
                    false);
        }
        return new MailServerProblem(
                "the " + server.protocol() + " server at " + server.at() + " failed: " + text(e),
                "if it lasts, check that the server works (its log) and the settings " + server.prefix() + ".*",
                true);
    }

    private static MailServerProblem login(AuthenticationFailedException e, Server server) {
        String said = text(e);
        if (said.contains("[UNAVAILABLE]") || said.toLowerCase(Locale.ROOT).contains("temporary")) {
            return new MailServerProblem(
                    "the " + server.protocol() + " server at " + server.at() + " cannot check the" + " password now ("
                            + said + ")",
                    "a temporary failure of the server: try again later (watch does, at its next round)",
                    true);
        }
        return new MailServerProblem(
                "the " + server.protocol() + " server at " + server.at() + " refused the login (" + said + ")",
                "check the user and the password (" + server.prefix() + ".user and " + server.prefix()
                        + ".password-file or -env, --imap-password-file or UMPIRE_IMAP_PASSWORD)",
                false);
    }

    /** A network or certificate cause, or null. */
    private static MailServerProblem network(Throwable t, Server server, String all) {
        String at = server.protocol() + " server at " + server.at();
        if (t instanceof UnknownHostException) {
            return new MailServerProblem(
                    "unknown host " + server.host() + " (the name server does not know it)",
                    "check the host name (" + server.prefix() + ".host, or in --imap) and the machine's network",
                    true);
        }
        if (t instanceof ConnectException) {
            return new MailServerProblem(
                    "nothing answers at " + server.at() + " (" + text(t) + ")",
                    "check that the "
                            + server.protocol() + " server runs and that the host and port are right ("
                            + server.prefix()
                            + ".port; " + securityPorts(server) + ")",
                    true);
        }
        if (t instanceof NoRouteToHostException || text(t).contains("unreachable")) {
            return new MailServerProblem(
                    "host " + server.host() + " unreachable (" + text(t) + ")",
                    "check the machine's network and any firewall between it and " + server.host(),
                    true);
        }
        if (t instanceof SocketTimeoutException) {
            return new MailServerProblem(
                    "the " + at + " did not answer in time (" + text(t) + ")",
                    "check that it runs" + " and that the port speaks " + server.securityName() + " ("
                            + securityPorts(server) + ")",
                    true);
        }
        if (t instanceof CertificateExpiredException || t instanceof CertificateNotYetValidException) {
            return new MailServerProblem(
                    "the " + at + " shows a certificate that is out of its dates (" + text(t) + ")",
                    "renew the server's certificate"
                            + (server.trustFile() ? ", and put the new one in " + server.prefix() + ".trust-file" : ""),
                    false);
        }
        if (t instanceof CertPathBuilderException
                || t instanceof CertPathValidatorException
                || all.contains("PKIX path")
                || all.contains("unable to find valid certification path")) {
            return untrusted(server, at);
        }
        if (t instanceof CertificateException
                && (all.contains("No subject alternative")
                        || all.contains("No name matching")
                        || all.contains("identity"))) {
            return new MailServerProblem(
                    "the " + at + " shows a certificate for another host name (" + text(t) + ")",
                    "connect by the name the certificate gives, or put the server's own certificate in "
                            + server.prefix() + ".trust-file (then its name is not checked)",
                    false);
        }
        return null;
    }

    /** TLS failed for another reason, or the connection dropped; or null. */
    private static MailServerProblem tlsOrDropped(Throwable t, Server server, String all) {
        String at = server.protocol() + " server at " + server.at();
        if (t instanceof SSLException) {
            if (all.contains("Unsupported or unrecognized SSL message") || all.contains("plaintext")) {
                return new MailServerProblem(
                        "the " + at + " does not speak TLS from the first byte on this port",
                        server.prefix().equals("imap")
                                ? "for port 143 write imap:// with imap.security: starttls; imaps:// is" + " port 993"
                                : "for port 587 write smtp.security: starttls; tls is port 465",
                        false);
            }
            return new MailServerProblem(
                    "TLS with the " + at + " failed (" + text(t) + ")",
                    "check " + server.prefix()
                            + ".security (" + securityPorts(server)
                            + ") and, for a private CA or a self-signed certificate, "
                            + server.prefix() + ".trust-file",
                    false);
        }
        if (t instanceof FolderClosedException
                || t instanceof StoreClosedException
                || t instanceof EOFException
                || t instanceof SocketException) {
            return new MailServerProblem(
                    "the " + at + " closed the connection (" + text(t) + ")",
                    "the server restarted or dropped the connection: try again later (watch does, at its next round)",
                    true);
        }
        return null;
    }

    private static MailServerProblem untrusted(Server server, String at) {
        String fix = server.trustFile()
                ? "the certificate is neither the one in " + server.prefix() + ".trust-file nor signed by it: put the"
                        + " server's current certificate, or its CA, in that file"
                : "if the server uses a private CA or a self-signed certificate, set " + server.prefix()
                        + ".trust-file in"
                        + " the mail settings to that certificate or CA (a PEM file, e.g. copied from the server's /etc/ssl/certs)";
        return new MailServerProblem(
                "the " + at + " shows a certificate that is not trusted (signed by no authority"
                        + " this program knows)",
                fix,
                false);
    }

    private static String securityPorts(Server s) {
        return s.prefix().equals("imap") ? "tls: 993, starttls and none: 143" : "tls: 465, starttls: 587, none: 25";
    }

    private static Throwable next(Throwable t) {
        if (t instanceof MessagingException exception
                && exception.getNextException() != null
                && exception.getNextException() != t) {
            return exception.getNextException();
        }
        return t.getCause() == t ? null : t.getCause();
    }

    /** Every message of the chain, to look for known words. */
    private static String messages(Throwable e) {
        StringBuilder sb = new StringBuilder();
        int depth = 0;
        for (Throwable t = e; t != null && depth < 20; t = next(t), depth++) {
            sb.append(' ').append(t.getMessage());
        }
        return sb.toString();
    }

    /** A throwable's own message on one line, or its kind when it has none: never {@code null}. */
    public static String text(Throwable t) {
        String m = t.getMessage();
        if (m == null || m.isBlank()) {
            Throwable c = next(t);
            return c != null && c != t ? text(c) : t.getClass().getSimpleName();
        }
        return m.strip().replaceAll("\\s+", " ");
    }
}
