package org.umpire.engine.event;

import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * A surface combat takes place in {@code hex} (NAV-1): who declared it and who has the initiative
 * (NAV-2, I-10). Both sides have ships in the hex and fight: both read it; the umpire reads the die.
 *
 * @param initiative the side that fires first, empty when both fire at once
 * @param roll       the initiative d10
 */
public record NavalCombatDeclared(
        int turn, Phase phase, Hex hex, SortedSet<Side> declaredBy, Optional<Side> initiative, int roll)
        implements Event {

    public NavalCombatDeclared {
        declaredBy = new TreeSet<>(declaredBy);
    }

    private String initiativeCode() {
        return initiative.map(Side::name).orElse("simultaneous");
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        if (audience == Audience.UMPIRE) {
            return Optional.of(EventKeys.U_NAVAL_COMBAT.view(
                    "hex", hex, "declared-by", declaredBy, "initiative", initiativeCode(), "roll", roll));
        }
        return Optional.of(
                EventKeys.NAVAL_COMBAT.view("hex", hex, "declared-by", declaredBy, "initiative", initiativeCode()));
    }
}
