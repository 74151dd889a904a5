package org.umpire.cli.orders;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.orders.Token.Kind;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.StandingOrder;

/**
 * Reads one statement (a line, or a part of a line between {@code ;}) into an {@link Intent}, or
 * says what is wrong with it. Knows the side's names ({@link Names}) and the current phase, so it
 * can tell a Midway raid of phase 1 from a raid of phase 3 and pick the air units a count names.
 * Reading stops at the first problem of the statement.
 */
final class StatementParser {

    final Names names;
    final Phase phase;
    final SelectionReader selections;
    final ShipReader shipReader;
    final AirReader airReader;
    final TargetReader targetReader;
    final StandingReader standingReader;

    StatementParser(Names names) {
        this.names = names;
        this.phase = names.view.phase();
        this.selections = new SelectionReader(this);
        this.shipReader = new ShipReader(this);
        this.airReader = new AirReader(this);
        this.targetReader = new TargetReader(this);
        this.standingReader = new StandingReader(this);
    }

    /** The intent of the statement, or the problem that stopped its reading. */
    record Result(Intent intent, ParseProblem problem) {}

    Result parse(List<Token> tokens) {
        Cursor c = new Cursor(tokens);
        try {
            Intent i = statement(c);
            if (!c.atEnd()) {
                throw selections.unexpected(c);
            }
            return new Result(i, null);
        } catch (Cursor.Stop s) {
            return new Result(null, s.problem);
        }
    }

    Intent statement(Cursor c) {
        while (c.accept(Words.MOVE)) {
            c.accept(Kind.COLON);
        }
        if (c.atEnd()) {
            throw c.fail("empty");
        }
        if (isAllOrNothing(c)) {
            c.pos = c.tokens.size();
            return new Intent.AllOrNothing();
        }
        if (isNothing(c)) {
            Intent.Nothing nothing = new Intent.Nothing(about(c));
            c.pos = c.tokens.size();
            return nothing;
        }
        if (standingReader.isConcession(c)) {
            c.pos = c.tokens.size();
            return ReaderBase.direct(new AdminOrder.Concede());
        }
        Optional<Boolean> askMe = StandingReader.askMe(c);
        if (askMe.isPresent()) {
            c.pos = c.tokens.size();
            return ReaderBase.direct(new StandingOrder.AskMe(askMe.get()));
        }
        if (standingReader.isKure(c)) {
            c.pos = c.tokens.size();
            return ReaderBase.direct(new MovementOrder.StartKureBase());
        }
        if (c.isWord(Words.PRIORITY) || (standingReader.isStepWord(c, 0) && c.isWordAt(1, Words.PRIORITY))) {
            return standingReader.priority(c);
        }
        if (c.isWord(Words.AA)) {
            return targetReader.policyOrLabel(c, TargetReader.Role.AA);
        }
        if (c.isWord(Words.FIGHTERS)) {
            return targetReader.policyOrLabel(c, TargetReader.Role.FIGHTER);
        }
        if (c.isWord(Words.SEARCH)) {
            c.next();
            return airReader.search(c, null);
        }
        if (c.isWord(Words.RAID)) {
            return airReader.raid(c);
        }
        if (c.isWord(Words.CANCEL)) {
            return airReader.cancel(c);
        }
        if (c.isWord(Words.GROUP)
                || c.isWord(Set.of("nouveau", "new", "forme", "form", "cree", "create"))
                        && c.isWordAt(1, Words.GROUP)) {
            return shipReader.group(c);
        }
        if (c.isWord(Words.RENAME)) {
            return shipReader.rename(c);
        }
        if (c.isWord(Words.PLACE) || c.isWord(Set.of("mise")) && c.isWordAt(2, Words.PLACE)) {
            return shipReader.place(c);
        }
        if (c.isWord(Words.RESERVE)) {
            return airReader.reserve(c);
        }
        Optional<TargetReader.Role> label = targetReader.labelAt(c);
        if (label.isPresent()) {
            return targetReader.labelled(c, label.get());
        }
        if (c.isWord(Words.TROOP_LANDING)) {
            return shipReader.troopLanding(c);
        }
        if (c.isWord(Set.of("atterrissage", "recovery", "recuperation"))) {
            c.next();
            c.accept(Kind.COLON);
            return afterSelection(c, selections.selection(c));
        }
        return afterSelection(c, selections.selection(c));
    }

    /** The phrases asking for a mail to be refused whole when a line is refused (I-ORD-23). */
    static final Set<String> ALL_OR_NOTHING =
            Set.of("all or nothing", "all-or-nothing", "tout ou rien", "tout-ou-rien", "all or none");

    /** A whole line {@code all or nothing} / {@code tout ou rien} (punctuation allowed). */
    static boolean isAllOrNothing(Cursor c) {
        StringBuilder sb = new StringBuilder();
        for (Token t : c.tokens) {
            if (t.is(Kind.WORD)) {
                sb.append(sb.length() == 0 ? "" : " ").append(t.norm());
            } else if (!t.is(Kind.COMMA) && !t.is(Kind.COLON) && !(t.is(Kind.OTHER) && "!?.".contains(t.text()))) {
                return false;
            }
        }
        return ALL_OR_NOTHING.contains(sb.toString());
    }

    /**
     * A whole line saying the side orders nothing this phase (I-ORD-21, I-ORD-24): "no orders", "nothing to
     * order", "pass", "rien", "aucun ordre", "pas d'ordres ce tour", "no raid", "pas de raid (ce tour-ci)",
     * "nothing this phase"... (words only, among those of {@link Words#NOTHING}, {@link Words#NOTHING_EXTRA},
     * {@link Words#NOTHING_WHAT} and fillers, with a word of {@link Words#NOTHING}, or a negation and what is not
     * done: "no raid", "pas de recherche").
     */
    static boolean isNothing(Cursor c) {
        boolean said = false;
        boolean negation = false;
        boolean what = false;
        for (Token t : c.tokens) {
            if (!t.is(Kind.WORD)) {
                if (t.is(Kind.COMMA)
                        || t.is(Kind.LPAREN)
                        || t.is(Kind.RPAREN)
                        || t.is(Kind.COLON)
                        || t.is(Kind.OTHER) && "!?.".contains(t.text())) {
                    continue;
                }
                return false;
            }
            String w = t.norm();
            said |= Words.NOTHING.contains(w);
            negation |= Words.NEGATION.contains(w);
            what |= Words.NOTHING_WHAT.contains(w);
            if (!Words.NOTHING.contains(w)
                    && !Words.NOTHING_EXTRA.contains(w)
                    && !Words.NOTHING_WHAT.contains(w)
                    && !Words.NEGATION.contains(w)
                    && !Words.FILLER.contains(w)) {
                return false;
            }
        }
        return said || negation && what;
    }

    /**
     * The phase a "nothing" line is about when it names one that comes later in a turn and may be answered in
     * advance: "no search", "pas de recherche" (the searches, sent with the moves: I-ORD-24).
     */
    static Optional<Phase> about(Cursor c) {
        for (Token t : c.tokens) {
            if (!t.is(Kind.WORD)) {
                continue;
            }
            if (Words.SEARCH_WHAT.contains(t.norm())) {
                return Optional.of(Phase.SEARCH);
            }
            if (Words.RAID_WHAT.contains(t.norm())) {
                return Optional.of(Phase.RAID_DECLARATION);
            }
            if (Words.NAVAL_WHAT.contains(t.norm())) {
                return Optional.of(Phase.NAVAL_COMBAT);
            }
        }
        return Optional.empty();
    }

    Intent afterSelection(Cursor c, Selection sel) {
        c.accept(Words.MOVE);
        if (c.atEnd()) {
            if (sel.from != null && sel.level == Intent.Level.NAMED) {
                // "Enterprise N5": a place at set-up, a move otherwise
                Hex to = sel.from;
                sel.from = null;
                return shipReader.ships(
                        c,
                        sel,
                        phase == Phase.SETUP ? Intent.Action.PLACE : Intent.Action.TO,
                        to,
                        sel.fromColumn,
                        true);
            }
            throw c.fail("incomplete");
        }
        if (c.accept(Words.ENTER)) {
            c.accept(Words.TO);
            Token h = c.peek();
            Hex hex = selections.hexAt(c);
            return shipReader.ships(c, sel, Intent.Action.ENTER, hex, h.column(), false);
        }
        if (c.accept(Words.EXIT)) {
            c.skipFillers();
            if (c.accept(Words.FROM) || c.accept(Words.TO) || c.accept(Set.of("par", "by", "via"))) {
                Token h = c.peek();
                Hex at = selections.hexAt(c);
                if (sel.from != null && !sel.from.equals(at)) {
                    throw c.failAt(h.column(), "exit-two-hexes");
                }
                sel.from = at;
                sel.fromColumn = h.column();
            }
            return shipReader.ships(c, sel, Intent.Action.EXIT, null, 0, false);
        }
        if (c.accept(Words.STAY)) {
            selections.optionalHereHex(c);
            return shipReader.ships(c, sel, Intent.Action.STAY, null, 0, false);
        }
        if (c.accept(Words.DELAY)) {
            c.skipFillers();
            c.accept(Set.of("entree", "entry", "arrival", "arrivee"));
            return shipReader.ships(c, sel, Intent.Action.DELAY, null, 0, false);
        }
        if (c.isWord(Words.NOT) || c.isWord(Words.READY)) {
            return airReader.readiness(c, sel);
        }
        if (c.accept(Words.SEARCH)) {
            return airReader.search(c, sel);
        }
        if (selections.isAircraftSelection(sel) && c.isWord(Words.LANDING_PLACE)) {
            c.next();
            c.accept(Words.TO);
            return airReader.landAircraft(c, sel);
        }
        if (selections.isLandSelection(sel) && c.accept(Words.TROOP_LANDING)) {
            selections.optionalHereHex(c);
            return ReaderBase.direct(new CombatOrder.Land(shipReader.landUnits(c, sel)));
        }
        if (c.isWord(Words.ATTACK)) {
            c.next();
            c.accept(Words.TO);
            return destination(c, sel, true);
        }
        if (c.acceptTo()) {
            return destination(c, sel, false);
        }
        throw selections.unexpected(c);
    }

    /** What follows the arrow: a hex, Midway, an enemy unit (a target), a base (landing), "exit". */
    Intent destination(Cursor c, Selection sel, boolean attackVerb) {
        c.skipFillers();
        if (c.atEnd()) {
            throw c.fail("missing-destination");
        }
        Token t = c.peek();
        if (c.accept(Words.EXIT)
                || t.is(Kind.WORD) && Set.of("off-map", "hors-carte", "out").contains(t.norm())) {
            if (t.is(Kind.WORD) && !Words.EXIT.contains(t.norm())) {
                c.next();
            }
            return shipReader.ships(c, sel, Intent.Action.EXIT, null, 0, false);
        }
        boolean air = selections.isAircraftSelection(sel);
        if (air && c.isWord(Words.MIDWAY)) {
            c.next();
            return airReader.airMission(c, sel, names.scenario.map().midway(), true, t.column());
        }
        Optional<Hex> hex = names.hex(t);
        if (hex.isPresent() && !(air && selections.ownBaseAt(c).isPresent())) {
            c.next();
            if (air) {
                return airReader.airMission(c, sel, hex.get(), false, t.column());
            }
            if (attackVerb) {
                return targetReader.attackInHex(c, sel, hex.get());
            }
            return shipReader.ships(c, sel, Intent.Action.TO, hex.get(), t.column(), false);
        }
        if (air && phase == Phase.RECOVERY) {
            Optional<UnitId> base = selections.ownBaseAt(c);
            if (base.isPresent()) {
                return airReader.landAircraft(c, sel);
            }
        }
        return targetReader.assignments(c, sel, null, null, true);
    }
}
