package org.umpire.cli.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;

/**
 * The games folder: one sub-folder per game, named by its {@link GameId}.
 *
 * <p>Where it is, first match wins:
 * <ol>
 *   <li>{@code --games-dir DIR}: {@code DIR} itself;</li>
 *   <li>environment variable {@code UMPIRE_HOME} (the umpire's working folder, when set and not
 *       blank): {@code $UMPIRE_HOME/games};</li>
 *   <li>otherwise {@code ./games} (in the current folder).</li>
 * </ol>
 * Relative paths are taken from the current folder. The folder need not exist yet:
 * {@link GameStore#create} makes it.
 *
 * @param root the games folder, absolute and normalised
 * @param run  the run of the program working in it ({@link ProgramRun}); two homes are equal when their folders are
 */
public record GamesHome(Path root, ProgramRun run) {

    /** Environment variable naming the umpire's working folder (games are in its {@code games/}). */
    public static final String ENV_HOME = "UMPIRE_HOME";
    /** Name of the games folder in the current folder or in {@code UMPIRE_HOME}. */
    public static final String GAMES = "games";

    public GamesHome {
        root = root.toAbsolutePath().normalize();
        Objects.requireNonNull(run, "run");
    }

    /** The games folder {@code root} for a run of its own ({@link ProgramRun#inProcess()}). */
    public GamesHome(Path root) {
        this(root, ProgramRun.inProcess());
    }

    public static GamesHome of(Path root) {
        return new GamesHome(root);
    }

    /** The same folder, for {@code run}. */
    public GamesHome in(ProgramRun run) {
        return new GamesHome(root, run);
    }

    /**
     * The games folder for a command: {@code --games-dir} if given, else {@code $UMPIRE_HOME/games},
     * else {@code ./games}.
     *
     * @param optionOrNull the value of {@code --games-dir}, or {@code null}
     * @param env          the environment ({@code System.getenv()}; tests pass their own)
     */
    public static GamesHome resolve(Path optionOrNull, Map<String, String> env) {
        if (optionOrNull != null) {
            return new GamesHome(optionOrNull);
        }
        String home = env.get(ENV_HOME);
        if (home != null && !home.isBlank()) {
            return new GamesHome(Path.of(home.trim()).resolve(GAMES));
        }
        return new GamesHome(Path.of(GAMES));
    }

    /**
     * The folder of game {@code id}, checked to lie directly inside the games folder, also once
     * symbolic links are followed.
     *
     * @throws UserException ({@link ExitCode#INVALID}) when the game folder is a link leading out
     */
    public Path gameDir(GameId id) {
        Path dir = root.resolve(id.value()).normalize();
        if (!dir.startsWith(root) || !root.equals(dir.getParent())) {
            throw new IllegalStateException("game id " + id + " resolves outside the games folder " + root);
        }
        if (Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            try {
                Path real = dir.toRealPath();
                Path realRoot = root.toRealPath();
                if (!real.startsWith(realRoot) || real.equals(realRoot)) {
                    throw new UserException(
                            ExitCode.INVALID,
                            "game folder " + dir + " leads to " + real
                                    + ", outside the games folder " + realRoot
                                    + "; umpire does not follow it. Move the game into the games folder instead of linking it.");
                }
            } catch (IOException e) {
                throw StoreIo.failure("resolving game folder", dir, e);
            }
        }
        return dir;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GamesHome h && h.root.equals(root);
    }

    @Override
    public int hashCode() {
        return root.hashCode();
    }

    @Override
    public String toString() {
        return root.toString();
    }
}
