package org.umpire.cli.archive;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.umpire.cli.base.UserException;
import org.umpire.cli.bot.StandIn;
import org.umpire.cli.game.MissedOrders;
import org.umpire.cli.orders.AdvanceOrders;
import org.umpire.cli.orders.OrdersReader;
import org.umpire.cli.orders.OrdersReceipt;
import org.umpire.cli.report.JournalOutcome;
import org.umpire.cli.report.SideChains;
import org.umpire.cli.report.SideSpans;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.ConfigYaml;
import org.umpire.cli.store.DiceLog;
import org.umpire.cli.store.EntryKind;
import org.umpire.cli.store.EventsYaml;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameSeed;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.JournalChain;
import org.umpire.cli.store.JournalEntry;
import org.umpire.cli.store.JournalRecord;
import org.umpire.cli.store.MissedOrdersPolicy;
import org.umpire.cli.store.Observers;
import org.umpire.cli.store.StateYaml;
import org.umpire.cli.store.StoreException;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.dice.ScriptedDice;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

/**
 * {@code umpire verify}: checks an archive written by {@link GameArchive} with nothing but the archive
 * and the program. The archive's bytes are exactly what the export writes; every file is the one the
 * manifest names; the revealed seed and nonce give the commitment of the welcome mails; each journal
 * entry names the hash of the one before, from the commitment to the head; and every phase, replayed
 * from the state before it, its orders and the seed, gives again the same dice, the same events (what
 * each side was told: the reports are made from them) and the same state. The first problem of each
 * kind is reported with the entry and the file; the checks go on, so that one answer says all.
 */
public final class ArchiveVerifier {

    /** The key of {@link Verification#links()} naming the chain's start (the link of the opening mails). */
    public static final String START = "";

    private final List<Finding> findings = new ArrayList<>();
    private final Map<String, String> links = new LinkedHashMap<>();
    private Path work;
    private String root;

    private ArchiveVerifier() {}

    /**
     * Verifies {@code zip}, unpacking it in {@code workDir} (a new, empty folder the caller deletes).
     */
    public static Verification verify(byte[] zip, Path workDir) {
        ArchiveVerifier v = new ArchiveVerifier();
        v.work = workDir;
        v.run(zip);
        return new Verification(v.findings, v.links);
    }

    private void run(byte[] zip) {
        SortedMap<String, byte[]> files;
        try {
            files = CanonicalZip.read(zip);
        } catch (CanonicalZip.DamagedArchive e) {
            findings.add(Finding.problem("damaged", "file", e.file() == null ? "-" : e.file(), "why", e.getMessage()));
            return;
        }
        Optional<Manifest> manifest = manifest(files);
        if (manifest.isEmpty()) {
            return;
        }
        Optional<GameStore> store = unpack(files, manifest.get());
        if (store.isEmpty()) {
            return;
        }
        Optional<GameSeed> seed = commitment(store.get(), manifest.get());
        List<JournalRecord> journal = store.get().journal();
        chain(store.get(), journal, seed, manifest.get());
        config(store.get(), journal);
        Optional<Scenario> scenario = scenario();
        if (seed.isPresent() && scenario.isPresent()) {
            replay(store.get(), journal, seed.get(), scenario.get());
        }
        if (scenario.isPresent()) {
            missedOrders(store.get(), journal, scenario.get());
        }
    }

    // ------------------------------------------------------------------------------ the manifest

    private record Manifest(String game, String commitment, String head, int entries, Map<String, String> hashes) {}

    private Optional<Manifest> manifest(SortedMap<String, byte[]> files) {
        String first = files.firstKey();
        int slash = first.indexOf('/');
        root = slash < 0 ? "" : first.substring(0, slash + 1);
        byte[] text = files.get(root + GameArchive.MANIFEST);
        if (root.isEmpty() || text == null) {
            findings.add(Finding.problem("noManifest", "file", root + GameArchive.MANIFEST));
            return Optional.empty();
        }
        Map<String, String> fields = new HashMap<>();
        Map<String, String> hashes = new TreeMap<>();
        String[] lines = new String(text, StandardCharsets.UTF_8).split("\n");
        boolean readable = lines.length > 0 && lines[0].equals(GameArchive.MAGIC);
        for (int i = 1; i < lines.length && readable; i++) {
            int colon = lines[i].indexOf(": ");
            if (colon < 0) {
                readable = false;
            } else if (lines[i].startsWith("file: ")) {
                String[] f = lines[i].substring(6).split(" ", 3);
                readable = f.length == 3;
                if (readable) {
                    hashes.put(f[2], f[0] + " " + f[1]);
                }
            } else {
                fields.put(lines[i].substring(0, colon), lines[i].substring(colon + 2));
            }
        }
        if (!readable
                || !fields.keySet().containsAll(List.of("game", "commitment", "head", "entries"))
                || !fields.get("entries").matches("[0-9]{1,6}")) {
            findings.add(Finding.problem("badManifest", "file", root + GameArchive.MANIFEST));
            return Optional.empty();
        }
        Manifest m = new Manifest(
                fields.get("game"),
                fields.get("commitment"),
                fields.get("head"),
                Integer.parseInt(fields.get("entries")),
                hashes);
        int problems = 0;
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            if (f.getKey().equals(root + GameArchive.MANIFEST)) {
                continue;
            }
            String expected = m.hashes().get(f.getKey());
            String actual = GameArchive.sha256(f.getValue()) + " " + f.getValue().length;
            if (expected == null) {
                problems++;
                findings.add(Finding.problem("unlisted", "file", f.getKey()));
            } else if (!expected.equals(actual)) {
                problems++;
                findings.add(Finding.problem("changed", "file", f.getKey()));
            }
        }
        for (String listed : m.hashes().keySet()) {
            if (!files.containsKey(listed)) {
                problems++;
                findings.add(Finding.problem("missing", "file", listed));
            }
        }
        if (problems == 0) {
            findings.add(Finding.passed("files", "count", files.size(), "game", m.game()));
        }
        return Optional.of(m);
    }

    // ------------------------------------------------------------------------------ the game folder

    private Optional<GameStore> unpack(SortedMap<String, byte[]> files, Manifest m) {
        GameId id;
        try {
            id = GameId.parse(m.game());
        } catch (RuntimeException e) {
            findings.add(Finding.problem("badManifest", "file", root + GameArchive.MANIFEST));
            return Optional.empty();
        }
        if (!root.equals(id.value() + "/")) {
            findings.add(Finding.problem("badManifest", "file", root + GameArchive.MANIFEST));
            return Optional.empty();
        }
        Path games = work.resolve("games");
        try {
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                String name = f.getKey();
                if (name.contains("..") || name.contains("\\") || name.startsWith("/") || name.endsWith("/")) {
                    findings.add(Finding.problem("badName", "file", name));
                    return Optional.empty();
                }
                Path p = games.resolve(name).normalize();
                if (!p.startsWith(games)) {
                    findings.add(Finding.problem("badName", "file", name));
                    return Optional.empty();
                }
                Files.createDirectories(p.getParent());
                Files.write(p, f.getValue());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            return Optional.of(GameStore.open(GamesHome.of(games), id));
        } catch (UserException | StoreException e) {
            findings.add(Finding.problem("unreadable", "why", inArchive(e.getMessage())));
            return Optional.empty();
        }
    }

    /** A message about an unpacked file, naming the file as the archive does. */
    private String inArchive(String message) {
        return message.replace(work.resolve("games").toString() + File.separator, "");
    }

    // ------------------------------------------------------------------------------ commitment and chain

    private Optional<GameSeed> commitment(GameStore store, Manifest m) {
        String published = store.config().seedSha256();
        if (!published.equals(m.commitment())) {
            findings.add(Finding.problem("manifestCommitment", "file", root + GameArchive.MANIFEST));
        }
        GameSeed seed;
        try {
            seed = store.seed();
        } catch (UserException | StoreException e) {
            findings.add(Finding.problem("commitment", "file", root + GameStore.SEED, "commitment", published));
            return Optional.empty();
        }
        findings.add(Finding.passed("commitmentOk", "commitment", published));
        if (seed.nonce().length == 0) {
            findings.add(Finding.notice("legacySeed"));
        }
        if (seed.chosen()) {
            findings.add(Finding.notice("chosenSeed"));
        }
        return Optional.of(seed);
    }

    private void chain(GameStore store, List<JournalRecord> journal, Optional<GameSeed> seed, Manifest m) {
        if (journal.size() != m.entries()) {
            findings.add(Finding.problem("entryCount", "count", journal.size(), "listed", m.entries()));
        }
        if (seed.isEmpty()) {
            return; // the links are salted with the nonce: without the seed file, nothing to check them with
        }
        String previous = JournalChain.start(store.config().seedSha256());
        String previousName = "-";
        links.put(START, previous);
        boolean broken = false;
        for (JournalRecord entry : journal) {
            String named = store.chainPrevious(entry).orElse("");
            if (!named.equals(previous) && !broken) {
                broken = true;
                findings.add(Finding.problem(
                        named.isEmpty() ? "noLink" : "brokenChain",
                        "entry",
                        entry.folder(),
                        "file",
                        root + "journal/" + entry.folder() + "/entry.yaml",
                        "before",
                        previousName));
            }
            previous = store.chainLink(entry);
            previousName = entry.folder();
            links.put(entry.folder(), previous);
        }
        if (!previous.equals(m.head()) && !broken) {
            broken = true;
            findings.add(Finding.problem("head", "entry", previousName, "file", root + GameArchive.MANIFEST));
        }
        if (!broken) {
            findings.add(Finding.passed("chainOk", "count", journal.size(), "head", JournalChain.shortForm(previous)));
        }
        // docs/reports-and-mail.md#no-leak-by-construction: each side's mails carry the link of that side's own chain
        // (its orders and what it was told)
        for (Side side : Side.values()) {
            List<SideSpans.SideSpan> spans = SideSpans.of(store, side);
            List<String> sideLinks = SideChains.links(store, side, spans);
            for (int i = 0; i < spans.size(); i++) {
                links.putIfAbsent(SIDE_MAIL + side.name() + " " + spans.get(i).mailKey(), sideLinks.get(i));
            }
        }
    }

    /**
     * {@code game.yaml} (the players, their addresses and languages, the observers, the missed-orders policy) is the copy the
     * journal holds last ({@link GameStore#JOURNAL_CONFIG}), so that it is bound by the hash chain as the
     * phases are: an address changed in the archive breaks the chain or differs from the journal.
     */
    private void config(GameStore store, List<JournalRecord> journal) {
        if (journal.isEmpty()) {
            return;
        }
        Optional<byte[]> bound = store.journalConfig();
        String file = root + GameStore.CONFIG;
        if (bound.isEmpty()) {
            findings.add(Finding.notice("configUnbound", "file", file));
        } else if (!Arrays.equals(bound.get(), store.gameFile(GameStore.CONFIG))) {
            findings.add(Finding.problem("configChanged", "file", file));
        } else {
            findings.add(Finding.passed("configOk", "file", file));
        }
        Observers observers = store.config().observers();
        if (!observers.isEmpty()) {
            // docs/club.md#observers (I-CLI-8): read with the players, none of them one (game.yaml refuses it)
            findings.add(Finding.passed(
                    "observersOk", "file", file, "count", observers.people().size(), "delay", observers.delayWord()));
        }
    }

    /** The prefix of the keys of {@link Verification#links()} naming a side's mail: {@code mail US T04-P01.r0}. */
    public static final String SIDE_MAIL = "mail ";

    // ------------------------------------------------------------------------------ the replay

    private Optional<Scenario> scenario() {
        Path rules = work.resolve("games").resolve(root).resolve("rules");
        try {
            return Optional.of(new ScenarioLoader().load(rules));
        } catch (UserException e) {
            findings.add(Finding.problem("rules", "file", root + "rules/", "why", inArchive(e.getMessage())));
            return Optional.empty();
        }
    }

    /** What the replay counted and found. */
    private static final class Tally {
        int resolves;
        int undos;
        int rolls;
        int problems;
    }

    private void replay(GameStore store, List<JournalRecord> journal, GameSeed seed, Scenario scenario) {
        Tally tally = new Tally();
        GameState current = InitialState.of(scenario);
        Map<String, GameState> before = new HashMap<>();
        for (JournalRecord entry : journal) {
            try {
                current = replayEntry(store, entry, current, before, seed, scenario, tally);
            } catch (UserException | StoreException e) {
                problem(tally, "unreadable", "why", inArchive(e.getMessage()));
                return;
            }
        }
        if (!store.state().equals(current)) {
            problem(tally, "lastState", "file", root + GameStore.STATE);
        }
        if (!current.isOver()) {
            problem(tally, "notOver", "file", root + GameStore.STATE);
        }
        if (tally.problems == 0) {
            findings.add(
                    Finding.passed("replayOk", "resolves", tally.resolves, "rolls", tally.rolls, "undos", tally.undos));
        }
    }

    /** Checks one entry against the state the entries before it left; returns the state it leaves. */
    private GameState replayEntry(
            GameStore store,
            JournalRecord entry,
            GameState current,
            Map<String, GameState> before,
            GameSeed seed,
            Scenario scenario,
            Tally tally) {
        String folder = root + "journal/" + entry.folder() + "/";
        GameState stateBefore = store.stateBefore(entry);
        if (!stateBefore.equals(current)) {
            problem(tally, "notContinuous", "entry", entry.folder(), "file", folder + "state-before.yaml");
        }
        before.put(entry.folder(), stateBefore);
        GameState after = store.stateAfter(entry);
        if (entry.kind() == EntryKind.RESOLVE) {
            tally.resolves++;
            replayResolve(store, entry, folder, stateBefore, seed, scenario, tally);
        } else if (entry.kind() == EntryKind.UNDO) {
            tally.undos++;
            GameState undone = entry.undoes().map(before::get).orElse(null);
            if (undone == null || !undone.equals(after)) {
                problem(tally, "badUndo", "entry", entry.folder(), "file", folder + "state-after.yaml");
            }
        } else {
            findings.add(Finding.notice("override", "entry", entry.folder()));
        }
        return after;
    }

    private void replayResolve(
            GameStore store,
            JournalRecord entry,
            String folder,
            GameState before,
            GameSeed seed,
            Scenario scenario,
            Tally tally) {
        List<Roll> logged = store.journalDice(entry);
        SeededDice fromSeed = seed.dice();
        boolean umpireDice = store.journalFile(entry, JournalEntry.UMPIRE_DICE).isPresent();
        if (umpireDice) {
            // the umpire threw physical dice for this entry (resolve --dice), and the journal says so: the
            // rolls cannot be checked against the seed; the rest of the phase is replayed with them
            findings.add(Finding.notice("umpireDice", "entry", entry.folder(), "count", logged.size()));
        }
        for (Roll r : umpireDice ? List.<Roll>of() : logged) {
            tally.rolls++;
            int fair = fromSeed.derive(r.key(), r.sides());
            if (fair != r.value()) {
                problem(
                        tally,
                        "unfairDie",
                        "entry",
                        entry.folder(),
                        "file",
                        folder + "dice.txt",
                        "key",
                        r.key(),
                        "value",
                        r.value(),
                        "fair",
                        fair);
                return;
            }
        }
        Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
        for (Map.Entry<Side, String> o : store.journalOrders(entry).entrySet()) {
            OrdersReceipt receipt = OrdersReader.read(SideView.of(scenario, before, o.getKey()), o.getValue());
            if (!receipt.allAccepted() && !AdvanceOrders.isAdvance(o.getValue())) {
                problem(tally, "badOrders", "entry", entry.folder(), "file", folder + "orders-" + o.getKey() + ".txt");
                return;
            }
            orders.put(o.getKey(), receipt.orderSet());
        }
        Dice dice = umpireDice
                ? new ScriptedDice(logged.stream().map(Roll::value).toList(), "the journal's dice")
                : seed.dice();
        Resolution r;
        try {
            r = TurnEngine.resolve(scenario, before, orders, dice);
        } catch (RuntimeException e) {
            problem(tally, "noReplay", "entry", entry.folder(), "why", String.valueOf(e.getMessage()));
            return;
        }
        compare(
                tally,
                entry,
                folder,
                "dice.txt",
                DiceLog.format(dice.log()).getBytes(StandardCharsets.UTF_8),
                store.journalFile(entry, "dice.txt"));
        compare(
                tally,
                entry,
                folder,
                "events.yaml",
                EventsYaml.write(r.events()),
                store.journalFile(entry, "events.yaml"));
        compare(
                tally,
                entry,
                folder,
                "state-after.yaml",
                StateYaml.write(r.next()),
                store.journalFile(entry, "state-after.yaml"));
    }

    /**
     * Every choice of the missed-orders policy (docs/club.md), replayed: each entry's {@code missed-orders.txt}
     * names the game's policy; a stand-in's orders are what the side's plan bot writes again from the side's view
     * of the state before the entry, its run is one more than the run before it and within the limit; a forfeit's
     * orders are the concession, and a forfeit or a pause comes only at the limit, as the policy says.
     */
    private void missedOrders(GameStore store, List<JournalRecord> journal, Scenario scenario) {
        MissedOrdersPolicy policy = store.config().missedOrders();
        int count = 0;
        int problems = 0;
        for (int i = 0; i < journal.size(); i++) {
            JournalRecord entry = journal.get(i);
            // the policy in force at this entry: that of the journal's copy of game.yaml then (it may have been edited)
            Optional<byte[]> copy = store.journalFile(entry, GameStore.JOURNAL_CONFIG);
            if (copy.isPresent()) {
                try {
                    policy = ConfigYaml.read(
                                    root + "journal/" + entry.folder() + "/" + GameStore.JOURNAL_CONFIG, copy.get())
                            .missedOrders();
                } catch (RuntimeException e) {
                    // a copy that cannot be read differs from game.yaml or breaks the chain: reported there
                }
            }
            Optional<MissedOrders> m =
                    entry.kind() == EntryKind.RESOLVE ? MissedOrders.of(store, entry) : Optional.empty();
            if (m.isEmpty()) {
                continue;
            }
            String file = root + "journal/" + entry.folder() + "/" + MissedOrders.FILE;
            if (!m.get().policy().equals(policy.line())) {
                problems++;
                findings.add(Finding.problem("missedPolicy", "entry", entry.folder(), "file", file));
                continue;
            }
            List<JournalRecord> standing = JournalOutcome.standing(journal.subList(0, i));
            Map<Side, String> orders = store.journalOrders(entry);
            GameState before = store.stateBefore(entry);
            for (Map.Entry<Side, MissedOrders.Choice> c : m.get().choices().entrySet()) {
                Side side = c.getKey();
                int run = MissedOrders.runBefore(store, standing, side);
                boolean ok;
                switch (c.getValue().act()) {
                    case STAND_IN -> {
                        count++;
                        ok = policy.kind() == MissedOrdersPolicy.Kind.STAND_IN
                                && c.getValue().run() == run + 1
                                && run < policy.standInLimit()
                                && StandIn.orders(scenario, before, side).equals(orders.get(side));
                    }
                    case FORFEIT -> {
                        count++;
                        ok = policy.afterLimit() == MissedOrdersPolicy.AfterLimit.FORFEIT
                                && c.getValue().run() == run
                                && run >= policy.standInLimit()
                                && StandIn.forfeit(side).equals(orders.get(side));
                    }
                    case PAUSED -> {
                        count++;
                        ok = policy.afterLimit() == MissedOrdersPolicy.AfterLimit.PAUSE
                                && c.getValue().run() == run
                                && run >= policy.standInLimit();
                    }
                    default -> ok = !orders.containsKey(side);
                }
                if (!ok) {
                    problems++;
                    findings.add(Finding.problem(
                            "missedChoice",
                            "entry",
                            entry.folder(),
                            "side",
                            side.name(),
                            "file",
                            root + "journal/" + entry.folder() + "/orders-" + side.name() + ".txt"));
                }
            }
        }
        if (count > 0 && problems == 0) {
            findings.add(Finding.passed("missedOk", "count", count, "policy", policy.line()));
        }
    }

    private void compare(
            Tally tally, JournalRecord entry, String folder, String file, byte[] replayed, Optional<byte[]> journaled) {
        if (journaled.isEmpty() || !Arrays.equals(replayed, journaled.get())) {
            problem(tally, "differs." + file, "entry", entry.folder(), "file", folder + file);
        }
    }

    private void problem(Tally tally, String key, Object... params) {
        tally.problems++;
        findings.add(Finding.problem(key, params));
    }
}
