package org.umpire.cli.demo;

import jakarta.mail.internet.MimeUtility;
import java.io.UnsupportedEncodingException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

/**
 * The mail a demo bot sends the umpire, written as a player writes one: a greeting, the orders, the
 * secret code on its own line, a sign-off and a signature, in the player's language (a French
 * letter in 8-bit UTF-8). The program's mail intake reads it as it reads anyone's: it finds the game
 * by the subject's tag, checks the code, keeps the orders and drops the rest.
 *
 * @param game     the game's id, the subject's tag
 * @param from     the player's address
 * @param to       the umpire's address
 * @param side     the side the bot plays
 * @param language the player's language
 * @param secret   the player's secret code
 */
public record BotLetter(String game, String from, String to, Side side, Language language, String secret) {

    private static final DateTimeFormatter DATE =
            DateTimeFormatter.ofPattern("EEE, d MMM yyyy HH:mm:ss Z", Locale.ENGLISH);

    /**
     * The raw mail (RFC 5322 bytes) carrying {@code orders} for {@code turn}; {@code id} makes its
     * Message-ID unique in the games folder.
     */
    public byte[] mail(String orders, int turn, String id, Instant at) {
        boolean fr = language == Language.FR;
        String subject = "[" + game + "] " + (fr ? "Ordres, tour " : "Orders, turn ") + turn;
        String body = (fr ? "Bonjour l'arbitre,\n\nvoici mes ordres :\n\n" : "Hello umpire,\n\nhere are my orders:\n\n")
                + (orders.isBlank()
                        ? (fr ? "Pas d'ordres pour cette phase." : "No orders this phase.") + "\n"
                        : orders.endsWith("\n") ? orders : orders + "\n")
                + "\ncode: " + secret + "\n\n"
                + (fr ? "Bien à vous,\n" : "Best regards,\n") + signature(fr) + "\n-- \n"
                + (fr
                        ? "Partie de démonstration : ce joueur est un robot du programme.\n"
                        : "Demonstration game: this player is one of the program's bots.\n");
        String head = "From: " + encode(name(fr)) + " <" + from + ">\r\n"
                + "To: <" + to + ">\r\n"
                + "Subject: " + encode(subject) + "\r\n"
                + "Date: " + DATE.format(at.atOffset(ZoneOffset.UTC)) + "\r\n"
                + "Message-ID: <" + id + "@" + domain() + ">\r\n"
                + "MIME-Version: 1.0\r\n"
                + "Content-Type: text/plain; charset=UTF-8; format=flowed\r\n"
                + "Content-Transfer-Encoding: 8bit\r\n\r\n";
        return (head + body.replace("\n", "\r\n")).getBytes(StandardCharsets.UTF_8);
    }

    private String name(boolean fr) {
        if (side == Side.JP) {
            return fr ? "Amiral Yamamoto (robot)" : "Admiral Yamamoto (bot)";
        }
        return fr ? "Amiral Nimitz (robot)" : "Admiral Nimitz (bot)";
    }

    private String signature(boolean fr) {
        if (side == Side.JP) {
            return fr ? "I. Yamamoto, Flotte combinée" : "I. Yamamoto, Combined Fleet";
        }
        return fr ? "C. W. Nimitz, flotte du Pacifique" : "C. W. Nimitz, Pacific Fleet";
    }

    private String domain() {
        int at = from.lastIndexOf('@');
        return at < 0 ? "demo.invalid" : from.substring(at + 1);
    }

    private static String encode(String text) {
        try {
            return MimeUtility.encodeText(text, "UTF-8", "Q");
        } catch (UnsupportedEncodingException e) {
            throw new IllegalStateException("UTF-8 is missing from this JDK", e);
        }
    }
}
