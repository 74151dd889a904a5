package org.umpire.cli.orders;

import java.text.Normalizer;
import java.util.Locale;

/** Case and accents never matter in orders: {@code Débarquement} reads as {@code debarquement}. */
public final class Fold {

    private Fold() {}

    public static String fold(String s) {
        String lower = s.toLowerCase(Locale.ROOT);
        boolean ascii = true;
        for (int i = 0; i < lower.length(); i++) {
            if (lower.charAt(i) > 127) {
                ascii = false;
                break;
            }
        }
        if (ascii) {
            return lower;
        }
        String d = Normalizer.normalize(lower, Normalizer.Form.NFD);
        StringBuilder sb = new StringBuilder(d.length());
        for (int i = 0; i < d.length(); i++) {
            char c = d.charAt(i);
            if (Character.getType(c) == Character.NON_SPACING_MARK) {
                continue;
            }
            switch (c) {
                case 'œ' -> sb.append("oe");
                case 'æ' -> sb.append("ae");
                case 'ß' -> sb.append("ss");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    /** The key a name is matched by: folded, letters and digits only ({@code Haruna-Kirishima} = {@code harunakirishima}). */
    public static String key(String s) {
        String f = fold(s);
        StringBuilder sb = new StringBuilder(f.length());
        for (int i = 0; i < f.length(); i++) {
            char c = f.charAt(i);
            if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
