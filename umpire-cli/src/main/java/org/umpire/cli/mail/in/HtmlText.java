package org.umpire.cli.mail.in;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.parser.Parser;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * The text of an HTML-only mail, as its reader saw it: blocks and line breaks become lines, quoted
 * blocks ({@code <blockquote>}, Gmail's and Outlook's quote containers) become {@code >} lines so
 * that they are skipped like any quoted reply, scripts, styles and comments vanish, entities are
 * decoded. Never fails.
 *
 * <p>The HTML is read by a real HTML parser (jsoup, see docs/mail-in.md), as a browser reads it: unclosed
 * elements, misnested tags, attributes without quotes, comments and scripts never closed. Its work is
 * bounded per mail: the parser's tokenizer is linear (a run of thousands of unclosed {@code <blockquote }
 * is one tag with thousands of attribute names, which it keeps in linear time), the tree is walked
 * without recursion, quotes nested deeper than {@link #MAX_QUOTE_DEPTH} are read as the deepest one, and
 * the text given is cut at {@link MailLimits#MAX_TEXT_BYTES} characters (the mail parser never keeps
 * more): 256 KiB of unclosed {@code <blockquote } is read in 43–85 ms on a loaded 2-core machine ({@code HostileMailTest}).
 */
public final class HtmlText {

    /** Nested quotes read as quotes; deeper ones are read as the text of the deepest (still quoted). */
    static final int MAX_QUOTE_DEPTH = 64;

    private static final Set<String> BLOCKS = Set.of(
            "p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "table", "ul", "ol", "hr",
            "section", "article", "header", "footer");
    private static final Set<String> DROPPED = Set.of("script", "style", "head", "title", "template", "noscript");
    private static final char QUOTE_ON = '\u0001';
    private static final char QUOTE_OFF = '\u0002';
    /** The edge of a block: ends the current line if it has text (blocks next to each other make no blank line). */
    private static final char EDGE = '\u0003';

    private HtmlText() {}

    public static String toText(String html) {
        String bounded =
                html.length() > MailLimits.MAX_TEXT_BYTES ? html.substring(0, MailLimits.MAX_TEXT_BYTES) : html;
        Parser parser = Parser.htmlParser().setTrackErrors(0);
        Document doc = parser.parseInput(bounded.replace('\u0000', ' '), "");
        Walk walk = new Walk(bounded.length());
        NodeTraversor.filter(walk, doc);
        return quoteMarks(edges(walk.out.toString()));
    }

    /** One walk over the parsed tree, forward, without recursion: the same marks as the tags were met. */
    private static final class Walk implements NodeFilter {
        final StringBuilder out;
        /** Open elements that are quotes (blockquote, quote containers), for the depth bound. */
        int quotes;

        int pre;

        Walk(int size) {
            out = new StringBuilder(size);
        }

        @Override
        public FilterResult head(Node node, int depth) {
            if (node instanceof TextNode textNode) {
                String t = textNode.getWholeText();
                text(out, t, pre > 0);
                return FilterResult.CONTINUE;
            }
            if (!(node instanceof Element)) {
                return FilterResult.SKIP_ENTIRELY; // comments, data of scripts and styles, doctype
            }
            Element e = (Element) node;
            String name = e.normalName();
            if (DROPPED.contains(name)) {
                return FilterResult.SKIP_ENTIRELY;
            }
            if (isQuote(e)) {
                if (quotes++ < MAX_QUOTE_DEPTH) {
                    out.append(name.equals("blockquote") ? "\n" + QUOTE_ON + "\n" : EDGE + "" + QUOTE_ON + "\n");
                } else if (name.equals("div")) {
                    out.append(EDGE);
                }
            } else if (name.equals("pre")) {
                pre++;
                out.append('\n');
            } else if (name.equals("br")) {
                out.append('\n');
            } else if (BLOCKS.contains(name)) {
                out.append(EDGE);
            }
            return FilterResult.CONTINUE;
        }

        @Override
        public FilterResult tail(Node node, int depth) {
            if (!(node instanceof Element)) {
                return FilterResult.CONTINUE;
            }
            Element e = (Element) node;
            String name = e.normalName();
            if (isQuote(e)) {
                if (--quotes < MAX_QUOTE_DEPTH) {
                    out.append(name.equals("blockquote") ? "\n" + QUOTE_OFF + "\n" : EDGE + "" + QUOTE_OFF + "\n");
                } else if (name.equals("div")) {
                    out.append(EDGE);
                }
            } else if (name.equals("pre")) {
                pre--;
                out.append('\n');
            } else if (name.equals("p")) {
                out.append(EDGE).append('\n');
            } else if (name.equals("td") || name.equals("th")) {
                out.append(' ');
            } else if (BLOCKS.contains(name) && !name.equals("br")) {
                out.append(EDGE);
            }
            return FilterResult.CONTINUE;
        }
    }

    /** A {@code <blockquote>}, or a mail client's quote container: Gmail's, Outlook's (not Thunderbird's cite prefix). */
    private static boolean isQuote(Element e) {
        String name = e.normalName();
        if (name.equals("blockquote")) {
            return true;
        }
        if (!name.equals("div") || e.attributesSize() == 0) {
            return false;
        }
        for (Attribute a : e.attributes()) {
            String v = (a.getKey() + "=" + a.getValue()).toLowerCase(Locale.ROOT);
            if (v.contains("gmail_quote_container") || v.contains("divrplyfwdmsg") || v.contains("appendonsend")) {
                return true;
            }
        }
        return false;
    }

    private static void text(StringBuilder out, String raw, boolean pre) {
        String t = pre ? raw : WHITE.matcher(raw).replaceAll(" ");
        out.append(t.replace('\u00a0', ' '));
    }

    private static final Pattern WHITE = Pattern.compile("[ \\t\\n\\x0B\\f\\r]+");

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
}
