package org.umpire.cli.command;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.report.JournalOutcome;
import org.umpire.cli.report.PhaseOutcome;
import org.umpire.cli.report.ReportMoment;
import org.umpire.cli.report.SideChains;
import org.umpire.cli.report.SideSpans;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;
import org.umpire.cli.store.MailDeadlines;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * The latest phase resolved of a game and the language one reader gets it in: what {@code umpire map}
 * and {@code umpire report} render.
 */
record LatestPhase(PhaseOutcome outcome, Language language) {

    static LatestPhase of(GamesOptions games, GameId id, ReportOptions options, Audience reader) {
        GameContext game = GameContext.open(games.home(), id, games.rulesDir());
        GameStore store = game.store();
        if (reader.side().isPresent()) {
            // a side's latest report is its latest mail (I-REP-14): what it was sent, as it was sent
            Side side = reader.side().get();
            List<SideSpans.SideSpan> spans = SideSpans.of(store, side);
            List<String> links = SideChains.linksKept(store, side, spans, false);
            int last = spans.size() - 1;
            return new LatestPhase(
                    asMailed(
                            store,
                            JournalOutcome.forSide(store, game.scenario(), spans.get(last), links.get(last)),
                            reader),
                    options.languageFor(reader, store.config()));
        }
        return new LatestPhase(
                asMailed(store, JournalOutcome.latest(store, game.scenario()), reader),
                options.languageFor(reader, store.config()));
    }

    /**
     * The report of an earlier moment ({@code --turn 7 [--phase 3]}, see docs/orders.md): the standing
     * journal entry of that turn (and phase, else the turn's last), rendered as it was sent.
     */
    static LatestPhase of(
            GamesOptions games, GameId id, ReportOptions options, Audience reader, int turn, Phase phase) {
        GameContext game = GameContext.open(games.home(), id, games.rulesDir());
        GameStore store = game.store();
        if (reader.side().isPresent()) {
            return ofSide(game, id, options, reader, turn, phase);
        }
        List<PhaseOutcome> all = JournalOutcome.all(store, game.scenario());
        PhaseOutcome found = null;
        List<String> ofTurn = new ArrayList<>();
        for (PhaseOutcome o : all) {
            if (o.moment().turn() == turn) {
                ofTurn.add(o.moment().phase().number() + " ("
                        + (UmpireLanguage.of(store.config()) == Language.FR
                                ? o.moment().phase().frenchName()
                                : o.moment().phase().englishName())
                        + ")");
                if (phase == null || o.moment().phase() == phase) {
                    found = o;
                }
            }
        }
        if (found == null) {
            TextBundle t = texts(store);
            String what = phase == null
                    ? t.get("report.error.turn", "turn", turn)
                    : t.get("report.error.turnPhase", "turn", turn, "phase", phase.number());
            throw new UserException(
                    ExitCode.NOT_FOUND,
                    ofTurn.isEmpty()
                            ? t.get(
                                    "report.error.noTurn",
                                    "game",
                                    id,
                                    "what",
                                    what,
                                    "first",
                                    all.get(0).moment().turn(),
                                    "last",
                                    all.get(all.size() - 1).moment().turn())
                            : t.get(
                                    "report.error.noPhase",
                                    "game",
                                    id,
                                    "what",
                                    what,
                                    "turn",
                                    turn,
                                    "phases",
                                    String.join(", ", ofTurn)));
        }
        return new LatestPhase(
                asMailed(store, toldWith(game, found), reader), options.languageFor(reader, store.config()));
    }

    /**
     * The umpire's mail that told {@code found}, whole (I-REP-20): every phase the one resolve went through, as
     * {@code mail/deadlines-told.txt} names the entries it told; {@code found} alone when no mail names them (a
     * game mailed before the record did, or not mailed yet).
     */
    private static PhaseOutcome toldWith(GameContext game, PhaseOutcome found) {
        GameStore store = game.store();
        Map<Integer, JournalRecord> standing = new HashMap<>();
        JournalOutcome.standing(store.journal()).forEach(r -> standing.put(r.seq(), r));
        int seq = found.moment().entry();
        return MailDeadlines.of(store.dir())
                .entriesTelling(Audience.UMPIRE, seq, standing::containsKey)
                .filter(seqs -> !seqs.equals(List.of(seq)))
                .map(seqs -> {
                    List<JournalRecord> entries =
                            seqs.stream().map(standing::get).toList();
                    JournalRecord last = entries.get(entries.size() - 1);
                    return JournalOutcome.outcome(
                            store,
                            game.scenario(),
                            new JournalOutcome.Moment(
                                    new ReportMoment(store.id().value(), last.turn(), last.phase(), last.seq()),
                                    Optional.of(last),
                                    entries.subList(0, entries.size() - 1)));
                })
                .orElse(found);
    }

    /**
     * The outcome with the deadline its mail carried when it went (I-REP-20), not today's: the deadline
     * moves after a mail (umpire deadline, vacations) and an earlier phase's is no longer computed. A mail
     * never sent (or sent before the record existed) keeps the journal's deadline.
     */
    private static PhaseOutcome asMailed(GameStore store, PhaseOutcome outcome, Audience reader) {
        return MailDeadlines.of(store.dir())
                .told(reader, outcome.moment().mailKey())
                .map(t -> outcome.withDeadline(
                        reader, t.deadline().map(i -> i.atZone(store.config().timeZone()))))
                .orElse(outcome);
    }

    /** The umpire's words of the game (see docs/reports-and-mail.md#one-language-per-reader: one language per game in the umpire's console). */
    private static TextBundle texts(GameStore store) {
        return TextBundle.load("cli/umpire", UmpireLanguage.of(store.config()), null);
    }

    /**
     * A side's mail of turn {@code turn} (the last one that tells that turn, or the one that tells {@code phase}
     * of it), as it was sent.
     */
    private static LatestPhase ofSide(
            GameContext game, GameId id, ReportOptions options, Audience reader, int turn, Phase phase) {
        GameStore store = game.store();
        Side side = reader.side().get();
        List<SideSpans.SideSpan> spans = SideSpans.of(store, side);
        int found = -1;
        TreeSet<Integer> turns = new TreeSet<>();
        for (int i = 0; i < spans.size(); i++) {
            SideSpans.SideSpan span = spans.get(i);
            int from = Math.max(0, SideSpans.turnOf(span.from()));
            turns.add(from);
            List<Phase> told = span.opening()
                    ? List.of(Phase.SETUP)
                    : SideSpans.phases(span.from(), span.at(), game.scenario().lastTurn());
            if (from == turn && (phase == null || told.contains(phase))) {
                found = i;
            }
        }
        if (found < 0) {
            TextBundle t = texts(store);
            String what = phase == null
                    ? t.get("report.error.turn", "turn", turn)
                    : t.get("report.error.turnPhase", "turn", turn, "phase", phase.number());
            throw new UserException(
                    ExitCode.NOT_FOUND,
                    t.get(
                            phase == null ? "report.error.sideNoTurn" : "report.error.sideNoPhase",
                            "game",
                            id,
                            "side",
                            side,
                            "what",
                            what,
                            "first",
                            turns.first(),
                            "last",
                            turns.last()));
        }
        List<String> links = SideChains.linksKept(store, side, spans, false);
        return new LatestPhase(
                asMailed(
                        store,
                        JournalOutcome.forSide(store, game.scenario(), spans.get(found), links.get(found)),
                        reader),
                options.languageFor(reader, store.config()));
    }
}
