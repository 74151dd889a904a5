package org.umpire.engine.testkit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.umpire.engine.legality.OrderChecker;
import org.umpire.engine.legality.OrderProblem;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.Order;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayRaidDeclaration;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;

/**
 * A small fluent builder of game situations for legality and orders tests: {@link #midway()} on the
 * engine's {@link MidwayFixture}, or {@code new Situation(scenario)} on any other (the CLI's tests use
 * the built-in scenario).
 */
public final class Situation {

    public final Scenario scenario;
    private GameState state;

    public Situation(Scenario scenario) {
        this.scenario = scenario;
        this.state = InitialState.of(scenario);
    }

    public static Situation midway() {
        return new Situation(MidwayFixture.scenario());
    }

    public Situation at(int turn, Phase phase) {
        state = state.at(turn, phase);
        return this;
    }

    public Situation put(String hex, String... units) {
        return each(units, u -> u.at(new Location.OnMap(Hex.parse(hex))));
    }

    public Situation moved(int turn, String... units) {
        return each(units, u -> u.movedOn(turn));
    }

    public Situation flew(int turn, String... units) {
        return each(units, u -> u.flewOn(turn));
    }

    public Situation notReady(String... units) {
        return each(units, u -> u.withReadiness(Readiness.NOT_READY));
    }

    public Situation steps(int steps, String... units) {
        return each(units, u -> u.withSteps(steps));
    }

    public Situation eliminated(String... units) {
        return each(units, u -> u.at(new Location.Eliminated(state.turn())));
    }

    public Situation ashore(String hex, String... units) {
        return each(units, u -> u.at(new Location.Ashore(Hex.parse(hex))));
    }

    public Situation aboard(String base, String... units) {
        return each(units, u -> u.at(new Location.Aboard(UnitId.of(base))));
    }

    public Situation group(String name, String... units) {
        return each(units, u -> u.inGroup(name));
    }

    /** {@code side} located enemy ships in {@code hex} this turn. */
    public Situation located(Side side, String hex) {
        state = state.withKnowledge(
                side,
                state.knowledgeOf(side)
                        .withSighting(new Sighting(state.turn(), Hex.parse(hex), SightingLevel.SHIPS, SearchKind.AIR)));
        return this;
    }

    /** {@code side} was shown enemy unit {@code id} in {@code hex} this turn. */
    public Situation shown(Side side, String hex, String... ids) {
        for (String id : ids) {
            var d = scenario.unitOrThrow(UnitId.of(id));
            UnitState s = unit(id);
            state = state.withKnowledge(
                    side,
                    state.knowledgeOf(side)
                            .withEnemyUnit(new EnemyUnitReport(
                                    state.turn(), Hex.parse(hex), d.id(), d.type(), d.name(), s.steps())));
        }
        return this;
    }

    /**
     * {@code side} was shown, in {@code hex}, the attacking air units of an enemy raid under their
     * neutral labels (I-18): each {@code R1/F} or {@code R3/T/1} (label, type, steps; 2 unless given).
     */
    public Situation raiders(Side side, String hex, String... labels) {
        for (String l : labels) {
            String[] p = l.split("/");
            state = state.withKnowledge(
                    side,
                    state.knowledgeOf(side)
                            .withEnemyUnit(new EnemyUnitReport(
                                    state.turn(),
                                    Hex.parse(hex),
                                    UnitId.of(p[0]),
                                    UnitType.valueOf(p[1]),
                                    p[0],
                                    p.length > 2 ? Integer.parseInt(p[2]) : 2)));
        }
        return this;
    }

    /**
     * A raid of this turn by {@code attacker} on {@code hex} (phase 3 done): its air units aloft over the hex, labelled
     * {@code R1}, {@code R2}... (I-18), each from its base; the enemy fighters {@code defenders} defending; who fires
     * first in air combat ({@code initiative}, AIR-2; {@code null} for none).
     */
    public Situation raid(Side attacker, String hex, Side initiative, List<String> aircraft, List<String> defenders) {
        Hex target = Hex.parse(hex);
        List<Raid.Flight> flights = new ArrayList<>();
        int label = 1;
        for (String a : aircraft) {
            UnitState u = unit(a);
            UnitId base = u.location() instanceof Location.Aboard
                    ? ((Location.Aboard) u.location()).base()
                    : scenario.unitOrThrow(u.id()).base();
            Hex origin = scenario.airfield(base)
                    .map(Airfield::hex)
                    .or(() -> state.unit(base)
                            .map(UnitState::location)
                            .filter(l -> l instanceof Location.OnMap)
                            .map(l -> ((Location.OnMap) l).hex()))
                    .orElse(target);
            flights.add(new Raid.Flight(u.id(), UnitId.of("R" + label++), base, origin));
            state = state.withUnit(u.at(new Location.Aloft(base, target))
                    .withReadiness(Readiness.NOT_READY)
                    .flewOn(state.turn()));
        }
        List<Raid> raids = new ArrayList<>(state.raids());
        raids.add(new Raid(
                state.turn(),
                attacker,
                target,
                false,
                flights,
                ids(defenders.toArray(new String[0])),
                List.of(),
                Optional.ofNullable(initiative),
                Optional.empty()));
        state = state.withRaids(raids);
        return this;
    }

    /** {@code side} declared a Midway raid with these air units in phase 1 of this turn (RAID-4). */
    public Situation midwayRaid(Side side, String... aircraft) {
        state = state.withMidwayRaid(new MidwayRaidDeclaration(state.turn(), side, ids(aircraft), Optional.empty()));
        return this;
    }

    public Situation fogLifted() {
        state = state.withFogLiftedTurn(Math.max(1, state.turn() - 1));
        return this;
    }

    public Situation usCarrierFirstLocated(int turn) {
        state = state.withUsCarrierFirstLocatedTurn(turn);
        return this;
    }

    public Situation kure(KureBase k) {
        state = state.withKure(k);
        return this;
    }

    public Situation midwayDamage(MidwayState m) {
        state = state.withMidway(m);
        return this;
    }

    public GameState state() {
        return state;
    }

    public List<OrderProblem> check(Side side, Order... orders) {
        return OrderChecker.check(scenario, state, side, List.of(orders));
    }

    private Situation each(String[] units, UnaryOperator<UnitState> change) {
        for (String u : units) {
            state = state.withUnit(change.apply(unit(u)));
        }
        return this;
    }

    private UnitState unit(String id) {
        return state.unitOrThrow(UnitId.of(id));
    }

    public static UnitId id(String s) {
        return UnitId.of(s);
    }

    public static List<UnitId> ids(String... s) {
        return Arrays.stream(s).map(UnitId::of).collect(Collectors.toList());
    }
}
