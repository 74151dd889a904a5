package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.dice.RollPurpose;
import org.umpire.engine.event.AircraftDestroyedOnGround;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.FogLifted;
import org.umpire.engine.event.GameEnded;
import org.umpire.engine.event.KureBaseClosed;
import org.umpire.engine.event.KureBaseOperational;
import org.umpire.engine.event.MidwayOccupied;
import org.umpire.engine.event.TurnBegan;
import org.umpire.engine.event.TurnEnded;
import org.umpire.engine.event.VpAwarded;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.scenario.TurnSlot;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.state.UnitState;
import org.umpire.engine.state.VpEntry;

/**
 * The end of a turn, after phase 11, in the order of SEQ-2: Midway occupation effects (LAND-7),
 * Kure base progress (KURE-2), the fog roll (FOG-3), the end-of-game check (GAME-3, I-1); then the
 * next turn begins at its time of the schedule, or the game is over. Midway raid declarations
 * (RAID-4) and the turn's raids do not outlive their turn: by then the raid phases flew them and
 * phase 11 landed their aircraft.
 */
public final class EndOfTurn {

    /** FOG-3: the fog lifts on a d10 roll of 1 (1 chance in 10). */
    static final int FOG_LIFTS_ON = 1;

    public StepResult resolve(Board board, Dice dice) {
        List<Event> events = new ArrayList<>();
        Board b = board.on(midwayOccupation(board, events));
        b = b.on(kure(b, events));
        b = b.on(fog(b, dice, events));
        GameState s = b.state();
        Set<Side> wipedOut = wipedOut(b);
        if (!wipedOut.isEmpty()) {
            return new StepResult(GameEnd.byPoints(b, s, GameEnded.Ending.WIPED_OUT, wipedOut, events), events);
        }
        if (b.turn() >= b.scenario().lastTurn()) {
            return new StepResult(GameEnd.byPoints(b, s, GameEnded.Ending.LAST_TURN, Set.of(), events), events);
        }
        events.add(new TurnEnded(b.turn(), Phase.RECOVERY));
        int nextTurn = b.turn() + 1;
        events.add(began(b.scenario().turn(nextTurn)));
        return new StepResult(s.withoutMidwayRaids().withRaids(List.of()).at(nextTurn, Phase.MOVEMENT), events);
    }

    static TurnBegan began(TurnSlot slot) {
        return new TurnBegan(slot.turn(), Phase.MOVEMENT, slot.time(), slot.night());
    }

    /**
     * LAND-7: a JP land unit on Midway at the end of a turn drops the airfield's capacity to 0 and
     * ends its air searches for good, and destroys every aircraft on the ground there (VP-1 to JP,
     * I-ENG-15).
     */
    private static GameState midwayOccupation(Board b, List<Event> events) {
        if (b.ashoreAtMidway(Side.JP).isEmpty()) {
            return b.state();
        }
        GameState s = b.state();
        if (!s.midway().occupied()) {
            MidwayState m = s.midway();
            s = s.withMidway(new MidwayState(m.capacityLost(), m.airSearchesLost(), true));
            events.add(new MidwayOccupied(b.turn(), Phase.RECOVERY));
        }
        Map<UnitId, UnitState> destroyed = new TreeMap<>();
        Vp points = Vp.ZERO;
        for (Airfield field : b.scenario().airfields()) {
            if (!field.hex().equals(b.midway())) {
                continue;
            }
            for (UnitState u : s.unitsAboard(field.id())) {
                if (b.def(u.id()).side() == Side.US) {
                    destroyed.put(u.id(), u.withSteps(0).at(new Location.Eliminated(b.turn())));
                    points = points.plus(b.def(u.id()).vpPerStep().times(u.steps()));
                }
            }
        }
        if (destroyed.isEmpty()) {
            return s;
        }
        List<UnitId> ids = new ArrayList<>(destroyed.keySet());
        events.add(new AircraftDestroyedOnGround(b.turn(), Phase.RECOVERY, ids));
        s = s.withUnits(destroyed);
        if (points.quarters() > 0) {
            events.add(
                    new VpAwarded(b.turn(), Phase.RECOVERY, Side.JP, points, VpAwarded.Award.AIRCRAFT_ON_GROUND, ids));
            s = s.withVp(new VpEntry(
                    b.turn(), Side.JP, points, "VP-1", "aircraft destroyed on the ground at Midway (LAND-7)"));
        }
        return s;
    }

    /** KURE-2: the base closes for good if its tender is gone from Kure; it becomes operational on schedule (I-12). */
    private static GameState kure(Board b, List<Event> events) {
        KureBase base = b.state().kure();
        if (!base.started() || base.closed()) {
            return b.state();
        }
        Hex kureHex = b.scenario().map().hexOf(NamedHexes.KURE);
        Optional<UnitState> tender = b.seaplaneTender();
        boolean atKure = tender.flatMap(b::seaHexOf).map(kureHex::equals).orElse(false);
        if (!atKure) {
            events.add(new KureBaseClosed(
                    b.turn(),
                    Phase.RECOVERY,
                    kureHex,
                    tender.map(UnitState::id).orElse(UnitId.of("ST11")),
                    tender.map(UnitState::isEliminated).orElse(true)
                            ? KureBaseClosed.Cause.ELIMINATED
                            : KureBaseClosed.Cause.LEFT));
            return b.state().withKure(new KureBase(base.startedTurn(), true));
        }
        int from = base.startedTurn() + b.scenario().kureBaseDelay();
        if (from == b.turn() + 1 && b.turn() < b.scenario().lastTurn()) {
            events.add(new KureBaseOperational(b.turn(), Phase.RECOVERY, kureHex, from));
        }
        return b.state();
    }

    /** FOG-3: one roll a turn while the fog lasts; none after the last turn, when nothing follows (I-ENG-11). */
    private static GameState fog(Board b, Dice dice, List<Event> events) {
        if (b.state().fogLifted() || b.turn() >= b.scenario().lastTurn()) {
            return b.state();
        }
        int roll = dice.d10(RollPurpose.of(
                "T" + b.turn() + "/P11/fog-lift", "T" + b.turn() + " end of turn: the fog lifts on " + FOG_LIFTS_ON));
        if (roll > FOG_LIFTS_ON) {
            return b.state();
        }
        events.add(new FogLifted(b.turn(), Phase.RECOVERY, roll));
        return b.state().withFogLiftedTurn(b.turn());
    }

    /** I-1: a side is wiped out when it has no unit on the map and none left to enter. */
    static Set<Side> wipedOut(Board b) {
        Set<Side> sides = EnumSet.noneOf(Side.class);
        for (Side side : Side.values()) {
            boolean onMap = false;
            boolean toEnter = false;
            for (UnitState u : b.unitsOf(side)) {
                if (b.isOnMap(u)) {
                    onMap = true;
                    break;
                }
                if (u.location() instanceof Location.OffMap
                        && b.def(u.id()).arrival().kind() == Arrival.Kind.GROUP) {
                    toEnter = true;
                }
            }
            if (!onMap && !toEnter) {
                sides.add(side);
            }
        }
        return sides;
    }
}
