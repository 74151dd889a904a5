package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;

/**
 * A games folder for command tests: runs {@code umpire} in-process with {@code --games-dir} added,
 * and reads back what the commands left in a game's folder.
 */
final class TestGames {

    static final String US_MAIL = "nimitz@club.example";
    static final String JP_MAIL = "yamamoto@club.example";

    /** Where the examples of the orders language live ({@code orders-examples/} at the repository root). */
    static Path example(String relative) {
        Path p = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        while (p != null && !Files.isDirectory(p.resolve("orders-examples"))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new IllegalStateException("orders-examples/ not found above " + System.getProperty("user.dir"));
        }
        return p.resolve("orders-examples").resolve(relative);
    }

    final Path root;
    final Path games;

    TestGames(Path root) {
        this.root = root;
        this.games = root.resolve("games");
    }

    /** {@code umpire ARGS --games-dir GAMES}. */
    CliRun run(String... args) {
        return runStartedAt(null, args);
    }

    /** Runs a command typed at {@code startedOrNull}, as {@code Main} runs it (see {@link CliRun#run(Instant, String...)}). */
    CliRun runStartedAt(Instant startedOrNull, String... args) {
        String[] all = Arrays.copyOf(args, args.length + 2);
        all[args.length] = "--games-dir";
        all[args.length + 1] = games.toString();
        return CliRun.run(startedOrNull, all);
    }

    /** Runs and checks that the command succeeded, showing its output when it did not. */
    CliRun ok(String... args) {
        CliRun r = run(args);
        assertThat(r.code).as(String.join(" ", args) + "\n" + r).isEqualTo(ExitCode.OK);
        return r;
    }

    /**
     * A new game with the seeded dice of {@code seed}, the US player in English, the JP player in French; its
     * welcome mails declined (--no-welcome), so that the outbox holds the reports only (the welcome by default:
     * WelcomeByDefaultTest).
     */
    void newGame(String id, long seed) {
        ok(
                "new",
                id,
                "--us",
                US_MAIL,
                "--jp",
                JP_MAIL,
                "--us-lang",
                "en",
                "--jp-lang",
                "fr",
                "--seed",
                String.valueOf(seed),
                "--lang",
                "en",
                "--no-welcome");
    }

    /** Submits orders written here as text. */
    CliRun submit(String id, String side, String text) {
        Path f = root.resolve("orders-" + id + "-" + side + "-" + text.hashCode() + ".txt");
        write(f, text);
        return ok("orders", "submit", id, "--side", side, f.toString(), "--lang", "en");
    }

    Path dir(String id) {
        return games.resolve(id);
    }

    GameStore store(String id) {
        return GameStore.open(GamesHome.of(games), GameId.parse(id));
    }

    byte[] stateBytes(String id) {
        return bytes(dir(id).resolve(GameStore.STATE));
    }

    /** The journal's entry folders, oldest first (not its derived index, nor the entries set aside). */
    List<String> journal(String id) {
        List<String> all = list(dir(id).resolve("journal"));
        all.removeIf(n -> !n.matches("[0-9]{4,}-T.*"));
        return all;
    }

    Path entry(String id, String folder) {
        return dir(id).resolve("journal").resolve(folder);
    }

    /** The outbox's mail files, sorted; empty when there is no outbox. */
    List<String> outbox(String id) {
        return list(dir(id).resolve("outbox"));
    }

    Path write(String name, String text) {
        Path f = root.resolve(name);
        write(f, text);
        return f;
    }

    static List<String> list(Path folder) {
        if (!Files.isDirectory(folder)) {
            return new ArrayList<>();
        }
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n -> !n.startsWith("."))
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static byte[] bytes(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(Path file) {
        return new String(bytes(file), StandardCharsets.UTF_8);
    }

    private static void write(Path f, String text) {
        try {
            Files.writeString(f, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
