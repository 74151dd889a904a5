package org.umpire.cli.base;

/**
 * The exit codes of every command, documented in the README. Picocli's own usage errors exit
 * with {@link #USAGE}.
 */
public final class ExitCode {
    /** Success. */
    public static final int OK = 0;
    /** Orders or data checked and found wrong (the command worked; the input did not pass). */
    public static final int INVALID = 1;
    /** Bad command line: unknown option, missing argument, bad value. */
    public static final int USAGE = 2;
    /** A game, scenario, file or folder that does not exist. */
    public static final int NOT_FOUND = 3;
    /** The game is not in a state that allows this now (locked by another process, wrong phase, over). */
    public static final int CONFLICT = 4;
    /** Reading or writing files, or talking to a mail server, failed. */
    public static final int IO = 5;
    /**
     * Try again later (sysexits {@code EX_TEMPFAIL}): {@code receive -} when the game is locked by
     * another umpire process or a reply could not be sent; a mail transfer agent keeps the mail and retries.
     */
    public static final int TEMPFAIL = 75;
    /** A bug: please report it with the output of {@code --debug}. */
    public static final int INTERNAL = 70;

    private ExitCode() {}
}
