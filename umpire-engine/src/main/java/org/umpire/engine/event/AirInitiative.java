package org.umpire.engine.event;

import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * Who fires first in the air combat over {@code hex} (AIR-2): the defender when the raid has no
 * escort ({@code roll} 0), else the umpire's roll. Both sides of that combat read it.
 */
public record AirInitiative(int turn, Phase phase, Hex hex, boolean island, Side attacker, Side initiative, int roll)
        implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        if (audience == Audience.UMPIRE) {
            return Optional.of(
                    roll == 0
                            ? EventKeys.U_AIR_INITIATIVE_DEFENDER.view("hex", hex, "side", initiative)
                            : EventKeys.U_AIR_INITIATIVE_ROLLED.view("hex", hex, "side", initiative, "roll", roll));
        }
        return Optional.of(
                roll == 0
                        ? EventKeys.AIR_INITIATIVE_DEFENDER.view("hex", hex, "side", initiative)
                        : EventKeys.AIR_INITIATIVE_ROLLED.view("hex", hex, "side", initiative));
    }
}
