package org.umpire.cli.mail.in;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The text of an HTML-only mail, as its reader saw it: blocks and line breaks become lines, quoted
 * blocks ({@code <blockquote>}, Gmail's and Outlook's quote containers) become {@code >} lines so
 * that they are skipped like any quoted reply, scripts, styles and comments vanish, entities are
 * decoded. Linear in the input; never fails.
 */
public final class HtmlText {

    /** A tag; its attributes stop at the next {@code <} too, so a run of unclosed tags is read in linear time (issue 22). */
    private static final Pattern TAG = Pattern.compile("(?s)<(/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]{0,4000})>");
    private static final Pattern ENTITY = Pattern.compile("&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});");
    private static final Map<String, String> NAMED = Map.ofEntries(Map.entry("amp", "&"), Map.entry("lt", "<"),
            Map.entry("gt", ">"), Map.entry("quot", "\""), Map.entry("apos", "'"), Map.entry("nbsp", " "),
            Map.entry("eacute", "é"), Map.entry("egrave", "è"), Map.entry("ecirc", "ê"), Map.entry("agrave", "à"),
            Map.entry("acirc", "â"), Map.entry("ccedil", "ç"), Map.entry("ocirc", "ô"), Map.entry("ucirc", "û"),
            Map.entry("ugrave", "ù"), Map.entry("icirc", "î"), Map.entry("iuml", "ï"), Map.entry("euml", "ë"),
            Map.entry("rarr", "→"), Map.entry("rsquo", "’"), Map.entry("lsquo", "‘"), Map.entry("ldquo", "“"),
            Map.entry("rdquo", "”"), Map.entry("hellip", "…"), Map.entry("ndash", "–"), Map.entry("mdash", "—"),
            Map.entry("laquo", "«"), Map.entry("raquo", "»"), Map.entry("Eacute", "É"), Map.entry("Agrave", "À"));
    private static final java.util.Set<String> BLOCKS = java.util.Set.of("p", "div", "br", "li", "tr", "h1", "h2",
            "h3", "h4", "h5", "h6", "pre", "table", "ul", "ol", "hr", "section", "article", "header", "footer");
    private static final char QUOTE_ON = '\u0001';
    private static final char QUOTE_OFF = '\u0002';
    /** The edge of a block: ends the current line if it has text (blocks next to each other make no blank line). */
    private static final char EDGE = '\u0003';

    private HtmlText() {
    }

    public static String toText(String html) {
        String s = drop(html);
        StringBuilder out = new StringBuilder(s.length());
        Matcher m = TAG.matcher(s);
        int at = 0;
        boolean pre = false;
        java.util.Deque<Boolean> divQuotes = new java.util.ArrayDeque<>();
        while (m.find()) {
            text(out, s.substring(at, m.start()), pre);
            at = m.end();
            String name = m.group(2).toLowerCase(Locale.ROOT);
            boolean close = !m.group(1).isEmpty();
            String attrs = m.group(3).toLowerCase(Locale.ROOT);
            if (name.equals("blockquote")) {
                out.append('\n').append(close ? QUOTE_OFF : QUOTE_ON).append('\n');
            } else if (name.equals("div")) {
                if (close) {
                    boolean q = !divQuotes.isEmpty() && divQuotes.pop();
                    out.append(EDGE);
                    if (q) {
                        out.append(QUOTE_OFF).append('\n');
                    }
                } else if (!attrs.endsWith("/")) {
                    boolean q = attrs.contains("gmail_quote_container") || attrs.contains("divrplyfwdmsg")
                            || attrs.contains("appendonsend") || attrs.contains("moz-cite-prefix");
                    divQuotes.push(q && !attrs.contains("moz-cite-prefix"));
                    out.append(EDGE);
                    if (q && !attrs.contains("moz-cite-prefix")) {
                        out.append(QUOTE_ON).append('\n');
                    }
                }
            } else if (name.equals("pre")) {
                pre = !close;
                out.append('\n');
            } else if (name.equals("br")) {
                out.append('\n');
            } else if (name.equals("p") && close) {
                out.append(EDGE).append('\n');
            } else if (BLOCKS.contains(name)) {
                out.append(EDGE);
            } else if (name.equals("td") && close) {
                out.append(' ');
            }
        }
        text(out, s.substring(at), pre);
        return quoteMarks(edges(out.toString()));
    }

    private static void text(StringBuilder out, String raw, boolean pre) {
        String t = pre ? raw : raw.replaceAll("\\s+", " ");
        out.append(entities(t));
    }

    static String entities(String s) {
        Matcher m = ENTITY.matcher(s);
        StringBuilder sb = new StringBuilder(s.length());
        while (m.find()) {
            String e = m.group(1);
            String r;
            if (e.startsWith("#x") || e.startsWith("#X")) {
                r = codePoint(Integer.parseInt(e.substring(2), 16));
            } else if (e.startsWith("#")) {
                r = codePoint(Integer.parseInt(e.substring(1)));
            } else {
                r = NAMED.getOrDefault(e, m.group());
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(r));
        }
        m.appendTail(sb);
        return sb.toString().replace('\u00a0', ' ');
    }

    private static String codePoint(int cp) {
        return Character.isValidCodePoint(cp) && cp != 0 ? new String(Character.toChars(cp)) : "?";
    }

    /** Block edges become line ends where a line has text, and vanish at the start of a line. */
    private static String edges(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        boolean lineHasText = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == EDGE) {
                if (lineHasText) {
                    sb.append('\n');
                    lineHasText = false;
                }
            } else if (c == '\n') {
                sb.append('\n');
                lineHasText = false;
            } else {
                sb.append(c);
                if (c != ' ' && c != QUOTE_ON && c != QUOTE_OFF) {
                    lineHasText = true;
                }
            }
        }
        return sb.toString();
    }

    /** Lines inside quote markers get {@code > }; runs of blank lines shrink to one; lines are trimmed. */
    private static String quoteMarks(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int depth = 0;
        boolean blank = true;
        for (String line : s.split("\n", -1)) {
            String t = line.strip();
            if (t.indexOf(QUOTE_ON) >= 0 || t.indexOf(QUOTE_OFF) >= 0) {
                for (char c : t.toCharArray()) {
                    depth += c == QUOTE_ON ? 1 : c == QUOTE_OFF ? -1 : 0;
                }
                depth = Math.max(depth, 0);
                continue;
            }
            if (t.isEmpty()) {
                if (!blank) {
                    out.append('\n');
                }
                blank = true;
                continue;
            }
            out.append(depth > 0 ? "> " : "").append(t).append('\n');
            blank = false;
        }
        return out.toString().strip() + "\n";
    }

    private static final String[] DROPPED = {"script", "style", "head", "title"};

    /**
     * The HTML without comments, scripts, styles, head and title, in one pass forward (issue 22: a regular
     * expression looking for the end of each of thousands of unclosed ones took minutes): an element or
     * comment that is never closed runs to the end, as a browser reads it.
     */
    static String drop(String html) {
        String lower = html.toLowerCase(java.util.Locale.ROOT);
        StringBuilder out = new StringBuilder(html.length());
        int i = 0;
        int n = html.length();
        while (i < n) {
            int lt = html.indexOf('<', i);
            if (lt < 0) {
                out.append(html, i, n);
                break;
            }
            out.append(html, i, lt);
            if (lower.startsWith("<!--", lt)) {
                int end = lower.indexOf("-->", lt + 4);
                i = end < 0 ? n : end + 3;
                continue;
            }
            String name = null;
            for (String d : DROPPED) {
                int after = lt + 1 + d.length();
                if (lower.startsWith(d, lt + 1) && (after >= n || !Character.isLetterOrDigit(lower.charAt(after)))) {
                    name = d;
                    break;
                }
            }
            if (name == null) {
                out.append('<');
                i = lt + 1;
                continue;
            }
            int close = lower.indexOf("</" + name, lt + 1);
            if (close < 0) {
                i = n;
                continue;
            }
            int gt = lower.indexOf('>', close);
            i = gt < 0 ? n : gt + 1;
        }
        return out.toString();
    }
}
