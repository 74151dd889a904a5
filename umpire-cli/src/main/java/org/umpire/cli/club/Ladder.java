package org.umpire.cli.club;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.umpire.engine.model.Side;

/**
 * A club's ladder from its finished games (docs/club.md, "The ladder"): an Elo rating per player and side,
 * moved by each game in turn by {@code K × M × (S − E)}, where {@code S} is the side's score (1, 1/2, 0),
 * {@code E} the score the ratings expected ({@code 1 / (1 + 10^((R_enemy − R_own) / 400))}) and {@code M} the
 * weight of the winner's margin in VP ({@link Band}). Games count in the order they ended, then by id, so
 * the same games give the same table whatever order they are given in. Each change is rounded to the
 * hundredth and ratings are kept as exact hundredths; the one computation in floating point,
 * {@code 10^x}, uses {@link StrictMath}, which gives the same bits on every machine.
 */
public final class Ladder {

    /** Every rating's start. */
    public static final BigDecimal START = new BigDecimal("1500.00");
    /** The most one game of weight 1 moves a rating. */
    public static final int K = 32;

    /** The margin of a game, in the rules' VP (VP-1, VP-3), and its weight {@code M}. */
    public enum Band {
        /** equal VP: a draw (VP-4) */
        DRAW("1", 0),
        /** won by at most 5 VP: at most one carrier step (VP-1's largest award) */
        NARROW("1", 20),
        /** won by more than 5 and at most 11 VP: at most the control of Midway (VP-3's largest award) */
        CLEAR("1.5", 44),
        /** won by more than 11 VP */
        DECISIVE("2", Integer.MAX_VALUE),
        /** the loser conceded (GAME-3): weighed as a decisive defeat, so that conceding never saves rating */
        FORFEIT("2", Integer.MAX_VALUE);

        private final BigDecimal weight;
        /** the largest margin of the band, in quarters of a VP */
        private final int upTo;

        Band(String weight, int upTo) {
            this.weight = new BigDecimal(weight);
            this.upTo = upTo;
        }

        public BigDecimal weight() {
            return weight;
        }

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The band of a finished game. */
        public static Band of(RatedGame g) {
            if (g.conceded().isPresent() && g.winner().isPresent()) {
                return FORFEIT;
            }
            if (g.winner().isEmpty()) {
                return DRAW;
            }
            int q = g.margin().quarters();
            return q <= NARROW.upTo ? NARROW : q <= CLEAR.upTo ? CLEAR : DECISIVE;
        }
    }

    /** A player on a side: one rating each. */
    public record Seat(String player, Side side) implements Comparable<Seat> {
        @Override
        public int compareTo(Seat o) {
            int c = player.compareTo(o.player);
            return c != 0 ? c : side.compareTo(o.side);
        }
    }

    /** One row of the ladder. */
    public record Row(
            int rank,
            Seat seat,
            BigDecimal rating,
            int games,
            int wins,
            int draws,
            int losses,
            int awaited,
            int answered,
            int forfeits) {}

    /**
     * One game as the ladder counted it: the side ratings before it, the expected score of the US, the band,
     * and the change of each US player's rating (each JP player's changes by its opposite).
     */
    public record Step(
            RatedGame game,
            BigDecimal usBefore,
            BigDecimal jpBefore,
            double expectedUs,
            Band band,
            BigDecimal change) {}

    /** The ladder and how each game moved it. */
    public record Result(List<Row> rows, List<Step> steps) {
        public Result {
            rows = List.copyOf(rows);
            steps = List.copyOf(steps);
        }
    }

    private static final class Tally {
        BigDecimal rating = START;
        int games;
        int wins;
        int draws;
        int losses;
        int awaited;
        int answered;
        int forfeits;
    }

    private Ladder() {}

    /** The order games count in: by the time they ended, then by id. */
    public static final Comparator<RatedGame> ORDER =
            Comparator.comparing(RatedGame::endedAt).thenComparing(RatedGame::id);

    /** The ladder of {@code games}, in any order. */
    public static Result of(List<RatedGame> games) {
        List<RatedGame> sorted = new ArrayList<>(games);
        sorted.sort(ORDER);
        Map<Seat, Tally> tallies = new TreeMap<>();
        List<Step> steps = new ArrayList<>();
        for (RatedGame g : sorted) {
            BigDecimal us = mean(g, Side.US, tallies);
            BigDecimal jp = mean(g, Side.JP, tallies);
            double expected = expected(us, jp);
            Band band = Band.of(g);
            BigDecimal change = change(band, g.score(Side.US), expected);
            steps.add(new Step(g, us, jp, expected, band, change));
            for (Side side : Side.values()) {
                for (String p : g.players().get(side)) {
                    Tally t = tallies.computeIfAbsent(new Seat(p, side), s -> new Tally());
                    t.rating = t.rating.add(side == Side.US ? change : change.negate());
                    t.games++;
                    double s = g.score(side);
                    if (s == 1.0) {
                        t.wins++;
                    } else if (s == 0.0) {
                        t.losses++;
                    } else {
                        t.draws++;
                    }
                    t.awaited += g.awaited().getOrDefault(side, 0);
                    t.answered += g.answered().getOrDefault(side, 0);
                    t.forfeits += g.conceded().filter(c -> c == side).isPresent() ? 1 : 0;
                }
            }
        }
        List<Map.Entry<Seat, Tally>> ranked = new ArrayList<>(tallies.entrySet());
        ranked.sort(Comparator.<Map.Entry<Seat, Tally>, BigDecimal>comparing(e -> e.getValue().rating)
                .reversed()
                .thenComparing(Map.Entry::getKey));
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<Seat, Tally> e : ranked) {
            Tally t = e.getValue();
            rows.add(new Row(
                    rows.size() + 1,
                    e.getKey(),
                    t.rating,
                    t.games,
                    t.wins,
                    t.draws,
                    t.losses,
                    t.awaited,
                    t.answered,
                    t.forfeits));
        }
        return new Result(rows, steps);
    }

    /** A side's rating in a game: the mean of its players' ratings on that side, to the hundredth. */
    private static BigDecimal mean(RatedGame g, Side side, Map<Seat, Tally> tallies) {
        List<String> players = g.players().get(side);
        BigDecimal sum = BigDecimal.ZERO;
        for (String p : players) {
            Tally t = tallies.get(new Seat(p, side));
            sum = sum.add(t == null ? START : t.rating);
        }
        return sum.divide(BigDecimal.valueOf(players.size()), 2, RoundingMode.HALF_UP);
    }

    /** The score the US was expected to make: {@code 1 / (1 + 10^((jp − us) / 400))}. */
    public static double expected(BigDecimal us, BigDecimal jp) {
        double x = jp.subtract(us).doubleValue() / 400.0;
        return 1.0 / (1.0 + StrictMath.pow(10.0, x));
    }

    /** {@code K × M × (S − E)}, rounded to the hundredth (halves away from zero). */
    public static BigDecimal change(Band band, double score, double expected) {
        BigDecimal raw =
                new BigDecimal(score - expected).multiply(BigDecimal.valueOf(K)).multiply(band.weight());
        return raw.setScale(2, RoundingMode.HALF_UP);
    }
}
