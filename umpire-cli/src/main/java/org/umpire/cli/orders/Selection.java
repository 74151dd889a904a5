package org.umpire.cli.orders;

import java.util.ArrayList;
import java.util.List;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;

/**
 * Units as a statement designates them, before the context (raid, target, landing...) says which
 * air units qualify: a hex, a group, or a list of named units and air unit counts ({@code 2xYD}).
 */
final class Selection {

    /** One designated thing. */
    sealed interface Item permits Unit, Spec {
        int column();
    }

    /** One unit named by id or name. */
    record Unit(UnitId id, int column, boolean saidReduced) implements Item {}

    /**
     * Air units by base and type ({@code 2xYD}, {@code 1xYD(e)}, {@code all YD}); {@code count} 0 means all.
     */
    record Spec(int count, UnitId base, String baseLetter, UnitType type, boolean reduced, int column, String text)
            implements Item {}

    Intent.Level level = Intent.Level.NAMED;
    final List<Item> items = new ArrayList<>();
    /** For a hex or group selection: the ships there, and the hex or group as written. */
    final List<UnitId> ships = new ArrayList<>();

    String label;
    /** The hex written after named ships ({@code Kaga A1 -> A2}). */
    Hex from;

    int fromColumn;
    int column;

    boolean hasSpecs() {
        return items.stream().anyMatch(i -> i instanceof Spec);
    }

    List<UnitId> namedUnits() {
        List<UnitId> l = new ArrayList<>();
        for (Item i : items) {
            if (i instanceof Unit unit) {
                l.add(unit.id());
            }
        }
        return l;
    }
}
