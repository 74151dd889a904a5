package org.umpire.cli.aar;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.umpire.cli.fixtures.DemoGame;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;

/**
 * "What each side knew, and the truth" (GAME-1, SRCH-7, SRCH-3): the turn a side first located an
 * enemy force, against the turns the force spent within 2 hexes of the side's ships, and how each
 * case is worded in both languages.
 */
class KnowledgeVersusTruthTest {

    private static final Scenario SCENARIO = DemoGame.scenario();
    private static final Hex KIDO_BUTAI = Hex.parse("D7");

    /**
     * TF16 (Enterprise) closes on group 1 (Akagi, staying in D7): far on turn 1, within 2 hexes on
     * turns 2 and 3, away on turn 4, back on turn 5; Japan locates TF16 on turn 3; the US never
     * locates group 1. The submarine SS1 sits next to group 1 all along but is never located (SRCH-3).
     */
    private static List<Step> history() {
        String[] enterprise = {"K7", "F7", "E7", "I7", "F7"};
        assertThat(HexGrid.distance(Hex.parse("K7"), KIDO_BUTAI)).isGreaterThan(Discovery.REACH);
        assertThat(HexGrid.distance(Hex.parse("F7"), KIDO_BUTAI)).isEqualTo(2);
        assertThat(HexGrid.distance(Hex.parse("E7"), KIDO_BUTAI)).isEqualTo(1);
        assertThat(HexGrid.distance(Hex.parse("I7"), KIDO_BUTAI)).isGreaterThan(Discovery.REACH);
        List<Step> steps = new ArrayList<>();
        GameState state = InitialState.of(SCENARIO);
        state = place(state, "Akagi", "D7", "1");
        for (int turn = 1; turn <= enterprise.length; turn++) {
            GameState before = state.at(turn, Phase.MOVEMENT);
            GameState moved = place(before, "Enterprise", enterprise[turn - 1], "TF16");
            steps.add(new Step(turn, Phase.MOVEMENT, before, moved, List.of()));
            GameState searched = moved;
            if (turn == 3) {
                searched = moved.withKnowledge(
                        Side.JP,
                        moved.knowledgeOf(Side.JP)
                                .withSighting(
                                        new Sighting(3, Hex.parse("E7"), SightingLevel.CARRIERS, SearchKind.AIR)));
            }
            steps.add(new Step(turn, Phase.SEARCH, moved, searched, List.of()));
            state = searched;
        }
        return steps;
    }

    private static GameState place(GameState state, String unit, String hex, String group) {
        return state.withUnit(state.unitOrThrow(UnitId.of(unit))
                .at(new Location.OnMap(Hex.parse(hex)))
                .inGroup(group));
    }

    private static List<Discovery> discoveries() {
        return new DiscoveryBuilder(new Forces(SCENARIO)).build(history());
    }

    private static Discovery of(Side searcher) {
        return discoveries().stream()
                .filter(d -> d.searcher() == searcher)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void SRCH_7_japan_located_TF16_on_turn_3_and_TF16_had_been_within_2_hexes_since_turn_2() {
        Discovery d = of(Side.JP);
        assertThat(d.enemy()).isEqualTo(new Force(Side.US, "TF16", true));
        assertThat(d.kind()).isEqualTo(Discovery.ForceKind.CARRIERS);
        assertThat(d.located()).hasValue(3);
        assertThat(d.spells())
                .containsExactly(
                        new NearSpell(2, 3, new Force(Side.JP, "1", true)),
                        new NearSpell(5, 5, new Force(Side.JP, "1", true)));
        assertThat(d.ships()).containsExactly("Enterprise");
        assertThat(KnowledgeContext.line(d, messages(Language.EN)))
                .isEqualTo(
                        "TF16: first located on turn 3; it had been within 2 hexes of Japanese ships (Group 1) since turn 2.");
        assertThat(KnowledgeContext.line(d, messages(Language.FR)))
                .isEqualTo("TF16 : repéré pour la première fois au tour 3 ;"
                        + " il se trouvait à 2 hexagones ou moins des navires japonais (Groupe 1) depuis le tour 2.");
    }

    @Test
    void SRCH_7_the_us_never_located_group_1_though_it_spent_3_turns_within_2_hexes_of_TF16() {
        Discovery d = of(Side.US);
        assertThat(d.enemy()).isEqualTo(new Force(Side.JP, "1", true));
        assertThat(d.located()).isEmpty();
        assertThat(d.turnsNear()).isEqualTo(3);
        assertThat(KnowledgeContext.line(d, messages(Language.EN)))
                .isEqualTo(
                        "Group 1: never located, though it spent 3 turn(s) within 2 hexes of US ships (TF16), from turn 2.");
        assertThat(KnowledgeContext.line(d, messages(Language.FR)))
                .isEqualTo("Groupe 1 : jamais repéré, bien qu'il ait passé"
                        + " 3 tour(s) à 2 hexagones ou moins des navires américains (TF16), à partir du tour 2.");
    }

    @Test
    void SRCH_3_submarines_alone_are_never_listed_they_cannot_be_located() {
        List<Step> steps = history();
        Step last = steps.get(steps.size() - 1);
        GameState withSub = place(last.after(), "SS1", "D6", null);
        steps.set(
                steps.size() - 2,
                new Step(5, Phase.MOVEMENT, steps.get(steps.size() - 2).before(), withSub, List.of()));
        List<Discovery> found = new DiscoveryBuilder(new Forces(SCENARIO)).build(steps);
        assertThat(found).extracting(d -> d.enemy().label()).containsExactly("1", "TF16");
    }

    @Test
    void every_case_has_its_own_words_in_both_languages() {
        Force tf16 = new Force(Side.US, "TF16", true);
        Force group1 = new Force(Side.JP, "1", true);
        NearSpell spell = new NearSpell(7, 9, group1);
        Discovery same = new Discovery(
                Side.JP, tf16, Discovery.ForceKind.CARRIERS, List.of("Enterprise"), OptionalInt.of(7), List.of(spell));
        Discovery earlier = new Discovery(
                Side.JP, tf16, Discovery.ForceKind.CARRIERS, List.of("Enterprise"), OptionalInt.of(12), List.of(spell));
        Discovery far = new Discovery(
                Side.JP, tf16, Discovery.ForceKind.CARRIERS, List.of("Enterprise"), OptionalInt.of(5), List.of(spell));
        Discovery never = new Discovery(
                Side.JP, tf16, Discovery.ForceKind.CARRIERS, List.of("Enterprise"), OptionalInt.empty(), List.of());
        Messages en = messages(Language.EN);
        assertThat(KnowledgeContext.line(same, en))
                .isEqualTo(
                        "TF16: first located on turn 7, the turn it came within 2 hexes of Japanese ships (Group 1).");
        assertThat(KnowledgeContext.line(earlier, en))
                .isEqualTo(
                        "TF16: first located on turn 12; it had been within 2 hexes of Japanese ships (Group 1) from turn 7 to turn 9.");
        assertThat(KnowledgeContext.line(far, en))
                .isEqualTo(
                        "TF16: first located on turn 5, without having come within 2 hexes of Japanese ships before.");
        assertThat(KnowledgeContext.line(never, en))
                .isEqualTo("TF16: never located; it never came within 2 hexes of Japanese ships.");
        Messages fr = messages(Language.FR);
        for (Discovery d : List.of(same, earlier, far, never)) {
            assertThat(KnowledgeContext.line(d, fr))
                    .startsWith("TF16 : ")
                    .contains("hexagones ou moins des navires japonais")
                    .doesNotContain("{");
        }
    }

    private static Messages messages(Language language) {
        return TemplateSource.builtIn().messages(language);
    }
}
