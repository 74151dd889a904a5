package org.umpire.cli.club;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.text.Typography;
import org.umpire.engine.model.Side;

/**
 * The ladder in words: the table of ratings, then every game in the order counted with the numbers that
 * moved the ratings (so that anyone can check each step by hand), then what the archives could not tell;
 * or the table alone as CSV.
 */
final class LadderText {

    private static final DateTimeFormatter UTC =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT).withZone(ZoneOffset.UTC);

    private LadderText() {}

    static String render(Ladder.Result ladder, TextBundle t, boolean csv) {
        Table table = new Table(
                List.of(
                        t.get("club.ratings.col.rank"),
                        t.get("club.ratings.col.player"),
                        t.get("club.ratings.col.side"),
                        t.get("club.ratings.col.rating"),
                        t.get("club.ratings.col.games"),
                        t.get("club.ratings.col.wdl"),
                        t.get("club.ratings.col.answered"),
                        t.get("club.ratings.col.forfeits")),
                List.of(
                        "rank",
                        "player",
                        "side",
                        "rating",
                        "games",
                        "wins",
                        "draws",
                        "losses",
                        "phases_awaited",
                        "phases_answered",
                        "answered_rate",
                        "forfeits"),
                true,
                false,
                false,
                true,
                true,
                true,
                true,
                true);
        for (Ladder.Row r : ladder.rows()) {
            String rate = rate(r.answered(), r.awaited());
            table.row(
                    List.of(
                            String.valueOf(r.rank()),
                            r.seat().player(),
                            r.seat().side().name(),
                            number(r.rating(), t),
                            String.valueOf(r.games()),
                            r.wins() + "-" + r.draws() + "-" + r.losses(),
                            r.awaited() == 0
                                    ? "-"
                                    : t.get(
                                            "club.ratings.answeredCell",
                                            "answered",
                                            r.answered(),
                                            "awaited",
                                            r.awaited(),
                                            "rate",
                                            rate),
                            String.valueOf(r.forfeits())),
                    List.of(
                            String.valueOf(r.rank()),
                            r.seat().player(),
                            r.seat().side().name(),
                            r.rating().toPlainString(),
                            String.valueOf(r.games()),
                            String.valueOf(r.wins()),
                            String.valueOf(r.draws()),
                            String.valueOf(r.losses()),
                            String.valueOf(r.awaited()),
                            String.valueOf(r.answered()),
                            r.awaited() == 0 ? "" : rate,
                            String.valueOf(r.forfeits())));
        }
        if (csv) {
            return table.csv();
        }
        StringBuilder out = new StringBuilder();
        out.append(t.get("club.ratings.title", "count", ladder.steps().size(), "k", Ladder.K))
                .append("\n\n");
        out.append(table.text()).append('\n');
        out.append(t.get("club.ratings.gamesTitle")).append('\n');
        Table games = new Table(
                List.of(
                        "#",
                        t.get("club.ratings.col.game"),
                        t.get("club.ratings.col.ended"),
                        "US",
                        "JP",
                        t.get("club.ratings.col.result"),
                        "M",
                        t.get("club.ratings.col.before"),
                        "E(US)",
                        t.get("club.ratings.col.change")),
                List.of(),
                true,
                false,
                false,
                false,
                false,
                false,
                true,
                false,
                true,
                true);
        int n = 0;
        for (Ladder.Step s : ladder.steps()) {
            RatedGame g = s.game();
            String change = (s.change().signum() >= 0 ? "+" : "") + number(s.change(), t);
            games.row(
                    List.of(
                            String.valueOf(++n),
                            g.id(),
                            UTC.format(g.endedAt()) + " UTC",
                            String.join(", ", g.players().get(Side.US)),
                            String.join(", ", g.players().get(Side.JP)),
                            result(g, s.band(), t),
                            Typography.value(s.band().weight().toPlainString(), t.language()),
                            number(s.usBefore(), t) + " / " + number(s.jpBefore(), t),
                            Typography.value(
                                    BigDecimal.valueOf(s.expectedUs())
                                            .setScale(4, RoundingMode.HALF_UP)
                                            .toPlainString(),
                                    t.language()),
                            "US " + change),
                    List.of());
        }
        out.append(games.text().lines().map(l -> "  " + l).reduce("", (a, b) -> a + b + "\n"))
                .append('\n');
        out.append(t.get("club.ratings.onTime")).append('\n');
        return out.toString();
    }

    private static String result(RatedGame g, Ladder.Band band, TextBundle t) {
        String us = g.vp().get(Side.US).toString();
        String jp = g.vp().get(Side.JP).toString();
        String band0 = t.get("club.band." + band.word());
        if (band == Ladder.Band.FORFEIT) {
            return t.get(
                    "club.ratings.result.conceded",
                    "side",
                    g.conceded().orElseThrow().name(),
                    "band",
                    band0);
        }
        return g.winner()
                .map(w -> t.get(
                        "club.ratings.result.won",
                        "winner",
                        w.name(),
                        "won",
                        w == Side.US ? us : jp,
                        "lost",
                        w == Side.US ? jp : us,
                        "band",
                        band0))
                .orElseGet(() -> t.get("club.ratings.result.draw", "us", us, "jp", jp, "band", band0));
    }

    private static String number(BigDecimal d, TextBundle t) {
        return Typography.value(d.toPlainString(), t.language());
    }

    /** A whole percentage, halves up. */
    private static String rate(int answered, int awaited) {
        if (awaited == 0) {
            return "";
        }
        return BigDecimal.valueOf(answered * 100L)
                .divide(BigDecimal.valueOf(awaited), 0, RoundingMode.HALF_UP)
                .toPlainString();
    }
}
