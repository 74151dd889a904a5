package org.umpire.cli.orders;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.order.SetupOrder;
import org.umpire.engine.order.StandingOrder;

/**
 * The canonical line of an accepted order, in the player's language: the receipt restates each
 * order with every unit named, in a form the parser reads back to the same order.
 */
final class Echo {

    private final TextBundle t;
    private final Names names;

    Echo(TextBundle t, Names names) {
        this.t = t;
        this.names = names;
    }

    String line(AcceptedOrder a) {
        if (a.note().isPresent()) {
            AcceptedOrder.Note n = a.note().get();
            if (!n.params().containsKey("units")) {
                return t.get(n.key());
            }
            Object units = n.params().get("units");
            List<UnitId> ids = castIds(units);
            return t.get(
                    n.key() + number(ids),
                    "units",
                    ships(ids),
                    "hex",
                    String.valueOf(n.params().get("hex")));
        }
        return line(a.order().orElseThrow());
    }

    @SuppressWarnings("unchecked")
    private static List<UnitId> castIds(Object o) {
        return (List<UnitId>) o;
    }

    String line(Order o) {
        if (o instanceof SetupOrder.Place p) {
            return t.get("echo.place", "units", ships(p.units()), "hex", p.hex());
        }
        if (o instanceof MovementOrder order) {
            return movement(order);
        }
        if (o instanceof SearchOrder.SourceSearch s) {
            String source = t.has("value.source." + s.source()) ? t.get("value.source." + s.source()) : s.source();
            return t.get("echo.search-source", "hex", s.target(), "source", source);
        }
        if (o instanceof SearchOrder.AircraftSearch s) {
            return t.get("echo.search-aircraft", "hex", s.target(), "unit", names.display(s.aircraft()));
        }
        if (o instanceof AirOrder order1) {
            return air(order1);
        }
        if (o instanceof CombatOrder order2) {
            return combat(order2);
        }
        if (o instanceof RecoveryOrder order3) {
            return recovery(order3);
        }
        if (o instanceof StandingOrder order4) {
            return standing(order4);
        }
        if (o instanceof AdminOrder.FormGroup g) {
            String name = g.name().matches("[\\p{L}\\p{N}_-]+") ? g.name() : "\"" + g.name() + "\"";
            return t.get("echo.group", "name", name, "units", ships(g.units()));
        }
        if (o instanceof AdminOrder.Concede) {
            return t.get("echo.concede");
        }
        throw new AssertionError(o);
    }

    private String movement(MovementOrder o) {
        if (o instanceof MovementOrder.Move m) {
            return t.get("echo.move", "units", ships(m.units()), "from", from(m.units()), "to", m.to());
        }
        if (o instanceof MovementOrder.Enter e) {
            return t.get("echo.enter" + number(e.units()), "units", ships(e.units()), "hex", e.hex());
        }
        if (o instanceof MovementOrder.Exit x) {
            return t.get("echo.exit" + number(x.units()), "units", ships(x.units()), "hex", from(x.units()));
        }
        if (o instanceof MovementOrder.DeclareMidwayRaid r) {
            return t.get(
                    "echo.midway-raid",
                    "aircraft",
                    aircraft(r.aircraft()),
                    "landing",
                    r.landAt().map(this::landing).orElse(""));
        }
        if (o instanceof MovementOrder.StartKureBase) {
            return t.get("echo.kure");
        }
        throw new AssertionError(o);
    }

    private String air(AirOrder o) {
        if (o instanceof AirOrder.Raid r) {
            return t.get(
                    "echo.raid",
                    "hex",
                    r.target(),
                    "aircraft",
                    aircraft(r.aircraft()),
                    "landing",
                    r.landAt().map(this::landing).orElse(""));
        }
        if (o instanceof AirOrder.CancelMidwayRaid) {
            return t.get("echo.cancel-midway-raid");
        }
        if (o instanceof AirOrder.FighterTargets f) {
            return t.get("echo.fighter-targets", "hex", f.combat(), "assignments", assignments(f.assignments()));
        }
        if (o instanceof AirOrder.AaTargets a) {
            return t.get("echo.aa-targets", "hex", a.combat(), "assignments", assignments(a.assignments()));
        }
        if (o instanceof AirOrder.BombingTargets b) {
            return t.get("echo.bombing-targets", "hex", b.combat(), "assignments", assignments(b.assignments()));
        }
        throw new AssertionError(o);
    }

    private String combat(CombatOrder o) {
        if (o instanceof CombatOrder.DeclareNavalCombat combat) {
            return t.get("echo.naval-combat", "hex", combat.hex());
        }
        if (o instanceof CombatOrder.SubmarineAttack s) {
            if (s.assignments().isEmpty()) {
                return t.get("echo.submarine-attack-all", "hex", s.hex());
            }
            return t.get("echo.submarine-attack", "hex", s.hex(), "assignments", assignments(s.assignments()));
        }
        if (o instanceof CombatOrder.ScreenAssignments s) {
            return t.get("echo.screen", "hex", s.hex(), "assignments", assignments(s.assignments()));
        }
        if (o instanceof CombatOrder.SurfaceTargets s) {
            return t.get("echo.surface-targets", "hex", s.hex(), "assignments", assignments(s.assignments()));
        }
        if (o instanceof CombatOrder.BombardmentTargets targets) {
            return t.get("echo.bombardment-targets", "assignments", assignments(targets.assignments()));
        }
        if (o instanceof CombatOrder.Land land) {
            return t.get("echo.land", "units", ships(land.landUnits()));
        }
        if (o instanceof CombatOrder.LandCombatTargets targets1) {
            return t.get("echo.land-combat-targets", "assignments", assignments(targets1.assignments()));
        }
        throw new AssertionError(o);
    }

    private String recovery(RecoveryOrder o) {
        if (o instanceof RecoveryOrder.LandAircraft l) {
            return t.get("echo.land-aircraft", "unit", names.display(l.aircraft()), "base", names.display(l.base()));
        }
        if (o instanceof RecoveryOrder.SetReadiness r) {
            return t.get(
                    r.readiness() == Readiness.READY ? "echo.ready" : "echo.not-ready",
                    "unit",
                    names.display(r.aircraft()));
        }
        if (o instanceof RecoveryOrder.BringInReserve r) {
            UnitId carrier = names.def(r.reserve()).base();
            return t.get(
                    r.readiness() == Readiness.READY ? "echo.reserve-ready" : "echo.reserve-not-ready",
                    "carrier",
                    names.display(carrier),
                    "unit",
                    r.reserve());
        }
        throw new AssertionError(o);
    }

    private String standing(StandingOrder o) {
        if (o instanceof StandingOrder.TargetPriority p) {
            String types = p.priority().stream().map(Enum::name).collect(Collectors.joining(" > "));
            return t.get("echo.priority." + p.step().name().toLowerCase(Locale.ROOT), "types", types);
        }
        if (o instanceof StandingOrder.AaPolicy policy) {
            return t.get("echo.aa-policy." + policy.mode().name().toLowerCase(Locale.ROOT));
        }
        if (o instanceof StandingOrder.FighterPolicy policy1) {
            return t.get("echo.fighter-policy." + policy1.mode().name().toLowerCase(Locale.ROOT));
        }
        if (o instanceof StandingOrder.AskMe me) {
            return t.get(me.ask() ? "echo.ask-me" : "echo.dont-ask-me");
        }
        throw new AssertionError(o);
    }

    /** Verbs agree with the number of units: {@code Kaga enters}, {@code Kaga, Akagi enter}. */
    private static String number(List<UnitId> units) {
        return units.size() == 1 ? ".one" : ".many";
    }

    private String landing(UnitId base) {
        return t.get("echo.landing-suffix", "base", names.display(base));
    }

    private String ships(List<UnitId> ids) {
        return names.displayList(ids, ", ");
    }

    private String aircraft(List<UnitId> ids) {
        return names.displayList(ids, " + ");
    }

    private String assignments(List<Assignment> list) {
        return list.stream()
                .map(a -> names.display(a.firer()) + " -> " + names.display(a.target()))
                .collect(Collectors.joining(", "));
    }

    private String from(List<UnitId> units) {
        return units.isEmpty()
                ? "?"
                : names.atSea(units.get(0)).map(Hex::toString).orElse("?");
    }
}
