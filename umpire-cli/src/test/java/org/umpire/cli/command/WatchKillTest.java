package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.Main;
import org.umpire.cli.mail.in.MailParser;
import org.umpire.cli.mail.out.OutboxDelivery;
import org.umpire.engine.model.Phase;

/**
 * {@code umpire watch} killed with {@code kill -9} again and again, at random instants, while it
 * receives, stores, receipts, resolves and mails; restarted each time. At the end every mail is
 * filed once, every receipt and report is in the sent log exactly once, and the set-up was resolved
 * exactly once with the last orders each side sent. The seed is printed; {@code -Dumpire.seed=N}
 * replays a series.
 */
@Tag("crash")
class WatchKillTest {

    @TempDir
    Path root;

    @Test
    void watch_killed_at_random_instants_and_restarted_handles_every_mail_once_and_sends_every_mail_once()
            throws Exception {
        long seed = Long.getLong("umpire.seed", System.nanoTime());
        System.out.println("WatchKillTest seed " + seed + " (replay with -Dumpire.seed=" + seed + ")");
        Random random = new Random(seed);
        TestGames t = new TestGames(root);
        t.newGame("club-1", 1);
        t.ok("player", "secret", "club-1", "US");
        t.ok("player", "secret", "club-1", "JP");
        Map<String, String> secrets = new HashMap<>();
        for (String f : t.outbox("club-1")) {
            String text = MailParser.parse(
                            TestGames.bytes(t.dir("club-1").resolve("outbox").resolve(f)))
                    .text();
            Matcher m = Pattern.compile("code ?: (\\S+)").matcher(text);
            if (m.find()) {
                secrets.put(text.contains("(United States)") ? "US" : "JP", m.group(1));
            }
        }
        Path md = root.resolve("Maildir");
        for (String d : new String[] {"new", "cur", "tmp"}) {
            Files.createDirectories(md.resolve(d));
        }
        int mails = 24;
        for (int i = 0; i < mails; i++) {
            boolean us = i % 2 == 0;
            String orders = us ? "Yorktown N" + (4 + i % 3) + "\n" : "place I-168 at K" + (5 + i % 3) + "\n";
            Files.writeString(
                    md.resolve("new").resolve(String.format("17800%05d.M%d.host", i, i)),
                    "Message-ID: <kill-" + i + "@club.example>\nFrom: " + (us ? TestGames.US_MAIL : TestGames.JP_MAIL)
                            + "\nTo: umpire@localhost\nSubject: [club-1] orders " + i + "\n\nHello,\n" + orders
                            + "code: "
                            + secrets.get(us ? "US" : "JP") + "\nRegards\n");
        }
        List<String> cmd = List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "-XX:TieredStopAtLevel=1",
                Main.class.getName(),
                "watch",
                "--maildir",
                md.toString(),
                "--every",
                "1s",
                "--games-dir",
                t.games.toString());
        int kills = 0;
        for (int round = 0; round < 6; round++) {
            Process p = new ProcessBuilder(cmd)
                    .redirectErrorStream(true)
                    .redirectOutput(root.resolve("watch-" + round + ".log").toFile())
                    .start();
            p.waitFor(300 + random.nextInt(2500), TimeUnit.MILLISECONDS);
            if (p.isAlive()) {
                p.destroyForcibly();
                kills++;
            }
            p.waitFor(30, TimeUnit.SECONDS);
        }
        int before = TestGames.list(md.resolve("cur")).size();
        System.out.println(
                "WatchKillTest: " + kills + " kills, " + before + " of " + mails + " mails filed before the last run");
        assertThat(kills)
                .as("watch never stops by itself: every round ends in kill -9")
                .isEqualTo(6);
        CliRun last = t.run("watch", "--maildir", md.toString(), "--once");
        assertThat(last.code).as(last.toString()).isZero();

        assertThat(TestGames.list(md.resolve("new"))).as("every mail handled").isEmpty();
        assertThat(TestGames.list(md.resolve("cur"))).hasSize(mails);
        List<String> ids = new ArrayList<>();
        for (String line : Files.readAllLines(t.dir("club-1").resolve("mail").resolve("sent.log"))) {
            ids.add(line.split("\t")[0]);
        }
        assertThat(ids)
                .as("each mail in the sent log once (seed " + seed + ", " + kills + " kills)")
                .doesNotHaveDuplicates();
        long receipts = ids.stream().filter(id -> id.contains(".receipt.")).count();
        assertThat(receipts).as("one receipt per order mail").isEqualTo(mails);
        for (String f : t.outbox("club-1")) {
            assertThat(ids)
                    .as("outbox file %s is in the sent log", f)
                    .anyMatch(id -> OutboxDelivery.fileName(id).equals(f));
        }
        assertThat(t.journal("club-1")).as("the set-up resolved once").hasSize(1);
        assertThat(t.store("club-1").state().phase()).isNotEqualTo(Phase.SETUP);
        String journalUs =
                TestGames.text(t.entry("club-1", t.journal("club-1").get(0)).resolve("orders-US.txt"));
        assertThat(journalUs).as("resolved with orders the US sent").contains("Yorktown N");
    }
}
