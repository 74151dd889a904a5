package org.umpire.cli.mail.in;

import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.umpire.cli.UmpireCommand;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.store.GamesHome;

/**
 * A games folder for mail tests: club-42 (US nimitz@club.example in English, JP
 * yamamoto@club.example in French) and club-7 (US fletcher@club.example in French, JP
 * kondo@club.example in English), both at their set-up, every player with a known secret.
 */
final class MailGames {

    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-06-03T08:00:00Z"), ZoneOffset.UTC);
    static final Map<String, String> SECRETS = Map.of(
            "nimitz@club.example", "blue-whale-42",
            "yamamoto@club.example", "kaze-no-kami",
            "fletcher@club.example", "tigre-du-pacifique",
            "kondo@club.example", "kongo-hiei-7");

    final Path games;

    /** Creates both games under {@code root/games}. */
    MailGames(Path root) {
        this(root, true);
    }

    /** The games already under {@code root/games} (a copy of a created folder). */
    static MailGames existing(Path root) {
        return new MailGames(root, false);
    }

    private MailGames(Path root, boolean create) {
        this.games = root.resolve("games");
        if (!create) {
            return;
        }
        run(
                "new",
                "club-42",
                "--us",
                "nimitz@club.example",
                "--jp",
                "yamamoto@club.example",
                "--us-lang",
                "en",
                "--jp-lang",
                "fr",
                "--seed",
                "42",
                "--time-zone",
                "Europe/Paris");
        run(
                "new",
                "club-7",
                "--us",
                "fletcher@club.example",
                "--jp",
                "kondo@club.example",
                "--us-lang",
                "fr",
                "--jp-lang",
                "en",
                "--seed",
                "7",
                "--time-zone",
                "America/New_York");
        SecureRandom random = new SecureRandom();
        PlayerSecrets g42 = PlayerSecrets.of(games.resolve("club-42"));
        g42.set("nimitz@club.example", SECRETS.get("nimitz@club.example"), random);
        g42.set("yamamoto@club.example", SECRETS.get("yamamoto@club.example"), random);
        PlayerSecrets g7 = PlayerSecrets.of(games.resolve("club-7"));
        g7.set("fletcher@club.example", SECRETS.get("fletcher@club.example"), random);
        g7.set("kondo@club.example", SECRETS.get("kondo@club.example"), random);
    }

    void run(String... args) {
        String[] all = Arrays.copyOf(args, args.length + 2);
        all[args.length] = "--games-dir";
        all[args.length + 1] = games.toString();
        StringWriter out = new StringWriter();
        int code = UmpireCommand.commandLine(new PrintWriter(out, true), new PrintWriter(out, true))
                .execute(all);
        if (code != 0) {
            throw new IllegalStateException("umpire " + String.join(" ", args) + " exited " + code + ":\n" + out);
        }
    }

    GamesHome home() {
        return GamesHome.of(games);
    }

    MailIntake intake() {
        return new MailIntake(home(), null, null, MailSettings.outboxOnly(), Map.of(), CLOCK);
    }

    /** Every mail the intake wrote (receipts in games' outboxes, answers in .mail-in/outbox), by path. */
    List<MimeMessage> replies() {
        List<MimeMessage> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(games)) {
            for (Path p : (Iterable<Path>) files.sorted()::iterator) {
                if (p.toString().endsWith(".eml")
                        && p.getParent().getFileName().toString().equals("outbox")) {
                    out.add(new MimeMessage(
                            Session.getInstance(new Properties()), new ByteArrayInputStream(Files.readAllBytes(p))));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (MessagingException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /** The orders stored for a side at the set-up, or empty. */
    String stored(String game, String side) {
        Path f = games.resolve(game).resolve("orders").resolve("T00-P0-" + side + ".txt");
        try {
            return Files.exists(f) ? Files.readString(f, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
