package org.umpire.cli.scenario;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.yaml.Problems;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;

/**
 * Loads a scenario ({@code scenario.yaml}, {@code ships.csv}, {@code aircraft.csv}, {@code land.csv})
 * into the engine's {@link Scenario}, checking everything on the way: it either returns a scenario
 * the engine can trust, or throws a {@link ScenarioException} listing every problem found, each with
 * its file, line, field and fix. Layout and columns: {@code docs/scenario-data.md}.
 */
public final class ScenarioLoader {

    /** The scenario shipped with the program ({@code rules/victory-at-midway/}). */
    public static final String DEFAULT_SCENARIO = ScenarioSource.DEFAULT_NAME;

    /**
     * The scenario packaged with the program under {@code rules/<name>/}.
     *
     * @throws UserException      {@link ExitCode#NOT_FOUND} when there is no such built-in scenario
     * @throws ScenarioException  when its data has problems
     */
    public Scenario loadBuiltIn(String name) {
        return load(ScenarioSource.builtIn(name));
    }

    /**
     * The scenario in folder {@code dir} (holding the four files).
     *
     * @throws UserException      {@link ExitCode#NOT_FOUND} when {@code dir} is not an existing folder
     * @throws ScenarioException  when its data has problems (a missing file is one)
     */
    public Scenario load(Path dir) {
        return load(ScenarioSource.folder(dir));
    }

    /**
     * The scenario a command plays: the built-in {@code name}, or the {@code --rules} folder when
     * given (the scenario folder itself, or a folder holding {@code <name>/}); see
     * {@link ScenarioSource#resolve(Path, String)}.
     *
     * @param rulesDir the {@code --rules} folder, or {@code null}
     */
    public Scenario resolve(Path rulesDir, String name) {
        return load(ScenarioSource.resolve(rulesDir, name));
    }

    /**
     * The files of a club's scenario folder, to keep with a game created from it (none for the
     * built-in data, which the program always has).
     *
     * @param rulesDir the {@code --rules} folder, or {@code null}
     */
    public static Map<String, byte[]> files(Path rulesDir, String name) {
        if (rulesDir == null) {
            return new LinkedHashMap<>();
        }
        return sourceFiles(rulesDir, name);
    }

    /**
     * The files of the scenario a command plays ({@link #resolve}): the {@code --rules} folder's, or the
     * built-in data's when {@code rulesDir} is null (an archive carries the data its game was played with).
     */
    public static Map<String, byte[]> sourceFiles(Path rulesDir, String name) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        ScenarioSource source = ScenarioSource.resolve(rulesDir, name);
        for (String file : ScenarioFiles.ALL) {
            try {
                source.read(file).ifPresent(bytes -> files.put(file, bytes));
            } catch (IOException e) {
                throw new UserException(
                        ExitCode.IO,
                        "cannot read " + file + " of " + source.describe() + ": " + e.getMessage()
                                + " — check the folder and run the command again");
            }
        }
        return files;
    }

    /** Loads and checks the scenario of {@code source}. */
    public Scenario load(ScenarioSource source) {
        Problems problems = new Problems();
        ScenarioSettings settings = text(source, ScenarioFiles.SCENARIO, problems)
                .flatMap(t -> ScenarioYamlReader.tree(t, problems))
                .map(root -> new ScenarioYamlReader(problems).read(root))
                .orElse(ScenarioSettings.unreadable());
        UnitTableReader reader = new UnitTableReader(problems);
        List<UnitRow> ships = table(source, ScenarioFiles.SHIPS, UnitTableReader.SHIP_COLUMNS, problems)
                .map(reader::ships)
                .orElse(null);
        List<UnitRow> aircraft = table(source, ScenarioFiles.AIRCRAFT, UnitTableReader.AIRCRAFT_COLUMNS, problems)
                .map(reader::aircraft)
                .orElse(null);
        List<UnitRow> land = table(source, ScenarioFiles.LAND, UnitTableReader.LAND_COLUMNS, problems)
                .map(reader::land)
                .orElse(null);
        new OrderOfBattleCheck(settings, ships, aircraft, land, problems).run();
        if (!problems.isEmpty()) {
            throw new ScenarioException(source.describe(), problems.sorted(ScenarioFiles.FILE_ORDER));
        }
        return build(settings, ships, aircraft, land);
    }

    private static Optional<List<CsvTable.Row>> table(
            ScenarioSource source, String file, List<String> columns, Problems problems) {
        return text(source, file, problems).flatMap(t -> CsvTable.read(file, t, columns, problems));
    }

    /** The file's text (UTF-8, a byte-order mark dropped); a missing or non-UTF-8 file is a problem. */
    private static Optional<String> text(ScenarioSource source, String file, Problems problems) {
        Optional<byte[]> bytes;
        try {
            bytes = source.read(file);
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot read " + file + " of the " + source.describe() + ": " + e.getMessage(), e);
        }
        if (bytes.isEmpty()) {
            problems.add(
                    file,
                    0,
                    "",
                    "the file is missing — a scenario folder holds " + String.join(", ", ScenarioFiles.ALL)
                            + " (copy them from rules/" + DEFAULT_SCENARIO + "/)");
            return Optional.empty();
        }
        try {
            String text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.get()))
                    .toString();
            return Optional.of(text.startsWith("\uFEFF") ? text.substring(1) : text);
        } catch (CharacterCodingException e) {
            problems.add(file, 0, "", "the file is not UTF-8 text — save it as UTF-8 (spreadsheets: \"CSV UTF-8\")");
            return Optional.empty();
        }
    }

    /** The scenario of data that passed every check: every part is present. */
    private static Scenario build(ScenarioSettings s, List<UnitRow> ships, List<UnitRow> aircraft, List<UnitRow> land) {
        List<UnitDef> units = new ArrayList<>();
        for (UnitRow r : ships) {
            units.add(def(r, null));
        }
        for (UnitRow r : aircraft) {
            units.add(def(r, UnitId.of(r.base())));
        }
        for (UnitRow r : land) {
            units.add(def(r, UnitId.of(r.base())));
        }
        return new Scenario(
                s.id(),
                s.title(),
                s.map(),
                s.schedule(),
                units,
                s.airfields().stream().map(Located::value).collect(Collectors.toList()),
                s.placement().stream().map(Located::value).collect(Collectors.toList()),
                s.searchSources(),
                s.usIslandSearches(),
                s.lateGroup(),
                s.lateGroupDelay(),
                s.kureBaseDelay(),
                s.vp());
    }

    private static UnitDef def(UnitRow r, UnitId base) {
        return new UnitDef(
                r.id(),
                r.side(),
                r.type(),
                r.name(),
                r.letter(),
                r.arrival(),
                r.steps(),
                r.combat(),
                r.aa(),
                r.bombing(),
                r.speed(),
                r.range(),
                base,
                r.capacityHalves(),
                r.vp(),
                r.source());
    }
}
