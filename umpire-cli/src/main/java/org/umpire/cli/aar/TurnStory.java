package org.umpire.cli.aar;

import java.time.LocalDateTime;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;
import org.umpire.cli.map.MapView;
import org.umpire.cli.report.EventLine;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;

/**
 * One turn of the battle as the umpire saw it (turn 0: the set-up).
 *
 * @param turn          the turn
 * @param time          its date and time
 * @param night         a night turn
 * @param moves         every force at sea after the movement phase (after the set-up for turn 0), by side
 * @param located       the searches that found enemy ships (who located what, where)
 * @param searchedEmpty per side, the hexes its searches found empty
 * @param combats       per phase of the turn, the combats and their results
 * @param other         other news of the turn (groups formed, Kure base, fog, Midway, end of the game)
 * @param map           the umpire's map at the end of the turn: both sides and every search
 */
public record TurnStory(
        int turn,
        LocalDateTime time,
        boolean night,
        List<ForceMove> moves,
        List<EventLine> located,
        Map<Side, SortedSet<Hex>> searchedEmpty,
        List<PhaseLines> combats,
        List<EventLine> other,
        MapView map) {

    public TurnStory {
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(map, "map");
        moves = List.copyOf(moves);
        located = List.copyOf(located);
        EnumMap<Side, SortedSet<Hex>> empty = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            empty.put(
                    s,
                    Collections.unmodifiableSortedSet(new TreeSet<>(searchedEmpty.getOrDefault(s, new TreeSet<>()))));
        }
        searchedEmpty = Collections.unmodifiableMap(empty);
        combats = List.copyOf(combats);
        other = List.copyOf(other);
    }
}
