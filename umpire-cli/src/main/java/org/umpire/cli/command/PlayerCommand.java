package org.umpire.cli.command;

import java.io.PrintWriter;
import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.Callable;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UmpireClock;
import org.umpire.cli.base.UserException;
import org.umpire.cli.mail.in.SecretMails;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.Player;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Side;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code umpire player secret GAME SIDE}: players' secrets for order mails. */
@Command(
        name = "player",
        mixinStandardHelpOptions = true,
        description = "Players of a game: their secret codes.",
        subcommands = PlayerCommand.Secret.class)
public final class PlayerCommand implements Runnable {

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Draws a new secret for each player of a side, stores only its hash, and mails it to the player. */
    @Command(
            name = "secret",
            mixinStandardHelpOptions = true,
            description = {
                "Issue a new secret code to each player of a side and mail it to them.",
                "The code authenticates their order mails; only a salted hash is kept, and it is never printed."
            },
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {
                "0:issued and mailed",
                "2:bad command line",
                "3:no such game",
                "4:game locked by another process",
                "5:a mail could not be delivered (run the command again)"
            })
    public static final class Secret implements Callable<Integer> {

        @Mixin
        GameArgument gameArg;

        @Parameters(index = "1", paramLabel = "US|JP", converter = SideConverter.class, description = "The side.")
        Side side;

        @Mixin
        GamesOptions games = new GamesOptions();

        @Mixin
        MailOptions mail = new MailOptions();

        @Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() {
            GameStore store = GameStore.open(games.home(), gameArg.id());
            List<Player> players = store.config().playersOf(side);
            if (players.isEmpty()) {
                throw new UserException(
                        ExitCode.CONFLICT,
                        TextBundle.load("cli/umpire", UmpireLanguage.of(store.config()), null)
                                .get("secret.noPlayer", "game", gameArg.id(), "side", side));
            }
            PrintWriter out = spec.commandLine().getOut();
            SendReport sent;
            try (GameLock lock = store.lock()) {
                sent = SecretMails.issue(
                        store,
                        side,
                        mail.settings(games.home()),
                        mail.templatesDir(),
                        new SecureRandom(),
                        UmpireClock.get(),
                        System.getenv());
            }
            TextBundle t = TextBundle.load("cli/umpire", UmpireLanguage.of(store.config()), null);
            for (SendReport.Sent s : sent.sent()) {
                out.println(t.get("secret.mailed", "to", s.to().address(), "via", sent.via()));
            }
            for (SendReport.Failed f : sent.failed()) {
                out.println(t.get("secret.notDelivered", "what", f.describe()));
            }
            out.flush();
            return sent.allDelivered() ? ExitCode.OK : ExitCode.IO;
        }
    }
}
