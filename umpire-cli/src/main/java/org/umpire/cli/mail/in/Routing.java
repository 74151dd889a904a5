package org.umpire.cli.mail.in;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Side;

/**
 * Which game and side a mail is for: the first subject tag naming a game ({@code [club-42]}, the tag
 * every outgoing mail carries; other tags such as {@code [EXTERNAL]} are skipped), else a
 * plus-address ({@code umpire+club-42@…}), else the one game the sender plays. A tag naming a game
 * the sender does not play is refused, never re-routed to another game.
 */
public final class Routing {

    private static final Pattern TAG = Pattern.compile("\\[([^\\[\\]\\s]{1,64})]");
    private static final Pattern PLUS = Pattern.compile("^[^@+]+\\+([^@]{1,64})@.*$");

    /** Where a mail goes, or why it goes nowhere. */
    public interface Route {}

    /** For {@code game}, from {@code player} of {@code side}. */
    public record Routed(GameId game, Side side, Player player) implements Route {}

    /** The sender plays no game named by the mail (or none at all): answered without naming any game. */
    public record NotAPlayer() implements Route {}

    /** The sender plays several games and the mail names none. */
    public record SeveralGames(List<GameId> games) implements Route {
        public SeveralGames {
            games = List.copyOf(games);
        }
    }

    private final Map<GameId, GameConfig> games;

    /** @param games every game of the games folder with its configuration */
    public Routing(Map<GameId, GameConfig> games) {
        this.games = new TreeMap<>(games);
    }

    public Route route(IncomingMail mail) {
        Optional<GameId> named = tagged(mail);
        if (named.isPresent()) {
            return playerOf(named.get(), mail.from()).map(p -> (Route) p).orElse(new NotAPlayer());
        }
        List<Routed> mine = new ArrayList<>();
        for (GameId id : games.keySet()) {
            playerOf(id, mail.from()).ifPresent(mine::add);
        }
        if (mine.size() == 1) {
            return mine.get(0);
        }
        if (mine.isEmpty()) {
            return new NotAPlayer();
        }
        List<GameId> ids = new ArrayList<>();
        mine.forEach(r -> ids.add(r.game()));
        return new SeveralGames(ids);
    }

    /** The game a subject tag or a plus-address names, if any names a game of the folder. */
    Optional<GameId> tagged(IncomingMail mail) {
        Matcher m = TAG.matcher(mail.subject());
        while (m.find()) {
            Optional<GameId> id = game(m.group(1));
            if (id.isPresent()) {
                return id;
            }
        }
        for (String to : mail.recipients()) {
            Matcher p = PLUS.matcher(to);
            if (p.matches()) {
                Optional<GameId> id = game(p.group(1));
                if (id.isPresent()) {
                    return id;
                }
            }
        }
        return Optional.empty();
    }

    private Optional<GameId> game(String text) {
        try {
            GameId id = GameId.parse(text);
            return games.containsKey(id) ? Optional.of(id) : Optional.empty();
        } catch (UserException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private Optional<Routed> playerOf(GameId id, String from) {
        GameConfig c = games.get(id);
        for (Side side : Side.values()) {
            for (Player p : c.playersOf(side)) {
                if (sameMailbox(p.email(), from)) {
                    return Optional.of(new Routed(id, side, p));
                }
            }
        }
        return Optional.empty();
    }

    /** The same mailbox: the local part as written, the domain in any case. */
    /** Whether {@code address} plays in any game of the folder (an unknown sender is answered sparingly). */
    public boolean isPlayer(String address) {
        for (GameConfig c : games.values()) {
            for (Side side : Side.values()) {
                for (Player p : c.playersOf(side)) {
                    if (p.email().equalsIgnoreCase(address) || sameMailbox(p.email(), address)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    public static boolean sameMailbox(String a, String b) {
        int ia = a.lastIndexOf('@');
        int ib = b.lastIndexOf('@');
        if (ia < 1 || ib < 1) {
            return false;
        }
        return a.substring(0, ia).equals(b.substring(0, ib))
                && a.substring(ia + 1)
                        .toLowerCase(Locale.ROOT)
                        .equals(b.substring(ib + 1).toLowerCase(Locale.ROOT));
    }
}
