package org.umpire.cli.orders;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.umpire.cli.orders.Token.Kind;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.state.UnitState;

/**
 * Reads the units a statement designates ({@link Selection}): a hex, a group, named units, air unit
 * counts ({@code 2xYD}); and resolves them to unit ids once the context says which air units qualify.
 */
final class SelectionReader extends ReaderBase {

    SelectionReader(StatementParser p) {
        super(p);
    }

    private static final Set<String> STOP = stopWords();

    static Set<String> stopWords() {
        Set<String> s = new HashSet<>();
        for (Set<String> w : List.of(
                Words.TO,
                Words.ENTER,
                Words.EXIT,
                Words.STAY,
                Words.DELAY,
                Words.READY,
                Words.NOT,
                Words.SEARCH,
                Words.ATTACK,
                Words.LANDING_PLACE,
                Words.TROOP_LANDING,
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
        if (c.isWord(Set.of("nouveau", "new", "forme", "form", "cree", "create")) && c.isWordAt(1, Words.GROUP)) {
            c.next(); // "new group TF16: ...", never the first word of a name ("New Orleans")
        }
        if (c.accept(Words.GROUP)) {
            return groupSelection(c, sel, true);
        }
        if (c.is(Kind.WORD)
                && !isUnitWord(c.peek())
                && names.group(c.tokens, c.pos).isPresent()) {
            return groupSelection(c, sel, false);
        }
        readItems(c, sel);
        if (!c.atEnd()
                && names.hex(c.peek()).isPresent()
                && !isUnitWord(c.peek())
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
    static boolean followsAsFrom(Cursor c) {
        Token n = c.peek(1);
        return n != null
                && (n.is(Kind.ARROW)
                        || n.is(Kind.GT)
                        || n.is(Kind.WORD)
                                && (Words.TO.contains(n.norm())
                                        || Words.ENTER.contains(n.norm())
                                        || Words.EXIT.contains(n.norm())
                                        || Words.STAY.contains(n.norm())));
    }

    Selection groupSelection(Cursor c, Selection sel, boolean keyword) {
        Token t = c.peek();
        if (t == null) {
            throw c.fail("missing-group-name");
        }
        Optional<Map.Entry<String, Integer>> g = names.group(c.tokens, c.pos);
        if (g.isEmpty()) {
            String written = t.text();
            throw c.fail(
                    "unknown-group",
                    "group",
                    written,
                    "suggestion",
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

    void readItems(Cursor c, Selection sel) {
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
                sel.items.add(new Selection.Spec(
                        0, x.base(), x.baseLetter(), x.type(), red, t.column(), t.text() + " " + s.text()));
            } else if (t.is(Kind.NUMBER)
                    && (c.peek(1) != null
                            && (c.peek(1).is(Kind.TIMES)
                                    || c.peek(1).isWord("x")
                                    || spec(c.peek(1)).isPresent()))) {
                int count = parseCount(c, t);
                if (!c.accept(Kind.TIMES)) {
                    c.accept(Set.of("x"));
                }
                Token s = c.peek();
                Optional<Selection.Spec> sp = s == null ? Optional.empty() : spec(s);
                if (sp.isEmpty()) {
                    throw c.fail("expected-air-units");
                }
                c.next();
                boolean red = c.accept(Kind.REDUCED);
                Selection.Spec x = sp.get();
                sel.items.add(new Selection.Spec(
                        count,
                        x.base(),
                        x.baseLetter(),
                        x.type(),
                        red,
                        t.column(),
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

    boolean startsItem(Token t) {
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
        return !STOP.contains(t.norm())
                && names.hex(t).isEmpty()
                && names.enemy(List.of(t), 0).length() == 0;
    }

    int parseCount(Cursor c, Token t) {
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

    void item(Cursor c, Selection sel) {
        Token t = c.peek();
        Optional<UnitId> exactId = exactOwnId(t);
        if (exactId.isEmpty()) {
            Optional<Selection.Spec> sp = spec(t);
            if (sp.isPresent()) {
                c.next();
                boolean red = c.accept(Kind.REDUCED);
                Selection.Spec x = sp.get();
                sel.items.add(new Selection.Spec(
                        1, x.base(), x.baseLetter(), x.type(), red, t.column(), t.text() + (red ? "(e)" : "")));
                return;
            }
        }
        Names.Match m =
                exactId.isPresent() ? new Names.Match(List.of(exactId.get()), 1, false) : names.own(c.tokens, c.pos);
        if (m.length() == 0 && t.is(Kind.QUOTED)) {
            m = names.own(List.of(new Token(Kind.WORD, t.text(), t.norm(), t.column())), 0);
        }
        if (m.length() == 0) {
            if (Names.looksLikeHex(t)) {
                throw c.fail(
                        "hex-off-map",
                        "hex",
                        t.text().toUpperCase(Locale.ROOT),
                        "bounds",
                        names.scenario.map().grid().bounds());
            }
            Optional<String> close = Suggest.best(t.text(), names.suggestionPool(false));
            if (close.isEmpty() && c.pos == 0 && names.suggestions) {
                close = Suggest.best(t.text(), Words.all()); // a misspelt keyword: "recherhce"
            }
            throw c.fail("unknown-unit", "word", t.text(), "suggestion", close.orElse(""));
        }
        if (m.ambiguous()) {
            throw c.fail("ambiguous-name", "word", joined(c, m.length()), "candidates", m.units());
        }
        c.pos += m.length();
        boolean red = c.accept(Kind.REDUCED);
        sel.items.add(new Selection.Unit(m.units().get(0), t.column(), red));
    }

    static String joined(Cursor c, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len && c.pos + i < c.tokens.size(); i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(c.tokens.get(c.pos + i).text());
        }
        return sb.toString();
    }

    /** Launch-ready air units (RAID-1): ready, not trapped. */
    Predicate<UnitState> ready() {
        return u -> u.readiness() == Readiness.READY && !u.trapped();
    }

    /** Air units that flew this turn (REC-2). */
    Predicate<UnitState> flewThisTurn() {
        int turn = names.view.turn();
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
            if (item instanceof Selection.Unit u) {
                if (u.saidReduced()
                        && names.stateOf(u.id()).map(s -> !s.isReduced()).orElse(false)) {
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
                throw c.failAt(
                        s.column(),
                        "spec-too-few",
                        "spec",
                        s.text(),
                        "count",
                        wanted,
                        "base",
                        names.baseName(s.base()),
                        "found",
                        candidates.size(),
                        "units",
                        candidates,
                        "filter",
                        filterKey,
                        "type",
                        s.type());
            }
            if (candidates.size() > wanted) {
                throw c.failAt(s.column(), "spec-ambiguous", "spec", s.text(), "count", wanted, "units", candidates);
            }
            out.addAll(candidates);
        }
        return out;
    }
}
