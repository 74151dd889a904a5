package org.umpire.cli.leak;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.umpire.cli.mail.out.SentLog;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.Observers;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/**
 * see docs/reports-and-mail.md#no-leak-by-construction, GAME-5, GAME-6: a side's mails are a function of what that side may know and of nothing
 * else, every byte of them. Black box: a base game is played by bots through the real mail path on one
 * fixed clock; at random rounds it is forked into a twin whose other side from then on plays differently
 * (another bot: other orders, other positions of its unlocated units), or is another person (another
 * address, language, secret code), or all of these; the twin plays to the start of the next turn. The
 * observer's mails (subject, Message-ID, References, text, HTML, CSV, PNG, attachment names, chain codes,
 * receipts) must be byte-identical in both games, to the same game point, until the first mail in which the
 * engine tells the observer something different (its own chain, {@link TwinGames.Game#knowledge}). A third of the
 * base games also have observers of the game (docs/club.md#observers, I-CLI-8; not to be confused with the observing
 * side here): their twins keep them, and no mail of theirs may go to a player's address.
 *
 * <p>{@code -Dumpire.twins=N} perturbations (default 500), in base games of {@code -Dumpire.twins.turns} turns
 * (default 8), {@code -Dumpire.twins.perBase} forks each (default 20), on {@code -Dumpire.twins.threads}
 * threads (default 2); {@code -Dumpire.seed=S} another series; {@code scripts/twin-games.sh} runs longer ones.
 */
@Tag("soak")
class MailNonInterferenceTest {

    private static final long BASE_SEED = Long.getLong("umpire.seed", 20260603L);
    private static final int PERTURBATIONS = Integer.getInteger("umpire.twins", 500);
    private static final int TURNS = Integer.getInteger("umpire.twins.turns", 8);
    private static final int PER_BASE = Integer.getInteger("umpire.twins.perBase", 20);
    private static final int THREADS = Integer.getInteger("umpire.twins.threads", 2);

    /** What the twin changes of the other side. */
    enum Change {
        ORDERS,
        ADDRESS,
        LANGUAGE,
        SECRET,
        EVERYTHING,
        DIE
    }

    /** What one base game and its twins found. */
    record Outcome(
            int twins,
            int mails,
            Map<Change, Integer> byChange,
            List<String> leaks,
            Map<Change, Integer> parted,
            int early,
            int reminders) {}

    @Test
    void a_sides_mails_never_depend_on_what_it_may_not_know() throws Exception {
        Random master = new Random(BASE_SEED);
        // a long run may be made in parts (one machine, several sittings): a part skips the base games its
        // earlier parts played, and plays on exactly as the whole run would have
        int skip = Integer.getInteger("umpire.twins.skipBases", 0);
        for (int i = 0; i < skip; i++) {
            master.nextLong();
        }
        int bases = skip;
        System.out.println("MailNonInterferenceTest base seed " + BASE_SEED + ", " + PERTURBATIONS + " perturbations in"
                + " games of " + TURNS + " turns, " + PER_BASE + " forks each");
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        int twins = 0;
        int mails = 0;
        int early = 0;
        int reminders = 0;
        Map<Change, Integer> parted = new EnumMap<>(Change.class);
        Map<Change, Integer> byChange = new EnumMap<>(Change.class);
        List<String> leaks = new ArrayList<>();
        Long only = Long.getLong("umpire.twins.only");
        // waves of base games until the perturbations are made (a fork round past a game's end makes none)
        while (twins < PERTURBATIONS && leaks.size() < 5) {
            List<Future<Outcome>> futures = new ArrayList<>();
            // a wave is a few base games, so that a long run tells its figures as it goes
            int wave = Math.min(4 * THREADS, Math.max(THREADS, (PERTURBATIONS - twins + PER_BASE - 1) / PER_BASE));
            for (int i = 0; i < wave; i++) {
                long seed = only != null ? only : master.nextLong();
                futures.add(pool.submit(() -> base(seed, PER_BASE)));
            }
            bases += wave;
            for (Future<Outcome> f : futures) {
                Outcome o = f.get();
                twins += o.twins();
                mails += o.mails();
                early += o.early();
                reminders += o.reminders();
                o.parted().forEach((c, n) -> parted.merge(c, n, Integer::sum));
                o.byChange().forEach((c, n) -> byChange.merge(c, n, Integer::sum));
                leaks.addAll(o.leaks());
            }
            System.out.println("MailNonInterferenceTest: so far " + twins + " perturbations (base games " + skip
                    + " to "
                    + (bases - 1) + "), " + mails + " mails compared, "
                    + parted.values().stream().mapToInt(Integer::intValue).sum() + " parted, " + leaks.size()
                    + " differences, " + (System.nanoTime() - start) / 1_000_000 + " ms");
            if (only != null) {
                break;
            }
        }
        pool.shutdown();
        System.out.println("MailNonInterferenceTest: " + twins + " perturbations " + byChange + ", " + mails
                + " mails compared (" + early + " receipts of letters kept for later, " + reminders + " reminders), "
                + parted
                + " twins told the observer something different within their window, "
                + leaks.size() + " differences, " + (System.nanoTime() - start) / 1_000_000 + " ms");
        assertThat(twins).as("perturbations made").isGreaterThanOrEqualTo(Math.min(PERTURBATIONS, 1));
        assertThat(leaks)
                .as("mails that differ between twins before the observer was told anything different")
                .isEmpty();
    }

    /**
     * docs/reports-and-mail.md#no-leak-by-construction: two games that differ only in where Japan's group 1 entered the fog (A2 or A3) send the US
     * byte-identical mails, chain codes included, until the US is told something different (here: never, in four
     * turns of a game where the striking force stays in the fog).
     */
    @Test
    void where_japans_group_1_entered_the_fog_changes_no_byte_of_the_us_mails() {
        Map<Side, TwinGames.Player1> players = new EnumMap<>(Side.class);
        players.put(Side.US, new TwinGames.Player1("nimitz@pearl.example", Language.EN, "us-fog", null));
        players.put(Side.JP, new TwinGames.Player1("yamamoto@kure.example", Language.FR, "jp-fog", null, "A2"));
        Path a = TwinGames.scratch("fog-a2");
        Path b = TwinGames.scratch("fog-a3");
        try {
            TwinGames.Game inA2 = TwinGames.Game.start(a, new TwinGames.Setting(1942, players))
                    .playTo(4);
            players.put(Side.JP, new TwinGames.Player1("yamamoto@kure.example", Language.FR, "jp-fog", null, "A3"));
            TwinGames.Game inA3 = TwinGames.Game.start(b, new TwinGames.Setting(1942, players))
                    .playTo(4);
            List<TwinGames.Received> us = inA2.mails(Side.US);
            assertThat(us.size()).isGreaterThan(6);
            assertThat(compare(us, inA2.knowledge(Side.US), inA3.mails(Side.US), inA3.knowledge(Side.US)))
                    .isEmpty();
            assertThat(inA2.knowledge(Side.US)).isEqualTo(inA3.knowledge(Side.US));
            assertThat(inA2.knowledge(Side.JP)).isNotEqualTo(inA3.knowledge(Side.JP));
        } finally {
            AtomicFiles.deleteTree(a);
            AtomicFiles.deleteTree(b);
        }
    }

    /** One base game of seed {@code seed}, forked {@code forks} times at random rounds. */
    private static Outcome base(long seed, int forks) {
        Random r = new Random(seed);
        Side observer = r.nextBoolean() ? Side.US : Side.JP;
        Side other = observer.enemy();
        TwinGames.Setting setting = setting(seed, observer, r);
        Path baseDir = TwinGames.scratch("twin-base");
        List<Path> dirs = new ArrayList<>(List.of(baseDir));
        try {
            TwinGames.Game base = TwinGames.Game.start(baseDir, setting);
            // the forks' rounds, chosen before the game is played (the rounds a game of TURNS turns has, about)
            TreeMap<Integer, Integer> wanted = new TreeMap<>();
            for (int i = 0; i < forks; i++) {
                wanted.merge(r.nextInt(2 * TURNS), 1, Integer::sum);
            }
            List<Fork> pending = new ArrayList<>();
            // after each round: the turn the game stands at, and how many mails the observer had
            List<int[]> marks = new ArrayList<>();
            marks.add(new int[] {0, base.mails(observer).size()});
            do {
                GameState now = GameStore.open(base.home(), GameId.parse(TwinGames.GAME))
                        .state();
                int n = now.isOver() || now.turn() > TURNS ? 0 : wanted.getOrDefault(base.rounds(), 0);
                for (int i = 0; i < n; i++) {
                    Change change = Change.values()[r.nextInt(Change.values().length)];
                    if (change == Change.DIE && setting.players().get(observer).has(TwinGames.Habit.LATE)) {
                        change = Change.ORDERS; // the umpire's dice replay a watch round, not a late player's deadline
                    }
                    Path dir = TwinGames.scratch("twin");
                    dirs.add(dir);
                    if (change == Change.DIE) {
                        // a die of the next rounds gives another number: until the engine tells the observer
                        // something different (a die the rules tell it), its mails must not change
                        TwinGames.Game twin = base.forkDie(dir, r, TURNS, 8);
                        if (twin != null) {
                            // compared from the round of the other die on, as if forked there
                            pending.add(new Fork(twin.dieAt()[0], twin.dieAt()[1], change, twin));
                        }
                        continue;
                    }
                    TwinGames.Player1 q = perturbed(setting.players().get(other), change, r);
                    pending.add(new Fork(base.rounds(), now.turn(), change, base.fork(dir, other, q)));
                }
            } while (base.round(TURNS) && marksAdd(marks, base, observer));
            List<TwinGames.Received> baseMails = base.mails(observer);
            List<String> leaks = new ArrayList<>();
            // I-CLI-8: an observer's mail never goes to a player
            for (SentLog.Entry e : SentLog.of(base.gameDir()).entries()) {
                if (e.messageId().contains(".observer.")
                        && setting.players().values().stream()
                                .anyMatch(p -> p.address().equalsIgnoreCase(e.recipient()))) {
                    leaks.add("seed " + seed + ": observer mail " + e.messageId() + " to a player, " + e.recipient());
                }
            }
            List<String> baseKnows = base.knowledge(observer);
            Map<Change, Integer> byChange = new EnumMap<>(Change.class);
            int compared = 0;
            int early = 0;
            int reminders = 0;
            Map<Change, Integer> parted = new EnumMap<>(Change.class);
            for (Fork f : pending) {
                // a twin that plays differently plays to the start of the turn after next (its moves may be found
                // and fought over); one that writes or reads differently, to the start of the next turn
                int end = Math.min(
                        TURNS + 1,
                        f.turn()
                                + (f.change() == Change.ORDERS
                                                || f.change() == Change.EVERYTHING
                                                || f.change() == Change.DIE
                                        ? 2
                                        : 1));
                // round by round, and no further than a first mail that differs from the base's: nothing after it is
                // compared (it is a leak, or the engine told the observer something different there)
                while (f.twin().round(end - 1) && !differs(f.twin().mails(observer), baseMails)) {
                    // one more round
                }
                // the base's mails to the same point: the first round after the fork that reached turn `end`
                int count = baseMails.size();
                for (int k = f.round() + 1; k < marks.size(); k++) {
                    if (marks.get(k)[0] >= end) {
                        count = marks.get(k)[1];
                        break;
                    }
                }
                List<TwinGames.Received> twinMails = f.twin().mails(observer);
                List<TwinGames.Received> baseTail = baseMails.subList(Math.max(0, count - 4), count);
                List<TwinGames.Received> twinTail =
                        twinMails.subList(Math.max(0, twinMails.size() - 4), twinMails.size());
                compare(
                                baseMails.subList(0, Math.min(count, baseMails.size())),
                                baseKnows,
                                base.earlyLetters(observer),
                                twinMails,
                                f.twin().knowledge(observer),
                                f.twin().earlyLetters(observer))
                        .ifPresent(l -> leaks.add("seed " + seed + ", observer " + observer
                                + ", " + f.change()
                                + (f.twin().changedDie() == null
                                        ? ""
                                        : " (" + f.twin().changedDie() + ")")
                                + " at round " + f.round() + " (turn " + f.turn() + "): " + l
                                + "; base's mails to that point: " + ids(baseTail) + ", the twin's: " + ids(twinTail)));
                compared += twinMails.size();
                // the early letters both twins' observers wrote at the same point: their receipts were compared
                SortedSet<Integer> both =
                        new TreeSet<>(base.earlyLetters(observer).headSet(count));
                both.retainAll(f.twin().earlyLetters(observer));
                early += both.size();
                reminders += (int) baseMails.subList(0, Math.min(count, baseMails.size())).stream()
                        .filter(m -> m.messageId().contains(".reminder."))
                        .count();
                List<String> kb = f.twin().knowledge(observer);
                if (!baseKnows
                        .subList(0, Math.min(kb.size(), baseKnows.size()))
                        .equals(kb.subList(0, Math.min(kb.size(), baseKnows.size())))) {
                    parted.merge(f.change(), 1, Integer::sum);
                }
                byChange.merge(f.change(), 1, Integer::sum);
            }
            return new Outcome(pending.size(), compared, byChange, leaks, parted, early, reminders);
        } finally {
            dirs.forEach(AtomicFiles::deleteTree);
        }
    }

    /** Whether some mail both lists hold at the same place differs (name or bytes). */
    private static boolean differs(List<TwinGames.Received> a, List<TwinGames.Received> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).messageId().equals(b.get(i).messageId())
                    || !Arrays.equals(a.get(i).bytes(), b.get(i).bytes())) {
                return true;
            }
        }
        return false;
    }

    private static List<String> ids(List<TwinGames.Received> mails) {
        return mails.stream().map(TwinGames.Received::messageId).toList();
    }

    private record Fork(int round, int turn, Change change, TwinGames.Game twin) {}

    private static boolean marksAdd(List<int[]> marks, TwinGames.Game g, Side observer) {
        GameState s = GameStore.open(g.home(), GameId.parse(TwinGames.GAME)).state();
        marks.add(new int[] {
            s.isOver() ? Integer.MAX_VALUE : s.turn(), g.mails(observer).size()
        });
        return true;
    }

    private static TwinGames.Setting setting(long seed, Side observer, Random r) {
        Map<Side, TwinGames.Player1> players = new EnumMap<>(Side.class);
        // each side plays its plan bot or a random bot, in either language; the twins change the other side only
        for (Side side : Side.values()) {
            players.put(
                    side,
                    new TwinGames.Player1(
                            side == Side.US ? "nimitz@pearl.example" : "yamamoto@kure.example",
                            r.nextBoolean() ? Language.EN : Language.FR,
                            side.name().toLowerCase() + "-" + seed,
                            r.nextInt(3) == 0 ? (Long) r.nextLong() : null));
        }
        // I-CLI-8 (docs/club.md#observers): a third of the base games have observers (their twins too); drawn apart
        // from
        // r, so that the series of games and perturbations is the same as without them
        Random watch = new Random(seed ^ 0x0b5e7e75L);
        Observers observers = Observers.NONE;
        if (watch.nextInt(3) == 0) {
            List<Player> people = new ArrayList<>();
            people.add(new Player("anne@observers.example", watch.nextBoolean() ? Language.EN : Language.FR));
            if (watch.nextBoolean()) {
                people.add(new Player("bruno@observers.example", watch.nextBoolean() ? Language.EN : Language.FR));
            }
            int delay = watch.nextInt(4);
            observers = new Observers(people, delay == 3 ? Optional.empty() : Optional.of(delay));
        }
        if (r.nextBoolean()) {
            // I-ORD-25: the observer also writes between its reports; its mail is kept, and the receipt must
            // not depend on what the other side is deciding meanwhile
            players.put(observer, players.get(observer).with(TwinGames.Habit.EARLY));
        }
        if (r.nextInt(3) == 0) {
            // the observer misses some decisions: its reminders, and its reports of the phases its defaults
            // played, must not depend on the other side either
            players.put(observer, players.get(observer).with(TwinGames.Habit.LATE));
        }
        return new TwinGames.Setting(seed, players, observers);
    }

    private static TwinGames.Player1 perturbed(TwinGames.Player1 p, Change change, Random r) {
        boolean all = change == Change.EVERYTHING;
        return new TwinGames.Player1(
                all || change == Change.ADDRESS
                        ? "someone.else." + Long.toHexString(r.nextLong()) + "@other.example"
                        : p.address(),
                all || change == Change.LANGUAGE
                        ? (p.language() == Language.FR ? Language.EN : Language.FR)
                        : p.language(),
                all || change == Change.SECRET ? "other-" + Long.toHexString(r.nextLong()) : p.secret(),
                all || change == Change.ORDERS ? (Long) r.nextLong() : p.randomBot());
    }

    /**
     * The first difference between the observer's mails of the twins before the first mail in which it was
     * told something different, or empty.
     */
    static Optional<String> compare(
            List<TwinGames.Received> ma, List<String> ka, List<TwinGames.Received> mb, List<String> kb) {
        return compare(ma, ka, Collections.emptySortedSet(), mb, kb, Collections.emptySortedSet());
    }

    /**
     * As above, where the observer also wrote early letters ({@link TwinGames.Game#earlyLetters}: after how many
     * of its mails): the comparison also ends where it wrote in one twin and not in the other, for from there on
     * it did something different itself.
     */
    static Optional<String> compare(
            List<TwinGames.Received> ma,
            List<String> ka,
            SortedSet<Integer> ea,
            List<TwinGames.Received> mb,
            List<String> kb,
            SortedSet<Integer> eb) {
        int horizon = 0;
        while (horizon < ka.size() && horizon < kb.size() && ka.get(horizon).equals(kb.get(horizon))) {
            horizon++;
        }
        int reportsA = 0;
        for (int i = 0; ; i++) {
            if (ea.contains(i) != eb.contains(i)) {
                return Optional.empty();
            }
            boolean endA = i >= ma.size() || isReport(ma.get(i)) && reportsA >= horizon;
            boolean endB = i >= mb.size() || isReport(mb.get(i)) && reportsA >= horizon;
            if (endA && endB) {
                return Optional.empty();
            }
            if (endA != endB) {
                return Optional.of("mail " + (i + 1) + ": one twin sent "
                        + (endA
                                ? "nothing (or a mail told differently)"
                                : mb.size() <= i ? "nothing" : ma.get(i).messageId())
                        + ", the other "
                        + (endB
                                ? "nothing (or a mail told differently)"
                                : mb.get(i).messageId()) + " (horizon " + horizon + ")");
            }
            TwinGames.Received x = ma.get(i);
            TwinGames.Received y = mb.get(i);
            if (!x.messageId().equals(y.messageId()) || !Arrays.equals(x.bytes(), y.bytes())) {
                return Optional.of(
                        "mail " + (i + 1) + " " + x.messageId() + " / " + y.messageId() + ": " + firstDifference(x, y));
            }
            if (isReport(x)) {
                reportsA++;
            }
        }
    }

    private static boolean isReport(TwinGames.Received m) {
        return TwinGames.isReport(m.messageId());
    }

    private static String firstDifference(TwinGames.Received x, TwinGames.Received y) {
        String[] a = new String(x.bytes(), StandardCharsets.UTF_8).split("\r?\n");
        String[] b = new String(y.bytes(), StandardCharsets.UTF_8).split("\r?\n");
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (!a[i].equals(b[i])) {
                return "line " + (i + 1) + ": \"" + cut(a[i]) + "\" / \"" + cut(b[i]) + "\"";
            }
        }
        return "lengths " + a.length + " / " + b.length + " lines";
    }

    private static String cut(String s) {
        return s.length() > 160 ? s.substring(0, 160) + "…" : s;
    }
}
