package org.umpire.cli.store;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.Problem;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * A game folder's own files, as last read: {@code game.yaml}, {@code seed.secret} (read when first asked for),
 * {@code state.yaml}, and the {@code rules/} copy. Read at open and again under the lock; once
 * {@link #checkAgainst} named the scenario, every state read is checked against it ({@link StateCheck}).
 */
final class GameFolder {

    static final String CONFIG = "game.yaml";
    static final String SEED = "seed.secret";
    static final String STATE = "state.yaml";
    static final String RULES = "rules";

    private final GameId id;
    private final Path dir;
    private GameConfig config;
    private GameState state;
    /** The bytes {@link #state} was read from (a re-read of the same bytes is not parsed again). */
    private byte[] stateBytes;

    private GameSeed seed;
    private Scenario scenario;

    GameFolder(GameId id, Path dir) {
        this.id = id;
        this.dir = dir;
    }

    /**
     * Reads {@code game.yaml} and {@code state.yaml} again.
     *
     * @return true when the state is not the one read last (it was checked again)
     */
    boolean read() {
        Path cfg = dir.resolve(CONFIG);
        Path st = dir.resolve(STATE);
        if (!Files.exists(cfg) || !Files.exists(st)) {
            throw new StoreException.BadGameFile(dir + " has no " + (Files.exists(cfg) ? STATE : CONFIG)
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
        byte[] bytes = read(st);
        if (state != null && Arrays.equals(bytes, stateBytes)) {
            s = state; // unchanged since last read (the lock's re-read): no second parse
        } else
            try {
                s = StateYaml.read(st.toString(), bytes);
            } catch (BadFileException e) {
                throw e.withFix("Fix " + STATE + " at the line(s) above, or copy " + Journal.STATE_AFTER
                        + " of the last entry in " + journalDir() + " over it.");
            }
        boolean changed = s != state;
        config = c;
        state = s;
        stateBytes = bytes;
        if (changed) {
            checkState();
        }
        if (seed != null && !seed.commitment(c.id()).equals(c.seedSha256())) {
            seed = null;
        }
        return changed;
    }

    GameConfig config() {
        return config;
    }

    GameState state() {
        return state;
    }

    byte[] stateBytes() {
        return stateBytes;
    }

    /** The scenario every state read is checked against, once {@link #checkAgainst} named it. */
    Optional<Scenario> scenario() {
        return Optional.ofNullable(scenario);
    }

    /** From now on every state read is checked against {@code scenario}; the current one at once. */
    void checkAgainst(Scenario scenario) {
        this.scenario = scenario;
        checkState();
    }

    /** The state is now {@code newState}, written as {@code bytes} (a commit). */
    void put(GameState newState, byte[] bytes) {
        state = newState;
        stateBytes = bytes;
    }

    /** The secret dice seed, checked against the commitment in {@code game.yaml}. */
    GameSeed seed() {
        if (seed == null) {
            Path p = dir.resolve(SEED);
            if (!Files.exists(p)) {
                throw new StoreException.BadGameFile(
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
                throw new StoreException.BadGameFile(p + " does not match the seed-sha256 published in "
                        + dir.resolve(CONFIG)
                        + ": the seed changed after the game started; restore the original seed.secret");
            }
            seed = s;
        }
        return seed;
    }

    /** The scenario data copied into the game when it was created with {@code --rules}, if it was. */
    Optional<Path> rulesDir() {
        Path rules = dir.resolve(RULES);
        return Files.isDirectory(rules, LinkOption.NOFOLLOW_LINKS) ? Optional.of(rules) : Optional.empty();
    }

    /** The bytes of one of the folder's own files ({@link #CONFIG}, {@link #SEED}, {@link #STATE}). */
    byte[] file(String name) {
        if (!Set.of(CONFIG, SEED, STATE).contains(name)) {
            throw new IllegalArgumentException("not a game file: " + name);
        }
        return read(dir.resolve(name));
    }

    /** When {@code state.yaml} was last written (the last commit), as the file system says. */
    Instant stateWrittenAt() {
        try {
            return Files.getLastModifiedTime(dir.resolve(STATE)).toInstant();
        } catch (IOException e) {
            throw StoreIo.failure("reading the time of", dir.resolve(STATE), e);
        }
    }

    /**
     * The commit check: {@code state.yaml} on disk is still the state read under the lock (same turn, same phase,
     * same everything), so a change is never based on a stale state.
     */
    void requireOnDisk() {
        Path st = dir.resolve(STATE);
        byte[] bytes = read(st);
        if (Arrays.equals(bytes, stateBytes)) {
            return;
        }
        GameState onDisk = StateYaml.read(st.toString(), bytes);
        if (!onDisk.equals(state)) {
            throw new StoreException.ChangedMeanwhile(st + " changed while game " + id + " was locked (now turn "
                    + onDisk.turn() + ", phase " + onDisk.phase().number() + "; read as turn " + state.turn()
                    + ", phase "
                    + state.phase().number() + "): nothing was written; run the command again");
        }
    }

    /** The state's YAML, after checking that reading it back gives the same state (nothing lost). */
    static byte[] encodeChecked(GameState s) {
        byte[] bytes = StateYaml.write(s);
        GameState back = StateYaml.read("(state being written)", bytes);
        if (!back.equals(s)) {
            throw new IllegalStateException("the state codec loses information (a bug): the state of turn " + s.turn()
                    + " does not read back the same from its YAML; nothing was written");
        }
        return bytes;
    }

    private void checkState() {
        if (scenario != null) {
            StateCheck.require(
                    scenario,
                    state,
                    dir.resolve(STATE).toString(),
                    stateBytes,
                    "Fix " + STATE
                            + " at the line(s) above, or copy " + Journal.STATE_AFTER + " of the last entry in "
                            + journalDir()
                            + " over it. Nothing was changed.");
        }
    }

    private Path journalDir() {
        return dir.resolve(Journal.DIR);
    }

    private static byte[] read(Path p) {
        return GameFiles.readStoreFile(p);
    }
}
