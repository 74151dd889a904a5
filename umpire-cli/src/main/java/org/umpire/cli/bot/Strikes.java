package org.umpire.cli.bot;

import java.util.ArrayList;
import java.util.List;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;

/** Phase 3 for the plan bots: strike the nearest located carriers, else the nearest located ships, with what can reach them. */
final class Strikes {

    private Strikes() {}

    static String declare(Sight s, List<UnitType> strike) {
        SideView v = s.view();
        if (v.night()) {
            return "";
        }
        Hex home = s.carriers().isEmpty()
                ? v.midwayHex()
                : s.hexOf(s.carriers().get(0)).orElse(v.midwayHex());
        List<Hex> targets = new ArrayList<>(s.located(v.turn(), SightingLevel.CARRIERS, home));
        if (targets.isEmpty()) {
            targets.addAll(s.located(v.turn(), SightingLevel.SHIPS, home));
        }
        if (targets.isEmpty()) {
            return "";
        }
        Hex target = targets.get(0);
        List<UnitId> raid = new ArrayList<>();
        for (UnitState c : s.carriers()) {
            add(s, raid, c.id(), s.hexOf(c).orElseThrow(), target, strike);
        }
        for (Airfield a : v.ownAirfields()) {
            if (v.capacityHalves(a.id()) > 0) {
                add(s, raid, a.id(), a.hex(), target, List.of(UnitType.D, UnitType.T, UnitType.M));
            }
        }
        return raid.isEmpty() ? "" : "raid on " + target + ": " + Sight.join(raid) + "\n";
    }

    private static void add(Sight s, List<UnitId> raid, UnitId base, Hex at, Hex target, List<UnitType> strike) {
        List<UnitId> bombers = new ArrayList<>();
        for (UnitId id : s.ready(base, strike)) {
            if (HexGrid.distance(at, target) <= s.view().def(id).range() / 2) {
                bombers.add(id);
            }
        }
        if (bombers.isEmpty()) {
            return;
        }
        raid.addAll(bombers);
        List<UnitId> fighters = new ArrayList<>();
        for (UnitId id : s.ready(base, List.of(UnitType.F))) {
            if (HexGrid.distance(at, target) <= s.view().def(id).range() / 2) {
                fighters.add(id);
            }
        }
        raid.addAll(fighters.subList(0, fighters.size() / 2));
    }
}
