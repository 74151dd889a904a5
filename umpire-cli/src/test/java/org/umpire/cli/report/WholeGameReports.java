package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.umpire.cli.fixtures.DemoGame;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * Every report of a whole game as its players read them (see docs/reports-and-mail.md): the demo game (seed 1942, the
 * plan bots of both sides) played in process to its final score, then each side's mails as {@code send}
 * makes them ({@link SideSpans}, {@link JournalOutcome#forSide}), rendered as text in both languages.
 */
final class WholeGameReports {

    /** What a report tells, the kind its budget depends on, from the results the side was told. */
    enum Kind {
        OPENING,
        QUIET,
        SEARCH,
        RAID,
        COMBAT,
        LANDING,
        END;

        String label() {
            return name().toLowerCase(Locale.ROOT);
        }

        static Kind of(SideSituation s, SideReport r) {
            if (s.moment().turn() == 0 && s.moment().phase() == Phase.SETUP) {
                return OPENING;
            }
            if (s.awaited().isEmpty()) {
                return END;
            }
            List<String> keys = r.results().stream().map(EventLine::key).toList();
            if (keys.stream()
                    .anyMatch(k -> k.startsWith("landing.")
                            || k.startsWith("combat.land")
                            || k.startsWith("combat.bombardment")
                            || k.startsWith("midway.occupied"))) {
                return LANDING;
            }
            if (keys.stream()
                    .anyMatch(k -> k.startsWith("naval.")
                            || k.startsWith("combat.surface")
                            || k.startsWith("combat.submarine")
                            || k.startsWith("combat.screen"))) {
                return COMBAT;
            }
            if (keys.stream()
                    .anyMatch(k -> k.startsWith("raid.")
                            || k.startsWith("combat.")
                            || k.startsWith("air.")
                            || k.startsWith("midway.damaged")
                            || k.startsWith("aircraft."))) {
                return RAID;
            }
            if (r.searches().stream().anyMatch(x -> x.located()) || !r.located().isEmpty()) {
                return SEARCH;
            }
            return QUIET;
        }
    }

    /** One mail of a side: its key ({@code T08-P09.r0}), its kind, the report and its text. */
    record Mail(String key, Kind kind, SideSituation situation, SideReport report, String text) {}

    private static Map<Side, Map<Language, List<Mail>>> cached;

    private WholeGameReports() {}

    /** Every side's mails in each language, oldest first (of the JVM's shared game, {@link DemoGame#shared}). */
    static synchronized Map<Side, Map<Language, List<Mail>>> of() {
        if (cached == null) {
            GameStore store = DemoGame.shared(25);
            ReportRenderer renderer = new ReportRenderer(TemplateSource.builtIn());
            Map<Side, Map<Language, List<Mail>>> all = new EnumMap<>(Side.class);
            for (Side side : Side.values()) {
                List<SideSpans.SideSpan> spans = SideSpans.of(store, side);
                List<String> links = SideChains.links(store, side, spans);
                Map<Language, List<Mail>> byLanguage = new EnumMap<>(Language.class);
                for (int i = 0; i < spans.size(); i++) {
                    SideSituation s = JournalOutcome.forSide(store, DemoGame.scenario(), spans.get(i), links.get(i))
                            .situation(side);
                    SideReport r = SideReportBuilder.build(s);
                    Kind kind = Kind.of(s, r);
                    for (Language language : Language.values()) {
                        byLanguage
                                .computeIfAbsent(language, l -> new ArrayList<>())
                                .add(new Mail(
                                        spans.get(i).mailKey(),
                                        kind,
                                        s,
                                        r,
                                        renderer.side(r, language, ReportRenderer.Format.TEXT)));
                    }
                }
                all.put(side, byLanguage);
            }
            cached = all;
        }
        return cached;
    }
}
