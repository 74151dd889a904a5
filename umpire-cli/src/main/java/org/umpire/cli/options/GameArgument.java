package org.umpire.cli.options;

import org.umpire.cli.store.GameId;
import picocli.CommandLine.Parameters;

/**
 * The GAME argument of every command about one game ({@code @Mixin GameArgument game;}): the first positional
 * parameter, read by {@link GameId.Converter}, so that a bad id is a usage error (exit 2) worded by {@link GameId}
 * alike in every command. {@link New} is the id of the game {@code umpire new} makes, {@link OrEvery} the optional
 * one of {@code umpire status}.
 */
public final class GameArgument {

    @Parameters(index = "0", paramLabel = "GAME", converter = GameId.Converter.class, description = "Game id.")
    GameId id;

    /** The game named on the command line. */
    public GameId id() {
        return id;
    }

    /** The id of a game to create, its form told in the help. */
    public static final class New {

        @Parameters(
                index = "0",
                paramLabel = "GAME",
                converter = GameId.Converter.class,
                description = "Game id: lower-case letters, digits, '-' or '_' (e.g. midway-2026).")
        GameId id;

        public GameId id() {
            return id;
        }
    }

    /** An optional GAME: without it, the command is about every game of the games folder. */
    public static final class OrEvery {

        @Parameters(
                index = "0",
                arity = "0..1",
                paramLabel = "GAME",
                converter = GameId.Converter.class,
                description = "Game id (omit to list every game).")
        GameId id;

        /** The game named, or null for every game. */
        public GameId idOrNull() {
            return id;
        }
    }
}
