package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.ParseError;
import org.jsoup.parser.Parser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.app.PhaseResolution;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;

/**
 * {@code umpire club site} (docs/club.md, "The club's page"): a static site, valid HTML whose every link and
 * source is a file of the site (or a mailto: address, an anchor of the page, an inline data: image), nothing from
 * elsewhere; in French and English; the same games give the same bytes; two clubs whose games in progress differ
 * only in what a side hides give byte-identical sites (double blind); a folder the command did not write is
 * refused, one it wrote is replaced whole.
 */
class ClubSiteTest {

    private static final Instant SET_UP_RESOLVED = Instant.parse("2026-06-02T18:00:00Z");

    @TempDir
    Path root;

    /**
     * A club of six games: two over (a concession each, one against the program), one at turn 1 past its set-up,
     * one at its set-up with the US orders in (or nothing), one at turn 1's searches. {@code usSetUp}: the US set-up of
     * the game past it, and of the one waiting for Japan (hidden from Japan, and so from the page).
     */
    private TestGames club(String name, String usSetUp) throws IOException {
        TestGames t = new TestGames(root.resolve(name));
        CliRun init = CliRun.run(
                "club",
                "init",
                t.games.toString(),
                "--name",
                "Club Midway de Lyon",
                "--umpire",
                "arbitre@club.example",
                "--lang",
                "fr",
                "--umpire-lang",
                "en",
                "--deadline",
                "setup=72h,movement=48h,search=24h,raid=24h,combat=24h,recovery=24h");
        assertThat(init.code).as(init.toString()).isEqualTo(ExitCode.OK);
        finished(t, "spring-1", "alice@club.example", "bob@club.example", "JP", "2026-05-01T20:30:00Z");
        finished(t, "spring-2", "carol@club.example", "bot", "US", "2026-05-02T20:30:00Z");
        t.ok(
                "new",
                "summer-1",
                "--us",
                "alice@club.example",
                "--jp",
                "carol@club.example",
                "--no-welcome",
                "--seed",
                "11");
        if (!usSetUp.isEmpty()) {
            t.submit("summer-1", "US", usSetUp);
        }
        PhaseResolution.resolve(
                GameContext.open(GamesHome.of(t.games), GameId.parse("summer-1"), null), true, null, SET_UP_RESOLVED);
        t.ok(
                "new",
                "summer-2",
                "--us",
                "bob@club.example",
                "--jp",
                "Dave@Club.Example",
                "--no-welcome",
                "--seed",
                "12",
                "--lang",
                "en",
                "--deadline",
                "none");
        t.submit("summer-2", "US", usSetUp.isEmpty() ? "no orders\n" : usSetUp);
        // past its set-up and its first movement, both by default: at the turn's searches
        t.ok(
                "new",
                "autumn-1",
                "--us",
                "erin@club.example",
                "--jp",
                "frank@club.example",
                "--no-welcome",
                "--seed",
                "13");
        for (int i = 0; i < 2; i++) {
            PhaseResolution.resolve(
                    GameContext.open(GamesHome.of(t.games), GameId.parse("autumn-1"), null),
                    true,
                    null,
                    SET_UP_RESOLVED);
        }
        return t;
    }

    private static void finished(TestGames t, String id, String us, String jp, String concedes, String ended) {
        t.ok("new", id, "--us", us, "--jp", jp, "--no-welcome", "--seed", "7");
        t.submit(id, concedes, "concede\n");
        PhaseResolution.resolve(
                GameContext.open(GamesHome.of(t.games), GameId.parse(id), null), true, null, Instant.parse(ended));
    }

    private static String setUp() throws IOException {
        return Files.readString(TestGames.example("en/setup.txt"));
    }

    private static CliRun site(TestGames t, Path out) {
        CliRun r = CliRun.run("club", "site", t.games.toString(), "-o", out.toString(), "--lang", "en");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        return r;
    }

    /** Every file of {@code site}, by its path in it. */
    private static Map<String, byte[]> files(Path site) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(site)) {
            for (Path p : all.filter(Files::isRegularFile).toList()) {
                files.put(site.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
            }
        }
        return files;
    }

    @Test
    void the_club_page_is_valid_html_in_both_languages_and_every_link_is_a_file_of_the_site() throws IOException {
        TestGames t = club("lyon", setUp());
        Path out = root.resolve("site");
        CliRun r = site(t, out);
        assertThat(r.out)
                .contains(
                        "Club Midway de Lyon: the club's page written to " + out,
                        "3 game(s) in progress, 2 finished, 6 player(s)");
        Map<String, byte[]> files = files(out);
        assertThat(files.keySet())
                .contains(
                        ".umpire-club-site",
                        "index.html",
                        "fr/index.html",
                        "en/index.html",
                        "fr/players/alice_at_club.example.html",
                        "en/players/dave_at_club.example.html",
                        "games/spring-1/spring-1.zip",
                        "games/spring-1/aar.fr.html",
                        "games/spring-1/aar.en.html",
                        "games/spring-2/spring-2.zip")
                .doesNotContain("fr/players/bot.html");

        List<String> problems = new ArrayList<>();
        for (String name : files.keySet()) {
            if (name.endsWith(".html")) {
                problems.addAll(check(out, name, !name.startsWith("games/")));
            }
        }
        assertThat(problems).isEmpty();

        // the front page is the club's players' language (club.yaml: fr), and links to the English pages
        Document front = Jsoup.parse(out.resolve("index.html").toFile(), "UTF-8");
        assertThat(front.selectFirst("html").attr("lang")).isEqualTo("fr");
        assertThat(front.select("a[hreflang=en]").attr("href")).isEqualTo("en/index.html");
        Document en = Jsoup.parse(out.resolve("en/index.html").toFile(), "UTF-8");
        assertThat(en.selectFirst("html").attr("lang")).isEqualTo("en");
        assertThat(en.select("a[hreflang=fr]").attr("href")).isEqualTo("../fr/index.html");

        // a game in progress at its set-up or movement (both sides asked): its id, players, turn, phase, the sides
        // whose orders are in and the deadline; nothing else (I-CLI-5)
        Element summer1 = en.select("#in-progress ~ table tbody tr").stream()
                .filter(tr -> tr.text().startsWith("summer-1"))
                .findFirst()
                .orElseThrow();
        assertThat(summer1.select("td")).hasSize(6);
        assertThat(summer1.text())
                .isEqualTo("summer-1 US alice@club.example JP carol@club.example 1 1 "
                        + Phase.MOVEMENT.name(Language.EN) + " none yet 2026-06-04 20:00 Europe/Paris");
        assertThat(summer1.selectFirst("time").attr("datetime")).isEqualTo("2026-06-04T18:00:00Z");
        Element summer2 = en.select("#in-progress ~ table tbody tr").stream()
                .filter(tr -> tr.text().startsWith("summer-2"))
                .findFirst()
                .orElseThrow();
        assertThat(summer2.text())
                .as("the US set-up is in, and the game has no deadline")
                .isEqualTo("summer-2 US bob@club.example JP dave@club.example 0 set-up US bob@club.example none");
        // at a later phase of a turn a side is asked only when its hidden situation gives it a choice: the page
        // names neither the phase, nor who is asked, nor the deadline
        Element autumn1 = en.select("#in-progress ~ table tbody tr").stream()
                .filter(tr -> tr.text().startsWith("autumn-1"))
                .findFirst()
                .orElseThrow();
        assertThat(autumn1.text())
                .isEqualTo("autumn-1 US erin@club.example JP frank@club.example 1 later phases of the"
                        + " turn in your mail");
        assertThat(autumn1.select("time")).isEmpty();

        // finished games: result, end, the after-action report in the page's language and the archive
        Element spring2 = en.select("#finished ~ table tbody tr").first();
        assertThat(spring2.text())
                .startsWith("spring-2 US carol@club.example JP the program US conceded, JP won")
                .contains("2026-05-02 20:30 UTC");
        assertThat(spring2.select("td:last-child a").eachAttr("href"))
                .containsExactly("../games/spring-2/aar.en.html", "../games/spring-2/spring-2.zip");
        // the ladder, as umpire club ratings computes it from the same archives
        CliRun ladder = CliRun.run(
                "club",
                "ratings",
                out.resolve("games/spring-1/spring-1.zip").toString(),
                out.resolve("games/spring-2/spring-2.zip").toString(),
                "--csv");
        assertThat(ladder.code).as(ladder.toString()).isEqualTo(ExitCode.OK);
        List<String> rows = en.select("#ladder ~ table tbody tr").eachText();
        assertThat(rows).hasSize((int) ladder.out.lines().count() - 1);
        assertThat(rows.get(0)).isEqualTo("1 alice@club.example US 1532.00 1 1-0-0 0/1 (0%) 0");
        assertThat(ladder.out).contains("\n1,alice@club.example,US,1532.00,1,1,0,0,1,0,0,0\n");
        assertThat(Jsoup.parse(out.resolve("fr/index.html").toFile(), "UTF-8").text())
                .contains("1532,00", "abandon US, victoire JP", "Parties en cours", "Classement");

        // a player's page: their seats, their games
        Document alice =
                Jsoup.parse(out.resolve("en/players/alice_at_club.example.html").toFile(), "UTF-8");
        assertThat(alice.selectFirst("h1").text()).isEqualTo("alice@club.example");
        assertThat(alice.text()).contains("summer-1", "spring-1").doesNotContain("summer-2", "spring-2");
    }

    /** jsoup's parse errors, the page's structure, and each link and source of {@code name}. */
    private static List<String> check(Path site, String name, boolean ours) throws IOException {
        List<String> problems = new ArrayList<>();
        Path file = site.resolve(name);
        String html = Files.readString(file, StandardCharsets.UTF_8);
        Parser parser = Parser.htmlParser().setTrackErrors(50);
        Document doc = Jsoup.parse(html, "", parser);
        if (ours) {
            for (ParseError e : parser.getErrors()) {
                problems.add(name + ": " + e);
            }
            if (!html.startsWith("<!DOCTYPE html>")) {
                problems.add(name + ": no doctype");
            }
            String lang = name.startsWith("en/") ? "en" : "fr";
            if (!doc.selectFirst("html").attr("lang").equals(lang)) {
                problems.add(name + ": lang " + doc.selectFirst("html").attr("lang"));
            }
            if (doc.select("head > meta[charset=UTF-8]").isEmpty()
                    || doc.select("meta[name=viewport]").isEmpty()
                    || doc.title().isBlank()
                    || doc.select("h1").size() != 1) {
                problems.add(name + ": head or title missing");
            }
            for (Element table : doc.select("table")) {
                int columns = table.select("thead th").size();
                for (Element tr : table.select("tbody tr")) {
                    if (tr.select("td").size() != columns) {
                        problems.add(
                                name + ": a row of " + tr.select("td").size() + " cells under " + columns + " heads");
                    }
                }
            }
            if (!doc.select("script[src], link, iframe, object, embed, img:not([src^=data:])")
                            .isEmpty()
                    || html.contains("@import")
                    || html.contains("url(")) {
                problems.add(name + ": something loaded from elsewhere");
            }
        }
        for (Element e : doc.select("[href], [src]")) {
            String link = e.hasAttr("href") ? e.attr("href") : e.attr("src");
            if (link.startsWith("mailto:") || link.startsWith("data:image/")) {
                continue;
            }
            if (link.startsWith("#")) {
                if (doc.getElementById(link.substring(1)) == null) {
                    problems.add(name + ": no anchor " + link);
                }
                continue;
            }
            if (link.contains(":") || link.startsWith("/") || link.startsWith("//")) {
                problems.add(name + ": link out of the site: " + link);
                continue;
            }
            Path target = file.getParent().resolve(link.replaceFirst("#.*", "")).normalize();
            if (!target.startsWith(site) || !Files.isRegularFile(target)) {
                problems.add(name + ": " + link + " is not a file of the site");
            }
        }
        return problems;
    }

    @Test
    void the_same_games_give_the_same_bytes_and_a_site_written_again_replaces_the_old_one() throws IOException {
        TestGames t = club("lyon", setUp());
        Path a = root.resolve("a");
        Path b = root.resolve("b");
        site(t, a);
        site(t, b);
        Map<String, byte[]> first = files(a);
        Map<String, byte[]> second = files(b);
        assertThat(second.keySet()).isEqualTo(first.keySet());
        first.forEach((k, v) -> assertThat(second.get(k)).as(k).isEqualTo(v));

        // written again in its own folder: replaced whole (a file of the old site that is no longer made is gone)
        Files.writeString(a.resolve("fr/players/old.html"), "old");
        site(t, a);
        assertThat(a.resolve("fr/players/old.html")).doesNotExist();
        assertThat(files(a).keySet()).isEqualTo(first.keySet());

        // a folder holding other files is refused, and left as it was
        Path other = root.resolve("other");
        Files.createDirectories(other);
        Files.writeString(other.resolve("notes.txt"), "mine");
        CliRun refused = CliRun.run("club", "site", t.games.toString(), "-o", other.toString(), "--lang", "en");
        assertThat(refused.code).as(refused.toString()).isEqualTo(ExitCode.CONFLICT);
        assertThat(refused.err).contains(other + " holds files this command did not write", "Nothing was changed.");
        assertThat(files(other).keySet()).containsExactly("notes.txt");
        CliRun missing =
                CliRun.run("club", "site", root.resolve("nowhere").toString(), "-o", other.toString(), "--lang", "en");
        assertThat(missing.code).isEqualTo(ExitCode.NOT_FOUND);
    }

    @Test
    void two_clubs_whose_games_in_progress_differ_only_in_what_a_side_hides_give_the_same_site() throws IOException {
        // the US set-up (SET-3), hidden from Japan: in one club the example's, in the other the defaults (summer-1,
        // resolved: the US task forces stand elsewhere) and a bare "no orders" (summer-2, not yet resolved)
        TestGames one = club("one", setUp());
        TestGames two = club("two", "");
        assertThat(one.stateBytes("summer-1")).isNotEqualTo(two.stateBytes("summer-1"));
        // the finished games are the same games: copied, so that their archives are the same bytes
        for (String id : List.of("spring-1", "spring-2")) {
            AtomicFiles.deleteTree(two.dir(id));
            copy(one.dir(id), two.dir(id));
        }
        Path a = root.resolve("site-one");
        Path b = root.resolve("site-two");
        site(one, a);
        site(two, b);
        Map<String, byte[]> first = files(a);
        Map<String, byte[]> second = files(b);
        assertThat(second.keySet()).isEqualTo(first.keySet());
        first.forEach((k, v) -> assertThat(new String(second.get(k), StandardCharsets.ISO_8859_1))
                .as(k)
                .isEqualTo(new String(v, StandardCharsets.ISO_8859_1)));
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
    }
}
