package org.umpire.cli.mail;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * How to reach the outgoing mail server. The password is never stored here: it is read at send
 * time from an environment variable or from a file of its own ({@link PasswordSource}).
 *
 * @param host     server name
 * @param port     server port
 * @param security none, STARTTLS or TLS from the first byte
 * @param user     login, if the server needs one
 * @param password where the password comes from, if the server needs one
 * @param timeout  connect, read and write timeout
 * @param trust    hosts whose certificate is taken without any check (self-signed servers), {@code *} for any; empty
 *                 means the JDK's normal checks
 * @param trustFile a PEM file: the server's own (self-signed) certificate, or the private CA that signed it
 *                 ({@link TlsTrust}); the certificate is checked against it instead of the JDK's authorities
 */
public record SmtpSettings(
        String host,
        int port,
        Security security,
        Optional<String> user,
        Optional<PasswordSource> password,
        Duration timeout,
        Optional<String> trust,
        Optional<Path> trustFile) {

    public enum Security {
        NONE(25),
        STARTTLS(587),
        TLS(465);

        private final int defaultPort;

        Security(int defaultPort) {
            this.defaultPort = defaultPort;
        }

        public int defaultPort() {
            return defaultPort;
        }
    }

    public SmtpSettings {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(security, "security");
        Objects.requireNonNull(timeout, "timeout");
        user = user == null ? Optional.empty() : user;
        password = password == null ? Optional.empty() : password;
        trust = trust == null ? Optional.empty() : trust;
        trustFile = trustFile == null ? Optional.empty() : trustFile;
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port must be 1..65535, got " + port);
        }
    }

    /** Without a trust file. */
    public SmtpSettings(
            String host,
            int port,
            Security security,
            Optional<String> user,
            Optional<PasswordSource> password,
            Duration timeout,
            Optional<String> trust) {
        this(host, port, security, user, password, timeout, trust, Optional.empty());
    }

    /** Where the SMTP password is read from, at send time. */
    public sealed interface PasswordSource permits PasswordSource.Env, PasswordSource.File {

        /** An environment variable, e.g. {@code UMPIRE_SMTP_PASSWORD}. */
        record Env(String variable) implements PasswordSource {}

        /** A file holding only the password (one line), readable by the umpire alone. */
        record File(Path path) implements PasswordSource {}
    }
}
