package org.umpire.cli.map;

import java.util.ArrayList;
import java.util.List;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.NamedHex;

/** Wording shared by the PNG and the ASCII map: titles, island names, marker labels. */
final class MapLegend {

    private MapLegend() {}

    static String title(MapView view, Messages m) {
        MapTitle t = view.title();
        String who = view.audience() == Audience.UMPIRE
                ? m.get("map.audience.umpire")
                : m.get("side." + view.audience().name());
        return m.format(
                "map.title",
                "who",
                who,
                "game",
                t.gameId(),
                "turn",
                Integer.toString(t.turn()),
                "date",
                m.date(t.time()),
                "time",
                m.time(t.time()),
                "daynight",
                m.get(t.night() ? "header.night" : "header.day"),
                "phase",
                m.get("phase." + t.phase().name()),
                "number",
                Integer.toString(t.phase().number()));
    }

    /** An island's name in the reader's language ({@code island.<key>}), else the scenario's name. */
    static String islandName(NamedHex island, Messages m) {
        String key = "island." + island.key();
        return m.has(key) ? m.get(key) : island.name();
    }

    /** Three letters for the ASCII map: the first letters of the island's name. */
    static String islandCode(NamedHex island, Messages m) {
        String letters = islandName(island, m).replaceAll("[^\\p{L}]", "");
        return letters.substring(0, Math.min(3, letters.length()));
    }

    /** The label lines of a marker: "group A, group B" on one line, cut when long. */
    /**
     * The label of a marker on the map: as {@link #markerLabel(GroupMarker, int)}, with the hex added
     * when another marker of the same side would read the same (a group split in two keeps its name:
     * "TF16 J5" and "TF16 J6", see docs/orders.md).
     */
    static String distinctLabel(GroupMarker g, List<GroupMarker> all, int maxNames) {
        String label = markerLabel(g, maxNames);
        long same = all.stream()
                .filter(o -> o.side() == g.side() && markerLabel(o, maxNames).equals(label))
                .count();
        return same > 1 ? label + " " + g.hex() : label;
    }

    static String markerLabel(GroupMarker g, int maxNames) {
        List<String> labels = g.labels();
        if (labels.size() <= maxNames) {
            return String.join(", ", labels);
        }
        return String.join(", ", labels.subList(0, maxNames)) + " +" + (labels.size() - maxNames);
    }

    static List<String> sideLegend(MapView view, Messages m) {
        List<String> out = new ArrayList<>();
        if (view.audience() == Audience.UMPIRE) {
            for (Side s : Side.values()) {
                out.add(m.format("map.legend.groupsOf", "side", m.get("side." + s.name())));
            }
        } else {
            out.add(m.get("map.legend.own"));
        }
        return out;
    }
}
