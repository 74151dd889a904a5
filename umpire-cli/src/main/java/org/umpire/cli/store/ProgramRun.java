package org.umpire.cli.store;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * One run of the program (a command typed, or a whole {@code watch}), made by {@code UmpireCommand} and carried by
 * the {@link GamesHome} the command works in: when it started, the journal entries it committed, and where the
 * store's notices (an entry set aside, a mail finished after a stop) go. A test or a library caller that makes its
 * own {@code GamesHome.of(root)} gets a run of its own: no start, notices on the error output.
 */
public final class ProgramRun {

    private final Optional<Instant> started;
    private final Consumer<String> notices;
    /** Entries this run committed (by folder and time): a change of its own is not another process's. */
    private final Set<String> committed = ConcurrentHashMap.newKeySet();

    private ProgramRun(Optional<Instant> started, Consumer<String> notices) {
        this.started = started;
        this.notices = notices;
    }

    /**
     * @param startedOrNull when the umpire typed the command ({@code Main}); null for a command run in-process
     *                      (tests), which no change by another process stops
     * @param notices       where the store's notices go (the command's error output)
     */
    public static ProgramRun of(Instant startedOrNull, Consumer<String> notices) {
        return new ProgramRun(Optional.ofNullable(startedOrNull), notices);
    }

    /** A run with no start, its notices on {@code System.err}. */
    public static ProgramRun inProcess() {
        return of(null, System.err::println);
    }

    /** When the command started, if {@code Main} said: a change another process commits after it is a concurrent one. */
    public Optional<Instant> started() {
        return started;
    }

    /** Says what the store did on its own. */
    public void notice(String line) {
        notices.accept(line);
    }

    void committed(Path gameDir, JournalRecord entry) {
        committed.add(key(gameDir, entry));
    }

    /** True when this run committed {@code entry} of the game in {@code gameDir}. */
    boolean committedHere(Path gameDir, JournalRecord entry) {
        return committed.contains(key(gameDir, entry));
    }

    private static String key(Path gameDir, JournalRecord entry) {
        return gameDir.toAbsolutePath().normalize() + "/" + entry.folder() + "@" + entry.resolvedAt();
    }

    /** What holds the run of a command line (the root command), for the options that make its {@link GamesHome}. */
    public interface Holder {
        ProgramRun programRun();
    }
}
