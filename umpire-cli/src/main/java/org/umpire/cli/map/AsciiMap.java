package org.umpire.cli.map;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.NamedHex;
import org.umpire.engine.state.SightingLevel;

/**
 * The map as plain text, for the text report: the same {@link MapView} as the PNG, drawn with
 * characters. Each hex row takes two lines: columns A, C, E... on the first, the half-a-hex-lower
 * columns B, D, F... on the second (HexGrid's geometry). Row numbers are on the left for the
 * first line and on the right for the second. A legend under the map explains every marker.
 */
public final class AsciiMap {

    private static final int LEFT = 7;
    private static final int STEP = 4;
    private static final int CELL = 8;

    private AsciiMap() {}

    public static String render(MapView view, Messages m) {
        int cols = view.grid().columns();
        int rows = view.grid().rows();
        int width = LEFT + STEP * (cols - 1) + CELL;
        Map<Hex, String> cells = cells(view, m);
        StringBuilder out = new StringBuilder();
        out.append(MapLegend.title(view, m)).append('\n').append('\n');
        char[] letters = blank(width);
        for (int c = 0; c < cols; c++) {
            letters[LEFT + STEP * c] = (char) ('A' + c);
        }
        out.append(trimRight(letters)).append('\n');
        for (int r = 1; r <= rows; r++) {
            for (int parity = 0; parity < 2; parity++) {
                char[] line = blank(width);
                for (int c = parity; c < cols; c += 2) {
                    put(line, LEFT + STEP * c, cells.get(new Hex(c, r)));
                }
                String text = trimRight(line);
                if (parity == 0) {
                    String label = Integer.toString(r);
                    text = " ".repeat(3 - label.length())
                            + label
                            + padRight(text, 3).substring(3);
                } else {
                    text = padRight(text, width) + r;
                }
                out.append(trimRight(text.toCharArray())).append('\n');
            }
        }
        out.append('\n');
        for (String line : legend(view, m)) {
            out.append(line).append('\n');
        }
        return out.toString();
    }

    private static Map<Hex, String> cells(MapView view, Messages m) {
        Map<Hex, String> cells = new HashMap<>();
        for (Hex h : view.grid().allHexes()) {
            cells.put(h, view.fog().contains(h) ? ":" : ".");
        }
        for (NamedHex island : view.islands()) {
            cells.put(island.hex(), MapLegend.islandCode(island, m));
        }
        for (Hex h : view.searchedEmpty()) {
            cells.put(h, "o");
        }
        Map<Hex, StringBuilder> marks = new HashMap<>();
        int n = 1;
        for (GroupMarker g : view.groups()) {
            marks.computeIfAbsent(g.hex(), h -> new StringBuilder()).append(bracket(g.side(), view, n++));
        }
        for (Map.Entry<Hex, SightingLevel> e : view.located().entrySet()) {
            marks.computeIfAbsent(e.getKey(), h -> new StringBuilder())
                    .append(e.getValue() == SightingLevel.CARRIERS ? "<C>" : "<S>");
        }
        for (Hex h : view.locatedByEnemy()) {
            marks.computeIfAbsent(h, x -> new StringBuilder()).append('!');
        }
        for (Hex h : view.raidsFrom().keySet()) {
            marks.computeIfAbsent(h, x -> new StringBuilder()).append('*');
        }
        for (Map.Entry<Hex, StringBuilder> e : marks.entrySet()) {
            String s = e.getValue().toString();
            cells.put(e.getKey(), s.length() > CELL ? s.substring(0, CELL) : s);
        }
        return cells;
    }

    private static String bracket(Side side, MapView view, int n) {
        boolean umpireJp = view.audience() == Audience.UMPIRE && side == Side.JP;
        return umpireJp ? "(" + n + ")" : "[" + n + "]";
    }

    private static List<String> legend(MapView view, Messages m) {
        List<String> out = new ArrayList<>();
        int n = 1;
        for (GroupMarker g : view.groups()) {
            String owner = view.audience() == Audience.UMPIRE
                    ? " (" + m.get("side." + g.side().name()) + ")"
                    : "";
            out.add(String.format(
                    "%6s %-4s %s%s", bracket(g.side(), view, n++), g.hex(), String.join(", ", g.labels()), owner));
        }
        if (!out.isEmpty()) {
            out.add("");
        }
        List<String> keys = new ArrayList<>();
        keys.add("[n] " + String.join(" / ", MapLegend.sideLegend(view, m)));
        if (view.audience() == Audience.UMPIRE) {
            keys.set(
                    0,
                    "[n] " + MapLegend.sideLegend(view, m).get(0) + "   (n) "
                            + MapLegend.sideLegend(view, m).get(1));
        } else {
            keys.add("<S> " + m.get("map.legend.enemyShips"));
            keys.add("<C> " + m.get("map.legend.enemyCarriers"));
            keys.add("o   " + m.get("map.legend.searchedEmpty"));
            keys.add("!   " + m.get("map.legend.locatedByEnemy"));
            view.raidsFrom()
                    .forEach((h, from) -> keys.add("*   "
                            + m.format(
                                    "map.legend.raidAscii",
                                    Map.of(
                                            "hex",
                                            h.toString(),
                                            "from",
                                            from.isEmpty()
                                                    ? "-"
                                                    : from.stream()
                                                            .map(Hex::toString)
                                                            .collect(Collectors.joining(", "))))));
        }
        keys.add(".   " + m.get("map.legend.sea"));
        if (!view.fog().isEmpty()) {
            keys.add(":   " + m.get("map.legend.fog"));
        }
        StringBuilder islands = new StringBuilder();
        for (NamedHex island : view.islands()) {
            if (islands.length() > 0) {
                islands.append(", ");
            }
            islands.append(MapLegend.islandCode(island, m))
                    .append(" = ")
                    .append(MapLegend.islandName(island, m))
                    .append(" (")
                    .append(island.hex())
                    .append(')');
        }
        keys.add(m.format("map.legend.islandsLine", "list", islands.toString()));
        for (String k : keys) {
            out.add("  " + k);
        }
        return out;
    }

    private static void put(char[] line, int centre, String text) {
        int start = centre - (text.length() - 1) / 2;
        for (int i = 0; i < text.length(); i++) {
            int x = start + i;
            if (x >= 0 && x < line.length) {
                line[x] = text.charAt(i);
            }
        }
    }

    private static char[] blank(int width) {
        char[] c = new char[width];
        Arrays.fill(c, ' ');
        return c;
    }

    private static String padRight(String s, int width) {
        return s.length() >= width ? s + " " : s + " ".repeat(width - s.length());
    }

    private static String trimRight(char[] line) {
        int end = line.length;
        while (end > 0 && line[end - 1] == ' ') {
            end--;
        }
        return new String(line, 0, end);
    }
}
