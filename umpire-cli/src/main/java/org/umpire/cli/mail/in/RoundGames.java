package org.umpire.cli.mail.in;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.mail.out.MessageIds;
import org.umpire.cli.orders.OrdersContexts;
import org.umpire.cli.orders.StoredOrdersContexts;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.state.GameState;

/**
 * The games one intake (a {@code receive}, a {@code watch} round) reads mails for, each opened once for the
 * intake instead of once per mail (docs/mail-in.md#speed). Nothing here is trusted across a change made by
 * another process: every mail still takes the game's lock, which re-reads the game's files (the state parsed
 * again only when its bytes changed), and what this class keeps beside the store is checked against the disk
 * under that lock before it is used:
 *
 * <ul>
 *   <li>the index of the game's {@code mail/received.log} (which mails were read, how many from each side),
 *       used while the log's size, time and file are those it was read or last appended to with; any other
 *       stamp reads it again;
 *   <li>the number of earlier copies of a side's orders for a phase, probed on disk (copies are numbered
 *       {@code .1.txt}, {@code .2.txt}... with no gap, see {@link GameStore#saveOrders}) instead of read;
 *   <li>the sides the current phase awaits, for the very state object the store holds (a state read again
 *       from changed bytes is another object);
 *   <li>the Message-ID of each player's thread (keyed by the game's secret, fixed for the game's life).
 * </ul>
 *
 * A failure while a game is locked forgets everything kept for it: the next mail opens it afresh.
 */
final class RoundGames {

    private final GamesHome home;
    private final StoredOrdersContexts contexts;
    private final Map<GameId, Game> games = new HashMap<>();

    RoundGames(GamesHome home, StoredOrdersContexts contexts) {
        this.home = home;
        this.contexts = contexts;
    }

    /** The game's store, opened once for the intake (not locked: for what a mail reads before the lock). */
    GameStore store(GameId id) {
        return game(id).store;
    }

    /**
     * Runs {@code work} under the game's lock, with the game as it is on disk now (the lock re-reads it). A
     * failure forgets the game: the next mail opens it afresh, as each mail did before.
     */
    <T> T withLock(GameId id, BiFunction<GameStore, OrdersContexts.LockedGame, T> work) {
        Game g = game(id);
        try {
            if (g.context == null) {
                g.context = contexts.of(g.store); // the scenario: needed from the lock on only, as before
            }
            return contexts.withLockedStore(g.context, work);
        } catch (RuntimeException e) {
            games.remove(id);
            throw e;
        }
    }

    /** What became of the mail whose key is {@code mailKey} in this game (the store's words), under the lock. */
    Optional<String> mailOutcome(GameStore store, String mailKey) {
        return game(store.id()).received.outcome(store, mailKey);
    }

    /** How many mails of {@code side} the game has read, under the lock. */
    int mailsReadFrom(GameStore store, Side side) {
        return game(store.id()).received.readFrom(store, side);
    }

    /** The mail {@code mailKey} of {@code side} was just recorded by this intake, under the same lock. */
    void recorded(GameStore store, String mailKey, Side side) {
        game(store.id()).received.recorded(store, mailKey, side);
    }

    /** How many earlier copies of the side's orders for the phase the game keeps, under the lock. */
    int earlierOrders(GameStore store, int turn, Phase phase, Side side) {
        Game g = game(store.id());
        Path current = store.ordersFile(turn, phase, side);
        String name = current.getFileName().toString();
        String base = name.substring(0, name.length() - ".txt".length());
        Integer known = g.earlier.get(name);
        int n;
        if (known == null || (known > 0 && !exists(current.resolveSibling(base + "." + known + ".txt")))) {
            n = store.earlierOrders(turn, phase, side).size();
        } else {
            n = known;
            while (exists(current.resolveSibling(base + "." + (n + 1) + ".txt"))) {
                n++;
            }
        }
        g.earlier.put(name, n);
        return n;
    }

    /** The sides the game's current phase awaits ({@link TurnEngine#awaiting}), worked out once per state read. */
    Set<Side> awaiting(GameStore store) {
        Game g = game(store.id());
        GameState state = store.state();
        if (g.awaitingFor != state) {
            g.awaiting = TurnEngine.awaiting(g.context.scenario(), state); // under the lock: context set
            g.awaitingFor = state;
        }
        return g.awaiting;
    }

    /**
     * {@link MessageIds#thread(GameStore, Side, String, String)}, worked out once per player and domain: it depends
     * on the game's secret seed, which its commitment in {@code game.yaml} fixes for the game's life.
     */
    String thread(GameStore store, Side side, String address, String domain) {
        return game(store.id())
                .threads
                .computeIfAbsent(
                        side + "\t" + address + "\t" + domain, k -> MessageIds.thread(store, side, address, domain));
    }

    private Game game(GameId id) {
        Game g = games.get(id);
        if (g == null) {
            g = new Game(GameStore.open(home, id));
            games.put(id, g);
        }
        return g;
    }

    private static boolean exists(Path p) {
        return Files.exists(p, LinkOption.NOFOLLOW_LINKS);
    }

    /** One game kept for the intake. */
    private static final class Game {
        final GameStore store;
        /** The game with its scenario, made at the first lock. */
        GameContext context;

        final ReceivedIndex received;
        /** Earlier copies known, by the current orders file's name ({@code T02-P2-US.txt}). */
        final Map<String, Integer> earlier = new HashMap<>();
        /** The players' threads, by side, address and domain. */
        final Map<String, String> threads = new HashMap<>();

        GameState awaitingFor;
        Set<Side> awaiting;

        Game(GameStore store) {
            this.store = store;
            this.received = new ReceivedIndex(store.replyQueue().resolveSibling("received.log"));
        }
    }

    /** A file's size, time and identity: any write by anyone changes one of them. */
    private record Stamp(long size, FileTime modified, Object fileKey) {

        static Optional<Stamp> of(Path file) {
            try {
                BasicFileAttributes a =
                        Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                return Optional.of(new Stamp(a.size(), a.lastModifiedTime(), a.fileKey()));
            } catch (NoSuchFileException e) {
                return Optional.empty();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the attributes of " + file + ": " + e.getMessage(), e);
            }
        }
    }

    /**
     * The index of a game's {@code mail/received.log} (docs/mail-in.md, "The intake's own files": time, the mail's
     * key, the phase, the side, what became of it; a last line cut short by a stop is no record), read the way
     * the store reads it, again whenever the file's stamp is not the one this index knows.
     */
    private static final class ReceivedIndex {
        private final Path log;
        /** The stamp the index holds for (empty: no log); null: not read yet, or not to be trusted. */
        private Optional<Stamp> stamp;

        private boolean endsWithLine;
        /** Each key read, with its outcome; empty for the mails this intake recorded (the store words them). */
        private final Map<String, Optional<String>> outcomes = new HashMap<>();

        private final Map<Side, Integer> bySide = new EnumMap<>(Side.class);

        ReceivedIndex(Path log) {
            this.log = log;
        }

        Optional<String> outcome(GameStore store, String key) {
            fresh();
            Optional<String> o = outcomes.get(key);
            if (o == null) {
                return Optional.empty();
            }
            return o.isPresent() ? o : store.mailOutcome(key);
        }

        int readFrom(GameStore store, Side side) {
            fresh();
            return bySide.getOrDefault(side, 0);
        }

        /** After the store appended the mail's line under the lock this index was checked under. */
        void recorded(GameStore store, String key, Side side) {
            if (stamp == null || !endsWithLine) {
                stamp = null;
                return;
            }
            outcomes.putIfAbsent(key, Optional.empty());
            bySide.merge(side, 1, Integer::sum);
            stamp = Stamp.of(log);
        }

        private void fresh() {
            Optional<Stamp> now = Stamp.of(log);
            if (stamp != null && stamp.equals(now)) {
                return;
            }
            outcomes.clear();
            bySide.clear();
            endsWithLine = true;
            if (now.isPresent() && Files.isRegularFile(log, LinkOption.NOFOLLOW_LINKS)) {
                String text = new String(GameFiles.readStoreFile(log), StandardCharsets.UTF_8);
                endsWithLine = text.isEmpty() || text.endsWith("\n");
                String[] lines = text.split("\n");
                int whole = endsWithLine ? lines.length : lines.length - 1; // a line cut short by a stop
                for (int i = 0; i < whole; i++) {
                    String[] f = lines[i].split("\t");
                    if (f.length >= 5) {
                        outcomes.putIfAbsent(f[1], Optional.of(f[2] + " " + f[3] + " " + f[4]));
                        for (Side s : Side.values()) {
                            if (f[3].equals(s.name())) {
                                bySide.merge(s, 1, Integer::sum);
                            }
                        }
                    }
                }
            }
            stamp = Objects.requireNonNull(now);
        }
    }
}
