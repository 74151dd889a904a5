package org.umpire.cli.orders;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.orders.Token.Kind;

/**
 * Splits one line into statements ({@code ;} separates them) and each statement into tokens.
 * Arrows may be written {@code ->}, {@code =>}, {@code -->}, {@code →}, or a lone dash; {@code (e)}
 * after a unit marks it reduced (ORD-3). Total: any text gives tokens, unknown symbols become
 * {@link Kind#OTHER} for the parser to report.
 */
final class Lexer {

    private static final Pattern COUNT_SPEC = Pattern.compile("(\\d{1,3})[x×*](.*)");
    private static final Set<String> REDUCED =
            Set.of("e", "r", "d", "red", "reduit", "reduced", "endommage", "endommagee", "damaged");

    private Lexer() {}

    static List<List<Token>> statements(String line) {
        List<List<Token>> result = new ArrayList<>();
        List<Token> current = new ArrayList<>();
        int n = line.length();
        int i = bulletEnd(line);
        while (i < n) {
            char c = line.charAt(i);
            int col = i + 1;
            if (c == ';') {
                result.add(current);
                current = new ArrayList<>();
                i++;
            } else if (Character.isWhitespace(c)
                    || Character.isSpaceChar(c)
                    || c == '.'
                    || c == '!'
                    || c == '\''
                    || c == '’'
                    || c == '`') {
                i++;
            } else if (arrowAt(line, i) > 0) {
                int len = arrowAt(line, i);
                current.add(new Token(Kind.ARROW, line.substring(i, i + len), "->", col));
                i += len;
            } else if (c == '>') {
                current.add(new Token(Kind.GT, ">", ">", col));
                i++;
            } else if (c == '+' || c == '&') {
                current.add(new Token(Kind.PLUS, String.valueOf(c), "+", col));
                i++;
            } else if (c == ',') {
                current.add(new Token(Kind.COMMA, ",", ",", col));
                i++;
            } else if (c == ':') {
                current.add(new Token(Kind.COLON, ":", ":", col));
                i++;
            } else if (c == '=') {
                current.add(new Token(Kind.EQUALS, "=", "=", col));
                i++;
            } else if (c == '×' || c == '*') {
                current.add(new Token(Kind.TIMES, String.valueOf(c), "x", col));
                i++;
            } else if (c == '(') {
                int close = line.indexOf(')', i);
                if (close > i + 16) {
                    close = -1; // "(e)", "(reduced)": a marker is short
                }
                String inside =
                        close > i ? Fold.fold(line.substring(i + 1, close)).strip() : null;
                if (inside != null && REDUCED.contains(inside)) {
                    current.add(new Token(Kind.REDUCED, line.substring(i, close + 1), "(e)", col));
                    i = close + 1;
                } else {
                    current.add(new Token(Kind.LPAREN, "(", "(", col));
                    i++;
                }
            } else if (c == ')') {
                current.add(new Token(Kind.RPAREN, ")", ")", col));
                i++;
            } else if (c == '"' || c == '“' || c == '”' || c == '«' || c == '»') {
                int j = i + 1;
                while (j < n && "\"“”«»".indexOf(line.charAt(j)) < 0) {
                    j++;
                }
                String inside = line.substring(i + 1, j).strip();
                current.add(new Token(Kind.QUOTED, inside, Fold.fold(inside), col));
                i = Math.min(n, j + 1);
            } else if (Character.isLetterOrDigit(c) || c == '_') {
                int j = i + 1;
                while (j < n) {
                    char d = line.charAt(j);
                    if (Character.isLetterOrDigit(d)
                            || d == '_'
                            || Character.getType(d) == Character.NON_SPACING_MARK) {
                        j++;
                    } else if ((d == '-' || d == '/')
                            && j + 1 < n
                            && Character.isLetterOrDigit(line.charAt(j + 1))
                            && arrowAt(line, j) == 0) {
                        j++;
                    } else {
                        break;
                    }
                }
                word(current, line.substring(i, j), col);
                i = j;
            } else {
                current.add(new Token(Kind.OTHER, String.valueOf(c), String.valueOf(c), col));
                i++;
            }
        }
        result.add(current);
        result.removeIf(List::isEmpty);
        return result;
    }

    /** {@code ED1-4}: a run of ids as the reports print them (ED1, ED2, ED3, ED4). */
    private static final Pattern RUN = Pattern.compile("([A-Za-z]+)(\\d{1,2})-(\\d{1,2})");

    private static void word(List<Token> out, String text, int col) {
        Matcher run = RUN.matcher(text);
        if (run.matches()) {
            int first = Integer.parseInt(run.group(2));
            int last = Integer.parseInt(run.group(3));
            if (last > first && last - first < 20) {
                for (int n = first; n <= last; n++) {
                    if (n > first) {
                        out.add(new Token(Kind.PLUS, "+", "+", col));
                    }
                    String id = run.group(1) + n;
                    out.add(new Token(Kind.WORD, id, Fold.fold(id), col));
                }
                return;
            }
        }
        String folded = Fold.fold(text);
        Matcher m = folded.isEmpty() || folded.charAt(0) < '0' || folded.charAt(0) > '9'
                ? null
                : COUNT_SPEC.matcher(folded);
        if (m != null && m.matches()) {
            String num = m.group(1);
            out.add(new Token(Kind.NUMBER, num, num, col));
            out.add(new Token(Kind.TIMES, "x", "x", col + num.length()));
            if (!m.group(2).isEmpty()) {
                String rest = text.substring(num.length() + 1);
                out.add(new Token(Kind.WORD, rest, m.group(2), col + num.length() + 1));
            }
            return;
        }
        boolean digits = !folded.isEmpty() && folded.chars().allMatch(ch -> ch >= '0' && ch <= '9');
        out.add(new Token(digits ? Kind.NUMBER : Kind.WORD, text, folded, col));
    }

    private static final Pattern BULLET = Pattern.compile("\\s*(?:\\d{1,2}[.)]|[-*•–—])\\s+");

    /** Skips a list bullet at the start of a line ({@code - }, {@code * }, {@code 1. }, {@code 2) }). */
    private static int bulletEnd(String line) {
        Matcher m = BULLET.matcher(line);
        return m.lookingAt() ? m.end() : 0;
    }

    /** Length of the arrow starting at {@code i}, 0 if none. */
    private static int arrowAt(String s, int i) {
        char c = s.charAt(i);
        if (c == '→' || c == '⇒' || c == '⟶' || c == '➔' || c == '➜') {
            return 1;
        }
        if (c == '-' || c == '–' || c == '—' || c == '=') {
            int j = i;
            while (j < s.length()
                    && j - i < 3
                    && (s.charAt(j) == '-' || s.charAt(j) == '–' || s.charAt(j) == '—' || s.charAt(j) == '=')) {
                j++;
            }
            if (j < s.length() && s.charAt(j) == '>') {
                return j + 1 - i;
            }
            // a lone dash between spaces: "A1 - B1"
            boolean spaceBefore = i == 0 || Character.isWhitespace(s.charAt(i - 1));
            boolean spaceAfter = j >= s.length() || Character.isWhitespace(s.charAt(j));
            if (c != '=' && spaceBefore && spaceAfter && j - i <= 2) {
                return j - i;
            }
        }
        return 0;
    }
}
