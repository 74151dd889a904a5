package org.umpire.cli.mail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;

import org.umpire.cli.ExitCode;
import org.umpire.cli.UserException;

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

    private MailSettingsFile() {
    }

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
            text = new String(org.umpire.cli.store.GameFiles.readBounded(file, 1 << 20, "mail settings"),
                    java.nio.charset.StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new UserException(ExitCode.NOT_FOUND, "mail settings file " + file
                    + " does not exist; see docs/reports-and-mail.md for its fields");
        } catch (IOException e) {
            throw new UserException(ExitCode.IO, "cannot read mail settings " + file + ": " + e.getMessage(), e);
        }
        return parse(text, file);
    }

    /** Where each field of the file is: {@code smtp.host} -> line 3. */
    static final class Locator {
        private final Path file;
        private final Map<String, Integer> lines = new java.util.HashMap<>();

        Locator(Path file, String text) {
            this.file = file;
            try (com.fasterxml.jackson.core.JsonParser p = new YAMLFactory().createParser(text)) {
                java.util.Deque<String> path = new java.util.ArrayDeque<>();
                String pending = null;
                for (com.fasterxml.jackson.core.JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                    if (t == com.fasterxml.jackson.core.JsonToken.FIELD_NAME) {
                        pending = p.currentName();
                        StringBuilder prefix = new StringBuilder();
                        for (java.util.Iterator<String> it = path.descendingIterator(); it.hasNext(); ) {
                            String part = it.next();
                            if (!part.isEmpty()) {
                                prefix.append(part).append('.');
                            }
                        }
                        lines.putIfAbsent(prefix + pending,
                                p.currentTokenLocation().getLineNr());
                    } else if (t == com.fasterxml.jackson.core.JsonToken.START_OBJECT) {
                        if (pending != null) {
                            path.push(pending);
                        } else {
                            path.push("");
                        }
                        pending = null;
                    } else if (t == com.fasterxml.jackson.core.JsonToken.END_OBJECT) {
                        path.pop();
                    } else {
                        pending = null;
                    }
                }
            } catch (IOException e) {
                // a syntax error: the mapper reports it with its own location
            }
        }

        /** {@code mail.yaml line 4 (smtp.security)}, or the file and field when the line is unknown. */
        String at(String field) {
            Integer line = lines.get(field);
            return file + (line == null ? "" : " line " + line) + " (" + field + ")";
        }
    }

    static MailSettings parse(String text, Path file) {
        Locator where = new Locator(file, text);
        ObjectMapper mapper = new ObjectMapper(new YAMLFactory())
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        Model m;
        try {
            m = mapper.readValue(text, Model.class);
        } catch (UnrecognizedPropertyException e) {
            StringBuilder field = new StringBuilder();
            for (com.fasterxml.jackson.databind.JsonMappingException.Reference r : e.getPath()) {
                if (r.getFieldName() != null) {
                    field.append(field.length() == 0 ? "" : ".").append(r.getFieldName());
                }
            }
            String at = where.at(field.toString());
            if ("password".equals(e.getPropertyName())) {
                throw invalid(at + ": never write the password in " + file.getFileName()
                        + "; name an environment variable with 'password-env' or a file with 'password-file'");
            }
            throw invalid(at + ": unknown field '" + e.getPropertyName() + "'; the fields here are "
                    + e.getKnownPropertyIds());
        } catch (JsonProcessingException e) {
            throw invalid(where(file, e.getLocation()) + ": " + e.getOriginalMessage());
        }
        if (m == null) {
            throw invalid(file + ": the file is empty; write at least 'from: umpire@example.org'");
        }
        return m.toSettings(file, where);
    }

    private static String where(Path file, JsonLocation loc) {
        return loc == null ? file.toString() : file + " line " + loc.getLineNr() + ", column " + loc.getColumnNr();
    }

    private static UserException invalid(String message) {
        return new UserException(ExitCode.INVALID, message);
    }

    record Model(String from, @JsonProperty("reply-to") String replyTo, String umpire, Smtp smtp, RetryModel retry) {

        MailSettings toSettings(Path file, Locator where) {
            if (from == null || from.isBlank()) {
                throw invalid(file + ": 'from' is missing; write e.g. 'from: \"Arbitre Midway <umpire@club.example>\"'");
            }
            InternetAddress fromAddress = address(where, "from", from);
            Optional<InternetAddress> reply = replyTo == null ? Optional.empty()
                    : Optional.of(address(where, "reply-to", replyTo));
            String umpireAddress = umpire == null ? fromAddress.getAddress() : address(where, "umpire", umpire).getAddress();
            Optional<SmtpSettings> server = smtp == null ? Optional.empty() : Optional.of(smtp.toSettings(file, where));
            return new MailSettings(fromAddress, reply, umpireAddress, server,
                    retry == null ? MailSettings.Retry.DEFAULT : retry.toRetry(where));
        }
    }

    record Smtp(String host, Integer port, String security, String user,
                @JsonProperty("password-env") String passwordEnv, @JsonProperty("password-file") String passwordFile,
                @JsonProperty("timeout-seconds") Integer timeoutSeconds, String trust) {

        SmtpSettings toSettings(Path file, Locator where) {
            if (host == null || host.isBlank()) {
                throw invalid(where.at("smtp") + ": smtp.host is missing; remove the 'smtp' section to write mails to the outbox");
            }
            SmtpSettings.Security sec;
            try {
                sec = security == null ? SmtpSettings.Security.STARTTLS
                        : SmtpSettings.Security.valueOf(security.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw invalid(where.at("smtp.security") + ": smtp.security is '" + security + "'; write none, starttls or tls");
            }
            int p = port == null ? sec.defaultPort() : port;
            if (p < 1 || p > 65535) {
                throw invalid(where.at("smtp.port") + ": smtp.port is " + p + "; a port is 1..65535");
            }
            if (passwordEnv != null && passwordFile != null) {
                throw invalid(where.at("smtp.password-file") + ": smtp has both password-env and password-file; keep one");
            }
            Optional<SmtpSettings.PasswordSource> pw = Optional.empty();
            if (passwordEnv != null) {
                if (!passwordEnv.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                    throw invalid(where.at("smtp.password-env") + ": smtp.password-env is '" + passwordEnv
                            + "'; give the NAME of an environment variable, not the password");
                }
                pw = Optional.of(new SmtpSettings.PasswordSource.Env(passwordEnv));
            } else if (passwordFile != null) {
                Path base = file.toAbsolutePath().getParent();
                pw = Optional.of(new SmtpSettings.PasswordSource.File(base.resolve(passwordFile).normalize()));
            }
            if (pw.isPresent() && (user == null || user.isBlank())) {
                throw invalid(where.at("smtp") + ": smtp has a password but no user; add 'user: <login>'");
            }
            int t = timeoutSeconds == null ? 30 : timeoutSeconds;
            if (t < 1 || t > 600) {
                throw invalid(where.at("smtp.timeout-seconds") + ": smtp.timeout-seconds is " + t + "; use 1..600");
            }
            return new SmtpSettings(host.trim(), p, sec, Optional.ofNullable(user), pw, Duration.ofSeconds(t),
                    Optional.ofNullable(trust));
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

    record RetryModel(Integer attempts, @JsonProperty("first-delay-seconds") Integer firstDelaySeconds,
                      @JsonProperty("max-delay-seconds") Integer maxDelaySeconds,
                      @JsonProperty("give-up-seconds") Integer giveUpSeconds) {

        MailSettings.Retry toRetry(Locator where) {
            MailSettings.Retry d = MailSettings.Retry.DEFAULT;
            int a = attempts == null ? d.attempts() : attempts;
            if (a < 1 || a > 20) {
                throw invalid(where.at("retry.attempts") + ": retry.attempts is " + a + "; use 1..20");
            }
            long first = firstDelaySeconds == null ? d.firstDelay().toSeconds() : firstDelaySeconds;
            long max = maxDelaySeconds == null ? d.maxDelay().toSeconds() : maxDelaySeconds;
            if (first < 0 || max < first || max > 3600) {
                throw invalid(where.at("retry") + ": retry delays must satisfy 0 <= first-delay-seconds <= max-delay-seconds <= 3600");
            }
            long giveUp = giveUpSeconds == null ? MailSettings.Retry.DEFAULT_GIVE_UP.toSeconds() : giveUpSeconds;
            if (giveUp < 1 || giveUp > 3600) {
                throw invalid(where.at("retry.give-up-seconds") + ": retry.give-up-seconds is " + giveUp + "; use 1..3600");
            }
            return new MailSettings.Retry(a, Duration.ofSeconds(first), Duration.ofSeconds(max), Duration.ofSeconds(giveUp));
        }
    }

    private static InternetAddress address(Locator where, String field, String value) {
        if (value.indexOf('\r') >= 0 || value.indexOf('\n') >= 0) {
            throw invalid(where.at(field) + ": " + field + " holds a line break (CR or LF), which would add lines to every"
                    + " mail's header; write the address on one line, e.g. \"Name <name@example.org>\"");
        }
        if (!value.chars().allMatch(c -> c < 128) && !ascii(addressPart(value))) {
            throw invalid(where.at(field) + ": " + field + " '" + value + "' has characters outside ASCII in the address"
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
