package org.umpire.cli.leak;

import java.io.IOException;
import java.io.UncheckedIOException;
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
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.umpire.cli.bot.Bot;
import org.umpire.cli.bot.BotTurns;
import org.umpire.cli.bot.RandomBot;
import org.umpire.cli.demo.BotLetter;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.Watch;
import org.umpire.cli.mail.MailSettings;
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
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameSeed;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.Player;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

/**
 * Twin games for the black-box non-interference harness (issue 21): a game played by bots through the
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
    record Player1(String address, Language language, String secret, Long randomBot, String entry1) {

        Player1(String address, Language language, String secret, Long randomBot) {
            this(address, language, secret, randomBot, null);
        }

        Bot bot(Side side, GameState state) {
            Bot b = randomBot == null ? Bot.plan(side)
                    : new RandomBot(randomBot * 1_000_003L + state.turn() * 31L + state.phase().number());
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

    /** A whole game's setting: the dice seed, each side's player. */
    record Setting(long seed, Map<Side, Player1> players) {
    }

    /** One mail a side received: its Message-ID and its bytes as sent. */
    record Received(String messageId, byte[] bytes) {
    }

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

        private Game(Path root, Setting setting, Map<String, String> secrets, Map<Side, Integer> letters, int delivered,
                     int rounds) {
            this.root = root;
            this.home = GamesHome.of(root.resolve("games"));
            this.setting = setting;
            this.secrets = new HashMap<>(secrets);
            this.letters = new EnumMap<>(Side.class);
            this.letters.putAll(letters);
            this.delivered = delivered;
            this.rounds = rounds;
        }

        /** A new game of {@code setting} in {@code root}: created, its welcome mails sent. */
        static Game start(Path root, Setting setting) {
            Game g = new Game(root, setting, Map.of(), Map.of(), 0, 0);
            GameSeed seed = GameSeed.fromNumber(setting.seed()).withNonce(nonce(setting.seed()));
            Map<Side, List<Player>> players = new EnumMap<>(Side.class);
            for (Side side : Side.values()) {
                Player1 p = setting.players().get(side);
                players.put(side, List.of(new Player(p.address(), p.language())));
            }
            GameConfig config = new GameConfig(ID, SCENARIO.id(), players, null, seed.commitment(ID), CLOCK);
            GameStore store = GameStore.create(g.home, config, seed, InitialState.of(SCENARIO));
            try (GameLock lock = store.lock()) {
                for (Side side : Side.values()) {
                    // the welcome mail with the commitment; the code drawn from the side's own seed
                    SecretMails.issue(store, side, SETTINGS, null, random(setting.players().get(side).secret()), clock(),
                            Map.of(), true, g.secrets);
                }
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
            Path inbox = gameDir().resolve("inbox");
            for (Side side : TurnEngine.awaiting(game.scenario(), before)) {
                if (game.store().orders(before.turn(), before.phase()).containsKey(side)) {
                    continue; // sent in advance with an earlier phase's mail
                }
                Player1 p = setting.players().get(side);
                String orders = BotTurns.accepted(game.scenario(), before, side,
                        p.bot(side, before).orders(SideView.of(game.scenario(), before, side)));
                int n = letters.merge(side, 1, Integer::sum);
                String mid = String.format("%s-T%02d-P%d-%d", side.name().toLowerCase(), before.turn(),
                        before.phase().number(), n);
                byte[] raw = new BotLetter(GAME, p.address(), UMPIRE, side, p.language(), secrets.get(p.address()))
                        .mail(orders, before.turn(), mid, CLOCK);
                AtomicFiles.write(inbox.resolve("new").resolve(String.format("%010d.%06d.twin", CLOCK.getEpochSecond(),
                        delivered++)), raw);
            }
            if (watch == null) {
                watch = new Watch(home, null, null, SETTINGS, Language.EN, Map.of(), clock(), Duration.ofMinutes(1), l -> { });
            }
            watch.cycle(new MaildirSource(inbox), ID);
            GameState after = GameStore.open(home, ID).state();
            if (after.turn() == before.turn() && after.phase() == before.phase() && !after.isOver()) {
                throw new IllegalStateException("the twin game did not move on from turn " + before.turn() + ", phase "
                        + before.phase().number());
            }
            rounds++;
            return true;
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
            Game twin = new Game(to, new Setting(setting.seed(), players), secrets, letters, delivered, rounds);
            if (!was.address().equals(player.address()) || was.language() != player.language()
                    || !was.secret().equals(player.secret())) {
                GameStore store = GameStore.open(twin.home, ID);
                try (GameLock lock = store.lock()) {
                    GameConfig c = store.config();
                    Map<Side, List<Player>> ps = new EnumMap<>(Side.class);
                    for (Side side : Side.values()) {
                        ps.put(side, side == other ? List.of(new Player(player.address(), player.language()))
                                : c.playersOf(side));
                    }
                    GameConfig changed = new GameConfig(c.id(), c.scenario(), ps, c.timeZone(), c.seedSha256(),
                            c.createdAt(), c.bots());
                    AtomicFiles.write(store.dir().resolve(GameStore.CONFIG), ConfigYaml.write(changed));
                    String code = player.secret().replaceAll("[^a-z0-9-]", "x");
                    PlayerSecrets.of(store.dir()).set(player.address(), code, random(player.secret()));
                    twin.secrets.put(player.address(), code);
                }
            }
            return twin;
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

    private TwinGames() {
    }

    private static Clock clock() {
        return Clock.fixed(CLOCK, ZoneOffset.UTC);
    }

    /** The mails {@code address} received, in the order they went (the sent log), read from the outbox. */
    static List<Received> received(Path gameDir, String address) {
        List<Received> out = new ArrayList<>();
        for (SentLog.Entry e : SentLog.of(gameDir).entries()) {
            if (e.recipient().equalsIgnoreCase(address)) {
                try {
                    out.add(new Received(e.messageId(), Files.readAllBytes(gameDir.resolve(OutboxDelivery.FOLDER)
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
            r.setSeed(seed.getBytes(java.nio.charset.StandardCharsets.UTF_8));
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
            return Files.isDirectory(shm) && Files.isWritable(shm) ? Files.createTempDirectory(shm, name)
                    : Files.createTempDirectory(name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
