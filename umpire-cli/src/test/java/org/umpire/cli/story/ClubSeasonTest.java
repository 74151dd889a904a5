package org.umpire.cli.story;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import com.sun.management.OperatingSystemMXBean;
import jakarta.mail.Address;
import jakarta.mail.Folder;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.UmpireCommand;
import org.umpire.cli.app.Watch;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.bot.Bot;
import org.umpire.cli.bot.BotTurns;
import org.umpire.cli.bot.StandIn;
import org.umpire.cli.fixtures.HandClock;
import org.umpire.cli.game.MissedOrders;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.SmtpSettings;
import org.umpire.cli.mail.in.ImapSource;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.JournalRecord;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.GameState;

/**
 * docs/club.md, "A season, end to end": a club plays a season. {@code umpire club init} makes a club folder whose
 * missed-orders policy is an extension, then the stand-in, a limit of {@link #LIMIT} phases, then the forfeit
 * (I-CLI-7); six players play {@link #GAMES} games at once, each player four of them, twice each side, made with
 * {@code umpire new} in that folder, on a short club scenario (the built-in one cut to {@link #TURNS} turns: see
 * {@link #shortRules}). One {@link Watch}, driven by a hand clock, serves all the games from one IMAP mailbox and
 * mails by SMTP (GreenMail on loopback); the players are the plan bots, writing as people write ({@link Persona}:
 * greetings, chatter, the report quoted, French or English). One player goes silent for {@link #FEW_PHASES} phases
 * of one game (the stand-in plays them, then the player's next mail takes the command back); another goes silent
 * for good in one game (the stand-in plays up to the limit, then the side forfeits, GAME-3).
 *
 * <p>Then: every game ends; the stand-in played exactly the phases the silent players left (the journals'
 * {@code missed-orders.txt}); the absent side's mails say so in its player's language and the other side's say
 * nothing of it (I-CLI-6); both sides are told of the forfeit; no mail was handled twice nor mailed twice; each
 * game's archive, exported, gives the same ladder byte for byte, run twice and in other orders of its arguments;
 * the club's page, written mid-season, shows of a game in progress only its turn, phase, whose orders are in and
 * the deadline (I-CLI-5). Prints the season's figures. {@code -Dseason.site=DIR} keeps the sites written (mid-season
 * and at the end) in DIR, for {@code scripts/check-club-site.sh --site}; {@code -Dseason.turns=N} plays longer
 * games.
 */
@Tag("slow")
class ClubSeasonTest {

    /** The club's mailbox for orders: the watch reads it (IMAP) and mails from it. */
    static final String UMPIRE = "umpire@club.example";
    /** The umpire's own mailbox: the umpire's reports go there, not to the mailbox the watch reads. */
    static final String ARBITRE = "arbitre@club.example";

    static final int TURNS = Integer.getInteger("season.turns", 6);
    static final int GAMES = 12;
    static final int LIMIT = 2;
    static final int FEW_PHASES = 2;
    /**
     * Short deadlines, so that the side silent for good forfeits while the other games are still under way: the club
     * page is then written with games finished and in progress.
     */
    static final String DEADLINES = "setup=16h,movement=16h,search=16h,raid=16h,combat=16h,recovery=16h";

    static final Duration EXTENSION = Duration.ofHours(8);
    /** How far the clock moves on after a round in which something happened: players answer within it. */
    static final Duration STEP = Duration.ofHours(8);

    /** A member of the club. */
    record Member(String name, String address, Language language) {}

    static final List<Member> MEMBERS = List.of(
            new Member("Alice Martin", "alice@club.example", Language.FR),
            new Member("Bob Turner", "bob@club.example", Language.EN),
            new Member("Carole Dubois", "carole@club.example", Language.FR),
            new Member("Dave Jones", "dave@club.example", Language.EN),
            new Member("Élodie Petit", "elodie@club.example", Language.FR),
            new Member("Frank Miller", "frank@club.example", Language.EN));

    /** The game whose side {@link #FEW_SIDE} is silent for {@link #FEW_PHASES} phases from turn 2 (Dave, English). */
    static final String FEW_GAME = "s03";

    static final Side FEW_SIDE = Side.JP;
    /** The game whose side {@link #GONE_SIDE} is silent for good from turn 1 (Carole, French). */
    static final String GONE_GAME = "s09";

    static final Side GONE_SIDE = Side.US;

    @RegisterExtension
    static final GreenMailExtension GREENMAIL = greenMail();

    private static GreenMailExtension greenMail() {
        GreenMailConfiguration c = GreenMailConfiguration.aConfig()
                .withUser(UMPIRE, "umpire", "imap-pw")
                .withUser(ARBITRE, "arbitre", "pw");
        for (Member m : MEMBERS) {
            c = c.withUser(m.address(), m.address().substring(0, m.address().indexOf('@')), "pw");
        }
        return new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP))
                .withConfiguration(c)
                .withPerMethodLifecycle(true);
    }

    @TempDir
    Path root;

    private Scenario scenario;
    private GamesHome home;
    private HandClock clock;
    private final List<String> log = new ArrayList<>();
    /** Each game's seats: side to member. */
    private final Map<String, Map<Side, Member>> seats = new LinkedHashMap<>();
    /** The phases ({@code game side T02-P01}) a player wrote for, once each. */
    private final Set<String> written = new HashSet<>();
    /** The phases the silent players left, in order. */
    private final Set<String> fewSkipped = new LinkedHashSet<>();

    private final Set<String> goneSkipped = new LinkedHashSet<>();
    private final Random random = new Random(1942);
    /** Every mail GreenMail received, read once: recipient and Message-ID to the mail. */
    private final Map<String, PeopleStory.Sent> read = new LinkedHashMap<>();

    private long writeNanos;
    private long cycleNanos;
    private int mailsWritten;

    @Test
    void I_CLI_7_a_club_plays_twelve_games_at_once_through_one_watch_and_ranks_them_the_same_whatever_the_order()
            throws Exception {
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long cpu0 = os.getProcessCpuTime();
        long wall0 = System.nanoTime();

        Path rules = shortRules(root.resolve("club-rules"));
        scenario = new ScenarioLoader().resolve(rules, ScenarioLoader.DEFAULT_SCENARIO);
        assertThat(scenario.lastTurn()).isEqualTo(TURNS);
        Path games = root.resolve("club").resolve("games");
        home = GamesHome.of(games);
        ok(
                "club",
                "init",
                games.toString(),
                "--name",
                "Club Midway de Lyon",
                "--umpire",
                ARBITRE,
                "--lang",
                "fr",
                "--umpire-lang",
                "en",
                "--deadline",
                DEADLINES,
                "--missed-orders",
                "stand-in",
                "--extension",
                EXTENSION.toHours() + "h",
                "--stand-in-limit",
                String.valueOf(LIMIT),
                "--after-limit",
                "forfeit",
                "--rules",
                rules.toString());
        newGames(games);
        clock = new HandClock(Instant.now().truncatedTo(ChronoUnit.SECONDS).plus(Duration.ofMinutes(1)));
        Watch watch =
                new Watch(home, null, null, settings(), Language.EN, Map.of(), clock, Duration.ofMinutes(5), log::add);

        // the season: rounds of the one watch; the players answer between rounds
        Path midSite = null;
        Map<String, GameState> midStates = new TreeMap<>();
        Map<String, Optional<Instant>> midDeadlines = new TreeMap<>();
        int rounds = 0;
        int jumps = 0;
        for (; rounds < 400 && !allOver(); rounds++) {
            int before = mailsWritten + GREENMAIL.getReceivedMessages().length;
            long t0 = System.nanoTime();
            write();
            long t1 = System.nanoTime();
            Watch.Round r = watch.cycle(() -> new ImapSource(imapUrl(), "imap-pw"));
            writeNanos += t1 - t0;
            cycleNanos += System.nanoTime() - t1;
            assertThat(r.problems())
                    .as("round %d: %s", rounds, String.join("\n", log))
                    .isEmpty();
            if (midSite == null && over() >= 1 && GAMES - over() >= 3) {
                midSite = root.resolve("site-mid");
                for (String id : seats.keySet()) {
                    GameStore s = store(id);
                    midStates.put(id, s.state());
                    midDeadlines.put(id, Deadlines.of(s.dir()).deadline(s));
                }
                ok("club", "site", games.toString(), "-o", midSite.toString());
            }
            if (mailsWritten + GREENMAIL.getReceivedMessages().length == before) {
                jump(); // nothing happened: only silent players are awaited; to the next reminder or deadline
                jumps++;
            } else {
                clock.advance(STEP);
            }
        }
        Duration played = Duration.ofNanos(System.nanoTime() - wall0);
        System.out.printf(
                "SEASON rounds %d: players %.1f s, watch %.1f s%n", rounds, writeNanos / 1e9, cycleNanos / 1e9);
        String theLog = String.join("\n", log);

        // every game ends: by its last turn, or by the forfeit of the side silent for good
        for (String id : seats.keySet()) {
            GameState s = store(id).state();
            assertThat(s.isOver()).as("%s is over\n%s", id, theLog).isTrue();
            if (id.equals(GONE_GAME)) {
                assertThat(s.concededBy()).as("GAME-3, I-CLI-7").contains(GONE_SIDE);
            } else {
                assertThat(s.concededBy()).as(id).isEmpty();
            }
        }
        // no receipt refuses a line the players wrote, neither their chatter nor the plan's orders, but one: a first
        // name alone under a mail, with no sign-off above it, is read as an order when it is near an order word
        // ("Frank": "did you mean flak?", docs/club.md "What is left"); that line alone is refused (I-ORD-23)
        assertThat(PeopleStoryTest.refusedLines(mailsTo(null)))
                .as("lines refused by the receipts")
                .allMatch(l -> l.endsWith("\"Frank\" is not one of your units — did you mean flak?"));
        assertThat(log)
                .noneMatch(l -> l.contains(" failed,") && !l.contains(" 0 failed,"))
                .noneMatch(l -> l.contains("left for later") && !l.contains(" 0 left"))
                .noneMatch(l -> l.contains("not handled"));

        // the stand-in played exactly where the policy says, from the journals
        Map<String, Map<String, MissedOrders.Choice>> missed = new TreeMap<>();
        int standInPhases = 0;
        for (String id : seats.keySet()) {
            GameStore s = store(id);
            for (JournalRecord e : s.journal()) {
                Optional<MissedOrders> m = MissedOrders.of(s, e);
                if (m.isPresent()) {
                    for (Map.Entry<Side, MissedOrders.Choice> c :
                            m.get().choices().entrySet()) {
                        missed.computeIfAbsent(id, k -> new LinkedHashMap<>())
                                .put(c.getKey() + " " + Deadlines.phaseKey(e.turn(), e.phase()), c.getValue());
                        if (c.getValue().act() == MissedOrders.Act.STAND_IN) {
                            standInPhases++;
                            assertThat(s.journalOrders(e).get(c.getKey())).startsWith(StandIn.HEADER);
                        }
                    }
                    assertThat(m.get().extended())
                            .as("the extension came first")
                            .contains(EXTENSION);
                }
            }
        }
        assertThat(missed).as("only the silent players' games").containsOnlyKeys(FEW_GAME, GONE_GAME);
        assertThat(fewSkipped).hasSize(FEW_PHASES);
        Map<String, MissedOrders.Choice> few = new LinkedHashMap<>();
        int n = 0;
        for (String k : fewSkipped) {
            few.put(FEW_SIDE + " " + k, new MissedOrders.Choice(MissedOrders.Act.STAND_IN, ++n));
        }
        assertThat(missed.get(FEW_GAME)).containsExactlyEntriesOf(few);
        Map<String, MissedOrders.Choice> gone = new LinkedHashMap<>();
        n = 0;
        for (String k : goneSkipped) {
            gone.put(
                    GONE_SIDE + " " + k,
                    ++n <= LIMIT
                            ? new MissedOrders.Choice(MissedOrders.Act.STAND_IN, n)
                            : new MissedOrders.Choice(MissedOrders.Act.FORFEIT, LIMIT));
        }
        assertThat(goneSkipped).hasSize(LIMIT + 1);
        assertThat(missed.get(GONE_GAME)).containsExactlyEntriesOf(gone);
        // the player silent for a while took the command back: the phases after are its own orders
        GameStore fewStore = store(FEW_GAME);
        List<JournalRecord> after = fewStore.journal().stream()
                .filter(e -> Deadlines.phaseKey(e.turn(), e.phase())
                                .compareTo(List.copyOf(fewSkipped).get(FEW_PHASES - 1))
                        > 0)
                .filter(e -> fewStore.journalOrders(e).containsKey(FEW_SIDE))
                .toList();
        assertThat(after).as("phases answered after the silence").isNotEmpty();
        assertThat(after)
                .allSatisfy(
                        e -> assertThat(fewStore.journalOrders(e).get(FEW_SIDE)).doesNotStartWith(StandIn.HEADER));

        // the mails: each side's in its player's language; the other side is told nothing of the stand-in (I-CLI-6)
        List<PeopleStory.Sent> mails = mailsTo(null);
        Member fewPlayer = seats.get(FEW_GAME).get(FEW_SIDE);
        Member fewOther = seats.get(FEW_GAME).get(FEW_SIDE.enemy());
        Member gonePlayer = seats.get(GONE_GAME).get(GONE_SIDE);
        Member goneOther = seats.get(GONE_GAME).get(GONE_SIDE.enemy());
        assertThat(fewPlayer.language()).isEqualTo(Language.EN);
        assertThat(gonePlayer.language()).isEqualTo(Language.FR);
        assertThat(of(mails, FEW_GAME, fewPlayer, "Your orders did not arrive by the deadline: the stand-in played"))
                .hasSize(FEW_PHASES);
        assertThat(of(mails, FEW_GAME, fewPlayer, "the phase waits for them until"))
                .as("the extension's mail")
                .hasSize(FEW_PHASES);
        assertThat(of(
                        mails,
                        GONE_GAME,
                        gonePlayer,
                        "Vos ordres ne sont pas arrivés avant l'échéance : le remplaçant a joué à votre place"))
                .hasSize(LIMIT);
        assertThat(of(mails, GONE_GAME, gonePlayer, "la phase les attend jusqu'au"))
                .hasSize(LIMIT + 1);
        assertThat(of(mails, GONE_GAME, gonePlayer, "votre camp a abandonné la partie"))
                .hasSize(1);
        assertThat(of(mails, GONE_GAME, gonePlayer, "abandon des États-Unis. Victoire du Japon"))
                .isNotEmpty();
        assertThat(of(mails, GONE_GAME, goneOther, "the United States conceded. Japan wins"))
                .as("the other side is told of the forfeit, in English")
                .isNotEmpty();
        for (String word : List.of("stand-in", "remplaçant", "did not arrive", "ne sont pas arrivés")) {
            assertThat(of(mails, FEW_GAME, fewOther, word)).as("I-CLI-6").isEmpty();
            assertThat(of(mails, GONE_GAME, goneOther, word)).as("I-CLI-6").isEmpty();
        }

        // no mail handled twice, none mailed twice
        assertThat(count(ImapSource.PROCESSED))
                .as("every mail the players wrote, processed once")
                .isEqualTo(mailsWritten);
        assertThat(count("INBOX")).isZero();
        assertThat(count(ImapSource.FAILED)).isLessThanOrEqualTo(0);
        List<String> handled = Files.readAllLines(games.resolve(".mail-in").resolve("handled.log"));
        assertThat(handled.stream().filter(l -> l.contains("processed"))).hasSize(mailsWritten);
        assertThat(handled.stream().map(l -> l.split("\t")[1]).distinct()).hasSize(handled.size());
        Map<String, Integer> perRecipient = new TreeMap<>();
        Set<String> delivered = new HashSet<>();
        for (PeopleStory.Sent m : mails) {
            assertThat(delivered.add(m.to() + " " + m.messageId()))
                    .as("mailed once: %s", m.messageId())
                    .isTrue();
            perRecipient.merge(m.to(), 1, Integer::sum);
        }

        // the archives, and the ladder from them: the same bytes however often and in whatever order
        List<String> zips = new ArrayList<>();
        for (String id : seats.keySet()) {
            Path zip = root.resolve("archives").resolve(id + ".zip");
            Files.createDirectories(zip.getParent());
            ok("export", id, "-o", zip.toString(), "--games-dir", games.toString());
            zips.add(zip.toString());
        }
        String ladder = ratings(zips);
        assertThat(ratings(zips)).isEqualTo(ladder);
        List<String> reversed = new ArrayList<>(zips);
        Collections.reverse(reversed);
        assertThat(ratings(reversed)).as("the arguments in reverse").isEqualTo(ladder);
        List<String> shuffled = new ArrayList<>(zips);
        Collections.shuffle(shuffled, new Random(7));
        assertThat(ratings(shuffled)).as("the arguments shuffled").isEqualTo(ladder);
        List<String> csvArgs = new ArrayList<>(List.of("club", "ratings", "--csv"));
        csvArgs.addAll(zips);
        String csv = ok(csvArgs.toArray(String[]::new));
        String goneRow = csv.lines()
                .filter(l -> l.contains(gonePlayer.address() + "," + GONE_SIDE))
                .findFirst()
                .orElseThrow();
        assertThat(goneRow.split(",")[11]).as("forfeits of %s", goneRow).isEqualTo("1");

        // the club's page: mid-season, a game in progress shows its turn, phase, orders in and deadline, nothing more
        assertThat(midSite).as("a site written while games were in progress").isNotNull();
        checkInProgress(midSite, Language.FR, midStates, midDeadlines);
        checkInProgress(midSite, Language.EN, midStates, midDeadlines);
        Path endSite = root.resolve("site-end");
        ok("club", "site", games.toString(), "-o", endSite.toString());
        String front = Files.readString(endSite.resolve("en").resolve("index.html"));
        for (String id : seats.keySet()) {
            assertThat(front).contains(id + "/" + id + ".zip");
        }
        String keep = System.getProperty("season.site");
        if (keep != null) {
            copyTree(midSite, Path.of(keep).resolve("mid"));
            copyTree(endSite, Path.of(keep).resolve("end"));
        }

        long cpu = os.getProcessCpuTime() - cpu0;
        int toPlayers = perRecipient.entrySet().stream()
                .filter(e -> !e.getKey().equalsIgnoreCase(UMPIRE) && !e.getKey().equalsIgnoreCase(ARBITRE))
                .mapToInt(Map.Entry::getValue)
                .sum();
        System.out.printf(
                "SEASON: %d games of %d turns, %d players; %d watch rounds (%d clock jumps to a deadline), %s of"
                        + " game time; players wrote %d mails (%d to the umpire's IMAP box, all processed),"
                        + " received %d (%s); stand-in played %d phases (%d in %s, %d in %s, then the forfeit);"
                        + " season played in %.1f s, whole test %.1f s wall, %.1f s CPU (this JVM: umpire, bots and"
                        + " GreenMail)%n%s%n",
                GAMES,
                TURNS,
                MEMBERS.size(),
                rounds,
                jumps,
                Duration.between(
                                        store(seats.keySet().iterator().next())
                                                .config()
                                                .createdAt(),
                                        clock.instant())
                                .toHours()
                        + " h",
                mailsWritten,
                count(ImapSource.PROCESSED),
                toPlayers,
                perRecipient,
                standInPhases,
                FEW_PHASES,
                FEW_GAME,
                LIMIT,
                GONE_GAME,
                played.toMillis() / 1000.0,
                (System.nanoTime() - wall0) / 1e9,
                cpu / 1e9,
                ladder);
    }

    /** Twelve games, each member in four: twice the US, twice Japan, against four different members. */
    private void newGames(Path games) {
        int n = 0;
        for (int shift : List.of(1, 3)) {
            for (int i = 0; i < MEMBERS.size(); i++) {
                Member us = MEMBERS.get(i);
                Member jp = MEMBERS.get((i + shift) % MEMBERS.size());
                String id = String.format("s%02d", ++n);
                ok(
                        "new",
                        id,
                        "--us",
                        us.address(),
                        "--jp",
                        jp.address(),
                        "--us-lang",
                        us.language().code(),
                        "--jp-lang",
                        jp.language().code(),
                        "--seed",
                        String.valueOf(n),
                        "--games-dir",
                        games.toString());
                Map<Side, Member> s = new EnumMap<>(Side.class);
                s.put(Side.US, us);
                s.put(Side.JP, jp);
                seats.put(id, s);
            }
        }
    }

    /**
     * The club's scenario: the built-in one cut to {@link #TURNS} turns, the first day of the battle (a club may give
     * its own data, {@code club init --rules}): the turn table, the night turns and the Japanese groups within those
     * turns, so the ships of the groups that would enter later (11 and 13: the Main Body and the Kure seaplane base's
     * tender) are left out, with Hosho's aircraft; group 4 is the late group, with no delay (SET-6).
     */
    static Path shortRules(Path dir) throws IOException {
        Path from = Path.of("../rules/victory-at-midway");
        Path to = dir.resolve("victory-at-midway");
        Files.createDirectories(to);
        String yaml = Files.readString(from.resolve("scenario.yaml"));
        StringBuilder out = new StringBuilder();
        Pattern slot = Pattern.compile("^  - \\{turn: (\\d+),");
        for (String line : yaml.split("\n", -1)) {
            Matcher m = slot.matcher(line);
            if (!m.find() || Integer.parseInt(m.group(1)) <= TURNS) {
                out.append(line).append('\n');
            }
        }
        List<Integer> nights =
                Stream.of(6, 7, 13, 14, 20, 21).filter(t -> t <= TURNS).toList();
        List<Integer> groups =
                Stream.of(1, 2, 3, 4, 11, 13).filter(t -> t <= TURNS).toList();
        yaml = replaced(out.toString().stripTrailing() + "\n", "turns: 25", "turns: " + TURNS);
        yaml = replaced(yaml, "night-turns: [6, 7, 13, 14, 20, 21]", "night-turns: " + nights);
        yaml = replaced(yaml, "jp-groups: [1, 2, 3, 4, 11, 13]", "jp-groups: " + groups);
        yaml = replaced(
                yaml,
                "late-group: {group: 13, delay: 5}",
                "late-group: {group: " + groups.get(groups.size() - 1) + ", delay: " + (TURNS >= 13 ? 5 : 0) + "}");
        Files.writeString(to.resolve("scenario.yaml"), yaml);
        // a ship's group is its sixth column, an aircraft's base its fifth (rules/victory-at-midway/*.csv)
        Set<String> later = new HashSet<>();
        List<String> ships = new ArrayList<>();
        for (String l : Files.readAllLines(from.resolve("ships.csv"))) {
            String[] c = l.split(",");
            if (!l.startsWith("#") && c.length > 5 && c[5].matches("\\d+") && Integer.parseInt(c[5]) > TURNS) {
                later.add(c[0]);
            } else {
                ships.add(l);
            }
        }
        Files.write(to.resolve("ships.csv"), ships);
        List<String> aircraft = Files.readAllLines(from.resolve("aircraft.csv")).stream()
                .filter(l -> l.startsWith("#") || l.split(",").length < 5 || !later.contains(l.split(",")[4]))
                .toList();
        Files.write(to.resolve("aircraft.csv"), aircraft);
        Files.copy(from.resolve("land.csv"), to.resolve("land.csv"));
        return dir;
    }

    private static String replaced(String text, String what, String with) {
        assertThat(text).as("the built-in scenario.yaml").contains(what);
        return text.replace(what, with);
    }

    /**
     * Each player whose side is awaited and whose orders are not in writes one mail for the phase: the plan bot's
     * orders from its side's view, written as people write, in reply to the latest mail of the game. The silent
     * players write nothing.
     */
    private void write() throws Exception {
        for (Map.Entry<String, Map<Side, Member>> g : seats.entrySet()) {
            String id = g.getKey();
            GameStore store = store(id);
            GameState state = store.state();
            if (state.isOver()) {
                continue;
            }
            List<Side> waiting = new ArrayList<>(TurnEngine.awaiting(scenario, state));
            waiting.removeAll(store.orders(state.turn(), state.phase()).keySet());
            for (Side side : waiting) {
                String phase = Deadlines.phaseKey(state.turn(), state.phase());
                if (silent(id, side, state, phase) || written.contains(id + " " + side + " " + phase)) {
                    continue;
                }
                Member who = g.getValue().get(side);
                List<PeopleStory.Sent> mine = mailsTo(who.address()).stream()
                        .filter(m -> m.subject().contains("[" + id + "]"))
                        .toList();
                Optional<String> secret = secret(mine);
                if (secret.isEmpty()) {
                    continue; // the welcome mail, with the code, has not come yet
                }
                written.add(id + " " + side + " " + phase);
                String orders = BotTurns.accepted(
                        scenario, state, side, Bot.plan(side).orders(SideView.of(scenario, state, side)));
                boolean fr = who.language() == Language.FR;
                Persona p = new Persona(side, who.name(), who.address(), who.language());
                Persona.Style style = fr
                        ? (random.nextInt(3) == 0 ? Persona.Style.IPHONE : Persona.Style.OUTLOOK)
                        : (random.nextInt(3) == 0 ? Persona.Style.IPHONE : Persona.Style.GMAIL);
                byte[] raw = p.mail(
                        style,
                        pick(fr ? PeopleStoryWriter.JP_BEFORE : PeopleStoryWriter.US_BEFORE),
                        PeopleStoryWriter.written(who.language(), orders),
                        pick(fr ? PeopleStoryWriter.JP_AFTER : PeopleStoryWriter.US_AFTER),
                        secret.get(),
                        mine.stream()
                                .filter(m -> !m.messageId().contains(".receipt."))
                                .reduce((a, b) -> b)
                                .orElseThrow(),
                        clock.instant(),
                        id + "-" + side.name().toLowerCase() + "-" + phase + "." + Long.toHexString(random.nextLong()),
                        id,
                        UMPIRE);
                send(raw);
                mailsWritten++;
            }
        }
    }

    /** Whether the player of {@code side} stays silent for {@code phase}, as the season's two silent players do. */
    private boolean silent(String id, Side side, GameState state, String phase) {
        if (id.equals(FEW_GAME) && side == FEW_SIDE) {
            if (fewSkipped.contains(phase)) {
                return true;
            }
            if (state.turn() >= 2 && fewSkipped.size() < FEW_PHASES) {
                fewSkipped.add(phase);
                return true;
            }
        }
        if (id.equals(GONE_GAME) && side == GONE_SIDE && state.turn() >= 1) {
            goneSkipped.add(phase);
            return true;
        }
        return false;
    }

    /** To the next time a silent side's game does something: 12 hours before its deadline (the reminder), or the deadline. */
    private void jump() {
        Instant next = null;
        for (String id : seats.keySet()) {
            GameStore s = store(id);
            if (s.state().isOver()) {
                continue;
            }
            Optional<Instant> d = Deadlines.of(s.dir()).deadline(s);
            if (d.isPresent() && (next == null || d.get().isBefore(next))) {
                next = d.get();
            }
        }
        assertThat(next)
                .as("a game in progress with a deadline\n%s", String.join("\n", log))
                .isNotNull();
        Instant reminder = next.minus(Watch.REMIND_BEFORE);
        clock.set(clock.instant().isBefore(reminder) ? reminder : next);
    }

    private boolean allOver() {
        return over() == GAMES;
    }

    private int over() {
        return (int)
                seats.keySet().stream().filter(id -> store(id).state().isOver()).count();
    }

    private GameStore store(String id) {
        return GameStore.open(home, GameId.parse(id));
    }

    /**
     * The rows of the games in progress on the front page in {@code language}: each is exactly the game, its
     * players, its turn, its phase (at the set-up and the movement, else "later phases"), whose orders are in (at
     * those phases) and the deadline (at those phases, else "in your mail"); no unit, no hex, no VP (I-CLI-5).
     */
    private void checkInProgress(
            Path site, Language language, Map<String, GameState> states, Map<String, Optional<Instant>> deadlines)
            throws IOException {
        String lang = language.code();
        Document doc = Jsoup.parse(Files.readString(site.resolve(lang).resolve("index.html")));
        Element table = doc.getElementById("in-progress")
                .nextElementSiblings()
                .select("table")
                .first();
        Properties words = new Properties();
        try (var in = Files.newBufferedReader(Path.of("../templates/messages_" + lang + ".properties"))) {
            words.load(in);
        }
        List<String> inProgress = states.entrySet().stream()
                .filter(e -> !e.getValue().isOver())
                .map(Map.Entry::getKey)
                .toList();
        List<Element> rows = table.select("tbody tr");
        assertThat(rows.stream().map(r -> r.child(0).text()).toList()).isEqualTo(inProgress);
        List<String> units = scenario.units().stream().map(UnitDef::name).toList();
        for (Element row : rows) {
            String id = row.child(0).text();
            GameState s = states.get(id);
            Map<Side, Member> players = seats.get(id);
            assertThat(row.children()).hasSize(6);
            assertThat(row.child(1).text())
                    .isEqualTo("US " + players.get(Side.US).address() + " JP "
                            + players.get(Side.JP).address());
            assertThat(row.child(2).text()).isEqualTo(String.valueOf(s.turn()));
            boolean shown = s.phase() == Phase.SETUP || s.phase() == Phase.MOVEMENT;
            String phase = s.phase() == Phase.SETUP
                    ? s.phase().name(language)
                    : s.phase().number() + " " + s.phase().name(language);
            assertThat(row.child(3).text()).isEqualTo(shown ? phase : words.getProperty("site.phase.later"));
            String received = row.child(4).text();
            if (shown) {
                assertThat(received)
                        .matches("(" + Pattern.quote(words.getProperty("site.received.none")) + "|(US "
                                + Pattern.quote(players.get(Side.US).address()) + ")? ?(JP "
                                + Pattern.quote(players.get(Side.JP).address()) + ")?)");
                Element time = row.child(5).selectFirst("time");
                assertThat(time).as("%s's deadline", id).isNotNull();
                assertThat(Instant.parse(time.attr("datetime")))
                        .isEqualTo(deadlines.get(id).orElseThrow());
            } else {
                assertThat(received).isEmpty();
                assertThat(row.child(5).text()).isEqualTo(words.getProperty("site.deadline.later"));
            }
            String text = row.text();
            assertThat(units).noneMatch(u -> text.contains(u));
            assertThat(text).doesNotContainPattern("\\b[A-P](1[0-2]|[1-9])\\b").doesNotContain("VP", "PV");
        }
    }

    private static Optional<String> secret(List<PeopleStory.Sent> mails) {
        Optional<String> code = Optional.empty();
        Pattern p = Pattern.compile("(?m)^\\s*code ?: ?(\\S+)\\s*$");
        for (PeopleStory.Sent m : mails) {
            Matcher x = p.matcher(m.text());
            if (x.find() && !x.group(1).contains("code")) {
                code = Optional.of(x.group(1));
            }
        }
        return code;
    }

    private static List<PeopleStory.Sent> of(List<PeopleStory.Sent> mails, String game, Member to, String text) {
        return mails.stream()
                .filter(m -> m.to().equalsIgnoreCase(to.address())
                        && m.subject().contains("[" + game + "]")
                        && m.text().contains(text))
                .toList();
    }

    /**
     * The mails GreenMail received (by SMTP) for {@code address}, or for everybody but the umpire when null, in the
     * order they came to each mailbox; each read once (a MIME parse of every mail at each look would cost the season
     * more than its play).
     */
    private List<PeopleStory.Sent> mailsTo(String address) throws IOException, MessagingException {
        for (MimeMessage m : GREENMAIL.getReceivedMessages()) {
            for (Address a : m.getAllRecipients()) {
                String to = ((InternetAddress) a).getAddress();
                String key = to + "\t" + m.getMessageID();
                if (!read.containsKey(key)) {
                    read.put(
                            key,
                            new PeopleStory.Sent(
                                    to, m.getMessageID(), m.getSubject(), PeopleStory.plain(m.getContent())));
                }
            }
        }
        return read.values().stream()
                .filter(m -> address == null
                        ? !m.to().equalsIgnoreCase(UMPIRE) && !m.to().equalsIgnoreCase(ARBITRE)
                        : m.to().equalsIgnoreCase(address))
                .toList();
    }

    private String pick(List<String> l) {
        return l.get(random.nextInt(l.size()));
    }

    private static void send(byte[] raw) throws MessagingException {
        Properties p = new Properties();
        p.put("mail.smtp.host", "127.0.0.1");
        p.put("mail.smtp.port", String.valueOf(GREENMAIL.getSmtp().getPort()));
        Session session = Session.getInstance(p);
        MimeMessage m = new MimeMessage(session, new ByteArrayInputStream(raw));
        Transport.send(m, new Address[] {new InternetAddress(UMPIRE)});
    }

    private static MailSettings settings() throws Exception {
        SmtpSettings smtp = new SmtpSettings(
                "127.0.0.1",
                GREENMAIL.getSmtp().getPort(),
                SmtpSettings.Security.NONE,
                Optional.empty(),
                Optional.empty(),
                Duration.ofSeconds(10),
                Optional.empty());
        return new MailSettings(
                new InternetAddress(UMPIRE), Optional.empty(), ARBITRE, Optional.of(smtp), MailSettings.Retry.DEFAULT);
    }

    private static String imapUrl() {
        return "imap://umpire@127.0.0.1:" + GREENMAIL.getImap().getPort() + "/INBOX";
    }

    private static int count(String folder) throws MessagingException {
        Store store = Session.getInstance(new Properties()).getStore("imap");
        store.connect("127.0.0.1", GREENMAIL.getImap().getPort(), "umpire", "imap-pw");
        try {
            Folder f =
                    store.getFolder(folder.replace('/', store.getDefaultFolder().getSeparator()));
            if (!f.exists()) {
                return -1;
            }
            f.open(Folder.READ_ONLY);
            int n = f.getMessageCount();
            f.close(false);
            return n;
        } finally {
            store.close();
        }
    }

    private static String ratings(List<String> zips) {
        List<String> args = new ArrayList<>(List.of("club", "ratings"));
        args.addAll(zips);
        return ok(args.toArray(String[]::new));
    }

    /** One command line, in process; it must succeed. */
    private static String ok(String... args) {
        Run r = cli(args);
        assertThat(r.code).as("umpire %s\n%s", String.join(" ", args), r).isEqualTo(ExitCode.OK);
        return r.out;
    }

    private static Run cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = UmpireCommand.commandLine(new PrintWriter(out, true), new PrintWriter(err, true))
                .execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    record Run(int code, String out, String err) {}

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
