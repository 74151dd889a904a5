package org.umpire.cli.club;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.archive.ArchiveVerifier;
import org.umpire.cli.archive.Finding;
import org.umpire.cli.archive.Verification;
import org.umpire.cli.game.MissedOrders;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.EntryKind;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.JournalRecord;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * Reads what the ladder needs from a finished game's archive ({@code umpire export}), once
 * {@link ArchiveVerifier} has verified it: an archive that does not verify gives no game, only its problems.
 * From the verified files: the players' addresses ({@code game.yaml}), the result ({@code state.yaml}: VP,
 * winner, concession), when the game ended (the last journal entry's {@code resolved-at}), and, per side,
 * the phases the game waited for the side's orders and those resolved with orders the side sent (the
 * journal entries' {@code orders-US.txt}, {@code orders-JP.txt}).
 */
public final class ClubArchives {

    /**
     * One archive read.
     *
     * @param game     the game, when the archive verified
     * @param problems what failed, when it did not (the findings of {@code umpire verify} that are problems)
     */
    public record Read(Optional<RatedGame> game, List<Finding> problems) {
        public Read {
            problems = List.copyOf(problems);
        }
    }

    private ClubArchives() {}

    /** Verifies {@code zip}, then reads its game; {@code workDir} is a new folder, deleted before returning. */
    public static Read read(byte[] zip, Path workDir) {
        try {
            Verification v = ArchiveVerifier.verify(zip, workDir);
            if (!v.verified()) {
                return new Read(
                        Optional.empty(),
                        v.findings().stream()
                                .filter(f -> f.level() == Finding.Level.PROBLEM)
                                .toList());
            }
            return new Read(Optional.of(game(workDir.resolve("games"))), List.of());
        } finally {
            AtomicFiles.deleteTree(workDir);
        }
    }

    /** The game unpacked in {@code games} (one game folder, verified). */
    static RatedGame game(Path games) {
        GameStore store = GameStore.open(GamesHome.of(games), GameId.parse(onlyFolder(games)));
        GameConfig config = store.config();
        GameState end = store.state();
        Map<Side, List<String>> players = players(config);
        Map<Side, Vp> vp = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            vp.put(side, end.vpOf(side));
        }
        List<JournalRecord> journal = store.journal();
        Set<String> undone = new HashSet<>();
        for (JournalRecord r : journal) {
            if (r.kind() == EntryKind.UNDO) {
                r.undoes().ifPresent(undone::add);
            }
        }
        Scenario scenario = new ScenarioLoader().load(store.dir().resolve("rules"));
        Map<Side, Integer> awaited = new EnumMap<>(Side.class);
        Map<Side, Integer> answered = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            awaited.put(side, 0);
            answered.put(side, 0);
        }
        for (JournalRecord r : journal) {
            if (r.kind() != EntryKind.RESOLVE || undone.contains(r.folder())) {
                continue;
            }
            Set<Side> sent = new HashSet<>(store.journalOrders(r).keySet());
            // docs/club.md: orders the missed-orders policy gave (the stand-in's, a forfeit) were not sent by the side
            MissedOrders.of(store, r)
                    .ifPresent(m -> m.choices().forEach((side, c) -> {
                        if (c.act() == MissedOrders.Act.STAND_IN || c.act() == MissedOrders.Act.FORFEIT) {
                            sent.remove(side);
                        }
                    }));
            for (Side side : TurnEngine.awaiting(scenario, store.stateBefore(r))) {
                awaited.merge(side, 1, Integer::sum);
                if (sent.contains(side)) {
                    answered.merge(side, 1, Integer::sum);
                }
            }
        }
        return new RatedGame(
                store.id().value(),
                journal.get(journal.size() - 1).resolvedAt(),
                players,
                vp,
                end.winner(),
                end.concededBy(),
                awaited,
                answered);
    }

    /**
     * Each side's players as the ladder names them: the addresses of {@code game.yaml}, lower-cased, each once;
     * {@link RatedGame#BOT} for a side the program plays.
     */
    static Map<Side, List<String>> players(GameConfig config) {
        Map<Side, List<String>> players = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            List<String> addresses = new ArrayList<>();
            for (Player p : config.playersOf(side)) {
                String a = p.email().trim().toLowerCase(Locale.ROOT);
                if (!addresses.contains(a)) {
                    addresses.add(a);
                }
            }
            players.put(side, config.botPlays(side) || addresses.isEmpty() ? List.of(RatedGame.BOT) : addresses);
        }
        return players;
    }

    private static String onlyFolder(Path games) {
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(games, Files::isDirectory)) {
            for (Path p : ds) {
                return p.getFileName().toString();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalStateException("a verified archive unpacks to a game folder");
    }
}
