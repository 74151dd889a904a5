package org.umpire.cli.aar;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import org.umpire.cli.report.EventLine;
import org.umpire.cli.report.EventLines;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;

/** One turn's section in words: heading, moves by side, searches, combats by phase, other news, map. */
final class TurnContext {

    private TurnContext() {}

    static Map<String, Object> of(TurnStory t, Messages m, MapImages maps) {
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("anchor", anchor(t.turn()));
        x.put("heading", heading(t, m));
        x.put("night", t.night());
        x.put("movesTitle", m.get(t.turn() == 0 ? "aar.moves.setupTitle" : "aar.moves.title"));
        x.put("moves", moves(t, m));
        x.put("located", texts(t.located(), m));
        x.put("searchedEmpty", searchedEmpty(t, m));
        x.put(
                "hasSearches",
                !t.located().isEmpty() || t.searchedEmpty().values().stream().anyMatch(s -> !s.isEmpty()));
        x.put("combats", combats(t, m));
        x.put("hasCombats", !t.combats().isEmpty());
        x.put("other", texts(t.other(), m));
        x.put("hasOther", !t.other().isEmpty());
        x.put(
                "mapTitle",
                t.turn() == 0 ? m.get("aar.map.setup") : m.format("aar.map.turn", "turn", Integer.toString(t.turn())));
        x.put("map", maps.image(t.map(), m));
        return x;
    }

    static String anchor(int turn) {
        return turn == 0 ? "set-up" : "turn-" + turn;
    }

    private static String heading(TurnStory t, Messages m) {
        if (t.turn() == 0) {
            return m.format("header.setup", "date", m.date(t.time()), "time", m.time(t.time()));
        }
        return m.format(
                "header.turn",
                "turn",
                Integer.toString(t.turn()),
                "date",
                m.date(t.time()),
                "time",
                m.time(t.time()),
                "daynight",
                m.get(t.night() ? "header.night" : "header.day"));
    }

    /** Per side: its name and one line per force. */
    private static List<Object> moves(TurnStory t, Messages m) {
        List<Object> sides = new ArrayList<>();
        for (Side side : Side.values()) {
            List<String> lines = new ArrayList<>();
            for (ForceMove move : t.moves()) {
                if (move.force().side() == side) {
                    lines.add(ForceWords.move(move, m));
                }
            }
            if (lines.isEmpty()) {
                lines.add(m.get("aar.moves.none"));
            }
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("side", m.get("side." + side.name()));
            x.put("lines", lines);
            sides.add(x);
        }
        return sides;
    }

    private static List<String> searchedEmpty(TurnStory t, Messages m) {
        List<String> lines = new ArrayList<>();
        for (Side side : Side.values()) {
            SortedSet<Hex> hexes = t.searchedEmpty().get(side);
            if (!hexes.isEmpty()) {
                lines.add(m.format(
                        "aar.searches.empty", "side", m.get("side." + side.name()), "hexes", ForceWords.hexes(hexes)));
            }
        }
        return lines;
    }

    private static List<Object> combats(TurnStory t, Messages m) {
        List<Object> phases = new ArrayList<>();
        for (PhaseLines p : t.combats()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put(
                    "phase",
                    m.format(
                            "header.phase",
                            "number",
                            Integer.toString(p.phase().number()),
                            "phase",
                            m.get("phase." + p.phase().name())));
            x.put("lines", texts(p.lines(), m));
            phases.add(x);
        }
        return phases;
    }

    static List<String> texts(List<EventLine> lines, Messages m) {
        List<String> out = new ArrayList<>();
        for (EventLine l : lines) {
            out.add(EventLines.text(l, m));
        }
        return out;
    }
}
