package org.umpire.engine.event;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.state.Raid;

/**
 * A raid took off (RAID-1, RAID-5). Its owner reads its target and aircraft; the umpire also reads
 * the labels the defender knows them by (I-18) and the defending fighters. The defender learns of it
 * through {@link RaidArrived}.
 */
public record RaidLaunched(int turn, Phase phase, Raid raid) implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        List<UnitId> ids = new ArrayList<>();
        List<String> labelled = new ArrayList<>();
        for (Raid.Flight f : raid.aircraft()) {
            ids.add(f.unit());
            labelled.add(f.unit() + " (" + f.label() + ")");
        }
        return Views.ownerAndUmpire(
                audience,
                raid.attacker(),
                () -> (raid.island() ? EventKeys.RAID_LAUNCHED_ISLAND : EventKeys.RAID_LAUNCHED)
                        .view("hex", raid.target(), "aircraft", ids),
                () -> (raid.island() ? EventKeys.U_RAID_LAUNCHED_ISLAND : EventKeys.U_RAID_LAUNCHED)
                        .view(
                                "side",
                                raid.attacker(),
                                "hex",
                                raid.target(),
                                "aircraft",
                                labelled,
                                "defenders",
                                raid.defenders().isEmpty() ? "-" : raid.defenders()));
    }
}
