package org.umpire.engine.legality;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/**
 * Firers and targets of every combat step (AIR-3, AA-1, BOMB-1, NAV-1, NAV-3, SUB-1..3, BBD-1,
 * LAND-1, LAND-3). A target must be an enemy unit the side has been shown in that hex this turn.
 */
final class TargetChecks {

    /** The combat steps, each with the firers and targets it allows. */
    enum Role {
        FIGHTER,
        AA,
        BOMBER,
        SURFACE,
        SUBMARINE,
        SCREEN,
        BOMBARDMENT,
        LAND;

        String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private TargetChecks() {}

    static void air(SideView v, Problems p, AirOrder o) {
        if (o instanceof AirOrder.FighterTargets f) {
            assignments(v, p, Role.FIGHTER, f.combat(), f.assignments());
        } else if (o instanceof AirOrder.AaTargets a) {
            assignments(v, p, Role.AA, a.combat(), a.assignments());
        } else if (o instanceof AirOrder.BombingTargets b) {
            assignments(v, p, Role.BOMBER, b.combat(), b.assignments());
        } else {
            throw new AssertionError(o);
        }
    }

    static void combat(SideView v, Problems p, CombatOrder o) {
        if (o instanceof CombatOrder.DeclareNavalCombat combat) {
            Hex hex = combat.hex();
            if (!Common.onMap(v, p, hex)) {
                return;
            }
            if (v.inFog(hex)) {
                p.add(ProblemKind.FOG_NO_COMBAT, "hex", hex);
                return;
            }
            if (v.ownAtSea(hex).stream().noneMatch(u -> v.def(u.id()).type().category() == UnitCategory.SHIP)) {
                p.add(ProblemKind.NO_SHIPS_IN_HEX, "hex", hex);
            }
            if (!v.located(hex)) {
                p.add(ProblemKind.HEX_NOT_LOCATED, "hex", hex);
            }
        } else if (o instanceof CombatOrder.SubmarineAttack s) {
            if (!Common.onMap(v, p, s.hex())) {
                return;
            }
            if (v.inFog(s.hex())) {
                p.add(ProblemKind.FOG_NO_COMBAT, "hex", s.hex());
                return;
            }
            if (v.ownAtSea(s.hex()).stream().noneMatch(u -> v.def(u.id()).type() == UnitType.SS)) {
                p.add(ProblemKind.NO_SUBMARINES_IN_HEX, "hex", s.hex());
                return;
            }
            assignments(v, p, Role.SUBMARINE, s.hex(), s.assignments());
        } else if (o instanceof CombatOrder.ScreenAssignments s) {
            assignments(v, p, Role.SCREEN, s.hex(), s.assignments());
        } else if (o instanceof CombatOrder.SurfaceTargets s) {
            if (Common.onMap(v, p, s.hex()) && v.inFog(s.hex())) {
                p.add(ProblemKind.FOG_NO_COMBAT, "hex", s.hex());
                return;
            }
            assignments(v, p, Role.SURFACE, s.hex(), s.assignments());
        } else if (o instanceof CombatOrder.BombardmentTargets targets1) {
            assignments(v, p, Role.BOMBARDMENT, v.midwayHex(), targets1.assignments());
        } else if (o instanceof CombatOrder.Land land) {
            land(v, p, land);
        } else if (o instanceof CombatOrder.LandCombatTargets targets) {
            if (v.night()) {
                p.add(ProblemKind.NIGHT, "action", "land");
                return;
            }
            assignments(v, p, Role.LAND, v.midwayHex(), targets.assignments());
        } else {
            throw new AssertionError(o);
        }
    }

    private static void land(SideView v, Problems p, CombatOrder.Land l) {
        if (v.side() != Side.JP) {
            p.add(ProblemKind.LANDING_NOT_YOURS);
            return;
        }
        if (v.night()) {
            p.add(ProblemKind.NIGHT, "action", "land");
            return;
        }
        if (l.landUnits().isEmpty()) {
            p.add(ProblemKind.NO_UNITS);
        }
        for (UnitId id : l.landUnits()) {
            Optional<UnitState> u = Common.ownLand(v, p, id);
            if (u.isEmpty()) {
                continue;
            }
            if (!(u.get().location() instanceof Location.Aboard)) {
                p.add(ProblemKind.NOT_EMBARKED, "unit", id);
                continue;
            }
            UnitId transport = ((Location.Aboard) u.get().location()).base();
            Optional<Hex> at = v.hexNow(transport);
            if (at.isEmpty()
                    || !at.get().equals(v.midwayHex())
                    || !(v.own(transport).map(UnitState::location).orElse(null) instanceof Location.OnMap)) {
                p.add(ProblemKind.TRANSPORT_NOT_AT_MIDWAY, "unit", id, "transport", transport, "hex", v.midwayHex());
            }
        }
    }

    private static void assignments(SideView v, Problems p, Role role, Hex hex, List<Assignment> list) {
        if (!Common.onMap(v, p, hex)) {
            return;
        }
        if (role == Role.AA && !v.raidedOver(hex)) {
            p.add(ProblemKind.NO_RAID_OVER, "hex", hex); // AA-1: AA fires at the raids that come
            return;
        }
        for (Assignment a : list) {
            firer(v, p, role, hex, a.firer());
            Optional<EnemyUnitReport> t = v.knownEnemy(hex, a.target());
            if (t.isEmpty()) {
                p.add(ProblemKind.TARGET_NOT_KNOWN, "target", a.target(), "hex", hex);
                continue;
            }
            if (!targetFits(role, t.get().type())) {
                p.add(ProblemKind.TARGET_WRONG_TYPE, "target", a.target(), "role", role.key());
            }
        }
    }

    private static void firer(SideView v, Problems p, Role role, Hex hex, UnitId id) {
        Optional<UnitState> u = Common.ownInPlay(v, p, id);
        if (u.isEmpty()) {
            return;
        }
        UnitDef d = v.def(id);
        if (!firerFits(role, d)) {
            p.add(ProblemKind.FIRER_WRONG_TYPE, "unit", id, "role", role.key());
            return;
        }
        if (d.type().isAircraft()) {
            // fighters fight in the round of air combat that is the side's, bombers strike with their raid (AIR-3,
            // BOMB-1)
            Set<UnitId> fighting = role == Role.FIGHTER
                    ? v.ownFightersInAirCombat(hex)
                    : role == Role.BOMBER ? v.ownStrikeAircraftOver(hex) : Set.of(id);
            if (!fighting.contains(id)) {
                p.add(
                        role == Role.FIGHTER ? ProblemKind.NOT_IN_AIR_COMBAT : ProblemKind.NOT_IN_RAID,
                        "unit",
                        id,
                        "hex",
                        hex);
            }
            return;
        }
        Optional<Hex> at = v.hexNow(id);
        boolean placed = d.type().category() == UnitCategory.LAND
                ? u.get().location() instanceof Location.Ashore
                : u.get().location() instanceof Location.OnMap;
        if (role == Role.LAND && !placed && v.landsWithTheseOrders(id) && hex.equals(v.midwayHex())) {
            return; // I-ENG-46: it lands first in this phase (LAND-1), then fights (LAND-4); land() checks the landing
        }
        if (!placed || at.isEmpty() || !at.get().equals(hex)) {
            p.add(
                    d.type().category() == UnitCategory.LAND ? ProblemKind.NOT_ASHORE : ProblemKind.FIRER_NOT_IN_HEX,
                    "unit",
                    id,
                    "hex",
                    hex);
        }
    }

    static boolean firerFits(Role role, UnitDef d) {
        UnitType t = d.type();
        return switch (role) {
            case FIGHTER -> t == UnitType.F;
            case AA -> (t.category() == UnitCategory.SHIP || t == UnitType.LAND) && d.aa() > 0;
            case BOMBER -> t.isStrikeAircraft();
            case SURFACE -> t.isSurfaceCombatant();
            case SUBMARINE -> t == UnitType.SS;
            case SCREEN -> t == UnitType.DD;
            case BOMBARDMENT -> t == UnitType.BB || t == UnitType.CA;
            case LAND -> t == UnitType.LAND;
        };
    }

    static boolean targetFits(Role role, UnitType t) {
        return switch (role) {
            case FIGHTER -> t.isAircraft();
            case AA -> t == UnitType.D || t == UnitType.T || t == UnitType.M;
            case BOMBER -> t.category() == UnitCategory.SHIP || t == UnitType.LAND;
            case SURFACE -> t.category() == UnitCategory.SHIP; // submarines take no part (I-ENG-36)
            case SUBMARINE -> t.category() == UnitCategory.SHIP;
            case SCREEN -> t == UnitType.SS;
            case BOMBARDMENT, LAND -> t == UnitType.LAND;
        };
    }
}
