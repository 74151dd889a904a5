package org.umpire.cli.mail.in;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.user.GreenMailUser;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.mail.ImapSettings;
import org.umpire.cli.mail.MailServerException;
import org.umpire.cli.mail.SmtpSettings;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;

/**
 * Every transport a club meets (see docs/mail-in.md), on loopback: STARTTLS with a private CA's certificate in
 * {@code imap.trust-file}, IMAPS with the server's own self-signed certificate, a login that holds an
 * {@code @}; each failure named by its cause; handled mails marked {@code \Seen} and moved by UID, with
 * or without MOVE, while a mail left for later and one the umpire marked deleted stay in the inbox.
 */
@Tag("slow")
class ImapTransportTest {

    static final String USER = "umpire@club.example";
    static final String PASSWORD = "imap-pw";

    @RegisterExtension
    static final GreenMailExtension GREENMAIL = new GreenMailExtension(
                    ServerSetup.dynamicPort(new ServerSetup[] {ServerSetupTest.IMAP, ServerSetupTest.IMAPS}))
            .withConfiguration(GreenMailConfiguration.aConfig().withUser(USER, USER, PASSWORD))
            .withPerMethodLifecycle(true);

    @TempDir
    Path root;

    private static ImapSettings imap(int port, SmtpSettings.Security security, Optional<Path> trustFile) {
        return new ImapSettings(
                "127.0.0.1",
                port,
                security,
                USER,
                Optional.empty(),
                "INBOX",
                Duration.ofSeconds(10),
                Optional.empty(),
                trustFile,
                "test");
    }

    private static void deliver(String id, String from, String subject, String body) throws Exception {
        GreenMailUser inbox = GREENMAIL.getUserManager().getUser(USER);
        inbox.deliver(new MimeMessage(
                Session.getInstance(new Properties()),
                new ByteArrayInputStream(MailIntakeTest.mail(id, from, subject, body))));
    }

    private static Path ca() throws Exception {
        return Path.of(ImapTransportTest.class.getResource("/tls/ca.pem").toURI());
    }

    /** GreenMail's own self-signed certificate, as the PEM file an umpire would copy from the server. */
    private Path greenMailCertificate() throws Exception {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = GreenMailExtension.class.getClassLoader().getResourceAsStream("greenmail.p12")) {
            ks.load(in, "changeit".toCharArray());
        }
        Certificate c = ks.getCertificate(ks.aliases().nextElement());
        Path f = root.resolve("greenmail.pem");
        Files.writeString(
                f,
                "-----BEGIN CERTIFICATE-----\n"
                        + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                                .encodeToString(c.getEncoded())
                        + "\n-----END CERTIFICATE-----\n");
        return f;
    }

    /** A message of a folder: its Message-ID and whether it is marked seen. */
    record Seen(String id, boolean seen) {}

    /** The messages of a folder, read on a connection of the test's own. */
    private static List<Seen> messages(String folder) throws Exception {
        Store store = Session.getInstance(new Properties()).getStore("imap");
        store.connect("127.0.0.1", GREENMAIL.getImap().getPort(), USER, PASSWORD);
        try {
            Folder f =
                    store.getFolder(folder.replace('/', store.getDefaultFolder().getSeparator()));
            if (!f.exists()) {
                return List.of();
            }
            f.open(Folder.READ_ONLY);
            List<Seen> out = new ArrayList<>();
            for (Message m : f.getMessages()) {
                out.add(new Seen(m.getHeader("Message-ID")[0], m.isSet(Flags.Flag.SEEN)));
            }
            f.close(false);
            return out;
        } finally {
            store.close();
        }
    }

    private static int count(String folder) throws Exception {
        return messages(folder).size();
    }

    private static void markDeleted(String messageId) throws Exception {
        Store store = Session.getInstance(new Properties()).getStore("imap");
        store.connect("127.0.0.1", GREENMAIL.getImap().getPort(), USER, PASSWORD);
        try {
            Folder f = store.getFolder("INBOX");
            f.open(Folder.READ_WRITE);
            for (Message m : f.getMessages()) {
                if (m.getHeader("Message-ID")[0].contains(messageId)) {
                    m.setFlag(Flags.Flag.DELETED, true);
                }
            }
            f.close(false);
        } finally {
            store.close();
        }
    }

    private MailSource.Tally receive(ImapSettings settings, MailGames games) {
        return new ImapSource(settings, PASSWORD).receive(games.intake(), line -> {});
    }

    @Test
    void starttls_with_the_private_ca_in_trust_file_reads_the_mails_inside_tls() throws Exception {
        MailGames games = new MailGames(root);
        deliver("tls@x", "nimitz@club.example", "Re: [club-42] set-up", "Yorktown N6\ncode: blue-whale-42\n");
        try (ImapFront front = new ImapFront(GREENMAIL.getImap().getPort(), ImapFront.Tls.STARTTLS, false)) {
            // the address on the command line, STARTTLS and the CA from the imap: section
            ImapSettings.Section section = new ImapSettings.Section(
                    Optional.empty(),
                    Optional.empty(),
                    Optional.of(SmtpSettings.Security.STARTTLS),
                    Optional.empty(),
                    Optional.empty(),
                    Optional.empty(),
                    Optional.of(Duration.ofSeconds(10)),
                    Optional.empty(),
                    Optional.of(ca()),
                    root.resolve("mail.yaml"),
                    Map.of());
            ImapSettings s = ImapSettings.resolve(
                    Optional.of("imap://" + USER + "@127.0.0.1:" + front.port() + "/INBOX"), Optional.of(section));
            assertThat(s.user()).isEqualTo(USER);
            assertThat(receive(s, games)).isEqualTo(new MailSource.Tally(1, 0, 0));
            assertThat(front.commands)
                    .as("the login went inside TLS")
                    .anyMatch(c -> c.contains("LOGIN") || c.contains("AUTHENTICATE"));
        }
        assertThat(games.stored("club-42", "US")).contains("Yorktown N6");
        assertThat(count(ImapSource.PROCESSED)).isEqualTo(1);
    }

    @Test
    void imaps_with_the_servers_own_self_signed_certificate_in_trust_file() throws Exception {
        MailGames games = new MailGames(root);
        deliver("imaps@x", "nimitz@club.example", "Re: [club-42] set-up", "Yorktown N6\ncode: blue-whale-42\n");
        ImapSettings s =
                imap(GREENMAIL.getImaps().getPort(), SmtpSettings.Security.TLS, Optional.of(greenMailCertificate()));
        assertThat(receive(s, games)).isEqualTo(new MailSource.Tally(1, 0, 0));
        assertThat(count("INBOX")).isZero();
    }

    @Test
    void a_certificate_not_trusted_says_so_and_names_trust_file() throws Exception {
        MailGames games = new MailGames(root);
        try (ImapFront front = new ImapFront(GREENMAIL.getImap().getPort(), ImapFront.Tls.IMPLICIT, false)) {
            assertThatThrownBy(() -> receive(imap(front.port(), SmtpSettings.Security.TLS, Optional.empty()), games))
                    .isInstanceOf(MailServerException.class)
                    .hasMessageContaining("certificate that is not trusted")
                    .hasMessageContaining("imap.trust-file")
                    .hasMessageNotContaining("null");
        }
        Path other = greenMailCertificate();
        try (ImapFront front = new ImapFront(GREENMAIL.getImap().getPort(), ImapFront.Tls.STARTTLS, false)) {
            assertThatThrownBy(() ->
                            receive(imap(front.port(), SmtpSettings.Security.STARTTLS, Optional.of(other)), games))
                    .hasMessageContaining("neither the one in imap.trust-file nor signed by it");
        }
    }

    @Test
    void each_failure_names_its_real_cause() throws Exception {
        MailGames games = new MailGames(root);
        int plain = GREENMAIL.getImap().getPort();
        assertThatThrownBy(() -> receive(imap(plain, SmtpSettings.Security.STARTTLS, Optional.of(ca())), games))
                .hasMessageContaining("offers no STARTTLS")
                .hasMessageContaining("imaps://");
        assertThatThrownBy(() -> receive(imap(plain, SmtpSettings.Security.TLS, Optional.of(ca())), games))
                .hasMessageContaining("does not speak TLS from the first byte")
                .hasMessageContaining("starttls");
        assertThatThrownBy(() -> new ImapSource(imap(plain, SmtpSettings.Security.NONE, Optional.empty()), "wrong")
                        .receive(games.intake(), line -> {}))
                .hasMessageContaining("refused the login")
                .hasMessageContaining("password");
        int closed;
        try (ServerSocket s = new ServerSocket(0)) {
            closed = s.getLocalPort();
        }
        int nobody = closed;
        assertThatThrownBy(() -> receive(imap(nobody, SmtpSettings.Security.NONE, Optional.empty()), games))
                .hasMessageContaining("nothing answers at 127.0.0.1:" + nobody);
    }

    @Test
    void handled_mails_are_seen_and_moved_while_a_mail_for_later_and_the_umpires_deleted_one_stay() throws Exception {
        filing(false, "UID MOVE");
    }

    @Test
    void without_move_the_mails_are_copied_and_only_their_uids_expunged() throws Exception {
        filing(true, "UID EXPUNGE");
    }

    private void filing(boolean withoutMove, String expected) throws Exception {
        MailGames games = new MailGames(root);
        deliver("umpires-own@x", "someone@club.example", "a note the umpire deleted", "hello\n");
        markDeleted("umpires-own@x");
        deliver("ok@x", "nimitz@club.example", "Re: [club-42] set-up", "Yorktown N6\ncode: blue-whale-42\n");
        deliver("bad@x", "fletcher@club.example", "[club-7] ordres", "Yorktown N6\ncode: pas-le-bon\n");
        deliver("later@x", "kondo@club.example", "Re: [club-7] set-up", "I-168 K6\ncode: kongo-hiei-7\n");
        GameStore club7 = GameStore.open(games.home(), GameId.parse("club-7"));
        MailSource.Tally t;
        try (ImapFront front = new ImapFront(GREENMAIL.getImap().getPort(), ImapFront.Tls.NONE, withoutMove);
                GameLock lock = club7.lock()) {
            t = receive(imap(front.port(), SmtpSettings.Security.NONE, Optional.empty()), games);
            assertThat(front.commands).anyMatch(c -> c.contains(expected));
            if (withoutMove) {
                assertThat(front.commands)
                        .noneMatch(c -> c.contains("UID MOVE"))
                        .noneMatch(c -> c.matches("\\S+ EXPUNGE\\s*"))
                        .noneMatch(c -> c.contains("CLOSE"));
            }
        }
        // the refusal of fletcher's mail (a player of club-7, wrong code) waits in club-7's queue, locked here
        assertThat(t).isEqualTo(new MailSource.Tally(1, 1, 1, 1));
        assertThat(messages("INBOX"))
                .containsExactlyInAnyOrder(new Seen("<umpires-own@x>", false), new Seen("<later@x>", false));
        assertThat(messages(ImapSource.PROCESSED)).containsExactly(new Seen("<ok@x>", true));
        assertThat(messages(ImapSource.FAILED)).containsExactly(new Seen("<bad@x>", true));
        // the next round reads the mail left for later, and still leaves the umpire's own alone
        assertThat(receive(imap(GREENMAIL.getImap().getPort(), SmtpSettings.Security.NONE, Optional.empty()), games))
                .isEqualTo(new MailSource.Tally(1, 0, 0));
        assertThat(messages("INBOX")).containsExactly(new Seen("<umpires-own@x>", false));
    }
}
