package org.umpire.cli.leak;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

import org.umpire.cli.bot.Bot;
import org.umpire.cli.bot.BotTurns;
import org.umpire.cli.bot.RandomBot;
import org.umpire.cli.demo.BotLetter;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.Watch;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.MaildirSource;
import org.umpire.cli.mail.in.SecretMails;
import org.umpire.cli.mail.out.OutboxDelivery;
import org.umpire.cli.mail.out.SentLog;
import org.umpire.cli.report.SideChains;
import org.umpire.cli.report.SideSpans;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.AtomicFiles;
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
 * secret code) given, and everything of the other side a parameter. The mails each side received are
 * read back whole, as the outbox holds them, in the order they went.
 */
final class TwinGames {

    /** The instant every reading of the twins' clock gives (UMPIRE_CLOCK's fixed form). */
    static final Instant CLOCK = Instant.parse("2026-06-01T08:00:00Z");
    static final String GAME = "twin";
    static final String UMPIRE = "umpire@club.example";

    /** One side's player: address, language, secret code, and how it plays ({@code bot} null: the plan bot). */
    record Player1(String address, Language language, String secret, Long randomBot) {

        Bot bot(Side side, GameState state) {
            return randomBot == null ? Bot.plan(side)
                    : new RandomBot(randomBot * 1_000_003L + state.turn() * 31L + state.phase().number());
        }
    }

    /** A whole game's setting: the dice seed, each side's player. */
    record Setting(long seed, Map<Side, Player1> players) {
    }

    /** One mail a side received: its Message-ID and its bytes as sent. */
    record Received(String messageId, byte[] bytes) {
    }

    /** What a twin game gave: the game folder, and each side's mails in the order they went. */
    record Played(GamesHome home, Map<Side, List<Received>> mails) {
    }

    private TwinGames() {
    }

    /** Plays {@code setting} to the start of turn {@code turns + 1} (or the end) in {@code root}. */
    static Played play(Path root, Setting setting, int turns) {
        GamesHome home = GamesHome.of(root.resolve("games"));
        GameId id = GameId.parse(GAME);
        Scenario scenario = new ScenarioLoader().resolve(null, ScenarioLoader.DEFAULT_SCENARIO);
        GameSeed seed = GameSeed.fromNumber(setting.seed()).withNonce(nonce(setting.seed()));
        Map<Side, List<Player>> players = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            Player1 p = setting.players().get(side);
            players.put(side, List.of(new Player(p.address(), p.language())));
        }
        GameConfig config = new GameConfig(id, scenario.id(), players, null, seed.commitment(id), CLOCK);
        GameStore store = GameStore.create(home, config, seed, InitialState.of(scenario));
        Clock clock = Clock.fixed(CLOCK, ZoneOffset.UTC);
        MailSettings settings = MailSettings.outboxOnly();
        Map<String, String> secrets = new HashMap<>();
        try (GameLock lock = store.lock()) {
            for (Side side : Side.values()) {
                // the welcome mail with the commitment; the code drawn from the side's own seed
                SecretMails.issue(store, side, settings, null, random(setting.players().get(side).secret()), clock,
                        Map.of(), true, secrets);
            }
        }
        Watch watch = new Watch(home, null, null, settings, Language.EN, Map.of(), clock, Duration.ofMinutes(1), l -> { });
        Path inbox = maildir(home.gameDir(id).resolve("inbox"));
        GameContext game = GameContext.open(home, id, null);
        Map<Side, Integer> letters = new EnumMap<>(Side.class);
        int delivered = 0;
        for (int round = 0; round < 2_000 && !game.state().isOver() && game.state().turn() <= turns; round++) {
            GameState before = game.state();
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
            watch.cycle(new MaildirSource(inbox), id);
            game = game.reopened(home);
            GameState after = game.state();
            if (after.turn() == before.turn() && after.phase() == before.phase() && !after.isOver()) {
                throw new IllegalStateException("the twin game did not move on from turn " + before.turn() + ", phase "
                        + before.phase().number());
            }
        }
        Map<Side, List<Received>> mails = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            mails.put(side, received(home.gameDir(id), setting.players().get(side).address()));
        }
        return new Played(home, mails);
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

    /**
     * What {@code side} may know, mail by mail: for each of its report mails, the link of its own chain
     * (its orders and what the engine told it, {@link SideChains}). Two twins tell a side the same until the
     * first mail where these differ: before it, every byte the side received must be the same.
     */
    static List<String> knowledge(Played p, Side side) {
        GameStore store = GameStore.open(p.home(), GameId.parse(GAME));
        return SideChains.links(store, side, SideSpans.of(store, side));
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

    private static Path maildir(Path dir) {
        try {
            for (String sub : List.of("tmp", "new", "cur")) {
                Files.createDirectories(dir.resolve(sub));
            }
            return dir;
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
