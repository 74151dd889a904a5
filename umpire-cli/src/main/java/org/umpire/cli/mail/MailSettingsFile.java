package org.umpire.cli.mail;

import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.Problem;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.yaml.Fields;
import org.umpire.cli.yaml.Problems;
import org.umpire.cli.yaml.Wording;
import org.umpire.cli.yaml.YamlNode;
import org.umpire.cli.yaml.YamlProblem;
import org.umpire.cli.yaml.YamlReader;

/**
 * Reads {@code mail.yaml}. Which file: {@code --mail-settings FILE}, else the environment variable
 * {@value #ENV}, else {@code mail.yaml} beside the games folder (in {@code $UMPIRE_HOME} or the
 * current folder). No file at all means: outbox only. Every problem names the file, line and field.
 */
public final class MailSettingsFile {

    /** Environment variable naming the mail settings file. */
    public static final String ENV = "UMPIRE_MAIL_SETTINGS";
    /** The file's name beside the games folder. */
    public static final String NAME = "mail.yaml";

    private MailSettingsFile() {}

    /**
     * The settings for a command.
     *
     * @param optionOrNull {@code --mail-settings}, or null
     * @param gamesRoot    the games folder (the default file is in its parent folder)
     * @param env          the environment
     */
    public static MailSettings resolve(Path optionOrNull, Path gamesRoot, Map<String, String> env) {
        if (optionOrNull != null) {
            return load(optionOrNull);
        }
        String fromEnv = env.get(ENV);
        if (fromEnv != null && !fromEnv.isBlank()) {
            return load(Path.of(fromEnv.trim()));
        }
        Path parent = gamesRoot.toAbsolutePath().normalize().getParent();
        Path beside = (parent == null ? gamesRoot : parent).resolve(NAME);
        return Files.isRegularFile(beside) ? load(beside) : MailSettings.outboxOnly();
    }

    public static MailSettings load(Path file) {
        String text;
        try {
            text = new String(GameFiles.readBounded(file, 1 << 20, "mail settings"), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new UserException(
                    ExitCode.NOT_FOUND,
                    "mail settings file " + file + " does not exist; see docs/reports-and-mail.md for its fields");
        } catch (IOException e) {
            throw new UserException(ExitCode.IO, "cannot read mail settings " + file + ": " + e.getMessage(), e);
        }
        return parse(text, file);
    }

    /** Where each field of the file is: {@code smtp.host} -> line 3. */
    static final class Locator {
        private final Path file;
        private final Map<String, Integer> lines = new HashMap<>();

        Locator(Path file, YamlNode root) {
            this.file = file;
            add("", root);
        }

        private void add(String prefix, YamlNode node) {
            if (node instanceof YamlNode.Mapping m) {
                for (YamlNode.Entry e : m.entries().values()) {
                    lines.putIfAbsent(prefix + e.key(), e.keyLine());
                    add(prefix + e.key() + ".", e.value());
                }
            }
        }

        /** {@code mail.yaml line 4 (smtp.security)}, or the file and field when the line is unknown. */
        String at(String field) {
            Integer line = lines.get(field);
            return file + (line == null ? "" : " line " + line) + " (" + field + ")";
        }
    }

    private static final List<String> FIELDS = List.of("from", "reply-to", "umpire", "smtp", "retry", "imap");
    private static final List<String> SMTP_FIELDS = List.of(
            "host",
            "port",
            "security",
            "user",
            "password-env",
            "password-file",
            "timeout-seconds",
            "trust",
            "trust-file");
    private static final List<String> IMAP_FIELDS = List.of(
            "host",
            "port",
            "security",
            "user",
            "password-env",
            "password-file",
            "folder",
            "timeout-seconds",
            "trust",
            "trust-file");
    private static final List<String> RETRY_FIELDS =
            List.of("attempts", "first-delay-seconds", "max-delay-seconds", "give-up-seconds");

    /** The words of {@code mail.yaml}'s problems, which name the field and the fix. */
    private static final class MailWording implements Wording {
        private final Path file;

        MailWording(Path file) {
            this.file = file;
        }

        @Override
        public Problem tree(String source, YamlProblem p) {
            if (p instanceof YamlProblem.Empty) {
                return new Problem(source, 0, "the file is empty; write at least 'from: umpire@example.org'");
            }
            return Wording.super.tree(source, p);
        }

        @Override
        public Problem unknown(String source, YamlNode.Entry entry, String path, Collection<String> known) {
            if ("password".equals(entry.key())) {
                return new Problem(
                        source,
                        entry.keyLine(),
                        path,
                        "never write the password in " + file.getFileName()
                                + "; name an environment variable with 'password-env' or a file with 'password-file'");
            }
            return new Problem(
                    source, entry.keyLine(), path, "unknown field '" + entry.key() + "'; the fields here are " + known);
        }
    }

    /** A problem as {@code mail.yaml}'s messages have always placed it: {@code mail.yaml line 4 (smtp.security): ...}. */
    private static String describe(Problem p) {
        return p.file() + (p.line() > 0 ? " line " + p.line() : "")
                + (p.field().isEmpty() ? "" : " (" + p.field() + ")") + ": " + p.message();
    }

    static MailSettings parse(String text, Path file) {
        Problems problems = new Problems();
        YamlReader reader = new YamlReader(file.toString(), new MailWording(file), problems);
        Optional<YamlNode> root = reader.tree(text);
        Optional<Model> m = root.flatMap(r -> reader.root(r, FIELDS))
                .map(f -> new Model(
                        f.optionalText("from").orElse(null),
                        f.optionalText("reply-to").orElse(null),
                        f.optionalText("umpire").orElse(null),
                        section(reader, f, "smtp", SMTP_FIELDS)
                                .map(MailSettingsFile::smtp)
                                .orElse(null),
                        section(reader, f, "retry", RETRY_FIELDS)
                                .map(MailSettingsFile::retry)
                                .orElse(null),
                        section(reader, f, "imap", IMAP_FIELDS)
                                .map(MailSettingsFile::imap)
                                .orElse(null)));
        if (!problems.isEmpty()) {
            throw invalid(
                    problems.list().stream().map(MailSettingsFile::describe).collect(Collectors.joining("\n")));
        }
        return m.orElseThrow().toSettings(file, new Locator(file, root.orElseThrow()));
    }

    /** An optional section ({@code smtp:}); an empty one is no section. */
    private static Optional<Fields> section(YamlReader reader, Fields root, String key, List<String> known) {
        return root.node(key)
                .filter(n -> !(n instanceof YamlNode.Scalar s && s.text() == null))
                .flatMap(n -> reader.mapping(n, key, known));
    }

    private static Smtp smtp(Fields f) {
        return new Smtp(
                text(f, "host"),
                f.optionalInteger("port").orElse(null),
                text(f, "security"),
                text(f, "user"),
                text(f, "password-env"),
                text(f, "password-file"),
                f.optionalInteger("timeout-seconds").orElse(null),
                text(f, "trust"),
                text(f, "trust-file"));
    }

    private static Imap imap(Fields f) {
        return new Imap(
                text(f, "host"),
                f.optionalInteger("port").orElse(null),
                text(f, "security"),
                text(f, "user"),
                text(f, "password-env"),
                text(f, "password-file"),
                text(f, "folder"),
                f.optionalInteger("timeout-seconds").orElse(null),
                text(f, "trust"),
                text(f, "trust-file"));
    }

    private static RetryModel retry(Fields f) {
        return new RetryModel(
                f.optionalInteger("attempts").orElse(null),
                f.optionalInteger("first-delay-seconds").orElse(null),
                f.optionalInteger("max-delay-seconds").orElse(null),
                f.optionalInteger("give-up-seconds").orElse(null));
    }

    private static String text(Fields f, String key) {
        return f.optionalText(key).orElse(null);
    }

    private static UserException invalid(String message) {
        return new UserException(ExitCode.INVALID, message);
    }

    record Model(String from, String replyTo, String umpire, Smtp smtp, RetryModel retry, Imap imap) {

        MailSettings toSettings(Path file, Locator where) {
            if (from == null || from.isBlank()) {
                throw invalid(
                        file + ": 'from' is missing; write e.g. 'from: \"Arbitre Midway <umpire@club.example>\"'");
            }
            InternetAddress fromAddress = address(where, "from", from);
            Optional<InternetAddress> reply =
                    replyTo == null ? Optional.empty() : Optional.of(address(where, "reply-to", replyTo));
            String umpireAddress = umpire == null
                    ? fromAddress.getAddress()
                    : address(where, "umpire", umpire).getAddress();
            Optional<SmtpSettings> server = smtp == null ? Optional.empty() : Optional.of(smtp.toSettings(file, where));
            return new MailSettings(
                    fromAddress,
                    reply,
                    umpireAddress,
                    server,
                    retry == null ? MailSettings.Retry.DEFAULT : retry.toRetry(where),
                    imap == null ? Optional.empty() : Optional.of(imap.toSection(file, where)));
        }
    }

    /** The {@code imap:} section: spelled as {@code smtp:}. */
    record Imap(
            String host,
            Integer port,
            String security,
            String user,
            String passwordEnv,
            String passwordFile,
            String folder,
            Integer timeoutSeconds,
            String trust,
            String trustFile) {

        ImapSettings.Section toSection(Path file, Locator where) {
            Optional<SmtpSettings.Security> sec =
                    security == null ? Optional.empty() : Optional.of(securityOf(where, "imap", security));
            if (port != null && (port < 1 || port > 65535)) {
                throw invalid(where.at("imap.port") + ": imap.port is " + port
                        + "; a port is 1..65535 (default: 993 for" + " tls, 143 for starttls and none)");
            }
            Optional<SmtpSettings.PasswordSource> pw = passwordOf(file, where, "imap", passwordEnv, passwordFile);
            if (timeoutSeconds != null && (timeoutSeconds < 1 || timeoutSeconds > 600)) {
                throw invalid(where.at("imap.timeout-seconds") + ": imap.timeout-seconds is " + timeoutSeconds
                        + "; use 1..600");
            }
            if (folder != null && folder.isBlank()) {
                throw invalid(
                        where.at("imap.folder") + ": imap.folder is empty; write the folder players' mails arrive in,"
                                + " e.g. 'folder: INBOX'");
            }
            Optional<Path> trustPath = trustFileOf(file, where, "imap", trust, trustFile);
            Map<String, String> at = new HashMap<>();
            for (String f : new String[] {
                "imap",
                "imap.host",
                "imap.port",
                "imap.security",
                "imap.user",
                "imap.password-env",
                "imap.password-file",
                "imap.folder",
                "imap.timeout-seconds",
                "imap.trust",
                "imap.trust-file"
            }) {
                at.put(f, where.at(f));
            }
            return new ImapSettings.Section(
                    Optional.ofNullable(host).map(String::trim),
                    Optional.ofNullable(port),
                    sec,
                    Optional.ofNullable(user).map(String::trim),
                    pw,
                    Optional.ofNullable(folder).map(String::trim),
                    Optional.ofNullable(timeoutSeconds).map(Duration::ofSeconds),
                    Optional.ofNullable(trust),
                    trustPath,
                    file,
                    at);
        }
    }

    /** {@code none}, {@code starttls} or {@code tls}, or a message naming the field. */
    private static SmtpSettings.Security securityOf(Locator where, String section, String value) {
        try {
            return SmtpSettings.Security.valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw invalid(where.at(section + ".security") + ": " + section + ".security is '" + value
                    + "'; write none, starttls or tls");
        }
    }

    /** {@code password-env} or {@code password-file}, never both. */
    private static Optional<SmtpSettings.PasswordSource> passwordOf(
            Path file, Locator where, String section, String env, String pwFile) {
        if (env != null && pwFile != null) {
            throw invalid(where.at(section + ".password-file") + ": " + section
                    + " has both password-env and password-file; keep one");
        }
        if (env != null) {
            if (!env.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                throw invalid(where.at(section + ".password-env") + ": " + section + ".password-env is '" + env
                        + "'; give the NAME of an environment variable, not the password");
            }
            return Optional.of(new SmtpSettings.PasswordSource.Env(env));
        }
        if (pwFile != null) {
            Path base = file.toAbsolutePath().getParent();
            return Optional.of(
                    new SmtpSettings.PasswordSource.File(base.resolve(pwFile).normalize()));
        }
        return Optional.empty();
    }

    /** {@code trust-file}, relative to the settings file, checked to exist; never together with {@code trust}. */
    private static Optional<Path> trustFileOf(
            Path file, Locator where, String section, String trust, String trustFile) {
        if (trustFile == null) {
            return Optional.empty();
        }
        if (trust != null) {
            throw invalid(where.at(section + ".trust-file") + ": " + section + " has both trust and trust-file; keep"
                    + " trust-file (the certificate is checked against it) and remove trust (which checks nothing)");
        }
        Path base = file.toAbsolutePath().getParent();
        Path p = base.resolve(trustFile).normalize();
        if (!Files.isRegularFile(p)) {
            throw invalid(
                    where.at(section + ".trust-file") + ": " + section + ".trust-file names " + p + ", which does not"
                            + " exist; give the PEM file of the server's certificate or of the CA that signed it (e.g. copied from"
                            + " the server's /etc/ssl/certs), relative to " + file.getFileName() + " or absolute");
        }
        return Optional.of(p);
    }

    record Smtp(
            String host,
            Integer port,
            String security,
            String user,
            String passwordEnv,
            String passwordFile,
            Integer timeoutSeconds,
            String trust,
            String trustFile) {

        SmtpSettings toSettings(Path file, Locator where) {
            if (host == null || host.isBlank()) {
                throw invalid(where.at("smtp")
                        + ": smtp.host is missing; remove the 'smtp' section to write mails to the outbox");
            }
            SmtpSettings.Security sec =
                    security == null ? SmtpSettings.Security.STARTTLS : securityOf(where, "smtp", security);
            int p = port == null ? sec.defaultPort() : port;
            if (p < 1 || p > 65535) {
                throw invalid(where.at("smtp.port") + ": smtp.port is " + p + "; a port is 1..65535");
            }
            Optional<SmtpSettings.PasswordSource> pw = passwordOf(file, where, "smtp", passwordEnv, passwordFile);
            if (pw.isPresent() && (user == null || user.isBlank())) {
                throw invalid(where.at("smtp") + ": smtp has a password but no user; add 'user: <login>'");
            }
            int t = timeoutSeconds == null ? 30 : timeoutSeconds;
            if (t < 1 || t > 600) {
                throw invalid(where.at("smtp.timeout-seconds") + ": smtp.timeout-seconds is " + t + "; use 1..600");
            }
            return new SmtpSettings(
                    host.trim(),
                    p,
                    sec,
                    Optional.ofNullable(user),
                    pw,
                    Duration.ofSeconds(t),
                    Optional.ofNullable(trust),
                    trustFileOf(file, where, "smtp", trust, trustFile));
        }
    }

    private static boolean ascii(String s) {
        return s.chars().allMatch(c -> c < 128);
    }

    /** {@code name@x} of {@code "Name <name@x>"}, or the whole value. */
    private static String addressPart(String value) {
        int lt = value.lastIndexOf('<');
        int gt = value.lastIndexOf('>');
        return lt >= 0 && gt > lt ? value.substring(lt + 1, gt) : value;
    }

    record RetryModel(Integer attempts, Integer firstDelaySeconds, Integer maxDelaySeconds, Integer giveUpSeconds) {

        MailSettings.Retry toRetry(Locator where) {
            MailSettings.Retry d = MailSettings.Retry.DEFAULT;
            int a = attempts == null ? d.attempts() : attempts;
            if (a < 1 || a > 20) {
                throw invalid(where.at("retry.attempts") + ": retry.attempts is " + a + "; use 1..20");
            }
            long first = firstDelaySeconds == null ? d.firstDelay().toSeconds() : firstDelaySeconds;
            long max = maxDelaySeconds == null ? d.maxDelay().toSeconds() : maxDelaySeconds;
            if (first < 0 || max < first || max > 3600) {
                throw invalid(where.at("retry")
                        + ": retry delays must satisfy 0 <= first-delay-seconds <= max-delay-seconds <= 3600");
            }
            long giveUp = giveUpSeconds == null ? MailSettings.Retry.DEFAULT_GIVE_UP.toSeconds() : giveUpSeconds;
            if (giveUp < 1 || giveUp > 3600) {
                throw invalid(
                        where.at("retry.give-up-seconds") + ": retry.give-up-seconds is " + giveUp + "; use 1..3600");
            }
            return new MailSettings.Retry(
                    a, Duration.ofSeconds(first), Duration.ofSeconds(max), Duration.ofSeconds(giveUp));
        }
    }

    private static InternetAddress address(Locator where, String field, String value) {
        if (value.indexOf('\r') >= 0 || value.indexOf('\n') >= 0) {
            throw invalid(
                    where.at(field) + ": " + field + " holds a line break (CR or LF), which would add lines to every"
                            + " mail's header; write the address on one line, e.g. \"Name <name@example.org>\"");
        }
        if (!value.chars().allMatch(c -> c < 128) && !ascii(addressPart(value))) {
            throw invalid(
                    where.at(field) + ": " + field + " '" + value + "' has characters outside ASCII in the address"
                            + " itself, which mail servers without SMTPUTF8 refuse; use an ASCII address (accents are fine in the"
                            + " name: \"Arbitre Étienne <arbitre@club.example>\")");
        }
        try {
            InternetAddress a = new InternetAddress(value, true);
            if (!a.getAddress().contains("@")) {
                throw new AddressException("no @");
            }
            return a;
        } catch (AddressException e) {
            throw invalid(where.at(field) + ": " + field + " is '" + value
                    + "', not an e-mail address; write name@example.org or \"Name <name@example.org>\"");
        }
    }
}
