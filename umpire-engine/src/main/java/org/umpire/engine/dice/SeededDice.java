package org.umpire.engine.dice;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Dice derived from the game's secret seed and each roll's purpose: roll = HMAC-SHA256(seed, key),
 * reduced to 1..sides without bias. One side's hidden choices therefore never shift the dice of
 * an unrelated event, and any roll can be re-derived on its own from the revealed seed.
 * A key may be used once only: asking twice for the same key is an engine bug.
 */
public final class SeededDice implements Dice {

    private final byte[] seed;
    private final List<Roll> log = new ArrayList<>();
    private final Set<String> usedKeys = new HashSet<>();
    /** Guarded by {@code this}. */
    private Mac mac;

    public SeededDice(byte[] seed) {
        if (seed == null || seed.length < 16) {
            throw new IllegalArgumentException("a dice seed needs at least 16 bytes");
        }
        this.seed = seed.clone();
    }

    /** Seed from its text form (hex digits), as kept in the game folder. */
    public static SeededDice fromHex(String hexSeed) {
        return new SeededDice(HexFormat.of().parseHex(hexSeed.trim()));
    }

    /** The public commitment to a seed: lowercase hex SHA-256 of its bytes. */
    public static String commitment(byte[] seed) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(seed));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }

    /** The value a key gives with this seed, without logging it (for verification). */
    public int derive(String key, int sides) {
        if (sides < 2) {
            throw new IllegalArgumentException("a die has at least 2 sides");
        }
        synchronized (this) {
            Mac mac = mac();
            // Rejection sampling over successive 32-bit words (and counters) keeps every face equally likely.
            long limit = (1L << 32) - ((1L << 32) % sides);
            for (int counter = 0; ; counter++) {
                byte[] h = mac.doFinal((key + "#" + counter).getBytes(StandardCharsets.UTF_8));
                for (int i = 0; i + 4 <= h.length; i += 4) {
                    long word = ((h[i] & 0xFFL) << 24)
                            | ((h[i + 1] & 0xFFL) << 16)
                            | ((h[i + 2] & 0xFFL) << 8)
                            | (h[i + 3] & 0xFFL);
                    if (word < limit) {
                        return (int) (word % sides) + 1;
                    }
                }
            }
        }
    }

    /**
     * The HMAC keyed with the seed, made once per dice: {@code doFinal} leaves it keyed as after
     * {@code init}, so every roll starts from the same state (the values are those of a fresh Mac).
     */
    private Mac mac() {
        if (mac == null) {
            try {
                Mac m = Mac.getInstance("HmacSHA256");
                m.init(new SecretKeySpec(seed, "HmacSHA256"));
                mac = m;
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("HmacSHA256 is missing from this JDK", e);
            }
        }
        return mac;
    }

    @Override
    public int roll(RollPurpose purpose, int sides) {
        if (!usedKeys.add(purpose.key())) {
            throw new IllegalStateException("roll key used twice: " + purpose.key());
        }
        int value = derive(purpose.key(), sides);
        log.add(new Roll(purpose.key(), purpose.description(), sides, value));
        return value;
    }

    @Override
    public List<Roll> log() {
        return List.copyOf(log);
    }
}
