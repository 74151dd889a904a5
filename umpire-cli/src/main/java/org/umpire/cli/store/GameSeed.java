package org.umpire.cli.store;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Optional;

import org.umpire.engine.dice.SeededDice;

/**
 * A game's secret dice seed (commit–reveal): the players get its {@link #commitment()} (SHA-256)
 * when the game starts and the seed itself when it ends, so they can re-derive every roll.
 * Kept in {@code seed.secret} as hex. {@link #toString()} never shows the secret.
 */
public final class GameSeed {

    /** Bytes of a fresh random seed. */
    public static final int RANDOM_BYTES = 32;
    /** Prefix hashed with a {@code --seed N} number. */
    public static final String NUMBER_PREFIX = "umpire-seed:";

    private final byte[] bytes;

    private GameSeed(byte[] bytes) {
        if (bytes.length < 16) {
            throw new IllegalArgumentException("a dice seed needs at least 16 bytes, got " + bytes.length);
        }
        this.bytes = bytes.clone();
    }

    public static GameSeed of(byte[] bytes) {
        return new GameSeed(bytes);
    }

    /** 32 fresh bytes from {@code random}. */
    public static GameSeed random(SecureRandom random) {
        byte[] b = new byte[RANDOM_BYTES];
        random.nextBytes(b);
        return new GameSeed(b);
    }

    /**
     * The seed of {@code --seed N}: SHA-256 of {@code "umpire-seed:" + N} (decimal), so a number
     * always gives the same dice (tests, demonstrations, replays).
     */
    public static GameSeed fromNumber(long n) {
        return new GameSeed(sha256((NUMBER_PREFIX + n).getBytes(StandardCharsets.US_ASCII)));
    }

    /** Reads the hex form kept in {@code seed.secret} (surrounding blanks ignored). */
    public static Optional<GameSeed> tryParseHex(String text) {
        String t = text.trim();
        if (t.length() < 32 || t.length() % 2 != 0 || !t.matches("[0-9a-fA-F]+")) {
            return Optional.empty();
        }
        return Optional.of(new GameSeed(HexFormat.of().parseHex(t)));
    }

    public byte[] bytes() {
        return bytes.clone();
    }

    /** Lower-case hex, as written to {@code seed.secret} and revealed at the end. */
    public String hex() {
        return HexFormat.of().formatHex(bytes);
    }

    /** The public commitment: lower-case hex SHA-256 of the seed bytes ({@link SeededDice#commitment}). */
    public String commitment() {
        return SeededDice.commitment(bytes);
    }

    /** Fresh seeded dice for one resolution (their log starts empty). */
    public SeededDice dice() {
        return new SeededDice(bytes);
    }

    static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameSeed && Arrays.equals(bytes, ((GameSeed) o).bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return "GameSeed[sha256 " + commitment() + "]";
    }
}
