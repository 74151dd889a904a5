package org.umpire.cli.aar;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Deque;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Checks and views of an after-action report page shared by the tests. */
final class AarPages {

    static final Pattern IMAGE = Pattern.compile("data:image/png;base64,([A-Za-z0-9+/=]+)");
    private static final Pattern TAG = Pattern.compile("<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*?)(/?)>");
    private static final Set<String> VOID = Set.of("meta", "br", "img", "hr", "link", "input", "col", "wbr");

    private AarPages() {}

    /**
     * The page with each inline map replaced by a short hash of the map it draws (its {@code MapView}:
     * both sides' groups, fog, searches, title), so that a golden copy stays readable and does not
     * depend on how a JDK rasterises or compresses the image; {@link #images} checks the images themselves.
     */
    static String withMapHashes(String html, AfterActionReport report) {
        Matcher m = IMAGE.matcher(html);
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (m.find()) {
            String hash = sha256(report.turns().get(i++).map().toString()).substring(0, 12);
            m.appendReplacement(out, "data:image/png;base64,map-sha256-" + hash);
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The decoded inline images, in order. */
    static List<byte[]> images(String html) {
        List<byte[]> result = new ArrayList<>();
        Matcher m = IMAGE.matcher(html);
        while (m.find()) {
            result.add(Base64.getDecoder().decode(m.group(1)));
        }
        return result;
    }

    /** What a reader reads: the page without its style, SVG drawing code, tags and entities. */
    static String text(String html) {
        return html.replaceAll("(?s)<style.*?</style>", " ")
                .replaceAll("(?s)<(line|rect|polyline|circle)[^>]*>", " ")
                .replaceAll("<[^>]+>", " ")
                .replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&amp;", "&")
                .replace("&lt;", "<")
                .replace("&gt;", ">");
    }

    /** Every reference to something outside the page: URLs, non-data sources, links off the page, scripts. */
    static List<String> externalReferences(String html) {
        List<String> found = new ArrayList<>();
        Matcher src = Pattern.compile("(src|href|xlink:href|action|poster)\\s*=\\s*\"([^\"]*)\"")
                .matcher(html);
        while (src.find()) {
            String v = src.group(2);
            boolean inside = src.group(1).equals("src") ? v.startsWith("data:") : v.startsWith("#");
            if (!inside) {
                found.add(src.group(1) + "=" + v.substring(0, Math.min(v.length(), 60)));
            }
        }
        for (String bad :
                new String[] {"http:", "https:", "ftp:", "file:", "<script", "<link", "<iframe", "@import", "url("}) {
            if (html.toLowerCase(Locale.ROOT).contains(bad)) {
                found.add(bad);
            }
        }
        return found;
    }

    /** Tags opened and not closed, closed and not opened, or closed out of order (style text skipped). */
    static List<String> unbalancedTags(String html) {
        List<String> problems = new ArrayList<>();
        Deque<String> open = new ArrayDeque<>();
        Matcher m = TAG.matcher(html.replaceAll("(?s)(<style>).*?(</style>)", "$1$2"));
        while (m.find()) {
            String name = m.group(2).toLowerCase(Locale.ROOT);
            if (VOID.contains(name) || !m.group(4).isEmpty()) {
                continue;
            }
            if (m.group(1).isEmpty()) {
                open.push(name);
            } else if (open.isEmpty() || !open.peek().equals(name)) {
                problems.add("</" + name + "> at " + m.start() + " closes "
                        + (open.isEmpty() ? "nothing" : "<" + open.peek() + ">"));
                return problems;
            } else {
                open.pop();
            }
        }
        open.forEach(n -> problems.add("<" + n + "> never closed"));
        return problems;
    }

    static String sha256(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
