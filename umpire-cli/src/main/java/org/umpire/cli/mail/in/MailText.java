package org.umpire.cli.mail.in;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the orders in the text of a real mail: keeps the lines a player wrote as orders and blanks
 * the rest, so line numbers stay those of the mail. Blanked, each with a {@link MailNotice}: quoted
 * replies ({@code >} lines, "On … wrote:", "Le … a écrit :", Outlook's "-----Original Message-----"
 * and "From:/Sent:" blocks, forwarded mails), signatures ({@code -- }, "Sent from my iPhone",
 * "Envoyé de mon iPhone"), greetings, thanks and sign-offs in French and English with the name
 * under them, an introduction ("Here are my orders:"), a P.S. paragraph, and the secret code line
 * ({@code code: …}), which is taken out and never shown. Anything else is left for the orders
 * reader, so a line that looks like an order but is not one is still an error.
 */
public final class MailText {

    /**
     * @param text     the mail's text with the skipped lines blank (same line count)
     * @param notices  what was skipped, in line order
     * @param secret   the secret given on a {@code code:} line, if any
     */
    public record Cleaned(String text, List<MailNotice> notices, Optional<String> secret) {
        public Cleaned {
            notices = List.copyOf(notices);
        }
    }

    /** {@code code: k7m-q2x} / {@code secret: …} / {@code mot de passe : …}: the secret line. */
    static final Pattern SECRET_LINE = Pattern.compile(
            "(?iu)^\\s*(?:code secret|secret code|code|secret|mot de passe|passphrase|pass phrase|phrase secr[eè]te)"
                    + "\\s*[:=]\\s*(\\S+)\\s*$");
    /** The same inside a subject: {@code [club-42] orders code: k7m-q2x}. */
    static final Pattern SECRET_IN_SUBJECT =
            Pattern.compile("(?iu)\\b(?:code|secret)\\s*[:=]\\s*([\\x21-\\x7e&&[^=]]+)");

    private static final Pattern MOBILE_SIGNATURE = Pattern.compile(
            "(?iu)^\\s*(?:sent from my\\b|sent from (?:mail|outlook|yahoo|gmail|samsung)\\b|envoy[ée] (?:de|depuis) mon\\b"
                    + "|envoy[ée] depuis\\b|get outlook for\\b|t[ée]l[ée]charg(?:ez|er) outlook\\b|obtenir outlook\\b).*$");
    private static final Pattern OUTLOOK_SEPARATOR = Pattern.compile(
            "(?iu)^\\s*(?:-{2,}\\s*(?:original message|message d'origine|message d’origine|forwarded message"
                    + "|message transf[ée]r[ée]|mensaje original)\\s*-{2,}|_{10,}|-{10,})\\s*$");
    private static final Pattern HEADER_FROM = Pattern.compile("(?iu)^\\s*\\*?(?:from|de)\\s*:\\*?\\s*\\S.*$");
    private static final Pattern HEADER_NEXT =
            Pattern.compile("(?iu)^\\s*\\*?(?:sent|envoy[ée]|date|to|[àa]|subject|objet|cc)\\s*:.*$");
    /**
     * The first lines of this program's own mails (a report's title and section heads, a receipt's first
     * line), copied unquoted in a reply (Outlook, HTML-only mails): the rest is the program's text.
     */
    private static final Pattern OWN_TEXT = Pattern.compile(
            "(?iu)^\\s*(?:victory at midway\\s+[—–-].*|==\\s.*\\s==|your mail was received on\\b.*"
                    + "|votre courrier a [ée]t[ée] re[çc]u le\\b.*|this (?:receipt|report|reminder) was written by the umpire program.*"
                    + "|cet? (?:accus[ée] de r[ée]ception|compte rendu|rappel) a [ée]t[ée] [ée]crit par le programme d.arbitrage.*)$");

    private static final Pattern SENT_INLINE = Pattern.compile("(?iu)\\s(?:sent|envoy[ée]|date)\\s*:\\s*\\S");
    private static final Pattern ON_WROTE = Pattern.compile("(?iu)^\\s*on\\b.*\\bwrote\\s*:\\s*$");
    private static final Pattern LE_ECRIT = Pattern.compile("(?iu)^\\s*le\\b.*\\ba\\s+[ée]crit\\s*:\\s*$");
    private static final Pattern STARTS_ON = Pattern.compile("(?iu)^\\s*(?:on|le)\\s+\\S.*$");
    private static final Pattern WROTE_END = Pattern.compile("(?iu)^.*(?:\\bwrote|\\ba\\s+[ée]crit)\\s*:\\s*$");
    private static final Pattern PS =
            Pattern.compile("(?iu)^\\s*p\\.?\\s?(?:p\\.?\\s?)?s\\b\\.?\\s*[:\\-–,]?(?:\\s.*)?$");
    private static final Pattern ORDER_MARKS = Pattern.compile("(?u)->|=>|→|>|\\b[A-Pa-p]\\d{1,2}\\b");

    private static final Set<String> GREETINGS = Set.of(
            "hi",
            "hello",
            "hey",
            "dear",
            "greetings",
            "good morning",
            "good afternoon",
            "good evening",
            "bonjour",
            "bonsoir",
            "salut",
            "cher",
            "chere",
            "coucou",
            "hola",
            "yo",
            "hello again",
            "re bonjour",
            "rebonjour",
            "i hope",
            "hope you",
            "how are you",
            "j espere",
            "comment allez",
            "ca va",
            "as promised",
            "comme promis");
    private static final List<String> SIGN_OFFS = List.of(
            "best regards",
            "kind regards",
            "warm regards",
            "regards",
            "many thanks",
            "thanks a lot",
            "thanks in advance",
            "thank you",
            "thanks",
            "thx",
            "cheers",
            "best wishes",
            "best",
            "sincerely",
            "yours",
            "see you",
            "bien cordialement",
            "tres cordialement",
            "cordialement",
            "bien a vous",
            "amicalement",
            "amities",
            "merci beaucoup",
            "merci d avance",
            "merci bien",
            "merci",
            "salutations",
            "a bientot",
            "a plus",
            "bonne journee",
            "bonne soiree",
            "bonne fin de journee",
            "bises");
    private static final List<String> INTROS = List.of(
            "here are",
            "here is",
            "heres",
            "please find",
            "my orders",
            "orders for",
            "below are",
            "following are",
            "voici",
            "voila",
            "mes ordres",
            "ordres pour",
            "ci dessous",
            "ci joint");

    private MailText() {}

    public static Cleaned clean(String body) {
        // no-break spaces (French typography "De\u00a0:", HTML's &nbsp;) read as spaces
        String[] lines = body.replace('\u00a0', ' ')
                .replace('\u202f', ' ')
                .replace('\u2007', ' ')
                .split("\r\n|\r|\n", -1);
        List<MailNotice> notices = new ArrayList<>();
        Optional<String> secret = Optional.empty();
        int quoted = 0;
        int firstQuoted = 0;
        boolean afterSignOff = false;
        int i = 0;
        for (; i < lines.length; i++) {
            String line = lines[i];
            int n = i + 1;
            if (line.isBlank()) {
                afterSignOff = false;
                continue;
            }
            Matcher sm = SECRET_LINE.matcher(line);
            if (sm.matches()) {
                if (secret.isEmpty()) {
                    secret = Optional.of(sm.group(1));
                }
                lines[i] = "";
                notices.add(MailNotice.at(n, "secret"));
                continue;
            }
            String stripped = line.strip();
            if (stripped.startsWith(">") || stripped.startsWith("|")) {
                lines[i] = "";
                if (quoted++ == 0) {
                    firstQuoted = n;
                }
                continue;
            }
            if (line.equals("-- ")
                    || line.equals("--")
                    || MOBILE_SIGNATURE.matcher(line).matches()) {
                notices.add(MailNotice.at(n, "signature"));
                break;
            }
            if (OWN_TEXT.matcher(line).matches()) {
                notices.add(MailNotice.at(n, "own-report"));
                break;
            }
            if (OUTLOOK_SEPARATOR.matcher(line).matches() || isHeaderBlock(lines, i)) {
                notices.add(MailNotice.at(n, "quoted-reply"));
                break;
            }
            int attribution = attributionLength(lines, i);
            if (attribution > 0) {
                notices.add(MailNotice.at(n, "quoted-reply"));
                int next = i + attribution;
                while (next < lines.length && lines[next].isBlank()) {
                    next++;
                }
                if (next < lines.length && !lines[next].strip().startsWith(">")) {
                    break; // the earlier mail copied without quote marks: nothing below is new
                }
                for (int k = 0; k < attribution; k++) {
                    lines[i + k] = "";
                }
                i += attribution - 1;
                continue;
            }
            if (PS.matcher(line).matches()) {
                notices.add(MailNotice.at(n, "ps"));
                while (i < lines.length && !lines[i].isBlank()) {
                    lines[i++] = "";
                }
                i--;
                continue;
            }
            boolean plain = !ORDER_MARKS.matcher(line).find();
            String folded = fold(line);
            if (plain && isGreeting(folded)) {
                lines[i] = "";
                notices.add(MailNotice.at(n, "greeting"));
                continue;
            }
            if (plain && isSignOff(folded)) {
                lines[i] = "";
                notices.add(MailNotice.at(n, "sign-off"));
                afterSignOff = true;
                continue;
            }
            if (afterSignOff && plain && isNameLike(line)) {
                lines[i] = "";
                continue;
            }
            afterSignOff = false;
            if (plain && startsWithAny(folded, INTROS) && wordCount(folded) <= 12) {
                lines[i] = "";
                notices.add(MailNotice.at(n, "intro"));
            }
        }
        for (int k = i; k < lines.length; k++) {
            lines[k] = "";
        }
        if (quoted > 0) {
            notices.add(new MailNotice("quoted-lines", firstQuoted, Map.of("count", quoted)));
            notices.sort(Comparator.comparingInt(MailNotice::line));
        }
        int end = lines.length;
        while (end > 0 && lines[end - 1].isEmpty()) {
            end--;
        }
        return new Cleaned(String.join("\n", Arrays.asList(lines).subList(0, end)), notices, secret);
    }

    /** The secret given in a subject ({@code code: …}), if any. */
    public static Optional<String> secretInSubject(String subject) {
        Matcher m = SECRET_IN_SUBJECT.matcher(subject);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** A subject with its secret hidden, for logs. */
    public static String subjectForLog(String subject) {
        return SECRET_IN_SUBJECT.matcher(subject).replaceAll("code: ***");
    }

    /** "From: …" followed within a few lines by "Sent:"/"Date:"/"To:": Outlook's copy of the earlier mail. */
    private static boolean isHeaderBlock(String[] lines, int i) {
        if (!HEADER_FROM.matcher(lines[i]).matches()) {
            return false;
        }
        if (SENT_INLINE.matcher(lines[i]).find()) {
            return true; // "De : Arbitre Envoyé : mardi ... À : ... Objet : ..." on one line (an HTML mail's block)
        }
        for (int k = i + 1; k < Math.min(lines.length, i + 6); k++) {
            if (HEADER_NEXT.matcher(lines[k]).matches()) {
                return true;
            }
        }
        return false;
    }

    /** Lines taken by an "On … wrote:" / "Le … a écrit :" attribution starting at {@code i} (0: none). */
    private static int attributionLength(String[] lines, int i) {
        if (ON_WROTE.matcher(lines[i]).matches() || LE_ECRIT.matcher(lines[i]).matches()) {
            return 1;
        }
        if (!STARTS_ON.matcher(lines[i]).matches()
                || ORDER_MARKS.matcher(lines[i]).find() && !lines[i].contains("@")) {
            return 0;
        }
        for (int k = i + 1; k < Math.min(lines.length, i + 3); k++) {
            if (WROTE_END.matcher(lines[k]).matches()) {
                return k - i + 1;
            }
        }
        return 0;
    }

    private static boolean isGreeting(String folded) {
        if (folded.isEmpty() || wordCount(folded) > 8) {
            return false;
        }
        for (String g : GREETINGS) {
            if (folded.equals(g) || folded.startsWith(g + " ")) {
                return true;
            }
        }
        return false;
    }

    private static boolean isSignOff(String folded) {
        for (String s : SIGN_OFFS) {
            if (folded.equals(s) || folded.startsWith(s + " ") && wordCount(folded) - wordCount(s) <= 4) {
                return true;
            }
        }
        return false;
    }

    /**
     * A name under a sign-off, perhaps with a title or a club ("C. W. Nimitz, Pacific Fleet"): a few
     * words, no digit, no colon, no arrow (orders have hexes, arrows or colons).
     */
    private static boolean isNameLike(String line) {
        String s = line.strip();
        return s.length() <= 50
                && wordCount(s) <= 6
                && s.chars().noneMatch(Character::isDigit)
                && !s.contains(":")
                && !s.contains("->")
                && !s.contains("→");
    }

    private static boolean startsWithAny(String folded, List<String> starts) {
        for (String s : starts) {
            if (folded.equals(s) || folded.startsWith(s + " ")) {
                return true;
            }
        }
        return false;
    }

    private static int wordCount(String s) {
        String t = s.strip();
        return t.isEmpty() ? 0 : t.split("\\s+").length;
    }

    /** Lower case, no accents, punctuation as spaces, single spaces. */
    static String fold(String s) {
        String d = Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
        return d.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", " ").strip();
    }
}
