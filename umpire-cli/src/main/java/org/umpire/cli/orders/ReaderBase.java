package org.umpire.cli.orders;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.umpire.cli.orders.Token.Kind;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.Order;
import org.umpire.engine.scenario.UnitDef;

/**
 * What every reader of a statement's parts shares: the side's names, the phase, the other readers
 * (through the {@link StatementParser}) and the small readings they all use (a hex, a base, a unit word).
 */
abstract class ReaderBase {

    final StatementParser p;
    final Names names;
    final Phase phase;

    ReaderBase(StatementParser p) {
        this.p = p;
        this.names = p.names;
        this.phase = p.phase;
    }

    boolean isUnitWord(Token t) {
        if (t == null || !t.is(Kind.WORD) && !t.is(Kind.NUMBER)) {
            return false;
        }
        Names.Match m = names.own(List.of(t), 0);
        return m.length() > 0 && !Names.looksLikeHex(t) || spec(t).isPresent();
    }

    Optional<UnitId> exactOwnId(Token t) {
        if (!t.is(Kind.WORD)) {
            return Optional.empty();
        }
        for (UnitDef d : names.scenario.unitsOf(names.side)) {
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
        return Optional.of(new Selection.Spec(
                1, base.get(), t.text().substring(0, t.text().length() - 1), type.get(), false, t.column(), t.text()));
    }

    void optionalHereHex(Cursor c) {
        if (c.accept(Words.TO) || c.is(Kind.WORD) && names.hex(c.peek()).isPresent()) {
            hexAt(c);
        }
    }

    boolean isAircraftSelection(Selection sel) {
        if (sel.level != Intent.Level.NAMED || sel.items.isEmpty()) {
            return false;
        }
        for (Selection.Item i : sel.items) {
            if (i instanceof Selection.Unit unit && !names.def(unit.id()).type().isAircraft()) {
                return false;
            }
        }
        return true;
    }

    boolean isLandSelection(Selection sel) {
        if (sel.level != Intent.Level.NAMED || sel.hasSpecs() || sel.items.isEmpty()) {
            return false;
        }
        for (UnitId id : sel.namedUnits()) {
            if (!names.scenario
                    .unit(id)
                    .map(d -> d.type() == UnitType.LAND || d.type() == UnitType.TT)
                    .orElse(false)) {
                return false;
            }
        }
        return true;
    }

    Optional<UnitId> ownBaseAt(Cursor c) {
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
        if (m.found()
                && names.scenario.unit(m.units().get(0)).map(d -> d.isCarrier()).orElse(false)) {
            return Optional.of(m.units().get(0));
        }
        return Optional.empty();
    }

    UnitId baseAt(Cursor c) {
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
        throw c.fail(
                "unknown-base",
                "word",
                t.text(),
                "suggestion",
                Suggest.best(t.text(), names.suggestionPool(false)).orElse(""));
    }

    Hex hexAt(Cursor c) {
        c.skipFillers();
        Token t = c.peek();
        if (t == null) {
            throw c.fail("expected-hex");
        }
        Optional<Hex> h = names.hex(t);
        if (h.isEmpty()) {
            if (Names.looksLikeHex(t)) {
                throw c.fail(
                        "hex-off-map",
                        "hex",
                        t.text().toUpperCase(Locale.ROOT),
                        "bounds",
                        names.scenario.map().grid().bounds());
            }
            throw c.fail("expected-hex");
        }
        c.next();
        return h.get();
    }

    static Intent direct(Order o) {
        return new Intent.Direct(List.of(o));
    }

    Cursor.Stop unexpected(Cursor c) {
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
