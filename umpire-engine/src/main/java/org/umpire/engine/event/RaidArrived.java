package org.umpire.engine.event;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.state.Raid;

/**
 * A raid reaches its target (RAID-7): the defender reads the hex, the direction it comes from (the
 * hexes adjacent to the target on its shortest paths, or "overhead" when it took off in the target
 * hex) and the neutral labels of its aircraft (I-18) — never their ids or carriers. Each label's type
 * and strength come as {@link EnemyUnitSeen} events.
 */
public record RaidArrived(int turn, Phase phase, Raid raid) implements Event {

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        List<UnitId> labels = new ArrayList<>();
        for (Raid.Flight f : raid.aircraft()) {
            labels.add(f.label());
        }
        Object from = raid.arrivesFrom().isEmpty() ? "-" : raid.arrivesFrom();
        Object defenders = raid.defenders().isEmpty() ? "-" : raid.defenders();
        return Views.ownerAndUmpire(
                audience,
                raid.defender(),
                () -> (raid.arrivesFrom().isEmpty()
                        ? (raid.island() ? EventKeys.RAID_ARRIVED_ISLAND_OVERHEAD : EventKeys.RAID_ARRIVED_OVERHEAD)
                                .view("turn", turn, "hex", raid.target(), "raiders", labels, "defenders", defenders)
                        : (raid.island() ? EventKeys.RAID_ARRIVED_ISLAND : EventKeys.RAID_ARRIVED)
                                .view(
                                        "turn",
                                        turn,
                                        "hex",
                                        raid.target(),
                                        "raiders",
                                        labels,
                                        "from",
                                        from,
                                        "defenders",
                                        defenders)),
                () -> EventKeys.U_RAID_ARRIVED.view("side", raid.defender(), "hex", raid.target(), "from", from));
    }
}
