package org.umpire.cli.orders;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.orders.Token.Kind;
import org.umpire.engine.legality.OrderChecker;
import org.umpire.engine.legality.OrderProblem;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.order.SearchOrder;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.scenario.UnitDef;

/** Statements about air units: raids (RAID-1..5, ORD-3), searches (SRCH-4..6), landing, readiness, reserves. */
final class AirReader extends ReaderBase {

    AirReader(StatementParser p) {
        super(p);
    }

    Intent airMission(Cursor c, Selection sel, Hex target, boolean saidMidway, int targetColumn) {
        List<UnitId> aircraft = p.selections.resolve(c, sel, p.selections.ready(), "ready");
        Optional<UnitId> landAt = landingSuffix(c);
        boolean midway = saidMidway
                || phase == Phase.MOVEMENT && target.equals(names.scenario.map().midway());
        if (midway && target.equals(names.scenario.map().midway()) && phase != Phase.RAID_DECLARATION) {
            return direct(new MovementOrder.DeclareMidwayRaid(aircraft, landAt));
        }
        if (saidMidway) {
            return direct(new MovementOrder.DeclareMidwayRaid(aircraft, landAt));
        }
        return direct(new AirOrder.Raid(target, aircraft, landAt));
    }

    Optional<UnitId> landingSuffix(Cursor c) {
        c.accept(Kind.COMMA);
        c.accept(Words.AND);
        if (c.atEnd()) {
            return Optional.empty();
        }
        if (c.accept(Words.LANDING_PLACE) || c.isWord(Set.of("se")) && c.isWordAt(1, Words.LANDING_PLACE)) {
            if (c.isWord(Words.LANDING_PLACE)) {
                c.next();
            }
            c.accept(Kind.COLON);
            c.accept(Words.TO);
            return Optional.of(baseAt(c));
        }
        return Optional.empty();
    }

    Intent raid(Cursor c) {
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
            Selection sel = p.selections.selection(c);
            if (!isAircraftSelection(sel)) {
                throw c.failAt(sel.column, "raid-needs-aircraft");
            }
            return airMission(c, sel, hex.get(), saidMidway, t.column());
        }
        c.accept(Kind.COLON);
        Selection sel = p.selections.selection(c);
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

    Intent cancel(Cursor c) {
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

    Intent landAircraft(Cursor c, Selection sel) {
        List<UnitId> aircraft = p.selections.resolve(c, sel, p.selections.flewThisTurn(), "flew");
        UnitId base = baseAt(c);
        List<Order> orders = new ArrayList<>();
        for (UnitId a : aircraft) {
            orders.add(new RecoveryOrder.LandAircraft(a, base));
        }
        return new Intent.Direct(orders);
    }

    Intent readiness(Cursor c, Selection sel) {
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
        for (UnitId a : p.selections.resolve(c, sel, p.selections.inPlay(), "any")) {
            orders.add(new RecoveryOrder.SetReadiness(a, r));
        }
        return new Intent.Direct(orders);
    }

    Intent reserve(Cursor c) {
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
                    .filter(d -> d.arrival().kind() == Arrival.Kind.RESERVE && carrier.equals(d.base()))
                    .map(UnitDef::id)
                    .findFirst();
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

    Intent search(Cursor c, Selection by) {
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
                aircraft = p.selections.selection(c);
            }
        }
        c.accept(Kind.COLON);
        c.acceptTo();
        List<Hex> hexes = new ArrayList<>();
        List<Integer> columns = new ArrayList<>();
        do {
            columns.add(c.column());
            hexes.add(hexAt(c));
        } while ((c.accept(Kind.COMMA) || c.accept(Kind.PLUS) || c.accept(Words.AND))
                && !c.atEnd()
                && names.hex(c.peek()).isPresent());
        if (source == null && aircraft == null && c.accept(Words.WITH)) {
            Token t = c.peek();
            Optional<String> s = t == null ? Optional.empty() : names.source(t.text());
            if (s.isPresent()) {
                c.next();
                source = s.get();
            } else {
                aircraft = p.selections.selection(c);
            }
        }
        List<Order> orders = new ArrayList<>();
        if (aircraft != null) {
            if (!isAircraftSelection(aircraft)) {
                throw c.failAt(aircraft.column, "search-needs-aircraft");
            }
            List<UnitId> units = p.selections.resolve(c, aircraft, p.selections.ready(), "ready");
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

    boolean isOtherSideSource(Token t) {
        String k = Fold.key(t.text());
        return names.scenario.searchSources().stream()
                .anyMatch(x -> Fold.key(x.id()).equals(k));
    }

    /** The one search source able to search {@code hex} this turn; two or more: ask (ORD-1). */
    String pickSource(Cursor c, Hex hex, int column) {
        List<String> fit = new ArrayList<>();
        for (SearchSource s : names.scenario.searchSourcesOf(names.side)) {
            if (s.automatic()) {
                continue;
            }
            List<OrderProblem> p = OrderChecker.check(names.view, new SearchOrder.SourceSearch(s.id(), hex));
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
}
