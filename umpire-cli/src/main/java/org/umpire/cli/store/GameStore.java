package org.umpire.cli.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.Problem;
import org.umpire.cli.base.UserException;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * One game's folder ({@code games/<id>/}): configuration, secret seed, current state, journal of
 * every phase and orders received. See {@code docs/game-store.md} for the layout.
 *
 * <p>Reading needs nothing: {@link #open} a game and ask. Changing it ({@link #commit},
 * {@link #undoLast}, {@link #saveOrders}) needs the game's lock, held for the whole
 * read–resolve–write sequence:
 * <pre>
 * GameStore store = GameStore.open(home, id);
 * try (GameLock lock = store.lock()) {          // re-reads the game, cleans up after a crash
 *     GameState before = store.state();
 *     ... resolve with GameDice.forGame(store) ...
 *     store.commit(JournalEntry.resolve(Instant.now()).withOrders(...).withDice(dice.log()), after);
 * }
 * </pre>
 *
 * <p>A commit writes the journal entry first (whole, in one rename), then swaps {@code state.yaml}
 * (one rename): the state swap is the commit point. If the program stops between the two, the
 * entry is not counted (its state before is still the current state) and the next lock removes it,
 * so a rerun writes the same entry again. A store object is for one thread.
 */
public final class GameStore {

    public static final String CONFIG = "game.yaml";
    /** The copy of {@link #CONFIG} bound into the journal's hash chain (docs/game-store.md). */
    public static final String JOURNAL_CONFIG = Journal.CONFIG_COPY;

    public static final String SEED = "seed.secret";
    public static final String STATE = "state.yaml";
    public static final String LOCK = ".lock";
    /** The copy of a club's scenario data ({@code new --rules DIR}) the game was created with. */
    public static final String RULES = "rules";

    private final GamesHome home;
    private final GameId id;
    private final Path dir;
    private final Journal journal;
    private final OrdersFolder ordersFolder;
    private final ReceivedMails receivedMails;
    private final JournalIndex index;
    private GameConfig config;
    private GameState state;
    private Journal.View view;
    /** Entries read so far, by folder: entry.yaml is read when first asked for, not at open. */
    private final Map<String, JournalRecord> records = new HashMap<>();

    private GameSeed seed;
    private final Map<String, String> links = new HashMap<>();
    private GameLock lock;
    /** The bytes {@link #state} was read from (a re-read of the same bytes is not parsed again). */
    private byte[] stateBytes;
    /** Checks every state read against the game's scenario, once {@link #checkAgainst} named it. */
    private Scenario scenario;

    /** Entries this program committed (by folder and time): a change of its own is not another process's. */
    private static final Set<String> COMMITTED_HERE = ConcurrentHashMap.newKeySet();

    /** When {@code state.yaml} was last written (the last commit), as the file system says. */
    public Instant stateWrittenAt() {
        try {
            return Files.getLastModifiedTime(dir.resolve(STATE)).toInstant();
        } catch (IOException e) {
            throw StoreIo.failure("reading the time of", dir.resolve(STATE), e);
        }
    }

    /** True when this program (this JVM) committed {@code entry}. */
    public boolean committedHere(JournalRecord entry) {
        return COMMITTED_HERE.contains(
                dir.toAbsolutePath().normalize() + "/" + entry.folder() + "@" + entry.resolvedAt());
    }

    /** Where the store reports what it did on its own (an entry set aside); the command line prints them on its error output. */
    public static final ThreadLocal<Consumer<String>> NOTICES = ThreadLocal.withInitial(() -> System.err::println);

    private GameStore(GamesHome home, GameId id, Path dir) {
        this.home = home;
        this.id = id;
        this.dir = dir;
        this.journal = new Journal(dir);
        this.ordersFolder = new OrdersFolder(dir);
        this.receivedMails = new ReceivedMails(dir);
        this.index = new JournalIndex(journal.dir());
    }

    // ----------------------------------------------------------------------------- finding games

    /**
     * Creates a game folder, whole or not at all: everything is written in a temporary folder
     * that is then renamed to {@code games/<id>}. Creates the games folder if needed.
     *
     * @param config  the game's configuration; its {@code seedSha256} must be {@code seed.commitment()}
     * @param seed    the secret dice seed ({@link GameSeed#random()}, or {@link GameSeed#fromNumber} for {@code --seed N})
     * @param initial the state before any phase (the scenario's {@code InitialState})
     * @throws UserException {@link ExitCode#CONFLICT} when a game with this id exists
     */
    public static GameStore create(GamesHome home, GameConfig config, GameSeed seed, GameState initial) {
        return create(home, config, seed, initial, Map.of());
    }

    /**
     * Creates a game folder at once (or not at all), with {@code rulesFiles} (file name to bytes) copied
     * into its {@link #RULES} folder when not empty: a game made with a club's {@code --rules} keeps that
     * data, so later commands need no {@code --rules} and a later edit of the club's folder cannot change
     * a game under way.
     */
    public static GameStore create(
            GamesHome home, GameConfig config, GameSeed seed, GameState initial, Map<String, byte[]> rulesFiles) {
        if (!seed.commitment(config.id()).equals(config.seedSha256())) {
            throw new IllegalArgumentException("game.yaml's seed-sha256 must be the seed's commitment");
        }
        byte[] stateBytes = encodeChecked(initial);
        Path root = home.root();
        try {
            Files.createDirectories(root);
        } catch (IOException e) {
            throw StoreIo.failure("creating the games folder", root, e);
        }
        Path target = home.gameDir(config.id());
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw exists(config.id(), root);
        }
        Path tmp = root.resolve(AtomicFiles.tempName(config.id().value()));
        try {
            AtomicFiles.createDirectory(tmp, false);
            AtomicFiles.writeNew(tmp.resolve(CONFIG), ConfigYaml.write(config), false);
            AtomicFiles.writeNew(tmp.resolve(SEED), seed.fileText().getBytes(StandardCharsets.US_ASCII), true);
            AtomicFiles.writeNew(tmp.resolve(STATE), stateBytes, false);
            AtomicFiles.createDirectory(tmp.resolve(Journal.DIR), false);
            AtomicFiles.createDirectory(tmp.resolve(OrdersFolder.DIR), false);
            if (!rulesFiles.isEmpty()) {
                Path rules = tmp.resolve(RULES);
                AtomicFiles.createDirectory(rules, false);
                for (Map.Entry<String, byte[]> f : new TreeMap<>(rulesFiles).entrySet()) {
                    AtomicFiles.writeNew(rules.resolve(f.getKey()), f.getValue(), false);
                }
                AtomicFiles.syncDirectory(rules);
            }
            AtomicFiles.syncDirectory(tmp);
            moveDirectory(tmp, target, config.id(), root);
        } catch (RuntimeException e) {
            AtomicFiles.deleteTree(tmp);
            throw e;
        }
        AtomicFiles.syncDirectory(root);
        return open(home, config.id());
    }

    private static void moveDirectory(Path tmp, Path target, GameId id, Path root) {
        try {
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target);
            }
        } catch (FileAlreadyExistsException | DirectoryNotEmptyException e) {
            throw exists(id, root);
        } catch (IOException e) {
            throw StoreIo.failure("creating game folder", target, e);
        }
    }

    private static UserException exists(GameId id, Path root) {
        return new UserException(
                ExitCode.CONFLICT,
                "game " + id + " already exists in " + root + "; pick another id, or remove that game's folder first");
    }

    /**
     * Opens a game to read it.
     *
     * @throws UserException {@link ExitCode#NOT_FOUND} when there is no such game;
     *                       {@link ExitCode#INVALID} ({@link BadFileException}) when its files are damaged
     */
    /**
     * Deletes a game and everything in its folder, under its lock (used by {@code umpire demo} to
     * replay its own game; there is no command that deletes a player's game).
     */
    public static void delete(GamesHome home, GameId id) {
        GameStore store = open(home, id);
        try (GameLock lock = store.lock()) {
            AtomicFiles.deleteTree(store.dir());
        }
    }

    public static GameStore open(GamesHome home, GameId id) {
        Path dir = home.gameDir(id);
        if (!Files.isDirectory(dir)) {
            throw new UserException(
                    ExitCode.NOT_FOUND,
                    "there is no game " + id + " in " + home.root() + "; `umpire status` lists the games there");
        }
        GameStore store = new GameStore(home, id, dir);
        store.reload();
        return store;
    }

    /**
     * Every game of the games folder, sorted by id; a game that cannot be read is listed with its
     * problem. Folders whose names are not game ids (and temporary folders) are not games.
     */
    public static List<GameListing> listGames(GamesHome home) {
        List<GameListing> result = new ArrayList<>();
        if (!Files.isDirectory(home.root())) {
            return result;
        }
        TreeMap<GameId, Path> found = new TreeMap<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(home.root())) {
            for (Path p : ds) {
                String name = p.getFileName().toString();
                Optional<GameId> gid = GameId.tryParse(name);
                if (gid.isPresent() && gid.get().value().equals(name) && Files.isDirectory(p)) {
                    found.put(gid.get(), p);
                }
            }
        } catch (IOException e) {
            throw StoreIo.failure("listing the games folder", home.root(), e);
        }
        for (GameId gid : found.keySet()) {
            try {
                result.add(new GameListing(gid, Optional.of(open(home, gid)), Optional.empty()));
            } catch (UserException e) {
                result.add(new GameListing(gid, Optional.empty(), Optional.of(e.getMessage())));
            }
        }
        return result;
    }

    // ---------------------------------------------------------------------------------- reading

    public GameId id() {
        return id;
    }

    public GamesHome home() {
        return home;
    }

    /** The game's folder. */
    public Path dir() {
        return dir;
    }

    /** The scenario data copied into the game when it was created with {@code --rules}, if it was. */
    public Optional<Path> rulesDir() {
        Path rules = dir.resolve(RULES);
        return Files.isDirectory(rules, LinkOption.NOFOLLOW_LINKS) ? Optional.of(rules) : Optional.empty();
    }

    public GameConfig config() {
        return config;
    }

    /** The committed state. */
    public GameState state() {
        return state;
    }

    /**
     * The secret dice seed, checked against the commitment in {@code game.yaml}. For the dice
     * service ({@code GameDice}) and the end-of-game reveal only: never put it in a report.
     */
    public GameSeed seed() {
        if (seed == null) {
            Path p = dir.resolve(SEED);
            if (!Files.exists(p)) {
                throw new UserException(
                        ExitCode.INVALID,
                        p + " is missing: game " + id + " cannot roll dice without it; restore it from a backup");
            }
            String text = new String(read(p), StandardCharsets.US_ASCII);
            GameSeed s = GameSeed.tryParse(text)
                    .orElseThrow(() -> new BadFileException(
                            new Problem(
                                    p.toString(),
                                    1,
                                    "not a seed: expected the lines \"seed: HEX\", \"nonce: HEX\" (64 hex"
                                            + " digits each) and \"chosen: yes|no\""),
                            "Restore seed.secret from a backup."));
            if (!s.commitment(config.id()).equals(config.seedSha256())) {
                throw new UserException(
                        ExitCode.INVALID,
                        p + " does not match the seed-sha256 published in " + dir.resolve(CONFIG)
                                + ": the seed changed after the game started; restore the original seed.secret");
            }
            seed = s;
        }
        return seed;
    }

    /**
     * The hash chain's link of a committed entry ({@link JournalChain}): what its report mails carry.
     * Reads the entry's files once per store.
     */
    public String chainLink(JournalRecord entry) {
        return links.computeIfAbsent(entry.folder(), f -> JournalChain.link(seed().nonce(), journal.files(f)));
    }

    /** The link a committed entry names for the one before it, if it names one (entries made before the chain do not). */
    public Optional<String> chainPrevious(JournalRecord entry) {
        return journal.previous(entry.folder());
    }

    /** The link of the last committed entry, or the chain's start before any entry. */
    public String chainHead() {
        return lastEntry().map(this::chainLink).orElseGet(() -> JournalChain.start(config.seedSha256()));
    }

    /** Every committed entry, oldest first (undo entries included). */
    public List<JournalRecord> journal() {
        List<JournalRecord> result = new ArrayList<>();
        for (String folder : view.committed()) {
            result.add(record(folder));
        }
        return result;
    }

    /** Every file of a committed entry's folder, by name (an archive carries them all). */
    public SortedMap<String, byte[]> journalFiles(JournalRecord entry) {
        return journal.files(entry.folder());
    }

    /** The bytes of one of the game folder's own files ({@link #CONFIG}, {@link #SEED}, {@link #STATE}). */
    public byte[] gameFile(String name) {
        if (!Set.of(CONFIG, SEED, STATE).contains(name)) {
            throw new IllegalArgumentException("not a game file: " + name);
        }
        return read(dir.resolve(name));
    }

    /** The last committed entry, if any phase was resolved. */
    public Optional<JournalRecord> lastEntry() {
        List<String> c = view.committed();
        return c.isEmpty() ? Optional.empty() : Optional.of(record(c.get(c.size() - 1)));
    }

    private JournalRecord record(String folder) {
        return records.computeIfAbsent(folder, f -> index.get(f).orElseGet(() -> journal.record(f)));
    }

    /** The state before an entry ({@code state-before.yaml}). */
    public GameState stateBefore(JournalRecord entry) {
        return journalState(entry, Journal.STATE_BEFORE);
    }

    /** The state after an entry ({@code state-after.yaml}). */
    public GameState stateAfter(JournalRecord entry) {
        return journalState(entry, Journal.STATE_AFTER);
    }

    private GameState journalState(JournalRecord entry, String file) {
        GameState s = journal.state(entry.folder(), file);
        if (scenario != null) {
            StateCheck.require(
                    scenario,
                    s,
                    journal.dir().resolve(entry.folder()).resolve(file).toString(),
                    journal.read(entry.folder(), file),
                    "This journal file was damaged or edited; restore it from a backup." + " Nothing was changed.");
        }
        return s;
    }

    /**
     * From now on every state this store reads ({@code state.yaml}, journal states) is checked
     * against {@code scenario} and the rules' invariants ({@link StateCheck}); the current state
     * is checked at once.
     *
     * @throws BadFileException (exit 1) naming the file, line and field of each problem
     */
    public GameStore checkAgainst(Scenario scenario) {
        this.scenario = scenario;
        checkState(stateBytes);
        checkHandEdits();
        return this;
    }

    /** see docs/mail-in.md: a state edited by hand that moves a unit farther than it could go since the journal saw it is refused. */
    private void checkHandEdits() {
        if (scenario != null) {
            HandEdits.require(this, scenario, state, dir.resolve(STATE).toString(), stateBytes);
        }
    }

    private void checkState(byte[] bytes) {
        if (scenario != null) {
            StateCheck.require(
                    scenario,
                    state,
                    dir.resolve(STATE).toString(),
                    bytes,
                    "Fix " + STATE
                            + " at the line(s) above, or copy " + Journal.STATE_AFTER + " of the last entry in "
                            + journal.dir()
                            + " over it. Nothing was changed.");
        }
    }

    /** The orders an entry was resolved with, by side. */
    public Map<Side, String> journalOrders(JournalRecord entry) {
        Map<Side, String> result = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            journal.readIfPresent(entry.folder(), Journal.ordersFile(side))
                    .ifPresent(b -> result.put(side, new String(b, StandardCharsets.UTF_8)));
        }
        return Collections.unmodifiableMap(result);
    }

    /** The rolls of an entry, in order. */
    public List<Roll> journalDice(JournalRecord entry) {
        Optional<byte[]> b = journal.readIfPresent(entry.folder(), Journal.DICE);
        if (b.isEmpty()) {
            return List.of();
        }
        String source =
                journal.dir().resolve(entry.folder()).resolve(Journal.DICE).toString();
        return DiceLog.parse(source, new String(b.get(), StandardCharsets.UTF_8));
    }

    /** Any file of an entry by name ({@code events.yaml}, an extra file), if it has one. */
    public Optional<byte[]> journalFile(JournalRecord entry, String name) {
        if (name.contains("/") || name.contains("\\") || name.startsWith(".")) {
            throw new IllegalArgumentException("\"" + name + "\" is not a journal file name");
        }
        return journal.readIfPresent(entry.folder(), name);
    }

    /** The current orders of each side that sent some for a phase, US first. */
    public Map<Side, String> orders(int turn, Phase phase) {
        return ordersFolder.current(turn, phase);
    }

    /** The file of a side's current orders for a phase (it may not exist), for messages. */
    public Path ordersFile(int turn, Phase phase, Side side) {
        return ordersFolder.dir().resolve(OrdersFolder.fileName(turn, phase, side));
    }

    /** The orders a side sent for a phase before its current ones, oldest first. */
    public List<String> earlierOrders(int turn, Phase phase, Side side) {
        return ordersFolder.earlier(turn, phase, side);
    }

    // --------------------------------------------------------------------------------- changing

    /**
     * Takes the game's lock, then re-reads the game (another process may have changed it since
     * {@link #open}) and clears what a crash left: temporary files and an uncommitted journal entry.
     *
     * @throws UserException {@link ExitCode#CONFLICT} when another process (or another store in
     *                       this one) holds it
     */
    public GameLock lock() {
        GameLock l = GameLock.acquire(dir.resolve(LOCK), id);
        try {
            reload();
            AtomicFiles.removeTemporaries(dir);
            AtomicFiles.removeTemporaries(journal.dir());
            AtomicFiles.removeTemporaries(ordersFolder.dir());
            for (String mailFolder : new String[] {"outbox", "mail", "mail/" + ReceivedMails.QUEUE
            }) { // OutboxDelivery.FOLDER, SentLog.FOLDER
                if (!Files.isSymbolicLink(dir.resolve(mailFolder))) { // a link is refused where it is written
                    AtomicFiles.removeTemporaries(dir.resolve(mailFolder));
                }
            }
            if (view.uncommitted().isPresent()) {
                Path aside = journal.setAside(view.uncommitted().get());
                NOTICES.get()
                        .accept("note: journal entry " + view.uncommitted().get() + " of game " + id + " was never"
                                + " committed (" + STATE
                                + " is still its state before: the program stopped in between, or "
                                + STATE + " was put back by hand); it does not count and was moved, whole, to "
                                + aside);
                records.remove(view.uncommitted().get());
                view = new Journal.View(view.committed(), Optional.empty());
            }
            if (!index.covers(view.committed())) {
                index.rewrite(dir, journal());
            }
            lock = l;
            // docs/mail-in.md: a mail whose orders a stop left half stored is finished before anything reads the orders
            receivedMails.finishPending(this).forEach(NOTICES.get());
        } catch (RuntimeException e) {
            lock = null;
            l.close();
            throw e;
        }
        return l;
    }

    /**
     * Records a resolved phase (or an umpire override) and makes {@code newState} the game's state.
     * The entry is named after the current state's turn and phase.
     *
     * @return the entry as committed
     */
    public JournalRecord commit(JournalEntry entry, GameState newState) {
        JournalRecord rec = appendEntry(entry, newState);
        swapState(newState, rec);
        return rec;
    }

    /** First half of {@link #commit}: the journal entry alone (tests stop here to play a crash). */
    JournalRecord appendEntry(JournalEntry entry, GameState newState) {
        requireLock("commit");
        if (entry.kind() == EntryKind.UNDO) {
            throw new IllegalArgumentException("undo entries are written by undoLast()");
        }
        byte[] after = encodeChecked(newState);
        requireStateOnDisk();
        GameFiles.requireNoLinks(dir, journal.dir());
        int seq = view.nextSeq();
        JournalRecord rec = new JournalRecord(
                seq,
                Journal.folderName(seq, state.turn(), state.phase(), entry.kind()),
                state.turn(),
                state.phase(),
                entry.kind(),
                entry.resolvedAt(),
                Optional.empty(),
                entry.continues(),
                entry.waits());
        Map<String, byte[]> files = new TreeMap<>(entry.files());
        files.put(Journal.ENTRY_YAML, Journal.entryYaml(rec, chainHead()));
        files.put(Journal.STATE_BEFORE, StateYaml.write(state));
        files.put(Journal.STATE_AFTER, after);
        files.put(Journal.DICE, DiceLog.format(entry.dice()).getBytes(StandardCharsets.UTF_8));
        files.put(Journal.EVENTS, entry.events());
        entry.orders()
                .forEach((side, text) -> files.put(Journal.ordersFile(side), text.getBytes(StandardCharsets.UTF_8)));
        // docs/game-store.md: game.yaml (the players, their addresses and languages, the policy) is bound into the
        // hash chain: copied into the first entry, and into each entry after it changed
        byte[] config = read(dir.resolve(CONFIG));
        if (!Arrays.equals(config, journalConfig().orElse(null))) {
            files.put(Journal.CONFIG_COPY, config);
        }
        journal.append(rec.folder(), files);
        return rec;
    }

    /**
     * The copy of {@code game.yaml} the journal holds last ({@link Journal#CONFIG_COPY}: in the first entry and
     * in each entry after {@code game.yaml} changed), or empty for a game made before it was kept.
     */
    public Optional<byte[]> journalConfig() {
        List<String> c = view.committed();
        for (int i = c.size() - 1; i >= 0; i--) {
            Optional<byte[]> b = journal.readIfPresent(c.get(i), Journal.CONFIG_COPY);
            if (b.isPresent()) {
                return b;
            }
        }
        return Optional.empty();
    }

    /** Second half of {@link #commit}: the commit point. */
    void swapState(GameState newState, JournalRecord rec) {
        byte[] bytes = StateYaml.write(newState);
        GameFiles.writeAtomically(dir, dir.resolve(STATE), bytes);
        state = newState;
        stateBytes = bytes;
        view = view.with(rec.folder());
        records.put(rec.folder(), rec);
        index.append(dir, rec);
        COMMITTED_HERE.add(dir.toAbsolutePath().normalize() + "/" + rec.folder() + "@" + rec.resolvedAt());
    }

    /**
     * Puts back the state before the latest entry not undone yet, and records an undo entry (so
     * undo twice goes two entries back). Orders received stay in {@code orders/}.
     *
     * @param at when the command ran
     * @return the undo entry
     * @throws UserException {@link ExitCode#CONFLICT} when there is nothing left to undo
     */
    public JournalRecord undoLast(Instant at) {
        requireLock("undo");
        List<JournalRecord> active = new ArrayList<>();
        for (JournalRecord r : journal()) {
            if (r.kind() == EntryKind.UNDO) {
                active.removeIf(a -> a.folder().equals(r.undoes().get()));
            } else {
                active.add(r);
            }
        }
        if (active.isEmpty()) {
            throw new UserException(
                    ExitCode.CONFLICT,
                    "nothing to undo in game " + id
                            + ": no phase has been resolved yet, or every one was undone already");
        }
        JournalRecord target = active.get(active.size() - 1);
        requireStateOnDisk();
        GameFiles.requireNoLinks(dir, journal.dir());
        GameState restored = stateBefore(target);
        int seq = view.nextSeq();
        JournalRecord rec = new JournalRecord(
                seq,
                Journal.folderName(seq, target.turn(), target.phase(), EntryKind.UNDO),
                target.turn(),
                target.phase(),
                EntryKind.UNDO,
                at,
                Optional.of(target.folder()));
        Map<String, byte[]> files = new TreeMap<>();
        files.put(Journal.ENTRY_YAML, Journal.entryYaml(rec, chainHead()));
        files.put(Journal.STATE_BEFORE, StateYaml.write(state));
        files.put(Journal.STATE_AFTER, encodeChecked(restored));
        journal.append(rec.folder(), files);
        swapState(restored, rec);
        return rec;
    }

    /**
     * Rebuilds what the store derives from the journal ({@code journal/index.tsv}) from the
     * entries' own files, reading and checking every entry (and, once {@link #checkAgainst} named
     * the scenario, every state of the journal).
     *
     * @return the number of entries read
     */
    public int repair() {
        requireLock("repair");
        records.clear();
        List<JournalRecord> all = new ArrayList<>();
        for (String folder : view.committed()) {
            JournalRecord r = journal.record(folder);
            records.put(folder, r);
            all.add(r);
            stateBefore(r);
            stateAfter(r);
        }
        index.rewrite(dir, all);
        return all.size();
    }

    /**
     * Stores a side's orders for a phase; orders sent again replace the current ones, which are
     * kept as {@code orders/T02-P2-US.1.txt}, {@code .2.txt}... (1 the oldest).
     *
     * @return true when earlier orders were replaced
     */
    public boolean saveOrders(int turn, Phase phase, Side side, String text) {
        requireLock("save orders");
        GameFiles.requireNoLinks(dir, ordersFolder.dir());
        return ordersFolder.save(turn, phase, side, text);
    }

    /**
     * docs/mail-in.md: true when this game has read the mail whose key (a hash of its Message-ID) is {@code mailKey}:
     * its orders were stored (or nothing, if it had none) for one phase, and its reply queued. A mail read
     * again is never read against another phase.
     */
    public boolean mailReceived(String mailKey) {
        return receivedMails.received(mailKey);
    }

    /** What became of a mail this game read: {@code T03-P1 US stored}. */
    public Optional<String> mailOutcome(String mailKey) {
        return receivedMails.outcome(mailKey);
    }

    /**
     * How many mails of {@code side} this game has read: a receipt names its mail by the next number, so that
     * no two of a side's receipts share a subject. The side's own doing only.
     */
    public int mailsReadFrom(Side side) {
        return receivedMails.readFrom(side);
    }

    /**
     * docs/mail-in.md: makes what a mail changes all at once, even across a stop: its orders stored (or its text
     * kept), the mail recorded as read for {@code mail.phase()}, its reply queued in {@code mail/queue/}. A
     * stop in between is finished at the next {@link #lock()}.
     */
    public void receiveMail(MailChanges mail) {
        requireLock("store a mail's orders");
        if (mail.turn() != state.turn() || mail.phase() != state.phase()) {
            throw new IllegalArgumentException("a mail read for " + mail.phaseKey() + " cannot be stored at "
                    + PhaseNames.turnAndPhase(state.turn(), state.phase()));
        }
        receivedMails.receive(this, mail);
    }

    /** The folder of the replies waiting to go ({@code mail/queue/}). */
    public Path replyQueue() {
        return receivedMails.queueDir();
    }

    /**
     * The text a side mailed while the game was not waiting for it (I-ORD-25), kept for its next decision:
     * {@code orders/kept-US.txt}; empty when there is none.
     */
    public Optional<String> keptOrders(Side side) {
        Path f = ordersFolder.dir().resolve(keptName(side));
        return Files.isRegularFile(f) ? Optional.of(new String(read(f), StandardCharsets.UTF_8)) : Optional.empty();
    }

    /** Keeps {@code text} as a side's orders for its next decision, replacing a text kept before. */
    public void saveKept(Side side, String text) {
        requireLock("keep orders");
        GameFiles.requireNoLinks(dir, ordersFolder.dir());
        if (!Files.isDirectory(ordersFolder.dir())) {
            AtomicFiles.createDirectory(ordersFolder.dir(), false);
        }
        AtomicFiles.write(ordersFolder.dir().resolve(keptName(side)), text.getBytes(StandardCharsets.UTF_8));
    }

    /** Forgets a side's kept text (applied, or replaced by orders sent when the game waited for it). */
    public void dropKept(Side side) {
        requireLock("drop kept orders");
        try {
            Files.deleteIfExists(ordersFolder.dir().resolve(keptName(side)));
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot remove " + keptName(side) + " in " + ordersFolder.dir() + ": " + e.getMessage()
                            + "; check the folder's permissions",
                    e);
        }
    }

    private static String keptName(Side side) {
        return "kept-" + side.name() + ".txt";
    }

    /**
     * Whether the game waits for {@code side} now (see docs/reports-and-mail.md#no-leak-by-construction): the last standing journal entry recorded that
     * it waits for the side here; before any entry, whether the set-up awaits it ({@code awaitedNow}). An
     * entry without that record (an older game) counts as waiting, as before.
     */
    public boolean waitsFor(Side side, boolean awaitedNow) {
        List<JournalRecord> all = journal();
        Set<String> undone = new HashSet<>();
        all.forEach(r -> r.undoes().ifPresent(undone::add));
        JournalRecord last = null;
        for (JournalRecord r : all) {
            if (r.kind() != EntryKind.UNDO && !undone.contains(r.folder())) {
                last = r;
            }
        }
        if (last == null) {
            return awaitedNow;
        }
        return last.waits().map(w -> w.sides().contains(side)).orElse(awaitedNow);
    }

    // ---------------------------------------------------------------------------------- helpers

    /**
     * The commit check: {@code state.yaml} on disk is still the state this store read under its
     * lock (same turn, same phase, same everything), so a change is never based on a stale state.
     */
    private void requireStateOnDisk() {
        Path st = dir.resolve(STATE);
        byte[] bytes = read(st);
        if (Arrays.equals(bytes, stateBytes)) {
            return;
        }
        GameState onDisk = StateYaml.read(st.toString(), bytes);
        if (!onDisk.equals(state)) {
            throw new UserException(
                    ExitCode.CONFLICT,
                    st + " changed while game " + id + " was locked (now turn "
                            + onDisk.turn() + ", phase " + onDisk.phase().number() + "; read as turn " + state.turn()
                            + ", phase "
                            + state.phase().number() + "): nothing was written; run the command again");
        }
    }

    private void requireLock(String what) {
        if (lock == null || !lock.isHeld()) {
            throw new IllegalStateException("to " + what + ", hold the game's lock (store.lock()) first");
        }
    }

    private void reload() {
        Path cfg = dir.resolve(CONFIG);
        Path st = dir.resolve(STATE);
        if (!Files.exists(cfg) || !Files.exists(st)) {
            throw new UserException(
                    ExitCode.INVALID,
                    dir + " has no " + (Files.exists(cfg) ? STATE : CONFIG)
                            + ": it is not a complete game folder; restore the file from a backup or remove the folder");
        }
        GameConfig c;
        try {
            c = ConfigYaml.read(cfg.toString(), read(cfg));
        } catch (BadFileException e) {
            throw e.withFix("Fix " + CONFIG + " at the line(s) above.");
        }
        if (!c.id().equals(id)) {
            throw new BadFileException(
                    new Problem(cfg.toString(), 0, "the game id is " + c.id() + " but the folder is named " + id),
                    "Rename the folder or fix the id so that they are the same.");
        }
        GameState s;
        byte[] stateBytes = read(st);
        if (state != null && Arrays.equals(stateBytes, this.stateBytes)) {
            s = state; // unchanged since last read (the lock's re-read): no second parse
        } else
            try {
                s = StateYaml.read(st.toString(), stateBytes);
            } catch (BadFileException e) {
                throw e.withFix("Fix " + STATE + " at the line(s) above, or copy " + Journal.STATE_AFTER
                        + " of the last entry in " + journal.dir() + " over it.");
            }
        boolean same = s == state;
        config = c;
        state = s;
        this.stateBytes = stateBytes;
        if (!same) {
            checkState(stateBytes);
        }
        view = journal.load(s, stateBytes);
        records.clear();
        links.clear();
        index.load();
        if (!same) {
            checkHandEdits();
        }
        if (seed != null && !seed.commitment(c.id()).equals(c.seedSha256())) {
            seed = null;
        }
    }

    /** The state's YAML, after checking that reading it back gives the same state (nothing lost). */
    private static byte[] encodeChecked(GameState s) {
        byte[] bytes = StateYaml.write(s);
        GameState back = StateYaml.read("(state being written)", bytes);
        if (!back.equals(s)) {
            throw new IllegalStateException("the state codec loses information (a bug): the state of turn " + s.turn()
                    + " does not read back the same from its YAML; nothing was written");
        }
        return bytes;
    }

    private static byte[] read(Path p) {
        return GameFiles.readStoreFile(p);
    }

    @Override
    public String toString() {
        return "GameStore[" + dir + "]";
    }
}
