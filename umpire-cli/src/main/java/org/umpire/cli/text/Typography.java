package org.umpire.cli.text;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.engine.model.Language;

/**
 * What a language's grammar does to a sentence once its values are in (see docs/reports-and-mail.md#one-language-per-reader): French
 * elides and contracts ("de Akagi" reads "d'Akagi", "de un" "d'un", "de le Japon" "du Japon") and
 * writes decimals with a comma ("0,5"). Messages and wording bundles apply it to every text they
 * fill, so a value inserted into a French sentence reads as French whatever it starts with.
 */
public final class Typography {

    /** {@code de}, {@code que}, {@code le}, {@code la}, {@code jusque} before a word starting with a vowel (not h, not y). */
    private static final Pattern ELISION = Pattern.compile(
            "(?<![\\p{L}'’-])([Dd]e|[Qq]ue|[Ll]e|[Ll]a|[Jj]usque) (?=[AEIOUÀÂÉÈÊËÎÏÔÙÛÜaeiouàâéèêëîïôùûü])");

    private static final Pattern CONTRACTION = Pattern.compile("(?<![\\p{L}'’-])([Dd]e|[Àà]) (le|les) (?=\\p{L})");
    private static final Pattern DECIMAL = Pattern.compile("-?[0-9]+\\.[0-9]+");

    private Typography() {}

    /** {@code text} as the language writes it: French elisions and contractions; English as is. */
    public static String sentence(String text, Language language) {
        if (language != Language.FR || text.isEmpty()) {
            return text;
        }
        return elide(contract(text));
    }

    /** A value inserted into a sentence: a decimal number takes the language's separator ({@code 8,5} in French). */
    public static String value(String value, Language language) {
        if (language == Language.FR && DECIMAL.matcher(value).matches()) {
            return value.replace('.', ',');
        }
        return value;
    }

    private static String elide(String text) {
        Matcher m = ELISION.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String word = m.group(1);
            m.appendReplacement(sb, Matcher.quoteReplacement(word.substring(0, word.length() - 1) + "'"));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private static String contract(String text) {
        Matcher m = CONTRACTION.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            boolean de = m.group(1).equalsIgnoreCase("de");
            boolean upper = Character.isUpperCase(m.group(1).charAt(0));
            String word =
                    de ? (m.group(2).equals("le") ? "du" : "des") : (m.group(2).equals("le") ? "au" : "aux");
            if (upper) {
                word = Character.toUpperCase(word.charAt(0)) + word.substring(1);
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(word + " "));
        }
        m.appendTail(sb);
        return sb.toString();
    }
}
