package org.umpire.cli.aar;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.UnitState;

/** Each side's losses, step by step, from the states before and after each phase. */
final class LossesBuilder {

    private LossesBuilder() {}

    static Map<Side, List<Loss>> of(Scenario scenario, List<Step> steps) {
        Map<Side, List<Loss>> result = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            result.put(s, new ArrayList<>());
        }
        for (Step step : steps) {
            for (UnitState u : step.after().units().values()) {
                Optional<UnitState> b = step.before().unit(u.id());
                if (b.isEmpty() || b.get().isEliminated()) {
                    continue;
                }
                UnitDef def = scenario.unitOrThrow(u.id());
                Loss.Kind kind = u.isEliminated()
                        ? Loss.Kind.ELIMINATED
                        : u.steps() < b.get().steps() ? Loss.Kind.REDUCED : null;
                if (kind != null) {
                    result.get(def.side()).add(new Loss(def.side(), u.id(), def.name(), def.type(), step.turn(), kind));
                }
            }
        }
        return result;
    }
}
