package org.umpire.cli.club;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import org.umpire.cli.archive.Finding;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.options.GamesOptions;
import org.umpire.cli.options.LanguageConverter;
import org.umpire.cli.options.OutputLanguage;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.Deadlines;
import org.umpire.cli.store.GameConfig;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GamesHome;
import org.umpire.cli.store.MissedOrdersPolicy;
import org.umpire.cli.store.Player;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.cli.text.TextBundle;
import org.umpire.cli.text.UmpireLanguage;
import org.umpire.engine.model.Language;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code umpire club}: a club's season (docs/club.md). {@code init} writes the club file whose defaults every
 * game of the folder takes; {@code status} lists every game of the folder in one table; {@code ratings}
 * computes the club's ladder from finished games' archives alone.
 */
@Command(
        name = "club",
        mixinStandardHelpOptions = true,
        description = "A club's season: its folder's defaults, every game at a glance, the ladder, the club's page.",
        synopsisSubcommandLabel = "COMMAND",
        subcommands = {
            ClubCommand.Init.class,
            ClubCommand.Status.class,
            ClubCommand.Ratings.class,
            ClubCommand.Site.class
        })
public final class ClubCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The words of the club's commands. */
    public static TextBundle texts(Language language) {
        return TextBundle.load("cli/club", language, null);
    }

    // ------------------------------------------------------------------------------ init

    /** {@code umpire club init DIR}: writes {@code DIR/club.yaml}. */
    @Command(
            name = "init",
            mixinStandardHelpOptions = true,
            description = {
                "Writes a club's file in a games folder: the defaults of every game made there.",
                "Every game created with umpire new --games-dir DIR (or with UMPIRE_HOME/games = DIR) takes the club's"
                        + " players' and umpire's languages, time zone, deadlines, missed-orders policy and rules folder;"
                        + " an option given to umpire new wins."
            },
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {
                "0:written",
                "1:the rules folder's data is invalid",
                "2:bad command line",
                "4:DIR already holds a club file (add --force)",
                "5:the file could not be written"
            })
    public static final class Init implements Runnable {

        @Parameters(index = "0", paramLabel = "DIR", description = "The club's games folder (made when missing).")
        Path dir;

        @Option(names = "--name", paramLabel = "NAME", required = true, description = "The club's name.")
        String name;

        @Option(names = "--umpire", paramLabel = "EMAIL", required = true, description = "The club umpire's address.")
        String umpire;

        @Option(
                names = "--lang",
                paramLabel = "fr|en",
                converter = LanguageConverter.class,
                description = "The players' language in the club's games (default: fr).")
        Language players;

        @Option(
                names = "--umpire-lang",
                paramLabel = "fr|en",
                converter = LanguageConverter.class,
                description = "The umpire's language (default: UMPIRE_LANG, else the system's language when French,"
                        + " else English); this command speaks it.")
        Language umpireLanguage;

        @Option(
                names = "--time-zone",
                paramLabel = "ZONE",
                description = "Time zone of deadlines (default: Europe/Paris).")
        String timeZone;

        @Option(
                names = "--deadline",
                paramLabel = "KIND=TIME,...|none",
                description = "How long each kind of phase lasts (default: " + ClubFile.DEFAULT_DEADLINES
                        + "; with --missed-orders wait: none).")
        String deadline;

        @Option(
                names = "--missed-orders",
                paramLabel = "defaults|stand-in|wait",
                description = "At a deadline, resolve a silent side with its default orders (defaults, the default),"
                        + " let its plan bot play the phase from its own view (stand-in), or set no deadline and wait"
                        + " for every side (wait).")
        String missed;

        @Option(
                names = "--extension",
                paramLabel = "TIME|none",
                description = "Time a silent side is given once at a deadline, with a reminder, before the policy"
                        + " applies (e.g. 24h; default: none).")
        String extension;

        @Option(
                names = "--stand-in-limit",
                paramLabel = "N",
                description = "With stand-in: the most phases in a row the stand-in plays for a side (1 to 99, default "
                        + MissedOrdersPolicy.DEFAULT_LIMIT + ").")
        String limit;

        @Option(
                names = "--after-limit",
                paramLabel = "forfeit|pause",
                description = "With stand-in: what the next missed deadline after the limit does: the silent side"
                        + " concedes (forfeit), or the game waits for it (pause, the default).")
        String after;

        @Option(
                names = "--rules",
                paramLabel = "DIR",
                description = "The club's scenario data folder (kept relative to the club's folder when inside it).")
        Path rules;

        @Option(names = "--force", description = "Replace the folder's club file.")
        boolean force;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public void run() {
            Language lang = umpireLanguage != null ? umpireLanguage : UmpireLanguage.ofEnvironment();
            TextBundle t = texts(lang);
            MissedOrdersPolicy.Kind kind = MissedOrdersPolicy.Kind.DEFAULTS;
            if (missed != null) {
                kind = ClubFile.missedOrders(missed)
                        .orElseThrow(
                                () -> new UserException(ExitCode.USAGE, t.get("club.init.badMissed", "value", missed)));
            }
            String spec0 = deadline != null
                    ? deadline
                    : kind == MissedOrdersPolicy.Kind.WAIT ? "none" : ClubFile.DEFAULT_DEADLINES;
            Map<Deadlines.Kind, Duration> durations = ClubFile.deadlines(spec0)
                    .orElseThrow(
                            () -> new UserException(ExitCode.USAGE, t.get("club.init.badDeadline", "value", spec0)));
            if (kind == MissedOrdersPolicy.Kind.WAIT && !durations.isEmpty()) {
                throw new UserException(ExitCode.USAGE, t.get("club.init.waitWithDeadlines"));
            }
            MissedOrdersPolicy policy = new MissedOrdersOptions(missed, extension, limit, after)
                    .over(MissedOrdersPolicy.DEFAULT, !durations.isEmpty(), t);
            ZoneId zone;
            try {
                zone = timeZone == null ? GameConfig.DEFAULT_TIME_ZONE : ZoneId.of(timeZone);
            } catch (DateTimeException e) {
                throw new UserException(ExitCode.USAGE, t.get("club.init.badZone", "value", timeZone));
            }
            try {
                new Player(umpire.trim(), Language.EN);
            } catch (IllegalArgumentException e) {
                throw new UserException(ExitCode.USAGE, t.get("club.init.badEmail", "value", umpire));
            }
            if (name.isBlank() || name.length() > 100) {
                throw new UserException(ExitCode.USAGE, t.get("club.init.badName"));
            }
            Path folder = dir.toAbsolutePath().normalize();
            Optional<String> rulesText = Optional.empty();
            if (rules != null) {
                Path r = rules.toAbsolutePath().normalize();
                if (!Files.isDirectory(r)) {
                    throw new UserException(ExitCode.NOT_FOUND, t.get("club.init.noRules", "folder", rules));
                }
                if (r.startsWith(folder)
                        && !r.equals(folder)
                        && GameId.tryParse(folder.relativize(r).getName(0).toString())
                                .isPresent()) {
                    // a folder of the games folder named like a game would be listed (and watched) as a broken game
                    throw new UserException(
                            ExitCode.USAGE,
                            t.get(
                                    "club.init.rulesLikeGame",
                                    "folder",
                                    rules,
                                    "name",
                                    folder.relativize(r).getName(0)));
                }
                // the data must load, as umpire new will load it (ScenarioException: every problem, exit 1)
                new ScenarioLoader().resolve(r, "victory-at-midway");
                rulesText = Optional.of(
                        r.startsWith(folder) ? folder.relativize(r).toString().replace('\\', '/') : r.toString());
                if (rulesText.get().isEmpty()) {
                    rulesText = Optional.of(".");
                }
            }
            ClubFile club = new ClubFile(
                    name.trim(),
                    umpire.trim(),
                    players == null ? Language.FR : players,
                    lang,
                    zone,
                    durations,
                    policy,
                    rulesText);
            Path file = folder.resolve(ClubFile.FILE);
            if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !force) {
                throw new UserException(ExitCode.CONFLICT, t.get("club.init.exists", "file", file, "dir", dir));
            }
            byte[] bytes = club.write(t);
            try {
                if (!Files.isDirectory(folder)) {
                    Files.createDirectories(folder);
                    GameFiles.ownerOnlyFolder(folder);
                }
            } catch (IOException e) {
                throw new UserException(
                        ExitCode.IO, t.get("club.init.cannotWrite", "file", file, "why", e.getMessage()));
            }
            AtomicFiles.write(file, bytes);
            PrintWriter out = spec.commandLine().getOut();
            out.println(t.get("club.init.written", "name", club.name(), "file", file));
            out.print(new String(bytes, StandardCharsets.UTF_8));
            out.println(t.get("club.init.next", "dir", dir));
            out.flush();
        }
    }

    // ------------------------------------------------------------------------------ status

    /**
     * A club's games folder opened for a command: the folder (DIR, else the games options), its club file if any,
     * the words in the command's language (--lang, else the club's umpire language, else the environment's) and
     * the rules folder (--rules, else the club's).
     */
    record Opened(GamesHome home, Optional<ClubFile> club, TextBundle t, Path rulesOverride) {

        static Opened of(Path dir, GamesOptions games, Language language) {
            GamesHome home = dir != null ? GamesHome.of(dir).in(games.home().run()) : games.home();
            TextBundle env = texts(language != null ? language : UmpireLanguage.ofEnvironment());
            if (!Files.isDirectory(home.root())) {
                throw new UserException(ExitCode.NOT_FOUND, env.get("club.status.noDir", "dir", home.root()));
            }
            Optional<ClubFile> club = ClubFile.find(home.root(), env);
            TextBundle t = texts(
                    language != null
                            ? language
                            : club.map(ClubFile::umpireLanguage).orElse(env.language()));
            Path rulesOverride = games.rulesDir() != null
                    ? games.rulesDir()
                    : club.flatMap(c -> c.rulesDir(home.root())).orElse(null);
            return new Opened(home, club, t, rulesOverride);
        }
    }

    /** {@code umpire club status [DIR]}: every game of the folder in one table. */
    @Command(
            name = "status",
            mixinStandardHelpOptions = true,
            description = {
                "Every game of a club's folder in one table.",
                "One line per game: its turn, its phase, whose orders are awaited and the phase's deadline (or the"
                        + " result of a finished game). DIR: the games folder (default: --games-dir, else"
                        + " $UMPIRE_HOME/games, else ./games)."
            },
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {
                "0:listed (a game that cannot be read is listed with its problem)",
                "1:the club file is invalid (file, line and field named)",
                "2:bad command line",
                "3:DIR does not exist"
            })
    public static final class Status implements Runnable {

        @Parameters(index = "0", arity = "0..1", paramLabel = "DIR", description = "The club's games folder.")
        Path dir;

        @Option(names = "--csv", description = "CSV for scripts (one header line, fixed English column names).")
        boolean csv;

        @Option(
                names = "--lang",
                paramLabel = "fr|en",
                converter = LanguageConverter.class,
                description = "Language of the output (default: the club's umpire language; else UMPIRE_LANG, else the"
                        + " system's language when French, else English).")
        Language language;

        @Mixin
        GamesOptions games;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public void run() {
            Opened c = Opened.of(dir, games, language);
            GamesHome home = c.home();
            Optional<ClubFile> club = c.club();
            TextBundle t = c.t();
            Path rulesOverride = c.rulesOverride();
            PrintWriter out = spec.commandLine().getOut();
            out.print(ClubStatus.render(home, club, rulesOverride, t, csv));
            out.flush();
        }
    }

    // ------------------------------------------------------------------------------ ratings

    /** {@code umpire club ratings ARCHIVE.zip...}: the club's ladder from finished games' archives. */
    @Command(
            name = "ratings",
            mixinStandardHelpOptions = true,
            description = {
                "The club's ladder, from finished games' archives alone.",
                "Verifies each archive (as umpire verify does), then rates every player on each side they played:"
                        + " Elo, K 32, weighed by the winner's margin in VP (docs/club.md). Games count in the order they"
                        + " ended, then by id: the same archives give the same table in any order."
            },
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {
                "0:the ladder",
                "1:an archive was refused (it does not verify: each is named with its" + " reason)",
                "2:bad command line (a game given twice)",
                "3:an archive not found",
                "5:an archive could not be read"
            })
    public static final class Ratings implements Runnable {

        /** The largest archive read (as umpire verify). */
        private static final long MAX_ARCHIVE = 1L << 30;

        @Parameters(
                index = "0",
                arity = "1..*",
                paramLabel = "ARCHIVE",
                description = "Archives written by umpire export.")
        List<Path> archives;

        @Option(names = "--csv", description = "CSV for scripts (one header line, fixed English column names).")
        boolean csv;

        @Mixin
        OutputLanguage lang;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public void run() {
            TextBundle t = texts(lang.language());
            TextBundle verify = lang.texts();
            List<Map.Entry<Path, byte[]>> bytes = new ArrayList<>();
            for (Path a : archives) {
                if (!Files.isRegularFile(a)) {
                    throw new UserException(ExitCode.NOT_FOUND, t.get("club.ratings.noArchive", "file", a));
                }
                try {
                    bytes.add(Map.entry(a, GameFiles.readBounded(a, MAX_ARCHIVE, "an archive")));
                } catch (IOException e) {
                    throw new UserException(
                            ExitCode.IO, t.get("club.ratings.unreadable", "file", a, "why", e.getMessage()));
                }
            }
            List<RatedGame> games = new ArrayList<>();
            Map<String, Path> seen = new LinkedHashMap<>();
            List<String> refused = new ArrayList<>();
            for (Map.Entry<Path, byte[]> a : bytes) {
                Path work;
                try {
                    work = Files.createTempDirectory("umpire-ratings");
                } catch (IOException e) {
                    throw new UserException(ExitCode.IO, t.get("club.ratings.noTemp", "why", e.getMessage()));
                }
                ClubArchives.Read read = ClubArchives.read(a.getValue(), work);
                if (read.game().isEmpty()) {
                    Finding first = read.problems().get(0);
                    refused.add(t.get(
                            "club.ratings.refused",
                            "file",
                            a.getKey(),
                            "count",
                            read.problems().size(),
                            "why",
                            verify.get("verify." + first.key(), first.params().toArray())));
                    continue;
                }
                RatedGame g = read.game().get();
                Path before = seen.putIfAbsent(g.id(), a.getKey());
                if (before != null) {
                    throw new UserException(
                            ExitCode.USAGE,
                            t.get("club.ratings.twice", "game", g.id(), "first", before, "second", a.getKey()));
                }
                games.add(g);
            }
            if (!refused.isEmpty()) {
                throw new UserException(
                        ExitCode.INVALID,
                        String.join("\n", refused) + "\n" + t.get("club.ratings.refusedFix", "count", refused.size()));
            }
            PrintWriter out = spec.commandLine().getOut();
            out.print(LadderText.render(Ladder.of(games), t, csv));
            out.flush();
        }
    }

    // ------------------------------------------------------------------------------ site

    /** {@code umpire club site [DIR] -o SITE}: the club's page, a static site. */
    @Command(
            name = "site",
            mixinStandardHelpOptions = true,
            description = {
                "Writes the club's page: a static site, readable offline, in French and English.",
                "The games in progress (only their turn, phase, awaited orders and deadline), the finished games with"
                        + " their after-action reports and archives to download, the ladder (as umpire club ratings), a page"
                        + " per player. DIR: the games folder (default: --games-dir, else $UMPIRE_HOME/games, else ./games)."
                        + " The same games give the same bytes."
            },
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {
                "0:written",
                "1:the club file is invalid, or a template is broken",
                "2:bad command line",
                "3:DIR does not exist",
                "4:SITE holds files an earlier umpire club site did not write, or a game is being changed",
                "5:a file could not be written"
            })
    public static final class Site implements Runnable {

        @Parameters(index = "0", arity = "0..1", paramLabel = "DIR", description = "The club's games folder.")
        Path dir;

        @Option(
                names = {"-o", "--output"},
                paramLabel = "SITE",
                required = true,
                description = "The site's folder: new, empty, or written by this command before (then replaced whole).")
        Path output;

        @Option(
                names = "--templates",
                paramLabel = "DIR",
                description = "Folder of templates and message files overriding the built-in ones, file by file.")
        Path templatesDir;

        @Option(
                names = "--lang",
                paramLabel = "fr|en",
                converter = LanguageConverter.class,
                description = "Language of this command's own messages (default: the club's umpire language). The site"
                        + " is in both languages.")
        Language language;

        @Mixin
        GamesOptions games;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public void run() {
            Opened c = Opened.of(dir, games, language);
            GamesHome home = c.home();
            Optional<ClubFile> club = c.club();
            TextBundle t = c.t();
            Path rulesOverride = c.rulesOverride();
            TemplateSource templates = TemplateSource.of(templatesDir);
            ClubSite.Season season = ClubSite.season(home, club, rulesOverride, templates, t);
            SortedMap<String, byte[]> files = SitePages.files(season, templates);
            ClubSite.write(output, files, t);
            long inProgress = season.games().stream()
                    .filter(g -> g instanceof SiteGame.InProgress)
                    .count();
            long finished = season.games().stream()
                    .filter(g -> g instanceof SiteGame.Finished)
                    .count();
            PrintWriter out = spec.commandLine().getOut();
            out.println(t.get(
                    "club.site.written",
                    "name",
                    season.name(),
                    "dir",
                    output,
                    "files",
                    files.size(),
                    "inProgress",
                    inProgress,
                    "finished",
                    finished,
                    "players",
                    SitePages.pageNames(season).size(),
                    "index",
                    output.resolve("index.html")));
            out.flush();
        }
    }
}
