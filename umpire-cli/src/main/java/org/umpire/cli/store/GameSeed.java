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
 * A game's secret dice seed and its commit–reveal proof. The players get the {@link #commitment}
 * when the game starts — SHA-256 of the game id, the seed and a random 256-bit nonce, so that it
 * tells nothing about the seed even when the umpire chose a small number with {@code --seed N} —
 * and the seed and the nonce when it ends ({@link #reveal}), so they can re-derive every roll.
 * Kept in {@code seed.secret}. {@link #toString()} never shows a secret.
 */
public final class GameSeed {

    /** Bytes of a fresh random seed, and of every nonce. */
    public static final int RANDOM_BYTES = 32;
    /** Prefix hashed with a {@code --seed N} number. */
    public static final String NUMBER_PREFIX = "umpire-seed:";
    /** First line of the text whose SHA-256 is the commitment. */
    public static final String COMMITMENT_PREFIX = "umpire-commitment-v2";

    private static final SecureRandom RANDOM = new SecureRandom();

    private final byte[] bytes;
    private final byte[] nonce;
    private final boolean chosen;

    private GameSeed(byte[] bytes, byte[] nonce, boolean chosen) {
        if (bytes.length < 16) {
            throw new IllegalArgumentException("a dice seed needs at least 16 bytes, got " + bytes.length);
        }
        if (nonce.length != 0 && nonce.length != RANDOM_BYTES) {
            throw new IllegalArgumentException("a nonce has " + RANDOM_BYTES + " bytes, got " + nonce.length);
        }
        this.bytes = bytes.clone();
        this.nonce = nonce.clone();
        this.chosen = chosen;
    }

    /** 32 fresh bytes from {@code random}, and a nonce from it too. */
    public static GameSeed random(SecureRandom random) {
        return new GameSeed(fresh(random), fresh(random), false);
    }

    /**
     * The seed of {@code --seed N}: SHA-256 of {@code "umpire-seed:" + N} (decimal), so a number
     * always gives the same dice (tests, demonstrations, replays). The nonce is still random: the
     * commitment does not give the number away, and the welcome mails say the umpire chose it.
     */
    public static GameSeed fromNumber(long n) {
        return new GameSeed(numberSeed(n), fresh(RANDOM), true);
    }

    /** The same seed with this nonce (tests that need the same commitment twice). */
    public GameSeed withNonce(byte[] nonce) {
        return new GameSeed(bytes, nonce, chosen);
    }

    private static byte[] numberSeed(long n) {
        return sha256((NUMBER_PREFIX + n).getBytes(StandardCharsets.US_ASCII));
    }

    private static byte[] fresh(SecureRandom random) {
        byte[] b = new byte[RANDOM_BYTES];
        random.nextBytes(b);
        return b;
    }

    /**
     * Reads {@code seed.secret}: the lines {@code seed: HEX}, {@code nonce: HEX} and {@code chosen: yes|no};
     * or, as games made before the nonce kept it, one line of hex digits (no nonce: the commitment is
     * the SHA-256 of the seed alone).
     */
    public static Optional<GameSeed> tryParse(String text) {
        String t = text.trim();
        if (!t.contains(":")) {
            return hex(t).map(b -> new GameSeed(b, new byte[0], false));
        }
        Optional<byte[]> seed = Optional.empty();
        Optional<byte[]> nonce = Optional.empty();
        Optional<Boolean> chosen = Optional.empty();
        for (String line : t.split("\r?\n")) {
            int colon = line.indexOf(':');
            if (colon < 0) {
                return Optional.empty();
            }
            String key = line.substring(0, colon).trim();
            String value = line.substring(colon + 1).trim();
            switch (key) {
                case "seed" -> seed = hex(value);
                case "nonce" -> nonce = hex(value).filter(b -> b.length == RANDOM_BYTES);
                case "chosen" ->
                    chosen = value.equals("yes")
                            ? Optional.of(true)
                            : value.equals("no") ? Optional.of(false) : Optional.empty();
                default -> {
                    return Optional.empty();
                }
            }
        }
        if (seed.isEmpty() || nonce.isEmpty() || chosen.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new GameSeed(seed.get(), nonce.get(), chosen.get()));
    }

    private static Optional<byte[]> hex(String t) {
        if (t.length() < 32 || t.length() % 2 != 0 || !t.matches("[0-9a-fA-F]+")) {
            return Optional.empty();
        }
        return Optional.of(HexFormat.of().parseHex(t));
    }

    /** What {@code seed.secret} holds. */
    public String fileText() {
        return "seed: " + hex() + "\nnonce: " + nonceHex() + "\nchosen: " + (chosen ? "yes" : "no") + "\n";
    }

    public byte[] bytes() {
        return bytes.clone();
    }

    /** The nonce (empty for a game made before the nonce). */
    public byte[] nonce() {
        return nonce.clone();
    }

    /** Whether the umpire chose the seed ({@code --seed N}) rather than the program drawing it. */
    public boolean chosen() {
        return chosen;
    }

    /** Lower-case hex of the seed, as revealed at the end. */
    public String hex() {
        return HexFormat.of().formatHex(bytes);
    }

    /** Lower-case hex of the nonce, as revealed at the end ("" for a game made before the nonce). */
    public String nonceHex() {
        return HexFormat.of().formatHex(nonce);
    }

    /**
     * The public commitment: the lower-case hex SHA-256 of the text {@link #committedText}. A game made
     * before the nonce existed keeps its older commitment, the SHA-256 of the seed bytes.
     */
    public String commitment(GameId game) {
        if (nonce.length == 0) {
            return SeededDice.commitment(bytes);
        }
        return HexFormat.of().formatHex(sha256(committedText(game).getBytes(StandardCharsets.US_ASCII)));
    }

    /**
     * The text hashed by the commitment, which anyone can rebuild once the seed is revealed:
     * {@code umpire-commitment-v2}, the game id, the seed and the nonce in hex, one a line, no final newline.
     */
    public String committedText(GameId game) {
        return COMMITMENT_PREFIX + "\n" + game.value() + "\n" + hex() + "\n" + nonceHex();
    }

    /** Whether this seed is the one a {@code --seed n} gives (tests). */
    public boolean isNumber(long n) {
        return Arrays.equals(bytes, numberSeed(n));
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
        return o instanceof GameSeed g
                && Arrays.equals(bytes, g.bytes)
                && Arrays.equals(nonce, g.nonce)
                && chosen == g.chosen;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes) * 31 + Arrays.hashCode(nonce);
    }

    @Override
    public String toString() {
        return "GameSeed[secret]";
    }
}
