package org.umpire.cli.club;

import java.time.Instant;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;

/**
 * What the ladder needs of one finished game, read from its verified archive ({@link ClubArchives}).
 *
 * @param id        the game's id
 * @param endedAt   when the entry that ended the game was resolved (the ladder's order: then the id)
 * @param players   each side's players: lower-cased addresses as the game stored them, {@link #BOT} for a
 *                  side the program played
 * @param vp        each side's victory points at the end
 * @param winner    the winner (VP-4, or the other side of a concession); empty for a draw
 * @param conceded  the side that conceded (GAME-3), if one did
 * @param awaited   per side, the phases the game waited for that side's orders
 * @param answered  per side, those of them resolved with the orders the side sent (not its default orders)
 */
public record RatedGame(
        String id,
        Instant endedAt,
        Map<Side, List<String>> players,
        Map<Side, Vp> vp,
        Optional<Side> winner,
        Optional<Side> conceded,
        Map<Side, Integer> awaited,
        Map<Side, Integer> answered) {

    /** The name the ladder gives the program when it plays a side ({@code new --jp bot}). */
    public static final String BOT = "bot";

    public RatedGame {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(endedAt, "endedAt");
        players = copy(players);
        vp = copy(vp);
        awaited = copy(awaited);
        answered = copy(answered);
        for (Side s : Side.values()) {
            if (players.getOrDefault(s, List.of()).isEmpty() || !vp.containsKey(s)) {
                throw new IllegalArgumentException("game " + id + ": side " + s + " needs a player and its VP");
            }
        }
    }

    private static <V> Map<Side, V> copy(Map<Side, V> m) {
        return m.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(m));
    }

    /** The score of {@code side}: 1 a win, 1/2 a draw, 0 a loss. */
    public double score(Side side) {
        return winner.map(w -> w == side ? 1.0 : 0.0).orElse(0.5);
    }

    /** The winner's margin in VP (0 for a draw). */
    public Vp margin() {
        int q = Math.abs(vp.get(Side.US).quarters() - vp.get(Side.JP).quarters());
        return new Vp(q);
    }
}
