package org.umpire.cli.game;

import java.nio.file.Path;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.umpire.cli.ExitCode;
import org.umpire.cli.UserException;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.MailIntake;
import org.umpire.cli.mail.in.MailSource;
import org.umpire.cli.mail.out.GameMail;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.GameListing;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;

/**
 * The umpire's unattended loop ({@code umpire watch}): receive the mails waiting (orders stored,
 * receipts sent), resolve every game whose awaited sides have all sent their orders, and mail the
 * reports. Every step is one the commands already make safe to stop at any instant: a mail is
 * recorded as handled once its receipt is sent, a resolve is one atomic commit, a report is mailed
 * once (sent log). So after a kill, the next start finishes what was half done: it first mails
 * whatever reports are not sent yet, then goes on.
 */
public final class Watch {

    private final GamesHome home;
    private final Path rulesDir;
    private final Path templatesDir;
    private final MailSettings settings;
    private final Language umpireLanguage;
    private final Map<String, String> env;
    private final Clock clock;
    private final Consumer<String> log;
    private final Map<String, Scenario> scenarios = new HashMap<>();

    public Watch(GamesHome home, Path rulesDir, Path templatesDir, MailSettings settings, Language umpireLanguage,
                 Map<String, String> env, Clock clock, Consumer<String> log) {
        this.home = home;
        this.rulesDir = rulesDir;
        this.templatesDir = templatesDir;
        this.settings = settings;
        this.umpireLanguage = umpireLanguage;
        this.env = env;
        this.clock = clock;
        this.log = log;
    }

    /** At start: mails every report a stop left unsent. */
    public void catchUp() {
        for (GameListing g : GameStore.listGames(home)) {
            g.game().ifPresent(store -> send(context(store)));
        }
    }

    /** One round: receive, then resolve and mail every game that is ready. */
    public void cycle(Supplier<MailSource> source) {
        MailSource from = source.get();
        MailIntake intake = new MailIntake(home, rulesDir, templatesDir, settings, env, clock);
        MailSource.Tally t = from.receive(intake, line -> log.accept("receive " + line));
        if (t.total() > 0) {
            log.accept("received " + t.total() + " mail(s) from " + from.describe() + ": " + t.processed()
                    + " processed, " + t.failed() + " failed, " + t.later() + " left for later");
        }
        for (GameListing g : GameStore.listGames(home)) {
            if (g.game().isEmpty()) {
                continue;
            }
            GameContext game = context(g.game().get());
            try {
                if (ready(game)) {
                    PhaseResolution.Outcome o = PhaseResolution.resolve(game, false, null, clock.instant());
                    log.accept("resolved " + g.id() + " turn " + o.before().turn() + " phase " + o.before().phase().number()
                            + " (journal " + o.entry().folder() + ")");
                    send(game.reopened(home));
                }
            } catch (UserException e) {
                if (e.exitCode() != ExitCode.CONFLICT) {
                    throw e;
                }
                log.accept("game " + g.id() + " not resolved now: " + e.getMessage());
            }
        }
    }

    /** Not over, and every side the current phase awaits has sent its orders. */
    static boolean ready(GameContext game) {
        if (game.state().isOver()) {
            return false;
        }
        Set<Side> sent = game.store().orders(game.state().turn(), game.state().phase()).keySet();
        return sent.containsAll(game.awaiting());
    }

    private void send(GameContext game) {
        SendReport r = GameMail.sendAll(game, settings, templatesDir, umpireLanguage);
        if (!r.sent().isEmpty()) {
            log.accept("mailed " + r.sent().size() + " report(s) of " + game.store().id() + " via " + r.via());
        }
        r.failed().forEach(f -> log.accept("NOT delivered (" + game.store().id() + "): " + f.describe()));
    }

    private GameContext context(GameStore store) {
        Scenario s = scenarios.computeIfAbsent(store.config().scenario(), n -> new ScenarioLoader().resolve(rulesDir, n));
        return GameContext.of(store, s);
    }
}
