package org.umpire.cli.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.umpire.cli.aar.AfterActionReport;
import org.umpire.cli.aar.AfterActionReportBuilder;
import org.umpire.cli.aar.AfterActionReports;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.Attachment;
import org.umpire.cli.mail.out.MessageIds;
import org.umpire.cli.mail.out.OutgoingMail;
import org.umpire.cli.mail.out.Recipient;
import org.umpire.cli.mail.out.ReportPublisher;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.mail.out.SentLog;
import org.umpire.cli.report.JournalOutcome;
import org.umpire.cli.report.PhaseOutcome;
import org.umpire.cli.report.ReportBundle;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;
import org.umpire.cli.store.Observers;
import org.umpire.cli.store.Player;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.state.GameState;

/**
 * The observers' mails (docs/club.md#observers, I-CLI-8): for each turn the delay releases, one mail per observer
 * with the umpire's reports of every phase of that turn (both sides, every die) and the umpire's map at its end;
 * at the game's end, the turns still held back and one mail with the after-action report. Built from the journal
 * only, after the players' mails, in a thread of the observer's own and under subjects of their own: nothing of a
 * player's mail depends on them, and none goes to a player (the game's config refuses a player as an observer).
 * Mails already in the sent log are not rendered again.
 */
public final class ObserverMails {

    private static final Pattern MAP_IMAGE = Pattern.compile("<img class=\"map\"[^>]*>");

    private ObserverMails() {}

    /**
     * The observers' mails due and not yet sent, oldest turn first (the end's last); those already sent are added
     * to {@code skipped}.
     */
    static List<OutgoingMail> due(
            GameContext game,
            ReportPublisher publisher,
            MailSettings settings,
            Path templatesDir,
            SentLog log,
            List<SendReport.Skipped> skipped) {
        GameStore store = game.store();
        Observers observers = store.config().observers();
        if (observers.isEmpty()) {
            return List.of();
        }
        GameState state = store.state();
        List<OutgoingMail> out = new ArrayList<>();
        Optional<Integer> newest = observers.newestTold(state);
        SortedMap<Integer, List<JournalOutcome.Moment>> turns = turns(store);
        if (newest.isPresent() && !observers.atEndOnly()) {
            for (Map.Entry<Integer, List<JournalOutcome.Moment>> t :
                    turns.headMap(newest.get() + 1).entrySet()) {
                int lastSeq = last(t.getValue()).seq();
                String key = String.format("T%02d.e%04d", t.getKey(), lastSeq);
                Map<Language, List<ReportBundle>> rendered = new EnumMap<>(Language.class);
                for (Player p : observers.people()) {
                    Recipient to = new Recipient(Audience.UMPIRE, p.email(), p.language());
                    String id = id(store, key, to, settings, publisher);
                    if (log.delivered(id, to.address())) {
                        skipped.add(new SendReport.Skipped(id, to));
                        continue;
                    }
                    List<ReportBundle> bundles =
                            rendered.computeIfAbsent(p.language(), l -> bundles(game, publisher, t.getValue(), l));
                    out.add(turnMail(store, templatesDir, observers, t.getKey(), id, to, settings, publisher, bundles));
                }
            }
        }
        if (state.isOver() && !turns.isEmpty()) {
            int lastSeq = last(turns.get(turns.lastKey())).seq();
            String key = String.format("end.e%04d", lastSeq);
            AfterActionReport aar = null;
            Map<Language, byte[]> pages = new EnumMap<>(Language.class);
            for (Player p : observers.people()) {
                Recipient to = new Recipient(Audience.UMPIRE, p.email(), p.language());
                String id = id(store, key, to, settings, publisher);
                if (log.delivered(id, to.address())) {
                    skipped.add(new SendReport.Skipped(id, to));
                    continue;
                }
                if (aar == null) {
                    aar = AfterActionReportBuilder.build(store, game.scenario());
                }
                AfterActionReport report = aar;
                byte[] page = pages.computeIfAbsent(
                        p.language(), l -> new AfterActionReports(TemplateSource.of(templatesDir)).html(report, l));
                out.add(endMail(store, templatesDir, id, to, settings, publisher, page));
            }
        }
        return out;
    }

    /** Every standing entry of the journal, by turn (the opening, which no entry made, is not one). */
    static SortedMap<Integer, List<JournalOutcome.Moment>> turns(GameStore store) {
        SortedMap<Integer, List<JournalOutcome.Moment>> turns = new TreeMap<>();
        for (JournalOutcome.Moment m : JournalOutcome.moments(store)) {
            m.entry()
                    .ifPresent(e -> turns.computeIfAbsent(e.turn(), k -> new ArrayList<>())
                            .add(m));
        }
        return turns;
    }

    private static JournalRecord last(List<JournalOutcome.Moment> moments) {
        return moments.get(moments.size() - 1).entry().orElseThrow();
    }

    private static String id(
            GameStore store, String key, Recipient to, MailSettings settings, ReportPublisher publisher) {
        return MessageIds.forObserver(
                store.id().value(), key, to.address(), settings.messageIdDomain(), publisher.salt());
    }

    /**
     * The umpire's report of each phase of a turn in {@code language}, without what the game awaited then (a
     * deadline read now would be today's, not that phase's).
     */
    private static List<ReportBundle> bundles(
            GameContext game, ReportPublisher publisher, List<JournalOutcome.Moment> moments, Language language) {
        List<ReportBundle> result = new ArrayList<>();
        for (JournalOutcome.Moment m : moments) {
            PhaseOutcome o = JournalOutcome.outcome(game.store(), game.scenario(), m);
            PhaseOutcome told = new PhaseOutcome(
                    o.scenario(),
                    o.moment(),
                    o.state(),
                    o.results(),
                    o.dice(),
                    Map.of(),
                    o.receipts(),
                    o.before(),
                    o.replaced());
            result.add(publisher.bundle(told, Audience.UMPIRE, language));
        }
        return result;
    }

    private static OutgoingMail turnMail(
            GameStore store,
            Path templatesDir,
            Observers observers,
            int turn,
            String id,
            Recipient to,
            MailSettings settings,
            ReportPublisher publisher,
            List<ReportBundle> bundles) {
        Messages words = TemplateSource.of(templatesDir).messages(to.language());
        String game = store.id().value();
        // the journal's turn 0 is the set-up
        String what = turn == 0
                ? words.get("observer.what.setup")
                : words.format("observer.what.turn", "turn", String.valueOf(turn));
        String intro = observers.atEndOnly() || store.state().isOver()
                ? words.format("observer.introEnd", "game", game, "what", what)
                : words.format("observer.intro", "game", game, "what", what, "delay", observers.delayWord());
        StringBuilder text = new StringBuilder(intro).append("\n\n");
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < bundles.size(); i++) {
            ReportBundle b = bundles.get(i);
            text.append(b.text().strip()).append("\n\n");
            String inner = inner(b.html());
            // the umpire's map at the end of the turn is shown once, under its last phase
            body.append(i < bundles.size() - 1 ? MAP_IMAGE.matcher(inner).replaceAll("") : inner);
        }
        ReportBundle last = bundles.get(bundles.size() - 1);
        String html = head(last.html()) + "<p>" + escape(intro) + "</p>\n" + body + "</body>\n</html>\n";
        List<Attachment> files = List.of(
                Attachment.inline(last.phoneMapFileName(), "image/png", last.phoneMapPng()),
                new Attachment(last.mapFileName(), "image/png", last.mapPng()));
        return new OutgoingMail(
                id,
                thread(store, to, settings, publisher),
                to,
                words.format("observer.subject", "game", game, "what", what),
                text.toString().strip() + "\n",
                html,
                files,
                headers(game, String.format("T%02d", turn)));
    }

    private static OutgoingMail endMail(
            GameStore store,
            Path templatesDir,
            String id,
            Recipient to,
            MailSettings settings,
            ReportPublisher publisher,
            byte[] page) {
        Messages words = TemplateSource.of(templatesDir).messages(to.language());
        String game = store.id().value();
        String text = words.format("observer.end", "game", game);
        String html =
                "<!DOCTYPE html>\n<html lang=\"" + to.language().code() + "\">\n<head>\n<meta charset=\"UTF-8\">\n"
                        + "</head>\n<body>\n<p>" + escape(text) + "</p>\n</body>\n</html>\n";
        return new OutgoingMail(
                id,
                thread(store, to, settings, publisher),
                to,
                words.format("observer.subjectEnd", "game", game),
                text + "\n",
                html,
                List.of(new Attachment(
                        GameMail.afterActionFileName(game, to.language()), "text/html; charset=UTF-8", page)),
                headers(game, "end"));
    }

    private static String thread(GameStore store, Recipient to, MailSettings settings, ReportPublisher publisher) {
        return MessageIds.observerThread(
                store.id().value(), to.address(), settings.messageIdDomain(), publisher.salt());
    }

    private static List<OutgoingMail.Header> headers(String game, String what) {
        return List.of(
                new OutgoingMail.Header("X-Umpire-Game", game), new OutgoingMail.Header("X-Umpire-Observer", what));
    }

    /** The HTML up to its {@code <body>} tag, included. */
    private static String head(String html) {
        int at = html.indexOf("<body>");
        return at < 0 ? "<!DOCTYPE html>\n<html>\n<body>\n" : html.substring(0, at + "<body>".length()) + "\n";
    }

    /** What a report's HTML holds between its {@code <body>} tags. */
    private static String inner(String html) {
        int from = html.indexOf("<body>");
        int to = html.lastIndexOf("</body>");
        return from < 0 || to < from ? html : html.substring(from + "<body>".length(), to);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
