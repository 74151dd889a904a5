package org.umpire.cli.mail;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;

/**
 * The umpire's IMAP mailbox, where players' mails arrive: from {@code --imap URL}, from the
 * {@code imap:} section of the mail settings, or both (the address from the command line, the rest from
 * the file). Spelled as the SMTP settings: {@code security: none | starttls | tls}, {@code trust},
 * {@code trust-file}, {@code password-env} / {@code password-file}.
 *
 * @param host      server name
 * @param port      server port
 * @param security  none (plain IMAP: a server on this machine only), STARTTLS (port 143) or TLS from the first
 *                  byte ({@code imaps}, port 993)
 * @param user      login, written plainly even when it is an address ({@code umpire@club.example})
 * @param password  where the password comes from when the settings say it; else {@code --imap-password-file}
 *                  or {@code UMPIRE_IMAP_PASSWORD}
 * @param folder    the folder players' mails arrive in
 * @param timeout   read timeout (the connection's is at most 30 s)
 * @param trust     hosts whose certificate is taken without any check ({@code *}: any), as {@code smtp.trust}
 * @param trustFile a PEM file: the server's own (self-signed) certificate, or the private CA that signed it
 * @param origin    where these settings come from, for messages: {@code --imap} or the settings file
 */
public record ImapSettings(
        String host,
        int port,
        SmtpSettings.Security security,
        String user,
        Optional<SmtpSettings.PasswordSource> password,
        String folder,
        Duration timeout,
        Optional<String> trust,
        Optional<Path> trustFile,
        String origin) {

    /** The folder read when none is named. */
    public static final String INBOX = "INBOX";
    /** Read timeout when none is set. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(60);

    public ImapSettings {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(security, "security");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(origin, "origin");
        password = password == null ? Optional.empty() : password;
        trust = trust == null ? Optional.empty() : trust;
        trustFile = trustFile == null ? Optional.empty() : trustFile;
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port must be 1..65535, got " + port);
        }
    }

    /** 993 for TLS from the first byte, else 143. */
    public static int defaultPort(SmtpSettings.Security security) {
        return security == SmtpSettings.Security.TLS ? 993 : 143;
    }

    /** Jakarta Mail's protocol name: {@code imaps} for TLS from the first byte, else {@code imap}. */
    public String protocol() {
        return security == SmtpSettings.Security.TLS ? "imaps" : "imap";
    }

    /** For messages: {@code umpire@club.example@mail.club.example:993/INBOX (TLS)}. */
    public String describe() {
        return "IMAP " + user + "@" + host + ":" + port + "/" + folder;
    }

    /**
     * The {@code imap:} section of the mail settings as written: every field may be missing when
     * {@code --imap URL} gives the address.
     *
     * @param where each field's place, for messages: {@code imap.security} -> {@code mail.yaml line 9 (imap.security)}
     */
    public record Section(
            Optional<String> host,
            Optional<Integer> port,
            Optional<SmtpSettings.Security> security,
            Optional<String> user,
            Optional<SmtpSettings.PasswordSource> password,
            Optional<String> folder,
            Optional<Duration> timeout,
            Optional<String> trust,
            Optional<Path> trustFile,
            Path file,
            Map<String, String> where) {

        public Section {
            where = Map.copyOf(where);
        }

        /** {@code mail.yaml line 9 (imap.security)}, or the file and field. */
        public String at(String field) {
            return where.getOrDefault(field, file + " (" + field + ")");
        }
    }

    /**
     * What to connect to: the address {@code url} when given ({@code --imap URL}), completed by the
     * settings file's {@code imap:} section, else that section alone.
     *
     * @throws UserException ({@link ExitCode#USAGE} for the command line, {@link ExitCode#INVALID} for the file)
     *                       naming what is missing or contradictory and how to write it
     */
    public static ImapSettings resolve(Optional<String> url, Optional<Section> section) {
        if (url.isPresent()) {
            return fromUrl(url.get(), section);
        }
        Section s = section.orElseThrow(
                () -> new UserException(
                        ExitCode.USAGE,
                        "--imap: no address: write "
                                + "--imap imaps://USER@HOST/INBOX, or add an 'imap:' section (host, user, security) to the mail settings"));
        String host = s.host()
                .filter(h -> !h.isBlank())
                .orElseThrow(
                        () -> invalid(
                                s.at("imap") + ": imap.host is missing;"
                                        + " write e.g. 'host: mail.club.example', or give the address on the command line (--imap imaps://USER@HOST/INBOX)"));
        String user = s.user()
                .filter(u -> !u.isBlank())
                .orElseThrow(() -> invalid(s.at("imap") + ": imap.user is missing;"
                        + " write the login, e.g. 'user: umpire@club.example' (an @ is written as is)"));
        SmtpSettings.Security security = s.security().orElse(SmtpSettings.Security.TLS);
        return new ImapSettings(
                host.trim(),
                s.port().orElse(defaultPort(security)),
                security,
                user.trim(),
                s.password(),
                s.folder().orElse(INBOX),
                s.timeout().orElse(DEFAULT_TIMEOUT),
                s.trust(),
                s.trustFile(),
                "the mail settings " + s.file());
    }

    private static ImapSettings fromUrl(String text, Optional<Section> section) {
        Url u = Url.parse(text);
        SmtpSettings.Security security;
        if (u.scheme().equals("imaps")) {
            security = SmtpSettings.Security.TLS;
            section.ifPresent(s -> s.security()
                    .filter(x -> x != SmtpSettings.Security.TLS)
                    .ifPresent(x -> {
                        throw invalid(s.at("imap.security") + ": imap.security is " + name(x)
                                + " but --imap says imaps:// (TLS from" + " the first byte); write imap://… for "
                                + name(x) + ", or remove imap.security");
                    }));
        } else {
            security = section.flatMap(Section::security).orElse(SmtpSettings.Security.NONE);
            if (security == SmtpSettings.Security.TLS) {
                Section s = section.get();
                throw invalid(s.at("imap.security") + ": imap.security is tls but --imap says imap://; write imaps://…"
                        + " for TLS from the first byte, or security: starttls for STARTTLS on port 143");
            }
        }
        int port = u.port().orElse(defaultPort(security));
        return new ImapSettings(
                u.host(),
                port,
                security,
                u.user(),
                section.flatMap(Section::password),
                u.folder().orElse(INBOX),
                section.flatMap(Section::timeout).orElse(DEFAULT_TIMEOUT),
                section.flatMap(Section::trust),
                section.flatMap(Section::trustFile),
                "--imap");
    }

    private static String name(SmtpSettings.Security s) {
        return s.name().toLowerCase(Locale.ROOT);
    }

    private static UserException invalid(String message) {
        return new UserException(ExitCode.INVALID, message);
    }

    /**
     * An IMAP address: {@code imap[s]://USER@HOST[:PORT][/FOLDER]}. The user is everything before the
     * last {@code @} of the authority, so {@code imaps://umpire@club.example@mail.club.example/INBOX}
     * logs in as {@code umpire@club.example}; {@code %40} works too. No password in it.
     */
    record Url(String scheme, String user, String host, Optional<Integer> port, Optional<String> folder) {

        static Url parse(String url) {
            int sep = url.indexOf("://");
            String scheme = sep < 0 ? "" : url.substring(0, sep).toLowerCase(Locale.ROOT);
            if (!scheme.equals("imap") && !scheme.equals("imaps") || url.indexOf('?') >= 0 || url.indexOf('#') >= 0) {
                throw usage(url);
            }
            String rest = url.substring(sep + 3);
            int slash = rest.indexOf('/');
            String authority = slash < 0 ? rest : rest.substring(0, slash);
            String path = slash < 0 ? "" : rest.substring(slash + 1);
            int at = authority.lastIndexOf('@');
            if (at <= 0) {
                throw usage(url);
            }
            String userInfo = authority.substring(0, at);
            if (userInfo.indexOf(':') >= 0) {
                throw new UserException(
                        ExitCode.USAGE,
                        "--imap: leave the password out of the address; give it in the "
                                + "environment variable UMPIRE_IMAP_PASSWORD, with --imap-password-file FILE, or as imap.password-file"
                                + " in the mail settings");
            }
            String hostPort = authority.substring(at + 1);
            String host = hostPort;
            Optional<Integer> port = Optional.empty();
            int colon =
                    hostPort.startsWith("[") ? hostPort.indexOf(':', hostPort.indexOf(']')) : hostPort.lastIndexOf(':');
            if (colon >= 0) {
                host = hostPort.substring(0, colon);
                try {
                    int p = Integer.parseInt(hostPort.substring(colon + 1));
                    if (p < 1 || p > 65535) {
                        throw new NumberFormatException();
                    }
                    port = Optional.of(p);
                } catch (NumberFormatException e) {
                    throw new UserException(
                            ExitCode.USAGE,
                            "--imap: \"" + hostPort.substring(colon + 1) + "\" is not a port (1..65535) in " + url);
                }
            }
            if (host.startsWith("[") && host.endsWith("]")) {
                host = host.substring(1, host.length() - 1);
            }
            String user = decode(userInfo, url);
            if (host.isEmpty() || user.isBlank()) {
                throw usage(url);
            }
            return new Url(
                    scheme, user, host, port, path.isEmpty() ? Optional.empty() : Optional.of(decode(path, url)));
        }

        private static String decode(String s, String url) {
            try {
                return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                throw usage(url);
            }
        }

        private static UserException usage(String url) {
            return new UserException(
                    ExitCode.USAGE,
                    "--imap: \"" + url + "\" is not an IMAP address; write it as "
                            + "imaps://USER@HOST/INBOX (TLS, port 993), or imap://USER@HOST/INBOX with imap.security: starttls in"
                            + " the mail settings (port 143); USER may hold an @ (imaps://umpire@club.example@mail.club.example/INBOX);"
                            + " the password never goes in it");
        }
    }
}
