package org.umpire.cli.aar;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.umpire.cli.report.ReportRenderer;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;

/**
 * Renders an {@link AfterActionReport} as one self-contained HTML page in one language, through
 * the template {@code aar.html.mustache} and the {@code aar.*} messages: styles inline, the VP
 * curve as inline SVG, the maps as {@code data:} images; no script and no external reference.
 */
public final class AarHtml {

    /** The template's name (without {@code .html.mustache}). */
    public static final String TEMPLATE = "aar";

    private final ReportRenderer renderer;

    public AarHtml(TemplateSource templates) {
        this.renderer = new ReportRenderer(templates);
    }

    /** The page, as UTF-8 bytes. */
    public byte[] bytes(AfterActionReport report, Language language) {
        return html(report, language).getBytes(StandardCharsets.UTF_8);
    }

    /** The page. */
    public String html(AfterActionReport report, Language language) {
        Messages m = renderer.messages(language);
        return renderer.render(TEMPLATE, language, ReportRenderer.Format.HTML, context(report, m));
    }

    static Map<String, Object> context(AfterActionReport r, Messages m) {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("t", m.tree());
        c.put("game", r.gameId());
        c.put("scenario", scenarioTitle(r, m));
        c.put(
                "played",
                r.turns().isEmpty()
                        ? m.get("aar.nothingYet")
                        : r.lastTurn() == 0
                                ? m.get("aar.setupOnly")
                                : m.format("aar.turnsPlayed", "turns", Integer.toString(r.lastTurn())));
        c.put("ending", ending(r, m));
        c.put("inProgress", r.ending().isEmpty() ? List.of(m.get("aar.inProgress")) : List.of());
        c.put("vpChart", VpChart.svg(r.vp(), m));
        c.put("vpFinal", vpFinal(r, m));
        c.put("losses", LossesContext.of(r.losses(), m));
        c.put("turnLinks", turnLinks(r, m));
        MapImages maps = new MapImages();
        List<Object> turns = new ArrayList<>();
        for (TurnStory t : r.turns()) {
            turns.add(TurnContext.of(t, m, maps));
        }
        c.put("turns", turns);
        c.put("knowIntro", m.format("aar.know.intro", "reach", Integer.toString(Discovery.REACH)));
        c.put("knowledge", KnowledgeContext.of(r.discoveries(), m));
        return c;
    }

    /** The scenario's title in the reader's language ({@code scenario.<id>.title}), else as its data gives it. */
    private static String scenarioTitle(AfterActionReport r, Messages m) {
        return m.scenarioTitle(r.scenarioId(), r.scenario());
    }

    private static List<Object> ending(AfterActionReport r, Messages m) {
        List<Object> out = new ArrayList<>();
        r.ending().ifPresent(e -> {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("ended", TurnContext.texts(e.ended(), m));
            x.put("scores", TurnContext.texts(e.scores(), m));
            out.add(x);
        });
        return out;
    }

    private static String vpFinal(AfterActionReport r, Messages m) {
        VpPoint last = r.vp().get(r.vp().size() - 1);
        return m.format(
                "aar.vp.final",
                "turn",
                Integer.toString(last.turn()),
                "us",
                last.us().toString(),
                "jp",
                last.jp().toString());
    }

    private static List<Object> turnLinks(AfterActionReport r, Messages m) {
        List<Object> links = new ArrayList<>();
        for (TurnStory t : r.turns()) {
            links.add(Map.of(
                    "anchor",
                    TurnContext.anchor(t.turn()),
                    "label",
                    t.turn() == 0 ? m.get("aar.contents.setup") : Integer.toString(t.turn())));
        }
        return links;
    }
}
