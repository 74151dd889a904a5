package org.umpire.cli.orders;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

import org.umpire.cli.orders.Token.Kind;
import org.umpire.engine.legality.OrderChecker;
import org.umpire.engine.legality.OrderProblem;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
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
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/**
 * Reads one statement (a line, or a part of a line between {@code ;}) into an {@link Intent}, or
 * says what is wrong with it. Knows the side's names ({@link Names}) and the current phase, so it
 * can tell a Midway raid of phase 1 from a raid of phase 3 and pick the air units a count names.
 * Reading stops at the first problem of the statement.
 */
final class StatementParser {

    /** The combat steps an assignment {@code firer -> target} can belong to. */
    enum Role { FIGHTER, AA, BOMBING, SURFACE, SUBMARINE, SCREEN, BOMBARDMENT, LAND }

    private final Names names;
    private final Phase phase;

    StatementParser(Names names) {
        this.names = names;
        this.phase = names.state.phase();
    }

    /** The intent of the statement, or the problem that stopped its reading. */
    record Result(Intent intent, ParseProblem problem) {
    }

    Result parse(List<Token> tokens) {
        Cursor c = new Cursor(tokens);
        try {
            Intent i = statement(c);
            if (!c.atEnd()) {
                throw unexpected(c);
            }
            return new Result(i, null);
        } catch (Cursor.Stop s) {
            return new Result(null, s.problem);
        }
    }

    private Intent statement(Cursor c) {
        while (c.accept(Words.MOVE)) {
            c.accept(Kind.COLON);
        }
        if (c.atEnd()) {
            throw c.fail("empty");
        }
        if (isConcession(c)) {
            c.pos = c.tokens.size();
            return direct(new AdminOrder.Concede());
        }
        if (isKure(c)) {
            c.pos = c.tokens.size();
            return direct(new MovementOrder.StartKureBase());
        }
        if (c.isWord(Words.PRIORITY) || (isStepWord(c, 0) && c.isWordAt(1, Words.PRIORITY))) {
            return priority(c);
        }
        if (c.isWord(Words.AA)) {
            return policyOrLabel(c, Role.AA);
        }
        if (c.isWord(Words.FIGHTERS)) {
            return policyOrLabel(c, Role.FIGHTER);
        }
        if (c.isWord(Words.SEARCH)) {
            c.next();
            return search(c, null);
        }
        if (c.isWord(Words.RAID)) {
            return raid(c);
        }
        if (c.isWord(Words.CANCEL)) {
            return cancel(c);
        }
        if (c.isWord(Words.GROUP) || c.isWord(java.util.Set.of("nouveau", "new", "forme", "form", "cree", "create"))
                && c.isWordAt(1, Words.GROUP)) {
            return group(c);
        }
        if (c.isWord(Words.RENAME)) {
            return rename(c);
        }
        if (c.isWord(Words.PLACE) || c.isWord(java.util.Set.of("mise")) && c.isWordAt(2, Words.PLACE)) {
            return place(c);
        }
        if (c.isWord(Words.RESERVE)) {
            return reserve(c);
        }
        Optional<Role> label = labelAt(c);
        if (label.isPresent()) {
            return labelled(c, label.get());
        }
        if (c.isWord(Words.TROOP_LANDING)) {
            return troopLanding(c);
        }
        if (c.isWord(java.util.Set.of("atterrissage", "recovery", "recuperation"))) {
            c.next();
            c.accept(Kind.COLON);
            return afterSelection(c, selection(c));
        }
        return afterSelection(c, selection(c));
    }

    // --- selections -------------------------------------------------------------------------

    private static final java.util.Set<String> STOP = stopWords();

    private static java.util.Set<String> stopWords() {
        java.util.Set<String> s = new java.util.HashSet<>();
        for (java.util.Set<String> w : List.of(Words.TO, Words.ENTER, Words.EXIT, Words.STAY, Words.DELAY,
                Words.READY, Words.NOT, Words.SEARCH, Words.ATTACK, Words.LANDING_PLACE, Words.TROOP_LANDING,
                Words.FROM)) {
            s.addAll(w);
        }
        return s;
    }

    Selection selection(Cursor c) {
        c.skipFillers();
        Selection sel = new Selection();
        sel.column = c.column();
        if (c.atEnd()) {
            throw c.fail("missing-units");
        }
        Optional<Hex> hex = names.hex(c.peek());
        if (hex.isPresent() && !isUnitWord(c.peek())) {
            Token t = c.next();
            sel.level = Intent.Level.HEX;
            sel.label = hex.get().toString();
            sel.from = hex.get();
            sel.fromColumn = t.column();
            sel.ships.addAll(names.ownNavalAt(hex.get()));
            return sel;
        }
        if (c.isWord(java.util.Set.of("nouveau", "new", "forme", "form", "cree", "create"))) {
            c.next();
        }
        if (c.accept(Words.GROUP)) {
            return groupSelection(c, sel, true);
        }
        if (c.is(Kind.WORD) && !isUnitWord(c.peek()) && names.group(c.tokens, c.pos).isPresent()) {
            return groupSelection(c, sel, false);
        }
        readItems(c, sel);
        if (!c.atEnd() && names.hex(c.peek()).isPresent() && !isUnitWord(c.peek())
                && (followsAsFrom(c) || c.peek(1) == null)) {
            Token t = c.next();
            sel.from = names.hex(t).get();
            sel.fromColumn = t.column();
        } else if (c.accept(Words.FROM)) {
            Token t = c.peek();
            Optional<Hex> f = t == null ? Optional.empty() : names.hex(t);
            if (f.isEmpty()) {
                throw c.fail("expected-hex");
            }
            c.next();
            sel.from = f.get();
            sel.fromColumn = t.column();
        }
        return sel;
    }

    /** After {@code Kaga A1}: an arrow, a "to" word or a verb follows, so A1 is where Kaga is. */
    private static boolean followsAsFrom(Cursor c) {
        Token n = c.peek(1);
        return n != null && (n.is(Kind.ARROW) || n.is(Kind.GT)
                || n.is(Kind.WORD) && (Words.TO.contains(n.norm()) || Words.ENTER.contains(n.norm())
                || Words.EXIT.contains(n.norm()) || Words.STAY.contains(n.norm())));
    }

    private Selection groupSelection(Cursor c, Selection sel, boolean keyword) {
        Token t = c.peek();
        if (t == null) {
            throw c.fail("missing-group-name");
        }
        Optional<Map.Entry<String, Integer>> g = names.group(c.tokens, c.pos);
        if (g.isEmpty()) {
            String written = t.text();
            throw c.fail("unknown-group", "group", written, "suggestion",
                    Suggest.best(written, names.suggestionPool(false)).orElse(""));
        }
        c.pos += g.get().getValue();
        sel.level = Intent.Level.GROUP;
        sel.label = names.groupName(g.get().getKey());
        sel.ships.addAll(names.groupMembers(g.get().getKey()));
        if (!c.atEnd() && names.hex(c.peek()).isPresent() && followsAsFrom(c)) {
            Token h = c.next();
            sel.from = names.hex(h).get();
            sel.fromColumn = h.column();
        }
        return sel;
    }

    private boolean isUnitWord(Token t) {
        if (t == null || !t.is(Kind.WORD) && !t.is(Kind.NUMBER)) {
            return false;
        }
        Names.Match m = names.own(List.of(t), 0);
        return m.length() > 0 && !Names.looksLikeHex(t) || spec(t).isPresent();
    }

    private void readItems(Cursor c, Selection sel) {
        while (true) {
            c.skipFillers();
            if (c.atEnd()) {
                if (sel.items.isEmpty()) {
                    throw c.fail("missing-units");
                }
                return;
            }
            Token t = c.peek();
            if (t.is(Kind.WORD) && STOP.contains(t.norm()) && !isUnitWord(t)) {
                if (sel.items.isEmpty()) {
                    throw c.fail("missing-units");
                }
                return;
            }
            if (c.isWord(Words.ALL)) {
                c.next();
                c.skipFillers();
                Token s = c.peek();
                Optional<Selection.Spec> sp = s == null ? Optional.empty() : spec(s);
                if (sp.isEmpty()) {
                    throw c.fail("expected-air-units");
                }
                c.next();
                boolean red = c.accept(Kind.REDUCED);
                Selection.Spec x = sp.get();
                sel.items.add(new Selection.Spec(0, x.base(), x.baseLetter(), x.type(), red, t.column(),
                        t.text() + " " + s.text()));
            } else if (t.is(Kind.NUMBER) && (c.peek(1) != null && (c.peek(1).is(Kind.TIMES)
                    || c.peek(1).isWord("x") || spec(c.peek(1)).isPresent()))) {
                int count = parseCount(c, t);
                if (!c.accept(Kind.TIMES)) {
                    c.accept(java.util.Set.of("x"));
                }
                Token s = c.peek();
                Optional<Selection.Spec> sp = s == null ? Optional.empty() : spec(s);
                if (sp.isEmpty()) {
                    throw c.fail("expected-air-units");
                }
                c.next();
                boolean red = c.accept(Kind.REDUCED);
                Selection.Spec x = sp.get();
                sel.items.add(new Selection.Spec(count, x.base(), x.baseLetter(), x.type(), red, t.column(),
                        count + "x" + s.text() + (red ? "(e)" : "")));
            } else if (t.is(Kind.WORD) || t.is(Kind.NUMBER) || t.is(Kind.QUOTED)) {
                item(c, sel);
            } else {
                if (sel.items.isEmpty()) {
                    throw unexpected(c);
                }
                return;
            }
            if (c.is(Kind.PLUS) || c.is(Kind.COMMA) || c.isWord(Words.AND)) {
                Token after = c.peek(1);
                if (after != null && startsItem(after)) {
                    c.next();
                    continue;
                }
            }
            return;
        }
    }

    private boolean startsItem(Token t) {
        if (t.is(Kind.NUMBER)) {
            return true;
        }
        if (!t.is(Kind.WORD)) {
            return false;
        }
        if (Words.ALL.contains(t.norm())) {
            return true;
        }
        if (isUnitWord(t)) {
            return true;
        }
        return !STOP.contains(t.norm()) && names.hex(t).isEmpty() && names.enemy(List.of(t), 0).length() == 0;
    }

    private int parseCount(Cursor c, Token t) {
        c.next();
        try {
            int n = Integer.parseInt(t.norm());
            if (n < 1 || n > 99) {
                throw c.failAt(t.column(), "bad-count", "count", t.text());
            }
            return n;
        } catch (NumberFormatException e) {
            throw c.failAt(t.column(), "bad-count", "count", t.text());
        }
    }

    private void item(Cursor c, Selection sel) {
        Token t = c.peek();
        Optional<UnitId> exactId = exactOwnId(t);
        if (exactId.isEmpty()) {
            Optional<Selection.Spec> sp = spec(t);
            if (sp.isPresent()) {
                c.next();
                boolean red = c.accept(Kind.REDUCED);
                Selection.Spec x = sp.get();
                sel.items.add(new Selection.Spec(1, x.base(), x.baseLetter(), x.type(), red, t.column(),
                        t.text() + (red ? "(e)" : "")));
                return;
            }
        }
        Names.Match m = exactId.isPresent() ? new Names.Match(List.of(exactId.get()), 1, false) : names.own(c.tokens, c.pos);
        if (m.length() == 0 && t.is(Kind.QUOTED)) {
            m = names.own(List.of(new Token(Kind.WORD, t.text(), t.norm(), t.column())), 0);
        }
        if (m.length() == 0) {
            if (Names.looksLikeHex(t)) {
                throw c.fail("hex-off-map", "hex", t.text().toUpperCase(java.util.Locale.ROOT),
                        "bounds", names.scenario.map().grid().bounds());
            }
            throw c.fail("unknown-unit", "word", t.text(), "suggestion",
                    Suggest.best(t.text(), names.suggestionPool(false)).orElse(""));
        }
        if (m.ambiguous()) {
            throw c.fail("ambiguous-name", "word", joined(c, m.length()), "candidates", m.units());
        }
        c.pos += m.length();
        boolean red = c.accept(Kind.REDUCED);
        sel.items.add(new Selection.Unit(m.units().get(0), t.column(), red));
    }

    private static String joined(Cursor c, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len && c.pos + i < c.tokens.size(); i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(c.tokens.get(c.pos + i).text());
        }
        return sb.toString();
    }

    private Optional<UnitId> exactOwnId(Token t) {
        if (!t.is(Kind.WORD)) {
            return Optional.empty();
        }
        for (org.umpire.engine.scenario.UnitDef d : names.scenario.unitsOf(names.side)) {
            if (d.type().isAircraft() && d.id().value().equalsIgnoreCase(t.text())) {
                return Optional.of(d.id());
            }
        }
        return Optional.empty();
    }

    /** {@code YD}, {@code HiT}, {@code MH}: a base letter of the side and an air type letter (ORD-3). */
    Optional<Selection.Spec> spec(Token t) {
        if (!t.is(Kind.WORD)) {
            return Optional.empty();
        }
        String k = Fold.key(t.text());
        if (k.length() < 2 || k.length() > 3) {
            return Optional.empty();
        }
        Optional<UnitType> type = UnitType.tryParse(k.substring(k.length() - 1)).filter(UnitType::isAircraft);
        Optional<UnitId> base = names.base(k.substring(0, k.length() - 1));
        if (type.isEmpty() || base.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Selection.Spec(1, base.get(), t.text().substring(0, t.text().length() - 1),
                type.get(), false, t.column(), t.text()));
    }

    // --- resolving selections ------------------------------------------------------------------

    /** Launch-ready air units (RAID-1): ready, not trapped. */
    Predicate<UnitState> ready() {
        return u -> u.readiness() == Readiness.READY && !u.trapped();
    }

    /** Air units that flew this turn (REC-2). */
    Predicate<UnitState> flewThisTurn() {
        int turn = names.state.turn();
        return u -> u.lastFlightTurn() == turn;
    }

    Predicate<UnitState> inPlay() {
        return u -> u.location().isInPlay();
    }

    /**
     * The units of a named selection; counts of air units take the units that pass {@code filter},
     * and must name exactly as many as there are, else the player is asked which (ORD-1).
     */
    List<UnitId> resolve(Cursor c, Selection sel, Predicate<UnitState> filter, String filterKey) {
        List<UnitId> out = new ArrayList<>();
        List<UnitId> named = sel.namedUnits();
        for (Selection.Item item : sel.items) {
            if (item instanceof Selection.Unit) {
                Selection.Unit u = (Selection.Unit) item;
                if (u.saidReduced() && names.stateOf(u.id()).map(s -> !s.isReduced()).orElse(false)) {
                    throw c.failAt(u.column(), "not-reduced", "unit", names.display(u.id()));
                }
                if (!out.contains(u.id())) {
                    out.add(u.id());
                }
                continue;
            }
            Selection.Spec s = (Selection.Spec) item;
            List<UnitId> candidates = new ArrayList<>();
            for (UnitId id : names.aircraftOn(s.base(), s.type())) {
                UnitState st = names.stateOf(id).orElse(null);
                if (st == null || named.contains(id) || out.contains(id) || !filter.test(st)) {
                    continue;
                }
                if (s.count() > 0 || s.reduced()) {
                    if (st.isReduced() != s.reduced()) {
                        continue;
                    }
                }
                candidates.add(id);
            }
            int wanted = s.count() == 0 ? candidates.size() : s.count();
            if (candidates.size() < wanted || candidates.isEmpty()) {
                throw c.failAt(s.column(), "spec-too-few", "spec", s.text(), "count", wanted,
                        "base", names.baseName(s.base()), "found", candidates.size(), "units", candidates,
                        "filter", filterKey, "type", s.type());
            }
            if (candidates.size() > wanted) {
                throw c.failAt(s.column(), "spec-ambiguous", "spec", s.text(), "count", wanted,
                        "units", candidates);
            }
            out.addAll(candidates);
        }
        return out;
    }

    // --- after a selection ------------------------------------------------------------------

    private Intent afterSelection(Cursor c, Selection sel) {
        c.accept(Words.MOVE);
        if (c.atEnd()) {
            if (sel.from != null && sel.level == Intent.Level.NAMED) {
                // "Enterprise N5": a place at set-up, a move otherwise
                Hex to = sel.from;
                sel.from = null;
                return ships(c, sel, phase == Phase.SETUP ? Intent.Action.PLACE : Intent.Action.TO, to,
                        sel.fromColumn, true);
            }
            throw c.fail("incomplete");
        }
        if (c.accept(Words.ENTER)) {
            c.accept(Words.TO);
            Token h = c.peek();
            Hex hex = hexAt(c);
            return ships(c, sel, Intent.Action.ENTER, hex, h.column(), false);
        }
        if (c.accept(Words.EXIT)) {
            c.skipFillers();
            if (c.accept(Words.FROM) || c.accept(Words.TO) || c.accept(java.util.Set.of("par", "by", "via"))) {
                Token h = c.peek();
                Hex at = hexAt(c);
                if (sel.from != null && !sel.from.equals(at)) {
                    throw c.failAt(h.column(), "exit-two-hexes");
                }
                sel.from = at;
                sel.fromColumn = h.column();
            }
            return ships(c, sel, Intent.Action.EXIT, null, 0, false);
        }
        if (c.accept(Words.STAY)) {
            optionalHereHex(c);
            return ships(c, sel, Intent.Action.STAY, null, 0, false);
        }
        if (c.accept(Words.DELAY)) {
            c.skipFillers();
            c.accept(java.util.Set.of("entree", "entry", "arrival", "arrivee"));
            return ships(c, sel, Intent.Action.DELAY, null, 0, false);
        }
        if (c.isWord(Words.NOT) || c.isWord(Words.READY)) {
            return readiness(c, sel);
        }
        if (c.accept(Words.SEARCH)) {
            return search(c, sel);
        }
        if (isAircraftSelection(sel) && c.isWord(Words.LANDING_PLACE)) {
            c.next();
            c.accept(Words.TO);
            return landAircraft(c, sel);
        }
        if (isLandSelection(sel) && c.accept(Words.TROOP_LANDING)) {
            optionalHereHex(c);
            return direct(new CombatOrder.Land(landUnits(c, sel)));
        }
        if (c.isWord(Words.ATTACK)) {
            c.next();
            c.accept(Words.TO);
            return destination(c, sel, true);
        }
        if (c.acceptTo()) {
            return destination(c, sel, false);
        }
        throw unexpected(c);
    }

    private void optionalHereHex(Cursor c) {
        if (c.accept(Words.TO) || c.is(Kind.WORD) && names.hex(c.peek()).isPresent()) {
            hexAt(c);
        }
    }

    private boolean isAircraftSelection(Selection sel) {
        if (sel.level != Intent.Level.NAMED || sel.items.isEmpty()) {
            return false;
        }
        for (Selection.Item i : sel.items) {
            if (i instanceof Selection.Unit && !names.def(((Selection.Unit) i).id()).type().isAircraft()) {
                return false;
            }
        }
        return true;
    }

    private boolean isLandSelection(Selection sel) {
        if (sel.level != Intent.Level.NAMED || sel.hasSpecs() || sel.items.isEmpty()) {
            return false;
        }
        for (UnitId id : sel.namedUnits()) {
            if (!names.scenario.unit(id).map(d -> d.type() == UnitType.LAND || d.type() == UnitType.TT).orElse(false)) {
                return false;
            }
        }
        return true;
    }

    /** What follows the arrow: a hex, Midway, an enemy unit (a target), a base (landing), "exit". */
    private Intent destination(Cursor c, Selection sel, boolean attackVerb) {
        c.skipFillers();
        if (c.atEnd()) {
            throw c.fail("missing-destination");
        }
        Token t = c.peek();
        if (c.accept(Words.EXIT) || t.is(Kind.WORD) && java.util.Set.of("off-map", "hors-carte", "out").contains(t.norm())) {
            if (t.is(Kind.WORD) && !Words.EXIT.contains(t.norm())) {
                c.next();
            }
            return ships(c, sel, Intent.Action.EXIT, null, 0, false);
        }
        boolean air = isAircraftSelection(sel);
        if (air && c.isWord(Words.MIDWAY)) {
            c.next();
            return airMission(c, sel, names.scenario.map().midway(), true, t.column());
        }
        Optional<Hex> hex = names.hex(t);
        if (hex.isPresent() && !(air && ownBaseAt(c).isPresent())) {
            c.next();
            if (air) {
                return airMission(c, sel, hex.get(), false, t.column());
            }
            if (attackVerb) {
                return attackInHex(c, sel, hex.get());
            }
            return ships(c, sel, Intent.Action.TO, hex.get(), t.column(), false);
        }
        if (air && phase == Phase.RECOVERY) {
            Optional<UnitId> base = ownBaseAt(c);
            if (base.isPresent()) {
                return landAircraft(c, sel);
            }
        }
        return assignments(c, sel, null, null, true);
    }

    private Optional<UnitId> ownBaseAt(Cursor c) {
        Token t = c.peek();
        if (t == null || !t.is(Kind.WORD)) {
            return Optional.empty();
        }
        Optional<UnitId> letter = names.base(t.text());
        if (letter.isPresent() && !Names.looksLikeHex(t)) {
            return letter;
        }
        Names.Match a = names.airfield(c.tokens, c.pos);
        if (a.found()) {
            return Optional.of(a.units().get(0));
        }
        Names.Match m = names.own(c.tokens, c.pos);
        if (m.found() && names.scenario.unit(m.units().get(0)).map(d -> d.isCarrier()).orElse(false)) {
            return Optional.of(m.units().get(0));
        }
        return Optional.empty();
    }

    private UnitId baseAt(Cursor c) {
        c.skipFillers();
        Token t = c.peek();
        if (t == null) {
            throw c.fail("missing-base");
        }
        Optional<UnitId> letter = names.base(t.text());
        if (letter.isPresent() && !Names.looksLikeHex(t)) {
            c.next();
            return letter.get();
        }
        Names.Match a = names.airfield(c.tokens, c.pos);
        if (a.found()) {
            c.pos += a.length();
            return a.units().get(0);
        }
        Names.Match m = names.own(c.tokens, c.pos);
        if (m.found()) {
            c.pos += m.length();
            return m.units().get(0);
        }
        throw c.fail("unknown-base", "word", t.text(), "suggestion",
                Suggest.best(t.text(), names.suggestionPool(false)).orElse(""));
    }

    private Hex hexAt(Cursor c) {
        c.skipFillers();
        Token t = c.peek();
        if (t == null) {
            throw c.fail("expected-hex");
        }
        Optional<Hex> h = names.hex(t);
        if (h.isEmpty()) {
            if (Names.looksLikeHex(t)) {
                throw c.fail("hex-off-map", "hex", t.text().toUpperCase(java.util.Locale.ROOT),
                        "bounds", names.scenario.map().grid().bounds());
            }
            throw c.fail("expected-hex");
        }
        c.next();
        return h.get();
    }

    // --- ships ------------------------------------------------------------------------------

    private Intent ships(Cursor c, Selection sel, Intent.Action action, Hex hex, int hexColumn, boolean noArrow) {
        if (isAircraftSelection(sel)) {
            throw c.failAt(sel.column, "aircraft-do-not-move");
        }
        if (noArrow && phase != Phase.SETUP) {
            throw c.failAt(hexColumn, "missing-arrow", "hex", hex);
        }
        if (hex != null && !names.scenario.map().grid().contains(hex)) {
            throw c.failAt(hexColumn, "hex-off-map", "hex", hex, "bounds", names.scenario.map().grid().bounds());
        }
        List<UnitId> units;
        if (sel.level == Intent.Level.NAMED) {
            units = resolve(c, sel, inPlay(), "any");
            for (Selection.Item i : sel.items) {
                UnitId id = i instanceof Selection.Unit ? ((Selection.Unit) i).id() : null;
                if (id != null && !names.def(id).type().isNaval()) {
                    throw c.failAt(i.column(), "not-a-ship", "unit", names.display(id));
                }
            }
            if (sel.from != null) {
                for (Selection.Item i : sel.items) {
                    UnitId id = ((Selection.Unit) i).id();
                    Optional<Hex> at = names.atSea(id);
                    if (at.isEmpty() || !at.get().equals(sel.from)) {
                        throw c.failAt(sel.fromColumn, "not-there", "unit", names.display(id), "hex", sel.from,
                                "at", at.map(Hex::toString).orElse(""));
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
            units.removeIf(u -> names.stateOf(u).map(s -> !(s.location() instanceof Location.OnMap
                    || s.location() instanceof Location.OffMap)).orElse(true));
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

    // --- air missions -------------------------------------------------------------------------

    private Intent airMission(Cursor c, Selection sel, Hex target, boolean saidMidway, int targetColumn) {
        List<UnitId> aircraft = resolve(c, sel, ready(), "ready");
        Optional<UnitId> landAt = landingSuffix(c);
        boolean midway = saidMidway || phase == Phase.MOVEMENT && target.equals(names.scenario.map().midway());
        if (midway && target.equals(names.scenario.map().midway()) && phase != Phase.RAID_DECLARATION) {
            return direct(new MovementOrder.DeclareMidwayRaid(aircraft, landAt));
        }
        if (saidMidway) {
            return direct(new MovementOrder.DeclareMidwayRaid(aircraft, landAt));
        }
        return direct(new AirOrder.Raid(target, aircraft, landAt));
    }

    private Optional<UnitId> landingSuffix(Cursor c) {
        c.accept(Kind.COMMA);
        c.accept(Words.AND);
        if (c.atEnd()) {
            return Optional.empty();
        }
        if (c.accept(Words.LANDING_PLACE) || c.isWord(java.util.Set.of("se")) && c.isWordAt(1, Words.LANDING_PLACE)) {
            if (c.isWord(Words.LANDING_PLACE)) {
                c.next();
            }
            c.accept(Kind.COLON);
            c.accept(Words.TO);
            return Optional.of(baseAt(c));
        }
        return Optional.empty();
    }

    private Intent raid(Cursor c) {
        c.next();
        c.accept(Words.TO);
        c.skipFillers();
        Token t = c.peek();
        if (t == null) {
            throw c.fail("missing-target-hex");
        }
        boolean saidMidway = c.isWord(Words.MIDWAY);
        Optional<Hex> hex = saidMidway ? Optional.of(names.scenario.map().midway()) : names.hex(t);
        if (hex.isPresent() && (saidMidway || !isUnitWord(t))) {
            c.next();
            c.accept(Kind.COLON);
            c.accept(Kind.COMMA);
            Selection sel = selection(c);
            if (!isAircraftSelection(sel)) {
                throw c.failAt(sel.column, "raid-needs-aircraft");
            }
            return airMission(c, sel, hex.get(), saidMidway, t.column());
        }
        c.accept(Kind.COLON);
        Selection sel = selection(c);
        if (!isAircraftSelection(sel)) {
            throw c.failAt(sel.column, "raid-needs-aircraft");
        }
        if (!c.acceptTo()) {
            throw c.fail("missing-target-hex");
        }
        Token h = c.peek();
        if (c.isWord(Words.MIDWAY)) {
            c.next();
            return airMission(c, sel, names.scenario.map().midway(), true, h.column());
        }
        Hex target = hexAt(c);
        return airMission(c, sel, target, false, h.column());
    }

    private Intent cancel(Cursor c) {
        c.next();
        c.skipFillers();
        c.accept(Words.RAID);
        c.accept(Words.TO);
        c.accept(Words.FROM);
        if (!c.accept(Words.MIDWAY)) {
            throw c.fail("cancel-what");
        }
        c.accept(Words.RAID);
        return direct(new AirOrder.CancelMidwayRaid());
    }

    private Intent landAircraft(Cursor c, Selection sel) {
        List<UnitId> aircraft = resolve(c, sel, flewThisTurn(), "flew");
        UnitId base = baseAt(c);
        List<Order> orders = new ArrayList<>();
        for (UnitId a : aircraft) {
            orders.add(new RecoveryOrder.LandAircraft(a, base));
        }
        return new Intent.Direct(orders);
    }

    private Intent readiness(Cursor c, Selection sel) {
        if (!isAircraftSelection(sel)) {
            throw c.failAt(sel.column, "readiness-needs-aircraft");
        }
        boolean not = c.accept(Words.NOT);
        String w = c.atEnd() ? "" : c.peek().norm();
        if (Words.NOT.contains(w) && w.contains("-")) {
            c.next();
            not = true;
        } else if (!c.accept(Words.READY)) {
            throw c.fail("expected-ready");
        }
        Readiness r = not ? Readiness.NOT_READY : Readiness.READY;
        List<Order> orders = new ArrayList<>();
        for (UnitId a : resolve(c, sel, inPlay(), "any")) {
            orders.add(new RecoveryOrder.SetReadiness(a, r));
        }
        return new Intent.Direct(orders);
    }

    private Intent reserve(Cursor c) {
        c.next();
        while (c.accept(Words.FILLER) || c.accept(Words.FIGHTERS) || c.accept(Words.FROM) || c.accept(Words.TO)) {
            // "reserve fighters on", "réserve de chasseurs sur"
        }
        UnitId unit;
        Optional<UnitId> id = c.atEnd() ? Optional.empty() : exactOwnId(c.peek());
        if (id.isPresent()) {
            c.next();
            unit = id.get();
        } else {
            UnitId carrier = baseAt(c);
            Optional<UnitId> r = names.scenario.unitsOf(names.side).stream()
                    .filter(d -> d.arrival().kind() == org.umpire.engine.scenario.Arrival.Kind.RESERVE
                            && carrier.equals(d.base()))
                    .map(org.umpire.engine.scenario.UnitDef::id).findFirst();
            if (r.isEmpty()) {
                throw c.fail("no-reserve", "carrier", names.display(carrier));
            }
            unit = r.get();
        }
        c.accept(Kind.COLON);
        c.accept(Kind.COMMA);
        Readiness readiness = Readiness.READY;
        if (c.accept(Words.NOT)) {
            c.accept(Words.READY);
            readiness = Readiness.NOT_READY;
        } else if (c.isWord(Words.NOT) || c.accept(Words.READY)) {
            readiness = c.accept(Words.NOT) ? Readiness.NOT_READY : Readiness.READY;
        }
        return direct(new RecoveryOrder.BringInReserve(unit, readiness));
    }

    // --- searches -------------------------------------------------------------------------------

    private Intent search(Cursor c, Selection by) {
        c.accept(Kind.COLON);
        c.accept(Words.WITH);
        c.skipFillers();
        String source = null;
        Selection aircraft = by;
        if (aircraft == null && !c.atEnd() && names.hex(c.peek()).isEmpty()) {
            Optional<String> s = names.source(c.peek().text());
            if (s.isPresent()) {
                c.next();
                source = s.get();
            } else if (isOtherSideSource(c.peek())) {
                throw c.fail("unknown-source", "word", c.peek().text());
            } else {
                aircraft = selection(c);
            }
        }
        c.accept(Kind.COLON);
        c.acceptTo();
        List<Hex> hexes = new ArrayList<>();
        List<Integer> columns = new ArrayList<>();
        do {
            columns.add(c.column());
            hexes.add(hexAt(c));
        } while ((c.accept(Kind.COMMA) || c.accept(Kind.PLUS) || c.accept(Words.AND)) && !c.atEnd()
                && names.hex(c.peek()).isPresent());
        if (source == null && aircraft == null && c.accept(Words.WITH)) {
            Token t = c.peek();
            Optional<String> s = t == null ? Optional.empty() : names.source(t.text());
            if (s.isPresent()) {
                c.next();
                source = s.get();
            } else {
                aircraft = selection(c);
            }
        }
        List<Order> orders = new ArrayList<>();
        if (aircraft != null) {
            if (!isAircraftSelection(aircraft)) {
                throw c.failAt(aircraft.column, "search-needs-aircraft");
            }
            List<UnitId> units = resolve(c, aircraft, ready(), "ready");
            if (units.size() != hexes.size()) {
                throw c.failAt(aircraft.column, "search-one-hex-each", "units", units.size(), "hexes", hexes.size());
            }
            for (int i = 0; i < units.size(); i++) {
                orders.add(new SearchOrder.AircraftSearch(units.get(i), hexes.get(i)));
            }
            return new Intent.Direct(orders);
        }
        for (int i = 0; i < hexes.size(); i++) {
            String src = source != null ? source : pickSource(c, hexes.get(i), columns.get(i));
            orders.add(new SearchOrder.SourceSearch(src, hexes.get(i)));
        }
        return new Intent.Direct(orders);
    }

    private boolean isOtherSideSource(Token t) {
        String k = Fold.key(t.text());
        return names.scenario.searchSources().stream().anyMatch(x -> Fold.key(x.id()).equals(k));
    }

    /** The one search source able to search {@code hex} this turn; two or more: ask (ORD-1). */
    private String pickSource(Cursor c, Hex hex, int column) {
        List<String> fit = new ArrayList<>();
        for (SearchSource s : names.scenario.searchSourcesOf(names.side)) {
            if (s.automatic()) {
                continue;
            }
            List<OrderProblem> p = OrderChecker.check(names.scenario, names.state, names.side,
                    new SearchOrder.SourceSearch(s.id(), hex));
            if (p.stream().noneMatch(OrderProblem::isError)) {
                fit.add(s.id());
            }
        }
        if (fit.size() == 1) {
            return fit.get(0);
        }
        if (fit.isEmpty()) {
            throw c.failAt(column, "search-no-source", "hex", hex);
        }
        throw c.failAt(column, "search-which-source", "hex", hex, "sources", String.join(", ", fit));
    }

    // --- groups ---------------------------------------------------------------------------------

    private Intent group(Cursor c) {
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
            return afterSelection(c, selection(c));
        }
        String name = nameTok.text().strip();
        if (name.isEmpty() || name.length() > 32) {
            throw c.failAt(nameTok.column(), "bad-group-name", "name", name);
        }
        c.pos += nameLen;
        c.next();
        Selection sel = selection(c);
        if (sel.level != Intent.Level.NAMED) {
            return direct(new AdminOrder.FormGroup(name, sel.ships));
        }
        List<UnitId> units = resolve(c, sel, inPlay(), "any");
        return direct(new AdminOrder.FormGroup(name, units));
    }

    private Intent rename(Cursor c) {
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

    private Intent place(Cursor c) {
        if (c.accept(java.util.Set.of("mise"))) {
            c.accept(Words.TO);
        }
        c.next();
        c.accept(Kind.COLON);
        Selection sel = selection(c);
        if (!c.atEnd()) {
            c.acceptTo();
        }
        Token h = c.peek();
        Hex hex = sel.from != null && c.atEnd() ? sel.from : hexAt(c);
        int col = h == null ? sel.fromColumn : h.column();
        sel.from = null;
        return ships(c, sel, Intent.Action.PLACE, hex, col, false);
    }

    // --- landing ---------------------------------------------------------------------------------

    private Intent troopLanding(Cursor c) {
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
            for (org.umpire.engine.scenario.UnitDef d : names.scenario.unitsOf(names.side)) {
                if (d.type() != UnitType.LAND) {
                    continue;
                }
                UnitState s = names.stateOf(d.id()).orElse(null);
                if (s != null && s.location() instanceof Location.Aboard
                        && names.atSea(((Location.Aboard) s.location()).base()).map(midway::equals).orElse(false)) {
                    all.add(d.id());
                }
            }
            if (all.isEmpty()) {
                throw c.fail("nothing-to-land", "hex", midway);
            }
            return direct(new CombatOrder.Land(all));
        }
        Selection sel = selection(c);
        if (isAircraftSelection(sel)) {
            c.accept(Words.LANDING_PLACE);
            c.acceptTo();
            return landAircraft(c, sel);
        }
        return direct(new CombatOrder.Land(landUnits(c, sel)));
    }

    /** Land units named directly, or through their transport. */
    private List<UnitId> landUnits(Cursor c, Selection sel) {
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
                for (org.umpire.engine.scenario.UnitDef d : names.scenario.unitsOf(names.side)) {
                    if (d.type() == UnitType.LAND && names.stateOf(d.id()).map(UnitState::location)
                            .map(l -> l instanceof Location.Aboard && ((Location.Aboard) l).base().equals(id))
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

    // --- targets ------------------------------------------------------------------------------

    private Optional<Role> labelAt(Cursor c) {
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
                || Words.NAVAL.contains(w) && (c.isWordAt(1, Words.COMBAT) || c.isWordAt(1, java.util.Set.of("fire", "tir")))) {
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

    private Intent labelled(Cursor c, Role role) {
        Token first = c.next();
        boolean generic = java.util.Set.of("cibles", "targets", "cible", "target").contains(first.norm());
        while (c.isWord(Words.COMBAT) || c.isWord(Words.NAVAL) || c.isWord(Words.LAND_COMBAT)
                || c.isWord(java.util.Set.of("tir", "fire", "de", "of", "attaquent", "attack", "attacks", "attaque"))) {
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
        return assignments(c, selection(c), generic ? null : role, hex, false);
    }

    private Intent policyOrLabel(Cursor c, Role role) {
        Token first = c.next();
        c.accept(Kind.COLON);
        c.skipFillers();
        if (role == Role.AA) {
            if (c.accept(Words.SPREAD)) {
                return direct(new StandingOrder.AaPolicy(StandingOrder.AaPolicy.Mode.SPREAD));
            }
            if (c.isWord(java.util.Set.of("plus", "most")) && c.isWordAt(1, Words.STRONGEST) || c.isWord(Words.STRONGEST)) {
                c.accept(java.util.Set.of("plus", "most"));
                c.next();
                skipFirst(c);
                return direct(new StandingOrder.AaPolicy(StandingOrder.AaPolicy.Mode.STRONGEST_FIRST));
            }
        } else {
            if (c.isWord(Words.BOMBING) && (c.peek(1) == null || c.isWordAt(1, Words.FIRST)
                    || c.isWordAt(1, Words.FILLER) || c.isWordAt(1, java.util.Set.of("en", "d")))) {
                c.next();
                skipFirst(c);
                return direct(new StandingOrder.FighterPolicy(StandingOrder.FighterPolicy.Mode.BOMBERS_FIRST));
            }
            if (c.isWord(Words.FIGHTERS) && (c.peek(1) == null || c.isWordAt(1, Words.FIRST)
                    || c.isWordAt(1, Words.FILLER) || c.isWordAt(1, java.util.Set.of("en", "d")))) {
                c.next();
                skipFirst(c);
                return direct(new StandingOrder.FighterPolicy(StandingOrder.FighterPolicy.Mode.FIGHTERS_FIRST));
            }
        }
        c.pos = c.tokens.indexOf(first);
        return labelled(c, role);
    }

    private static void skipFirst(Cursor c) {
        while (c.isWord(Words.FIRST) || c.isWord(Words.FILLER) || c.isWord(java.util.Set.of("en", "d", "les", "plus"))) {
            c.next();
        }
    }

    /**
     * {@code firer -> target} pairs, several per statement ({@code YF1 -> KD1, YF2 -> KT1}). Each
     * target must be an enemy unit shown to the side this turn; the combat hex is the target's.
     */
    private Intent assignments(Cursor c, Selection firstFirers, Role hint, Hex hexHint, boolean arrowRead) {
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
            List<UnitId> shooters = resolve(c, firers, inPlay(), "any");
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
                firers = selection(c);
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

    private EnemyUnitReport target(Cursor c, Hex hexHint) {
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
            Optional<UnitType> type = t.is(Kind.WORD) ? UnitType.tryParse(t.norm()) : Optional.empty();
            if (type.isPresent()) {
                for (EnemyUnitReport r : shown) {
                    if (r.type() == type.get()) {
                        hits.add(r);
                    }
                }
                len = 1;
                if (hits.isEmpty()) {
                    throw c.fail("no-target-of-type", "type", type.get(), "hex", hexHint == null ? "" : hexHint);
                }
            }
        }
        if (hits.isEmpty()) {
            if (names.isOwn(firstOwn(c))) {
                throw c.fail("target-is-yours", "word", t.text());
            }
            throw c.fail("unknown-target", "word", t.text(), "hex", hexHint == null ? "" : hexHint, "suggestion",
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

    private UnitId firstOwn(Cursor c) {
        Names.Match m = names.own(c.tokens, c.pos);
        return m.found() ? m.units().get(0) : UnitId.of("none");
    }

    private Role roleOf(Cursor c, Role hint, UnitId firer, EnemyUnitReport target, int column) {
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

    private static Order targetOrder(Role role, Hex hex, List<Assignment> list) {
        switch (role) {
            case FIGHTER: return new AirOrder.FighterTargets(hex, list);
            case AA: return new AirOrder.AaTargets(hex, list);
            case BOMBING: return new AirOrder.BombingTargets(hex, list);
            case SURFACE: return new CombatOrder.SurfaceTargets(hex, list);
            case SUBMARINE: return new CombatOrder.SubmarineAttack(hex, list);
            case SCREEN: return new CombatOrder.ScreenAssignments(hex, list);
            case BOMBARDMENT: return new CombatOrder.BombardmentTargets(list);
            case LAND: return new CombatOrder.LandCombatTargets(list);
            default: throw new AssertionError(role);
        }
    }

    /** {@code SS1 attaque en H5}: submarines attack in their hex; targets by standing priority. */
    private Intent attackInHex(Cursor c, Selection sel, Hex hex) {
        List<UnitId> units = sel.level == Intent.Level.NAMED ? resolve(c, sel, inPlay(), "any") : sel.ships;
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

    // --- standing orders ------------------------------------------------------------------------

    private boolean isStepWord(Cursor c, int ahead) {
        return c.isWordAt(ahead, Words.BOMBING) || c.isWordAt(ahead, Words.NAVAL) || c.isWordAt(ahead, Words.SUBMARINE)
                || c.isWordAt(ahead, Words.COMBAT);
    }

    private Intent priority(Cursor c) {
        StandingOrder.Step step = null;
        for (int guard = 0; guard < 6 && !c.atEnd() && !c.is(Kind.COLON); guard++) {
            Token t = c.next();
            if (Words.BOMBING.contains(t.norm())) {
                step = StandingOrder.Step.BOMBING;
            } else if (Words.NAVAL.contains(t.norm())) {
                step = StandingOrder.Step.SURFACE;
            } else if (Words.SUBMARINE.contains(t.norm())) {
                step = StandingOrder.Step.SUBMARINE;
            } else if (!Words.PRIORITY.contains(t.norm()) && !Words.FILLER.contains(t.norm())
                    && !Words.COMBAT.contains(t.norm()) && !Words.FROM.contains(t.norm())
                    && !t.norm().equals("tir") && !t.norm().equals("fire")) {
                c.pos--;
                break;
            }
        }
        if (step == null) {
            throw c.fail("priority-which-step");
        }
        c.accept(Kind.COLON);
        List<UnitType> types = new ArrayList<>();
        while (!c.atEnd()) {
            Token t = c.next();
            if (t.is(Kind.GT) || t.is(Kind.ARROW) || t.is(Kind.COMMA) || t.is(Kind.PLUS)
                    || t.is(Kind.WORD) && (Words.AND.contains(t.norm()) || t.norm().equals("puis") || t.norm().equals("then"))) {
                continue;
            }
            Optional<UnitType> type = t.is(Kind.WORD) ? UnitType.tryParse(t.norm()) : Optional.empty();
            if (type.isEmpty()) {
                throw c.failAt(t.column(), "unknown-type", "word", t.text());
            }
            types.add(type.get());
        }
        if (types.isEmpty()) {
            throw c.fail("priority-empty");
        }
        return direct(new StandingOrder.TargetPriority(step, types));
    }

    // --- whole-statement forms ----------------------------------------------------------------------

    private static final java.util.Set<String> CONCEDE_EXTRA = java.util.Set.of("reconnais", "reconnaissons",
            "victoire", "adversaire", "opponent", "victory", "recognise", "recognize", "de", "mon", "notre", "my",
            "our", "ennemi", "enemy", "la", "le", "the", "partie", "game", "je", "nous", "i", "we");

    private static boolean isConcession(Cursor c) {
        boolean keyword = false;
        boolean recognise = false;
        boolean victory = false;
        for (Token t : c.tokens) {
            if (!t.is(Kind.WORD)) {
                return false;
            }
            if (Words.CONCEDE.contains(t.norm())) {
                keyword = true;
            } else if (CONCEDE_EXTRA.contains(t.norm()) || Words.FILLER.contains(t.norm())) {
                recognise |= t.norm().startsWith("reconn") || t.norm().startsWith("recogn");
                victory |= t.norm().startsWith("victo");
            } else {
                return false;
            }
        }
        return keyword || recognise && victory;
    }

    private static boolean isKure(Cursor c) {
        boolean kure = false;
        boolean base = false;
        for (Token t : c.tokens) {
            if (t.is(Kind.WORD)) {
                kure |= Words.KURE.contains(t.norm());
                base |= Words.BASE.contains(t.norm());
            }
        }
        if (!kure || !base) {
            return false;
        }
        for (Token t : c.tokens) {
            if (t.is(Kind.WORD) && !Words.KURE.contains(t.norm()) && !Words.BASE.contains(t.norm())
                    && !Words.START.contains(t.norm()) && !Words.FILLER.contains(t.norm())
                    && !Words.FROM.contains(t.norm()) && !Words.TO.contains(t.norm())
                    && !t.norm().equals("st11") && !t.norm().equals("st") && !t.norm().equals("d")) {
                return false;
            }
        }
        return true;
    }

    private static Intent direct(Order o) {
        return new Intent.Direct(List.of(o));
    }

    private Cursor.Stop unexpected(Cursor c) {
        Token t = c.peek();
        if (t == null) {
            return c.fail("incomplete");
        }
        if (t.is(Kind.WORD) && !Words.all().contains(t.norm()) && names.suggestions) {
            Optional<String> s = Suggest.best(t.text(), Words.all());
            if (s.isPresent()) {
                return c.fail("unexpected-word", "word", t.text(), "suggestion", s.get());
            }
        }
        return c.fail("unexpected", "word", t.text());
    }
}
