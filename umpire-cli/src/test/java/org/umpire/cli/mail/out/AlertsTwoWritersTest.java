package org.umpire.cli.mail.out;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.fixtures.HandClock;
import org.umpire.cli.mail.MailSettings;
import org.umpire.engine.model.Language;

/**
 * docs/mail-in.md, "One intake at a time": two {@code watch} processes on one games folder share the umpire's alerts
 * file ({@code games/.mail-in/alerts}). Both writers fail the same way at the same instants, one hour apart (no grace):
 * each hour's alert of each kind goes once in all, never from both, and neither loses the other's times (the
 * episode's start stays the first failure's). Without the file's lock, both read the same times and both send.
 */
class AlertsTwoWritersTest {

    private static final Instant T0 = Instant.parse("2026-06-03T08:00:00Z");
    private static final int HOURS = 40;

    @TempDir
    Path dir;

    /** One writer: every hour of {@link #HOURS}, a delivery and a receiving failure; its log on {@code out}. */
    static void write(Path dir, Consumer<String> out) {
        HandClock clock = new HandClock(T0);
        UmpireAlerts alerts = new UmpireAlerts(
                dir, MailSettings.outboxOnly(), null, Language.EN, Map.of(), clock, out, Duration.ZERO);
        for (int hour = 0; hour < HOURS; hour++) {
            clock.set(T0.plus(Duration.ofHours(hour)));
            alerts.failed(UmpireAlerts.Kind.DELIVER, "smtp.club.example:587 does not answer");
            alerts.failed(UmpireAlerts.Kind.RECEIVE, "imap.club.example:993 does not answer");
        }
    }

    /** A writer in a process of its own: {@code Writer DIR}, started when {@code DIR/go} appears. */
    public static final class Writer {
        public static void main(String[] args) throws Exception {
            Path dir = Path.of(args[0]);
            Files.createFile(dir.resolve("ready-" + ProcessHandle.current().pid()));
            while (!Files.exists(dir.resolve("go"))) {
                Thread.sleep(1);
            }
            write(dir, System.out::println);
        }
    }

    @Test
    void two_processes_send_each_alert_once_and_lose_no_time() throws Exception {
        Path alerts = Files.createDirectories(dir.resolve(".mail-in"));
        List<Process> writers = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            writers.add(new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "java")
                                    .toString(),
                            "-XX:TieredStopAtLevel=1",
                            "-Xshare:auto",
                            "-cp",
                            System.getProperty("java.class.path"),
                            Writer.class.getName(),
                            alerts.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(dir.resolve("writer-" + i + ".log").toFile())
                    .start());
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (ready(alerts) < 2 && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertThat(ready(alerts)).as("both writers started").isEqualTo(2);
        Files.createFile(alerts.resolve("go"));
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            assertThat(writers.get(i).waitFor(120, TimeUnit.SECONDS)).isTrue();
            List<String> log = Files.readAllLines(dir.resolve("writer-" + i + ".log"));
            assertThat(writers.get(i).exitValue()).as(String.join("\n", log)).isZero();
            lines.addAll(log);
        }
        checkOnce(lines, alerts);
    }

    @Test
    void two_threads_send_each_alert_once_and_lose_no_time() throws Exception {
        Path alerts = Files.createDirectories(dir.resolve(".mail-in"));
        List<String> lines = Collections.synchronizedList(new ArrayList<>());
        CyclicBarrier start = new CyclicBarrier(2);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                done.add(pool.submit(() -> {
                    start.await(30, TimeUnit.SECONDS);
                    write(alerts, lines::add);
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get(120, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        checkOnce(lines, alerts);
    }

    private static void checkOnce(List<String> lines, Path alerts) throws IOException {
        String all = String.join("\n", lines);
        List<String> sent =
                lines.stream().filter(l -> l.startsWith("ALERT to the umpire")).toList();
        assertThat(sent.stream().filter(l -> l.contains("delivered")))
                .as("one delivery alert an hour, from one writer:\n" + all)
                .hasSize(HOURS);
        assertThat(sent).as("one alert of each kind an hour:\n" + all).hasSize(2 * HOURS);
        assertThat(lines).as(all).noneMatch(l -> l.contains("NOT delivered") || l.contains("not updated"));
        String times = Files.readString(alerts.resolve(UmpireAlerts.FILE));
        assertThat(times)
                .as("the episodes start at the first failure")
                .contains("deliver.since=" + T0, "receive.since=" + T0)
                .contains("deliver.alerted=" + T0.plus(Duration.ofHours(HOURS - 1)));
    }

    private static long ready(Path alerts) throws IOException {
        try (var files = Files.list(alerts)) {
            return files.filter(p -> p.getFileName().toString().startsWith("ready-"))
                    .count();
        }
    }
}
