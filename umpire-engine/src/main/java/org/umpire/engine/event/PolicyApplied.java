package org.umpire.engine.event;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * A side sent no targets for some of its units in a combat step, so its standing order, or the
 * documented default, chose them (section 2 of the carrier-strike issue: every report says which).
 * Its owner and the umpire read it.
 *
 * @param policy the policy applied: a mode code ({@code bombers-first}, {@code spread}) or a
 *               priority list of unit types ({@code CV > BB > CA})
 * @param units  the units whose targets it chose, sorted
 */
public record PolicyApplied(
        int turn, Phase phase, Side side, Hex hex, Kind kind, Source source, String policy, List<UnitId> units)
        implements Event {

    /** What was chosen. */
    public enum Kind {
        /** fighter targets (AIR-3): policy {@code bombers-first} or {@code fighters-first} */
        FIGHTERS,
        /** AA targets (AA-1): policy {@code spread} or {@code strongest-first} */
        AA,
        /** bomb and torpedo targets (BOMB-1): policy a priority list such as {@code CV > BB > CA} */
        BOMBING,
        /** surface fire targets (NAV-3): a priority list, combatants first */
        SURFACE,
        /** submarine targets (SUB-3): a priority list */
        SUBMARINE,
        /** destroyer screens (SUB-2): policy {@code spread} */
        SCREEN,
        /** bombardment (BBD-1): a priority list, or {@code hold-fire} when no order and no standing order */
        BOMBARDMENT,
        /** land combat targets (LAND-3, LAND-4): {@code spread} (every enemy unit once before any twice) */
        LAND;

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Where the targets came from. */
    public enum Source {
        STANDING,
        DEFAULT;

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public PolicyApplied {
        units = List.copyOf(units);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return Views.ownerAndUmpire(
                audience,
                side,
                () -> EventKeys.policyApplied(kind, source)
                        .view("step", phase.name(), "hex", hex, "policy", policy, "units", units),
                () -> EventKeys.umpirePolicyApplied(kind, source)
                        .view("side", side, "step", phase.name(), "hex", hex, "policy", policy, "units", units));
    }
}
