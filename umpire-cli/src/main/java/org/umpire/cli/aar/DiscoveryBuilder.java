package org.umpire.cli.aar;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Knowledge;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.UnitState;

/**
 * What each side knew against the truth: for every enemy force that went to sea (submarines
 * aside: they are never located, SRCH-3), the turn the side first located it — a search that found
 * ships in its hex, or a raid that showed one of its ships (RAID-7) — and the turns it spent within
 * {@link Discovery#REACH} hexes of the side's ships, from the positions after each movement phase.
 */
final class DiscoveryBuilder {

    private final Forces forces;

    DiscoveryBuilder(Forces forces) {
        this.forces = forces;
    }

    List<Discovery> build(List<Step> steps) {
        SortedMap<Integer, GameState> positions = positions(steps);
        List<Discovery> result = new ArrayList<>();
        for (Side searcher : Side.values()) {
            Map<Force, Integer> located = located(searcher, steps);
            for (Map.Entry<Force, GameState> e :
                    firstAtSea(searcher.enemy(), positions).entrySet()) {
                Force enemy = e.getKey();
                Optional<Discovery.ForceKind> kind = kind(e.getValue(), enemy);
                if (kind.isEmpty()) {
                    continue;
                }
                Integer turn = located.get(enemy);
                result.add(new Discovery(
                        searcher,
                        enemy,
                        kind.get(),
                        forces.ships(e.getValue(), enemy),
                        turn == null ? OptionalInt.empty() : OptionalInt.of(turn),
                        spells(enemy, searcher, positions)));
            }
        }
        result.sort(null);
        return result;
    }

    /** The state after each turn's movement phase: where every ship was for that turn's searches. */
    private static SortedMap<Integer, GameState> positions(List<Step> steps) {
        SortedMap<Integer, GameState> result = new TreeMap<>();
        for (Step s : steps) {
            if (s.turn() > 0 && s.phase() == Phase.MOVEMENT) {
                result.put(s.turn(), s.after());
            }
        }
        return result;
    }

    /** Each force of {@code side} that went to sea, with the state it first appeared in. */
    private SortedMap<Force, GameState> firstAtSea(Side side, SortedMap<Integer, GameState> positions) {
        SortedMap<Force, GameState> result = new TreeMap<>();
        for (GameState state : positions.values()) {
            for (Force f : forces.atSea(state, side).keySet()) {
                result.putIfAbsent(f, state);
            }
        }
        return result;
    }

    /** Carriers, transports or surface ships; empty for submarines alone, which are never located. */
    private Optional<Discovery.ForceKind> kind(GameState state, Force force) {
        Set<UnitType> types = new HashSet<>();
        for (UnitState u : forces.units(state, force)) {
            if (Forces.atSea(u).isPresent()) {
                types.add(forces.scenario().unitOrThrow(u.id()).type());
            }
        }
        if (types.stream().anyMatch(UnitType::isCarrier)) {
            return Optional.of(Discovery.ForceKind.CARRIERS);
        }
        if (types.contains(UnitType.TT) || types.contains(UnitType.SFT) || types.contains(UnitType.ST)) {
            return Optional.of(Discovery.ForceKind.TRANSPORTS);
        }
        return types.stream().allMatch(t -> t == UnitType.SS)
                ? Optional.empty()
                : Optional.of(Discovery.ForceKind.SURFACE);
    }

    /** The turn each enemy force was first located by {@code searcher}. */
    private Map<Force, Integer> located(Side searcher, List<Step> steps) {
        Map<Force, Integer> result = new TreeMap<>();
        for (Step step : steps) {
            Knowledge before = step.before().knowledgeOf(searcher);
            Knowledge after = step.after().knowledgeOf(searcher);
            Set<Sighting> known = new HashSet<>(before.sightings());
            for (Sighting s : after.sightings()) {
                if (s.located() && !known.contains(s)) {
                    for (Map.Entry<Force, SortedSet<Hex>> f :
                            forces.atSea(step.after(), searcher.enemy()).entrySet()) {
                        if (f.getValue().contains(s.hex())) {
                            result.putIfAbsent(f.getKey(), s.turn());
                        }
                    }
                }
            }
            Set<EnemyUnitReport> seen = new HashSet<>(before.enemyUnits());
            for (EnemyUnitReport r : after.enemyUnits()) {
                if (!seen.contains(r)) {
                    forces.of(step.after(), r.id()).ifPresent(f -> result.putIfAbsent(f, r.turn()));
                }
            }
        }
        return result;
    }

    /** The spells of consecutive turns when {@code enemy} was within reach of {@code side}'s ships. */
    private List<NearSpell> spells(Force enemy, Side side, SortedMap<Integer, GameState> positions) {
        List<NearSpell> spells = new ArrayList<>();
        NearSpell open = null;
        for (Map.Entry<Integer, GameState> e : positions.entrySet()) {
            int turn = e.getKey();
            Optional<Force> nearest = nearest(enemy, side, e.getValue());
            if (nearest.isPresent() && open != null && open.to() == turn - 1) {
                open = new NearSpell(open.from(), turn, open.nearest());
            } else if (nearest.isPresent()) {
                if (open != null) {
                    spells.add(open);
                }
                open = new NearSpell(turn, turn, nearest.get());
            }
        }
        if (open != null) {
            spells.add(open);
        }
        return spells;
    }

    /** The force of {@code side} nearest to {@code enemy} in a state, when within reach. */
    private Optional<Force> nearest(Force enemy, Side side, GameState state) {
        SortedMap<Force, SortedSet<Hex>> enemies = forces.atSea(state, enemy.side());
        SortedSet<Hex> where = enemies.get(enemy);
        if (where == null) {
            return Optional.empty();
        }
        Force best = null;
        int bestDistance = Discovery.REACH + 1;
        for (Map.Entry<Force, SortedSet<Hex>> own : forces.atSea(state, side).entrySet()) {
            for (Hex a : own.getValue()) {
                for (Hex b : where) {
                    int d = HexGrid.distance(a, b);
                    if (d < bestDistance) {
                        bestDistance = d;
                        best = own.getKey();
                    }
                }
            }
        }
        return Optional.ofNullable(best);
    }
}
