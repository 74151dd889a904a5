package org.umpire.cli.club;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeSet;
import org.umpire.cli.aar.AfterActionReport;
import org.umpire.cli.aar.AfterActionReportBuilder;
import org.umpire.cli.aar.AfterActionReports;
import org.umpire.cli.archive.GameArchive;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.game.GameScenarios;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameListing;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Vp;
import org.umpire.engine.state.GameState;

/**
 * {@code umpire club site DIR -o SITE}: the club's page, a static site (docs/club.md, "The club's page"). Reads
 * every game of the folder: of a game in progress only its turn, phase, awaited sides and deadline (as
 * {@code club status}); a finished game is exported ({@code umpire export}), its archive verified and rated as
 * {@code club ratings} does, and its after-action report written in each language ({@code umpire aar}). The
 * pages ({@link SitePages}) are then written, every file's bytes a function of the games' files alone.
 */
public final class ClubSite {

    /** The file that marks a folder as a site this command wrote, and so may replace. */
    public static final String MARKER = ".umpire-club-site";

    /**
     * A club's season as its page shows it.
     *
     * @param name   the club's name (the folder's name without a club file)
     * @param umpire the club umpire's address, when there is a club file
     * @param home   the language of the site's front page (the club's players' language)
     */
    public record Season(
            String name, Optional<String> umpire, Language home, List<SiteGame> games, Ladder.Result ladder) {
        public Season {
            games = List.copyOf(games);
        }
    }

    private ClubSite() {}

    /** Reads every game of {@code home}; finished games are exported, verified and rated. */
    public static Season season(
            GamesHome home, Optional<ClubFile> club, Path rulesOverride, TemplateSource templates, TextBundle t) {
        GameScenarios scenarios = new GameScenarios(rulesOverride);
        List<SiteGame> games = new ArrayList<>();
        List<RatedGame> rated = new ArrayList<>();
        for (GameListing g : GameStore.listGames(home)) {
            if (g.game().isEmpty()) {
                games.add(new SiteGame.Unreadable(g.id().value()));
                continue;
            }
            GameStore store = g.game().get();
            GameContext game;
            try {
                game = GameContext.of(store, scenarios.of(store));
                game.state();
            } catch (RuntimeException e) {
                games.add(new SiteGame.Unreadable(g.id().value()));
                continue;
            }
            if (game.state().isOver()) {
                Finished f = finished(game, rulesOverride, templates, t);
                games.add(f.game());
                f.rated().ifPresent(rated::add);
            } else {
                games.add(inProgress(game));
            }
        }
        String name = club.map(ClubFile::name)
                .orElse(String.valueOf(home.root().toAbsolutePath().normalize().getFileName()));
        return new Season(
                name,
                club.map(ClubFile::umpire),
                club.map(ClubFile::playersLanguage).orElse(Language.FR),
                games,
                Ladder.of(rated));
    }

    /**
     * I-CLI-5: of a game under way, what both players may know. At the set-up and the movement both sides are asked,
     * so the phase, its deadline and whose orders are in tell nothing hidden; at the later phases a side is asked
     * only when its own situation gives it a choice (a raid in reach, a combat step), so the page says "later phases
     * of the turn" and no more: neither the phase, nor who is asked, nor a deadline.
     */
    private static SiteGame.InProgress inProgress(GameContext game) {
        GameStore store = game.store();
        GameState s = game.state();
        boolean bothAsked = s.phase() == Phase.SETUP || s.phase() == Phase.MOVEMENT;
        if (!bothAsked) {
            return new SiteGame.InProgress(
                    store.id().value(),
                    ClubArchives.players(store.config()),
                    s.turn(),
                    Optional.empty(),
                    List.of(),
                    Optional.empty(),
                    store.config().timeZone());
        }
        Set<Side> received = new TreeSet<>(store.orders(s.turn(), s.phase()).keySet());
        return new SiteGame.InProgress(
                store.id().value(),
                ClubArchives.players(store.config()),
                s.turn(),
                Optional.of(s.phase()),
                List.copyOf(received),
                Deadlines.of(store.dir()).deadline(store),
                store.config().timeZone());
    }

    private record Finished(SiteGame.Finished game, Optional<RatedGame> rated) {}

    /** Exports a finished game, verifies and rates its archive, and writes its after-action report. */
    private static Finished finished(GameContext game, Path rulesOverride, TemplateSource templates, TextBundle t) {
        GameStore store = game.store();
        byte[] zip;
        try (GameLock lock = store.lock()) {
            Path rules = GameScenarios.rulesDir(store, rulesOverride);
            zip = GameArchive.export(
                    store, ScenarioLoader.sourceFiles(rules, store.config().scenario()));
        }
        Path work;
        try {
            work = Files.createTempDirectory("umpire-site");
        } catch (IOException e) {
            throw new UserException(ExitCode.IO, t.get("club.ratings.noTemp", "why", e.getMessage()));
        }
        Optional<RatedGame> rated = ClubArchives.read(zip, work).game();
        AfterActionReport report = AfterActionReportBuilder.build(store, game.scenario());
        AfterActionReports pages = new AfterActionReports(templates);
        Map<Language, byte[]> aar = new EnumMap<>(Language.class);
        for (Language l : Language.values()) {
            aar.put(l, pages.html(report, l));
        }
        GameState end = store.state();
        Map<Side, Vp> vp = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            vp.put(side, end.vpOf(side));
        }
        Instant ended =
                store.lastEntry().map(r -> r.resolvedAt()).orElse(store.config().createdAt());
        return new Finished(
                new SiteGame.Finished(
                        store.id().value(),
                        ClubArchives.players(store.config()),
                        vp,
                        end.winner(),
                        end.concededBy(),
                        ended,
                        rated.isPresent(),
                        zip,
                        aar),
                rated);
    }

    /** The finished games, the latest first, then by id. */
    static List<SiteGame.Finished> finishedGames(Season season) {
        List<SiteGame.Finished> out = new ArrayList<>();
        for (SiteGame g : season.games()) {
            if (g instanceof SiteGame.Finished f) {
                out.add(f);
            }
        }
        out.sort(Comparator.comparing(SiteGame.Finished::endedAt).reversed().thenComparing(SiteGame.Finished::id));
        return out;
    }

    /**
     * Writes {@code files} (paths relative to {@code out}, with {@code /}) into {@code out}: a new or empty folder,
     * or one this command wrote before (its {@link #MARKER}), whose content is replaced whole.
     */
    public static void write(Path out, SortedMap<String, byte[]> files, TextBundle t) {
        if (Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
            if (!Files.isDirectory(out, LinkOption.NOFOLLOW_LINKS)) {
                throw new UserException(ExitCode.CONFLICT, t.get("club.site.notFolder", "dir", out));
            }
            boolean empty;
            try (var list = Files.list(out)) {
                empty = list.findAny().isEmpty();
            } catch (IOException e) {
                throw new UserException(
                        ExitCode.IO, t.get("club.site.cannotWrite", "file", out, "why", e.getMessage()));
            }
            if (!empty) {
                if (!Files.isRegularFile(out.resolve(MARKER), LinkOption.NOFOLLOW_LINKS)) {
                    throw new UserException(ExitCode.CONFLICT, t.get("club.site.notOurs", "dir", out));
                }
                AtomicFiles.deleteTree(out);
            }
        }
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Path file = out.resolve(f.getKey());
            try {
                Files.createDirectories(file.getParent());
                Files.write(file, f.getValue());
            } catch (IOException e) {
                throw new UserException(
                        ExitCode.IO, t.get("club.site.cannotWrite", "file", file, "why", e.getMessage()));
            }
        }
    }
}
