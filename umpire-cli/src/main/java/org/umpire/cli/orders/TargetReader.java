package org.umpire.cli.orders;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.orders.Token.Kind;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.state.EnemyUnitReport;

/**
 * Target statements of the combat steps ({@code firer -> target}: AIR-3, AA-1, BOMB-1, NAV-3, SUB-1..3,
 * BBD-1, LAND-3) and the fighter and AA standing policies that share their labels.
 */
final class TargetReader extends ReaderBase {

    TargetReader(StatementParser p) {
        super(p);
    }

    /** The combat steps an assignment {@code firer -> target} can belong to. */
    enum Role {
        FIGHTER,
        AA,
        BOMBING,
        SURFACE,
        SUBMARINE,
        SCREEN,
        BOMBARDMENT,
        LAND
    }

    Optional<Role> labelAt(Cursor c) {
        Token t = c.peek();
        if (t == null || !t.is(Kind.WORD)) {
            return Optional.empty();
        }
        String w = t.norm();
        boolean colonSoon = false;
        for (int k = 1; k <= 5 && c.peek(k) != null; k++) {
            if (c.peek(k).is(Kind.COLON)) {
                colonSoon = true;
                break;
            }
        }
        if (Words.BOMBING.contains(w) && (colonSoon || c.isWordAt(1, Words.TO))) {
            return Optional.of(Role.BOMBING);
        }
        if (Words.BOMBARDMENT.contains(w)) {
            return Optional.of(Role.BOMBARDMENT);
        }
        if (Words.SCREEN.contains(w)) {
            return Optional.of(Role.SCREEN);
        }
        if (Words.SUBMARINE.contains(w) && !isUnitWord(t)) {
            return Optional.of(Role.SUBMARINE);
        }
        if ((Words.COMBAT.contains(w) || w.equals("tir") || w.equals("tirs")) && c.isWordAt(1, Words.NAVAL)
                || Words.NAVAL.contains(w) && (c.isWordAt(1, Words.COMBAT) || c.isWordAt(1, Set.of("fire", "tir")))) {
            return Optional.of(Role.SURFACE);
        }
        if (Words.COMBAT.contains(w) && c.isWordAt(1, Words.LAND_COMBAT)
                || Words.LAND_COMBAT.contains(w) && c.isWordAt(1, Words.COMBAT)) {
            return Optional.of(Role.LAND);
        }
        if ((w.equals("cibles") || w.equals("targets") || w.equals("cible") || w.equals("target")) && colonSoon) {
            return Optional.of(Role.FIGHTER); // a generic label: the units decide (see roleOf)
        }
        return Optional.empty();
    }

    Intent labelled(Cursor c, Role role) {
        Token first = c.next();
        boolean generic = Set.of("cibles", "targets", "cible", "target").contains(first.norm());
        while (c.isWord(Words.COMBAT)
                || c.isWord(Words.NAVAL)
                || c.isWord(Words.LAND_COMBAT)
                || c.isWord(Set.of("tir", "fire", "de", "of", "attaquent", "attack", "attacks", "attaque"))) {
            c.next();
        }
        Hex hex = null;
        if (c.accept(Words.TO) || !c.atEnd() && names.hex(c.peek()).isPresent()) {
            if (c.isWord(Words.MIDWAY)) {
                c.next();
                hex = names.scenario.map().midway();
            } else {
                hex = hexAt(c);
            }
        }
        if (c.atEnd()) {
            if (role == Role.SURFACE && hex != null) {
                return direct(new CombatOrder.DeclareNavalCombat(hex));
            }
            if (role == Role.SUBMARINE && hex != null) {
                return direct(new CombatOrder.SubmarineAttack(hex, List.of()));
            }
            throw c.fail("missing-assignments");
        }
        c.accept(Kind.COLON);
        return assignments(c, p.selections.selection(c), generic ? null : role, hex, false);
    }

    Intent policyOrLabel(Cursor c, Role role) {
        Token first = c.next();
        c.accept(Kind.COLON);
        c.skipFillers();
        if (role == Role.AA) {
            if (c.accept(Words.SPREAD)) {
                return direct(new StandingOrder.AaPolicy(StandingOrder.AaPolicy.Mode.SPREAD));
            }
            if (c.isWord(Set.of("plus", "most")) && c.isWordAt(1, Words.STRONGEST) || c.isWord(Words.STRONGEST)) {
                c.accept(Set.of("plus", "most"));
                c.next();
                skipFirst(c);
                return direct(new StandingOrder.AaPolicy(StandingOrder.AaPolicy.Mode.STRONGEST_FIRST));
            }
        } else {
            if (c.isWord(Words.BOMBING)
                    && (c.peek(1) == null
                            || c.isWordAt(1, Words.FIRST)
                            || c.isWordAt(1, Words.FILLER)
                            || c.isWordAt(1, Set.of("en", "d")))) {
                c.next();
                skipFirst(c);
                return direct(new StandingOrder.FighterPolicy(StandingOrder.FighterPolicy.Mode.BOMBERS_FIRST));
            }
            if (c.isWord(Words.FIGHTERS)
                    && (c.peek(1) == null
                            || c.isWordAt(1, Words.FIRST)
                            || c.isWordAt(1, Words.FILLER)
                            || c.isWordAt(1, Set.of("en", "d")))) {
                c.next();
                skipFirst(c);
                return direct(new StandingOrder.FighterPolicy(StandingOrder.FighterPolicy.Mode.FIGHTERS_FIRST));
            }
        }
        c.pos = c.tokens.indexOf(first);
        return labelled(c, role);
    }

    static void skipFirst(Cursor c) {
        while (c.isWord(Words.FIRST) || c.isWord(Words.FILLER) || c.isWord(Set.of("en", "d", "les", "plus"))) {
            c.next();
        }
    }

    /**
     * {@code firer -> target} pairs, several per statement ({@code YF1 -> KD1, YF2 -> KT1}). Each
     * target must be an enemy unit shown to the side this turn; the combat hex is the target's.
     */
    Intent assignments(Cursor c, Selection firstFirers, Role hint, Hex hexHint, boolean arrowRead) {
        Map<String, List<Assignment>> byKey = new LinkedHashMap<>();
        Map<String, Role> roles = new LinkedHashMap<>();
        Map<String, Hex> hexes = new LinkedHashMap<>();
        Selection firers = firstFirers;
        boolean arrow = arrowRead;
        while (true) {
            if (!arrow) {
                if (!c.acceptTo() && !c.accept(Words.ATTACK)) {
                    throw c.fail("missing-arrow-target");
                }
                c.accept(Words.TO);
            }
            arrow = false;
            c.skipFillers();
            int targetColumn = c.column();
            EnemyUnitReport target = target(c, hexHint);
            Hex hex = hexHint != null ? hexHint : target.hex();
            List<UnitId> shooters = p.selections.resolve(c, firers, p.selections.inPlay(), "any");
            for (UnitId f : shooters) {
                Role role = roleOf(c, hint, f, target, targetColumn);
                String key = role + "@" + (role == Role.BOMBARDMENT || role == Role.LAND ? "" : hex);
                byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(new Assignment(f, target.id()));
                roles.put(key, role);
                hexes.put(key, hex);
            }
            if (c.atEnd()) {
                break;
            }
            if (c.accept(Kind.COMMA) || c.accept(Words.AND) || c.accept(Kind.PLUS)) {
                if (c.atEnd()) {
                    break;
                }
                firers = p.selections.selection(c);
                continue;
            }
            throw unexpected(c);
        }
        List<Order> orders = new ArrayList<>();
        for (Map.Entry<String, List<Assignment>> e : byKey.entrySet()) {
            orders.add(targetOrder(roles.get(e.getKey()), hexes.get(e.getKey()), e.getValue()));
        }
        return new Intent.Direct(orders);
    }

    EnemyUnitReport target(Cursor c, Hex hexHint) {
        Token t = c.peek();
        if (t == null) {
            throw c.fail("missing-target");
        }
        List<EnemyUnitReport> shown = new ArrayList<>();
        for (EnemyUnitReport r : names.enemiesShown()) {
            if (hexHint == null || r.hex().equals(hexHint)) {
                shown.add(r);
            }
        }
        Names.Match m = names.enemy(c.tokens, c.pos);
        List<EnemyUnitReport> hits = new ArrayList<>();
        if (m.length() > 0) {
            for (EnemyUnitReport r : shown) {
                if (m.units().contains(r.id())) {
                    hits.add(r);
                }
            }
        }
        int len = m.length();
        if (hits.isEmpty()) {
            Optional<TypeWords.Match> typeWord = TypeWords.at(c.tokens, c.pos);
            Optional<UnitType> type = typeWord.map(TypeWords.Match::type);
            if (type.isPresent()) {
                for (EnemyUnitReport r : shown) {
                    if (r.type() == type.get()) {
                        hits.add(r);
                    }
                }
                len = typeWord.get().length();
                if (hits.isEmpty()) {
                    throw c.fail("no-target-of-type", "type", type.get(), "hex", hexHint == null ? "" : hexHint);
                }
            }
        }
        if (hits.isEmpty()) {
            if (names.isOwn(firstOwn(c))) {
                throw c.fail("target-is-yours", "word", t.text());
            }
            throw c.fail(
                    "unknown-target",
                    "word",
                    t.text(),
                    "hex",
                    hexHint == null ? "" : hexHint,
                    "suggestion",
                    Suggest.best(t.text(), names.suggestionPool(true)).orElse(""));
        }
        if (hits.size() > 1) {
            List<UnitId> ids = new ArrayList<>();
            hits.forEach(r -> ids.add(r.id()));
            throw c.fail("ambiguous-target", "word", t.text(), "candidates", ids);
        }
        c.pos += len;
        return hits.get(0);
    }

    UnitId firstOwn(Cursor c) {
        Names.Match m = names.own(c.tokens, c.pos);
        return m.found() ? m.units().get(0) : UnitId.of("none");
    }

    Role roleOf(Cursor c, Role hint, UnitId firer, EnemyUnitReport target, int column) {
        UnitType f = names.def(firer).type();
        UnitType t = target.type();
        if (hint != null) {
            if (hint == Role.SURFACE && f == UnitType.SS) {
                return Role.SUBMARINE;
            }
            if (hint == Role.SURFACE && f == UnitType.DD && t == UnitType.SS) {
                return Role.SCREEN;
            }
            if (hint == Role.FIGHTER && f != UnitType.F && t.isAircraft() && !f.isAircraft()) {
                return Role.AA;
            }
            return hint;
        }
        if (f == UnitType.F && t.isAircraft()) {
            return Role.FIGHTER;
        }
        if (!f.isAircraft() && t.isAircraft()) {
            return Role.AA;
        }
        if (f.isStrikeAircraft()) {
            return Role.BOMBING;
        }
        if (f == UnitType.SS) {
            return Role.SUBMARINE;
        }
        if (f == UnitType.DD && t == UnitType.SS) {
            return Role.SCREEN;
        }
        if (f.category() == UnitCategory.LAND) {
            return Role.LAND;
        }
        if ((f == UnitType.BB || f == UnitType.CA) && t == UnitType.LAND) {
            return Role.BOMBARDMENT;
        }
        if (f.isNaval()) {
            return Role.SURFACE;
        }
        throw c.failAt(column, "no-such-fire", "unit", names.display(firer), "target", names.display(target.id()));
    }

    static Order targetOrder(Role role, Hex hex, List<Assignment> list) {
        return switch (role) {
            case FIGHTER -> new AirOrder.FighterTargets(hex, list);
            case AA -> new AirOrder.AaTargets(hex, list);
            case BOMBING -> new AirOrder.BombingTargets(hex, list);
            case SURFACE -> new CombatOrder.SurfaceTargets(hex, list);
            case SUBMARINE -> new CombatOrder.SubmarineAttack(hex, list);
            case SCREEN -> new CombatOrder.ScreenAssignments(hex, list);
            case BOMBARDMENT -> new CombatOrder.BombardmentTargets(list);
            case LAND -> new CombatOrder.LandCombatTargets(list);
        };
    }

    /** {@code SS1 attaque en H5}: submarines attack in their hex; targets by standing priority. */
    Intent attackInHex(Cursor c, Selection sel, Hex hex) {
        List<UnitId> units = sel.level == Intent.Level.NAMED
                ? p.selections.resolve(c, sel, p.selections.inPlay(), "any")
                : sel.ships;
        List<UnitId> subsThere = new ArrayList<>();
        for (UnitId u : names.ownNavalAt(hex)) {
            if (names.def(u).type() == UnitType.SS) {
                subsThere.add(u);
            }
        }
        for (UnitId u : units) {
            if (names.def(u).type() != UnitType.SS) {
                throw c.failAt(sel.column, "attack-hex-needs-target", "unit", names.display(u), "hex", hex);
            }
        }
        if (!subsThere.isEmpty() && !subsThere.containsAll(units) || !units.containsAll(subsThere)) {
            throw c.failAt(sel.column, "submarines-all-or-targets", "hex", hex, "units", subsThere);
        }
        return direct(new CombatOrder.SubmarineAttack(hex, List.of()));
    }
}
