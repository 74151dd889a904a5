package org.umpire.cli.aar;

import org.umpire.cli.store.GameStore;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;
import org.umpire.engine.scenario.Scenario;

/**
 * The after-action report of a game as HTML bytes, for the {@code aar} command and for any code
 * that mails it (e.g. to both sides at the end of the game, each in its language).
 */
public final class AfterActionReports {

    private final AarHtml html;

    public AfterActionReports(TemplateSource templates) {
        this.html = new AarHtml(templates);
    }

    /** The page for a game in one language (read from its journal: the phases resolved so far). */
    public byte[] html(GameStore store, Scenario scenario, Language language) {
        return html.bytes(AfterActionReportBuilder.build(store, scenario), language);
    }

    /** The page of a report already built (build once, render in each language). */
    public byte[] html(AfterActionReport report, Language language) {
        return html.bytes(report, language);
    }
}
