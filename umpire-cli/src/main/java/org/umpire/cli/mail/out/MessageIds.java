package org.umpire.cli.mail.out;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;

import org.umpire.cli.report.ReportMoment;
import org.umpire.engine.model.Audience;

/**
 * Stable Message-IDs: the same report to the same recipient always gets the same id, so a mail
 * sent twice is recognised (by the sent log here, and by mail clients). Ids never reveal the
 * address: it enters only through a hash.
 */
public final class MessageIds {

    private MessageIds() {
    }

    /**
     * {@code <midway-1.T03-P02.e0007.us.1a2b3c4d5e@club.example>}: one per game, turn, phase, journal entry
     * and recipient. With the entry in it, the results of a phase resolved again after an undo are
     * mailed, and so are the set-up's results after the opening report ({@code e0000}).
     */
    public static String forReport(ReportMoment moment, Recipient to, String domain) {
        return "<" + moment.gameId() + "." + moment.mailKey() + "." + audience(to.audience()) + "."
                + hash(to.address().toLowerCase(Locale.ROOT)) + "@" + domain + ">";
    }

    /**
     * The id every report of a game to one audience replies to ({@code In-Reply-To}, {@code References}):
     * {@code <midway-1.us.thread@club.example>}.
     */
    public static String threadRoot(String gameId, Audience audience, String domain) {
        return "<" + gameId + "." + audience(audience) + ".thread@" + domain + ">";
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
