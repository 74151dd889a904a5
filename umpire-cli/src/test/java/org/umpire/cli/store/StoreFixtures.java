package org.umpire.cli.store;

import java.time.Instant;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Speed;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.MapDef;
import org.umpire.engine.scenario.NamedHex;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.TurnSlot;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.scenario.VictoryPoints;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;

/** A small hand-built scenario and the games made from it. */
final class StoreFixtures {

    public static final Instant CREATED = Instant.parse("2026-06-01T08:00:00Z");

    private StoreFixtures() {}

    /** Two carriers with their aircraft, a land unit at Midway, a submarine and a reserve fighter. */
    public static Scenario smallScenario() {
        Hex midway = Hex.parse("H6");
        MapDef map = new MapDef(
                new HexGrid(12, 10),
                List.of(new NamedHex(NamedHexes.MIDWAY, "Midway", midway)),
                new TreeSet<>(List.of(Hex.parse("B3"))),
                new TreeSet<>(List.of(Hex.parse("A1"), Hex.parse("A2"))),
                new TreeSet<>(List.of(Hex.parse("A9"))),
                new MapDef.ColumnRange(0, 0),
                new MapDef.ColumnRange(11, 11));
        List<TurnSlot> schedule = List.of(
                new TurnSlot(1, LocalDateTime.of(1942, 6, 3, 4, 30), false),
                new TurnSlot(2, LocalDateTime.of(1942, 6, 3, 8, 0), false));
        List<UnitDef> units = List.of(
                unit("Yorktown", Side.US, UnitType.CV, Arrival.of(Arrival.Kind.SETUP), null, Vp.of(5)),
                unit("YF1", Side.US, UnitType.F, Arrival.of(Arrival.Kind.ABOARD), "Yorktown", Vp.of(1)),
                unit("MarA", Side.US, UnitType.LAND, Arrival.of(Arrival.Kind.ABOARD), "MID", Vp.of(1)),
                unit("Kaga", Side.JP, UnitType.CV, Arrival.group(1), null, Vp.of(5)),
                unit("KF1", Side.JP, UnitType.F, Arrival.of(Arrival.Kind.ABOARD), "Kaga", Vp.of(1)),
                unit("KR1", Side.JP, UnitType.F, Arrival.of(Arrival.Kind.RESERVE), "Kaga", Vp.of(1)),
                unit("I168", Side.JP, UnitType.SS, Arrival.of(Arrival.Kind.ON_MAP), null, Vp.of(1)));
        return new Scenario(
                "small-test",
                "Small test scenario",
                map,
                schedule,
                units,
                List.of(new Airfield(UnitId.of("MID"), "M", "Midway", Side.US, midway, 16)),
                List.of(),
                List.of(),
                List.of(),
                0,
                0,
                2,
                new VictoryPoints(
                        Vp.of(11), Vp.of(1), Vp.of(1), Map.of(Side.US, Vp.quarter(), Side.JP, Vp.half()), Vp.of(1)));
    }

    private static UnitDef unit(String id, Side side, UnitType type, Arrival arrival, String base, Vp vp) {
        return new UnitDef(
                UnitId.of(id),
                side,
                type,
                id,
                "",
                arrival,
                2,
                5,
                type.isNaval() ? 3 : 0,
                type.isAircraft() ? 4 : 0,
                type.isNaval() ? Speed.EVERY_TURN : null,
                type.isAircraft() ? 4 : 0,
                base == null ? null : UnitId.of(base),
                type.isCarrier() ? 12 : 0,
                vp,
                "test");
    }

    public static GameState initialState() {
        return InitialState.of(smallScenario());
    }

    public static GameSeed seed() {
        return GameSeed.fromNumber(42).withNonce(new byte[GameSeed.RANDOM_BYTES]); // one commitment for every call
    }

    public static GameConfig config(String id) {
        return new GameConfig(
                GameId.parse(id),
                "small-test",
                Map.of(
                        Side.US,
                        List.of(new Player("nimitz@example.org", Language.EN)),
                        Side.JP,
                        List.of(new Player("yamamoto@example.org", Language.FR))),
                null,
                seed().commitment(GameId.parse(id)),
                CREATED);
    }

    /** A new game {@code id} in {@code home}. */
    public static GameStore newGame(GamesHome home, String id) {
        return GameStore.create(home, config(id), seed(), initialState());
    }

    /**
     * The state after "phase" {@code k} of a scripted game: turn k, Yorktown a step further east,
     * one more US sighting. Each k gives a different state, the same one every time.
     */
    public static GameState step(GameState s, int k) {
        UnitId yorktown = UnitId.of("Yorktown");
        GameState next = s.at(k, Phase.values()[1 + k % 11])
                .withUnit(s.unitOrThrow(yorktown)
                        .at(new Location.OnMap(new Hex(k % 12, 1 + k % 10)))
                        .movedOn(k));
        return next.withKnowledge(
                Side.US,
                next.knowledgeOf(Side.US)
                        .withSighting(new Sighting(k, new Hex(k % 12, 2), SightingLevel.SHIPS, SearchKind.AIR)));
    }
}
