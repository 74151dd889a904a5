package org.umpire.cli.orders;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.orders.Token.Kind;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/** Statements about ships and land units: where they go (ORD-2), groups (MOV-3), set-up (SET-3), landing (LAND-1). */
final class ShipReader extends ReaderBase {

    ShipReader(StatementParser p) {
        super(p);
    }

    Intent ships(Cursor c, Selection sel, Intent.Action action, Hex hex, int hexColumn, boolean noArrow) {
        if (isAircraftSelection(sel)) {
            throw c.failAt(sel.column, "aircraft-do-not-move");
        }
        if (noArrow && phase != Phase.SETUP) {
            throw c.failAt(hexColumn, "missing-arrow", "hex", hex);
        }
        if (hex != null && !names.scenario.map().grid().contains(hex)) {
            throw c.failAt(
                    hexColumn,
                    "hex-off-map",
                    "hex",
                    hex,
                    "bounds",
                    names.scenario.map().grid().bounds());
        }
        List<UnitId> units;
        if (sel.level == Intent.Level.NAMED) {
            units = p.selections.resolve(c, sel, p.selections.inPlay(), "any");
            for (Selection.Item i : sel.items) {
                UnitId id = i instanceof Selection.Unit u ? u.id() : null;
                if (id != null && !names.def(id).type().isNaval()) {
                    throw c.failAt(i.column(), "not-a-ship", "unit", names.display(id));
                }
            }
            if (sel.from != null) {
                for (Selection.Item i : sel.items) {
                    UnitId id = ((Selection.Unit) i).id();
                    Optional<Hex> at = names.atSea(id);
                    if (at.isEmpty() || !at.get().equals(sel.from)) {
                        throw c.failAt(
                                sel.fromColumn,
                                "not-there",
                                "unit",
                                names.display(id),
                                "hex",
                                sel.from,
                                "at",
                                at.map(Hex::toString).orElse(""));
                    }
                }
            }
        } else if (sel.level == Intent.Level.GROUP) {
            units = new ArrayList<>(sel.ships);
            if (sel.from != null) {
                units.removeIf(u -> !names.atSea(u).map(sel.from::equals).orElse(false));
                if (units.isEmpty()) {
                    throw c.failAt(sel.fromColumn, "group-not-there", "group", sel.label, "hex", sel.from);
                }
            }
            units.removeIf(u -> names.stateOf(u)
                    .map(s -> !(s.location() instanceof Location.OnMap || s.location() instanceof Location.OffMap))
                    .orElse(true));
            if (units.isEmpty()) {
                throw c.failAt(sel.column, "group-empty", "group", sel.label);
            }
        } else {
            units = new ArrayList<>(sel.ships);
            if (units.isEmpty()) {
                throw c.failAt(sel.fromColumn, "no-ships-in-hex", "hex", sel.from);
            }
        }
        String label = sel.level == Intent.Level.NAMED ? null : sel.label;
        return new Intent.Ships(sel.level, units, action, hex, label);
    }

    Intent group(Cursor c) {
        int start = c.pos;
        if (!c.accept(Words.GROUP)) {
            c.next();
            c.accept(Words.GROUP);
        }
        Token nameTok = c.peek();
        if (nameTok == null) {
            throw c.fail("missing-group-name");
        }
        boolean defines = false;
        int nameLen = 1;
        if (nameTok.is(Kind.QUOTED) || nameTok.is(Kind.WORD) || nameTok.is(Kind.NUMBER)) {
            Token after = c.peek(1);
            defines = after != null && (after.is(Kind.COLON) || after.is(Kind.EQUALS));
        }
        if (!defines) {
            c.pos = start;
            return p.afterSelection(c, p.selections.selection(c));
        }
        String name = nameTok.text().strip();
        if (name.isEmpty() || name.length() > 32) {
            throw c.failAt(nameTok.column(), "bad-group-name", "name", name);
        }
        c.pos += nameLen;
        c.next();
        Selection sel = p.selections.selection(c);
        if (sel.level != Intent.Level.NAMED) {
            return direct(new AdminOrder.FormGroup(name, sel.ships));
        }
        List<UnitId> units = p.selections.resolve(c, sel, p.selections.inPlay(), "any");
        return direct(new AdminOrder.FormGroup(name, units));
    }

    Intent rename(Cursor c) {
        c.next();
        c.accept(Words.GROUP);
        Optional<Map.Entry<String, Integer>> g = names.group(c.tokens, c.pos);
        if (g.isEmpty()) {
            Token t = c.peek();
            throw c.fail("unknown-group", "group", t == null ? "" : t.text(), "suggestion", "");
        }
        c.pos += g.get().getValue();
        if (!c.acceptTo() && !c.accept(Kind.COLON) && !c.accept(Kind.EQUALS)) {
            throw c.fail("rename-to");
        }
        Token n = c.peek();
        if (n == null || !(n.is(Kind.WORD) || n.is(Kind.NUMBER) || n.is(Kind.QUOTED))) {
            throw c.fail("missing-group-name");
        }
        c.next();
        String name = n.text().strip();
        if (name.isEmpty() || name.length() > 32) {
            throw c.failAt(n.column(), "bad-group-name", "name", name);
        }
        return direct(new AdminOrder.FormGroup(name, names.groupMembers(g.get().getKey())));
    }

    Intent place(Cursor c) {
        if (c.accept(Set.of("mise"))) {
            c.accept(Words.TO);
        }
        c.next();
        c.accept(Kind.COLON);
        Selection sel = p.selections.selection(c);
        if (!c.atEnd()) {
            c.acceptTo();
        }
        Token h = c.peek();
        Hex hex = sel.from != null && c.atEnd() ? sel.from : hexAt(c);
        int col = h == null ? sel.fromColumn : h.column();
        sel.from = null;
        return ships(c, sel, Intent.Action.PLACE, hex, col, false);
    }

    Intent troopLanding(Cursor c) {
        c.next();
        if (c.accept(Words.TO) || c.isWord(Words.MIDWAY)) {
            c.accept(Words.MIDWAY);
            if (!c.atEnd() && names.hex(c.peek()).isPresent()) {
                c.next();
            }
        }
        c.accept(Kind.COLON);
        c.skipFillers();
        if (c.accept(Words.ALL)) {
            c.skipFillers();
            List<UnitId> all = new ArrayList<>();
            Hex midway = names.scenario.map().midway();
            for (UnitDef d : names.scenario.unitsOf(names.side)) {
                if (d.type() != UnitType.LAND) {
                    continue;
                }
                UnitState s = names.stateOf(d.id()).orElse(null);
                if (s != null
                        && s.location() instanceof Location.Aboard
                        && names.atSea(((Location.Aboard) s.location()).base())
                                .map(midway::equals)
                                .orElse(false)) {
                    all.add(d.id());
                }
            }
            if (all.isEmpty()) {
                throw c.fail("nothing-to-land", "hex", midway);
            }
            return direct(new CombatOrder.Land(all));
        }
        Selection sel = p.selections.selection(c);
        if (isAircraftSelection(sel)) {
            c.accept(Words.LANDING_PLACE);
            c.acceptTo();
            return p.airReader.landAircraft(c, sel);
        }
        return direct(new CombatOrder.Land(landUnits(c, sel)));
    }

    /** Land units named directly, or through their transport. */
    List<UnitId> landUnits(Cursor c, Selection sel) {
        List<UnitId> out = new ArrayList<>();
        for (Selection.Item i : sel.items) {
            if (!(i instanceof Selection.Unit)) {
                throw c.failAt(i.column(), "not-a-land-unit", "unit", ((Selection.Spec) i).text());
            }
            UnitId id = ((Selection.Unit) i).id();
            if (names.def(id).type() == UnitType.LAND) {
                out.add(id);
            } else if (names.def(id).type() == UnitType.TT) {
                boolean any = false;
                for (UnitDef d : names.scenario.unitsOf(names.side)) {
                    if (d.type() == UnitType.LAND
                            && names.stateOf(d.id())
                                    .map(UnitState::location)
                                    .map(l -> l instanceof Location.Aboard a
                                            && a.base().equals(id))
                                    .orElse(false)) {
                        out.add(d.id());
                        any = true;
                    }
                }
                if (!any) {
                    throw c.failAt(i.column(), "transport-empty", "unit", names.display(id));
                }
            } else {
                throw c.failAt(i.column(), "not-a-land-unit", "unit", names.display(id));
            }
        }
        return out;
    }
}
