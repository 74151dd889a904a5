package org.umpire.cli.leak;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

/**
 * Issue 21, GAME-5, GAME-6: a side's mails are a function of what that side may know and of nothing
 * else, every byte of them. Black box: twin games played by bots through the real mail path on one fixed
 * clock, which differ only in something one side (the observer) may not know — the other side's orders
 * (its bot), hence where its unlocated units are; its address, language and secret code — must send the
 * observer byte-identical mails (subject, Message-ID, References, text, HTML, CSV, PNG, attachment names,
 * chain codes, receipts, the welcome) until the first mail in which the engine tells the observer
 * something different (its own chain, {@link TwinGames#knowledge}); from there on the games may part.
 *
 * <p>{@code -Dumpire.twins=N} perturbations (default 24 in CI, in games of {@code -Dumpire.twins.turns}
 * turns, default 2), {@code -Dumpire.seed=S} another series; {@code scripts/twin-games.sh} runs the long one.
 */
class MailNonInterferenceTest {

    private static final long BASE_SEED = Long.getLong("umpire.seed", 20260603L);
    private static final int PERTURBATIONS = Integer.getInteger("umpire.twins", 24);
    private static final int TURNS = Integer.getInteger("umpire.twins.turns", 2);
    /** Twins per base game. */
    private static final int PER_BASE = Integer.getInteger("umpire.twins.perBase", 4);
    private static final Pattern REPORT = Pattern.compile("^<" + TwinGames.GAME + "\\.(T[0-9]{2}-P[0-9]{2}|end)\\.r[0-9]+\\.(us|jp)\\.");

    /** What the twin changes of the other side. */
    enum Change { ORDERS, ADDRESS, LANGUAGE, SECRET, EVERYTHING }

    @Test
    void a_sides_mails_never_depend_on_what_it_may_not_know() {
        Random master = new Random(BASE_SEED);
        System.out.println("MailNonInterferenceTest base seed " + BASE_SEED + ", " + PERTURBATIONS + " perturbations of "
                + TURNS + "-turn games");
        List<String> leaks = new ArrayList<>();
        int done = 0;
        int compared = 0;
        long start = System.nanoTime();
        while (done < PERTURBATIONS) {
            long seed = master.nextLong();
            Side observer = master.nextBoolean() ? Side.US : Side.JP;
            Side other = observer.enemy();
            TwinGames.Setting base = setting(seed, observer, master);
            Path baseDir = TwinGames.scratch("twin-base");
            TwinGames.Played a = TwinGames.play(baseDir, base, TURNS);
            List<String> ka = TwinGames.knowledge(a, observer);
            for (int k = 0; k < PER_BASE && done < PERTURBATIONS; k++, done++) {
                Change change = Change.values()[master.nextInt(Change.values().length)];
                TwinGames.Setting twin = perturbed(base, other, change, master);
                Path twinDir = TwinGames.scratch("twin");
                TwinGames.Played b = TwinGames.play(twinDir, twin, TURNS);
                Optional<String> leak = compare(a, ka, b, TwinGames.knowledge(b, observer), observer);
                compared += a.mails().get(observer).size();
                leak.ifPresent(l -> leaks.add("seed " + seed + ", observer " + observer + ", " + change + ": " + l));
                AtomicFiles.deleteTree(twinDir);
            }
            AtomicFiles.deleteTree(baseDir);
            if (leaks.size() > 5) {
                break;
            }
        }
        System.out.println("MailNonInterferenceTest: " + done + " perturbations, " + compared + " mails compared, "
                + leaks.size() + " differences, " + (System.nanoTime() - start) / 1_000_000 + " ms");
        assertThat(leaks).as("mails that differ between twins before the observer was told anything different").isEmpty();
    }

    private static TwinGames.Setting setting(long seed, Side observer, Random r) {
        Map<Side, TwinGames.Player1> players = new EnumMap<>(Side.class);
        players.put(Side.US, new TwinGames.Player1("nimitz@pearl.example", Language.EN, "us-" + seed,
                observer == Side.US ? null : (Long) r.nextLong()));
        players.put(Side.JP, new TwinGames.Player1("yamamoto@kure.example", Language.FR, "jp-" + seed,
                observer == Side.JP ? null : (Long) r.nextLong()));
        // the observer plays the plan bot; the other side a random bot, whose seed the twins change
        return new TwinGames.Setting(seed, players);
    }

    private static TwinGames.Setting perturbed(TwinGames.Setting base, Side other, Change change, Random r) {
        TwinGames.Player1 p = base.players().get(other);
        boolean all = change == Change.EVERYTHING;
        TwinGames.Player1 q = new TwinGames.Player1(
                all || change == Change.ADDRESS ? "someone.else." + Long.toHexString(r.nextLong()) + "@other.example" : p.address(),
                all || change == Change.LANGUAGE ? (p.language() == Language.FR ? Language.EN : Language.FR) : p.language(),
                all || change == Change.SECRET ? "other-" + r.nextLong() : p.secret(),
                all || change == Change.ORDERS ? (Long) r.nextLong() : p.randomBot());
        Map<Side, TwinGames.Player1> players = new EnumMap<>(base.players());
        players.put(other, q);
        return new TwinGames.Setting(base.seed(), players);
    }

    /**
     * The first difference between the observer's mails of the twins before the first mail in which it was
     * told something different, or empty.
     */
    static Optional<String> compare(TwinGames.Played a, List<String> ka, TwinGames.Played b, List<String> kb, Side observer) {
        int horizon = 0;
        while (horizon < ka.size() && horizon < kb.size() && ka.get(horizon).equals(kb.get(horizon))) {
            horizon++;
        }
        List<TwinGames.Received> ma = a.mails().get(observer);
        List<TwinGames.Received> mb = b.mails().get(observer);
        int reportsA = 0;
        for (int i = 0; ; i++) {
            boolean endA = i >= ma.size() || isReport(ma.get(i)) && reportsA >= horizon;
            boolean endB = i >= mb.size() || isReport(mb.get(i)) && reportsA >= horizon;
            if (endA && endB) {
                return Optional.empty();
            }
            if (endA != endB) {
                return Optional.of("mail " + (i + 1) + ": one twin sent " + (endA ? "nothing (or a mail told differently)"
                        : mb.size() <= i ? "nothing" : ma.get(i).messageId()) + ", the other "
                        + (endB ? "nothing (or a mail told differently)" : mb.get(i).messageId()) + " (horizon " + horizon + ")");
            }
            TwinGames.Received x = ma.get(i);
            TwinGames.Received y = mb.get(i);
            if (!x.messageId().equals(y.messageId()) || !java.util.Arrays.equals(x.bytes(), y.bytes())) {
                return Optional.of("mail " + (i + 1) + " " + x.messageId() + " / " + y.messageId() + ": " + firstDifference(x, y));
            }
            if (isReport(x)) {
                reportsA++;
            }
        }
    }

    private static boolean isReport(TwinGames.Received m) {
        return REPORT.matcher(m.messageId()).find();
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
