package org.umpire.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.umpire.cli.base.ExitCode;

/**
 * The training run of the class-data archive (the launcher {@code umpire} runs it once per build with
 * {@code -XX:ArchiveClassesAtExit}): in one JVM, the commands an umpire and the players' mails run
 * most, on a one-turn demo game in a temporary folder, so that the archive holds the classes and
 * lambdas of each command's real path (docs/startup.md). Not a command: nothing here reaches a game
 * of the umpire's, and no mail leaves (the demo only writes to its outbox).
 */
public final class CdsTraining {

    private CdsTraining() {}

    /** {@code args[0]}: the temporary games folder. Always exits 0: a failed command only makes a smaller archive. */
    public static void main(String[] args) throws IOException {
        for (String problem : run(Path.of(args[0]))) {
            System.err.println("training: " + problem);
        }
        System.exit(0);
    }

    /** Runs the training in {@code games}; what went wrong, if anything (CdsTrainingTest wants nothing). */
    static List<String> run(Path games) throws IOException {
        Path dir = Files.createDirectories(games.toAbsolutePath());
        Path orders = Files.createTempFile(dir.getParent(), "orders", ".txt");
        Files.writeString(
                orders, "Enterprise -> N5\nsearch K4 with Midway\nNo orders this phase.\n", StandardCharsets.UTF_8);
        String g = dir.toString();
        List<String[]> commands = List.of(
                new String[] {"demo", "--turns", "1", "--games-dir", g},
                new String[] {"status", "--games-dir", g},
                new String[] {"status", "demo", "--games-dir", g},
                new String[] {"show", "demo", "--games-dir", g},
                new String[] {"report", "demo", "--side", "us", "--games-dir", g},
                new String[] {"orders", "check", "--game", "demo", "--side", "us", "--games-dir", g, orders.toString()},
                new String[] {"orders", "submit", "demo", "--side", "us", "--games-dir", g, orders.toString()},
                new String[] {"send", "demo", "--games-dir", g});
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        List<String> problems = new ArrayList<>();
        for (String[] c : commands) {
            int code = UmpireCommand.run(c, quiet, quiet);
            // refused orders (exit 1) still went through the whole path of reading them
            if (code != ExitCode.OK && code != ExitCode.INVALID) {
                problems.add("`umpire " + String.join(" ", c) + "` exited " + code);
            }
        }
        Files.deleteIfExists(orders);
        return problems;
    }
}
