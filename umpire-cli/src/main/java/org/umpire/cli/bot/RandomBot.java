package org.umpire.cli.bot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.UnitState;

/**
 * A player that writes random orders among the legal ones it can think of (for fuzzing and as the
 * yardstick of the plan bots): random moves and entries, random searches, random raids on what it
 * located; its lines go through the orders parser like any player's, and a line refused there is
 * simply not played. Deterministic for its seed, turn and phase.
 */
public final class RandomBot implements Bot {

    private final long seed;

    public RandomBot(long seed) {
        this.seed = seed;
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public String orders(SideView view) {
        Random r = new Random(seed * 1_000_003L
                + view.turn() * 31L
                + view.phase().ordinal() * 7L
                + view.side().ordinal());
        Sight s = new Sight(view);
        StringBuilder out = new StringBuilder();
        switch (view.phase()) {
            case SETUP -> {
                if (view.side() == Side.JP) {
                    out.append("I-168 -> ")
                            .append(new Hex(
                                    r.nextInt(s.grid().columns()),
                                    1 + r.nextInt(s.grid().rows())))
                            .append('\n');
                }
            }
            case MOVEMENT -> {
                for (UnitDef d : view.scenario().unitsOf(view.side())) {
                    UnitState u = view.own(d.id()).orElse(null);
                    if (u != null
                            && u.location() instanceof Location.OffMap
                            && d.arrival().kind() == Arrival.Kind.GROUP
                            && r.nextInt(3) > 0) {
                        out.append(d.id().value())
                                .append(" enters A")
                                .append(1 + r.nextInt(s.grid().rows()))
                                .append('\n');
                    }
                }
                for (Map.Entry<Hex, List<UnitState>> e : s.shipsByHex().entrySet()) {
                    List<Hex> n = new ArrayList<>(s.grid().neighbours(e.getKey()));
                    for (UnitState u : e.getValue()) {
                        if (r.nextInt(4) > 0) {
                            out.append(u.id().value())
                                    .append(" -> ")
                                    .append(n.get(r.nextInt(n.size())))
                                    .append('\n');
                        }
                    }
                }
            }
            case SEARCH -> {
                for (SearchSource src : view.scenario().searchSourcesOf(view.side())) {
                    if (src.automatic() || src.centre() == null) {
                        continue;
                    }
                    for (int i = 0; i < src.count(); i++) {
                        List<Hex> within = new ArrayList<>(s.grid().within(src.centre(), src.radius()));
                        out.append("search ")
                                .append(within.get(r.nextInt(within.size())))
                                .append(" with ")
                                .append(src.id())
                                .append('\n');
                    }
                }
            }
            case RAID_DECLARATION -> {
                for (Sighting sg : view.knowledge().sightingsOn(view.turn())) {
                    if (!sg.located() || r.nextBoolean()) {
                        continue;
                    }
                    List<UnitId> raid = new ArrayList<>();
                    for (UnitState c : s.carriers()) {
                        for (UnitId id : s.ready(c.id(), List.of(UnitType.F, UnitType.D, UnitType.T))) {
                            if (r.nextBoolean()) {
                                raid.add(id);
                            }
                        }
                    }
                    if (!raid.isEmpty()) {
                        out.append("raid on ")
                                .append(sg.hex())
                                .append(": ")
                                .append(Sight.join(raid))
                                .append('\n');
                    }
                }
            }
            default -> {}
        }
        return out.toString();
    }
}
