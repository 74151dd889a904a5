package org.umpire.engine.testkit;

import java.util.Map;
import java.util.TreeMap;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;

/**
 * A game position for a rules case, written as the case reads: {@code Position.of(sc).turn(3, SEARCH)
 * .at("Akagi", "D4").at("Enterprise", "H5").build()}. Starts from the initial state (every unit
 * where set-up leaves it before orders: air and land units aboard, ships off the map).
 */
public final class Position {

    private final Scenario scenario;
    private GameState state;
    private final Map<UnitId, UnitState> units = new TreeMap<>();

    private Position(Scenario scenario) {
        this.scenario = scenario;
        this.state = InitialState.of(scenario);
        this.units.putAll(state.units());
    }

    public static Position of(Scenario scenario) {
        return new Position(scenario);
    }

    public Position turn(int turn, Phase phase) {
        state = state.at(turn, phase);
        return this;
    }

    /** The ship is at sea in {@code hex}; it has not moved yet (it may move at once). */
    public Position at(String id, String hex) {
        return set(id, unit(id).at(new Location.OnMap(Hex.parse(hex))));
    }

    public Position lastMoved(String id, int turn) {
        return set(id, unit(id).movedOn(turn));
    }

    public Position group(String id, String group) {
        return set(id, unit(id).inGroup(group));
    }

    /** The unit is at {@code where} (any location, e.g. flying a raid). */
    public Position place(String id, Location where) {
        return set(id, unit(id).at(where));
    }

    public Position aboard(String id, String base) {
        return set(id, unit(id).at(new Location.Aboard(UnitId.of(base))));
    }

    public Position ashore(String id, String hex) {
        return set(id, unit(id).at(new Location.Ashore(Hex.parse(hex))));
    }

    /** The air unit flew on {@code turn} and is not ready (REC-3). */
    public Position flew(String id, int turn) {
        return set(id, unit(id).flewOn(turn).withReadiness(Readiness.NOT_READY));
    }

    public Position notReady(String id) {
        return set(id, unit(id).withReadiness(Readiness.NOT_READY));
    }

    public Position steps(String id, int steps) {
        return set(id, unit(id).withSteps(steps));
    }

    public Position trapped(String id) {
        return set(id, unit(id).withTrapped(true));
    }

    public Position eliminated(String id, int turn) {
        return set(id, unit(id).withSteps(0).at(new Location.Eliminated(turn)));
    }

    public Position exited(String id, int turn) {
        return set(id, unit(id).at(new Location.Exited(turn)));
    }

    public Position fogLifted(int turn) {
        state = state.withFogLiftedTurn(turn);
        return this;
    }

    public Position usCarrierFirstLocated(int turn) {
        state = state.withUsCarrierFirstLocatedTurn(turn);
        return this;
    }

    public Position kureStarted(int turn) {
        state = state.withKure(new KureBase(turn, false));
        return this;
    }

    /** {@code side} located enemy ships with carriers in {@code hex} this turn (SRCH-10). */
    public Position located(Side side, String hex) {
        state = state.withKnowledge(
                side,
                state.knowledgeOf(side)
                        .withSighting(
                                new Sighting(state.turn(), Hex.parse(hex), SightingLevel.CARRIERS, SearchKind.AIR)));
        return this;
    }

    /** {@code side} was shown the enemy unit {@code id} in {@code hex} this turn (RAID-7): it may name it as a target. */
    public Position seen(Side side, String id, String hex) {
        UnitId u = UnitId.of(id);
        UnitDef d = scenario.unitOrThrow(u);
        state = state.withKnowledge(
                side,
                state.knowledgeOf(side)
                        .withEnemyUnit(
                                new EnemyUnitReport(state.turn(), Hex.parse(hex), u, d.type(), d.name(), d.steps())));
        return this;
    }

    public Position midway(MidwayState m) {
        state = state.withMidway(m);
        return this;
    }

    public Position islandSearchLost(String key) {
        state = state.withLostIslandSearch(key);
        return this;
    }

    /** Every US set-up unit not yet placed goes to its zone centre, I-168 to H6: a quick "after set-up" position. */
    public Position placedByDefault() {
        for (UnitState u : units.values()) {
            var def = scenario.unitOrThrow(u.id());
            if (u.location() instanceof Location.OffMap
                    && def.type().isNaval()
                    && def.arrival().kind() != Arrival.Kind.GROUP) {
                String hex = def.id().value().matches("SS[123]")
                        ? "H6"
                        : def.id().value().equals("SS4") ? "L5" : def.side() == Side.JP ? "H6" : "N5";
                units.put(u.id(), u.at(new Location.OnMap(Hex.parse(hex))));
            }
        }
        return this;
    }

    public GameState build() {
        return state.withUnits(units);
    }

    private UnitState unit(String id) {
        UnitState u = units.get(UnitId.of(id));
        if (u == null) {
            throw new IllegalArgumentException("no unit " + id + " in the test scenario");
        }
        return u;
    }

    private Position set(String id, UnitState u) {
        units.put(UnitId.of(id), u);
        return this;
    }
}
