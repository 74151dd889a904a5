package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.umpire.cli.fixtures.Golden;
import org.umpire.cli.fixtures.Situations;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.event.Event;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.DefaultOrders;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

/**
 * A player reads what to send on the first screen, then the news, short. Over golden reports
 * (the French example turn and a quiet night turn, both sides, both languages): at most 45 text lines (30 for the
 * quiet turn), what to send next within the first 15 lines, and every line of news before the forces. The same
 * budgets over every report of a whole game: {@link WholeGameBudgetTest}.
 */
class ReportBudgetTest {

    private static final ReportRenderer RENDERER = new ReportRenderer(TemplateSource.builtIn());
    static final int MAX_LINES = WholeGameBudgetTest.BUSY;
    static final int FIRST_SCREEN = 15;

    @ParameterizedTest
    @EnumSource(Language.class)
    void the_French_example_turn_meets_the_budget(Language language) {
        for (SideSituation s : List.of(
                Situations.usAfterSearches(Situations.turn3(), List.of()),
                Situations.jpAfterSearches(Situations.turn3(), List.of()))) {
            SideReport r = SideReportBuilder.build(s);
            assertBudget(
                    r, RENDERER.side(r, language, ReportRenderer.Format.TEXT), language, s.side() + " T3", MAX_LINES);
        }
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void a_quiet_night_turn_meets_the_budget(Language language) {
        Scenario sc = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);
        SeededDice dice = SeededDice.fromHex("00112233445566778899aabbccddeeff");
        GameState s = InitialState.of(sc);
        while (!(s.turn() == 7 && s.phase() == Phase.MOVEMENT)) {
            s = resolve(sc, s, dice, new ArrayList<>());
        }
        GameState before = s;
        List<Event> events = new ArrayList<>();
        while (s.turn() == 7) {
            s = resolve(sc, s, dice, events);
        }
        ReportMoment moment = new ReportMoment(Situations.GAME, 7, Phase.MOVEMENT, 21);
        for (Side side : Side.values()) {
            Awaited awaited = new Awaited(
                    s.turn(),
                    s.phase(),
                    Optional.empty(),
                    TurnEngine.awaiting(sc, s).contains(side));
            SideSituation situation = SideSituation.of(
                    sc,
                    moment,
                    s,
                    side,
                    EventLines.forAudience(events, side.audience()),
                    Optional.of(awaited),
                    Optional.empty(),
                    Optional.of(before));
            SideReport r = SideReportBuilder.build(situation);
            String text = RENDERER.side(r, language, ReportRenderer.Format.TEXT);
            Golden.assertMatches("quiet-night-" + side.name().toLowerCase() + "-T07-" + language.code() + ".txt", text);
            assertBudget(r, text, language, side + " T7", WholeGameBudgetTest.QUIET);
        }
    }

    private static GameState resolve(Scenario sc, GameState s, SeededDice dice, List<Event> events) {
        Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
        for (Side side : TurnEngine.awaiting(sc, s)) {
            orders.put(side, DefaultOrders.of(sc, s, side));
        }
        Resolution r = TurnEngine.resolve(sc, s, orders, dice);
        events.addAll(r.events());
        return r.next();
    }

    static void assertBudget(SideReport r, String text, Language language, String what, int max) {
        Messages m = RENDERER.messages(language);
        List<String> lines = text.lines().toList();
        assertThat(lines.size())
                .as("%s: a report of %d lines (at most %d)", what, lines.size(), max)
                .isLessThanOrEqualTo(max);
        List<String> first = lines.subList(0, Math.min(FIRST_SCREEN, lines.size()));
        r.awaited()
                .ifPresent(a -> assertThat(first)
                        .as("%s: what to send within the first %d lines", what, FIRST_SCREEN)
                        .anyMatch(l -> l.contains(m.get("section.awaited"))));
        int forces = lines.indexOf("== " + m.get("section.forces") + " ==");
        for (String news : SideDigest.news(r, m)) {
            int at = -1;
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).contains(news)) {
                    at = i;
                    break;
                }
            }
            assertThat(at).as("%s: \"%s\" told, before the forces", what, news).isBetween(0, forces);
        }
    }
}
