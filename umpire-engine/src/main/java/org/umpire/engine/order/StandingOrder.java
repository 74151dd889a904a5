package org.umpire.engine.order;

import java.util.List;
import java.util.Set;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitType;

/**
 * Standing orders: targeting priorities and defaults a side states once; the engine applies them
 * whenever that side sends no targets for a combat step. They stay in force until replaced.
 */
public sealed interface StandingOrder extends Order
        permits StandingOrder.TargetPriority, StandingOrder.AaPolicy, StandingOrder.FighterPolicy, StandingOrder.AskMe {

    @Override
    default Set<Phase> phases() {
        return Order.anyPhase();
    }

    /** The combat steps a priority list can apply to. */
    enum Step {
        BOMBING,
        SURFACE,
        SUBMARINE,
        BOMBARDMENT,
        LAND
    }

    /** Pick targets of these types first, in this order ({@code bombing priority: CV > BB > CA}). */
    record TargetPriority(Step step, List<UnitType> priority) implements StandingOrder {
        public TargetPriority {
            priority = List.copyOf(priority);
        }
    }

    /** How AA firers pick targets when no AA order is sent (AA-1). */
    record AaPolicy(Mode mode) implements StandingOrder {
        public enum Mode {
            /** one firer per enemy unit, as many units as possible (the default) */
            SPREAD,
            /** strongest bombers first */
            STRONGEST_FIRST
        }
    }

    /** What fighters attack first when no fighter targets are sent (AIR-3). */
    record FighterPolicy(Mode mode) implements StandingOrder {
        public enum Mode {
            BOMBERS_FIRST,
            FIGHTERS_FIRST
        }
    }

    /**
     * {@code ask me in combats} / {@code demande-moi en combat}: the side is waited for in every
     * combat step where it decides, even when its standing orders could decide for it; {@code false}
     * ({@code don't ask me} / {@code ne me demande pas}) lets the standing orders apply at once.
     */
    record AskMe(boolean ask) implements StandingOrder {}
}
