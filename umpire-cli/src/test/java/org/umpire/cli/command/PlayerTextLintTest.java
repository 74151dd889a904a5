package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.fixtures.PlayerTextLint;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;

/**
 * docs/orders.md: no program text reaches a player. Plays the Midway raid story by the command
 * line and reads every report (both sides, text and HTML, French and English), every receipt of
 * orders (both languages) and every mail the outbox holds; each must be free of program text
 * ({@code Name[...]}, {@code a=b}, {@code Optional}, {@code null}, class names, placeholders left
 * unfilled), of message keys, and of words of the other language.
 */
class PlayerTextLintTest {

    private static final Path STORY = TestGames.example("stories/midway-raid");

    @TempDir
    Path root;

    @Tag("slow")
    @Test
    void every_report_receipt_and_mail_of_the_raid_story_is_player_text_in_one_language() throws Exception {
        TestGames t = new TestGames(root);
        t.newGame("story", 7);
        List<String[]> texts = new ArrayList<>(); // {where, language, text}
        for (String line : Files.readAllLines(STORY.resolve("steps.txt"), StandardCharsets.UTF_8)) {
            String[] w = line.trim().split("\\s+");
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (w[0].equals("submit")) {
                String file = STORY.resolve(w[2]).toString();
                for (Language l : Language.values()) {
                    texts.add(new String[] {
                        "receipt " + w[2],
                        l.code(),
                        t.run("orders", "check", "--game", "story", "--side", w[1], file, "--lang", l.code()).out
                    });
                }
                t.ok("orders", "submit", "story", "--side", w[1], file);
                continue;
            }
            List<String> args = new ArrayList<>(List.of("resolve", "story"));
            args.addAll(List.of(w).subList(1, w.length));
            t.ok(args.toArray(new String[0]));
            String entry = t.journal("story").get(t.journal("story").size() - 1);
            for (String side : List.of("US", "JP")) {
                for (Language l : Language.values()) {
                    for (String format : List.of("text", "html")) {
                        texts.add(new String[] {
                            "report " + side + " " + format + " after " + entry,
                            l.code(),
                            t.ok("report", "story", "--side", side, "--lang", l.code(), "--format", format).out
                        });
                    }
                }
            }
        }
        // docs/orders.md: any earlier report is reprinted as it was sent. The
        // US's latest mail after entry 16 was
        // the one that told turn 8's movement and asked for its searches (I-REP-14: the US is mailed when the game
        // waits for it); --turn 8 --phase 1 reprints it, --phase 5 the next one, which told the raid on Midway
        int reprinted = 0;
        for (String[] x : texts) {
            if (x[0].equals("report US text after 0016-T08-P5-air-combat-round-2") && x[1].equals("en")) {
                assertThat(t.ok("report", "story", "--side", "US", "--lang", "en", "--turn", "8", "--phase", "1").out)
                        .isEqualTo(x[2]);
                reprinted++;
            }
        }
        assertThat(reprinted).isEqualTo(1);
        assertThat(t.ok("report", "story", "--side", "US", "--lang", "en", "--turn", "8", "--phase", "5").out)
                .contains("Enemy raid on Midway (H6)", "Phases 2-11");
        assertThat(t.run("report", "story", "--side", "US", "--turn", "30").err)
                .contains("no report of turn 30", "--turn");
        List<String> mails = t.outbox("story");
        assertThat(mails).isNotEmpty();
        Session session = Session.getInstance(new Properties());
        for (String name : mails) {
            if (name.contains(".umpire.")) {
                continue;
            }
            try (InputStream in =
                    Files.newInputStream(t.dir("story").resolve("outbox").resolve(name))) {
                MimeMessage m = new MimeMessage(session, in);
                String lang = m.getHeader("Content-Language", null);
                List<String> parts = new ArrayList<>();
                parts.add(m.getSubject());
                collect(m, parts);
                for (String p : parts) {
                    texts.add(new String[] {"mail " + name, lang, p});
                }
            }
        }
        Set<String> keys = PlayerTextLint.messageKeys();
        assertThat(texts.size()).as("reports, receipts and mails read").isGreaterThan(100);
        List<String> problems = new ArrayList<>();
        for (String[] x : texts) {
            problems.addAll(lint(x[0], x[1], x[2], keys));
        }
        assertThat(problems)
                .as(String.join("\n", problems.subList(0, Math.min(40, problems.size()))))
                .isEmpty();
    }

    /**
     * docs/reports-and-mail.md: every receipt the orders examples document (both languages) and every reply of the mail
     * corpus is player text; the answers to a sender the game does not know, which cannot know its reader's
     * language, are written in both and left out.
     */
    @Test
    void every_receipt_of_the_examples_and_every_reply_of_the_mail_corpus_is_player_text_in_one_language()
            throws IOException {
        Set<String> keys = PlayerTextLint.messageKeys();
        List<String> problems = new ArrayList<>();
        int read = 0;
        for (Language l : Language.values()) {
            for (Path f : expected(TestGames.example(l.code()))) {
                problems.addAll(
                        lint(f.getFileName().toString(), l.code(), Files.readString(f, StandardCharsets.UTF_8), keys));
                read++;
            }
        }
        for (Path f : expected(TestGames.example("mail"))) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            int reply = text.indexOf("--- reply to ");
            if (reply < 0 || text.contains("Votre courrier à l'arbitre")) {
                continue;
            }
            String lang = f.getFileName().toString().split("-")[1];
            String body = text.substring(text.indexOf('\n', reply) + 1).replaceAll("(?m)^In-Reply-To: .*$", "");
            problems.addAll(lint(f.getFileName().toString(), lang, body, keys));
            read++;
        }
        assertThat(read).isGreaterThan(80);
        assertThat(problems).as(String.join("\n", problems)).isEmpty();
    }

    private static List<Path> expected(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".expected"))
                    .sorted()
                    .toList();
        }
    }

    @Test
    void the_lint_finds_program_text_keys_and_the_other_language() {
        Set<String> keys = TemplateSource.builtIn().messages(Language.EN).keys();
        assertThat(lint("x", "en", "Refused: BringInReserve[unit=KF3, carrier=Kaga]", keys))
                .hasSize(2);
        assertThat(lint("x", "en", "Deadline: Optional.empty", keys)).isNotEmpty();
        assertThat(lint("x", "en", "Moved to {hex}.", keys)).isNotEmpty();
        assertThat(lint("x", "en", "See none.news here.", keys)).isNotEmpty();
        assertThat(lint("x", "fr", "Vos navires: ships including carriers.", keys))
                .isNotEmpty();
        assertThat(lint("x", "en", "Your ships in D7 were located by les avions.", keys))
                .isNotEmpty();
        assertThat(lint("x", "en", "Your ships in D7 were located by the enemy.", keys))
                .isEmpty();
        // docs/reports-and-mail.md: the engine's form of an order, rule codes, unfilled placeholders of any kind
        assertThat(lint("x", "en", "Order 1 (FighterTargets[combat=F6, assignments=[YF2 -> R3]]) set aside", keys))
                .isNotEmpty();
        assertThat(lint("x", "en", "Place your units within the set-up limits (SET-1, SET-3).", keys))
                .hasSize(1);
        assertThat(PlayerTextLint.lint("x", "en", "enemy raid (RAID-7)", keys, PlayerTextLint.Reader.UMPIRE))
                .isEmpty();
        assertThat(lint("x", "en", "Commitment (SHA-256): 9f86", keys)).isEmpty();
        assertThat(lint("x", "en", "Moved to {{hex}} and {0}.", keys)).isNotEmpty();
        // docs/reports-and-mail.md#one-language-per-reader: English words in French, French words in English
        assertThat(lint("x", "fr", "Recherche aérienne (floatplanes) sur D4.", keys))
                .isNotEmpty();
        assertThat(lint("x", "fr", "Zero (reserve) en réserve sur Kaga.", keys)).isNotEmpty();
        assertThat(lint("x", "en", "Air search (hydravions) over D4.", keys)).isNotEmpty();
    }

    /** A player's text (see docs/reports-and-mail.md: no rule code either). */
    static List<String> lint(String where, String lang, String raw, Set<String> keys) {
        return PlayerTextLint.lint(where, lang, raw, keys, PlayerTextLint.Reader.PLAYER);
    }

    private static void collect(Part p, List<String> out) throws MessagingException, IOException {
        if (p.isMimeType("text/plain") || p.isMimeType("text/html")) {
            if (!Part.ATTACHMENT.equalsIgnoreCase(p.getDisposition())) {
                out.add((String) p.getContent());
            }
        } else if (p.isMimeType("multipart/*")) {
            Multipart mp = (Multipart) p.getContent();
            for (int i = 0; i < mp.getCount(); i++) {
                BodyPart b = mp.getBodyPart(i);
                collect(b, out);
            }
        }
    }
}
