package org.umpire.cli.mail.out;

import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Locale;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.umpire.cli.report.ReportMoment;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;

/**
 * Stable Message-IDs: the same report to the same recipient always gets the same id, so a mail
 * sent twice is recognised (by the sent log here, and by mail clients). Ids never reveal the
 * address: it enters only through a hash.
 */
public final class MessageIds {

    private MessageIds() {}

    /**
     * {@code <midway-1.T03-P02.e0007.us.1a2b3c4d5e@club.example>}: one per game, turn, phase, journal entry
     * and recipient. With the entry in it, the results of a phase resolved again after an undo are
     * mailed, and so are the set-up's results after the opening report ({@code e0000}).
     */
    public static String forReport(ReportMoment moment, Recipient to, String domain) {
        return forReport(moment, to, domain, new byte[0]);
    }

    /**
     * As {@link #forReport(ReportMoment, Recipient, String)}, the address's part keyed by a
     * secret of the game ({@link #salt}): without the key, nobody can test a guessed address
     * against the id.
     */
    public static String forReport(ReportMoment moment, Recipient to, String domain, byte[] salt) {
        String address = to.address().toLowerCase(Locale.ROOT);
        return prefix(moment, to) + (salt.length == 0 ? hash(address) : keyed(salt, address)) + "@" + domain + ">";
    }

    /**
     * A side's mail ({@code SideSpans}, see docs/reports-and-mail.md#no-leak-by-construction): {@code <midway-1.T04-P01.r0.us.1a2b3c4d5e@club.example>}, named by
     * where the game stood when it went (and how many earlier mails there, since undone), never by a journal entry,
     * whose number would count the other side's decisions. The same as {@link #forReport} for a moment whose
     * {@link ReportMoment#mailKey()} is {@code key}.
     */
    public static String forSide(String gameId, String key, Recipient to, String domain, byte[] salt) {
        String address = to.address().toLowerCase(Locale.ROOT);
        return "<" + gameId + "." + key + "." + audience(to.audience()) + "."
                + (salt.length == 0 ? hash(address) : keyed(salt, address)) + "@" + domain + ">";
    }

    /**
     * An observer's mail (docs/club.md#observers): {@code <midway-1.observer.T05.e0031.1a2b3c4d5e@club.example>}
     * ({@code key}: the turn and its last journal entry, or {@code end.e0040}), the address entering through the
     * game's key only.
     */
    public static String forObserver(String gameId, String key, String address, String domain, byte[] salt) {
        String a = address.toLowerCase(Locale.ROOT);
        return "<" + gameId + ".observer." + key + "." + (salt.length == 0 ? hash(a) : keyed(salt, a)) + "@" + domain
                + ">";
    }

    /**
     * The thread of an observer's mails ({@code <midway-1.observer.thread.1a2b3c4d5e@club.example>}): its own, apart
     * from the players' and the umpire's.
     */
    public static String observerThread(String gameId, String address, String domain, byte[] salt) {
        return forObserver(gameId, "thread", address, domain, salt);
    }

    /** The part of a report's id before the address's part: {@code <midway-1.T03-P02.e0007.us.}. */
    static String prefix(ReportMoment moment, Recipient to) {
        return "<" + moment.gameId() + "." + moment.mailKey() + "." + audience(to.audience()) + ".";
    }

    private static final Pattern REPORT = Pattern.compile("\\.e[0-9]{4}\\.[a-z]+\\.[^.@]+@");

    /**
     * Is this the id of a report ({@link #forReport}: {@code <game.T03-P02.e0007.us.HASH@domain>}), whose
     * earlier unkeyed form the sent log still recognises? Receipts, answers and reminders are not.
     */
    static boolean isReport(String messageId) {
        return REPORT.matcher(messageId).find();
    }

    /** {@code <midway-1.T03-P02.e0007.us.} of an id made by {@link #forReport}. */
    static String prefixOf(String messageId) {
        int at = messageId.lastIndexOf('@');
        int dot = at < 0 ? -1 : messageId.lastIndexOf('.', at);
        return dot < 0 ? messageId : messageId.substring(0, dot + 1);
    }

    /** A game's key for its Message-IDs, derived from its secret seed (which it does not reveal). */
    public static byte[] salt(byte[] secretSeed) {
        return hmac(secretSeed, "umpire message-id salt");
    }

    private static String keyed(byte[] salt, String s) {
        return HexFormat.of().formatHex(hmac(salt, s), 0, 5);
    }

    /** A pure cache (NoStaticMutableStateTest): the last key's MAC, kept (a send computes one id per recipient and moment). */
    private static byte[] lastKey;

    private static Mac lastMac;

    private static synchronized byte[] hmac(byte[] key, String s) {
        try {
            if (lastMac == null || !Arrays.equals(key, lastKey)) {
                Mac mac = Mac.getInstance("HmacSHA256");
                mac.init(new SecretKeySpec(key, "HmacSHA256"));
                lastMac = mac;
                lastKey = key.clone();
            }
            return lastMac.doFinal(s.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("HmacSHA256 is missing from this JDK", e);
        }
    }

    /**
     * The id every report of a game to one audience replies to ({@code In-Reply-To}, {@code References}):
     * {@code <midway-1.us.thread@club.example>}.
     */
    public static String threadRoot(String gameId, Audience audience, String domain) {
        return "<" + gameId + "." + audience(audience) + ".thread@" + domain + ">";
    }

    /**
     * The thread of a game's mails to one player ({@code <midway-1.secret.us.1a2b3c4d5e@club.example>}): the
     * Message-ID of the first mail the game sends that player, the welcome with its secret code; every later
     * mail to the player (reports, receipts, answers, reminders, deadline notices) names it first in its
     * {@code References}. The address enters through the game's key only ({@link #salt}). The umpire's
     * reports keep {@link #threadRoot}.
     */
    public static String thread(String gameId, Audience audience, String address, String domain, byte[] salt) {
        if (audience.side().isEmpty()) {
            return threadRoot(gameId, audience, domain);
        }
        String a = address.toLowerCase(Locale.ROOT);
        return "<" + gameId + ".secret." + audience(audience) + "." + (salt.length == 0 ? hash(a) : keyed(salt, a))
                + "@" + domain + ">";
    }

    /** {@link #thread} of a player of {@code store}'s game, keyed by the game's secret. */
    public static String thread(GameStore store, Side side, String address, String domain) {
        return thread(
                store.id().value(),
                side.audience(),
                address,
                domain,
                salt(store.seed().bytes()));
    }

    private static String audience(Audience a) {
        return a.name().toLowerCase(Locale.ROOT);
    }

    private static String hash(String s) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 5);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }
}
