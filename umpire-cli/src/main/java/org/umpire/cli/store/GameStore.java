package org.umpire.cli.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * One game's folder ({@code games/<id>/}), the one object callers open a game with: a facade over the classes
 * that do each job (docs/game-store.md#the-stores-classes): {@link GameList} (making, listing, deleting games),
 * {@link GameFolder} (the folder's own files), {@link GameJournal} and {@link JournalLinks} (the journal and its
 * hash chain), {@link Commits} (commit and undo under the lock), {@link OrdersFolder} and {@link KeptOrders}
 * (the orders files), {@link ReceivedMails} (the mails read).
 *
 * <p>Reading needs nothing: {@link #open} a game and ask. Changing it ({@link #commit}, {@link #undoLast},
 * {@link #saveOrders}) needs the game's lock, held for the whole read–resolve–write sequence:
 * <pre>
 * GameStore store = GameStore.open(home, id);
 * try (GameLock lock = store.lock()) {          // re-reads the game, cleans up after a crash
 *     GameState before = store.state();
 *     ... resolve with GameDice.forGame(store) ...
 *     store.commit(JournalEntry.resolve(Instant.now()).withOrders(...).withDice(dice.log()), after);
 * }
 * </pre>
 * A store object is for one thread. Its refusals are {@link StoreException}s.
 */
public final class GameStore {

    public static final String CONFIG = GameFolder.CONFIG;
    /** The copy of {@link #CONFIG} bound into the journal's hash chain (docs/game-store.md). */
    public static final String JOURNAL_CONFIG = Journal.CONFIG_COPY;

    public static final String SEED = GameFolder.SEED;
    public static final String STATE = GameFolder.STATE;
    public static final String LOCK = ".lock";
    /** The copy of a club's scenario data ({@code new --rules DIR}) the game was created with. */
    public static final String RULES = GameFolder.RULES;

    private final GamesHome home;
    private final GameId id;
    private final Path dir;
    private final GameFolder folder;
    private final GameJournal journal;
    private final JournalLinks links;
    private final Commits commits;
    private final OrdersFolder ordersFolder;
    private final KeptOrders kept;
    private final ReceivedMails receivedMails;

    private GameStore(GamesHome home, GameId id, Path dir) {
        this.home = home;
        this.id = id;
        this.dir = dir;
        this.folder = new GameFolder(id, dir);
        this.journal = new GameJournal(dir);
        this.links = new JournalLinks(folder, journal);
        this.commits = new Commits(id, dir, folder, journal, links, home.run());
        this.ordersFolder = new OrdersFolder(dir);
        this.kept = new KeptOrders(dir, ordersFolder.dir());
        this.receivedMails = new ReceivedMails(dir);
    }

    // ----------------------------------------------------------------------------- finding games

    /** {@link GameList#create} without a {@code rules/} copy. */
    public static GameStore create(GamesHome home, GameConfig config, GameSeed seed, GameState initial) {
        return GameList.create(home, config, seed, initial, Map.of());
    }

    /** See {@link GameList#create}. */
    public static GameStore create(
            GamesHome home, GameConfig config, GameSeed seed, GameState initial, Map<String, byte[]> rulesFiles) {
        return GameList.create(home, config, seed, initial, rulesFiles);
    }

    /** See {@link GameList#delete}. */
    public static void delete(GamesHome home, GameId id) {
        GameList.delete(home, id);
    }

    /** See {@link GameList#list}. */
    public static List<GameListing> listGames(GamesHome home) {
        return GameList.list(home);
    }

    /**
     * Opens a game to read it.
     *
     * @throws StoreException.GameNotFound when there is no such game; {@link StoreException.BadGameFile} or
     *                                     {@code BadFileException} when its files are damaged
     */
    public static GameStore open(GamesHome home, GameId id) {
        Path dir = home.gameDir(id);
        if (!Files.isDirectory(dir)) {
            throw new StoreException.GameNotFound(id, home);
        }
        GameStore store = new GameStore(home, id, dir);
        store.reload();
        return store;
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
        return folder.rulesDir();
    }

    public GameConfig config() {
        return folder.config();
    }

    /** The committed state. */
    public GameState state() {
        return folder.state();
    }

    /**
     * The secret dice seed, checked against the commitment in {@code game.yaml}. For the dice service
     * ({@code GameDice}) and the end-of-game reveal only: never put it in a report.
     */
    public GameSeed seed() {
        return folder.seed();
    }

    /** The bytes of one of the game folder's own files ({@link #CONFIG}, {@link #SEED}, {@link #STATE}). */
    public byte[] gameFile(String name) {
        return folder.file(name);
    }

    /** When {@code state.yaml} was last written (the last commit), as the file system says. */
    public Instant stateWrittenAt() {
        return folder.stateWrittenAt();
    }

    /** True when this run of the program ({@link ProgramRun}) committed {@code entry}. */
    public boolean committedHere(JournalRecord entry) {
        return commits.committedHere(entry);
    }

    /**
     * From now on every state this store reads ({@code state.yaml}, journal states) is checked against
     * {@code scenario} and the rules' invariants ({@link StateCheck}); the current state is checked at once.
     */
    public GameStore checkAgainst(Scenario scenario) {
        folder.checkAgainst(scenario);
        checkHandEdits();
        return this;
    }

    // ---------------------------------------------------------------------------------- the journal

    /** Every committed entry, oldest first (undo entries included). */
    public List<JournalRecord> journal() {
        return journal.entries();
    }

    /** The last committed entry, if any phase was resolved. */
    public Optional<JournalRecord> lastEntry() {
        return journal.last();
    }

    /** The state before an entry ({@code state-before.yaml}). */
    public GameState stateBefore(JournalRecord entry) {
        return journal.state(entry, Journal.STATE_BEFORE, folder.scenario());
    }

    /** The state after an entry ({@code state-after.yaml}). */
    public GameState stateAfter(JournalRecord entry) {
        return journal.state(entry, Journal.STATE_AFTER, folder.scenario());
    }

    /** The orders an entry was resolved with, by side. */
    public Map<Side, String> journalOrders(JournalRecord entry) {
        return journal.orders(entry);
    }

    /** The rolls of an entry, in order. */
    public List<Roll> journalDice(JournalRecord entry) {
        return journal.dice(entry);
    }

    /** Any file of an entry by name ({@code events.yaml}, an extra file), if it has one. */
    public Optional<byte[]> journalFile(JournalRecord entry, String name) {
        return journal.file(entry, name);
    }

    /** Every file of a committed entry's folder, by name (an archive carries them all). */
    public SortedMap<String, byte[]> journalFiles(JournalRecord entry) {
        return journal.files(entry);
    }

    /** The copy of {@code game.yaml} the journal holds last (in the first entry and each after it changed). */
    public Optional<byte[]> journalConfig() {
        return journal.configCopy();
    }

    /** The hash chain's link of a committed entry ({@link JournalChain}): what its report mails carry. */
    public String chainLink(JournalRecord entry) {
        return links.link(entry);
    }

    /** The link a committed entry names for the one before it, if it names one. */
    public Optional<String> chainPrevious(JournalRecord entry) {
        return links.previous(entry);
    }

    /** The link of the last committed entry, or the chain's start before any entry. */
    public String chainHead() {
        return links.head();
    }

    /** See {@link GameJournal#waitsFor} (docs/reports-and-mail.md#no-leak-by-construction). */
    public boolean waitsFor(Side side, boolean awaitedNow) {
        return journal.waitsFor(side, awaitedNow);
    }

    // --------------------------------------------------------------------------------- changing

    /**
     * Takes the game's lock, then re-reads the game (another process may have changed it since {@link #open}) and
     * clears what a stop left ({@link StopCleanup}).
     *
     * @throws StoreException.GameBusy when another process (or another store in this one) holds it
     */
    public GameLock lock() {
        GameLock l = GameLock.acquire(dir.resolve(LOCK), id);
        try {
            reload();
            StopCleanup.run(id, dir, journal, ordersFolder.dir(), home.run());
            commits.holding(l);
            // docs/mail-in.md: a mail whose orders a stop left half stored is finished before anything reads the orders
            receivedMails.finishPending(this).forEach(home.run()::notice);
        } catch (RuntimeException e) {
            commits.holding(null);
            l.close();
            throw e;
        }
        return l;
    }

    /**
     * Records a resolved phase (or an umpire override) and makes {@code newState} the game's state. The entry is
     * named after the current state's turn and phase.
     *
     * @return the entry as committed
     */
    public JournalRecord commit(JournalEntry entry, GameState newState) {
        return commits.commit(entry, newState);
    }

    /** First half of {@link #commit}: the journal entry alone (tests stop here to play a crash). */
    JournalRecord appendEntry(JournalEntry entry, GameState newState) {
        return commits.appendEntry(entry, newState);
    }

    /**
     * Puts back the state before the latest entry not undone yet, and records an undo entry (so undo twice goes
     * two entries back). Orders received stay in {@code orders/}.
     *
     * @throws StoreException.NothingToUndo when there is nothing left to undo
     */
    public JournalRecord undoLast(Instant at) {
        return commits.undoLast(at);
    }

    /**
     * Rebuilds what the store derives from the journal ({@code journal/index.tsv}) from the entries' own files,
     * reading and checking every entry; the number of entries read.
     */
    public int repair() {
        return commits.repair();
    }

    // ---------------------------------------------------------------------------------- orders and mails

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

    /**
     * Stores a side's orders for a phase; orders sent again replace the current ones, which are kept as
     * {@code orders/T02-P2-US.1.txt}, {@code .2.txt}... (1 the oldest).
     *
     * @return true when earlier orders were replaced
     */
    public boolean saveOrders(int turn, Phase phase, Side side, String text) {
        commits.requireLock("save orders");
        GameFiles.requireNoLinks(dir, ordersFolder.dir());
        return ordersFolder.save(turn, phase, side, text);
    }

    /** The text a side mailed while the game was not waiting for it (I-ORD-25), if one is kept. */
    public Optional<String> keptOrders(Side side) {
        return kept.of(side);
    }

    /** Keeps {@code text} as a side's orders for its next decision, replacing a text kept before. */
    public void saveKept(Side side, String text) {
        commits.requireLock("keep orders");
        kept.save(side, text);
    }

    /** Forgets a side's kept text (applied, or replaced by orders sent when the game waited for it). */
    public void dropKept(Side side) {
        commits.requireLock("drop kept orders");
        kept.drop(side);
    }

    /** What became of a mail this game read: {@code T03-P1 US stored} (docs/mail-in.md). */
    public Optional<String> mailOutcome(String mailKey) {
        return receivedMails.outcome(mailKey);
    }

    /** How many mails of {@code side} this game has read: a receipt names its mail by the next number. */
    public int mailsReadFrom(Side side) {
        return receivedMails.readFrom(side);
    }

    /**
     * docs/mail-in.md: makes what a mail changes all at once, even across a stop: its orders stored (or its text
     * kept), the mail recorded as read for {@code mail.phase()}, its reply queued in {@code mail/queue/}. A stop in
     * between is finished at the next {@link #lock()}.
     */
    public void receiveMail(MailChanges mail) {
        commits.requireLock("store a mail's orders");
        GameState state = folder.state();
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

    // ---------------------------------------------------------------------------------- helpers

    private void reload() {
        boolean changed = folder.read();
        journal.load(folder.state(), folder.stateBytes());
        links.clear();
        if (changed) {
            checkHandEdits();
        }
    }

    /** see docs/mail-in.md: a state edited by hand that moves a unit farther than it could go since the journal saw it is refused. */
    private void checkHandEdits() {
        folder.scenario()
                .ifPresent(sc -> HandEdits.require(
                        this, sc, folder.state(), dir.resolve(STATE).toString(), folder.stateBytes()));
    }

    @Override
    public String toString() {
        return "GameStore[" + dir + "]";
    }
}
