package org.umpire.engine.phase;

import java.util.ArrayList;
import java.util.List;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.dice.RollPurpose;
import org.umpire.engine.event.AircraftLost;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.Fire;
import org.umpire.engine.event.MidwayDamaged;
import org.umpire.engine.event.VpAwarded;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.state.UnitState;
import org.umpire.engine.state.VpEntry;

/**
 * Step losses and what follows from them, shared by every combat: VP for each step (VP-1), the
 * 50% roll of a hit on a JP battleship (BOMB-2), a damaged carrier (BOMB-3, BOMB-4), a sinking
 * carrier (BOMB-5), reserve fighters lost with their carrier (I-13), transports and their troops
 * (I-3, SET-8), land units that air attack cannot eliminate (MID-1) and the effects of every hit on
 * a US land unit at Midway (MID-2, I-9). Holds the state as it changes within one step.
 */
final class Damage {

    /** BOMB-2: a hit on a JP battleship is a real loss on a d10 roll of 1 to 5 (50%). */
    static final int BB_HIT_REAL_UP_TO = 5;

    private final Board start;
    /** The step's events; what a hit causes waits in {@link #pending} until the fire that caused it is told. */
    private final List<Event> events;

    private final List<Event> pending = new ArrayList<>();
    private GameState state;
    private int midwayHits;
    private int midwaySearchesLost;
    private final List<UnitId> destroyedOnGround = new ArrayList<>();

    Damage(Board board, List<Event> events) {
        this.start = board;
        this.events = events;
        this.state = board.state();
    }

    /** Tells what the hits applied since the last call caused, after the fire that caused it. */
    void flush() {
        events.addAll(pending);
        pending.clear();
    }

    GameState state() {
        return state;
    }

    Board board() {
        return start.on(state);
    }

    /** Records a change that is no loss (a ship that took part in a naval combat, BBD-1). */
    void update(UnitState u) {
        state = state.withUnit(u);
    }

    UnitState unit(UnitId id) {
        return state.unitOrThrow(id);
    }

    boolean alive(UnitId id) {
        UnitState u = state.unitOrThrow(id);
        return !u.isEliminated() && u.location().isInPlay();
    }

    /**
     * {@code hits} hits scored on {@code target} by a unit of type {@code firerType} of side
     * {@code scorer}, applied one by one. Hits beyond the target's last step are lost.
     *
     * @param air     the hits come from aircraft (BOMB-2 and BOMB-3's bomber clauses; land units held, MID-1)
     * @param rollKey the key prefix for the BOMB-2 and MID-2 rolls
     * @return what became of the target
     */
    Fire.Result hit(UnitId target, int hits, UnitType firerType, Side scorer, boolean air, Dice dice, String rollKey) {
        return hit(target, hits, firerType, scorer, air ? Source.AIR : Source.SURFACE, dice, rollKey);
    }

    /** Where hits come from: what each clause of the damage rules applies to. */
    enum Source {
        /** bombs, torpedoes, fighters, AA (BOMB-2, BOMB-3's bomber clauses, MID-1: land units held at 1 step) */
        AIR,
        /** gunfire and torpedoes at sea: surface combat, submarines, screens (NAV-4: BOMB-2, BOMB-3 without the bomber clauses, BOMB-5) */
        SURFACE,
        /** ships' guns on Midway (BBD-1: land units held at 1 step; BBD-3: MID-2) */
        BOMBARDMENT,
        /** land combat (LAND-5: land units can be eliminated; LAND-4: MID-2) */
        LAND;

        boolean holdsLandUnits() {
            return this == AIR || this == BOMBARDMENT;
        }

        /** BOMB-2 applies to air attack and, by NAV-4, to surface fire. */
        boolean battleshipRoll() {
            return this == AIR || this == SURFACE;
        }
    }

    /**
     * {@code hits} hits scored on {@code target} by a unit of type {@code firerType} of side
     * {@code scorer}, applied one by one, with the effects {@code source} has. Hits beyond the
     * target's last step are lost.
     */
    Fire.Result hit(
            UnitId target, int hits, UnitType firerType, Side scorer, Source source, Dice dice, String rollKey) {
        boolean air = source == Source.AIR;
        if (hits == 0) {
            return Fire.Result.MISSED;
        }
        boolean lost = false;
        boolean held = false;
        for (int i = 1; i <= hits && alive(target); i++) {
            UnitState u = unit(target);
            UnitDef d = start.def(target);
            if (d.type() == UnitType.LAND) {
                if (d.side() == Side.US && u.location() instanceof Location.Ashore) {
                    midwayHit(scorer, dice, rollKey + "/hit" + i);
                }
                if (source.holdsLandUnits() && u.steps() <= 1) {
                    held = true;
                    continue;
                }
            }
            if (source.battleshipRoll() && d.side() == Side.JP && d.type() == UnitType.BB) {
                int roll = dice.d10(RollPurpose.of(
                        rollKey + "/bb" + i,
                        "BOMB-2: hit " + i + " on " + target + " is real on 1-" + BB_HIT_REAL_UP_TO));
                if (roll > BB_HIT_REAL_UP_TO) {
                    continue;
                }
            }
            loseStep(u, d, firerType, scorer, air);
            lost = true;
        }
        if (!alive(target)) {
            return Fire.Result.ELIMINATED;
        }
        return lost ? Fire.Result.REDUCED : held ? Fire.Result.HELD : Fire.Result.SPARED;
    }

    /** The MID-2 event for the hits of this step, if there were any. Call once at the end of the step. */
    void finish() {
        flush();
        if (midwayHits > 0) {
            // a bombardment or a land combat shows the attacker nothing on the airfield (I-ENG-44)
            boolean groundShown = start.phase() != Phase.BOMBARDMENT && start.phase() != Phase.LANDING;
            events.add(new MidwayDamaged(
                    start.turn(),
                    start.phase(),
                    midwayHits,
                    board().capacityHalves(midwayField()),
                    destroyedOnGround,
                    midwaySearchesLost,
                    groundShown));
        }
    }

    private void loseStep(UnitState u, UnitDef d, UnitType firerType, Side scorer, boolean air) {
        vp(scorer, d.vpPerStep(), u.id(), VpAwarded.Award.STEP_LOSS, "VP-1", "a step of " + u.id());
        int steps = u.steps() - 1;
        if (steps == 0) {
            eliminate(u, scorer);
            return;
        }
        state = state.withUnit(u.withSteps(steps));
        if (d.isCarrier() && steps < d.steps()) {
            carrierDamaged(u.id(), air && isBomber(firerType), scorer);
        } else if (d.type() == UnitType.TT) {
            for (UnitState troops : state.unitsAboard(u.id())) {
                if (troops.steps() > 1) {
                    state = state.withUnit(troops.withSteps(troops.steps() - 1)); // I-3
                }
            }
        }
    }

    private void eliminate(UnitState u, Side scorer) {
        state = state.withUnit(u.withSteps(0).at(new Location.Eliminated(start.turn())));
        UnitDef d = start.def(u.id());
        if (d.type().category() != UnitCategory.SHIP) {
            return;
        }
        List<UnitId> lostAircraft = new ArrayList<>();
        for (UnitState aboard : state.unitsAboard(u.id())) {
            state = state.withUnit(aboard.withSteps(0).at(new Location.Eliminated(start.turn())));
            UnitDef ad = start.def(aboard.id());
            if (ad.type().isAircraft()) {
                lostAircraft.add(aboard.id());
                vp(
                        scorer,
                        ad.vpPerStep().times(aboard.steps()),
                        aboard.id(),
                        VpAwarded.Award.STEP_LOSS,
                        "VP-1, VP-2",
                        aboard.id() + " lost with " + u.id() + " (BOMB-5)");
            }
        }
        if (!lostAircraft.isEmpty()) {
            pending.add(new AircraftLost(
                    start.turn(), start.phase(), d.side(), u.id(), AircraftLost.Cause.SUNK_WITH_CARRIER, lostAircraft));
        }
        loseReserves(u.id(), d.side());
    }

    /** BOMB-3, BOMB-4: capacity 0; after a bomber, ready aircraft destroyed (a JP carrier sinks); the rest trapped. */
    private void carrierDamaged(UnitId carrier, boolean byBomber, Side scorer) {
        Side owner = start.def(carrier).side();
        List<UnitId> ready = new ArrayList<>();
        List<UnitId> others = new ArrayList<>();
        for (UnitState a : state.unitsAboard(carrier)) {
            (a.readiness() == Readiness.READY ? ready : others).add(a.id());
        }
        loseReserves(carrier, owner);
        if (byBomber && !ready.isEmpty() && owner == Side.JP) {
            loseStep(unit(carrier), start.def(carrier), UnitType.D, scorer, true); // BOMB-4: sinks at once
            return;
        }
        List<UnitId> trapped = new ArrayList<>(others);
        if (byBomber) {
            for (UnitId id : ready) {
                UnitState a = unit(id);
                vp(
                        scorer,
                        start.def(id).vpPerStep().times(a.steps()),
                        id,
                        VpAwarded.Award.STEP_LOSS,
                        "VP-1",
                        id + " destroyed on the deck of " + carrier + " (BOMB-3)");
                state = state.withUnit(a.withSteps(0).at(new Location.Eliminated(start.turn())));
            }
            if (!ready.isEmpty()) {
                pending.add(new AircraftLost(
                        start.turn(), start.phase(), owner, carrier, AircraftLost.Cause.DESTROYED_ON_DECK, ready));
            }
        } else {
            trapped.addAll(ready);
        }
        trapped.sort(null);
        for (UnitId id : trapped) {
            state = state.withUnit(unit(id).withTrapped(true));
        }
        if (!trapped.isEmpty()) {
            pending.add(
                    new AircraftLost(start.turn(), start.phase(), owner, carrier, AircraftLost.Cause.TRAPPED, trapped));
        }
    }

    /** I-13: reserve fighters not yet brought in are lost, without VP, with their damaged or sunk carrier. */
    private void loseReserves(UnitId carrier, Side owner) {
        List<UnitId> lost = new ArrayList<>();
        for (UnitState r : state.units().values()) {
            if (r.location() instanceof Location.InReserve
                    && ((Location.InReserve) r.location()).carrier().equals(carrier)) {
                lost.add(r.id());
            }
        }
        for (UnitId id : lost) {
            state = state.withUnit(unit(id).withSteps(0).at(new Location.Eliminated(start.turn())));
        }
        if (!lost.isEmpty()) {
            pending.add(new AircraftLost(
                    start.turn(), start.phase(), owner, carrier, AircraftLost.Cause.RESERVE_LOST, lost));
        }
    }

    /**
     * MID-2, I-9: capacity -1 (never below 0), one air unit on the ground drawn at random destroyed, one
     * US air search lost (never more than Midway has).
     */
    private void midwayHit(Side scorer, Dice dice, String key) {
        midwayHits++;
        MidwayState m = state.midway();
        boolean searchLeft = m.airSearchesLost() < midwaySearches();
        int fullCapacity = 0;
        for (Airfield a : start.scenario().airfields()) {
            if (a.hex().equals(start.midway())) {
                fullCapacity = (int) Math.ceil(a.capacity());
            }
        }
        state = state.withMidway(new MidwayState(
                Math.min(fullCapacity, m.capacityLost() + 1),
                m.airSearchesLost() + (searchLeft ? 1 : 0),
                m.occupied()));
        midwaySearchesLost += searchLeft ? 1 : 0;
        List<UnitState> ground = new ArrayList<>();
        for (UnitState a : state.unitsAboard(midwayField())) {
            boolean intercepting = start.phase().number() <= Phase.BOMBING.number()
                    && state.raids().stream()
                            .anyMatch(r -> r.island() && r.defenders().contains(a.id()));
            if (start.type(a).isAircraft() && !intercepting) {
                ground.add(a); // the fighters that took off to intercept are not on the ground (French example)
            }
        }
        if (ground.isEmpty()) {
            return;
        }
        int pick = ground.size() == 1
                ? 1
                : dice.roll(
                        RollPurpose.of(
                                key + "/ground",
                                "MID-2: the air unit on the ground destroyed, 1-" + ground.size() + " of "
                                        + ids(ground)),
                        ground.size());
        UnitState a = ground.get(pick - 1);
        vp(
                scorer,
                start.def(a.id()).vpPerStep().times(a.steps()),
                a.id(),
                VpAwarded.Award.STEP_LOSS,
                "VP-1",
                a.id() + " destroyed on the ground at Midway (MID-2)");
        state = state.withUnit(a.withSteps(0).at(new Location.Eliminated(start.turn())));
        destroyedOnGround.add(a.id());
    }

    /** The US air searches based on Midway (SRCH-4): the automatic one and the long-range ones. */
    private int midwaySearches() {
        int n = 0;
        for (SearchSource src : start.scenario().searchSourcesOf(Side.US)) {
            if (src.anchor() == SearchSource.Anchor.HEX && src.centre().equals(start.midway())) {
                n += src.automatic() ? 1 : src.count();
            }
        }
        return n;
    }

    private UnitId midwayField() {
        for (Airfield a : start.scenario().airfields()) {
            if (a.hex().equals(start.midway())) {
                return a.id();
            }
        }
        throw new IllegalStateException("the scenario has no airfield at Midway");
    }

    void vp(Side scorer, Vp points, UnitId unit, VpAwarded.Award award, String rule, String description) {
        if (points.quarters() <= 0) {
            return;
        }
        state = state.withVp(new VpEntry(start.turn(), scorer, points, rule, description));
        pending.add(new VpAwarded(start.turn(), start.phase(), scorer, points, award, List.of(unit)));
    }

    /** D, M and H are bombers for BOMB-3; T is not. */
    static boolean isBomber(UnitType t) {
        return t == UnitType.D || t == UnitType.M || t == UnitType.H;
    }

    private static String ids(List<UnitState> units) {
        StringBuilder b = new StringBuilder();
        for (UnitState u : units) {
            b.append(b.length() == 0 ? "" : " ").append(u.id());
        }
        return b.toString();
    }
}
