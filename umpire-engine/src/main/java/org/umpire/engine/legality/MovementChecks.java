package org.umpire.engine.legality;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.SetupOrder;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.scenario.PlacementZone;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/** Set-up (SET-1, SET-3), movement (MOV-1, MOV-4), entry (SET-4..6), exit (SET-7), Kure (KURE-1), groups (MOV-3). */
final class MovementChecks {

    private MovementChecks() {}

    static void setup(SideView v, Problems p, SetupOrder o) {
        if (!(o instanceof SetupOrder.Place)) {
            throw new AssertionError(o);
        }
        SetupOrder.Place place = (SetupOrder.Place) o;
        if (place.units().isEmpty()) {
            p.add(ProblemKind.NO_UNITS);
        }
        boolean hexOk = Common.onMap(v, p, place.hex());
        for (UnitId id : place.units()) {
            Optional<UnitState> u = Common.ownNaval(v, p, id);
            if (u.isEmpty()) {
                continue;
            }
            UnitDef d = v.def(id);
            Arrival.Kind k = d.arrival().kind();
            if (k != Arrival.Kind.SETUP && k != Arrival.Kind.ON_MAP) {
                p.add(ProblemKind.NOT_PLACED_AT_SETUP, "unit", id);
                continue;
            }
            Optional<PlacementZone> zone = zoneOf(v, d);
            if (hexOk
                    && zone.isPresent()
                    && HexGrid.distance(zone.get().centre(), place.hex())
                            > zone.get().radius()) {
                p.add(
                        ProblemKind.OUTSIDE_PLACEMENT_ZONE,
                        "unit",
                        id,
                        "hex",
                        place.hex(),
                        "centre",
                        zone.get().centre(),
                        "radius",
                        zone.get().radius());
            }
        }
    }

    /** The zone naming the unit, else the first zone covering its type (SET-3). */
    static Optional<PlacementZone> zoneOf(SideView v, UnitDef d) {
        List<PlacementZone> mine = new ArrayList<>();
        for (PlacementZone z : v.scenario().placement()) {
            if (z.side() == d.side()) {
                mine.add(z);
            }
        }
        for (PlacementZone z : mine) {
            if (z.units().contains(d.id())) {
                return Optional.of(z);
            }
        }
        for (PlacementZone z : mine) {
            if (z.types().contains(d.type())) {
                return Optional.of(z);
            }
        }
        return Optional.empty();
    }

    static void movement(SideView v, Problems p, MovementOrder o) {
        if (o instanceof MovementOrder.Move move) {
            move(v, p, move);
        } else if (o instanceof MovementOrder.Enter enter) {
            enter(v, p, enter);
        } else if (o instanceof MovementOrder.Exit exit) {
            exit(v, p, exit);
        } else if (o instanceof MovementOrder.DeclareMidwayRaid raid) {
            AirChecks.midwayRaid(v, p, raid);
        } else if (o instanceof MovementOrder.StartKureBase) {
            kure(v, p);
        } else {
            throw new AssertionError(o);
        }
    }

    private static void move(SideView v, Problems p, MovementOrder.Move m) {
        if (m.units().isEmpty()) {
            p.add(ProblemKind.NO_UNITS);
        }
        boolean hexOk = Common.onMap(v, p, m.to());
        // MOV-1: one error per order line and origin hex, naming the hexes the units can reach (see
        // docs/orders.md)
        Map<Hex, List<UnitId>> tooFar = new TreeMap<>();
        for (UnitId id : m.units()) {
            Optional<UnitState> u = Common.ownNaval(v, p, id);
            if (u.isEmpty()) {
                continue;
            }
            Optional<Hex> from = Common.atSea(u.get());
            if (from.isEmpty()) {
                p.add(ProblemKind.NOT_ON_MAP, "unit", id);
                continue;
            }
            if (!hexOk) {
                continue;
            }
            int d = HexGrid.distance(from.get(), m.to());
            if (d == 0) {
                p.add(ProblemKind.ALREADY_THERE, "unit", id, "hex", m.to());
                continue;
            }
            if (d > 1) {
                tooFar.computeIfAbsent(from.get(), h -> new ArrayList<>()).add(id);
                continue;
            }
            mayMove(v, p, u.get());
        }
        tooFar.forEach((from, ids) -> p.add(
                ProblemKind.NOT_ADJACENT,
                "unit",
                ids.stream().map(UnitId::value).collect(Collectors.joining(", ")),
                "from",
                from,
                "to",
                m.to(),
                "distance",
                HexGrid.distance(from, m.to()),
                "reachable",
                v.scenario().map().grid().neighbours(from).stream()
                        .map(Hex::toString)
                        .collect(Collectors.joining(" "))));
    }

    /** MOV-1 with I-4, and MOV-4 with I-5 for transports of landed units. */
    private static void mayMove(SideView v, Problems p, UnitState u) {
        UnitDef d = v.def(u.id());
        if (d.speed() != null && !d.speed().mayMove(v.turn(), u.lastMoveTurn())) {
            p.add(
                    ProblemKind.MAY_NOT_MOVE_YET,
                    "unit",
                    u.id(),
                    "speed",
                    d.speed(),
                    "lastMove",
                    u.lastMoveTurn(),
                    "nextTurn",
                    u.lastMoveTurn() + d.speed().turnsPerHex());
        }
        if (d.type() == UnitType.TT) {
            for (UnitState other : v.ownUnits()) {
                UnitDef od = v.def(other.id());
                if (od.type() == UnitType.LAND
                        && u.id().equals(od.base())
                        && other.location() instanceof Location.Ashore) {
                    p.add(ProblemKind.TRANSPORT_MUST_STAY, "unit", u.id(), "landUnit", other.id());
                }
            }
        }
    }

    private static void enter(SideView v, Problems p, MovementOrder.Enter e) {
        if (e.units().isEmpty()) {
            p.add(ProblemKind.NO_UNITS);
        }
        boolean hexOk = Common.onMap(v, p, e.hex());
        for (UnitId id : e.units()) {
            Optional<UnitState> u = Common.ownNaval(v, p, id);
            if (u.isEmpty()) {
                continue;
            }
            UnitDef d = v.def(id);
            if (v.side() != Side.JP || d.arrival().kind() != Arrival.Kind.GROUP) {
                p.add(ProblemKind.NOT_AN_ENTERING_UNIT, "unit", id);
                continue;
            }
            if (!(u.get().location() instanceof Location.OffMap)) {
                p.add(ProblemKind.ALREADY_ENTERED, "unit", id);
                continue;
            }
            int group = d.arrival().group();
            if (v.turn() < group) {
                p.add(ProblemKind.ENTRY_TOO_EARLY, "unit", id, "group", group, "turn", group);
                continue;
            }
            boolean late = group == v.scenario().lateGroup();
            if (late) {
                int first = v.usCarrierFirstLocatedTurn();
                if (first <= 0) {
                    p.add(
                            ProblemKind.LATE_GROUP_WAITS_FOR_CARRIER,
                            "group",
                            group,
                            "delay",
                            v.scenario().lateGroupDelay());
                } else {
                    int earliest = Math.max(
                            v.scenario().lateGroup(), first + v.scenario().lateGroupDelay());
                    if (v.turn() < earliest) {
                        p.add(
                                ProblemKind.LATE_GROUP_TOO_EARLY,
                                "group",
                                group,
                                "earliest",
                                earliest,
                                "firstLocated",
                                first);
                    }
                }
            }
            if (hexOk && !v.scenario().map().entryHexes(late).contains(e.hex())) {
                p.add(
                        late ? ProblemKind.LATE_GROUP_ENTRY_HEX : ProblemKind.ENTRY_HEX,
                        "hex",
                        e.hex(),
                        "allowed",
                        new ArrayList<>(v.scenario().map().entryHexes(late)));
            }
        }
    }

    private static void exit(SideView v, Problems p, MovementOrder.Exit x) {
        if (x.units().isEmpty()) {
            p.add(ProblemKind.NO_UNITS);
        }
        for (UnitId id : x.units()) {
            Optional<UnitState> u = Common.ownNaval(v, p, id);
            if (u.isEmpty()) {
                continue;
            }
            Optional<Hex> hex = Common.atSea(u.get());
            if (hex.isEmpty()) {
                p.add(ProblemKind.NOT_ON_MAP, "unit", id);
                continue;
            }
            if (!v.scenario().map().isExitHex(v.side(), hex.get())) {
                p.add(
                        ProblemKind.NOT_AN_EXIT_HEX,
                        "unit",
                        id,
                        "hex",
                        hex.get(),
                        "columns",
                        (v.side() == Side.JP
                                        ? v.scenario().map().jpExitColumns()
                                        : v.scenario().map().usExitColumns())
                                .toString());
                continue;
            }
            mayMove(v, p, u.get());
        }
    }

    private static void kure(SideView v, Problems p) {
        if (v.side() != Side.JP) {
            p.add(ProblemKind.KURE_NOT_YOURS);
            return;
        }
        KureBase k = v.kure();
        if (k.closed()) {
            p.add(ProblemKind.KURE_CLOSED);
            return;
        }
        if (k.started()) {
            p.add(ProblemKind.KURE_ALREADY_STARTED, "turn", k.startedTurn());
            return;
        }
        Hex kure = v.scenario().map().hexOf(NamedHexes.KURE);
        boolean tender = v.ownOfType(UnitType.ST).stream()
                .anyMatch(u -> v.hexAfterOrders(u.id()).map(kure::equals).orElse(false));
        if (!tender) {
            p.add(ProblemKind.KURE_NO_TENDER, "hex", kure);
        }
    }

    static void admin(SideView v, Problems p, AdminOrder o) {
        if (o instanceof AdminOrder.FormGroup g) {
            if (g.units().isEmpty()) {
                p.add(ProblemKind.NO_UNITS);
            }
            for (UnitId id : g.units()) {
                Common.ownNaval(v, p, id);
            }
        } else if (!(o instanceof AdminOrder.Concede)) {
            throw new AssertionError(o);
        }
    }
}
