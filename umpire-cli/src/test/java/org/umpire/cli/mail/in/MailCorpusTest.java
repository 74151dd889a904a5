package org.umpire.cli.mail.in;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.Message;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.umpire.cli.fixtures.Golden;

/**
 * The corpus of real-looking order mails under {@code orders-examples/mail/}: each {@code NN-name.eml}
 * goes through the intake against two fresh games ({@link MailGames}); what was stored and the reply
 * it got (receipt, answer, or none) must equal {@code NN-name.expected}. Run with
 * {@code -Dgolden.update=true} to rewrite the expected files after an intended change, then review the diff.
 */
class MailCorpusTest {

    @TempDir
    static Path template;

    @TempDir
    Path work;

    @BeforeAll
    static void games() {
        new MailGames(template);
    }

    static Path corpus() {
        Path p = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        while (p != null && !Files.isDirectory(p.resolve("orders-examples"))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new IllegalStateException("orders-examples/ not found above " + System.getProperty("user.dir"));
        }
        return p.resolve("orders-examples").resolve("mail");
    }

    static Stream<String> mails() throws IOException {
        try (Stream<Path> files = Files.list(corpus())) {
            return files
                    .map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".eml"))
                    .sorted()
                    .collect(Collectors.toList())
                    .stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mails")
    void each_mail_of_the_corpus_is_stored_and_answered_as_its_expected_file_says(String name) throws Exception {
        copy(template.resolve("games"), work.resolve("games"));
        MailGames games = MailGames.existing(work);
        byte[] raw = Files.readAllBytes(corpus().resolve(name));
        MailIntake.Handled h = games.intake().handle(raw);
        StringBuilder sb = new StringBuilder();
        sb.append("outcome: ").append(h.outcome()).append('\n');
        for (String game : List.of("club-42", "club-7")) {
            for (String side : List.of("US", "JP")) {
                String stored = games.stored(game, side);
                if (!stored.isEmpty()) {
                    sb.append("stored for ")
                            .append(game)
                            .append(' ')
                            .append(side)
                            .append(":\n");
                    stored.lines()
                            .filter(l -> !l.isBlank())
                            .forEach(l -> sb.append("  | ").append(l).append('\n'));
                }
            }
        }
        List<MimeMessage> replies = games.replies();
        if (replies.isEmpty()) {
            sb.append("no reply\n");
        }
        for (MimeMessage m : replies) {
            sb.append("--- reply to ")
                    .append(m.getRecipients(Message.RecipientType.TO)[0])
                    .append('\n');
            sb.append("Subject: ").append(m.getSubject()).append('\n');
            sb.append("In-Reply-To: ").append(m.getHeader("In-Reply-To", ",")).append('\n');
            sb.append(MailParser.parse(bytes(m)).text().replace("\r\n", "\n"));
        }
        String actual = sb.toString();
        for (String secret : MailGames.SECRETS.values()) {
            assertThat(actual).as("a secret is never echoed").doesNotContain(secret);
        }
        Path expected = corpus().resolve(name.replace(".eml", ".expected"));
        if (Golden.update()) {
            Files.writeString(expected, actual, StandardCharsets.UTF_8);
        }
        assertThat(expected)
                .as("expected file (create it with -Dgolden.update=true)")
                .exists();
        assertThat(actual)
                .as("reply differs from %s (rerun with -Dgolden.update=true if intended)", expected)
                .isEqualTo(Files.readString(expected, StandardCharsets.UTF_8));
    }

    private static byte[] bytes(MimeMessage m) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        m.writeTo(out);
        return out.toByteArray();
    }

    static void copy(Path from, Path to) throws IOException {
        Files.walkFileTree(from, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                Files.createDirectories(to.resolve(from.relativize(dir).toString()));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.copy(file, to.resolve(from.relativize(file).toString()));
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
