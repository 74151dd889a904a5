package org.umpire.cli.store;

import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

/**
 * What is fixed when a game is created, kept in {@code game.yaml}.
 *
 * @param id         the game's id (also its folder name)
 * @param scenario   the scenario's name, as the scenario loader finds it ({@code victory-at-midway})
 * @param players    the players of each side (one or more per side in a club game; may be empty
 *                   for a side a bot plays); an address plays for one side only
 * @param timeZone   the zone of deadlines and dates in reports ({@link #DEFAULT_TIME_ZONE} when {@code null})
 * @param seedSha256 the public commitment to the dice seed ({@link GameSeed#commitment()})
 * @param createdAt  when the game was created (given by the command: the store has no clock)
 * @param bots       the sides the program plays (solo play): their orders are written as soon as they are awaited
 * @param umpireLanguage the umpire's language for this game (see docs/reports-and-mail.md): what every command prints about it,
 *                   the umpire's reports and the after-action report; empty in a game made before it was kept
 *                   ({@code UMPIRE_LANG} or the system's language then decide)
 * @param missedOrders what a deadline does to a silent side (docs/club.md): the default orders, unless the
 *                   club or {@code umpire new} gave another policy ({@code missed-orders:} in {@code game.yaml})
 * @param observers  who observes the game and how late (docs/club.md, "Observers"; {@code observers:} and
 *                   {@code observer-delay:} in {@code game.yaml}); never a player's address
 */
public record GameConfig(
        GameId id,
        String scenario,
        Map<Side, List<Player>> players,
        ZoneId timeZone,
        String seedSha256,
        Instant createdAt,
        Set<Side> bots,
        Optional<Language> umpireLanguage,
        MissedOrdersPolicy missedOrders,
        Observers observers) {

    /** A game without observers. */
    public GameConfig(
            GameId id,
            String scenario,
            Map<Side, List<Player>> players,
            ZoneId timeZone,
            String seedSha256,
            Instant createdAt,
            Set<Side> bots,
            Optional<Language> umpireLanguage,
            MissedOrdersPolicy missedOrders) {
        this(
                id,
                scenario,
                players,
                timeZone,
                seedSha256,
                createdAt,
                bots,
                umpireLanguage,
                missedOrders,
                Observers.NONE);
    }

    /** A game with the default missed-orders policy. */
    public GameConfig(
            GameId id,
            String scenario,
            Map<Side, List<Player>> players,
            ZoneId timeZone,
            String seedSha256,
            Instant createdAt,
            Set<Side> bots,
            Optional<Language> umpireLanguage) {
        this(id, scenario, players, timeZone, seedSha256, createdAt, bots, umpireLanguage, MissedOrdersPolicy.DEFAULT);
    }

    /** A game where people play both sides. */
    public GameConfig(
            GameId id,
            String scenario,
            Map<Side, List<Player>> players,
            ZoneId timeZone,
            String seedSha256,
            Instant createdAt) {
        this(id, scenario, players, timeZone, seedSha256, createdAt, Set.of());
    }

    /** A game whose umpire's language is not kept. */
    public GameConfig(
            GameId id,
            String scenario,
            Map<Side, List<Player>> players,
            ZoneId timeZone,
            String seedSha256,
            Instant createdAt,
            Set<Side> bots) {
        this(id, scenario, players, timeZone, seedSha256, createdAt, bots, Optional.empty());
    }

    public static final ZoneId DEFAULT_TIME_ZONE = ZoneId.of("Europe/Paris");

    public GameConfig {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(createdAt, "createdAt");
        if (scenario == null || scenario.isBlank() || scenario.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("a game needs a scenario name on one line, got \"" + scenario + "\"");
        }
        if (seedSha256 == null || !seedSha256.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException(
                    "the seed commitment is 64 lower-case hex digits (SHA-256), got \"" + seedSha256 + "\"");
        }
        timeZone = timeZone == null ? DEFAULT_TIME_ZONE : timeZone;
        EnumMap<Side, List<Player>> p = new EnumMap<>(Side.class);
        Map<String, Side> seen = new HashMap<>();
        for (Side side : Side.values()) {
            List<Player> list = players == null ? List.of() : List.copyOf(players.getOrDefault(side, List.of()));
            for (Player pl : list) {
                Side other = seen.put(pl.email().toLowerCase(Locale.ROOT), side);
                if (other != null) {
                    throw new IllegalArgumentException(pl.email() + " is listed twice (" + other + " and " + side
                            + "); an address plays for one side only, once");
                }
            }
            p.put(side, list);
        }
        players = Collections.unmodifiableMap(p);
        bots = bots == null || bots.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(bots));
        umpireLanguage = umpireLanguage == null ? Optional.empty() : umpireLanguage;
        missedOrders = missedOrders == null ? MissedOrdersPolicy.DEFAULT : missedOrders;
        observers = observers == null ? Observers.NONE : observers;
        for (Player o : observers.people()) {
            Side side = seen.get(o.email().toLowerCase(Locale.ROOT));
            if (side != null) {
                // docs/club.md#observers: an observer's mail never reaches a player
                throw new IllegalArgumentException(
                        o.email() + " plays for " + side + "; a player cannot observe the game (I-CLI-8)");
            }
        }
    }

    /** The same game with {@code policy} for missed orders. */
    public GameConfig withMissedOrders(MissedOrdersPolicy policy) {
        return new GameConfig(
                id, scenario, players, timeZone, seedSha256, createdAt, bots, umpireLanguage, policy, observers);
    }

    /** The same game with {@code list} for its observers. */
    public GameConfig withObservers(Observers list) {
        return new GameConfig(
                id, scenario, players, timeZone, seedSha256, createdAt, bots, umpireLanguage, missedOrders, list);
    }

    public boolean botPlays(Side side) {
        return bots.contains(side);
    }

    public List<Player> playersOf(Side side) {
        return players.get(side);
    }

    /** The side an address plays for (case ignored), if any. */
    public Optional<Side> sideOf(String email) {
        for (Side side : Side.values()) {
            for (Player p : players.get(side)) {
                if (p.email().equalsIgnoreCase(email.trim())) {
                    return Optional.of(side);
                }
            }
        }
        return Optional.empty();
    }

    /** Every player, US first, in the order given. */
    public List<Player> allPlayers() {
        List<Player> all = new ArrayList<>();
        for (Side side : Side.values()) {
            all.addAll(players.get(side));
        }
        return all;
    }
}
