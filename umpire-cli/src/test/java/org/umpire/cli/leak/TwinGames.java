package org.umpire.cli.leak;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.umpire.cli.app.GameMail;
import org.umpire.cli.app.PhaseResolution;
import org.umpire.cli.app.Watch;
import org.umpire.cli.base.UserException;
import org.umpire.cli.bot.Bot;
import org.umpire.cli.bot.BotTurns;
import org.umpire.cli.bot.RandomBot;
import org.umpire.cli.demo.BotLetter;
import org.umpire.cli.fixtures.HandClock;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.MailIntake;
import org.umpire.cli.mail.in.MaildirSource;
import org.umpire.cli.mail.in.PlayerSecrets;
import org.umpire.cli.mail.in.SecretMails;
import org.umpire.cli.mail.out.OutboxDelivery;
import org.umpire.cli.mail.out.SentLog;
import org.umpire.cli.report.SideChains;
import org.umpire.cli.report.SideSpans;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.ConfigYaml;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.DiceLog;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameSeed;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.MissedOrdersPolicy;
import org.umpire.cli.store.ObserverSettings;
import org.umpire.cli.store.Observers;
import org.umpire.cli.store.Player;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

/**
 * Twin games for the black-box non-interference harness (see docs/reports-and-mail.md#no-leak-by-construction): a game played by bots through the
 * program's real mail path — welcome mails, letters to the inbox, {@code watch} rounds that receive,
 * answer, resolve and mail — on a fixed clock, with everything of one side (its bot, address, language,
 * secret code) given and everything of the other side a parameter. A game can be forked at any round into
 * a twin whose other side then plays, writes and reads differently; the mails each side received are read
 * back whole, as the outbox holds them, in the order they went.
 */
final class TwinGames {

    /** The instant every reading of the twins' clock gives (UMPIRE_CLOCK's fixed form). */
    static final Instant CLOCK = Instant.parse("2026-06-01T08:00:00Z");

    static final String GAME = "twin";
    static final String UMPIRE = "umpire@club.example";
    private static final GameId ID = GameId.parse(GAME);
    private static final Scenario SCENARIO = new ScenarioLoader().resolve(null, ScenarioLoader.DEFAULT_SCENARIO);

    /**
     * One side's player: address, language, secret code, and how it plays ({@code randomBot} null: the plan bot;
     * {@code entry1}, when given, the hex its group 1 enters by, whatever the bot chose).
     */
    record Player1(String address, Language language, String secret, Long randomBot, String entry1, Set<Habit> habits) {

        Player1 {
            habits = habits.isEmpty() ? EnumSet.noneOf(Habit.class) : EnumSet.copyOf(habits);
        }

        Player1(String address, Language language, String secret, Long randomBot) {
            this(address, language, secret, randomBot, null, Set.of());
        }

        Player1(String address, Language language, String secret, Long randomBot, String entry1) {
            this(address, language, secret, randomBot, entry1, Set.of());
        }

        /** This player, with {@code habit} too. */
        Player1 with(Habit habit) {
            Set<Habit> h = EnumSet.of(habit);
            h.addAll(habits);
            return new Player1(address, language, secret, randomBot, entry1, h);
        }

        boolean has(Habit habit) {
            return habits.contains(habit);
        }

        Bot bot(Side side, GameState state) {
            Bot b = randomBot == null
                    ? Bot.plan(side)
                    : new RandomBot(randomBot * 1_000_003L
                            + state.turn() * 31L
                            + state.phase().number());
            if (entry1 == null) {
                return b;
            }
            return new Bot() {
                @Override
                public String orders(SideView view) {
                    return b.orders(view).replaceAll("(?m)^group 1 enters \\S+$", "group 1 enters " + entry1);
                }

                @Override
                public String name() {
                    return b.name();
                }
            };
        }
    }

    /** What a player does besides answering each report at once. */
    enum Habit {
        /**
         * Writes once after each receipt of its orders, before its next report, as people do: such a mail finds
         * the game waiting for the other side only, and is kept for the side's next decision (I-ORD-25).
         */
        EARLY,
        /**
         * Misses every third decision ({@link #LATE_EVERY}): the game then has deadlines (48 h a phase); the watch
         * reminds the player 11 h before, and resolves with its defaults when the deadline passes.
         */
        LATE
    }

    /** A late player misses the decision asked by every report whose number is a multiple of this, plus two. */
    static final int LATE_EVERY = 3;

    /**
     * A whole game's setting: the dice seed, each side's player, and who observes the game (docs/club.md#observers):
     * none of the players' mails may depend on them.
     */
    record Setting(long seed, Map<Side, Player1> players, Observers observers) {

        Setting(long seed, Map<Side, Player1> players) {
            this(seed, players, Observers.NONE);
        }

        /** The same game, observed by {@code who}. */
        Setting observed(Observers who) {
            return new Setting(seed, players, who);
        }
    }

    /** One mail a side received: its Message-ID and its bytes as sent. */
    record Received(String messageId, byte[] bytes) {}

    /** A game being played in its own folder, round after round. */
    static final class Game {
        private final Path root;
        private final GamesHome home;
        private Setting setting;
        private final Map<String, String> secrets;
        private final Map<Side, Integer> letters;
        private int delivered;
        private int rounds;
        private Watch watch;
        private String changedDie;
        private int[] dieAt;
        /** For each side, the number of mails it had received when it wrote each of its early letters. */
        private final Map<Side, SortedSet<Integer>> early = new EnumMap<>(Side.class);
        /** For each side, the number of reports it had received when it missed a decision. */
        private final Map<Side, SortedSet<Integer>> late = new EnumMap<>(Side.class);
        /** The time the program reads: {@link #CLOCK}, moved on only past a late player's deadline. */
        private final HandClock clock = new HandClock(CLOCK);

        private Game(Path root, Setting setting) {
            this.root = root;
            this.home = GamesHome.of(root.resolve("games"));
            this.setting = setting;
            this.secrets = new HashMap<>();
            this.letters = new EnumMap<>(Side.class);
        }

        /** A copy of {@code from}'s players' doings, for the game copied to {@code root}. */
        private Game(Path root, Setting setting, Game from) {
            this(root, setting);
            secrets.putAll(from.secrets);
            letters.putAll(from.letters);
            delivered = from.delivered;
            rounds = from.rounds;
            from.early.forEach((side, at) -> early.put(side, new TreeSet<>(at)));
            from.late.forEach((side, at) -> late.put(side, new TreeSet<>(at)));
            clock.set(from.clock.instant());
        }

        /** A new game of {@code setting} in {@code root}: created, its welcome mails sent. */
        static Game start(Path root, Setting setting) {
            Game g = new Game(root, setting);
            GameSeed seed = GameSeed.fromNumber(setting.seed()).withNonce(nonce(setting.seed()));
            Map<Side, List<Player>> players = new EnumMap<>(Side.class);
            for (Side side : Side.values()) {
                Player1 p = setting.players().get(side);
                players.put(side, List.of(new Player(p.address(), p.language())));
            }
            GameConfig config = new GameConfig(
                    ID,
                    SCENARIO.id(),
                    players,
                    null,
                    seed.commitment(ID),
                    CLOCK,
                    Set.of(),
                    Optional.empty(),
                    MissedOrdersPolicy.DEFAULT,
                    setting.observers());
            GameStore store = GameStore.create(g.home, config, seed, InitialState.of(SCENARIO));
            try (GameLock lock = store.lock()) {
                for (Side side : Side.values()) {
                    // the welcome mail with the commitment; the code drawn from the side's own seed
                    SecretMails.issue(
                            store,
                            side,
                            SETTINGS,
                            null,
                            random(setting.players().get(side).secret()),
                            clock(),
                            Map.of(),
                            true,
                            g.secrets);
                }
            }
            if (setting.players().values().stream().anyMatch(p -> p.has(Habit.LATE))) {
                Deadlines d = Deadlines.of(g.gameDir());
                Map<Deadlines.Kind, Duration> every = new EnumMap<>(Deadlines.Kind.class);
                for (Deadlines.Kind k : Deadlines.Kind.values()) {
                    every.put(k, Duration.ofHours(48));
                }
                d.setDurations(every);
                d.save();
            }
            maildir(g.gameDir().resolve("inbox"));
            return g;
        }

        Path gameDir() {
            return home.gameDir(ID);
        }

        int rounds() {
            return rounds;
        }

        GamesHome home() {
            return home;
        }

        /**
         * One round: each side the game waits for writes its orders (its bot, from its own view) and mails
         * them; one {@code watch} round receives, answers, resolves and mails. False when the game is over or
         * past turn {@code turns}.
         */
        boolean round(int turns) {
            GameContext game = GameContext.of(GameStore.open(home, ID), SCENARIO);
            GameState before = game.state();
            if (before.isOver() || before.turn() > turns) {
                return false;
            }
            boolean someoneLate = post(game);
            Path inbox = gameDir().resolve("inbox");
            if (watch == null) {
                watch = new Watch(
                        home, null, null, SETTINGS, Language.EN, Map.of(), clock, Duration.ofMinutes(1), l -> {});
            }
            watch.cycle(new MaildirSource(inbox), ID);
            if (someoneLate) {
                // the watch reminds the late player 11 h before its deadline, then resolves with its defaults
                GameStore store = GameStore.open(home, ID);
                Instant deadline = Deadlines.of(store.dir()).deadline(store).orElseThrow();
                clock.set(deadline.minus(Duration.ofHours(11)));
                watch.cycle(new MaildirSource(inbox), ID);
                clock.set(deadline.plus(Duration.ofMinutes(1)));
                watch.cycle(new MaildirSource(inbox), ID);
            }
            moved(before);
            rounds++;
            return true;
        }

        /**
         * A round as {@link #round} plays it, but whose first resolve rolls the umpire's own dice of
         * the first of {@code diceFiles} whose numbers fit the dice rolled (as {@code umpire resolve --dice FILE}
         * does), or the seeded dice when none is given; the
         * further phases resolved at once and the mails go as a watch round sends them.
         *
         * @return the rolls of that first resolve, as its journal entry logs them; empty when it rolled none
         */
        List<Roll> roundWithDice(Path... diceFiles) {
            GameContext game = GameContext.of(GameStore.open(home, ID), SCENARIO);
            GameState before = game.state();
            if (post(game)) {
                throw new IllegalStateException(
                        "a late player's round is played by round(), not with the umpire's dice");
            }
            Path inbox = gameDir().resolve("inbox");
            new MaildirSource(inbox)
                    .receive(new MailIntake(home, null, null, SETTINGS, Map.of(), clock).deferReplies(), l -> {});
            game = game.reopened(home);
            List<Roll> rolls = List.of();
            if (game.store().orders(before.turn(), before.phase()).keySet().containsAll(game.awaiting())) {
                PhaseResolution.Outcome o = resolve(game, clock.instant(), diceFiles);
                GameStore store = GameStore.open(home, ID);
                rolls = DiceLog.parse(
                        "dice",
                        new String(
                                store.journalFile(o.entry(), "dice.txt").orElse(new byte[0]), StandardCharsets.UTF_8));
                try (GameLock lock = store.lock()) {
                    PhaseResolution.continueLocked(GameContext.of(store, SCENARIO), clock.instant());
                }
                GameMail.sendAll(
                        GameContext.of(GameStore.open(home, ID), SCENARIO), SETTINGS, null, Language.EN, clock);
            }
            moved(before);
            rounds++;
            return rolls;
        }

        /**
         * A twin of this game as it stands, in {@code to}, in which one die rolled in the next rounds gives
         * another number: the rounds are played first in a scratch copy with the seeded dice, to the first
         * (or second, or third) whose resolve rolls any; the twin plays the rounds before it alike, then that one with the same rolls
         * but one, drawn at random, changed (the rolls after it kept as long as the dice they fall to take
         * them, else ones). Null when no round of the next {@code within} rolls a die before turn
         * {@code turns} ends.
         */
        Game forkDie(Path to, Random r, int turns, int within) {
            Path learn = scratch("twin-learn");
            try {
                copyTree(root, learn);
                Game l = new Game(learn, setting, this);
                // the first, second or third round that rolls dice: not only the end of turn's
                int skip = r.nextInt(3);
                for (int i = 0; i < within; i++) {
                    GameState s = GameStore.open(l.home, ID).state();
                    if (s.isOver() || s.turn() > turns) {
                        return null;
                    }
                    List<Roll> rolls = l.roundWithDice();
                    if (rolls.isEmpty() || skip-- > 0) {
                        continue;
                    }
                    Game twin = fork(to, Side.US, setting.players().get(Side.US));
                    for (int k = 0; k < i; k++) {
                        twin.roundWithDice();
                    }
                    twin.dieAt = new int[] {
                        twin.rounds, GameStore.open(twin.home, ID).state().turn()
                    };
                    int k = r.nextInt(rolls.size());
                    Roll changed = rolls.get(k);
                    int value = 1
                            + (changed.value() - 1 + 1 + r.nextInt(Math.max(1, changed.sides() - 1))) % changed.sides();
                    twin.changedDie = changed.key() + " " + changed.value() + " -> " + value;
                    Path exact = to.resolve("dice-exact.txt");
                    Path ones = to.resolve("dice-ones.txt");
                    StringBuilder a = new StringBuilder();
                    StringBuilder b = new StringBuilder();
                    for (int j = 0; j < rolls.size(); j++) {
                        int v = j == k ? value : rolls.get(j).value();
                        a.append(v).append('\n');
                        b.append(j <= k ? v : 1).append('\n');
                    }
                    b.append("1\n".repeat(200));
                    AtomicFiles.write(
                            exact, a.append("1\n".repeat(200)).toString().getBytes(StandardCharsets.UTF_8));
                    AtomicFiles.write(ones, b.toString().getBytes(StandardCharsets.UTF_8));
                    twin.roundWithDice(exact, ones);
                    return twin;
                }
                return null;
            } finally {
                AtomicFiles.deleteTree(learn);
            }
        }

        private static PhaseResolution.Outcome resolve(GameContext game, Instant at, Path... diceFiles) {
            for (int i = 0; ; i++) {
                try {
                    return PhaseResolution.resolve(game, false, diceFiles.length == 0 ? null : diceFiles[i], at);
                } catch (UserException e) {
                    if (i + 1 >= diceFiles.length) {
                        throw e;
                    }
                    // a die after the changed one is another die now, and the number no longer fits it
                }
            }
        }

        /** For a twin of {@link #forkDie}: the round (as the base counts them) and the turn of its other die. */
        int[] dieAt() {
            return dieAt.clone();
        }

        /** What {@link #forkDie} changed: the die's key, its number and the new one. */
        String changedDie() {
            return changedDie;
        }

        private void moved(GameState before) {
            GameState after = GameStore.open(home, ID).state();
            if (after.turn() == before.turn() && after.phase() == before.phase() && !after.isOver()) {
                throw new IllegalStateException("the twin game did not move on from turn " + before.turn() + ", phase "
                        + before.phase().number());
            }
        }

        /**
         * Each side the game waits for writes its orders (its bot, from its own view) and mails them, but a late
         * player ({@link Habit#LATE}) who misses this decision; a player who writes early ({@link Habit#EARLY})
         * writes its letter. True when a player missed its decision.
         */
        private boolean post(GameContext game) {
            GameState before = game.state();
            boolean missed = false;
            for (Side side : TurnEngine.awaiting(game.scenario(), before)) {
                if (game.store().orders(before.turn(), before.phase()).containsKey(side)) {
                    continue; // sent in advance with an earlier phase's mail
                }
                Player1 p = setting.players().get(side);
                if (p.has(Habit.LATE) && missesThis(side)) {
                    missed = true;
                    continue;
                }
                String orders = BotTurns.accepted(
                        game.scenario(),
                        before,
                        side,
                        p.bot(side, before).orders(SideView.of(game.scenario(), before, side)));
                int n = letters.merge(side, 1, Integer::sum);
                letter(
                        p,
                        side,
                        orders,
                        before.turn(),
                        String.format(
                                "%s-T%02d-P%d-%d",
                                side.name().toLowerCase(),
                                before.turn(),
                                before.phase().number(),
                                n));
            }
            for (Side side : Side.values()) {
                Player1 p = setting.players().get(side);
                List<Received> got = mails(side);
                // early: the side's latest mail is the receipt of its orders (no report since), and it has not
                // written since; what it knows is its own mailbox, so its twin writes the same letter or none
                int lastReport = got.size() - 1;
                while (lastReport >= 0 && !isReport(got.get(lastReport).messageId())) {
                    lastReport--;
                }
                if (!p.has(Habit.EARLY)
                        || got.isEmpty()
                        || lastReport == got.size() - 1
                        || !got.get(got.size() - 1).messageId().contains(".receipt.")
                        || !early.getOrDefault(side, new TreeSet<>())
                                .tailSet(lastReport + 1)
                                .isEmpty()) {
                    continue;
                }
                early.computeIfAbsent(side, x -> new TreeSet<>()).add(got.size());
                letter(
                        p,
                        side,
                        p.language() == Language.FR
                                ? "Merci, bien reçu. J'attends la suite de votre rapport."
                                : "Thanks, got it. Standing by for your next report.",
                        before.turn(),
                        String.format("%s-early-%d", side.name().toLowerCase(), got.size()));
            }
            return missed;
        }

        /**
         * Whether a late player misses the decision its latest report asks: every {@link #LATE_EVERY}th report,
         * counted in its own mailbox (so its twin misses the same decisions), once.
         */
        private boolean missesThis(Side side) {
            int reports = (int)
                    mails(side).stream().filter(m -> isReport(m.messageId())).count();
            if (reports % LATE_EVERY != 2
                    || late.getOrDefault(side, new TreeSet<>()).contains(reports)) {
                return false;
            }
            late.computeIfAbsent(side, x -> new TreeSet<>()).add(reports);
            return true;
        }

        private void letter(Player1 p, Side side, String text, int turn, String mid) {
            byte[] raw = new BotLetter(GAME, p.address(), UMPIRE, side, p.language(), secrets.get(p.address()))
                    .mail(text, turn, mid, clock.instant());
            AtomicFiles.write(
                    gameDir()
                            .resolve("inbox")
                            .resolve("new")
                            .resolve(String.format(
                                    "%010d.%06d.twin", clock.instant().getEpochSecond(), delivered++)),
                    raw);
        }

        /** The numbers of mails {@code side} had received when it wrote each of its early letters. */
        SortedSet<Integer> earlyLetters(Side side) {
            return Collections.unmodifiableSortedSet(early.getOrDefault(side, new TreeSet<>()));
        }

        /** Plays rounds to the start of turn {@code turns + 1} or the end. */
        Game playTo(int turns) {
            while (rounds < 2_000 && round(turns)) {
                // one more round
            }
            return this;
        }

        /**
         * A twin of this game as it stands, in {@code to}, whose side {@code other} from now on is {@code player}:
         * its bot, and, changed in the game's settings, its address, language and secret code.
         */
        Game fork(Path to, Side other, Player1 player) {
            copyTree(root, to);
            Map<Side, Player1> players = new EnumMap<>(setting.players());
            Player1 was = players.put(other, player);
            Game twin = new Game(to, new Setting(setting.seed(), players), this);
            if (!was.address().equals(player.address())
                    || was.language() != player.language()
                    || !was.secret().equals(player.secret())) {
                GameStore store = GameStore.open(twin.home, ID);
                try (GameLock lock = store.lock()) {
                    GameConfig c = store.config();
                    Map<Side, List<Player>> ps = new EnumMap<>(Side.class);
                    for (Side side : Side.values()) {
                        ps.put(
                                side,
                                side == other
                                        ? List.of(new Player(player.address(), player.language()))
                                        : c.playersOf(side));
                    }
                    GameConfig changed = new GameConfig(
                            c.id(),
                            c.scenario(),
                            ps,
                            c.timeZone(),
                            c.seedSha256(),
                            c.createdAt(),
                            c.bots(),
                            c.umpireLanguage(),
                            c.missedOrders(),
                            c.observers());
                    AtomicFiles.write(store.dir().resolve(GameStore.CONFIG), ConfigYaml.write(changed));
                    String code = player.secret().replaceAll("[^a-z0-9-]", "x");
                    PlayerSecrets.of(store.dir()).set(player.address(), code, random(player.secret()));
                    twin.secrets.put(player.address(), code);
                }
            }
            return twin;
        }

        /**
         * From now on, the game is observed by {@code who} (as {@code umpire observer add} changes it mid-game,
         * docs/club.md#observers).
         */
        Game observe(Observers who) {
            GameStore store = GameStore.open(home, ID);
            try (GameLock lock = store.lock()) {
                ObserverSettings.save(store, lock, who);
            }
            setting = setting.observed(who);
            return this;
        }

        /** The mails {@code address} received (an observer's), in the order they went. */
        List<Received> mailsTo(String address) {
            return received(gameDir(), address);
        }

        /** Every address the game mailed, in the order of the sent log, once each. */
        Set<String> recipients() {
            Set<String> all = new java.util.LinkedHashSet<>();
            SentLog.of(gameDir()).entries().forEach(e -> all.add(e.recipient().toLowerCase(java.util.Locale.ROOT)));
            return all;
        }

        /** The mails {@code side}'s player received, in the order they went. */
        List<Received> mails(Side side) {
            return received(gameDir(), setting.players().get(side).address());
        }

        /**
         * What {@code side} may know, mail by mail: the link of its own chain at each of its report mails
         * (its orders and what the engine told it, {@link SideChains}). Two twins tell a side the same until
         * the first mail where these differ: before it, every byte the side received must be the same.
         */
        List<String> knowledge(Side side) {
            GameStore store = GameStore.open(home, ID);
            return SideChains.links(store, side, SideSpans.of(store, side));
        }
    }

    private static final MailSettings SETTINGS = MailSettings.outboxOnly();

    private TwinGames() {}

    private static Clock clock() {
        return Clock.fixed(CLOCK, ZoneOffset.UTC);
    }

    /** Whether {@code messageId} names a side's report (not a receipt, an answer or a welcome). */
    static boolean isReport(String messageId) {
        return REPORT.matcher(messageId).find();
    }

    private static final Pattern REPORT =
            Pattern.compile("^<" + GAME + "\\.(T[0-9]{2}-P[0-9]{2}|end)\\.r[0-9]+\\.(us|jp)\\.");

    /** The mails {@code address} received, in the order they went (the sent log), read from the outbox. */
    static List<Received> received(Path gameDir, String address) {
        List<Received> out = new ArrayList<>();
        for (SentLog.Entry e : SentLog.of(gameDir).entries()) {
            if (e.recipient().equalsIgnoreCase(address)) {
                try {
                    out.add(new Received(
                            e.messageId(),
                            Files.readAllBytes(gameDir.resolve(OutboxDelivery.FOLDER)
                                    .resolve(OutboxDelivery.fileName(e.messageId())))));
                } catch (IOException x) {
                    throw new UncheckedIOException(x);
                }
            }
        }
        return out;
    }

    /** A repeatable "secure" random for a side's code and salts: twins share what one side was given. */
    static SecureRandom random(String seed) {
        try {
            SecureRandom r = SecureRandom.getInstance("SHA1PRNG");
            r.setSeed(seed.getBytes(StandardCharsets.UTF_8));
            return r;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] nonce(long seed) {
        byte[] n = new byte[GameSeed.RANDOM_BYTES];
        random("nonce-" + seed).nextBytes(n);
        return n;
    }

    private static void maildir(Path dir) {
        try {
            for (String sub : List.of("tmp", "new", "cur")) {
                Files.createDirectories(dir.resolve(sub));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void copyTree(Path from, Path to) {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A fresh folder for one game, in memory when the machine has one ({@code /dev/shm}): no disk syncs. */
    static Path scratch(String name) {
        try {
            Path shm = Path.of("/dev/shm");
            return Files.isDirectory(shm) && Files.isWritable(shm)
                    ? Files.createTempDirectory(shm, name)
                    : Files.createTempDirectory(name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
