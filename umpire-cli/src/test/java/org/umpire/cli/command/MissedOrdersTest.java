package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.app.Watch;
import org.umpire.cli.archive.ArchiveVerifier;
import org.umpire.cli.archive.CanonicalZip;
import org.umpire.cli.archive.Finding;
import org.umpire.cli.archive.Verification;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.bot.Bot;
import org.umpire.cli.bot.BotTurns;
import org.umpire.cli.bot.StandIn;
import org.umpire.cli.game.MissedOrders;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.MailParser;
import org.umpire.cli.mail.in.MaildirSource;
import org.umpire.cli.report.JournalOutcome;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.MissedOrdersPolicy;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * The missed-orders policy (docs/club.md, I-CLI-6, I-CLI-7): a game whose Japanese player goes silent is played
 * through {@code umpire watch}: at each missed deadline the phase is first extended, with a mail to the late side,
 * then the stand-in (Japan's plan bot, from Japan's view) plays it, and after the limit Japan forfeits (GAME-3), or
 * the game pauses until Japan's orders come; the journal keeps each choice and {@code umpire verify} replays it.
 */
class MissedOrdersTest {

    private static final Scenario SCENARIO = new ScenarioLoader().resolve(null, ScenarioLoader.DEFAULT_SCENARIO);
    private static final String DEADLINES = "setup=24h,movement=24h,search=24h,raid=24h,combat=24h,recovery=24h";

    @TempDir
    Path root;

    private TestGames t;
    private Path maildir;
    private final List<String> log = new ArrayList<>();

    private void newGame(String id, String... policy) throws IOException {
        t = new TestGames(root);
        List<String> args = new ArrayList<>(List.of(
                "new",
                id,
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--us-lang",
                "en",
                "--jp-lang",
                "fr",
                "--seed",
                "7",
                "--no-welcome",
                "--deadline",
                DEADLINES));
        args.addAll(List.of(policy));
        t.ok(args.toArray(String[]::new));
        maildir = Files.createDirectories(root.resolve("mails"));
    }

    private Watch watch(Instant now) {
        return new Watch(
                GamesHome.of(t.games),
                null,
                null,
                MailSettings.outboxOnly(),
                Language.EN,
                Map.of(),
                Clock.fixed(now, ZoneOffset.UTC),
                Duration.ofSeconds(60),
                log::add);
    }

    private Optional<Instant> deadline(String id) {
        GameStore s = t.store(id);
        return Deadlines.of(s.dir()).deadline(s);
    }

    /** The US player answers every phase it is asked (its plan bot's orders); Japan never does. */
    private void usAnswers(String id) {
        GameStore s = t.store(id);
        GameState state = s.state();
        if (state.isOver()
                || !TurnEngine.awaiting(SCENARIO, state).contains(Side.US)
                || s.orders(state.turn(), state.phase()).containsKey(Side.US)) {
            return;
        }
        String text = BotTurns.accepted(
                SCENARIO, state, Side.US, Bot.plan(Side.US).orders(SideView.of(SCENARIO, state, Side.US)));
        t.submit(id, "US", text.isBlank() ? "No orders this phase.\n" : text);
    }

    /** Rounds of watch, each at the game's deadline, the US answering, until the game ends or waits without one. */
    private void playUntilOverOrPaused(String id) {
        for (int i = 0; i < 60 && !t.store(id).state().isOver(); i++) {
            usAnswers(id);
            Optional<Instant> d = deadline(id);
            if (d.isEmpty()) {
                return;
            }
            watch(d.get()).cycle(() -> new MaildirSource(maildir));
        }
    }

    private Map<String, MissedOrders> missedEntries(String id) {
        GameStore s = t.store(id);
        Map<String, MissedOrders> result = new LinkedHashMap<>();
        s.journal().forEach(e -> MissedOrders.of(s, e).ifPresent(m -> result.put(e.folder(), m)));
        return result;
    }

    private List<String> mailsTo(String id, String side, String text) {
        List<String> found = new ArrayList<>();
        for (String f : t.outbox(id)) {
            String body = MailParser.parse(
                            TestGames.bytes(t.dir(id).resolve("outbox").resolve(f)))
                    .text();
            if (f.contains("." + side + ".") && body.contains(text)) {
                found.add(f);
            }
        }
        return found;
    }

    @Test
    void GAME_3_I_CLI_7_a_silent_side_gets_its_extension_then_the_stand_in_plays_then_it_forfeits_after_the_limit()
            throws IOException {
        newGame(
                "g1",
                "--missed-orders",
                "stand-in",
                "--extension",
                "12h",
                "--stand-in-limit",
                "3",
                "--after-limit",
                "forfeit");
        assertThat(t.store("g1").config().missedOrders())
                .isEqualTo(new MissedOrdersPolicy(
                        MissedOrdersPolicy.Kind.STAND_IN,
                        Optional.of(Duration.ofHours(12)),
                        3,
                        MissedOrdersPolicy.AfterLimit.FORFEIT));
        assertThat(TestGames.text(t.dir("g1").resolve("game.yaml")))
                .contains(
                        "missed-orders:",
                        "policy: stand-in",
                        "extension: 12h",
                        "stand-in-limit: 3",
                        "after-limit: forfeit");
        playUntilOverOrPaused("g1");

        GameState end = t.store("g1").state();
        assertThat(end.isOver()).as(String.join("\n", log)).isTrue();
        assertThat(end.concededBy())
                .as("GAME-3: Japan conceded at the fourth missed deadline")
                .contains(Side.JP);
        List<MissedOrders.Choice> jp = missedEntries("g1").values().stream()
                .map(m -> m.choices().get(Side.JP))
                .toList();
        assertThat(jp)
                .containsExactly(
                        new MissedOrders.Choice(MissedOrders.Act.STAND_IN, 1),
                        new MissedOrders.Choice(MissedOrders.Act.STAND_IN, 2),
                        new MissedOrders.Choice(MissedOrders.Act.STAND_IN, 3),
                        new MissedOrders.Choice(MissedOrders.Act.FORFEIT, 3));
        assertThat(missedEntries("g1").values())
                .allSatisfy(m -> assertThat(m.extended()).contains(Duration.ofHours(12)));
        assertThat(log)
                .anyMatch(l -> l.contains("extended to") && l.contains("[JP]"))
                .anyMatch(l -> l.contains("JP played by the stand-in (3 in a row)"))
                .anyMatch(l -> l.contains("JP conceded (forfeit after 3 phases played by the stand-in)"));

        // the late mails and the reports, in Japan's player's language (French); the US is told nothing of it
        t.ok("send", "g1");
        assertThat(mailsTo("g1", "jp", "la phase les attend jusqu'au")).hasSize(4);
        assertThat(mailsTo("g1", "jp", "le remplaçant (le plan du programme pour votre camp"))
                .isNotEmpty();
        assertThat(mailsTo(
                        "g1",
                        "jp",
                        "Vos ordres ne sont pas arrivés avant l'échéance : le remplaçant a joué à votre place"))
                .hasSize(3);
        assertThat(mailsTo("g1", "jp", "votre camp a abandonné la partie")).hasSize(1);
        for (String word : List.of("stand-in", "remplaçant", "did not arrive")) {
            assertThat(mailsTo("g1", "us", word))
                    .as("I-CLI-6: the US is not told")
                    .isEmpty();
        }
        // the same reports in English, for a reader of that language
        String standInEntry = missedEntries("g1").keySet().iterator().next();
        GameStore store = t.store("g1");
        var entry = store.journal().stream()
                .filter(e -> e.folder().equals(standInEntry))
                .findFirst()
                .orElseThrow();
        String en = t.ok(
                        "report",
                        "g1",
                        "--side",
                        "JP",
                        "--turn",
                        String.valueOf(entry.turn()),
                        "--phase",
                        String.valueOf(entry.phase().number()),
                        "--lang",
                        "en")
                .out;
        assertThat(en).contains("Your orders did not arrive by the deadline: the stand-in played for you.");

        // the archive: verify replays each stand-in from Japan's view, and the forfeit at the limit
        Path zip = root.resolve("g1.zip");
        t.ok("export", "g1", "-o", zip.toString());
        CliRun v = CliRun.run("verify", zip.toString(), "--lang", "en");
        assertThat(v.code).as(v.toString()).isEqualTo(ExitCode.OK);
        assertThat(v.out)
                .contains(
                        "Missed orders: the 4 choice(s) of the policy (stand-in extension=12h limit=3"
                                + " after=forfeit) replayed",
                        "Players: g1/game.yaml");
        assertThat(CliRun.run("verify", zip.toString(), "--lang", "fr").out).contains("Ordres manquants : les 4 choix");

        // a stand-in's orders changed in the archive (the list rebuilt to match) are not what Japan's plan gives again
        byte[] bytes = Files.readAllBytes(zip);
        SortedMap<String, byte[]> files = new TreeMap<>(CanonicalZip.read(bytes));
        String orders = "g1/journal/" + standInEntry + "/orders-JP.txt";
        files.put(
                orders,
                (new String(files.get(orders), StandardCharsets.UTF_8) + "# and one line more\n")
                        .getBytes(StandardCharsets.UTF_8));
        assertThat(problems(verify(ArchiveLists.relisted(files, "g1"))))
                .anySatisfy(p -> assertThat(p).startsWith("missedChoice").contains(orders));
        // the ladder counts the stand-in's phases as not answered
        CliRun ladder = CliRun.run("club", "ratings", zip.toString(), "--csv");
        assertThat(ladder.code).as(ladder.toString()).isEqualTo(ExitCode.OK);
        String[] jpRow = ladder.out
                .lines()
                .filter(l -> l.contains(TestGames.JP_MAIL))
                .findFirst()
                .orElseThrow()
                .split(",");
        assertThat(jpRow[9])
                .as("phases_answered of %s", String.join(",", jpRow))
                .isEqualTo("0");
        assertThat(Integer.parseInt(jpRow[8])).as("phases_awaited").isEqualTo(4);
        assertThat(jpRow[11]).as("forfeits").isEqualTo("1");
    }

    /**
     * I-CLI-6: the lines the stand-in "wrote" for a silent side are orders that side's own parser accepts, as the
     * report reads them back from the journal (against the state before the phase): every phase it played, the
     * absent side's report, in French and in English, shows the stand-in's orders and no line refused or noted.
     */
    @Test
    @Tag("slow")
    void I_CLI_6_the_stand_ins_orders_are_all_accepted_in_the_absent_sides_reports() throws IOException {
        newGame("g5", "--missed-orders", "stand-in", "--stand-in-limit", "99");
        for (int round = 0; round < 16 && !t.store("g5").state().isOver(); round++) {
            usAnswers("g5");
            watch(deadline("g5").orElseThrow()).cycle(() -> new MaildirSource(maildir));
        }
        GameStore store = t.store("g5");
        Map<String, MissedOrders> missed = missedEntries("g5");
        int played = 0;
        int withOrders = 0;
        int read = 0;
        for (JournalOutcome.Moment m : JournalOutcome.moments(store)) {
            if (m.entry().isEmpty() || !missed.containsKey(m.entry().get().folder())) {
                continue;
            }
            var outcome = JournalOutcome.outcome(store, SCENARIO, m);
            var receipt = outcome.receipts().get(Side.JP);
            List<org.umpire.cli.report.OrdersReceipt> receipts = new ArrayList<>();
            if (receipt != null) {
                receipts.add(receipt);
                receipt.parts().forEach(part -> receipts.add(part.receipt()));
            }
            boolean gave = false;
            for (var r : receipts) {
                if (r.source() != org.umpire.cli.report.OrdersReceipt.Source.STAND_IN) {
                    continue;
                }
                played++;
                withOrders += r.orders().isEmpty() ? 0 : 1;
                gave |= !r.orders().isEmpty();
                for (Language language : Language.values()) {
                    assertThat(r.in(language).problems())
                            .as(
                                    "%s, %s: the stand-in's lines refused",
                                    m.entry().get().folder(), language)
                            .isEmpty();
                }
            }
            var entry = m.entry().get();
            // the mails as the player reads them: a few phases where the stand-in gave orders, both languages
            if (!gave || read++ >= 3) {
                continue;
            }
            for (String language : List.of("fr", "en")) {
                String report = t.ok(
                                "report",
                                "g5",
                                "--side",
                                "JP",
                                "--turn",
                                String.valueOf(entry.turn()),
                                "--phase",
                                String.valueOf(entry.phase().number()),
                                "--lang",
                                language)
                        .out;
                assertThat(report)
                        .as("%s in %s", entry.folder(), language)
                        .containsAnyOf("le remplaçant a joué à votre place", "the stand-in played for you")
                        .doesNotContain("Refusés :", "Not accepted:");
            }
        }
        assertThat(played).as("phases the stand-in played").isGreaterThan(8);
        assertThat(withOrders).as("phases where it gave orders").isGreaterThan(2);
    }

    @Test
    void I_CLI_7_after_the_limit_the_game_pauses_until_the_silent_side_sends_then_its_run_starts_again()
            throws IOException {
        newGame("g2", "--missed-orders", "stand-in", "--stand-in-limit", "1", "--after-limit", "pause");
        playUntilOverOrPaused("g2");
        assertThat(deadline("g2")).as("paused: no deadline").isEmpty();
        GameState paused = t.store("g2").state();
        assertThat(paused.isOver()).isFalse();
        assertThat(log).anyMatch(l -> l.contains("g2 paused, waiting for [JP]"));
        assertThat(mailsTo("g2", "jp", "La partie est suspendue : elle attend vos ordres"))
                .hasSize(1);
        assertThat(mailsTo("g2", "us", "The game is paused in turn")).hasSize(1);
        CliRun status = CliRun.run("club", "status", t.games.toString(), "--lang", "en");
        assertThat(status.out)
                .as(status.toString())
                .contains(
                        "paused: waits for JP with no deadline, after 1 phase(s)" + " played by the stand-in in a row");
        int entries = t.journal("g2").size();
        watch(Instant.parse("2030-01-01T00:00:00Z")).cycle(() -> new MaildirSource(maildir));
        assertThat(t.journal("g2")).as("a paused game waits, however late").hasSize(entries);

        // Japan's player comes back: the phase is resolved with its orders, and the journal says the game had paused
        GameState s = t.store("g2").state();
        String jp =
                BotTurns.accepted(SCENARIO, s, Side.JP, Bot.plan(Side.JP).orders(SideView.of(SCENARIO, s, Side.JP)));
        t.submit("g2", "JP", jp.isBlank() ? "No orders this phase.\n" : jp);
        watch(Instant.parse("2030-01-01T00:01:00Z")).cycle(() -> new MaildirSource(maildir));
        List<MissedOrders.Choice> choices = missedEntries("g2").values().stream()
                .map(m -> m.choices().get(Side.JP))
                .toList();
        assertThat(choices)
                .containsExactly(
                        new MissedOrders.Choice(MissedOrders.Act.STAND_IN, 1),
                        new MissedOrders.Choice(MissedOrders.Act.PAUSED, 1));
        GameStore store = t.store("g2");
        assertThat(MissedOrders.runBefore(store, JournalOutcome.standing(store.journal()), Side.JP))
                .as("the player took back the command")
                .isZero();
        assertThat(store.journalOrders(store.lastEntry().orElseThrow()).get(Side.JP))
                .doesNotStartWith(StandIn.HEADER);
    }

    /**
     * I-CLI-6, GAME-1: the other side is not told. Twin games from one folder: in one, Japan's player sends in time
     * exactly the orders the stand-in would give; in the other, Japan is silent and the stand-in plays. Every mail
     * the US received is the same, byte for byte, and Japan's reports differ only in saying the stand-in played.
     */
    @Test
    void GAME_1_I_CLI_6_the_other_side_s_mails_are_the_same_whether_the_player_or_the_stand_in_gave_the_orders()
            throws IOException {
        newGame("g", "--missed-orders", "stand-in", "--stand-in-limit", "99");
        TestGames sent = t;
        TestGames silent = new TestGames(root.resolve("twin"));
        copy(sent.games, silent.games);
        for (int round = 0; round < 14 && !sent.store("g").state().isOver(); round++) {
            for (TestGames game : List.of(sent, silent)) {
                t = game;
                usAnswers("g");
            }
            GameStore s = sent.store("g");
            GameState state = s.state();
            if (TurnEngine.awaiting(SCENARIO, state).contains(Side.JP)) {
                String standIn = StandIn.orders(SCENARIO, state, Side.JP);
                String own = standIn.substring(standIn.indexOf('\n') + 1);
                t = sent;
                t.submit("g", "JP", own.isBlank() ? "No orders this phase.\n" : own);
            }
            Instant at = deadline("g").orElseThrow();
            t = silent;
            assertThat(deadline("g")).contains(at);
            for (TestGames game : List.of(sent, silent)) {
                t = game;
                watch(at).cycle(() -> new MaildirSource(maildir));
            }
            t = sent;
        }
        t = silent;
        assertThat(missedEntries("g"))
                .as("the stand-in played in the silent twin")
                .hasSizeGreaterThan(3);
        t = sent;
        assertThat(missedEntries("g")).isEmpty();
        for (TestGames game : List.of(sent, silent)) {
            game.ok("send", "g");
        }
        List<String> us =
                sent.outbox("g").stream().filter(f -> f.contains(".us.")).toList();
        assertThat(us)
                .hasSizeGreaterThan(5)
                .isEqualTo(silent.outbox("g").stream()
                        .filter(f -> f.contains(".us."))
                        .toList());
        for (String f : us) {
            assertThat(TestGames.bytes(silent.dir("g").resolve("outbox").resolve(f)))
                    .as(f)
                    .isEqualTo(TestGames.bytes(sent.dir("g").resolve("outbox").resolve(f)));
        }
        t = silent;
        assertThat(mailsTo("g", "jp", "le remplaçant a joué à votre place")).isNotEmpty();
        t = sent;
        assertThat(mailsTo("g", "jp", "le remplaçant a joué à votre place")).isEmpty();
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    @Test
    void bad_policy_options_are_refused_naming_the_option_and_the_fix_in_the_umpire_s_language() throws IOException {
        t = new TestGames(root);
        CliRun limit = t.run(
                "new",
                "x1",
                "--us",
                "a@x.example",
                "--jp",
                "b@x.example",
                "--deadline",
                DEADLINES,
                "--stand-in-limit",
                "3",
                "--umpire-lang",
                "en");
        assertThat(limit.code).isEqualTo(ExitCode.USAGE);
        assertThat(limit.err)
                .contains("--stand-in-limit belongs to --missed-orders stand-in, and the policy is defaults");
        CliRun none = t.run(
                "new",
                "x1",
                "--us",
                "a@x.example",
                "--jp",
                "b@x.example",
                "--missed-orders",
                "stand-in",
                "--umpire-lang",
                "fr");
        assertThat(none.code).isEqualTo(ExitCode.USAGE);
        assertThat(none.err).contains("--missed-orders stand-in joue à une échéance, et cette partie n'en a aucune");
        CliRun after = t.run(
                "new",
                "x1",
                "--us",
                "a@x.example",
                "--jp",
                "b@x.example",
                "--deadline",
                DEADLINES,
                "--missed-orders",
                "stand-in",
                "--after-limit",
                "later",
                "--umpire-lang",
                "en");
        assertThat(after.err).contains("--after-limit: \"later\" is neither forfeit");
        assertThat(Files.exists(t.games.resolve("x1"))).as("nothing created").isFalse();
    }

    private Verification verify(byte[] zip) {
        Path dir = root.resolve("work-" + System.nanoTime());
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return ArchiveVerifier.verify(zip, dir);
    }

    private static List<String> problems(Verification v) {
        return v.findings().stream()
                .filter(f -> f.level() == Finding.Level.PROBLEM)
                .map(f -> f.key() + " " + f.params())
                .toList();
    }
}
