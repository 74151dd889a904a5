package org.umpire.cli.report;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.umpire.cli.map.MapPainter;
import org.umpire.cli.map.MapView;
import org.umpire.cli.map.PhoneMapPainter;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * Produces finished reports: a side's from its {@link SideSituation} only, the umpire's from the
 * full state. Each comes as text, HTML, map PNG and force-table CSV, in the reader's language.
 */
public final class ReportService {

    private final ReportRenderer renderer;

    public ReportService(TemplateSource templates) {
        this.renderer = new ReportRenderer(templates);
    }

    public ReportRenderer renderer() {
        return renderer;
    }

    /** A side's report, rendered. */
    public ReportBundle side(SideSituation situation, Language language) {
        SideReport r = SideReportBuilder.build(situation);
        Messages m = renderer.messages(language);
        return new ReportBundle(
                situation.moment(),
                situation.side().audience(),
                language,
                subject(r.header(), situation.moment(), m),
                renderer.side(r, language, ReportRenderer.Format.TEXT),
                renderer.side(r, language, ReportRenderer.Format.HTML),
                fileName("mail.attachment.map", r.header(), situation.side().audience(), m),
                MapPainter.png(r.map(), m),
                PhoneMapPainter.png(r.map(), m),
                fileName("mail.attachment.forces", r.header(), situation.side().audience(), m),
                ForceTableCsv.write(r.forces(), m));
    }

    /** The umpire's report, rendered: everything, every die. */
    public ReportBundle umpire(
            Scenario scenario,
            ReportMoment moment,
            GameState state,
            List<EventLine> results,
            List<Roll> dice,
            Optional<Awaited> awaited,
            Language language) {
        UmpireReport r = UmpireReportBuilder.build(scenario, moment, state, results, dice, awaited);
        Messages m = renderer.messages(language);
        ByteArrayOutputStream csv = new ByteArrayOutputStream();
        for (Side s : Side.values()) {
            byte[] part = ForceTableCsv.write(r.forces().get(s), m);
            if (s != Side.values()[0]) {
                // keep a single header line: drop the second table's own header
                String text = new String(part, StandardCharsets.UTF_8);
                part = text.substring(text.indexOf("\r\n") + 2).getBytes(StandardCharsets.UTF_8);
            }
            csv.writeBytes(part);
        }
        return new ReportBundle(
                moment,
                Audience.UMPIRE,
                language,
                subject(r.header(), moment, m),
                renderer.umpire(r, language, ReportRenderer.Format.TEXT),
                renderer.umpire(r, language, ReportRenderer.Format.HTML),
                fileName("mail.attachment.map", r.header(), Audience.UMPIRE, m),
                MapPainter.png(r.map(), m),
                PhoneMapPainter.png(r.map(), m),
                fileName("mail.attachment.forces", r.header(), Audience.UMPIRE, m),
                csv.toByteArray());
    }

    /**
     * Whether a side's report of this moment would tell it nothing (see docs/orders.md: no mail for a phase that
     * told a side nothing): not the opening report, no correction, nothing new, no orders received,
     * nothing asked of it and the game not over. Such a report is not mailed; the side's next
     * report, which asks for its orders or tells it something, comes as usual.
     */
    public static boolean tellsNothing(SideSituation situation) {
        if (situation.moment().entry() == 0
                || situation.moment().corrects() > 0
                || situation.receipt().isPresent()
                || situation.awaited().isEmpty()
                || situation.awaited().get().fromYou()
                || situation.before().isEmpty()) {
            return false;
        }
        SideReport r = SideReportBuilder.build(situation);
        Messages m = TemplateSource.builtIn().messages(Language.EN);
        return SideDigest.news(r, m).isEmpty()
                && SideDigest.turnBegan(r, m).isEmpty()
                && SideDigest.searches(r, m).isEmpty()
                && SideDigest.aircraft(r, m).isEmpty();
    }

    /** A side's map only ({@code umpire map}). */
    public byte[] sideMap(SideSituation situation, Language language) {
        MapView view = SideReportBuilder.build(situation).map();
        return MapPainter.png(view, renderer.messages(language));
    }

    /** The umpire's map ({@code umpire map GAME --umpire}): both sides, the fog and every search of the turn. */
    public byte[] umpireMap(PhaseOutcome o, Language language) {
        GameState st = o.state();
        MapView view =
                MapViews.forUmpire(o.scenario(), o.moment(), st.units().values(), st.fogLifted(), st.knowledge());
        return MapPainter.png(view, renderer.messages(language));
    }

    /** The map file name a reader gets for a moment ({@code carte-g1-T03-JP.png}). */
    public String mapFileName(ReportMoment moment, Audience audience, Language language) {
        Messages m = renderer.messages(language);
        return m.format(
                "mail.attachment.map",
                "game",
                moment.gameId(),
                "turn",
                String.format("%02d", moment.turn()),
                "side",
                m.get("mail.sideCode." + audience.name()));
    }

    /**
     * A mail's subject: the game, the turn and its time, every phase the mail tells (a run of three or more as
     * its first and last). The opening report (no entry yet) says the game begins, so that it never shares its
     * subject with the report of the set-up's results: no two mails a reader gets share a subject.
     */
    static String subject(ReportHeader h, ReportMoment moment, Messages m) {
        String phase = ReportContexts.phaseNames(h.phases(), m);
        boolean opening = moment.entry() == 0 && moment.corrects() == 0;
        String subject = h.turn() == 0
                ? m.format(opening ? "mail.subjectOpening" : "mail.subjectSetup", "game", h.gameId(), "phase", phase)
                : m.format(
                        "mail.subject",
                        "game",
                        h.gameId(),
                        "turn",
                        Integer.toString(h.turn()),
                        "time",
                        m.time(h.time()),
                        "phase",
                        phase);
        return h.correction() ? m.format("mail.subjectCorrection", "subject", subject) : subject;
    }

    private static String fileName(String key, ReportHeader h, Audience audience, Messages m) {
        return m.format(
                key,
                "game",
                h.gameId(),
                "turn",
                String.format("%02d", h.turn()),
                "side",
                m.get("mail.sideCode." + audience.name()));
    }
}
