package org.umpire.cli.scenario;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.umpire.cli.yaml.FieldValue;
import org.umpire.cli.yaml.Fields;
import org.umpire.cli.yaml.Problems;
import org.umpire.cli.yaml.YamlNode;
import org.umpire.cli.yaml.YamlReader;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.MapDef;
import org.umpire.engine.scenario.NamedHex;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.scenario.PlacementZone;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.scenario.TurnSlot;
import org.umpire.engine.scenario.VictoryPoints;

/** Reads {@code scenario.yaml} (its tree) into {@link ScenarioSettings}, recording every problem. */
final class ScenarioYamlReader {

    static final List<String> ROOT_KEYS = List.of(
            "id",
            "title",
            "map",
            "turns",
            "schedule",
            "night-turns",
            "jp-groups",
            "late-group",
            "kure-base-delay",
            "airfields",
            "placement",
            "search-sources",
            "us-island-searches",
            "victory-points");
    private static final List<String> MAP_KEYS = List.of(
            "columns", "rows", "named-hexes", "fog", "jp-entry", "late-entry", "jp-exit-columns", "us-exit-columns");
    private static final List<String> NAMED_HEX_KEYS = List.of("name", "hex");
    private static final List<String> TURN_KEYS = List.of("turn", "date", "time");
    private static final List<String> LATE_GROUP_KEYS = List.of("group", "delay");
    private static final List<String> AIRFIELD_KEYS = List.of("id", "letter", "name", "side", "hex", "capacity");
    private static final List<String> ZONE_KEYS = List.of("id", "side", "units", "types", "centre", "radius");
    private static final List<String> SOURCE_KEYS =
            List.of("id", "side", "anchor", "centre", "radius", "count", "automatic");
    private static final List<String> VP_KEYS =
            List.of("midway-control", "kure-base", "sft-at-midway", "ditched-per-step", "reserve-fighter-per-step");
    private static final List<String> SIDE_KEYS = List.of("US", "JP");

    private static final Pattern SCENARIO_ID = Pattern.compile("[a-z0-9][a-z0-9-]{0,63}");
    private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9-]{0,63}");
    private static final Pattern HEX_LIKE = Pattern.compile("[A-Za-z]\\d+");
    private static final Pattern COLUMNS = Pattern.compile("\\s*([A-Za-z])\\s*(?:-\\s*([A-Za-z])\\s*)?");
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm");
    private static final int MAX_TURNS = 99;
    private static final Map<String, SearchSource.Anchor> ANCHORS = anchors();

    private final String file = ScenarioFiles.SCENARIO;
    private final Problems problems;
    private final YamlReader reader;

    private HexGrid grid;
    /** Named hexes read without problems, by key. */
    private final Map<String, Hex> named = new LinkedHashMap<>();
    /** Every named-hex key written, valid or not (a reference to a broken one is not reported again). */
    private final Set<String> namedKeys = new LinkedHashSet<>();
    /** Did every placement zone read without problems? */
    private boolean placementComplete;
    /** Every airfield id written, valid or not. */
    private final Set<String> airfieldIds = new HashSet<>();

    ScenarioYamlReader(Problems problems) {
        this.problems = problems;
        this.reader = reader(problems);
    }

    /**
     * The tree of the text of {@code scenario.yaml}, or empty when it is not YAML. Malformed YAML,
     * repeated keys and a second document are recorded as problems.
     */
    static Optional<YamlNode> tree(String text, Problems problems) {
        return reader(problems).tree(text);
    }

    private static YamlReader reader(Problems problems) {
        return new YamlReader(ScenarioFiles.SCENARIO, DataWording.INSTANCE, problems);
    }

    ScenarioSettings read(YamlNode root) {
        Optional<Fields> top = reader.root(root, ROOT_KEYS);
        if (top.isEmpty()) {
            return ScenarioSettings.unreadable();
        }
        Fields f = top.get();
        String id =
                f.value("id", "id: victory-at-midway").flatMap(this::scenarioId).orElse(null);
        String title = f.value("title", "title: \"Victory at Midway\"")
                .flatMap(v -> v.required("give the title shown to players"))
                .orElse(null);
        MapDef map = f.mapping("map", "map: with columns, rows, named-hexes, fog...", MAP_KEYS)
                .map(this::map)
                .orElse(null);
        int turns = f.value("turns", "turns: 25").stream()
                .mapToInt(v -> v.intIn(1, MAX_TURNS, "give the number of turns, e.g. 25 (GAME-2)")
                        .orElse(0))
                .findFirst()
                .orElse(0);
        List<Integer> nightTurns = f.values("night-turns", "night-turns: [6, 7, 13, 14, 20, 21]")
                .map(vs -> turnNumbers(vs, turns, "night turn"))
                .orElse(null);
        List<TurnSlot> schedule = schedule(f, turns, nightTurns);
        List<Integer> jpGroups = f.values("jp-groups", "jp-groups: [1, 2, 3, 4, 11, 13]")
                .map(vs -> turnNumbers(vs, turns, "group"))
                .orElse(null);
        LateGroup late = lateGroup(f, turns, jpGroups);
        Integer kureDelay = f.value("kure-base-delay", "kure-base-delay: 3").stream()
                .map(v -> v.intIn(
                        0,
                        turns > 0 ? turns : MAX_TURNS,
                        "give the turns between starting the Kure base" + " and its use, e.g. 3 (KURE-1)"))
                .filter(OptionalInt::isPresent)
                .map(OptionalInt::getAsInt)
                .findFirst()
                .orElse(null);
        List<Located<Airfield>> airfields = airfields(f);
        List<Located<PlacementZone>> placement = placement(f);
        List<SearchSource> sources = searchSources(f);
        List<String> islands = islandSearches(f);
        VictoryPoints vp = f.mapping("victory-points", "victory-points: (midway-control, kure-base...)", VP_KEYS)
                .map(this::victoryPoints)
                .orElse(null);
        return new ScenarioSettings(
                id,
                title,
                grid,
                map,
                turns,
                schedule,
                jpGroups,
                f.lineOf("jp-groups"),
                late.group,
                late.delay,
                kureDelay,
                airfields,
                placement,
                placementComplete,
                sources,
                islands,
                vp,
                Set.copyOf(airfieldIds));
    }

    private Optional<String> scenarioId(FieldValue v) {
        if (SCENARIO_ID.matcher(v.text()).matches()) {
            return Optional.of(v.text());
        }
        v.problem((v.isBlank() ? "is empty" : v.shown() + " is not a scenario id")
                + " — use lower-case letters, digits and '-', e.g. victory-at-midway");
        return Optional.empty();
    }

    // ---------------------------------------------------------------------------------- map

    private MapDef map(Fields m) {
        OptionalInt columns = m.value("columns", "columns: 16")
                .map(v -> v.intIn(1, 26, "give the number of columns, 1 to 26 (A..Z)"))
                .orElse(OptionalInt.empty());
        OptionalInt rows = m.value("rows", "rows: 12")
                .map(v -> v.intIn(1, 99, "give the number of rows, 1 to 99"))
                .orElse(OptionalInt.empty());
        grid = columns.isPresent() && rows.isPresent() ? new HexGrid(columns.getAsInt(), rows.getAsInt()) : null;
        boolean ok = grid != null;
        List<NamedHex> namedHexes = namedHexes(m);
        ok &= namedHexes != null;
        SortedSet<Hex> fog = area(m, "fog", "fog: [A1-F5]");
        SortedSet<Hex> jpEntry = area(m, "jp-entry", "jp-entry: [A1-A12]");
        SortedSet<Hex> lateEntry = area(m, "late-entry", "late-entry: [A1-A4]");
        ok &= fog != null && jpEntry != null && lateEntry != null;
        if (jpEntry != null && lateEntry != null) {
            for (Hex h : lateEntry) {
                if (!jpEntry.contains(h)) {
                    problems.add(
                            file,
                            m.lineOf("late-entry"),
                            m.pathOf("late-entry"),
                            h + " is not a JP entry hex"
                                    + " (jp-entry) — the late group enters through some of the JP entry hexes (SET-6)");
                    ok = false;
                }
            }
        }
        MapDef.ColumnRange jpExit = columns(m, "jp-exit-columns", "jp-exit-columns: A-F");
        MapDef.ColumnRange usExit = columns(m, "us-exit-columns", "us-exit-columns: G-P");
        ok &= jpExit != null && usExit != null;
        return ok ? new MapDef(grid, namedHexes, fog, jpEntry, lateEntry, jpExit, usExit) : null;
    }

    private List<NamedHex> namedHexes(Fields m) {
        Optional<List<YamlNode.Entry>> entries =
                m.entries("named-hexes", "named-hexes: {midway: {name: Midway, hex: H6}}");
        if (entries.isEmpty()) {
            return null;
        }
        boolean ok = true;
        List<NamedHex> out = new ArrayList<>();
        String path = m.pathOf("named-hexes");
        for (YamlNode.Entry e : entries.get()) {
            namedKeys.add(e.key());
            if (!KEY.matcher(e.key()).matches() || Hex.tryParse(e.key()).isPresent()) {
                problems.add(
                        file,
                        e.keyLine(),
                        path,
                        FieldValue.shown(e.key()) + " is not a key for a named hex"
                                + " — use lower-case letters, digits and '-' (e.g. pearl-and-hermes), not a hex name");
                ok = false;
                continue;
            }
            Optional<Fields> nf = reader.mapping(e.value(), path + "." + e.key(), NAMED_HEX_KEYS);
            Optional<String> name = nf.flatMap(x -> x.value("name", "name: Midway"))
                    .flatMap(v -> v.required("give the name shown to players"));
            Optional<Hex> hex = nf.flatMap(x -> x.value("hex", "hex: H6")).flatMap(v -> v.hex(grid));
            if (name.isPresent() && hex.isPresent()) {
                out.add(new NamedHex(e.key(), name.get(), hex.get()));
                named.put(e.key(), hex.get());
            } else {
                ok = false;
            }
        }
        for (String key : NamedHexes.REQUIRED) {
            if (!namedKeys.contains(key)) {
                problems.add(
                        file,
                        m.lineOf("named-hexes"),
                        path,
                        "the named hex \"" + key + "\" is missing — add "
                                + key + ": {name: ..., hex: ...} (the rules need every one of "
                                + String.join(", ", NamedHexes.REQUIRED) + ")");
                ok = false;
            }
        }
        return ok ? out : null;
    }

    private SortedSet<Hex> area(Fields m, String key, String example) {
        Optional<List<FieldValue>> items = m.values(key, example);
        if (items.isEmpty()) {
            return null;
        }
        SortedSet<Hex> all = new TreeSet<>();
        boolean ok = true;
        for (FieldValue v : items.get()) {
            Optional<SortedSet<Hex>> a = v.hexArea(grid);
            if (a.isPresent()) {
                all.addAll(a.get());
            } else {
                ok = false;
            }
        }
        return ok ? all : null;
    }

    private MapDef.ColumnRange columns(Fields m, String key, String example) {
        Optional<FieldValue> v = m.value(key, example);
        if (v.isEmpty()) {
            return null;
        }
        Matcher c = COLUMNS.matcher(v.get().text());
        if (!c.matches()) {
            v.get()
                    .problem((v.get().isBlank() ? "is empty" : v.get().shown() + " is not a range of columns")
                            + " — write the first and last column letters, e.g. A-F");
            return null;
        }
        int first = Character.toUpperCase(c.group(1).charAt(0)) - 'A';
        int last = c.group(2) == null ? first : Character.toUpperCase(c.group(2).charAt(0)) - 'A';
        if (last < first) {
            v.get().problem(v.get().shown() + " runs backwards — write the western column first, e.g. A-F");
            return null;
        }
        if (grid != null && last >= grid.columns()) {
            v.get()
                    .problem("column " + (char) ('A' + last) + " is outside the map " + grid.bounds()
                            + " — use columns A.." + (char) ('A' + grid.columns() - 1));
            return null;
        }
        return new MapDef.ColumnRange(first, last);
    }

    /** A hex ({@code L5}) or the key of a named hex ({@code midway}). */
    private Optional<Hex> hexRef(FieldValue v) {
        if (HEX_LIKE.matcher(v.text()).matches()) {
            return v.hex(grid);
        }
        Hex h = named.get(v.text());
        if (h != null) {
            return Optional.of(h);
        }
        if (!namedKeys.contains(v.text())) {
            v.problem((v.isBlank() ? "is empty" : v.shown() + " is neither a hex nor a named hex")
                    + " — write a hex (e.g. H6) or the key of one of map.named-hexes (" + String.join(", ", namedKeys)
                    + ")");
        }
        return Optional.empty();
    }

    // ---------------------------------------------------------------------------------- turns

    private List<Integer> turnNumbers(List<FieldValue> values, int turns, String what) {
        int max = turns > 0 ? turns : MAX_TURNS;
        List<Integer> out = new ArrayList<>();
        boolean ok = true;
        for (FieldValue v : values) {
            OptionalInt n = v.intIn(1, max, "a " + what + " is a turn number from 1 to " + max);
            if (n.isEmpty()) {
                ok = false;
            } else if (out.contains(n.getAsInt())) {
                v.problem(what + " " + n.getAsInt() + " is listed twice — list each once");
                ok = false;
            } else {
                out.add(n.getAsInt());
            }
        }
        return ok ? List.copyOf(out) : null;
    }

    private List<TurnSlot> schedule(Fields f, int turns, List<Integer> nightTurns) {
        Optional<List<Fields>> entries =
                f.mappings("schedule", "schedule: with one {turn, date, time} per turn", TURN_KEYS);
        if (entries.isEmpty()) {
            return null;
        }
        boolean ok = true;
        List<TurnSlot> slots = new ArrayList<>();
        LocalDateTime previous = null;
        int expected = 1;
        for (Fields e : entries.get()) {
            OptionalInt turn = e.value("turn", "turn: " + expected)
                    .map(v -> v.intIn(1, MAX_TURNS, "number the turns 1, 2, 3..."))
                    .orElse(OptionalInt.empty());
            if (turn.isPresent() && turn.getAsInt() != expected) {
                problems.add(
                        file,
                        e.lineOf("turn"),
                        e.pathOf("turn"),
                        "turn " + turn.getAsInt() + " comes where turn " + expected
                                + " is due — number the turns 1, 2, 3... in order, without gaps or repeats");
                ok = false;
            }
            Optional<LocalDate> date = e.value("date", "date: 1942-06-03").flatMap(this::date);
            Optional<LocalTime> time = e.value("time", "time: \"04:30\"").flatMap(this::time);
            if (turn.isEmpty() || date.isEmpty() || time.isEmpty()) {
                ok = false;
                previous = null;
            } else {
                LocalDateTime at = LocalDateTime.of(date.get(), time.get());
                if (previous != null && !at.isAfter(previous)) {
                    problems.add(
                            file,
                            e.lineOf("date"),
                            e.pathOf("date"),
                            "turn " + expected + " (" + at.toLocalDate()
                                    + " " + time.get().format(TIME) + ") is not after the turn before ("
                                    + previous.toLocalDate()
                                    + " " + previous.toLocalTime().format(TIME) + ") — turns go forward in time;"
                                    + " did the date change at 01:00?");
                    ok = false;
                }
                previous = at;
                boolean night = nightTurns != null && nightTurns.contains(expected);
                slots.add(new TurnSlot(expected, at, night));
            }
            expected++;
        }
        if (turns > 0 && entries.get().size() != turns) {
            problems.add(
                    file,
                    f.lineOf("schedule"),
                    "schedule",
                    "has " + entries.get().size() + " turns but turns is " + turns
                            + " — give one entry per turn (GAME-2), or change turns");
            ok = false;
        }
        return ok && turns > 0 && nightTurns != null ? List.copyOf(slots) : null;
    }

    private Optional<LocalDate> date(FieldValue v) {
        try {
            return Optional.of(LocalDate.parse(v.text()));
        } catch (DateTimeParseException e) {
            v.problem((v.isBlank() ? "is empty" : v.shown() + " is not a date")
                    + " — write year-month-day, e.g. 1942-06-03");
            return Optional.empty();
        }
    }

    private Optional<LocalTime> time(FieldValue v) {
        try {
            return Optional.of(LocalTime.parse(v.text(), TIME));
        } catch (DateTimeParseException e) {
            v.problem((v.isBlank() ? "is empty" : v.shown() + " is not a time")
                    + " — write hours:minutes on 24 hours in quotes, e.g. \"04:30\"");
            return Optional.empty();
        }
    }

    /** The late group (SET-6) as far as it could be read: null parts had problems. */
    private static final class LateGroup {
        Integer group;
        Integer delay;
    }

    private LateGroup lateGroup(Fields f, int turns, List<Integer> jpGroups) {
        LateGroup out = new LateGroup();
        Optional<Fields> lg = f.mapping("late-group", "late-group: {group: 13, delay: 5}", LATE_GROUP_KEYS);
        if (lg.isEmpty()) {
            return out;
        }
        int max = turns > 0 ? turns : MAX_TURNS;
        lg.get().value("group", "group: 13").ifPresent(v -> {
            OptionalInt g = v.intIn(1, max, "give the late group's number, one of jp-groups (SET-6)");
            if (g.isPresent() && jpGroups != null && !jpGroups.contains(g.getAsInt())) {
                v.problem(g.getAsInt() + " is not one of the jp-groups "
                        + jpGroups.stream().map(String::valueOf).collect(Collectors.joining(", "))
                        + " — pick one of them or add it to jp-groups");
            } else if (g.isPresent()) {
                out.group = g.getAsInt();
            }
        });
        lg.get().value("delay", "delay: 5").ifPresent(v -> {
            OptionalInt d =
                    v.intIn(0, max, "give the turns the late group waits after a US carrier is located (SET-6)");
            if (d.isPresent()) {
                out.delay = d.getAsInt();
            }
        });
        return out;
    }

    // ---------------------------------------------------------------------------------- bases and set-up

    private List<Located<Airfield>> airfields(Fields f) {
        List<Located<Airfield>> out = new ArrayList<>();
        for (Fields a : f.mappings(
                        "airfields",
                        "airfields: with {id: MID, letter: M, name: Midway, side: US," + " hex: midway, capacity: 8}",
                        AIRFIELD_KEYS)
                .orElse(List.of())) {
            Optional<FieldValue> idValue = a.value("id", "id: MID");
            idValue.ifPresent(v -> airfieldIds.add(v.text()));
            Optional<UnitId> id = idValue.flatMap(FieldValue::unitId);
            Optional<String> letter = a.value("letter", "letter: M").flatMap(FieldValue::letter);
            Optional<String> name = a.value("name", "name: Midway").flatMap(v -> v.required("give the base's name"));
            Optional<Side> side = a.value("side", "side: US").flatMap(FieldValue::side);
            Optional<Hex> hex = a.value("hex", "hex: midway").flatMap(this::hexRef);
            OptionalInt capacity =
                    a.value("capacity", "capacity: 8").map(FieldValue::halves).orElse(OptionalInt.empty());
            if (id.isPresent()
                    && letter.isPresent()
                    && name.isPresent()
                    && side.isPresent()
                    && hex.isPresent()
                    && capacity.isPresent()) {
                out.add(new Located<>(
                        new Airfield(id.get(), letter.get(), name.get(), side.get(), hex.get(), capacity.getAsInt()),
                        a.line()));
            }
        }
        return out;
    }

    private List<Located<PlacementZone>> placement(Fields f) {
        List<Located<PlacementZone>> out = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        List<Fields> zones = f.mappings(
                        "placement", "placement: with {id, side, units or types, centre, radius}", ZONE_KEYS)
                .orElse(null);
        placementComplete = zones != null;
        for (Fields z : zones == null ? List.<Fields>of() : zones) {
            Optional<String> id = z.value("id", "id: us-surface").flatMap(v -> uniqueId(v, ids, "placement zone"));
            Optional<Side> side = z.value("side", "side: US").flatMap(FieldValue::side);
            Set<UnitId> units = new LinkedHashSet<>();
            boolean ok = true;
            for (FieldValue v : z.optionalValues("units")) {
                Optional<UnitId> u = v.unitId();
                ok &= u.isPresent();
                u.ifPresent(units::add);
            }
            Set<UnitType> types = new LinkedHashSet<>();
            for (FieldValue v : z.optionalValues("types")) {
                Optional<UnitType> t = v.type(List.of(UnitType.values()), "a unit");
                ok &= t.isPresent();
                t.ifPresent(types::add);
            }
            if (ok && units.isEmpty() && types.isEmpty()) {
                problems.add(
                        file,
                        z.line(),
                        z.pathOf("units"),
                        "the zone names no unit and no type — add units: [ids]" + " or types: [CV, CA...]");
                ok = false;
            }
            Optional<Hex> centre = z.value("centre", "centre: us-setup-centre").flatMap(this::hexRef);
            OptionalInt radius = z.value("radius", "radius: 5")
                    .map(v -> v.intIn(
                            0, 99, "give the largest distance from the centre in hexes, 0 for the centre itself"))
                    .orElse(OptionalInt.empty());
            if (ok && id.isPresent() && side.isPresent() && centre.isPresent() && radius.isPresent()) {
                out.add(new Located<>(
                        new PlacementZone(id.get(), side.get(), units, types, centre.get(), radius.getAsInt()),
                        z.line()));
            } else {
                placementComplete = false;
            }
        }
        return out;
    }

    private Optional<String> uniqueId(FieldValue v, Set<String> seen, String what) {
        Optional<String> id = v.required("give the " + what + " a short id");
        if (id.isPresent() && !seen.add(id.get())) {
            v.problem("the " + what + " id " + v.shown() + " is used twice — give each its own id");
            return Optional.empty();
        }
        return id;
    }

    private List<SearchSource> searchSources(Fields f) {
        List<SearchSource> out = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (Fields s : f.mappings(
                        "search-sources",
                        "search-sources: with {id, side, anchor, centre, radius," + " count}",
                        SOURCE_KEYS)
                .orElse(List.of())) {
            Optional<Side> side = s.value("side", "side: US").flatMap(FieldValue::side);
            Optional<FieldValue> idValue = s.value("id", "id: johnston");
            Optional<String> id = idValue.flatMap(v -> v.required("give the search source a short id"));
            if (id.isPresent() && side.isPresent() && !ids.add(side.get() + " " + id.get())) {
                idValue.get()
                        .problem("the " + side.get() + " search source id "
                                + idValue.get().shown() + " is used twice — give each source of a side its own id");
                id = Optional.empty();
            }
            Optional<SearchSource.Anchor> anchor =
                    s.value("anchor", "anchor: hex").flatMap(v -> v.oneOf(ANCHORS, "an anchor"));
            Optional<Hex> centre = Optional.empty();
            boolean ok = true;
            if (anchor.isPresent()) {
                boolean needsCentre = anchor.get() != SearchSource.Anchor.INTACT_CARRIER;
                if (needsCentre) {
                    centre = s.value("centre", "centre: (a hex or a named hex) for anchor " + anchorName(anchor.get()))
                            .flatMap(this::hexRef);
                    ok = centre.isPresent();
                } else if (s.has("centre")) {
                    problems.add(
                            file,
                            s.lineOf("centre"),
                            s.pathOf("centre"),
                            "a source anchored on intact carriers has"
                                    + " no centre — remove centre, or use anchor: hex");
                    ok = false;
                }
            }
            OptionalInt radius = s.value("radius", "radius: 2")
                    .map(v -> v.intIn(
                            0, 99, "give the largest distance from the anchor in hexes, 0 for the anchor itself"))
                    .orElse(OptionalInt.empty());
            OptionalInt count = s.value("count", "count: 1")
                    .map(v -> v.intIn(1, 99, "give the number of searches a turn, 1 or more"))
                    .orElse(OptionalInt.empty());
            Optional<Boolean> automatic =
                    s.has("automatic") ? s.optionalValue("automatic").flatMap(FieldValue::bool) : Optional.of(false);
            if (ok
                    && id.isPresent()
                    && side.isPresent()
                    && anchor.isPresent()
                    && radius.isPresent()
                    && count.isPresent()
                    && automatic.isPresent()) {
                out.add(new SearchSource(
                        id.get(),
                        side.get(),
                        anchor.get(),
                        centre.orElse(null),
                        radius.getAsInt(),
                        count.getAsInt(),
                        automatic.get()));
            }
        }
        return out;
    }

    private List<String> islandSearches(Fields f) {
        List<String> out = new ArrayList<>();
        for (FieldValue v : f.values(
                        "us-island-searches",
                        "us-island-searches: [kure, pearl-and-hermes, lisianski," + " laysan, gardner]")
                .orElse(List.of())) {
            if (!namedKeys.contains(v.text())) {
                v.problem((v.isBlank() ? "is empty" : v.shown() + " is not a named hex")
                        + " — use keys of map.named-hexes: " + String.join(", ", namedKeys));
            } else if (out.contains(v.text())) {
                v.problem(v.shown() + " is listed twice — list each island once");
            } else {
                out.add(v.text());
            }
        }
        return out;
    }

    // ---------------------------------------------------------------------------------- victory points

    private VictoryPoints victoryPoints(Fields v) {
        Optional<Vp> midway = v.value("midway-control", "midway-control: 11").flatMap(FieldValue::vp);
        Optional<Vp> kure = v.value("kure-base", "kure-base: 1").flatMap(FieldValue::vp);
        Optional<Vp> sft = v.value("sft-at-midway", "sft-at-midway: 1").flatMap(FieldValue::vp);
        Optional<Vp> reserve = v.value("reserve-fighter-per-step", "reserve-fighter-per-step: 1/2")
                .flatMap(FieldValue::vp);
        Map<Side, Vp> ditched = new EnumMap<>(Side.class);
        v.mapping("ditched-per-step", "ditched-per-step: {US: 1/4, JP: 1/2}", SIDE_KEYS)
                .ifPresent(d -> {
                    for (Side s : Side.values()) {
                        d.value(s.name(), s.name() + ": 1/2")
                                .flatMap(FieldValue::vp)
                                .ifPresent(x -> ditched.put(s, x));
                    }
                });
        if (midway.isEmpty() || kure.isEmpty() || sft.isEmpty() || reserve.isEmpty() || ditched.size() != 2) {
            return null;
        }
        return new VictoryPoints(midway.get(), kure.get(), sft.get(), ditched, reserve.get());
    }

    private static Map<String, SearchSource.Anchor> anchors() {
        Map<String, SearchSource.Anchor> m = new LinkedHashMap<>();
        for (SearchSource.Anchor a : SearchSource.Anchor.values()) {
            m.put(anchorName(a), a);
        }
        return m;
    }

    static String anchorName(SearchSource.Anchor a) {
        return a.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
