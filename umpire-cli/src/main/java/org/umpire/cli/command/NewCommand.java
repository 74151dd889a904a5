package org.umpire.cli.command;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UmpireClock;
import org.umpire.cli.base.UserException;
import org.umpire.cli.bot.BotTurns;
import org.umpire.cli.club.ClubCommand;
import org.umpire.cli.club.ClubDefaults;
import org.umpire.cli.club.MissedOrdersOptions;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.SecretMails;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.options.GameArgument;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.LanguageConverter;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameSeed;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.MissedOrdersPolicy;
import org.umpire.cli.store.Observers;
import org.umpire.cli.store.Player;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.view.TurnClock;
import org.umpire.cli.view.UmpireView;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code umpire new GAME --us EMAIL --jp EMAIL}: creates a game in its set-up phase. */
@Command(
        name = "new",
        mixinStandardHelpOptions = true,
        description = {
            "Creates a new game.",
            "Creates a new game: checks the scenario, draws the secret dice seed and",
            "publishes its SHA-256 commitment, and puts every unit where the set-up rules start it."
        })
public final class NewCommand implements Runnable {

    @Mixin
    GameArgument.New gameArg;

    @Option(
            names = "--scenario",
            paramLabel = "NAME",
            defaultValue = "victory-at-midway",
            description = "Scenario (default: ${DEFAULT-VALUE}).")
    String scenarioName;

    @Option(
            names = "--us",
            paramLabel = "EMAIL",
            required = true,
            description = "Address of the US player, or bot: the program plays the US (solo play).")
    String us;

    @Option(
            names = "--jp",
            paramLabel = "EMAIL",
            required = true,
            description = "Address of the Japanese player, or bot: the program plays Japan (solo play).")
    String jp;

    @Option(
            names = "--lang",
            paramLabel = "fr|en",
            converter = LanguageConverter.class,
            description = "Language of both players' reports (default: the club's, else fr).")
    Language language;

    @Option(
            names = "--us-lang",
            paramLabel = "fr|en",
            converter = LanguageConverter.class,
            description = "Language of the US player, if not --lang.")
    Language usLanguage;

    @Option(
            names = "--jp-lang",
            paramLabel = "fr|en",
            converter = LanguageConverter.class,
            description = "Language of the Japanese player, if not --lang.")
    Language jpLanguage;

    @Option(
            names = "--seed",
            paramLabel = "N",
            description = "Derive the dice seed from this number (reproducible games, tests, demos);"
                    + " default: 32 random bytes.")
    Long seed;

    @Option(
            names = "--time-zone",
            paramLabel = "ZONE",
            description = "Time zone of deadlines (default: the club's, else Europe/Paris).")
    String timeZone;

    @Option(
            names = "--deadline",
            paramLabel = "KIND=TIME,...",
            description =
                    "How long each kind of phase lasts: setup, movement, search, raid, combat, recovery"
                            + " (e.g. movement=48h,combat=24h); none: phases wait for every side (default: the club's, else none).")
    String deadline;

    @Option(
            names = "--missed-orders",
            paramLabel = "defaults|stand-in|wait",
            description = "At a deadline, resolve a silent side with its default orders (defaults), let its plan bot"
                    + " play the phase from its own view (stand-in), or wait for it (wait: no deadline); default: the"
                    + " club's, else defaults (docs/club.md).")
    String missed;

    @Option(
            names = "--extension",
            paramLabel = "TIME|none",
            description = "Time a silent side is given once at a deadline, with a reminder, before the policy applies"
                    + " (default: the club's, else none).")
    String extension;

    @Option(
            names = "--stand-in-limit",
            paramLabel = "N",
            description = "With stand-in: the most phases in a row the stand-in plays for a side (default: the club's,"
                    + " else 3).")
    String standInLimit;

    @Option(
            names = "--after-limit",
            paramLabel = "forfeit|pause",
            description = "With stand-in: after the limit, the silent side concedes (forfeit) or the game waits for it"
                    + " (pause); default: the club's, else pause.")
    String afterLimit;

    @Option(
            names = "--observer",
            paramLabel = "EMAIL",
            description = "An observer's address (repeatable): mailed the umpire's report of each turn (both sides,"
                    + " every die) after --observer-delay, never sooner; never a player (default: the club's, else"
                    + " none; docs/club.md).")
    List<String> observers = new ArrayList<>();

    @Option(
            names = "--observer-delay",
            paramLabel = "TURNS|end",
            description = "How many turns behind the observers are kept (after turn 7 with 2: turn 5), or end: the"
                    + " whole game at its end only (default: the club's, else end).")
    String observerDelay;

    @Option(
            names = "--observer-lang",
            paramLabel = "fr|en",
            converter = LanguageConverter.class,
            description = "Language of the observers' mails (default: the game's umpire language).")
    Language observerLanguage;

    @Option(
            names = "--welcome",
            description = "Mail each player a welcome mail: the game, the side, the seed's commitment, how to send"
                    + " orders by mail, and the player's secret code (outbox, or SMTP with the mail settings).")
    boolean welcome;

    @Option(
            names = "--no-welcome",
            description = "Do not mail the welcome mails (the umpire hands the commitment and the secret codes over"
                    + " another way: umpire player secret GAME SIDE). By default they go with the first send or watch.")
    boolean noWelcome;

    @Mixin
    MailOptions mail = new MailOptions();

    @Mixin
    GamesOptions games;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        GameId id = gameArg.id();
        // docs/club.md: a games folder holding a club file gives its defaults; an option given here wins
        ClubDefaults club = ClubDefaults.of(games.home(), mail.umpireLanguage());
        Language language = club.playersLanguage(this.language);
        String timeZone = club.timeZone(this.timeZone);
        String deadline = club.deadlines(this.deadline);
        Path rulesDir = club.rulesDir(games.rulesDir());
        Language umpireLanguage = club.umpireLanguage(mail.umpireLanguage());
        // docs/reports-and-mail.md#one-language-per-reader: every refusal in the umpire language the game is made with,
        // and before anything is made
        TextBundle t = TextBundle.load("cli/umpire", umpireLanguage, null);
        if (welcome && noWelcome) {
            throw new UserException(ExitCode.USAGE, t.get("new.error.welcomeBoth"));
        }
        ZoneId zone = parseZone(timeZone, t);
        Scenario scenario = new ScenarioLoader().resolve(rulesDir, scenarioName);
        GameSeed gameSeed = seed == null ? GameSeed.random(new SecureRandom()) : GameSeed.fromNumber(seed);
        Map<Side, List<Player>> players = new EnumMap<>(Side.class);
        Set<Side> bots = EnumSet.noneOf(Side.class);
        for (Side side : Side.values()) {
            String address = side == Side.US ? us : jp;
            Language lang = side == Side.US ? usLanguage : jpLanguage;
            if (address.trim().equalsIgnoreCase("bot")) {
                bots.add(side);
                players.put(side, List.of());
            } else {
                players.put(
                        side,
                        List.of(player(address, lang == null ? language : lang, side == Side.US ? "--us" : "--jp", t)));
            }
        }
        if (bots.size() == 2) {
            throw new UserException(ExitCode.USAGE, t.get("new.error.twoBots"));
        }
        Map<Deadlines.Kind, Duration> durations;
        try {
            durations = deadline == null ? null : Deadlines.parseSpec(deadline);
        } catch (UserException e) {
            throw t.worded(e);
        }
        // docs/club.md: the missed-orders policy, the club's unless an option says otherwise
        MissedOrdersPolicy policy = new MissedOrdersOptions(missed, extension, standInLimit, afterLimit)
                .over(
                        club.missedOrders(),
                        durations != null && !durations.isEmpty(),
                        ClubCommand.texts(umpireLanguage));
        Observers watching = observers(club, players, umpireLanguage, t);
        GameConfig config;
        try {
            config = new GameConfig(
                    id,
                    scenario.id(),
                    players,
                    zone,
                    gameSeed.commitment(id),
                    UmpireClock.now(),
                    bots,
                    Optional.of(umpireLanguage),
                    policy,
                    watching);
        } catch (IllegalArgumentException e) {
            throw new UserException(ExitCode.USAGE, e.getMessage());
        }
        GameState initial = InitialState.of(scenario);
        MailSettings settings = welcome ? mail.settings(games.home()) : null;
        GameStore store =
                GameStore.create(games.home(), config, gameSeed, initial, ScenarioLoader.files(rulesDir, scenarioName));
        if (!bots.isEmpty()) {
            try (GameLock lock = store.lock()) {
                BotTurns.write(store, scenario); // its set-up orders, at once
            }
        }
        if (durations != null) {
            Deadlines d = Deadlines.of(store.dir());
            d.setDurations(durations);
            d.save();
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(t.get("new.created", "game", id, "dir", store.dir()));
        out.println(t.get(
                "new.scenario", "scenario", UmpireView.title(scenario, t.language()), "turns", scenario.lastTurn()));
        out.println(t.get("new.commitment", "hash", gameSeed.commitment(id)));
        out.println(TurnClock.describe(scenario, initial, t));
        out.println(t.get("new.next", "game", id));
        boolean delivered = true;
        if (!welcome && !noWelcome && !store.config().playersOf(Side.US).isEmpty()
                || !welcome && !noWelcome && !store.config().playersOf(Side.JP).isEmpty()) {
            try (GameLock lock = store.lock()) {
                SecretMails.welcomeLater(store);
            }
            out.println(t.get("new.welcomeLater", "game", id));
        }
        if (welcome) {
            try (GameLock lock = store.lock()) {
                for (Side side : Side.values()) {
                    SendReport r = SecretMails.issue(
                            store,
                            side,
                            settings,
                            mail.templatesDir(),
                            new SecureRandom(),
                            UmpireClock.get(),
                            System.getenv(),
                            true);
                    r.sent().forEach(s -> out.println(t.get("new.welcome", "to", s.to().address())));
                    for (SendReport.Failed f : r.failed()) {
                        spec.commandLine().getErr().println(t.get("secret.notDelivered", "what", f.describe()));
                        delivered = false;
                    }
                }
            }
        }
        out.flush();
        if (!delivered) {
            throw new UserException(ExitCode.IO, t.get("new.error.notDelivered", "game", id));
        }
    }

    /** docs/club.md#observers: the options', else the club's; refused (exit 2) when bad or a player's address. */
    private Observers observers(
            ClubDefaults club, Map<Side, List<Player>> players, Language umpireLanguage, TextBundle t) {
        Optional<Integer> delay = null;
        if (observerDelay != null) {
            delay = Observers.parseDelay(observerDelay)
                    .orElseThrow(() -> new UserException(
                            ExitCode.USAGE, t.get("new.error.observerDelay", "value", observerDelay)));
        }
        Set<String> playing = new HashSet<>();
        players.values().forEach(list -> list.forEach(p -> playing.add(p.email().toLowerCase(Locale.ROOT))));
        List<String> given = new ArrayList<>();
        for (String a : observers) {
            String address = player(a, Language.EN, "--observer", t).email();
            if (playing.contains(address.toLowerCase(Locale.ROOT))) {
                throw new UserException(ExitCode.USAGE, t.get("new.error.observerPlays", "address", address));
            }
            given.add(address);
        }
        return club.observers(given, delay, observerLanguage != null ? observerLanguage : umpireLanguage, playing);
    }

    private static Player player(String email, Language lang, String option, TextBundle t) {
        try {
            return new Player(email.trim(), lang);
        } catch (IllegalArgumentException e) {
            throw new UserException(
                    ExitCode.USAGE, t.get("new.error.address", "option", option, "address", email.trim()));
        }
    }

    private static ZoneId parseZone(String text, TextBundle t) {
        try {
            return ZoneId.of(text);
        } catch (DateTimeException e) {
            throw new UserException(ExitCode.USAGE, t.get("new.error.zone", "text", text));
        }
    }
}
