package org.umpire.cli.club;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.umpire.cli.report.ReportRenderer;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.cli.text.Typography;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

/**
 * The files of a club's site (docs/club.md, "The club's page"), each a function of the {@link ClubSite.Season}
 * alone (no clock, no machine): one page set per language under {@code fr/} and {@code en/} (a front page and a
 * page per player), {@code index.html} the front page in the club's players' language, and each finished game's
 * after-action reports and archive under {@code games/GAME/}. Pages are rendered by the templates
 * {@code club-home.html.mustache} and {@code club-player.html.mustache} with the style {@code club-site.css} and
 * the script {@code club-site.js} inline: no file from elsewhere, readable without a network or a script.
 */
public final class SitePages {

    private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);
    private static final DateTimeFormatter UTC = LOCAL.withZone(ZoneOffset.UTC);

    private final TemplateSource templates;
    private final ReportRenderer renderer;
    private final ClubSite.Season season;
    /** Every human player of the season and the name of their page, by address. */
    private final Map<String, String> pages;

    private SitePages(TemplateSource templates, ClubSite.Season season) {
        this.templates = templates;
        this.renderer = new ReportRenderer(templates);
        this.season = season;
        this.pages = pageNames(season);
    }

    /** Every file of the site, by its path in the site (with {@code /}). */
    public static SortedMap<String, byte[]> files(ClubSite.Season season, TemplateSource templates) {
        return new SitePages(templates, season).files();
    }

    private SortedMap<String, byte[]> files() {
        SortedMap<String, byte[]> files = new TreeMap<>();
        files.put(
                ClubSite.MARKER,
                ("Written by umpire club site (docs/club.md). The command replaces this folder's"
                                + " content whole when it writes the site again.\n")
                        .getBytes(StandardCharsets.UTF_8));
        for (Language l : Language.values()) {
            files.put(l.code() + "/index.html", home(l, new Links(l, 0, false)));
            for (Map.Entry<String, String> p : pages.entrySet()) {
                files.put(l.code() + "/players/" + p.getValue(), player(l, p.getKey(), new Links(l, 1, false)));
            }
        }
        files.put("index.html", home(season.home(), new Links(season.home(), 0, true)));
        for (SiteGame.Finished f : ClubSite.finishedGames(season)) {
            files.put("games/" + f.id() + "/" + f.id() + ".zip", f.archive());
            f.aar().forEach((l, bytes) -> files.put("games/" + f.id() + "/aar." + l.code() + ".html", bytes));
        }
        return files;
    }

    /**
     * Relative links from a page: {@code depth} folders below its language's folder; the site's front page lies
     * at the top, above the language folders.
     */
    private record Links(Language language, int depth, boolean front) {
        String top() {
            return front ? "" : "../".repeat(depth + 1);
        }

        String lang() {
            return front ? language.code() + "/" : "../".repeat(depth);
        }

        String home() {
            return front ? "index.html" : lang() + "index.html";
        }

        String player(String page) {
            return lang() + "players/" + page;
        }

        String aar(String game) {
            return top() + "games/" + game + "/aar." + language.code() + ".html";
        }

        String archive(String game) {
            return top() + "games/" + game + "/" + game + ".zip";
        }

        /** The same page in {@code other}. */
        String other(Language other, Optional<String> playerPage) {
            String base = front ? other.code() + "/" : top() + other.code() + "/";
            return base + playerPage.map(p -> "players/" + p).orElse("index.html");
        }
    }

    // ------------------------------------------------------------------------------ pages

    private byte[] home(Language l, Links links) {
        Messages m = renderer.messages(l);
        Map<String, Object> c = common(l, m, links, Optional.empty());
        c.put("title", season.name());
        c.put("umpire", season.umpire().map(u -> List.of(Map.of("address", u))).orElse(List.of()));
        table(c, "inProgress", inProgressRows(l, m, links, Optional.empty()));
        table(c, "finished", finishedRows(l, m, links, Optional.empty()));
        table(
                c,
                "unreadable",
                season.games().stream()
                        .filter(g -> g instanceof SiteGame.Unreadable)
                        .map(g -> (Object) Map.of("id", g.id()))
                        .toList());
        table(c, "ladder", ladderRows(l, m, links, Optional.empty()));
        c.put(
                "ladderIntro",
                m.format(
                        "site.ladder.intro",
                        "count",
                        Integer.toString(season.ladder().steps().size()),
                        "k",
                        Integer.toString(Ladder.K)));
        c.put(
                "notRated",
                ClubSite.finishedGames(season).stream()
                        .filter(f -> !f.rated())
                        .map(f -> m.format("site.ladder.notRated", "game", f.id()))
                        .toList());
        List<Object> players = new ArrayList<>();
        pages.forEach((address, page) -> players.add(Map.of("name", address, "href", links.player(page))));
        table(c, "players", players);
        return render("club-home", l, c);
    }

    private byte[] player(Language l, String address, Links links) {
        Messages m = renderer.messages(l);
        Map<String, Object> c = common(l, m, links, Optional.of(pages.get(address)));
        c.put("title", address);
        c.put("club", season.name());
        table(c, "inProgress", inProgressRows(l, m, links, Optional.of(address)));
        table(c, "finished", finishedRows(l, m, links, Optional.of(address)));
        table(c, "ladder", ladderRows(l, m, links, Optional.of(address)));
        return render("club-player", l, c);
    }

    private Map<String, Object> common(Language l, Messages m, Links links, Optional<String> playerPage) {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("t", m.tree());
        c.put("style", templates.template("club-site.css", l));
        c.put("script", templates.template("club-site.js", l));
        c.put("homeHref", links.home());
        List<Object> others = new ArrayList<>();
        for (Language other : Language.values()) {
            if (other != l) {
                others.add(Map.of(
                        "href",
                        links.other(other, playerPage),
                        "label",
                        m.get("site.language." + other.code()),
                        "lang",
                        other.code()));
            }
        }
        c.put("otherLanguages", others);
        return c;
    }

    /** {@code name}: the rows (empty: none); {@code nameTable}: the table around them, when there are rows. */
    private static void table(Map<String, Object> c, String name, List<Object> rows) {
        c.put(name, rows);
        c.put(name + "Table", rows.isEmpty() ? List.of() : List.of(Map.of("rows", rows)));
    }

    private byte[] render(String template, Language l, Map<String, Object> context) {
        return renderer.render(template, l, ReportRenderer.Format.HTML, context).getBytes(StandardCharsets.UTF_8);
    }

    // ------------------------------------------------------------------------------ rows

    private List<Object> inProgressRows(Language l, Messages m, Links links, Optional<String> who) {
        List<Object> rows = new ArrayList<>();
        for (SiteGame g : season.games()) {
            if (!(g instanceof SiteGame.InProgress p)
                    || who.isPresent() && side(p, who.get()).isEmpty()) {
                continue;
            }
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("id", p.id());
            r.put("players", players(p, m, links));
            who.flatMap(a -> side(p, a)).ifPresent(s -> r.put("side", s.name()));
            r.put("turn", Integer.toString(p.turn()));
            r.put(
                    "phase",
                    p.phase()
                            .map(ph -> ph == Phase.SETUP ? ph.name(l) : ph.number() + " " + ph.name(l))
                            .orElse(m.get("site.phase.later")));
            List<Object> received = new ArrayList<>();
            for (Side s : p.received()) {
                received.add(
                        Map.of("side", s.name(), "players", names(p.players().get(s), m, links)));
            }
            r.put("received", received);
            r.put(
                    "noneReceived",
                    p.received().isEmpty() && p.phase().isPresent() ? List.of(m.get("site.received.none")) : List.of());
            r.put(
                    "deadline",
                    p.deadline().map(d -> List.of(deadline(d, p.zone()))).orElse(List.of()));
            r.put(
                    "noDeadline",
                    p.deadline().isPresent()
                            ? List.of()
                            : List.of(m.get(p.phase().isPresent() ? "site.deadline.none" : "site.deadline.later")));
            rows.add(r);
        }
        return rows;
    }

    private static Map<String, Object> deadline(Instant at, ZoneId zone) {
        return Map.of(
                "utc",
                at.truncatedTo(ChronoUnit.SECONDS).toString(),
                "local",
                LOCAL.format(at.atZone(zone)) + " " + zone.getId(),
                "utcText",
                UTC.format(at) + " UTC");
    }

    private List<Object> finishedRows(Language l, Messages m, Links links, Optional<String> who) {
        List<Object> rows = new ArrayList<>();
        for (SiteGame.Finished f : ClubSite.finishedGames(season)) {
            if (who.isPresent() && side(f, who.get()).isEmpty()) {
                continue;
            }
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("id", f.id());
            r.put("players", players(f, m, links));
            who.flatMap(a -> side(f, a)).ifPresent(s -> r.put("side", s.name()));
            r.put("result", result(f, m));
            r.put("ended", UTC.format(f.endedAt()) + " UTC");
            r.put("aarHref", links.aar(f.id()));
            r.put("archiveHref", links.archive(f.id()));
            r.put("archiveName", f.id() + ".zip");
            r.put("notRated", f.rated() ? List.of() : List.of(m.get("site.finished.notRated")));
            rows.add(r);
        }
        return rows;
    }

    private static String result(SiteGame.Finished f, Messages m) {
        String us = Typography.value(f.vp().get(Side.US).toString(), m.language());
        String jp = Typography.value(f.vp().get(Side.JP).toString(), m.language());
        if (f.conceded().isPresent()) {
            return m.format(
                    "site.result.conceded",
                    "side",
                    f.conceded().get().name(),
                    "winner",
                    f.conceded().get().enemy().name(),
                    "us",
                    us,
                    "jp",
                    jp);
        }
        return f.winner()
                .map(w -> m.format("site.result.won", "winner", w.name(), "us", us, "jp", jp))
                .orElseGet(() -> m.format("site.result.draw", "us", us, "jp", jp));
    }

    private List<Object> ladderRows(Language l, Messages m, Links links, Optional<String> who) {
        List<Object> rows = new ArrayList<>();
        for (Ladder.Row r : season.ladder().rows()) {
            if (who.isPresent() && !r.seat().player().equals(who.get())) {
                continue;
            }
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("rank", Integer.toString(r.rank()));
            x.put("player", name(r.seat().player(), m, links));
            x.put("side", r.seat().side().name());
            x.put("rating", Typography.value(r.rating().toPlainString(), l));
            x.put("games", Integer.toString(r.games()));
            x.put("wdl", r.wins() + "-" + r.draws() + "-" + r.losses());
            x.put(
                    "answered",
                    r.awaited() == 0
                            ? "-"
                            : m.format(
                                    "site.ladder.answeredCell",
                                    "answered",
                                    Integer.toString(r.answered()),
                                    "awaited",
                                    Integer.toString(r.awaited()),
                                    "rate",
                                    BigDecimal.valueOf(r.answered() * 100L)
                                            .divide(BigDecimal.valueOf(r.awaited()), 0, RoundingMode.HALF_UP)
                                            .toPlainString()));
            x.put("forfeits", Integer.toString(r.forfeits()));
            rows.add(x);
        }
        return rows;
    }

    // ------------------------------------------------------------------------------ players

    private List<Object> players(SiteGame g, Messages m, Links links) {
        List<Object> sides = new ArrayList<>();
        for (Side s : Side.values()) {
            sides.add(Map.of("side", s.name(), "names", names(g.players().getOrDefault(s, List.of()), m, links)));
        }
        return sides;
    }

    private List<Object> names(List<String> players, Messages m, Links links) {
        List<Object> out = new ArrayList<>();
        for (String p : players) {
            out.add(name(p, m, links));
        }
        return out;
    }

    /** A player's name, linked to their page (the program has none). */
    private Map<String, Object> name(String player, Messages m, Links links) {
        String page = pages.get(player);
        Map<String, Object> n = new LinkedHashMap<>();
        n.put("name", page == null ? m.get("site.player.bot") : player);
        n.put("link", page == null ? List.of() : List.of(Map.of("href", links.player(page))));
        n.put("plain", page == null ? List.of(Map.of()) : List.of());
        return n;
    }

    private static Optional<Side> side(SiteGame g, String player) {
        for (Side s : Side.values()) {
            if (g.players().getOrDefault(s, List.of()).contains(player)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /**
     * Each human player's page name: the address, {@code @} written {@code _at_} and every character but letters,
     * digits, {@code .} and {@code -} written {@code _}; a name taken already gets {@code -2}, {@code -3}...
     * (players in address order, so the same season gives the same names).
     */
    static Map<String, String> pageNames(ClubSite.Season season) {
        TreeSet<String> players = new TreeSet<>();
        for (SiteGame g : season.games()) {
            g.players().values().forEach(players::addAll);
        }
        season.ladder().rows().forEach(r -> players.add(r.seat().player()));
        players.remove(RatedGame.BOT);
        Map<String, String> names = new TreeMap<>();
        Set<String> taken = new HashSet<>();
        for (String p : players) {
            String base = p.toLowerCase(Locale.ROOT).replace("@", "_at_").replaceAll("[^a-z0-9.-]", "_");
            String name = base;
            for (int n = 2; !taken.add(name); n++) {
                name = base + "-" + n;
            }
            names.put(p, name + ".html");
        }
        return names;
    }
}
