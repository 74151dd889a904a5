package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.FinalLosses;
import org.umpire.engine.event.FinalScore;
import org.umpire.engine.event.GameEnded;
import org.umpire.engine.event.VpAwarded;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.VictoryPoints;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;
import org.umpire.engine.state.VpEntry;

/**
 * Ends the game (GAME-3): the end-of-game awards (VP-3), the winner (VP-4), the state over.
 * A single concession gives the game to the other side whatever the points (GAME-3: the
 * conceding player acknowledges the opponent's victory), without end-of-game awards.
 */
final class GameEnd {

    private GameEnd() {}

    /** The game ends normally (last turn, a side wiped out, both conceding): VP decide. */
    static GameState byPoints(
            Board board, GameState state, GameEnded.Ending ending, Set<Side> sides, List<Event> events) {
        GameState s = awards(board, state, events);
        score(board, s, events);
        GameState over = s.at(s.turn(), Phase.GAME_OVER);
        events.add(new GameEnded(
                board.turn(),
                board.phase(),
                ending,
                over.winner(),
                new TreeSet<>(sides),
                over.vpOf(Side.US),
                over.vpOf(Side.JP)));
        return over;
    }

    /** {@code side} conceded: the other side wins. */
    static GameState conceded(Board board, GameState state, Side side, List<Event> events) {
        GameState s = state.withConcession(side);
        score(board, s, events);
        events.add(new GameEnded(
                board.turn(),
                board.phase(),
                GameEnded.Ending.CONCEDED,
                Optional.of(side.enemy()),
                new TreeSet<>(Set.of(side)),
                s.vpOf(Side.US),
                s.vpOf(Side.JP)));
        return s.at(s.turn(), Phase.GAME_OVER);
    }

    /** VP-3: Midway control (I-14), the Kure base, the SFT at JP-controlled Midway; halves for reduced units. */
    private static GameState awards(Board board, GameState state, List<Event> events) {
        Board b = new Board(board.scenario(), state);
        VictoryPoints table = b.scenario().vp();
        int turn = b.turn();
        GameState s = state;
        Side controller = b.midwayController();
        s = award(
                s,
                events,
                turn,
                b.phase(),
                controller,
                table.midwayControl(),
                VpAwarded.Award.MIDWAY_CONTROL,
                "control of Midway");
        Optional<UnitState> tender = b.seaplaneTender();
        if (tender.isPresent()
                && s.kure().operational(turn, b.scenario().kureBaseDelay())
                && !tender.get().isEliminated()) {
            s = award(
                    s,
                    events,
                    turn,
                    b.phase(),
                    Side.JP,
                    scaled(b, tender.get(), table.kureBase()),
                    VpAwarded.Award.KURE_BASE,
                    "Kure seaplane base operational");
        }
        if (controller == Side.JP) {
            for (UnitState u : b.unitsOf(Side.JP)) {
                if (b.def(u.id()).type() == UnitType.SFT && u.location().equals(new Location.OnMap(b.midway()))) {
                    s = award(
                            s,
                            events,
                            turn,
                            b.phase(),
                            Side.JP,
                            scaled(b, u, table.sftAtMidway()),
                            VpAwarded.Award.SFT_AT_MIDWAY,
                            u.id() + " at JP-controlled Midway");
                }
            }
        }
        return s;
    }

    /**
     * The final score of each side line by line from the ledger (VP-1 with VP-2's aircraft sunk with
     * their carrier, VP-2 ditched aircraft, RES-2, VP-3), and each side's own losses (told to it alone).
     */
    static void score(Board board, GameState s, List<Event> events) {
        Board b = new Board(board.scenario(), s);
        for (Side side : Side.values()) {
            Vp losses = Vp.ZERO;
            Vp ditched = Vp.ZERO;
            Vp reserves = Vp.ZERO;
            Vp awards = Vp.ZERO;
            for (VpEntry e : s.vpLedger()) {
                if (e.scorer() != side) {
                    continue;
                }
                if (e.rule().equals("VP-2")) {
                    ditched = ditched.plus(e.points());
                } else if (e.rule().equals("RES-2")) {
                    reserves = reserves.plus(e.points());
                } else if (e.rule().equals("VP-3")) {
                    awards = awards.plus(e.points());
                } else {
                    losses = losses.plus(e.points());
                }
            }
            events.add(new FinalScore(b.turn(), board.phase(), side, losses, ditched, reserves, awards, s.vpOf(side)));
        }
        for (Side side : Side.values()) {
            List<UnitId> lost = new ArrayList<>();
            List<UnitId> reduced = new ArrayList<>();
            for (UnitState u : b.unitsOf(side)) {
                if (u.isEliminated()) {
                    lost.add(u.id());
                } else if (u.steps() < b.def(u.id()).steps()) {
                    reduced.add(u.id());
                }
            }
            events.add(new FinalLosses(b.turn(), board.phase(), side, lost, reduced));
        }
    }

    /** Full value at full strength, half when the unit is reduced. */
    private static Vp scaled(Board b, UnitState u, Vp full) {
        return u.steps() < b.def(u.id()).steps() ? new Vp(full.quarters() / 2) : full;
    }

    private static GameState award(
            GameState s,
            List<Event> events,
            int turn,
            Phase phase,
            Side scorer,
            Vp points,
            VpAwarded.Award award,
            String reason) {
        if (points.quarters() == 0) {
            return s;
        }
        events.add(new VpAwarded(turn, phase, scorer, points, award, List.of()));
        return s.withVp(new VpEntry(turn, scorer, points, "VP-3", reason));
    }
}
