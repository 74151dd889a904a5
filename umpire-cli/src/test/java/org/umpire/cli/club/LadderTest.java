package org.umpire.cli.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;

/**
 * docs/club.md: the ladder's arithmetic, on the worked example of docs/club.md ("A worked example"), number for
 * number; the margin bands (VP-1, VP-3, VP-4, GAME-3); and the order games count in.
 */
class LadderTest {

    private static final String ALICE = "alice@club.example";
    private static final String BOB = "bob@club.example";
    private static final String CAROL = "carol@club.example";

    static RatedGame game(String id, String ended, String us, String jp, int usVp, int jpVp, Side conceded) {
        Optional<Side> winner = conceded != null
                ? Optional.of(conceded.enemy())
                : usVp > jpVp ? Optional.of(Side.US) : usVp < jpVp ? Optional.of(Side.JP) : Optional.empty();
        return new RatedGame(
                id,
                Instant.parse(ended),
                Map.of(Side.US, List.of(us), Side.JP, List.of(jp)),
                Map.of(Side.US, Vp.of(usVp), Side.JP, Vp.of(jpVp)),
                winner,
                Optional.ofNullable(conceded),
                Map.of(Side.US, 10, Side.JP, 10),
                Map.of(Side.US, 9, Side.JP, 10));
    }

    /** The four games of docs/club.md's worked example. */
    static List<RatedGame> workedExample() {
        return List.of(
                game("spring-1", "2026-03-10T20:00:00Z", ALICE, BOB, 11, 0, null),
                game("spring-2", "2026-03-12T20:00:00Z", CAROL, BOB, 2, 7, null),
                game("spring-3", "2026-03-12T20:00:00Z", BOB, ALICE, 0, 0, Side.JP),
                game("spring-4", "2026-04-02T18:30:00Z", ALICE, BOB, 3, 3, null));
    }

    @Test
    void VP_4_the_worked_example_of_docs_club_md_gives_its_numbers_exactly() {
        Ladder.Result r = Ladder.of(workedExample());
        List<Ladder.Step> s = r.steps();
        assertThat(s).extracting(x -> x.game().id()).containsExactly("spring-1", "spring-2", "spring-3", "spring-4");
        // game 1: 1500 against 1500, E = 0.5; US won 11-0, clear (M = 1.5): 32 x 1.5 x (1 - 0.5) = +24.00
        assertThat(s.get(0).expectedUs()).isEqualTo(0.5);
        assertThat(s.get(0).band()).isEqualTo(Ladder.Band.CLEAR);
        assertThat(s.get(0).change()).isEqualByComparingTo("24.00");
        // game 2: carol US 1500 against bob JP 1476, E = 1 / (1 + 10^(-24/400)) = 0.53448...; JP won 7-2, narrow
        assertThat(s.get(1).jpBefore()).isEqualByComparingTo("1476.00");
        assertThat(s.get(1).expectedUs()).isCloseTo(0.5344839, Offset.offset(1e-7));
        assertThat(s.get(1).band()).isEqualTo(Ladder.Band.NARROW);
        assertThat(s.get(1).change()).isEqualByComparingTo("-17.10");
        // game 3: alice conceded as JP: a forfeit (M = 2), +32.00 to bob's US rating
        assertThat(s.get(2).band()).isEqualTo(Ladder.Band.FORFEIT);
        assertThat(s.get(2).change()).isEqualByComparingTo("32.00");
        // game 4: alice US 1524.00 against bob JP 1493.10, E = 0.54435...; a draw 3-3: 32 x (0.5 - 0.54435) = -1.42
        assertThat(s.get(3).usBefore()).isEqualByComparingTo("1524.00");
        assertThat(s.get(3).jpBefore()).isEqualByComparingTo("1493.10");
        assertThat(s.get(3).expectedUs()).isCloseTo(0.5443518, Offset.offset(1e-7));
        assertThat(s.get(3).band()).isEqualTo(Ladder.Band.DRAW);
        assertThat(s.get(3).change()).isEqualByComparingTo("-1.42");

        assertThat(r.rows())
                .extracting(x -> x.seat().player() + " " + x.seat().side() + " "
                        + x.rating().toPlainString() + " " + x.games() + " " + x.wins() + "-" + x.draws() + "-"
                        + x.losses() + " " + x.forfeits())
                .containsExactly(
                        "bob@club.example US 1532.00 1 1-0-0 0",
                        "alice@club.example US 1522.58 2 1-1-0 0",
                        "bob@club.example JP 1494.52 3 1-1-1 0",
                        "carol@club.example US 1482.90 1 0-0-1 0",
                        "alice@club.example JP 1468.00 1 0-0-1 1");
        assertThat(r.rows().get(2).awaited()).isEqualTo(30);
        assertThat(r.rows().get(2).answered()).isEqualTo(30);
        assertThat(r.rows().get(1).answered()).isEqualTo(18);
    }

    @Test
    void VP_1_VP_3_the_bands_are_one_carrier_step_and_the_control_of_Midway() {
        assertThat(Ladder.Band.of(game("a", "2026-01-01T00:00:00Z", ALICE, BOB, 5, 0, null)))
                .isEqualTo(Ladder.Band.NARROW);
        assertThat(Ladder.Band.of(game("a", "2026-01-01T00:00:00Z", ALICE, BOB, 6, 0, null)))
                .isEqualTo(Ladder.Band.CLEAR);
        assertThat(Ladder.Band.of(game("a", "2026-01-01T00:00:00Z", ALICE, BOB, 0, 11, null)))
                .isEqualTo(Ladder.Band.CLEAR);
        assertThat(Ladder.Band.of(game("a", "2026-01-01T00:00:00Z", ALICE, BOB, 12, 0, null)))
                .isEqualTo(Ladder.Band.DECISIVE);
        assertThat(Ladder.Band.of(game("a", "2026-01-01T00:00:00Z", ALICE, BOB, 4, 4, null)))
                .isEqualTo(Ladder.Band.DRAW);
        // GAME-3: a concession is a forfeit, whatever the VP stood at
        assertThat(Ladder.Band.of(game("a", "2026-01-01T00:00:00Z", ALICE, BOB, 20, 0, Side.US)))
                .isEqualTo(Ladder.Band.FORFEIT);
    }

    @Test
    void the_same_games_in_any_order_give_the_same_ladder_to_the_byte() {
        long seed = new Random().nextLong();
        List<RatedGame> games = new ArrayList<>(workedExample());
        TextBundle en = TextBundle.load("cli/club", Language.EN, null);
        String text = LadderText.render(Ladder.of(games), en, false);
        String csv = LadderText.render(Ladder.of(games), en, true);
        for (int i = 0; i < 10; i++) {
            Collections.shuffle(games, new Random(seed + i));
            assertThat(LadderText.render(Ladder.of(games), en, false))
                    .as("seed " + seed)
                    .isEqualTo(text);
            assertThat(LadderText.render(Ladder.of(games), en, true))
                    .as("seed " + seed)
                    .isEqualTo(csv);
        }
        assertThat(csv).startsWith("""
                rank,player,side,rating,games,wins,draws,losses,phases_awaited,phases_answered,\
                answered_rate,forfeits
                1,bob@club.example,US,1532.00,1,1,0,0,10,9,90,0
                """);
        assertThat(text).contains("   1  bob@club.example    US    1532.00      1  1-0-0");
        String fr = LadderText.render(Ladder.of(games), TextBundle.load("cli/club", Language.FR, null), false);
        assertThat(fr).contains("Classement sur 4 partie(s)", "1532,00", "abandon JP, forfait", "Ponctualité");
    }

    @Test
    void a_side_of_several_players_is_rated_as_their_mean_and_each_moves_by_the_same_change() {
        RatedGame team = new RatedGame(
                "team",
                Instant.parse("2026-05-01T00:00:00Z"),
                Map.of(Side.US, List.of(ALICE, CAROL), Side.JP, List.of(RatedGame.BOT)),
                Map.of(Side.US, Vp.of(0), Side.JP, Vp.of(12)),
                Optional.of(Side.JP),
                Optional.empty(),
                Map.of(),
                Map.of());
        Ladder.Result r = Ladder.of(List.of(game("before", "2026-04-01T00:00:00Z", ALICE, BOB, 11, 0, null), team));
        Ladder.Step s = r.steps().get(1);
        assertThat(s.usBefore()).isEqualByComparingTo("1512.00"); // (1524 + 1500) / 2
        assertThat(s.band()).isEqualTo(Ladder.Band.DECISIVE);
        BigDecimal change = s.change();
        assertThat(r.rows())
                .filteredOn(x -> x.seat().player().equals(CAROL))
                .singleElement()
                .satisfies(x -> assertThat(x.rating()).isEqualByComparingTo(Ladder.START.add(change)));
        assertThat(r.rows())
                .filteredOn(x -> x.seat().player().equals(RatedGame.BOT))
                .singleElement()
                .satisfies(x -> assertThat(x.rating()).isEqualByComparingTo(Ladder.START.subtract(change)));
    }
}
