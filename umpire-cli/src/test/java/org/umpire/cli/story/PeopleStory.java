package org.umpire.cli.story;

import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Consumer;
import org.umpire.cli.app.Watch;
import org.umpire.cli.fixtures.HandClock;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.in.MailIntake;
import org.umpire.cli.mail.in.MaildirSource;
import org.umpire.cli.mail.in.SecretMails;
import org.umpire.cli.mail.out.OutboxDelivery;
import org.umpire.cli.mail.out.SentLog;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameSeed;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.InitialState;

/**
 * The game of the story {@code orders-examples/stories/people-by-mail} (see docs/orders.md): two people play by mail,
 * the US in English from a phone and a laptop, Japan in French from Outlook and a phone, and the umpire's
 * program runs {@code receive} and {@code watch} rounds. The story is a list of steps ({@code steps.txt}):
 * <pre>
 * clock 2026-06-01T20:00:00Z     the program's clock from now on (and the Date of the mails that follow)
 * mail 007-jp-t01.eml            the mail arrives in the umpire's mailbox (a Maildir)
 * receive                        one run of `umpire receive` (orders stored, receipts mailed)
 * watch                          one round of `umpire watch` (receive, resolve what is ready, mail)
 * </pre>
 * The game is created as {@code umpire new} makes it (welcome mails with the commitment and each player's
 * code), with deadlines of 48 hours a phase, on the built-in scenario and seed {@link #SEED}.
 */
final class PeopleStory {

    static final String GAME = "people";
    static final GameId ID = GameId.parse(GAME);
    static final long SEED = 1942_06_04L;
    static final Instant START = Instant.parse("2026-06-01T18:00:00Z");
    static final String UMPIRE = "umpire@club.example";
    static final String US = "ray.spruance@gmail.com";
    static final String JP = "isoroku.yamamoto@orange.fr";
    /**
     * The story's rules: the built-in scenario with the two changes of the landing story (JP ships may also
     * enter at G6, the transports move 1 hex a turn), so that the landing comes within the story's turns.
     */
    static final Path RULES = Path.of("../orders-examples/stories/people-by-mail/rules");

    static final Scenario SCENARIO = new ScenarioLoader().resolve(RULES, ScenarioLoader.DEFAULT_SCENARIO);
    static final MailSettings SETTINGS = MailSettings.outboxOnly();

    private final Path root;
    private final GamesHome home;
    private final Map<String, String> secrets = new HashMap<>();
    private final HandClock clock = new HandClock(START);
    private final Watch watch;
    private final List<String> log = new ArrayList<>();

    private PeopleStory(Path root) {
        this.root = root;
        this.home = GamesHome.of(root.resolve("games"));
        this.watch =
                new Watch(home, RULES, null, SETTINGS, Language.EN, Map.of(), clock, Duration.ofMinutes(5), log::add);
    }

    /** The game as {@code umpire new} makes it, its welcome mails sent, in {@code root}. */
    static PeopleStory create(Path root) {
        PeopleStory s = new PeopleStory(root);
        GameSeed seed = GameSeed.fromNumber(SEED).withNonce(bytes("nonce", GameSeed.RANDOM_BYTES));
        Map<Side, List<Player>> players = new EnumMap<>(Side.class);
        players.put(Side.US, List.of(new Player(US, Language.EN)));
        players.put(Side.JP, List.of(new Player(JP, Language.FR)));
        GameConfig config = new GameConfig(ID, SCENARIO.id(), players, null, seed.commitment(ID), START);
        GameStore store = GameStore.create(
                s.home,
                config,
                seed,
                InitialState.of(SCENARIO),
                ScenarioLoader.files(RULES, ScenarioLoader.DEFAULT_SCENARIO));
        try (GameLock lock = store.lock()) {
            for (Side side : Side.values()) {
                SecretMails.issue(
                        store, side, SETTINGS, null, random("code-" + side), s.clock, Map.of(), true, s.secrets);
            }
            Deadlines d = Deadlines.of(store.dir());
            Map<Deadlines.Kind, Duration> every = new EnumMap<>(Deadlines.Kind.class);
            for (Deadlines.Kind k : Deadlines.Kind.values()) {
                every.put(k, Duration.ofHours(48));
            }
            d.setDurations(every);
            d.save();
        }
        try {
            for (String sub : List.of("tmp", "new", "cur")) {
                Files.createDirectories(s.inbox().resolve(sub));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return s;
    }

    /** Plays the steps of {@code storyDir}'s {@code steps.txt}; {@code each} hears each step as it is done. */
    void replay(Path storyDir, Consumer<String> each) {
        List<String> lines;
        try {
            lines = Files.readAllLines(storyDir.resolve("steps.txt"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).replaceAll("#.*", "").strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] w = line.split("\\s+");
            switch (w[0]) {
                case "clock" -> clock.set(Instant.parse(w[1]));
                case "mail" -> {
                    try {
                        deliver(Files.readAllBytes(storyDir.resolve("mails").resolve(w[1])), w[1]);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
                case "receive" -> receive();
                case "watch" -> round();
                default -> throw new IllegalArgumentException("steps.txt line " + (i + 1) + ": unknown step " + w[0]);
            }
            each.accept(line);
        }
    }

    Instant now() {
        return clock.instant();
    }

    void at(Instant t) {
        clock.set(t);
    }

    String secret(String address) {
        return secrets.get(address);
    }

    GamesHome home() {
        return home;
    }

    GameStore store() {
        return GameStore.open(home, ID);
    }

    List<String> log() {
        return log;
    }

    /** The mail arrives in the umpire's mailbox. */
    void deliver(byte[] raw, String name) {
        AtomicFiles.write(inbox().resolve("new").resolve(clock.instant().getEpochSecond() + "." + name), raw);
    }

    /** One run of {@code umpire receive}. */
    void receive() {
        new MaildirSource(inbox()).receive(new MailIntake(home, RULES, null, SETTINGS, Map.of(), clock), log::add);
    }

    /** One round of {@code umpire watch}. */
    void round() {
        watch.cycle(new MaildirSource(inbox()), ID);
    }

    private Path inbox() {
        return home.gameDir(ID).resolve("inbox");
    }

    /** One mail the program sent: to whom, its Message-ID, subject and plain text. */
    record Sent(String to, String messageId, String subject, String text) {

        boolean isReport() {
            return messageId.matches("^<" + GAME + "\\.(T[0-9]{2}-P[0-9]{2}|end)\\.r[0-9]+\\.(us|jp)\\..*");
        }

        boolean isReceipt() {
            return messageId.contains(".receipt.");
        }
    }

    /** Every mail the program sent, in order. */
    List<Sent> sent() {
        List<Sent> out = new ArrayList<>();
        Path dir = home.gameDir(ID);
        Session session = Session.getInstance(new Properties());
        for (SentLog.Entry e : SentLog.of(dir).entries()) {
            try {
                byte[] bytes = Files.readAllBytes(
                        dir.resolve(OutboxDelivery.FOLDER).resolve(OutboxDelivery.fileName(e.messageId())));
                MimeMessage m = new MimeMessage(session, new ByteArrayInputStream(bytes));
                out.add(new Sent(e.recipient(), e.messageId(), m.getSubject(), plain(m.getContent())));
            } catch (IOException | MessagingException x) {
                throw new IllegalStateException("reading the outbox mail " + e.messageId() + ": " + x.getMessage(), x);
            }
        }
        return out;
    }

    static String plain(Object content) throws IOException, MessagingException {
        if (content instanceof String s) {
            return s;
        }
        if (content instanceof Multipart mp) {
            for (int i = 0; i < mp.getCount(); i++) {
                BodyPart p = mp.getBodyPart(i);
                if (p.isMimeType("text/plain")) {
                    return (String) p.getContent();
                }
                if (p.isMimeType("multipart/*")) {
                    String inner = plain(p.getContent());
                    if (!inner.isEmpty()) {
                        return inner;
                    }
                }
            }
        }
        return "";
    }

    static SecureRandom random(String seed) {
        try {
            SecureRandom r = SecureRandom.getInstance("SHA1PRNG");
            r.setSeed((GAME + "/" + seed).getBytes(StandardCharsets.UTF_8));
            return r;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] bytes(String seed, int n) {
        byte[] b = new byte[n];
        random(seed).nextBytes(b);
        return b;
    }

    Path root() {
        return root;
    }
}
