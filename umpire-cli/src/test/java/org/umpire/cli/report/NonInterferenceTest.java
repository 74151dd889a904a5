package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.umpire.cli.fixtures.MidwayFixture;
import org.umpire.cli.fixtures.RandomStates;
import org.umpire.cli.map.AsciiMap;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.LocatedNotice;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;

/**
 * PRODUCT "No leak", GAME-1, GAME-5, GAME-6: a side's report (text, HTML, CSV, PNG) never depends on
 * what it has not been shown. Over many random states, everything hidden from the side is changed
 * and every byte must stay the same; conversely what it located must show. Each case's name holds
 * its seed; {@code -Dumpire.seed=N} replays a run from another base seed.
 */
@Tag("fuzz")
class NonInterferenceTest {

    private static final ReportService SERVICE = new ReportService(TemplateSource.builtIn());
    private static final long BASE_SEED = Long.getLong("umpire.seed", 20260612L);

    static Stream<Arguments> cases() {
        Random master = new Random(BASE_SEED);
        System.out.println("NonInterferenceTest base seed " + BASE_SEED);
        return LongStream.range(0, 24).mapToObj(i -> {
            long seed = master.nextLong();
            Side side = i % 2 == 0 ? Side.US : Side.JP;
            Language lang = (i / 2) % 2 == 0 ? Language.FR : Language.EN;
            return Arguments.of(seed, side, lang);
        });
    }

    private static ReportBundle render(GameState s, Side side, Language lang) {
        ReportMoment moment = new ReportMoment("g-" + side, s.turn(), s.phase());
        SideSituation sit = SideSituation.of(
                MidwayFixture.scenario(),
                moment,
                s,
                side,
                List.of(),
                Optional.of(new Awaited(s.turn(), Phase.RECOVERY, Optional.empty(), true)),
                Optional.empty());
        return SERVICE.side(sit, lang);
    }

    private static String umpireText(GameState s) {
        UmpireReport r = UmpireReportBuilder.build(
                MidwayFixture.scenario(),
                new ReportMoment("g", s.turn(), s.phase()),
                s,
                List.of(),
                List.of(),
                Optional.empty());
        return SERVICE.renderer().umpire(r, Language.EN, ReportRenderer.Format.TEXT);
    }

    @ParameterizedTest(name = "seed {0}: {1} report in {2}")
    @MethodSource("cases")
    void GAME_1_hidden_enemy_changes_leave_the_report_byte_identical(long seed, Side side, Language lang) {
        Random r = new Random(seed);
        GameState before = RandomStates.state(r);
        GameState after = RandomStates.changeHidden(r, before, side);
        // the change is real: the umpire, who sees everything, sees it
        assertThat(umpireText(after))
                .as("seed %d: the hidden change must show in the umpire's report", seed)
                .isNotEqualTo(umpireText(before));
        ReportBundle a = render(before, side, lang);
        ReportBundle b = render(after, side, lang);
        assertThat(b.text()).as("seed %d text", seed).isEqualTo(a.text());
        assertThat(b.html()).as("seed %d html", seed).isEqualTo(a.html());
        assertThat(b.csv()).as("seed %d csv", seed).isEqualTo(a.csv());
        assertThat(b.mapPng()).as("seed %d png", seed).isEqualTo(a.mapPng());
        assertThat(b.subject()).isEqualTo(a.subject());
    }

    @ParameterizedTest(name = "seed {0}: {1} report in {2}")
    @MethodSource("cases")
    void SRCH_7_a_hex_located_this_turn_appears_in_text_map_and_image(long seed, Side side, Language lang) {
        Random r = new Random(seed);
        GameState before = RandomStates.state(r);
        Hex hex = freeHex(r, before, side);
        GameState after = before.withKnowledge(
                side,
                before.knowledgeOf(side)
                        .withSighting(new Sighting(before.turn(), hex, SightingLevel.CARRIERS, SearchKind.AIR)));
        ReportBundle a = render(before, side, lang);
        ReportBundle b = render(after, side, lang);
        String expected = SERVICE.renderer()
                .messages(lang)
                .format("search.line", "hex", hex.toString(), "level", "CARRIERS", "kind", "AIR");
        assertThat(a.text()).doesNotContain(expected);
        assertThat(b.text()).contains(expected);
        assertThat(b.html()).contains(expected);
        assertThat(b.mapPng())
                .as("seed %d: the located hex changes the image", seed)
                .isNotEqualTo(a.mapPng());
        SideReport report = SideReportBuilder.build(SideSituation.of(
                MidwayFixture.scenario(),
                new ReportMoment("g", after.turn(), after.phase()),
                after,
                side,
                List.of(),
                Optional.empty(),
                Optional.empty()));
        assertThat(report.map().located()).containsEntry(hex, SightingLevel.CARRIERS);
        assertThat(AsciiMap.render(report.map(), SERVICE.renderer().messages(lang)))
                .contains("<C>");
        assertThat(b.csv()).isEqualTo(a.csv());
        assertThat(new String(b.csv(), StandardCharsets.UTF_8)).doesNotContain("Seen ship");
    }

    @ParameterizedTest(name = "seed {0}: {1} report in {2}")
    @MethodSource("cases")
    void SEQ_1_the_next_paragraph_of_a_side_with_nothing_to_send_does_not_depend_on_the_other_side(
            long seed, Side side, Language lang) {
        Random r = new Random(seed);
        GameState s = RandomStates.state(r);
        ReportMoment moment = new ReportMoment("g-" + side, s.turn(), s.phase());
        List<ReportBundle> bundles = new ArrayList<>();
        // what the other side must decide (a raid, a combat step, its recovery) and by when
        for (Phase awaited : List.of(Phase.RAID_DECLARATION, Phase.AIR_COMBAT_1, Phase.BOMBING, Phase.RECOVERY)) {
            Optional<ZonedDateTime> deadline = awaited == Phase.BOMBING
                    ? Optional.empty()
                    : Optional.of(ZonedDateTime.of(
                            2026, 3, 12, 20 + awaited.number() % 3, 0, 0, 0, ZoneId.of("Europe/Paris")));
            bundles.add(SERVICE.side(
                    SideSituation.of(
                            MidwayFixture.scenario(),
                            moment,
                            s,
                            side,
                            List.of(),
                            Optional.of(new Awaited(s.turn(), awaited, deadline, false)),
                            Optional.empty()),
                    lang));
        }
        for (ReportBundle b : bundles) {
            assertThat(b.text())
                    .as("seed %d text", seed)
                    .isEqualTo(bundles.get(0).text());
            assertThat(b.html())
                    .as("seed %d html", seed)
                    .isEqualTo(bundles.get(0).html());
        }
    }

    @ParameterizedTest(name = "seed {0}: {1} report in {2}")
    @MethodSource("cases")
    void I_7_the_located_side_learns_the_hex_only_not_the_kind_nor_the_number_of_searches(
            long seed, Side side, Language lang) {
        Random r = new Random(seed);
        GameState s = RandomStates.state(r);
        Hex hex = freeHex(r, s, side);
        int turn = s.turn();
        GameState naval =
                s.withKnowledge(side, s.knowledgeOf(side).withNotice(new LocatedNotice(turn, hex, SearchKind.NAVAL)));
        GameState air =
                s.withKnowledge(side, s.knowledgeOf(side).withNotice(new LocatedNotice(turn, hex, SearchKind.AIR)));
        GameState both = s.withKnowledge(
                side,
                s.knowledgeOf(side)
                        .withNotice(new LocatedNotice(turn, hex, SearchKind.NAVAL))
                        .withNotice(new LocatedNotice(turn, hex, SearchKind.AIR)));
        ReportBundle a = render(naval, side, lang);
        for (GameState other : List.of(air, both)) {
            ReportBundle b = render(other, side, lang);
            assertThat(b.text()).as("seed %d text", seed).isEqualTo(a.text());
            assertThat(b.html()).as("seed %d html", seed).isEqualTo(a.html());
            assertThat(b.mapPng()).as("seed %d png", seed).isEqualTo(a.mapPng());
        }
        assertThat(a.text()).contains(SERVICE.renderer().messages(lang).format("news.located", "hex", hex.toString()));
        // the results' notices too: a naval and an air notice read the same, and once
        List<EventLine> navalLine =
                List.of(EventLine.of("search.located.naval", "turn", Integer.toString(turn), "hex", hex.toString()));
        List<EventLine> bothLines = List.of(
                EventLine.of("search.located.air", "turn", Integer.toString(turn), "hex", hex.toString()),
                navalLine.get(0));
        ReportMoment moment = new ReportMoment("g-" + side, s.turn(), s.phase());
        String t1 = SERVICE.side(
                        SideSituation.of(
                                MidwayFixture.scenario(),
                                moment,
                                naval,
                                side,
                                navalLine,
                                Optional.empty(),
                                Optional.empty()),
                        lang)
                .text();
        String t2 = SERVICE.side(
                        SideSituation.of(
                                MidwayFixture.scenario(),
                                moment,
                                both,
                                side,
                                bothLines,
                                Optional.empty(),
                                Optional.empty()),
                        lang)
                .text();
        assertThat(t2).isEqualTo(t1);
    }

    /** A hex holding no own ship and not yet searched this turn. */
    private static Hex freeHex(Random r, GameState s, Side side) {
        while (true) {
            Hex h = RandomStates.anyHex(r, MidwayFixture.scenario().map().grid());
            boolean own = false;
            for (UnitState u : s.units().values()) {
                if (MidwayFixture.scenario().unitOrThrow(u.id()).side() == side
                        && u.location() instanceof Location.OnMap
                        && ((Location.OnMap) u.location()).hex().equals(h)) {
                    own = true;
                }
            }
            boolean searched = s.knowledgeOf(side).sightingsOn(s.turn()).stream()
                    .anyMatch(x -> x.hex().equals(h));
            if (!own && !searched && MidwayFixture.scenario().map().nameOf(h).isEmpty()) {
                return h;
            }
        }
    }
}
