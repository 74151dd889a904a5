package org.umpire.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The training run of the class-data archive (the launcher {@code umpire} runs it once per build with
 * {@code -XX:ArchiveClassesAtExit}): in one JVM, the commands an umpire and the players' mails run
 * most, on a one-turn demo game in a temporary folder, so that the archive holds the classes and
 * lambdas of each command's real path (docs/startup.md). Not a command: nothing here reaches a game
 * of the umpire's, and no mail leaves (the demo only writes to its outbox).
 */
public final class CdsTraining {

    private CdsTraining() {
    }

    /** {@code args[0]}: the temporary games folder. Exit code 0 when every command ran as expected. */
    public static void main(String[] args) throws IOException {
        String games = args[0];
        Path dir = Files.createDirectories(Path.of(games).toAbsolutePath());
        Path orders = Files.createTempFile(dir.getParent(), "orders", ".txt");
        Files.writeString(orders, "TF16 -> N4\nsearch K4 with Midway\n", StandardCharsets.UTF_8);
        List<String[]> commands = List.of(
                new String[] {"demo", "--turns", "1", "--games-dir", games},
                new String[] {"status", "--games-dir", games},
                new String[] {"status", "demo", "--games-dir", games},
                new String[] {"show", "demo", "--games-dir", games},
                new String[] {"report", "demo", "--side", "us", "--games-dir", games},
                new String[] {"orders", "check", "--game", "demo", "--side", "us", "--games-dir", games, orders.toString()},
                new String[] {"orders", "submit", "demo", "--side", "us", "--games-dir", games, orders.toString()},
                new String[] {"send", "demo", "--games-dir", games});
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        int failed = 0;
        for (String[] c : commands) {
            int code = UmpireCommand.run(c, quiet, quiet);
            if (code != ExitCode.OK) {
                System.err.println("training: `umpire " + String.join(" ", c) + "` exited " + code);
                failed++;
            }
        }
        System.exit(failed == 0 ? 0 : 1);
    }
}
