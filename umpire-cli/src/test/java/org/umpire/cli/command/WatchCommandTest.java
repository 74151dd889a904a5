package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.mail.Message;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.ExitCode;
import org.umpire.cli.mail.in.MailParser;
import org.umpire.engine.model.Phase;

/**
 * The loop the issue asks for, end to end: two players each reply by mail as they would from a mail
 * client (greeting, quoted report, signature); {@code umpire receive} stores both and sends each a
 * receipt listing exactly its orders in their language, {@code umpire status} says both have sent,
 * {@code umpire watch --once} resolves the set-up and mails the reports; a second round finds
 * nothing to do and sends nothing again.
 */
class WatchCommandTest {

    @TempDir
    Path root;

    TestGames t;
    Map<String, String> secrets = new HashMap<>();
    Path maildir;

    @BeforeEach
    void setUp() throws Exception {
        t = new TestGames(root);
        t.newGame("club-1", 1);
        t.ok("player", "secret", "club-1", "US");
        t.ok("player", "secret", "club-1", "JP");
        for (String f : t.outbox("club-1")) {
            byte[] eml = TestGames.bytes(t.dir("club-1").resolve("outbox").resolve(f));
            Matcher m = Pattern.compile("(?:code|code) ?: (\\S+)").matcher(MailParser.parse(eml).text());
            if (m.find()) {
                secrets.put(recipient(eml), m.group(1));
            }
        }
        assertThat(secrets).containsOnlyKeys(TestGames.US_MAIL, TestGames.JP_MAIL);
        maildir = root.resolve("Maildir");
        for (String d : new String[] {"new", "cur", "tmp"}) {
            Files.createDirectories(maildir.resolve(d));
        }
    }

    private static String recipient(byte[] eml) throws Exception {
        jakarta.mail.internet.MimeMessage m = new jakarta.mail.internet.MimeMessage(
                jakarta.mail.Session.getInstance(new java.util.Properties()), new java.io.ByteArrayInputStream(eml));
        return m.getRecipients(Message.RecipientType.TO)[0].toString();
    }

    private void deliver(String name, String text) throws Exception {
        Files.writeString(maildir.resolve("new").resolve(name), text);
    }

    @Test
    void both_sides_reply_by_mail_get_receipts_and_one_round_of_watch_resolves_and_mails_the_reports() throws Exception {
        String usOrders = Files.readString(TestGames.example("en/setup.txt")).lines()
                .filter(l -> !l.startsWith("#")).collect(java.util.stream.Collectors.joining("\n"));
        deliver("1780000001.A.host", "Message-ID: <us-1@phone.example>\nFrom: Chester Nimitz <" + TestGames.US_MAIL + ">\n"
                + "To: umpire@localhost\nSubject: Re: [club-1] T0 set-up\nContent-Type: text/plain; charset=UTF-8\n\n"
                + "Hi umpire,\n\nHere are my orders:\n" + usOrders + "\n\ncode: " + secrets.get(TestGames.US_MAIL)
                + "\n\nThanks,\nChester\n\nSent from my iPhone\n\n> On 2 Jun 2026, at 20:00, Umpire wrote:\n"
                + "> Orders awaited from US\n");
        deliver("1780000002.B.host", "Message-ID: <jp-1@mail.example>\nFrom: " + TestGames.JP_MAIL + "\n"
                + "To: umpire@localhost\nSubject: RE: [club-1] mise en place\nContent-Type: text/plain; charset=UTF-8\n\n"
                + "Bonjour,\n\nplace I-168 at K6\ncode : " + secrets.get(TestGames.JP_MAIL) + "\n\nCordialement,\nYamamoto\n\n"
                + "Le mar. 2 juin 2026 à 20:00, Arbitre <umpire@localhost> a écrit :\n> Ordres attendus de JP\n");
        CliRun received = t.run("receive", "--maildir", maildir.toString());
        assertThat(received.out).contains("1780000001.A.host", "club-1 US: stored (9 order(s), 0 error(s))",
                "club-1 JP: stored (1 order(s), 0 error(s))");
        assertThat(t.ok("status").out).as("the listing says who has sent")
                .contains("club-1: ", "Orders received from: US, JP; the phase can be resolved");
        int before = t.outbox("club-1").size();
        CliRun r = t.run("watch", "--maildir", maildir.toString(), "--once");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        assertThat(r.out).contains("resolved club-1 turn 0 phase 0", "report(s) of club-1");
        assertThat(r.out).doesNotContain(secrets.get(TestGames.US_MAIL));
        assertThat(t.store("club-1").state().phase()).isNotEqualTo(Phase.SETUP);
        assertThat(TestGames.list(maildir.resolve("cur"))).hasSize(2);

        String usReceipt = null;
        String jpReceipt = null;
        for (String f : t.outbox("club-1")) {
            String text = MailParser.parse(TestGames.bytes(t.dir("club-1").resolve("outbox").resolve(f))).text();
            if (text.contains("Your orders as understood")) {
                usReceipt = text;
            } else if (text.contains("Vos ordres tels qu'ils ont été compris")) {
                jpReceipt = text;
            }
        }
        assertThat(usReceipt).contains("Your orders are stored.", "9 accepted, 0 error(s)", "line 5: place Enterprise, Hornet at N4");
        assertThat(jpReceipt).contains("Vos ordres sont enregistrés.", "place I-168 en K6");
        int afterFirst = t.outbox("club-1").size();
        assertThat(afterFirst).isGreaterThan(before + 2);

        CliRun again = t.run("watch", "--maildir", maildir.toString(), "--once");
        assertThat(again.code).isEqualTo(ExitCode.OK);
        assertThat(again.out).doesNotContain("resolved", "receive ", "mailed");
        assertThat(t.outbox("club-1")).hasSize(afterFirst);
    }

    @Test
    void a_bad_interval_is_a_usage_error() {
        CliRun r = t.run("watch", "--maildir", maildir.toString(), "--every", "soon");
        assertThat(r.code).isEqualTo(ExitCode.USAGE);
        assertThat(r.err).contains("30s, 5m or 1h");
    }
}
