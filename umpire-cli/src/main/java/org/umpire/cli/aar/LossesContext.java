package org.umpire.cli.aar;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitType;

/**
 * The losses table in words: per side, ships and submarines (reduced, sunk, with the turn), aircraft
 * by type (units destroyed and reduced, with the turn), land units.
 */
final class LossesContext {

    private LossesContext() {}

    static List<Object> of(Map<Side, List<Loss>> losses, Messages m) {
        List<Object> sides = new ArrayList<>();
        for (Side side : Side.values()) {
            List<Loss> all = losses.get(side);
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("side", m.get("side." + side.name()));
            List<Object> ships = units(all, m, UnitCategory.SHIP, UnitCategory.SUBMARINE);
            List<Object> aircraft = aircraft(all, m);
            List<Object> land = units(all, m, UnitCategory.LAND);
            x.put("ships", ships);
            x.put("hasShips", !ships.isEmpty());
            x.put("aircraft", aircraft);
            x.put("hasAircraft", !aircraft.isEmpty());
            x.put("land", land);
            x.put("hasLand", !land.isEmpty());
            x.put("none", all.isEmpty() ? List.of(m.get("aar.losses.none")) : List.of());
            sides.add(x);
        }
        return sides;
    }

    /** One row per unit that lost something: when it was reduced, when it was eliminated. */
    private static List<Object> units(List<Loss> losses, Messages m, UnitCategory... categories) {
        Map<String, Row> rows = new LinkedHashMap<>();
        for (Loss l : losses) {
            if (!List.of(categories).contains(l.type().category())) {
                continue;
            }
            Row r = rows.computeIfAbsent(
                    l.unit().toString(),
                    k -> new Row(m.unitName(l.name()), m.get("type." + l.type().name())));
            (l.kind() == Loss.Kind.REDUCED ? r.reduced : r.eliminated).add(turn(l.turn(), m));
        }
        List<Object> out = new ArrayList<>();
        for (Row r : rows.values()) {
            out.add(r.asMap(m));
        }
        return out;
    }

    /** One row per aircraft type: the units destroyed and reduced, each with its turn. */
    private static List<Object> aircraft(List<Loss> losses, Messages m) {
        Map<UnitType, Row> rows = new TreeMap<>();
        for (Loss l : losses) {
            if (l.type().category() != UnitCategory.AIRCRAFT) {
                continue;
            }
            Row r = rows.computeIfAbsent(l.type(), k -> new Row(m.get("type." + k.name()), ""));
            (l.kind() == Loss.Kind.REDUCED ? r.reduced : r.eliminated)
                    .add(m.format(
                            "aar.losses.unitTurn", "unit", l.unit().toString(), "turn", Integer.toString(l.turn())));
        }
        List<Object> out = new ArrayList<>();
        for (Row r : rows.values()) {
            Map<String, Object> x = r.asMap(m);
            x.put("count", Integer.toString(r.eliminated.size()));
            out.add(x);
        }
        return out;
    }

    private static String turn(int turn, Messages m) {
        return m.format("aar.losses.turn", "turn", Integer.toString(turn));
    }

    /** A row of the table being filled. */
    private static final class Row {
        final String name;
        final String type;
        final List<String> reduced = new ArrayList<>();
        final List<String> eliminated = new ArrayList<>();

        Row(String name, String type) {
            this.name = name;
            this.type = type;
        }

        Map<String, Object> asMap(Messages m) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("name", name);
            x.put("type", type);
            x.put("reduced", reduced.isEmpty() ? m.get("aar.losses.never") : String.join(", ", reduced));
            x.put("eliminated", eliminated.isEmpty() ? m.get("aar.losses.never") : String.join(", ", eliminated));
            return x;
        }
    }
}
