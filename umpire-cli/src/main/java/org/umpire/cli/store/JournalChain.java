package org.umpire.cli.store;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import org.umpire.engine.model.Side;

/**
 * The hash chain of a game's journal (see docs/aar.md): each entry's {@code entry.yaml} names the link of the
 * entry before it ({@code previous}), and an entry's link is the SHA-256 of the game's nonce and of every
 * file of the entry, by name, size and SHA-256. The first entry's {@code previous} is the chain's start,
 * the hash of the dice commitment. Every report mail carries the link it was written from (its short
 * form), so a player can prove later what the journal held when the mail was sent, and an archive whose
 * journal was edited, reordered or cut no longer matches the mails.
 *
 * <p>The nonce stays secret until the end of the game (it is revealed with the seed), so a link tells
 * nothing of the entry's content while the game is on, even of a file a side could guess.
 */
public final class JournalChain {

    /** Version tag hashed into every link. */
    public static final String TAG = "umpire-chain-v1";
    /** Hex digits of a link shown in a mail: 80 bits, beyond the reach of a forger. */
    public static final int SHORT = 20;

    private JournalChain() {}

    /** The link before the first entry: the hash of the tag and the dice commitment. */
    public static String start(String commitment) {
        return hex(sha256((TAG + "\n" + commitment).getBytes(StandardCharsets.US_ASCII)));
    }

    /**
     * The link of an entry made of {@code files} (name to bytes, {@code entry.yaml} included, which names
     * the link before it), salted with {@code nonce} (empty for a game made before the nonce).
     */
    public static String link(byte[] nonce, SortedMap<String, byte[]> files) {
        MessageDigest d = digest();
        d.update((TAG + "\n").getBytes(StandardCharsets.US_ASCII));
        d.update(nonce);
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            d.update(("\n" + f.getKey() + "\n" + f.getValue().length + "\n" + hex(sha256(f.getValue())))
                    .getBytes(StandardCharsets.UTF_8));
        }
        return hex(d.digest());
    }

    /** The short form shown in mails. */
    public static String shortForm(String link) {
        return link.substring(0, Math.min(SHORT, link.length()));
    }

    static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }

    static byte[] sha256(byte[] data) {
        return digest().digest(data);
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }

    /** Version tag of a side's chain (see docs/reports-and-mail.md#no-leak-by-construction). */
    public static final String SIDE_TAG = "umpire-side-chain-v1";

    /**
     * The start of {@code side}'s chain, the code of its opening report: the hash of the tag, the
     * commitment and the side. A side's chain links only what that side may know (its own orders and
     * what it was told), so the code at the foot of its mails is the same whatever the other side did in
     * secret (see docs/reports-and-mail.md#no-leak-by-construction: the journal's own link, over every file, would change with the enemy's hidden
     * moves, and the mails of twin games would differ in it).
     */
    public static String sideStart(String commitment, Side side) {
        return hex(sha256((SIDE_TAG + "\n" + commitment + "\n" + side.name()).getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * The link of one of {@code side}'s mails: the hash of the tag, the link of its previous mail, the
     * side, the mail's key and, for each journal entry it tells, in order, the orders the side sent for
     * it ({@code orders-SIDE.txt}, as resolved) and what it was told (its event views, one line each).
     */
    public static String sideLink(String previous, Side side, String key, List<SideStep> steps) {
        MessageDigest d = digest();
        d.update((SIDE_TAG + "\n" + previous + "\n" + side.name() + "\n" + key).getBytes(StandardCharsets.UTF_8));
        for (SideStep s : steps) {
            byte[] orders = s.orders().getBytes(StandardCharsets.UTF_8);
            byte[] told = s.told().getBytes(StandardCharsets.UTF_8);
            d.update(("\nstep\n" + orders.length + "\n" + hex(sha256(orders)) + "\n" + told.length + "\n"
                            + hex(sha256(told)))
                    .getBytes(StandardCharsets.UTF_8));
        }
        return hex(d.digest());
    }

    /** What one journal entry holds for one side: the orders it sent ("" none) and what it was told, one line each. */
    public record SideStep(String orders, String told) {}
}
