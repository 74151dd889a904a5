package org.umpire.cli.scenario;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.TurnSlot;
import org.umpire.engine.scenario.UnitDef;

/** A short text overview of a loaded scenario, for {@code umpire scenario check}. */
public final class ScenarioSummary {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    private ScenarioSummary() {}

    /** The overview: title, schedule, map, unit counts per side and category, air loads against capacity. */
    public static String of(Scenario s, String origin) {
        List<String> lines = new ArrayList<>();
        lines.add(s.title() + " (" + s.id() + "), " + origin + ": no problems");
        List<TurnSlot> turns = s.schedule();
        lines.add("Turns: " + turns.size() + ", " + WHEN.format(turns.get(0).time()) + " to "
                + WHEN.format(turns.get(turns.size() - 1).time()) + "; night turns "
                + turns.stream()
                        .filter(TurnSlot::night)
                        .map(t -> Integer.toString(t.turn()))
                        .collect(Collectors.joining(" ")));
        lines.add("Map: " + s.map().grid().columns() + " x " + s.map().grid().rows() + " ("
                + s.map().grid().bounds() + "), fog " + s.map().fog().size() + " hexes, "
                + s.map().namedHexes().size() + " named hexes");
        lines.add(String.format(
                Locale.ROOT, "%-6s%7s%12s%10s%9s%6s", "Units", "ships", "submarines", "aircraft", "reserve", "land"));
        for (Side side : Side.values()) {
            List<UnitDef> units = s.unitsOf(side);
            lines.add(String.format(
                    Locale.ROOT,
                    "  %-4s%7d%12d%10d%9d%6d",
                    side,
                    count(units, UnitCategory.SHIP),
                    count(units, UnitCategory.SUBMARINE),
                    units.stream()
                            .filter(u -> u.type().isAircraft() && !isReserve(u))
                            .count(),
                    units.stream().filter(ScenarioSummary::isReserve).count(),
                    count(units, UnitCategory.LAND)));
        }
        lines.add("Air units at start / capacity (a reduced unit counts 1/2; reserves count once brought in):");
        for (Side side : Side.values()) {
            for (UnitDef carrier : s.unitsOf(side)) {
                if (carrier.isCarrier()) {
                    lines.add(loadLine(
                            s, side, carrier.letter(), carrier.name(), carrier.id(), carrier.capacityHalves()));
                }
            }
            for (Airfield a : s.airfields()) {
                if (a.side() == side) {
                    lines.add(loadLine(s, side, a.letter(), a.name(), a.id(), a.capacityHalves()));
                }
            }
        }
        return String.join("\n", lines) + "\n";
    }

    private static long count(List<UnitDef> units, UnitCategory category) {
        return units.stream().filter(u -> u.type().category() == category).count();
    }

    private static boolean isReserve(UnitDef u) {
        return u.arrival().kind() == Arrival.Kind.RESERVE;
    }

    private static String loadLine(Scenario s, Side side, String letter, String name, UnitId base, int capacity) {
        int aboard = 0;
        int reserve = 0;
        for (UnitDef u : s.units()) {
            if (u.type().isAircraft() && base.equals(u.base())) {
                if (isReserve(u)) {
                    reserve += u.steps();
                } else {
                    aboard += u.steps();
                }
            }
        }
        String line = String.format(
                Locale.ROOT,
                "  %-4s%-4s%-12s%7s / %s",
                side,
                letter,
                name,
                OrderOfBattleCheck.halves(aboard),
                OrderOfBattleCheck.halves(capacity));
        return reserve == 0 ? line : line + "  (reserve " + OrderOfBattleCheck.halves(reserve) + ")";
    }
}
