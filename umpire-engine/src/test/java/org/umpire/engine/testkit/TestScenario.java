package org.umpire.engine.testkit;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Speed;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.MapDef;
import org.umpire.engine.scenario.NamedHex;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.scenario.PlacementZone;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.scenario.TurnSlot;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.scenario.VictoryPoints;

/**
 * Scenarios for engine tests, built in code: the map, schedule, search sources and placement
 * zones of SCENARIO.md, with only the units a test names ({@link #small()}) or the whole order of
 * battle ({@link #midway()}). Values follow SCENARIO.md; ids are short ({@code Akagi}, {@code AD1}).
 */
public final class TestScenario {

    public static final String ID = "test-midway";

    private final List<UnitDef> units = new ArrayList<>();
    private final List<SearchSource> sources = new ArrayList<>(standardSources());
    private List<String> islands = List.of(
            NamedHexes.KURE, NamedHexes.PEARL_AND_HERMES, NamedHexes.LISIANSKI, NamedHexes.LAYSAN, NamedHexes.GARDNER);

    public static TestScenario builder() {
        return new TestScenario();
    }

    /**
     * A few units of each side, enough for most rules cases:
     * US Enterprise (CV, EF1 EF2 ED1 ET1), Astoria (CA), SS1 (SS 1/2), SS4, Midway MarA/MarB, MF1 MD1 MH1 MH2 at Midway;
     * JP I-168 (SS 1/2), group 1 Akagi (CV, AF1 AD1 AT1) and Nagara (CL), group 3 TT1 (TT 1/3, SNLF1) and SFT (1/2),
     * group 11 ST11 (ST 1/2), group 13 Yamato (BB).
     */
    public static Scenario small() {
        return smallBuilder().build();
    }

    /**
     * {@link #small()} for the carrier strikes: bombers that can hit (D 5, T 4), the ships' and Marines'
     * AA as given, Akagi's fighters 5 and the US fighters 3 in air combat.
     */
    public static Scenario strikes() {
        return smallBuilder()
                .jpReserve("AFR", "Akagi")
                .values("AD1", 3, 0, 5)
                .values("AT1", 2, 0, 4)
                .values("ED1", 2, 0, 5)
                .values("ET1", 2, 0, 4)
                .values("MD1", 2, 0, 5)
                .values("MH1", 2, 0, 3)
                .values("MH2", 2, 0, 3)
                .build();
    }

    /** A JP reserve fighter unit, reduced, waiting on {@code carrier} (RES-1). */
    public TestScenario jpReserve(String id, String carrier) {
        return add(new UnitDef(
                UnitId.of(id),
                Side.JP,
                UnitType.F,
                id,
                "",
                Arrival.of(Arrival.Kind.RESERVE),
                1,
                7,
                0,
                0,
                null,
                2,
                UnitId.of(carrier),
                0,
                Vp.half(),
                "test"));
    }

    /** Sets a unit's combat (naval, air or land), AA and bombing values. */
    public TestScenario values(String id, int combat, int aa, int bombing) {
        return replace(
                id,
                d -> new UnitDef(
                        d.id(),
                        d.side(),
                        d.type(),
                        d.name(),
                        d.letter(),
                        d.arrival(),
                        d.steps(),
                        combat,
                        aa,
                        bombing,
                        d.speed(),
                        d.range(),
                        d.base(),
                        d.capacityHalves(),
                        d.vpPerStep(),
                        d.source()));
    }

    private static TestScenario smallBuilder() {
        return builder()
                .us("Enterprise", UnitType.CV, 2, "1")
                .letter("Enterprise", "E")
                .capacity("Enterprise", 18)
                .usAir("EF1", UnitType.F, 4, "Enterprise")
                .usAir("EF2", UnitType.F, 4, "Enterprise")
                .usAir("ED1", UnitType.D, 5, "Enterprise")
                .usAir("ET1", UnitType.T, 4, "Enterprise")
                .us("Astoria", UnitType.CA, 2, "1")
                .us("SS1", UnitType.SS, 2, "1/2")
                .us("SS4", UnitType.SS, 1, "1/2")
                .usLand("MarA")
                .usLand("MarB")
                .usAir("MF1", UnitType.F, 4, "MID")
                .usAir("MD1", UnitType.D, 5, "MID")
                .usAir("MH1", UnitType.H, 10, "MID")
                .usAir("MH2", UnitType.H, 10, "MID")
                .jpOnMap("I-168", UnitType.SS, 1, "1/2")
                .jp("Akagi", UnitType.CV, 2, "1", 1)
                .letter("Akagi", "A")
                .capacity("Akagi", 16)
                .jpAir("AF1", UnitType.F, 5, "Akagi")
                .jpAir("AD1", UnitType.D, 5, "Akagi")
                .jpAir("AT1", UnitType.T, 5, "Akagi")
                .jp("Nagara", UnitType.CL, 1, "1", 1)
                .jp("TT1", UnitType.TT, 2, "1/3", 3)
                .jpLand("SNLF1", "TT1")
                .jp("SFT", UnitType.SFT, 2, "1/2", 3)
                .jp("ST11", UnitType.ST, 2, "1/2", 11)
                .jp("Yamato", UnitType.BB, 2, "1", 13);
    }

    /** The whole order of battle of SCENARIO.md. */
    public static Scenario midway() {
        TestScenario b = builder();
        b.jpOnMap("I-168", UnitType.SS, 1, "1/2");
        jpCarrier(b, "Akagi", "A", UnitType.CV, 2, 16, 1, "F F D D T T");
        jpCarrier(b, "Kaga", "K", UnitType.CV, 2, 16, 1, "F F D D T T T");
        b.jp("Haruna-Kirishima", UnitType.BB, 2, "1", 1)
                .jp("Nagara", UnitType.CL, 1, "1", 1)
                .jp("DesRon10a", UnitType.DD, 2, "1", 1);
        jpCarrier(b, "Hiryu", "Hi", UnitType.CV, 2, 13, 2, "F F D D T T");
        jpCarrier(b, "Soryu", "S", UnitType.CV, 2, 13, 2, "F F D D T T");
        b.jp("Tone-Chikuma", UnitType.CA, 2, "1", 2).jp("DesRon10b", UnitType.DD, 2, "1", 2);
        for (int i = 1; i <= 4; i++) {
            b.jp("TT" + i, UnitType.TT, 2, "1/3", 3);
        }
        b.jpLand("SNLF-Kure", "TT1")
                .jpLand("SNLF-Yokosuka", "TT2")
                .jpLand("Ichiki1", "TT3")
                .jpLand("Ichiki2", "TT4");
        b.jp("SFT", UnitType.SFT, 2, "1/2", 3)
                .jp("Jintsu", UnitType.CL, 1, "1", 3)
                .jp("DesRon2a", UnitType.DD, 2, "1", 3)
                .jp("DesRon2b", UnitType.DD, 2, "1", 3);
        jpCarrier(b, "Zuiho", "Z", UnitType.CVL, 1, 6, 4, "F T");
        b.jp("Kongo-Hiei", UnitType.BB, 2, "1", 4)
                .jp("Atago-Chokai", UnitType.CA, 2, "1", 4)
                .jp("Myoko-Haguro", UnitType.CA, 2, "1", 4)
                .jp("Kumano-Suzuya", UnitType.CA, 2, "1", 4)
                .jp("Mikuma-Mogami", UnitType.CA, 2, "1", 4)
                .jp("Yura", UnitType.CL, 1, "1", 4)
                .jp("DesRon4", UnitType.DD, 2, "1", 4);
        b.jp("ST11", UnitType.ST, 2, "1/2", 11).jp("Hayashio", UnitType.DD, 1, "1", 11);
        b.jp("Yamato", UnitType.BB, 2, "1", 13).jp("Nagato-Mutsu", UnitType.BB, 2, "1", 13);
        jpCarrier(b, "Hosho", "Ho", UnitType.CVL, 1, 4, 13, "t");
        b.jp("Sendai", UnitType.CL, 1, "1", 13).jp("DesRon3", UnitType.DD, 2, "1", 13);

        usCarrier(b, "Enterprise", "E", "F F F D D D D T t");
        usCarrier(b, "Hornet", "H", "F F F D D D D T t");
        usCarrier(b, "Yorktown", "Y", "F F f D D D D T t");
        b.us("Northampton-Pensacola", UnitType.CA, 2, "1")
                .us("Vincennes-Minneapolis", UnitType.CA, 2, "1")
                .us("Astoria-Portland", UnitType.CA, 2, "1")
                .us("NewOrleans", UnitType.CA, 1, "1")
                .us("Atlanta", UnitType.CL, 1, "1")
                .us("DesRon1", UnitType.DD, 2, "1")
                .us("DesRon6", UnitType.DD, 2, "1")
                .us("DesRon2", UnitType.DD, 2, "1");
        b.us("SS1", UnitType.SS, 2, "1/2")
                .us("SS2", UnitType.SS, 2, "1/2")
                .us("SS3", UnitType.SS, 2, "1/2")
                .us("SS4", UnitType.SS, 1, "1/2");
        for (String c : List.of("A", "B", "C", "D", "E", "F")) {
            b.usLand("Mar" + c);
        }
        String[] midway = {"F", "F", "f", "D", "D", "d", "t", "m", "H", "H"};
        int[] count = new int[128];
        for (String t : midway) {
            UnitType type = UnitType.valueOf(t.toUpperCase());
            int range = type == UnitType.F ? 4 : type == UnitType.M ? 7 : type == UnitType.H ? 10 : 5;
            String id = "M" + type + (++count[type.name().charAt(0)]);
            b.usAir(id, type, range, "MID");
            if (Character.isLowerCase(t.charAt(0))) {
                b.reduced(id);
            }
        }
        return b.build();
    }

    private static void jpCarrier(
            TestScenario b,
            String name,
            String letter,
            UnitType type,
            int steps,
            int capacityHalves,
            int group,
            String air) {
        b.jp(name, type, steps, "1", group).letter(name, letter).capacity(name, capacityHalves);
        int[] count = new int[128];
        for (String t : air.split(" ")) {
            UnitType at = UnitType.valueOf(t.toUpperCase());
            String id = letter + at + (++count[at.name().charAt(0)]);
            b.jpAir(id, at, name.equals("Hosho") ? 4 : 5, name);
            if (Character.isLowerCase(t.charAt(0))) {
                b.reduced(id);
            }
        }
    }

    private static void usCarrier(TestScenario b, String name, String letter, String air) {
        b.us(name, UnitType.CV, 2, "1").letter(name, letter).capacity(name, 18);
        int[] count = new int[128];
        for (String t : air.split(" ")) {
            UnitType at = UnitType.valueOf(t.toUpperCase());
            String id = letter + at + (++count[at.name().charAt(0)]);
            b.usAir(id, at, at == UnitType.D ? 5 : 4, name);
            if (Character.isLowerCase(t.charAt(0))) {
                b.reduced(id);
            }
        }
    }

    // --- unit builders -------------------------------------------------------------------------

    public TestScenario us(String id, UnitType type, int steps, String speed) {
        return add(new UnitDef(
                UnitId.of(id),
                Side.US,
                type,
                id,
                "",
                Arrival.of(Arrival.Kind.SETUP),
                steps,
                3,
                2,
                0,
                Speed.tryParse(speed).orElseThrow(),
                0,
                null,
                0,
                vp(type),
                "test"));
    }

    public TestScenario jp(String id, UnitType type, int steps, String speed, int group) {
        return add(new UnitDef(
                UnitId.of(id),
                Side.JP,
                type,
                id,
                "",
                Arrival.group(group),
                steps,
                3,
                2,
                0,
                Speed.tryParse(speed).orElseThrow(),
                0,
                null,
                0,
                vp(type),
                "test"));
    }

    public TestScenario jpOnMap(String id, UnitType type, int steps, String speed) {
        return add(new UnitDef(
                UnitId.of(id),
                Side.JP,
                type,
                id,
                "",
                Arrival.of(Arrival.Kind.ON_MAP),
                steps,
                4,
                0,
                0,
                Speed.tryParse(speed).orElseThrow(),
                0,
                null,
                0,
                vp(type),
                "test"));
    }

    public TestScenario usAir(String id, UnitType type, int range, String base) {
        return add(new UnitDef(
                UnitId.of(id),
                Side.US,
                type,
                id,
                "",
                Arrival.of(Arrival.Kind.ABOARD),
                2,
                3,
                5,
                0,
                null,
                range,
                UnitId.of(base),
                0,
                Vp.half(),
                "test"));
    }

    public TestScenario jpAir(String id, UnitType type, int range, String base) {
        return add(new UnitDef(
                UnitId.of(id),
                Side.JP,
                type,
                id,
                "",
                Arrival.of(Arrival.Kind.ABOARD),
                2,
                5,
                5,
                0,
                null,
                range,
                UnitId.of(base),
                0,
                Vp.half(),
                "test"));
    }

    public TestScenario usLand(String id) {
        return add(new UnitDef(
                UnitId.of(id),
                Side.US,
                UnitType.LAND,
                id,
                "",
                Arrival.of(Arrival.Kind.ABOARD),
                2,
                3,
                4,
                0,
                null,
                0,
                UnitId.of("MID"),
                0,
                Vp.ZERO,
                "test"));
    }

    public TestScenario jpLand(String id, String transport) {
        return add(new UnitDef(
                UnitId.of(id),
                Side.JP,
                UnitType.LAND,
                id,
                "",
                Arrival.of(Arrival.Kind.ABOARD),
                2,
                5,
                1,
                0,
                null,
                0,
                UnitId.of(transport),
                0,
                Vp.ZERO,
                "test"));
    }

    public TestScenario letter(String id, String letter) {
        return replace(
                id,
                d -> new UnitDef(
                        d.id(),
                        d.side(),
                        d.type(),
                        d.name(),
                        letter,
                        d.arrival(),
                        d.steps(),
                        d.combat(),
                        d.aa(),
                        d.bombing(),
                        d.speed(),
                        d.range(),
                        d.base(),
                        d.capacityHalves(),
                        d.vpPerStep(),
                        d.source()));
    }

    public TestScenario capacity(String id, int halves) {
        return replace(
                id,
                d -> new UnitDef(
                        d.id(),
                        d.side(),
                        d.type(),
                        d.name(),
                        d.letter(),
                        d.arrival(),
                        d.steps(),
                        d.combat(),
                        d.aa(),
                        d.bombing(),
                        d.speed(),
                        d.range(),
                        d.base(),
                        halves,
                        d.vpPerStep(),
                        d.source()));
    }

    public TestScenario reduced(String id) {
        return replace(
                id,
                d -> new UnitDef(
                        d.id(),
                        d.side(),
                        d.type(),
                        d.name(),
                        d.letter(),
                        d.arrival(),
                        1,
                        d.combat(),
                        d.aa(),
                        d.bombing(),
                        d.speed(),
                        d.range(),
                        d.base(),
                        d.capacityHalves(),
                        d.vpPerStep(),
                        d.source()));
    }

    /** Drops one of the standard search sources. */
    public TestScenario withoutSource(String id) {
        sources.removeIf(s -> s.id().equals(id));
        return this;
    }

    public TestScenario source(SearchSource s) {
        sources.add(s);
        return this;
    }

    public TestScenario islands(List<String> keys) {
        islands = List.copyOf(keys);
        return this;
    }

    private TestScenario add(UnitDef d) {
        units.add(d);
        return this;
    }

    private TestScenario replace(String id, UnaryOperator<UnitDef> f) {
        for (int i = 0; i < units.size(); i++) {
            if (units.get(i).id().value().equals(id)) {
                units.set(i, f.apply(units.get(i)));
                return this;
            }
        }
        throw new IllegalArgumentException("no unit " + id);
    }

    private static Vp vp(UnitType type) {
        return switch (type) {
            case CV -> Vp.of(5);
            case CVL, BB -> Vp.of(4);
            case CA, TT, SFT, ST -> Vp.of(2);
            default -> Vp.of(1);
        };
    }

    // --- the fixed parts -----------------------------------------------------------------------

    public Scenario build() {
        return new Scenario(
                ID,
                "Victory at Midway (test)",
                map(),
                schedule(),
                units,
                List.of(new Airfield(UnitId.of("MID"), "M", "Midway", Side.US, h("H6"), 16)),
                placement(),
                sources,
                islands,
                13,
                5,
                3,
                new VictoryPoints(
                        Vp.of(11), Vp.of(1), Vp.of(1), Map.of(Side.US, Vp.quarter(), Side.JP, Vp.half()), Vp.of(1)));
    }

    public static Hex h(String name) {
        return Hex.parse(name);
    }

    /** The map of SCENARIO.md: 16 x 12 hexes, the named hexes, the fog zone, the JP entry and exit columns. */
    public static MapDef map() {
        TreeSet<Hex> fog = new TreeSet<>();
        for (char c = 'A'; c <= 'F'; c++) {
            for (int r = 1; r <= 5; r++) {
                fog.add(h(c + "" + r));
            }
        }
        TreeSet<Hex> entry = new TreeSet<>();
        for (int r = 1; r <= 12; r++) {
            entry.add(h("A" + r));
        }
        TreeSet<Hex> late = new TreeSet<>(List.of(h("A1"), h("A2"), h("A3"), h("A4")));
        return new MapDef(
                new HexGrid(16, 12),
                List.of(
                        new NamedHex(NamedHexes.MIDWAY, "Midway", h("H6")),
                        new NamedHex(NamedHexes.KURE, "Kure", h("G6")),
                        new NamedHex(NamedHexes.PEARL_AND_HERMES, "Pearl and Hermes Reef", h("I7")),
                        new NamedHex(NamedHexes.LISIANSKI, "Lisianski", h("J8")),
                        new NamedHex(NamedHexes.LAYSAN, "Laysan", h("L8")),
                        new NamedHex(NamedHexes.GARDNER, "Gardner Pinnacles", h("N9")),
                        new NamedHex(NamedHexes.US_SETUP_CENTRE, "US set-up centre", h("N5")),
                        new NamedHex(NamedHexes.JOHNSTON_SEARCH, "Johnston search centre", h("K12")),
                        new NamedHex(NamedHexes.WAKE_SEARCH, "Wake search centre", h("A11"))),
                fog,
                entry,
                late,
                new MapDef.ColumnRange(0, 5),
                new MapDef.ColumnRange(6, 15));
    }

    /** GAME-2: 25 turns from 3 June 1942 04:30; nights 6, 7, 13, 14, 20, 21. */
    public static List<TurnSlot> schedule() {
        int[][] times = {{4, 30}, {8, 0}, {11, 30}, {15, 0}, {18, 0}, {21, 30}, {1, 0}};
        Set<Integer> nights = Set.of(6, 7, 13, 14, 20, 21);
        List<TurnSlot> slots = new ArrayList<>();
        int day = 3;
        for (int t = 1; t <= 25; t++) {
            int[] hm = times[(t - 1) % 7];
            if (t > 1 && hm[0] == 1) {
                day++;
            }
            slots.add(new TurnSlot(t, LocalDateTime.of(1942, 6, day, hm[0], hm[1]), nights.contains(t)));
        }
        return slots;
    }

    static List<PlacementZone> placement() {
        return List.of(
                new PlacementZone(
                        "us-submarines-midway",
                        Side.US,
                        Set.of(UnitId.of("SS1"), UnitId.of("SS2"), UnitId.of("SS3")),
                        Set.of(),
                        h("H6"),
                        2),
                new PlacementZone("us-ss4", Side.US, Set.of(UnitId.of("SS4")), Set.of(), h("L5"), 0),
                new PlacementZone(
                        "us-surface",
                        Side.US,
                        Set.of(),
                        Set.of(UnitType.CV, UnitType.CVL, UnitType.BB, UnitType.CA, UnitType.CL, UnitType.DD),
                        h("N5"),
                        5));
    }

    static List<SearchSource> standardSources() {
        // as rules/victory-at-midway/scenario.yaml
        return List.of(
                new SearchSource("johnston", Side.US, SearchSource.Anchor.HEX, h("K12"), 2, 1, false),
                new SearchSource("midway", Side.US, SearchSource.Anchor.HEX, h("H6"), 0, 1, true),
                new SearchSource("midway-area", Side.US, SearchSource.Anchor.HEX, h("H6"), 6, 3, false),
                new SearchSource("carriers", Side.US, SearchSource.Anchor.INTACT_CARRIER, null, 0, 1, true),
                new SearchSource("wake", Side.JP, SearchSource.Anchor.HEX, h("A11"), 2, 1, false),
                new SearchSource("floatplanes", Side.JP, SearchSource.Anchor.INTACT_CARRIER, null, 2, 2, false),
                new SearchSource("carriers", Side.JP, SearchSource.Anchor.INTACT_CARRIER, null, 0, 1, true),
                new SearchSource("kure", Side.JP, SearchSource.Anchor.KURE_BASE, h("G6"), 0, 1, false),
                new SearchSource("kure-area", Side.JP, SearchSource.Anchor.KURE_BASE, h("G6"), 2, 2, false));
    }
}
