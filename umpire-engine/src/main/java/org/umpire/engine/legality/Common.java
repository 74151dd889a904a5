package org.umpire.engine.legality;

import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/** Checks shared by every order family. */
final class Common {

    private Common() {}

    /** The side's unit, still in the game; otherwise a problem and empty. */
    static Optional<UnitState> ownInPlay(SideView v, Problems p, UnitId id) {
        Optional<UnitState> u = v.own(id);
        if (u.isEmpty()) {
            p.add(ProblemKind.NOT_YOUR_UNIT, "unit", id);
            return Optional.empty();
        }
        Location l = u.get().location();
        if (l instanceof Location.Eliminated) {
            p.add(ProblemKind.UNIT_NOT_IN_PLAY, "unit", id, "where", "eliminated");
            return Optional.empty();
        }
        if (l instanceof Location.Exited) {
            p.add(ProblemKind.UNIT_NOT_IN_PLAY, "unit", id, "where", "exited");
            return Optional.empty();
        }
        return u;
    }

    static Optional<UnitState> ownNaval(SideView v, Problems p, UnitId id) {
        Optional<UnitState> u = ownInPlay(v, p, id);
        if (u.isPresent() && !v.def(id).type().isNaval()) {
            p.add(ProblemKind.NOT_A_NAVAL_UNIT, "unit", id);
            return Optional.empty();
        }
        return u;
    }

    static Optional<UnitState> ownAircraft(SideView v, Problems p, UnitId id) {
        Optional<UnitState> u = ownInPlay(v, p, id);
        if (u.isPresent() && !v.def(id).type().isAircraft()) {
            p.add(ProblemKind.NOT_AN_AIR_UNIT, "unit", id);
            return Optional.empty();
        }
        return u;
    }

    static Optional<UnitState> ownLand(SideView v, Problems p, UnitId id) {
        Optional<UnitState> u = ownInPlay(v, p, id);
        if (u.isPresent() && v.def(id).type().category() != UnitCategory.LAND) {
            p.add(ProblemKind.NOT_A_LAND_UNIT, "unit", id);
            return Optional.empty();
        }
        return u;
    }

    static boolean onMap(SideView v, Problems p, Hex hex) {
        if (!v.scenario().map().grid().contains(hex)) {
            p.add(
                    ProblemKind.HEX_OFF_MAP,
                    "hex",
                    hex,
                    "bounds",
                    v.scenario().map().grid().bounds());
            return false;
        }
        return true;
    }

    static Optional<Hex> atSea(UnitState u) {
        return u.location() instanceof Location.OnMap
                ? Optional.of(((Location.OnMap) u.location()).hex())
                : Optional.empty();
    }

    static boolean isType(UnitDef d, UnitType... types) {
        for (UnitType t : types) {
            if (d.type() == t) {
                return true;
            }
        }
        return false;
    }
}
