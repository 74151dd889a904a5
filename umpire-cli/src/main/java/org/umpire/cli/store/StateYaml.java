package org.umpire.cli.store;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.umpire.cli.store.yaml.YamlOutput;
import org.umpire.cli.yaml.Fields;
import org.umpire.cli.yaml.YamlNode;
import org.umpire.cli.yaml.YamlReader;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Knowledge;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.state.LocatedNotice;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayRaidDeclaration;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.RaidWarning;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.StandingOrders;
import org.umpire.engine.state.UnitState;
import org.umpire.engine.state.VpEntry;

/**
 * {@link GameState} as YAML ({@code state.yaml} and the journal's {@code state-before.yaml} /
 * {@code state-after.yaml}). The same state always gives the same bytes: fields in a fixed order,
 * units sorted by id, lists in their state order, nothing taken from the clock. Units read like
 * the umpire's notes:
 * <pre>
 * units:
 *   Kaga:
 *     at: C4            # or at: off-map | aboard: Akagi | ashore: H6 | reserve: Kaga | exited: 5 | eliminated: 7
 *     steps: 2
 *     moved: 3          # last turn moved, left out when never
 *     group: Kido Butai # left out when none
 *   KF1:
 *     aboard: Kaga
 *     steps: 1
 *     ready: false      # air units only
 *     flew: 3           # last turn flown, left out when never
 *     trapped: true     # left out when false
 * </pre>
 * Reading reports every problem with its line and field, e.g.
 * {@code state.yaml:42: field "units.Kaga.steps": "x" is not a whole number}.
 */
public final class StateYaml {

    public static final int FORMAT = 1;

    private static final String[] LOCATION_KEYS = {"at", "aboard", "ashore", "reserve", "aloft", "exited", "eliminated"
    };
    private static final String OFF_MAP = "off-map";
    private static final String HEX = "a hex like H6";
    private static final String TYPICAL_LOCATIONS =
            "at: H6 | at: off-map | aboard: BASE | ashore: H6 | reserve: CARRIER | aloft: H6 from BASE | exited: TURN"
                    + " | eliminated: TURN";

    private StateYaml() {}

    // ---------------------------------------------------------------------------------- writing

    public static byte[] write(GameState s) {
        ObjectNode root = YamlOutput.object();
        root.put(FormatVersion.KEY, FORMAT);
        root.put("scenario", s.scenarioId());
        root.put("turn", s.turn());
        root.put("phase", PhaseNames.slug(s.phase()));
        root.put("fog-lifted-turn", s.fogLiftedTurn());
        ObjectNode kure = root.putObject("kure");
        kure.put("started-turn", s.kure().startedTurn());
        kure.put("closed", s.kure().closed());
        ObjectNode midway = root.putObject("midway");
        midway.put("capacity-lost", s.midway().capacityLost());
        midway.put("air-searches-lost", s.midway().airSearchesLost());
        midway.put("occupied", s.midway().occupied());
        ArrayNode lost = root.putArray("lost-island-searches");
        s.lostIslandSearches().forEach(lost::add);
        root.put("us-carrier-first-located-turn", s.usCarrierFirstLocatedTurn());
        s.concededBy().ifPresent(side -> root.put("conceded-by", side.name()));
        ArrayNode vp = root.putArray("vp-ledger");
        for (VpEntry e : s.vpLedger()) {
            ObjectNode o = vp.addObject();
            o.put("turn", e.turn());
            o.put("scorer", e.scorer().name());
            o.put("points", points(e.points()));
            o.put("rule", e.rule());
            o.put("reason", e.reason());
        }
        ArrayNode raids = root.putArray("midway-raids");
        for (MidwayRaidDeclaration d : s.midwayRaids()) {
            ObjectNode o = raids.addObject();
            o.put("turn", d.turn());
            o.put("side", d.side().name());
            ArrayNode aircraft = o.putArray("aircraft");
            d.aircraft().forEach(a -> aircraft.add(a.value()));
            d.landAt().ifPresent(l -> o.put("land-at", l.value()));
        }
        StateYamlRaids.write(root, s);
        ObjectNode units = root.putObject("units");
        for (UnitState u : s.units().values()) {
            writeUnit(units.putObject(u.id().value()), u);
        }
        ObjectNode knowledge = root.putObject("knowledge");
        for (Side side : Side.values()) {
            writeKnowledge(knowledge.putObject(side.name()), s.knowledgeOf(side));
        }
        return YamlOutput.bytes(root);
    }

    private static String points(Vp vp) {
        if (vp.quarters() < 0) {
            throw new IllegalArgumentException(
                    "negative VP " + vp.quarters() + "/4 in the ledger: VP are only ever scored");
        }
        return vp.toString();
    }

    private static void writeUnit(ObjectNode o, UnitState u) {
        writeLocation(o, u.location());
        o.put("steps", u.steps());
        if (u.readiness() != null) {
            o.put("ready", u.readiness() == Readiness.READY);
        }
        if (u.lastMoveTurn() != 0) {
            o.put("moved", u.lastMoveTurn());
        }
        if (u.lastFlightTurn() != 0) {
            o.put("flew", u.lastFlightTurn());
        }
        if (u.group() != null) {
            o.put("group", u.group());
        }
        if (u.trapped()) {
            o.put("trapped", true);
        }
    }

    private static void writeLocation(ObjectNode o, Location loc) {
        if (loc instanceof Location.OffMap) {
            o.put("at", OFF_MAP);
        } else if (loc instanceof Location.OnMap map) {
            o.put("at", map.hex().toString());
        } else if (loc instanceof Location.Aboard aboard) {
            o.put("aboard", aboard.base().value());
        } else if (loc instanceof Location.Ashore ashore) {
            o.put("ashore", ashore.hex().toString());
        } else if (loc instanceof Location.InReserve reserve) {
            o.put("reserve", reserve.carrier().value());
        } else if (loc instanceof Location.Aloft a) {
            o.put("aloft", a.over() + " from " + a.base().value());
        } else if (loc instanceof Location.Exited exited) {
            o.put("exited", exited.turn());
        } else if (loc instanceof Location.Eliminated eliminated) {
            o.put("eliminated", eliminated.turn());
        } else {
            throw new AssertionError(loc);
        }
    }

    private static void writeKnowledge(ObjectNode o, Knowledge k) {
        ArrayNode sightings = o.putArray("sightings");
        for (Sighting s : k.sightings()) {
            ObjectNode e = sightings.addObject();
            e.put("turn", s.turn());
            e.put("hex", s.hex().toString());
            e.put("level", EnumNames.slug(s.level()));
            e.put("kind", EnumNames.slug(s.kind()));
        }
        ArrayNode notices = o.putArray("notices");
        for (LocatedNotice n : k.notices()) {
            ObjectNode e = notices.addObject();
            e.put("turn", n.turn());
            e.put("hex", n.hex().toString());
            e.put("kind", EnumNames.slug(n.kind()));
        }
        ArrayNode enemy = o.putArray("enemy-units");
        for (EnemyUnitReport r : k.enemyUnits()) {
            ObjectNode e = enemy.addObject();
            e.put("turn", r.turn());
            e.put("hex", r.hex().toString());
            e.put("id", r.id().value());
            e.put("type", r.type().name());
            e.put("name", r.name());
            e.put("steps", r.steps());
        }
        if (!k.raidWarnings().isEmpty()) {
            ArrayNode raids = o.putArray("raid-warnings");
            for (RaidWarning w : k.raidWarnings()) {
                ObjectNode e = raids.addObject();
                e.put("turn", w.turn());
                e.put("hex", w.hex().toString());
                ArrayNode from = e.putArray("from");
                w.from().forEach(h -> from.add(h.toString()));
            }
        }
    }

    // ---------------------------------------------------------------------------------- reading

    /**
     * Reads a state file.
     *
     * @param source the file as named in messages ({@code state.yaml})
     * @throws BadFileException listing every problem with its line and field
     */
    public static GameState read(String source, byte[] yaml) {
        YamlReader r = new YamlReader(source);
        Fields root = r.root(yaml);
        FormatVersion.check(r, root, FORMAT);
        String scenario = root.text("scenario");
        int turn = root.integer("turn");
        Optional<Phase> phase = root.value("phase", PhaseNames.expected(), PhaseNames::parse);
        int fog = root.integer("fog-lifted-turn");
        KureBase kure = root.mapping("kure")
                .map(f -> {
                    KureBase k = new KureBase(f.integer("started-turn"), f.bool("closed"));
                    f.rejectUnknown();
                    return k;
                })
                .orElse(KureBase.NOT_STARTED);
        MidwayState midway = root.mapping("midway")
                .map(f -> {
                    MidwayState m = new MidwayState(
                            f.integer("capacity-lost"), f.integer("air-searches-lost"), f.bool("occupied"));
                    f.rejectUnknown();
                    return m;
                })
                .orElse(MidwayState.INTACT);
        SortedSet<String> lost = new TreeSet<>();
        root.list("lost-island-searches").ifPresent(items -> {
            for (int i = 0; i < items.size(); i++) {
                r.text(items.get(i), "lost-island-searches[" + i + "]").ifPresent(lost::add);
            }
        });
        int firstLocated = root.integer("us-carrier-first-located-turn");
        Optional<Side> conceded = root.optionalValue("conceded-by", "a side, US or JP", Side::tryParse);
        List<VpEntry> ledger = list(r, root, "vp-ledger", e -> vpEntry(e, r));
        List<MidwayRaidDeclaration> raids = list(r, root, "midway-raids", e -> midwayRaid(e, r));
        List<Raid> flying = root.has("raids") ? list(r, root, "raids", e -> StateYamlRaids.raid(e, r)) : List.of();
        Map<Side, StandingOrders> standing = StateYamlRaids.standing(r, root);
        SortedMap<UnitId, UnitState> units = new TreeMap<>();
        root.mapping("units").ifPresent(uf -> {
            for (YamlNode.Entry f : uf.entries()) {
                readUnit(r, uf, f).ifPresent(u -> units.put(u.id(), u));
            }
        });
        Map<Side, Knowledge> knowledge = new EnumMap<>(Side.class);
        root.mapping("knowledge").ifPresent(kf -> {
            for (Side side : Side.values()) {
                kf.mapping(side.name()).ifPresent(f -> knowledge.put(side, knowledge(r, f)));
            }
            kf.rejectUnknown();
        });
        root.rejectUnknown();
        r.throwIfProblems(null);
        return new GameState(
                scenario,
                turn,
                phase.get(),
                units,
                knowledge,
                fog,
                kure,
                midway,
                lost,
                firstLocated,
                ledger,
                conceded,
                raids,
                flying,
                standing);
    }

    private static Optional<UnitState> readUnit(YamlReader r, Fields units, YamlNode.Entry field) {
        String path = units.pathOf(field.key());
        Optional<UnitId> id = Optional.empty();
        try {
            id = Optional.of(UnitId.of(field.key()));
        } catch (IllegalArgumentException e) {
            r.fieldProblem(field.keyLine(), path, e.getMessage());
        }
        Optional<Fields> fo = r.mapping(field.value(), path);
        if (fo.isEmpty()) {
            return Optional.empty();
        }
        Fields f = fo.get();
        int mark = r.mark();
        Optional<Location> location = readLocation(r, f);
        int steps = f.integer("steps");
        Optional<Boolean> ready = f.optionalValue("ready", "true or false", t -> bool(t));
        int moved = f.integer("moved", 0);
        int flew = f.integer("flew", 0);
        String group = f.optionalText("group").orElse(null);
        boolean trapped = f.bool("trapped", false);
        f.rejectUnknown();
        if (!r.cleanSince(mark) || id.isEmpty() || location.isEmpty()) {
            return Optional.empty();
        }
        try {
            Readiness readiness =
                    ready.map(b -> b ? Readiness.READY : Readiness.NOT_READY).orElse(null);
            return Optional.of(new UnitState(id.get(), location.get(), steps, readiness, moved, flew, group, trapped));
        } catch (IllegalArgumentException e) {
            r.fieldProblem(f.line(), path, e.getMessage());
            return Optional.empty();
        }
    }

    private static Optional<Location> readLocation(YamlReader r, Fields f) {
        List<String> present = new ArrayList<>();
        for (String key : LOCATION_KEYS) {
            if (f.has(key)) {
                present.add(key);
            }
        }
        if (present.isEmpty()) {
            r.fieldProblem(f.line(), f.path(), "the unit has no location; give one of " + TYPICAL_LOCATIONS);
            return Optional.empty();
        }
        if (present.size() > 1) {
            r.fieldProblem(
                    f.node(present.get(1)).get().line(),
                    f.path(),
                    "the unit has " + present.size() + " locations (" + String.join(", ", present) + "); keep one");
            return Optional.empty();
        }
        String key = present.get(0);
        return switch (key) {
            case "at" ->
                f.value(
                        key,
                        HEX + " or off-map",
                        t -> OFF_MAP.equals(t.trim())
                                ? Optional.of(new Location.OffMap())
                                : Hex.tryParse(t).map(Location.OnMap::new));
            case "aboard" ->
                f.value(key, "a unit or airfield id", StateYaml::unitId).map(Location.Aboard::new);
            case "ashore" -> f.value(key, HEX, Hex::tryParse).map(Location.Ashore::new);
            case "reserve" -> f.value(key, "a carrier id", StateYaml::unitId).map(Location.InReserve::new);
            case "aloft" -> f.value(key, "a hex and the base it took off from, like H6 from Akagi", StateYaml::aloft);
            case "exited" -> f.value(key, "a turn number", StateYaml::integer).map(Location.Exited::new);
            case "eliminated" ->
                f.value(key, "a turn number", StateYaml::integer).map(Location.Eliminated::new);
            default -> throw new AssertionError(key);
        };
    }

    private static Knowledge knowledge(YamlReader r, Fields f) {
        List<Sighting> sightings = list(r, f, "sightings", e -> {
            int mark = r.mark();
            int turn = e.integer("turn");
            Optional<Hex> hex = e.value("hex", HEX, Hex::tryParse);
            Optional<SightingLevel> level = e.value(
                    "level", EnumNames.oneOf(SightingLevel.class), t -> EnumNames.parse(SightingLevel.class, t));
            Optional<SearchKind> kind = searchKind(e);
            return r.cleanSince(mark)
                    ? Optional.of(new Sighting(turn, hex.get(), level.get(), kind.get()))
                    : Optional.empty();
        });
        List<LocatedNotice> notices = list(r, f, "notices", e -> {
            int mark = r.mark();
            int turn = e.integer("turn");
            Optional<Hex> hex = e.value("hex", HEX, Hex::tryParse);
            Optional<SearchKind> kind = searchKind(e);
            return r.cleanSince(mark) ? Optional.of(new LocatedNotice(turn, hex.get(), kind.get())) : Optional.empty();
        });
        List<EnemyUnitReport> enemy = list(r, f, "enemy-units", e -> {
            int mark = r.mark();
            int turn = e.integer("turn");
            Optional<Hex> hex = e.value("hex", HEX, Hex::tryParse);
            Optional<UnitId> id = e.value("id", "a unit id", StateYaml::unitId);
            Optional<UnitType> type = e.value("type", "a unit type like CV, DD, F", UnitType::tryParse);
            String name = e.optionalText("name").orElse(null);
            int steps = e.integer("steps");
            return r.cleanSince(mark)
                    ? Optional.of(new EnemyUnitReport(turn, hex.get(), id.get(), type.get(), name, steps))
                    : Optional.empty();
        });
        List<RaidWarning> raids = !f.has("raid-warnings")
                ? List.of()
                : list(r, f, "raid-warnings", e -> {
                    int mark = r.mark();
                    int turn = e.integer("turn");
                    Optional<Hex> hex = e.value("hex", HEX, Hex::tryParse);
                    List<Hex> from = new ArrayList<>();
                    List<YamlNode> items = e.list("from").orElse(List.of());
                    for (int i = 0; i < items.size(); i++) {
                        Fields.valueOf(r, items.get(i), e.pathOf("from") + "[" + i + "]", HEX, Hex::tryParse)
                                .ifPresent(from::add);
                    }
                    return r.cleanSince(mark) ? Optional.of(new RaidWarning(turn, hex.get(), from)) : Optional.empty();
                });
        f.rejectUnknown();
        return new Knowledge(sightings, notices, enemy, raids);
    }

    private static Optional<SearchKind> searchKind(Fields e) {
        return e.value("kind", EnumNames.oneOf(SearchKind.class), t -> EnumNames.parse(SearchKind.class, t));
    }

    /** A Midway raid declared in phase 1 (RAID-4), kept until the end of its turn. */
    private static Optional<MidwayRaidDeclaration> midwayRaid(Fields e, YamlReader r) {
        int turn = e.integer("turn");
        Optional<Side> side = e.value("side", "a side, US or JP", Side::tryParse);
        List<UnitId> aircraft = new ArrayList<>();
        List<YamlNode> items = e.list("aircraft").orElse(List.of());
        for (int i = 0; i < items.size(); i++) {
            Fields.valueOf(
                            r,
                            items.get(i),
                            e.pathOf("aircraft") + "[" + i + "]",
                            "a unit id like KD1",
                            StateYaml::unitId)
                    .ifPresent(aircraft::add);
        }
        Optional<UnitId> landAt = e.has("land-at")
                ? e.value("land-at", "a carrier or airfield id like Kaga or MID", StateYaml::unitId)
                : Optional.empty();
        return side.map(sd -> new MidwayRaidDeclaration(turn, sd, aircraft, landAt));
    }

    private static Optional<VpEntry> vpEntry(Fields e, YamlReader r) {
        int mark = r.mark();
        int turn = e.integer("turn");
        Optional<Side> scorer = e.value("scorer", "a side, US or JP", Side::tryParse);
        Optional<Vp> points = e.value("points", "a number of VP like 5, 1/2 or 1 1/4", Vp::tryParse);
        String rule = e.optionalText("rule").orElse(null);
        String reason = e.optionalText("reason").orElse(null);
        return r.cleanSince(mark)
                ? Optional.of(new VpEntry(turn, scorer.get(), points.get(), rule, reason))
                : Optional.empty();
    }

    /** A list of mappings, each read by {@code item}; unknown fields of the items are reported. */
    private static <T> List<T> list(YamlReader r, Fields parent, String key, Function<Fields, Optional<T>> item) {
        List<T> result = new ArrayList<>();
        List<YamlNode> items = parent.list(key).orElse(List.of());
        for (int i = 0; i < items.size(); i++) {
            r.mapping(items.get(i), parent.pathOf(key) + "[" + i + "]").ifPresent(f -> {
                item.apply(f).ifPresent(result::add);
                f.rejectUnknown();
            });
        }
        return result;
    }

    private static Optional<UnitId> unitId(String text) {
        try {
            return Optional.of(UnitId.of(text.trim()));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static Optional<Location> aloft(String text) {
        String[] parts = text.trim().split("\\s+from\\s+");
        if (parts.length != 2) {
            return Optional.empty();
        }
        Optional<Hex> over = Hex.tryParse(parts[0]);
        Optional<UnitId> base = unitId(parts[1]);
        return over.isPresent() && base.isPresent()
                ? Optional.of(new Location.Aloft(base.get(), over.get()))
                : Optional.empty();
    }

    static Optional<UnitId> unitIdOf(String text) {
        return unitId(text);
    }

    static <T> List<T> listOf(YamlReader r, Fields parent, String key, Function<Fields, Optional<T>> item) {
        return list(r, parent, key, item);
    }

    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]{1,9}");

    private static Optional<Integer> integer(String text) {
        String t = text.trim();
        return INTEGER.matcher(t).matches() ? Optional.of(Integer.parseInt(t)) : Optional.empty();
    }

    private static Optional<Boolean> bool(String text) {
        String t = text.trim();
        return "true".equals(t) ? Optional.of(true) : "false".equals(t) ? Optional.of(false) : Optional.empty();
    }
}
