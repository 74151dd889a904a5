package org.umpire.cli.club;

import java.time.Instant;
import java.time.ZoneId;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;

/**
 * One game of a club's folder as its page shows it (docs/club.md, "The club's page"): of a game in progress only
 * its players, turn and, at the phases that ask both sides (set-up, movement), the phase, the sides whose orders
 * are in and the deadline (I-CLI-5); of a finished game its result, its after-action
 * report and its archive; of a game that cannot be read, its id.
 */
public sealed interface SiteGame permits SiteGame.InProgress, SiteGame.Finished, SiteGame.Unreadable {

    /** The game's id. */
    String id();

    /** Each side's players (lower-cased addresses, {@link RatedGame#BOT} for the program); empty when unknown. */
    Map<Side, List<String>> players();

    /**
     * A game under way: nothing of its state but what every player's mail already says of it.
     *
     * @param phase    the phase at the set-up and the movement, which ask both sides; empty at the later phases
     *                 of a turn, which ask a side only when it has a choice (its hidden situation, I-CLI-5)
     * @param received the sides whose orders for that phase are in (none at the later phases)
     * @param deadline that phase's deadline, if its kind has one (none at the later phases)
     * @param zone     the game's time zone (the deadline is written in it, and converted by the reader's browser)
     */
    record InProgress(
            String id,
            Map<Side, List<String>> players,
            int turn,
            Optional<Phase> phase,
            List<Side> received,
            Optional<Instant> deadline,
            ZoneId zone)
            implements SiteGame {
        public InProgress {
            players = copy(players);
            received = List.copyOf(received);
        }
    }

    /**
     * A game over.
     *
     * @param rated   whether its archive verified, so that the ladder counts it
     * @param archive the archive's bytes ({@code umpire export})
     * @param aar     the after-action report's page in each language ({@code umpire aar})
     */
    record Finished(
            String id,
            Map<Side, List<String>> players,
            Map<Side, Vp> vp,
            Optional<Side> winner,
            Optional<Side> conceded,
            Instant endedAt,
            boolean rated,
            byte[] archive,
            Map<Language, byte[]> aar)
            implements SiteGame {
        public Finished {
            players = copy(players);
            vp = copy(vp);
            aar = copy(aar);
        }
    }

    /** A game whose files cannot be read: listed by its id alone. */
    record Unreadable(String id) implements SiteGame {
        @Override
        public Map<Side, List<String>> players() {
            return Map.of();
        }
    }

    private static <K extends Enum<K>, V> Map<K, V> copy(Map<K, V> m) {
        return m.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(m));
    }
}
