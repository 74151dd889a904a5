package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.umpire.engine.testkit.TestScenario.h;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.event.EventKeys;
import org.umpire.engine.event.EventView;
import org.umpire.engine.event.KnowledgeFolder;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.order.SetupOrder;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Knowledge;
import org.umpire.engine.state.LocatedNotice;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.testkit.EastboundBot;
import org.umpire.engine.testkit.FogHoldsDice;
import org.umpire.engine.testkit.Games;
import org.umpire.engine.testkit.TestScenario;

/**
 * Each side's knowledge comes from its own event views only (GAME-1, PRODUCT "No leak"): it is
 * exactly the fold of those views, no view names an enemy unit, and changing what a side cannot
 * see changes nothing it reads.
 */
class KnowledgeTest {

    private static final Scenario SC = TestScenario.midway();
    private static final String SEED = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";

    private static List<EventView> viewsOf(List<Resolution> game, Side side) {
        return game.stream().flatMap(r -> r.viewsFor(side.audience()).stream()).collect(Collectors.toList());
    }

    private static List<Resolution> eastbound() {
        EastboundBot bot = new EastboundBot(SC, Map.of(1, "A6", 2, "A8", 3, "A3", 4, "A10"), 'I');
        return Games.play(SC, bot::orders, SeededDice.fromHex(SEED), 500);
    }

    @Test
    void SRCH_10_a_side_s_knowledge_is_exactly_what_its_own_views_told_it() {
        List<Resolution> game = eastbound();
        GameState end = Games.last(game);

        for (Side side : Side.values()) {
            Knowledge folded = KnowledgeFolder.apply(Knowledge.EMPTY, viewsOf(game, side));
            assertThat(end.knowledgeOf(side)).isEqualTo(folded);
        }
        assertThat(end.knowledgeOf(Side.US).sightings()).anyMatch(Sighting::located);
        assertThat(end.knowledgeOf(Side.JP).notices()).isNotEmpty();
    }

    @Test
    void GAME_1_no_view_of_a_side_ever_names_an_enemy_unit() {
        List<Resolution> game = eastbound();

        for (Side side : Side.values()) {
            Set<String> enemy =
                    SC.unitsOf(side.enemy()).stream().map(d -> d.id().value()).collect(Collectors.toSet());
            for (EventView v : viewsOf(game, side)) {
                for (String value : v.params().values()) {
                    assertThat(Arrays.asList(value.split(", ")))
                            .as(v.toString())
                            .doesNotContainAnyElementsOf(enemy);
                }
            }
        }
    }

    @Test
    void GAME_1_what_JP_does_in_the_fog_changes_nothing_the_US_reads() {
        List<Resolution> a = fogGame("A3", "B3");
        List<Resolution> b = fogGame("A5", "C5");

        assertThat(Games.last(a).unitOrThrow(UnitId.of("Akagi")).location())
                .isNotEqualTo(Games.last(b).unitOrThrow(UnitId.of("Akagi")).location());
        assertThat(viewsOf(a, Side.US)).isEqualTo(viewsOf(b, Side.US));
        assertThat(Games.last(a).knowledgeOf(Side.US)).isEqualTo(Games.last(b).knowledgeOf(Side.US));
    }

    @Test
    void GAME_1_where_the_US_fleet_waits_unseen_changes_nothing_JP_reads() {
        List<Resolution> a = usGame("N5", "O5");
        List<Resolution> b = usGame("M8", "M9");

        assertThat(viewsOf(a, Side.JP)).isEqualTo(viewsOf(b, Side.JP));
        assertThat(Games.last(a).knowledgeOf(Side.JP)).isEqualTo(Games.last(b).knowledgeOf(Side.JP));
        assertThat(viewsOf(a, Side.US)).isNotEqualTo(viewsOf(b, Side.US));
    }

    /** JP group 1 enters at {@code entry} and moves once to {@code next}, all inside the fog, which holds. */
    private static List<Resolution> fogGame(String entry, String next) {
        return Games.play(
                SC,
                (s, side) -> {
                    if (side == Side.JP && s.phase() == Phase.MOVEMENT) {
                        List<UnitId> group1 = SC.unitsOf(Side.JP).stream()
                                .filter(d -> d.arrival().group() == 1)
                                .map(d -> d.id())
                                .collect(Collectors.toList());
                        if (s.turn() == 1) {
                            return new OrderSet(side, List.of(new MovementOrder.Enter(group1, h(entry))));
                        }
                        if (s.turn() == 2) {
                            return new OrderSet(side, List.of(new MovementOrder.Move(group1, h(next))));
                        }
                    }
                    return DefaultOrders.of(SC, s, side);
                },
                new FogHoldsDice(SEED),
                12);
    }

    /** The US surface fleet starts in {@code setup} and moves once to {@code next}, far from any JP search. */
    private static List<Resolution> usGame(String setup, String next) {
        List<UnitId> fleet = SC.unitsOf(Side.US).stream()
                .filter(d -> d.type().category() == UnitCategory.SHIP)
                .map(d -> d.id())
                .collect(Collectors.toList());
        return Games.play(
                SC,
                (s, side) -> {
                    if (side == Side.US && s.phase() == Phase.SETUP) {
                        List<Order> orders =
                                new ArrayList<>(DefaultOrders.of(SC, s, side).orders());
                        orders.add(0, new SetupOrder.Place(fleet, h(setup)));
                        return new OrderSet(side, orders);
                    }
                    if (side == Side.US && s.phase() == Phase.MOVEMENT && s.turn() == 1) {
                        return new OrderSet(side, List.of(new MovementOrder.Move(fleet, h(next))));
                    }
                    return DefaultOrders.of(SC, s, side);
                },
                new FogHoldsDice(SEED),
                12);
    }

    @Test
    void the_folder_keeps_results_and_notices_and_nothing_else() {
        List<EventView> views = List.of(
                EventKeys.result(SightingLevel.CARRIERS, SearchKind.AIR).view("turn", 3, "hex", "D4"),
                EventKeys.result(SightingLevel.NO_SHIPS, SearchKind.NAVAL).view("turn", 3, "hex", "E5"),
                EventKeys.SEARCH_RESULT_FOG.view("turn", 3, "hex", "B2"),
                EventKeys.located(SearchKind.NAVAL).view("turn", 3, "hex", "H6"),
                EventKeys.MOVED.view("unit", "Kaga", "from", "A1", "to", "A2"));

        Knowledge k = KnowledgeFolder.apply(Knowledge.EMPTY, views);

        assertThat(k.sightings())
                .containsExactly(
                        new Sighting(3, h("D4"), SightingLevel.CARRIERS, SearchKind.AIR),
                        new Sighting(3, h("E5"), SightingLevel.NO_SHIPS, SearchKind.NAVAL));
        assertThat(k.notices()).containsExactly(new LocatedNotice(3, h("H6"), SearchKind.NAVAL));
        assertThat(k.locatedHexes(3)).containsExactly(h("D4"));
        assertThat(k.enemyUnits()).isEmpty();
    }

    @Test
    void only_the_side_s_own_audience_feeds_its_knowledge() {
        List<Resolution> game = eastbound();
        List<EventView> umpire =
                game.stream().flatMap(r -> r.viewsFor(Audience.UMPIRE).stream()).collect(Collectors.toList());

        assertThat(KnowledgeFolder.apply(Knowledge.EMPTY, umpire)).isEqualTo(Knowledge.EMPTY);
    }
}
