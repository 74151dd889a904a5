package org.umpire.cli.aar;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.umpire.cli.map.MapView;
import org.umpire.cli.report.EventLine;
import org.umpire.cli.report.MapViews;
import org.umpire.cli.report.ReportMoment;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.TurnSlot;
import org.umpire.engine.state.GameState;

/** One turn's story from the phases resolved in it. */
final class TurnStoryBuilder {

    private final String gameId;
    private final Scenario scenario;
    private final MovesBuilder moves;

    TurnStoryBuilder(String gameId, Forces forces) {
        this.gameId = gameId;
        this.scenario = forces.scenario();
        this.moves = new MovesBuilder(forces);
    }

    /** The story of {@code turn} from its steps (at least one, all of that turn, in order). */
    TurnStory build(int turn, List<Step> steps) {
        TurnSlot slot = scenario.turn(Math.max(1, turn));
        List<EventLine> located = new ArrayList<>();
        List<EventLine> other = new ArrayList<>();
        List<PhaseLines> combats = new ArrayList<>();
        Map<Side, SortedSet<Hex>> empty = new EnumMap<>(Side.class);
        for (Step step : steps) {
            List<EventLine> fights = new ArrayList<>();
            for (EventLine line : step.lines()) {
                if (StoryEvents.located(line)) {
                    located.add(line);
                } else if (StoryEvents.combat(line)) {
                    fights.add(line);
                } else if (StoryEvents.other(line)) {
                    other.add(line);
                } else if (StoryEvents.searchedEmpty(line)) {
                    emptyHex(line, empty);
                }
            }
            if (!fights.isEmpty()) {
                combats.add(new PhaseLines(step.phase(), fights));
            }
        }
        Step last = steps.get(steps.size() - 1);
        return new TurnStory(
                turn,
                slot.time(),
                turn > 0 && slot.night(),
                moves(turn, steps),
                located,
                empty,
                combats,
                other,
                map(turn, last));
    }

    private List<ForceMove> moves(int turn, List<Step> steps) {
        if (turn == 0) {
            return moves.placed(steps.get(steps.size() - 1).after());
        }
        for (Step s : steps) {
            if (s.phase() == Phase.MOVEMENT) {
                return moves.moved(s.before(), s.after());
            }
        }
        return List.of();
    }

    private static void emptyHex(EventLine line, Map<Side, SortedSet<Hex>> empty) {
        Optional<Side> side = Side.tryParse(line.params().getOrDefault("side", ""));
        Optional<Hex> hex = Hex.tryParse(line.params().getOrDefault("hex", ""));
        if (side.isPresent() && hex.isPresent()) {
            empty.computeIfAbsent(side.get(), s -> new TreeSet<>()).add(hex.get());
        }
    }

    /** The umpire's map after the turn's last phase: both sides, the fog, every search of the turn. */
    private MapView map(int turn, Step last) {
        GameState st = last.after();
        return MapViews.forUmpire(
                scenario,
                new ReportMoment(gameId, turn, last.phase()),
                st.units().values(),
                st.fogLifted(),
                st.knowledge());
    }
}
