package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.mail.in.MailParser;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * {@code umpire player secret} and {@code umpire receive} as an umpire runs them: a secret mailed to
 * the player and kept only hashed; mails from a Maildir filed by outcome; one mail on standard
 * input with the exit codes a mail transfer agent understands.
 */
class ReceiveCommandTest {

    @TempDir
    Path root;

    TestGames t;
    String secret;

    @BeforeEach
    void setUp() {
        t = new TestGames(root);
        t.newGame("club-1", 1);
        CliRun r = t.ok("player", "secret", "club-1", "US");
        assertThat(r.out).contains("new secret code mailed to " + TestGames.US_MAIL);
        secret = secretFromOutbox();
    }

    private String secretFromOutbox() {
        Set<String> all = secretsInOutbox();
        assertThat(all).as("secret mails in the outbox").hasSize(1);
        return all.iterator().next();
    }

    private Set<String> secretsInOutbox() {
        Set<String> all = new HashSet<>();
        for (String f : t.outbox("club-1")) {
            String text = MailParser.parse(
                            TestGames.bytes(t.dir("club-1").resolve("outbox").resolve(f)))
                    .text();
            Matcher m = Pattern.compile("code: (\\S+)").matcher(text);
            if (m.find()) {
                all.add(m.group(1));
            }
        }
        return all;
    }

    private String mail(String id, String code) {
        return "Message-ID: <" + id + "@club.example>\nFrom: Chester <" + TestGames.US_MAIL
                + ">\nTo: umpire@localhost\n"
                + "Subject: Re: [club-1] set-up\nContent-Type: text/plain; charset=UTF-8\n\nHi,\n\nYorktown N6\ncode: "
                + code
                + "\n\nRegards,\nChester\n";
    }

    private CliRun withStdin(String mail, String... args) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(mail.getBytes(StandardCharsets.UTF_8)));
        try {
            return t.run(args);
        } finally {
            System.setIn(saved);
        }
    }

    @Test
    void the_secret_is_mailed_to_the_player_and_kept_only_as_a_salted_hash() throws Exception {
        Path file = t.dir("club-1").resolve("mail").resolve("secrets");
        assertThat(TestGames.text(file))
                .contains(TestGames.US_MAIL)
                .contains("pbkdf2-sha256:")
                .doesNotContain(secret);
        assertThat(secret).matches("[\\x21-\\x7e&&[^=]]{6,}");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rw-------");
        t.ok("player", "secret", "club-1", "US");
        assertThat(secretsInOutbox()).as("a reissued secret differs").hasSize(2).contains(secret);
        CliRun old = withStdin(mail("old-code", secret), "receive", "-");
        assertThat(old.out).as("the earlier secret no longer works").contains("refused");
    }

    @Test
    void a_new_game_with_welcome_mails_each_player_the_commitment_and_a_code_that_works() {
        CliRun r = t.ok(
                "new",
                "club-2",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--us-lang",
                "en",
                "--jp-lang",
                "fr",
                "--seed",
                "2",
                "--welcome",
                "--lang",
                "en");
        assertThat(r.out).contains("Welcome mail with the secret code for order mails sent to " + TestGames.US_MAIL);
        String commitment = t.store("club-2").config().seedSha256();
        String us = null;
        for (String f : t.outbox("club-2")) {
            String text = MailParser.parse(
                            TestGames.bytes(t.dir("club-2").resolve("outbox").resolve(f)))
                    .text();
            assertThat(text).contains(commitment);
            if (text.startsWith("Welcome to the game club-2")) {
                assertThat(text).contains("the umpire chose this game's seed (--seed)");
                Matcher m = Pattern.compile("code: (\\S+)").matcher(text);
                assertThat(m.find()).isTrue();
                us = m.group(1);
            } else {
                assertThat(text)
                        .startsWith("Bienvenue dans la partie club-2")
                        .contains("l'arbitre a choisi la graine de cette partie (--seed)");
            }
        }
        assertThat(t.outbox("club-2")).hasSize(2);
        t.ok("new", "club-3", "--us", TestGames.US_MAIL, "--jp", TestGames.JP_MAIL, "--welcome", "--lang", "en");
        for (String f : t.outbox("club-3")) {
            String text = MailParser.parse(
                            TestGames.bytes(t.dir("club-3").resolve("outbox").resolve(f)))
                    .text();
            assertThat(text)
                    .contains(t.store("club-3").config().seedSha256())
                    .containsAnyOf("256 random bits drawn by the program", "256 bits tirés au hasard par le programme")
                    .doesNotContain("--seed");
        }
        CliRun in = withStdin(mail("welcome", us).replace("[club-1]", "[club-2]"), "receive", "-");
        assertThat(in.out).contains("club-2 US: stored");
    }

    @Test
    void a_maildir_is_read_in_order_and_each_mail_filed_by_its_outcome() throws Exception {
        Path md = root.resolve("Maildir");
        for (String d : new String[] {"new", "cur", "tmp"}) {
            Files.createDirectories(md.resolve(d));
        }
        Files.writeString(md.resolve("new").resolve("1780000001.M1P1.host"), mail("one", secret));
        Files.writeString(md.resolve("new").resolve("1780000002.M2P1.host"), mail("two", "not-the-code"));
        CliRun r = t.run("receive", "--maildir", md.toString());
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out).contains("2 mail(s): 1 processed, 1 failed").doesNotContain(secret);
        assertThat(TestGames.list(md.resolve("new"))).isEmpty();
        assertThat(TestGames.list(md.resolve("cur"))).containsExactly("1780000001.M1P1.host:2,S");
        assertThat(TestGames.list(md.resolve("failed"))).containsExactly("1780000002.M2P1.host");
        assertThat(t.store("club-1").orders(0, Phase.SETUP).get(Side.US)).contains("Yorktown N6");
    }

    @Test
    void one_mail_on_standard_input_is_handled_and_exits_0() {
        CliRun r = withStdin(mail("pipe", secret), "receive", "-");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out).contains("club-1 US: stored");
    }

    @Test
    void a_locked_game_makes_the_pipe_exit_75_so_that_the_mail_transfer_agent_retries() {
        GameStore store = t.store("club-1");
        CliRun r;
        try (GameLock lock = store.lock()) {
            r = withStdin(mail("locked", secret), "receive", "-");
        }
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.TEMPFAIL);
        assertThat(t.store("club-1").orders(0, Phase.SETUP)).isEmpty();
        CliRun again = withStdin(mail("locked", secret), "receive", "-");
        assertThat(again.code).as("the retry once the game is free").isEqualTo(ExitCode.OK);
    }

    /**
     * see docs/mail-in.md, the pipe: the receipt cannot go (SMTP down), so {@code receive -} exits 75 and the MTA keeps
     * the mail; the phase resolves meanwhile; the MTA's retry reads nothing again (never as the next phase's
     * orders) and only sends the receipt waiting in the queue.
     */
    @Test
    void item_1_a_piped_mail_whose_receipt_could_not_go_is_stored_once_and_the_retry_only_sends_its_receipt()
            throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        Path settings = root.resolve("mail.yaml");
        Files.writeString(
                settings,
                "from: umpire@localhost\numpire: referee@club.example\nsmtp:\n  host: 127.0.0.1\n  port: " + port
                        + "\n  security: none\n  timeout-seconds: 5\nretry:\n  attempts: 1\n");
        CliRun down = withStdin(mail("pipe-down", secret), "receive", "-", "--mail-settings", settings.toString());
        assertThat(down.code).as(down.toString()).isEqualTo(ExitCode.TEMPFAIL);
        assertThat(down.out).contains("club-1 US: stored", "reply queued, not delivered yet", "cannot connect");
        t.ok("resolve", "club-1", "--defaults"); // its reports cannot go either: the SMTP server is down
        assertThat(t.store("club-1").state().phase()).isEqualTo(Phase.MOVEMENT);

        GreenMail smtp = new GreenMail(new ServerSetup(port, "127.0.0.1", "smtp"));
        smtp.start();
        try {
            CliRun retry = withStdin(mail("pipe-down", secret), "receive", "-", "--mail-settings", settings.toString());
            assertThat(retry.code).as(retry.toString()).isEqualTo(ExitCode.OK);
            assertThat(retry.out).contains("handled before, skipped");
            assertThat(smtp.getReceivedMessages())
                    .singleElement()
                    .satisfies(
                            m -> assertThat(m.getHeader("X-Umpire-Receipt")[0]).isEqualTo("T00-P0 US"));
        } finally {
            smtp.stop();
        }
        assertThat(t.store("club-1").orders(1, Phase.MOVEMENT))
                .as("nothing for the next phase")
                .isEmpty();
        assertThat(TestGames.text(t.entry("club-1", t.journal("club-1").get(0)).resolve("orders-US.txt")))
                .contains("Yorktown N6");
    }

    @Test
    void a_wrong_source_or_a_missing_password_is_a_usage_error_naming_the_fix() throws Exception {
        CliRun none = t.run("receive");
        assertThat(none.code).isEqualTo(ExitCode.USAGE);
        CliRun word = t.run("receive", "inbox");
        assertThat(word.code).isEqualTo(ExitCode.USAGE);
        assertThat(word.err).contains("give - to read one mail from standard input");
        CliRun noUser = t.run("receive", "--imap", "imaps://mail.club.example/INBOX");
        assertThat(noUser.code).isEqualTo(ExitCode.USAGE);
        assertThat(noUser.err).contains("imaps://USER@HOST/INBOX");
        CliRun inUrl = t.run("receive", "--imap", "imaps://u:pw@mail.club.example/INBOX");
        assertThat(inUrl.err).contains("leave the password out of the address");
        Path pw = root.resolve("imap-password");
        Files.writeString(pw, "secret-pw\n");
        Files.setPosixFilePermissions(pw, PosixFilePermissions.fromString("rw-r--r--"));
        CliRun open =
                t.run("receive", "--imap", "imaps://u@mail.club.example/INBOX", "--imap-password-file", pw.toString());
        assertThat(open.code).isEqualTo(ExitCode.USAGE);
        assertThat(open.err).contains("chmod 600");
        CliRun noDir = t.run("receive", "--maildir", root.resolve("nowhere").toString());
        assertThat(noDir.code).isEqualTo(ExitCode.NOT_FOUND);
    }

    /** see docs/mail-in.md: under Postfix or procmail, a setting or the environment is wrong, never the player's mail: 75, kept. */
    @Test
    void every_settings_or_environment_error_of_the_pipe_exits_75_so_that_the_mail_is_kept() throws Exception {
        Path broken = root.resolve("broken.yaml");
        Files.writeString(broken, "from: umpire@club.example\nsmtp:\n  hots: smtp.club.example\n");
        CliRun typo = withStdin(mail("p1", secret), "receive", "-", "--mail-settings", broken.toString());
        assertThat(typo.code).as(typo.toString()).isEqualTo(ExitCode.TEMPFAIL);
        assertThat(typo.err).contains(broken + " line 3 (smtp.hots)", "exit 75");
        CliRun missing = withStdin(
                mail("p2", secret),
                "receive",
                "-",
                "--mail-settings",
                root.resolve("none.yaml").toString());
        assertThat(missing.code).as(missing.toString()).isEqualTo(ExitCode.TEMPFAIL);
        Path noVariable = root.resolve("novar.yaml");
        Files.writeString(noVariable, """
                from: umpire@club.example
                umpire: arbitre@club.example
                smtp:
                  host: 127.0.0.1
                  user: u
                  password-env: UMPIRE_TEST_NEVER_SET_PASSWORD
                """);
        CliRun unset = withStdin(mail("p3", secret), "receive", "-", "--mail-settings", noVariable.toString());
        assertThat(unset.code).as(unset.toString()).isEqualTo(ExitCode.TEMPFAIL);
        assertThat(unset.err).contains("UMPIRE_TEST_NEVER_SET_PASSWORD");
        CliRun noGames = withStdinArgs(
                mail("p4", secret),
                "receive",
                "-",
                "--games-dir",
                root.resolve("elsewhere").toString());
        assertThat(noGames.code).as(noGames.toString()).isEqualTo(ExitCode.TEMPFAIL);
        assertThat(noGames.err).contains("no games folder", "UMPIRE_HOME");
        CliRun badOption = withStdin(mail("p5", secret), "receive", "-", "--no-such-option");
        assertThat(badOption.code).as(badOption.toString()).isEqualTo(ExitCode.TEMPFAIL);
        assertThat(t.store("club-1").orders(0, Phase.SETUP))
                .as("nothing stored")
                .isEmpty();
        CliRun fixed = withStdin(mail("p1", secret), "receive", "-");
        assertThat(fixed.code).as("the retry once the umpire fixed it").isEqualTo(ExitCode.OK);
    }

    @Test
    void the_umpires_reports_must_not_go_to_the_mailbox_players_write_to() throws Exception {
        Path same = root.resolve("same.yaml");
        Files.writeString(same, "from: umpire@club.example\nsmtp:\n  host: 127.0.0.1\n  security: none\n");
        Path md = root.resolve("Maildir");
        Files.createDirectories(md);
        CliRun r = t.run("receive", "--maildir", md.toString(), "--mail-settings", same.toString());
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(r.err)
                .contains("umpire@club.example", "the address players write to (from)", "umpire: your-own@address");
        CliRun pipe = withStdin(mail("u1", secret), "receive", "-", "--mail-settings", same.toString());
        assertThat(pipe.code).isEqualTo(ExitCode.TEMPFAIL);
        Path replyTo = root.resolve("reply-to.yaml");
        Files.writeString(replyTo, """
                from: arbitre@club.example
                reply-to: orders@club.example
                smtp:
                  host: 127.0.0.1
                  security: none
                """);
        CliRun ok = t.run("receive", "--maildir", md.toString(), "--mail-settings", replyTo.toString());
        assertThat(ok.code)
                .as("umpire: defaults to from, which players do not write to")
                .isEqualTo(ExitCode.OK);
    }

    private CliRun withStdinArgs(String mail, String... args) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(mail.getBytes(StandardCharsets.UTF_8)));
        try {
            return CliRun.run(args);
        } finally {
            System.setIn(saved);
        }
    }
}
