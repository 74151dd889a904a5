package org.umpire.cli.club;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.GameScenarios;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameListing;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.Player;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/**
 * {@code umpire club status [DIR]}: every game of a club's folder in one table — its turn, its phase, the
 * sides (and players) whose orders are awaited, and the phase's deadline — as text or CSV.
 */
public final class ClubStatus {

    private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    private ClubStatus() {}

    /** The table of every game of {@code home}: text (with the club's line above it) or CSV. */
    public static String render(
            GamesHome home, Optional<ClubFile> club, Path rulesOverride, TextBundle t, boolean csv) {
        Table table = new Table(
                List.of(
                        t.get("club.status.col.game"),
                        t.get("club.status.col.turn"),
                        t.get("club.status.col.phase"),
                        t.get("club.status.col.awaited"),
                        t.get("club.status.col.deadline"),
                        t.get("club.status.col.note")),
                List.of(
                        "game",
                        "turn",
                        "phase",
                        "phase_name",
                        "state",
                        "awaited",
                        "awaited_players",
                        "received",
                        "deadline_utc",
                        "deadline_local",
                        "time_zone",
                        "note"),
                false,
                true,
                false,
                false,
                false,
                false);
        GameScenarios scenarios = new GameScenarios(rulesOverride);
        for (GameListing g : GameStore.listGames(home)) {
            if (g.game().isEmpty()) {
                broken(table, g.id().value(), g.problem().orElse(""));
                continue;
            }
            try {
                row(table, GameContext.of(g.game().get(), scenarios.of(g.game().get())), t);
            } catch (RuntimeException e) {
                broken(table, g.id().value(), String.valueOf(e.getMessage()));
            }
        }
        if (csv) {
            return table.csv();
        }
        StringBuilder out = new StringBuilder();
        out.append(club.map(c -> t.get("club.status.club", "name", c.name(), "umpire", c.umpire(), "dir", home.root()))
                        .orElseGet(() -> t.get("club.status.noClub", "dir", home.root())))
                .append('\n');
        if (table.isEmpty()) {
            out.append(t.get("club.status.noGames", "dir", home.root())).append('\n');
        } else {
            out.append(table.text());
        }
        return out.toString();
    }

    private static void broken(Table table, String id, String problem) {
        String note = problem.lines().findFirst().orElse("");
        table.row(
                List.of(id, "", "", "", "", "?? " + note),
                List.of(id, "", "", "", "broken", "", "", "", "", "", "", problem));
    }

    private static void row(Table table, GameContext game, TextBundle t) {
        GameStore store = game.store();
        GameState s = game.state();
        String phase = s.phase() == Phase.SETUP || s.isOver()
                ? s.phase().name(t.language())
                : s.phase().number() + " " + s.phase().name(t.language());
        String turn = String.valueOf(s.turn());
        if (s.isOver()) {
            String result = result(s, t);
            table.row(
                    List.of(store.id().value(), turn, phase, "", "", result),
                    List.of(
                            store.id().value(),
                            turn,
                            String.valueOf(s.phase().number()),
                            s.phase().englishName(),
                            "over",
                            "",
                            "",
                            "",
                            "",
                            "",
                            store.config().timeZone().getId(),
                            result));
            return;
        }
        Set<Side> awaited = new TreeSet<>(game.awaiting());
        Set<Side> received = new TreeSet<>(store.orders(s.turn(), s.phase()).keySet());
        received.retainAll(awaited);
        List<Side> waiting = awaited.stream().filter(x -> !received.contains(x)).collect(Collectors.toList());
        List<String> text = new ArrayList<>();
        List<String> players = new ArrayList<>();
        for (Side side : waiting) {
            List<String> who = store.config().botPlays(side)
                    ? List.of("bot")
                    : store.config().playersOf(side).stream().map(Player::email).collect(Collectors.toList());
            text.add(side.name() + (who.isEmpty() ? "" : " " + String.join(", ", who)));
            players.addAll(who);
        }
        ZoneId zone = store.config().timeZone();
        Deadlines deadlines = Deadlines.of(store.dir());
        Optional<Instant> deadline = deadlines.deadline(store);
        Map<Side, Integer> paused = deadlines.paused(Deadlines.phaseKey(s.turn(), s.phase()));
        String note = waiting.isEmpty()
                ? t.get(awaited.isEmpty() ? "club.status.nothing" : "club.status.ready")
                : paused.isEmpty()
                        ? ""
                        : t.get(
                                "club.status.paused",
                                "sides",
                                paused.keySet().stream().map(Side::name).collect(Collectors.joining(", ")),
                                "limit",
                                paused.values().iterator().next());
        table.row(
                List.of(
                        store.id().value(),
                        turn,
                        phase,
                        String.join("; ", text),
                        deadline.map(d -> LOCAL.format(d.atZone(zone)) + " " + zone.getId())
                                .orElse(""),
                        note),
                List.of(
                        store.id().value(),
                        turn,
                        String.valueOf(s.phase().number()),
                        s.phase().englishName(),
                        "on",
                        waiting.stream().map(Side::name).collect(Collectors.joining(" ")),
                        String.join(" ", players),
                        received.stream().map(Side::name).collect(Collectors.joining(" ")),
                        deadline.map(d -> d.truncatedTo(ChronoUnit.SECONDS).toString())
                                .orElse(""),
                        deadline.map(d -> LOCAL.format(d.atZone(zone))).orElse(""),
                        zone.getId(),
                        note));
    }

    private static String result(GameState s, TextBundle t) {
        if (s.concededBy().isPresent()) {
            return t.get(
                    "club.status.conceded",
                    "side",
                    s.concededBy().get().name(),
                    "winner",
                    s.concededBy().get().enemy().name());
        }
        String us = s.vpOf(Side.US).toString();
        String jp = s.vpOf(Side.JP).toString();
        return s.winner()
                .map(w -> t.get("club.status.won", "winner", w.name(), "us", us, "jp", jp))
                .orElseGet(() -> t.get("club.status.draw", "us", us, "jp", jp));
    }
}
