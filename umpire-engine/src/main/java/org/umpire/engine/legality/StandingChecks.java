package org.umpire.engine.legality;

import java.util.HashSet;
import java.util.Set;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.StandingOrder;

/** Standing orders: a priority list names each type once, and only types that step can hit. */
final class StandingChecks {

    private StandingChecks() {}

    static void standing(Problems p, StandingOrder o) {
        if (!(o instanceof StandingOrder.TargetPriority)) {
            if (!(o instanceof StandingOrder.AaPolicy)
                    && !(o instanceof StandingOrder.FighterPolicy)
                    && !(o instanceof StandingOrder.AskMe)) {
                throw new AssertionError(o);
            }
            return;
        }
        StandingOrder.TargetPriority t = (StandingOrder.TargetPriority) o;
        if (t.priority().isEmpty()) {
            p.add(ProblemKind.PRIORITY_EMPTY);
        }
        Set<UnitType> seen = new HashSet<>();
        for (UnitType type : t.priority()) {
            if (!seen.add(type)) {
                p.add(ProblemKind.PRIORITY_DUPLICATE_TYPE, "type", type);
            }
            if (!fits(t.step(), type)) {
                p.add(
                        ProblemKind.PRIORITY_WRONG_TYPE,
                        "type",
                        type,
                        "step",
                        t.step().name());
            }
        }
    }

    static boolean fits(StandingOrder.Step step, UnitType type) {
        return switch (step) {
            case BOMBING, SURFACE, SUBMARINE -> type.category() == UnitCategory.SHIP;
            case BOMBARDMENT, LAND -> type == UnitType.LAND;
        };
    }
}
