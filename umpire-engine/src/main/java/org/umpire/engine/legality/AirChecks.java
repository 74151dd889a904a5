package org.umpire.engine.legality;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/** Raids (RAID-1..5), the phase-1 Midway raid (RAID-4) and searches (SRCH-4..9). */
final class AirChecks {

    private AirChecks() {}

    static void midwayRaid(SideView v, Problems p, MovementOrder.DeclareMidwayRaid r) {
        if (v.side() == Side.US && !v.jpTroopsAshoreAtMidway()) {
            p.add(ProblemKind.MIDWAY_RAID_NOT_ALLOWED);
            return;
        }
        if (v.night()) {
            p.add(ProblemKind.NIGHT, "action", "air");
            return;
        }
        mission(v, p, r.aircraft(), v.midwayHex(), r.landAt());
    }

    static void air(SideView v, Problems p, AirOrder o) {
        if (o instanceof AirOrder.Raid r) {
            if (v.night()) {
                p.add(ProblemKind.NIGHT, "action", "air");
                return;
            }
            if (!Common.onMap(v, p, r.target())) {
                return;
            }
            if (!v.located(r.target())) {
                p.add(ProblemKind.HEX_NOT_LOCATED, "hex", r.target());
            }
            mission(v, p, r.aircraft(), r.target(), r.landAt());
        } else if (o instanceof AirOrder.CancelMidwayRaid) {
            if (v.night()) {
                p.add(ProblemKind.NIGHT, "action", "air");
            } else if (v.ownMidwayRaids().isEmpty()) {
                p.add(ProblemKind.NO_MIDWAY_RAID);
            }
        } else if (o instanceof AirOrder.FighterTargets
                || o instanceof AirOrder.AaTargets
                || o instanceof AirOrder.BombingTargets) {
            if (v.night()) {
                p.add(ProblemKind.NIGHT, "action", "air");
                return;
            }
            TargetChecks.air(v, p, o);
        } else {
            throw new AssertionError(o);
        }
    }

    /** Aircraft flying to {@code target} and landing at {@code landAt} or any reachable base (RAID-1, RAID-3). */
    private static void mission(SideView v, Problems p, List<UnitId> aircraft, Hex target, Optional<UnitId> landAt) {
        if (aircraft.isEmpty()) {
            p.add(ProblemKind.NO_UNITS);
        }
        if (landAt.isPresent() && !landingBaseUsable(v, p, landAt.get())) {
            return;
        }
        for (UnitId id : aircraft) {
            Optional<Hex> from = launch(v, p, id, false);
            if (from.isEmpty()) {
                continue;
            }
            int range = v.def(id).range();
            int out = HexGrid.distance(from.get(), target);
            if (landAt.isPresent()) {
                if (!mayLandOn(v, id, landAt.get())) {
                    p.add(ProblemKind.MIDWAY_AIRCRAFT_ON_CARRIER, "unit", id, "base", landAt.get());
                    continue;
                }
                Hex l = v.hexAfterOrders(landAt.get()).orElse(target);
                int needed = out + HexGrid.distance(target, l);
                if (needed > range) {
                    p.add(
                            ProblemKind.OUT_OF_RANGE,
                            "unit",
                            id,
                            "from",
                            from.get(),
                            "target",
                            target,
                            "landing",
                            landAt.get(),
                            "needed",
                            needed,
                            "range",
                            range);
                }
            } else if (!anyLandingInRange(v, id, out, target, range)) {
                p.add(
                        ProblemKind.NO_LANDING_IN_RANGE,
                        "unit",
                        id,
                        "from",
                        from.get(),
                        "target",
                        target,
                        "range",
                        range);
            }
        }
    }

    /** A ready own air unit able to take off; returns its take-off hex. */
    static Optional<Hex> launch(SideView v, Problems p, UnitId id, boolean search) {
        Optional<UnitState> u = Common.ownAircraft(v, p, id);
        if (u.isEmpty()) {
            return Optional.empty();
        }
        if (u.get().trapped()) {
            p.add(ProblemKind.AIRCRAFT_TRAPPED, "unit", id);
            return Optional.empty();
        }
        Optional<UnitId> base = v.baseOf(id);
        if (base.isEmpty() || u.get().readiness() != Readiness.READY) {
            p.add(ProblemKind.AIRCRAFT_NOT_READY, "unit", id);
            return Optional.empty();
        }
        Optional<Hex> hex = v.hexAfterOrders(base.get());
        if (hex.isEmpty()) {
            p.add(ProblemKind.AIRCRAFT_NOT_READY, "unit", id);
            return Optional.empty();
        }
        if (v.isOwnCarrier(base.get())) {
            if (v.carrierDamaged(base.get())) {
                p.add(ProblemKind.CARRIER_DAMAGED, "unit", id, "carrier", base.get());
                return Optional.empty();
            }
            if (v.inFog(hex.get())) {
                if (search) {
                    p.add(ProblemKind.SEARCH_FROM_FOG, "unit", id, "hex", hex.get());
                } else {
                    p.add(ProblemKind.CARRIER_IN_FOG, "unit", id, "carrier", base.get(), "hex", hex.get());
                }
                return Optional.empty();
            }
        } else if (v.capacityHalves(base.get()) == 0 && v.isOwnAirfield(base.get())) {
            p.add(ProblemKind.AIRFIELD_CLOSED, "base", base.get());
            return Optional.empty();
        }
        return hex;
    }

    /** The base is the side's own, intact carrier or open airfield (REC-2, BOMB-3, LAND-7). */
    static boolean landingBaseUsable(SideView v, Problems p, UnitId base) {
        if (!v.isOwnAirfield(base) && !v.isOwnCarrier(base)) {
            p.add(ProblemKind.NOT_YOUR_BASE, "base", base);
            return false;
        }
        if (v.isOwnCarrier(base)) {
            Optional<UnitState> c = v.own(base);
            if (c.isPresent() && c.get().location() instanceof Location.OffMap) {
                p.add(ProblemKind.NOT_ON_MAP, "unit", base);
                return false;
            }
            if (c.isEmpty() || !c.get().location().isInPlay()) {
                p.add(
                        ProblemKind.UNIT_NOT_IN_PLAY,
                        "unit",
                        base,
                        "where",
                        c.map(s -> s.location() instanceof Location.Exited ? "exited" : "eliminated")
                                .orElse("eliminated"));
                return false;
            }
            if (v.carrierDamaged(base)) {
                p.add(ProblemKind.BASE_DAMAGED, "base", base);
                return false;
            }
        } else if (v.capacityHalves(base) == 0) {
            p.add(ProblemKind.AIRFIELD_CLOSED, "base", base);
            return false;
        }
        return true;
    }

    /** Aircraft based at an airfield at the start land on carriers only if they are T (REC-2). */
    static boolean mayLandOn(SideView v, UnitId aircraft, UnitId base) {
        UnitDef d = v.def(aircraft);
        boolean fromAirfield =
                d.base() != null && v.scenario().airfield(d.base()).isPresent();
        return !(fromAirfield && v.isOwnCarrier(base) && d.type() != UnitType.T);
    }

    private static boolean anyLandingInRange(SideView v, UnitId id, int out, Hex target, int range) {
        for (Airfield a : v.ownAirfields()) {
            if (v.capacityHalves(a.id()) > 0 && out + HexGrid.distance(target, a.hex()) <= range) {
                return true;
            }
        }
        for (UnitState c : v.ownUnits()) {
            if (!v.def(c.id()).isCarrier() || v.carrierDamaged(c.id()) || !mayLandOn(v, id, c.id())) {
                continue;
            }
            Optional<Hex> h = v.hexAfterOrders(c.id());
            if (h.isPresent() && c.location().isInPlay() && out + HexGrid.distance(target, h.get()) <= range) {
                return true;
            }
        }
        return false;
    }

    static void search(SideView v, Problems p, SearchOrder o) {
        if (v.night()) {
            p.add(ProblemKind.NIGHT, "action", "air");
            return;
        }
        if (o instanceof SearchOrder.SourceSearch s) {
            if (!Common.onMap(v, p, s.target())) {
                return;
            }
            Optional<SearchSource> src = v.scenario().searchSourcesOf(v.side()).stream()
                    .filter(x -> x.id().equals(s.source()))
                    .findFirst();
            if (src.isEmpty()) {
                p.add(ProblemKind.UNKNOWN_SEARCH_SOURCE, "source", s.source());
                return;
            }
            sourceSearch(v, p, src.get(), s.target());
        } else if (o instanceof SearchOrder.AircraftSearch s) {
            if (!Common.onMap(v, p, s.target())) {
                return;
            }
            Optional<Hex> from = launch(v, p, s.aircraft(), true);
            if (from.isEmpty()) {
                return;
            }
            int d = HexGrid.distance(from.get(), s.target());
            int range = v.def(s.aircraft()).range();
            if (2 * d > range) {
                p.add(
                        ProblemKind.SEARCH_OUT_OF_RANGE,
                        "unit",
                        s.aircraft(),
                        "from",
                        from.get(),
                        "target",
                        s.target(),
                        "distance",
                        d,
                        "range",
                        range);
            }
        } else {
            throw new AssertionError(o);
        }
    }

    private static void sourceSearch(SideView v, Problems p, SearchSource src, Hex target) {
        if (src.automatic()) {
            p.add(ProblemKind.SEARCH_AUTOMATIC, "source", src.id());
        }
        if (SearchCounts.available(v, src) == 0) {
            p.add(ProblemKind.SEARCH_SOURCE_UNAVAILABLE, "source", src.id(), "reason", SearchCounts.whyNone(v, src));
            return;
        }
        switch (src.anchor()) {
            case HEX, KURE_BASE -> {
                if (v.inFog(src.centre())) {
                    p.add(ProblemKind.SEARCH_FROM_FOG, "source", src.id(), "hex", src.centre());
                } else if (HexGrid.distance(src.centre(), target) > src.radius()) {
                    p.add(
                            ProblemKind.SEARCH_OUT_OF_RADIUS,
                            "source",
                            src.id(),
                            "hex",
                            target,
                            "centre",
                            src.centre(),
                            "radius",
                            src.radius());
                }
            }
            case INTACT_CARRIER -> {
                boolean reach = SearchCounts.intactCarrierHexes(v).stream()
                        .anyMatch(h -> HexGrid.distance(h, target) <= src.radius());
                if (!reach) {
                    p.add(
                            ProblemKind.SEARCH_OUT_OF_RADIUS,
                            "source",
                            src.id(),
                            "hex",
                            target,
                            "centre",
                            "carrier",
                            "radius",
                            src.radius());
                }
            }
            default -> throw new AssertionError(src.anchor());
        }
    }
}
