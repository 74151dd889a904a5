package org.umpire.engine.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.dice.RollPurpose;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.FinalScore;
import org.umpire.engine.event.GameEnded;
import org.umpire.engine.event.GroupEntered;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Knowledge;

/**
 * A whole game told turn by turn, on the scenario a subclass gives: JP groups 1–4 enter and steam
 * east, in and out of the fog, while the US searches from Midway and its carriers close in from the
 * east (players: {@link StoryBot}). The fog holds until it lifts at the end of turn 9. Checks, turn
 * by turn, who located whom. Run on the engine's {@link TestScenario#midway()} and on the CLI's
 * real scenario data.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class MidwayStory {

    /** Every resolution of the game, from set-up to the end. */
    protected List<Resolution> game;
    /** The state after the last resolution. */
    protected GameState end;

    /** The scenario the story is played on. */
    protected abstract Scenario scenario();

    /** Seeded dice; the fog lifts at the end of turn 9 and not before. */
    private static final class StoryDice implements Dice {
        private final SeededDice seeded = SeededDice.fromHex("5eed5eed5eed5eed5eed5eed5eed5eed");

        @Override
        public int roll(RollPurpose purpose, int sides) {
            if (purpose.key().endsWith("/fog-lift")) {
                return purpose.key().equals("T9/P11/fog-lift") ? 1 : 10;
            }
            return seeded.roll(purpose, sides);
        }

        @Override
        public List<Roll> log() {
            return seeded.log();
        }
    }

    @BeforeAll
    void playTheStory() {
        Scenario sc = scenario();
        StoryBot bot = new StoryBot(sc);
        game = Games.play(sc, bot::orders, new StoryDice(), 500);
        end = Games.last(game);
    }

    private Knowledge us() {
        return end.knowledgeOf(Side.US);
    }

    private Knowledge jp() {
        return end.knowledgeOf(Side.JP);
    }

    private List<String> seen(Side side, int turn, String prefix) {
        return game.stream()
                .flatMap(r -> r.viewsFor(side.audience()).stream())
                .filter(v -> v.key().startsWith(prefix)
                        && v.params().getOrDefault("turn", "").equals(Integer.toString(turn)))
                .map(Object::toString)
                .collect(Collectors.toList());
    }

    private static Hex h(String name) {
        return Hex.parse(name);
    }

    @Test
    public void turn_1_group_1_enters_at_A6_beyond_every_search_and_the_others_follow() {
        assertThat(us().locatedHexes(1)).isEmpty();
        assertThat(jp().locatedHexes(1)).isEmpty();
        assertThat(game.stream()
                        .flatMap(r -> r.events().stream())
                        .filter(e -> e instanceof GroupEntered)
                        .map(e -> ((GroupEntered) e).group() + "@" + ((GroupEntered) e).hex())
                        .distinct())
                .startsWith("1@A6")
                .contains("2@A3", "3@A8", "4@A4", "13@A1");
    }

    @Test
    public void turns_2_to_5_Midway_follows_group_1_east_and_JP_is_told_each_time() {
        for (int t = 2; t <= 5; t++) {
            Hex track = new Hex(t - 1, 6);
            assertThat(us().locatedHexes(t)).as("turn " + t).contains(track);
            assertThat(seen(Side.US, t, "search.result.carriers.air"))
                    .as("turn " + t)
                    .contains("search.result.carriers.air hex=" + track + " turn=" + t);
            assertThat(jp().noticesOn(t)).as("turn " + t).contains(track);
        }
    }

    @Test
    public void turns_3_to_5_group_2_in_the_fog_under_the_B4_search_is_never_located() {
        assertThat(seen(Side.US, 3, "search.result.fog")).contains("search.result.fog hex=B3 turn=3");
        for (int t = 3; t <= 5; t++) {
            assertThat(us().locatedHexes(t)).as("turn " + t).noneMatch(hex -> hex.row() <= 5 && hex.column() <= 5);
        }
    }

    @Test
    public void turn_5_the_D8_search_finds_group_3_s_fast_ships_without_carriers() {
        assertThat(seen(Side.US, 5, "search.result.ships.air")).contains("search.result.ships.air hex=C8 turn=5");
    }

    @Test
    public void turns_6_and_7_no_air_search_at_night_and_Kure_s_observers_are_lost_to_group_1() {
        for (int t = 6; t <= 7; t++) {
            assertThat(seen(Side.US, t, "search.result")).as("turn " + t).noneMatch(v -> v.contains(".air "));
            assertThat(seen(Side.JP, t, "search.result")).as("turn " + t).noneMatch(v -> v.contains(".air "));
        }
        assertThat(us().locatedHexes(7)).isSubsetOf(h("G6"));
        assertThat(end.lostIslandSearches()).contains(NamedHexes.KURE);
    }

    @Test
    public void turn_8_group_1_reaches_Midway_and_its_floatplanes_find_the_US_carriers_at_J5() {
        assertThat(us().locatedHexes(8)).contains(h("H6"));
        assertThat(jp().locatedHexes(8)).contains(h("J5"));
        assertThat(seen(Side.JP, 8, "search.result.carriers")).contains("search.result.carriers.air hex=J5 turn=8");
        assertThat(us().noticesOn(8)).contains(h("J5"));
        assertThat(end.usCarrierFirstLocatedTurn()).isEqualTo(8);
        assertThat(game.stream().flatMap(r -> r.viewsFor(Audience.JP).stream()).map(Object::toString))
                .contains("arrival.late-group earliest-turn=13 group=13 located-turn=8");
    }

    @Test
    public void turns_9_and_10_group_4_hidden_in_the_fog_at_F4_is_found_once_the_fog_lifts() {
        assertThat(seen(Side.US, 9, "search.result")).contains("search.result.fog hex=F4 turn=9");
        assertThat(us().locatedHexes(9)).doesNotContain(h("F4"));
        assertThat(end.fogLiftedTurn()).isEqualTo(9);
        assertThat(seen(Side.US, 10, "search.result")).contains("search.result.carriers.air hex=F4 turn=10");
        assertThat(jp().noticesOn(10)).contains(h("F4"));
    }

    @Test
    public void VP_3_VP_4_turn_13_group_13_enters_and_the_game_ends_after_turn_25_with_the_US_holding_Midway() {
        assertThat(game.stream()
                        .flatMap(r -> r.events().stream())
                        .filter(e -> e instanceof GroupEntered)
                        .map(e -> (GroupEntered) e)
                        .filter(g -> g.group() == 13)
                        .map(GroupEntered::turn))
                .containsOnly(13);
        List<Event> last = game.get(game.size() - 1).events();
        GameEnded ended = (GameEnded) last.get(last.size() - 1);
        assertThat(ended.ending()).isEqualTo(GameEnded.Ending.LAST_TURN);
        assertThat(ended.winner()).contains(Side.US);
        assertThat(end.turn()).isEqualTo(25);
        assertThat(ended.usVp()).as("no shot fired: Midway's 11 VP alone").isEqualTo(Vp.of(11));
        assertThat(ended.jpVp()).isEqualTo(Vp.ZERO);
        assertThat(last).filteredOn(e -> e instanceof FinalScore).hasSize(2);
    }
}
