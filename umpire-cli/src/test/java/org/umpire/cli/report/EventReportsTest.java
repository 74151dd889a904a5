package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.event.EventView;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.DefaultOrders;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

/**
 * A whole game of default orders on the real scenario data, reported after every resolution to
 * each audience in both languages: every event view reaches its audience's report, worded, and no
 * other audience's view does (GAME-1).
 */
@Tag("slow")
class EventReportsTest {

    private static final Scenario SC = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);
    private static final ReportRenderer RENDERER = new ReportRenderer(TemplateSource.builtIn());

    @Test
    void GAME_1_every_view_is_worded_in_its_audiences_report_and_only_there() {
        GameState s = InitialState.of(SC);
        SeededDice dice = SeededDice.fromHex("0123456789abcdef0123456789abcdef");
        int reports = 0;
        for (int i = 0; i < 200 && !s.isOver(); i++) {
            Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
            for (Side side : TurnEngine.awaiting(SC, s)) {
                orders.put(side, DefaultOrders.of(SC, s, side));
            }
            Resolution r = TurnEngine.resolve(SC, s, orders, dice);
            ReportMoment moment = new ReportMoment("default-game", s.turn(), s.phase());
            for (Language language : Language.values()) {
                Messages m = RENDERER.messages(language);
                for (Side side : Side.values()) {
                    List<EventLine> lines = EventLines.forAudience(r.events(), side.audience());
                    assertThat(lines).hasSize(r.viewsFor(side.audience()).size());
                    SideReport report = SideReportBuilder.build(
                            SideSituation.of(SC, moment, r.next(), side, lines, Optional.empty(), Optional.empty()));
                    String text = RENDERER.side(report, language, ReportRenderer.Format.TEXT);
                    for (EventView v : r.viewsFor(side.audience())) {
                        if (SideDigest.saidInShort(v.key())) {
                            // said in short (searches by kind, located hexes, the turn line): its hex is there
                            if (v.params().containsKey("hex")) {
                                assertThat(text).contains(v.params().get("hex"));
                            }
                        } else {
                            // the side's own units by their names, as the report says them
                            Map<String, ForceRow> own = new HashMap<>();
                            report.forces().forEach(f -> own.put(f.id().value(), f));
                            assertThat(text)
                                    .contains(EventLines.text(
                                            CombatDigest.named(
                                                    new EventLine(v.key(), new TreeMap<>(v.params())), own, m),
                                            m));
                        }
                    }
                    for (EventView v : r.viewsFor(side.enemy().audience())) {
                        if (r.viewsFor(side.audience()).stream().noneMatch(x -> x.equals(v))) {
                            assertThat(text).doesNotContain(m.format("event." + v.key(), v.params()));
                        }
                    }
                    reports++;
                }
                UmpireReport u = UmpireReportBuilder.build(
                        SC,
                        moment,
                        r.next(),
                        EventLines.forAudience(r.events(), Audience.UMPIRE),
                        List.of(),
                        Optional.empty());
                String umpire = RENDERER.umpire(u, language, ReportRenderer.Format.TEXT);
                for (EventView v : r.viewsFor(Audience.UMPIRE)) {
                    assertThat(umpire).contains(EventLines.text(new EventLine(v.key(), new TreeMap<>(v.params())), m));
                }
            }
            s = r.next();
        }
        assertThat(s.isOver()).isTrue();
        assertThat(reports).isGreaterThan(100);
    }
}
