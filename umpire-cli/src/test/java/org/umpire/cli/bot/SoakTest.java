package org.umpire.cli.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.StateCheck;
import org.umpire.cli.store.StateYaml;
import org.umpire.engine.event.EventView;
import org.umpire.engine.event.KnowledgeFolder;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Knowledge;

/**
 * Bot games with invariant checks after every engine call: the state passes the store's checks of
 * a hand-edited file (units where units may be, steps, counters, capacities: {@link StateCheck}) and
 * reads back the same from its YAML; each side's knowledge is exactly the fold of the views it was
 * given; a side never reads an enemy unit's id it was not shown. A short run here (CI);
 * {@code -Dumpire.soak.games=N} for a long one (scripts/soak.sh).
 */
@Tag("soak")
class SoakTest {

    private static final Scenario SC = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);
    private static final int GAMES = Integer.getInteger("umpire.soak.games", 6);
    /** The first game's number ({@code -Dumpire.soak.first=N}): to go on with a long run, or replay a violation's game. */
    private static final int FIRST = Integer.getInteger("umpire.soak.first", 0);

    @Test
    void soak_random_and_plan_bots_keep_every_invariant_after_every_phase() {
        List<String> violations = new ArrayList<>();
        int[] checks = {0};
        List<Simulation.Players> pairings = List.of(
                new Simulation.Players("random", "random"),
                new Simulation.Players("plan", "random"),
                new Simulation.Players("random", "plan"));
        for (int g = FIRST; g < FIRST + GAMES; g++) {
            long seed = 7_000 + g;
            Simulation.Players players = pairings.get(g % pairings.size());
            Map<Side, List<EventView>> seen = new EnumMap<>(Side.class);
            for (Side side : Side.values()) {
                seen.put(side, new ArrayList<>());
            }
            BotMatch.play(SC, seed, players::make, r -> {
                checks[0]++;
                check(seed, r, seen, violations);
            });
        }
        System.out.println(
                "soak: " + GAMES + " games, " + checks[0] + " phases checked, " + violations.size() + " violations");
        assertThat(violations).isEmpty();
    }

    private static void check(long seed, Resolution r, Map<Side, List<EventView>> seen, List<String> violations) {
        GameState s = r.next();
        String where = "seed " + seed + ", turn " + s.turn() + " " + s.phase() + ": ";
        byte[] yaml = StateYaml.write(s);
        StateCheck.problems(SC, s, "state.yaml", yaml).forEach(p -> violations.add(where + p));
        if (!StateYaml.read("state.yaml", yaml).equals(s)) {
            violations.add(where + "the state does not read back the same from its YAML");
        }
        for (Side side : Side.values()) {
            List<EventView> views = r.viewsFor(side.audience());
            seen.get(side).addAll(views);
            Knowledge folded = KnowledgeFolder.apply(Knowledge.EMPTY, seen.get(side));
            if (!folded.equals(s.knowledgeOf(side))) {
                violations.add(where + side + "'s knowledge is not the fold of its views");
            }
            Set<String> shown = new TreeSet<>();
            for (EnemyUnitReport e : s.knowledgeOf(side).enemyUnits()) {
                shown.add(e.id().value());
            }
            // the land units ashore at Midway are public (I-ENG-42): the side's view lists them
            for (EnemyUnitReport e :
                    SideView.of(SC, s, side).knownEnemies(SC.map().midway())) {
                shown.add(e.id().value());
            }
            for (EventView v : views) {
                for (Map.Entry<String, String> param : v.params().entrySet()) {
                    if (param.getKey().equals("policy")) {
                        continue; // a standing priority is told in type codes ("CV > SFT"), some of which are also ids
                    }
                    String value = param.getValue();
                    for (String word : value.split("[, ()]+")) {
                        UnitDef d = word.isEmpty() ? null : SC.unitIndex().get(safeId(word));
                        if (d != null && d.side() != side && !shown.contains(word)) {
                            violations.add(where + side + " reads " + word + " (never shown to it) in " + v.key());
                        }
                    }
                }
            }
        }
    }

    private static UnitId safeId(String word) {
        try {
            return UnitId.of(word);
        } catch (IllegalArgumentException e) {
            return UnitId.of("none");
        }
    }
}
