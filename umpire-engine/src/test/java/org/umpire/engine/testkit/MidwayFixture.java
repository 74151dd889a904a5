package org.umpire.engine.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Speed;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.scenario.PlacementZone;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.scenario.VictoryPoints;

/**
 * The Victory at Midway order of battle of SCENARIO.md, built in code for legality tests ({@link Situation#midway()}),
 * on the map and schedule of {@link TestScenario}.
 */
public final class MidwayFixture {

    private static final List<UnitDef> UNITS = new ArrayList<>();

    private MidwayFixture() {}

    public static Scenario scenario() {
        UNITS.clear();
        jp();
        us();
        return new Scenario(
                "victory-at-midway",
                "Victory at Midway",
                TestScenario.map(),
                TestScenario.schedule(),
                UNITS,
                List.of(new Airfield(UnitId.of("MID"), "M", "Midway", Side.US, Hex.parse("H6"), 16)),
                List.of(
                        new PlacementZone(
                                "us-surface",
                                Side.US,
                                Set.of(),
                                Set.of(UnitType.CV, UnitType.CA, UnitType.CL, UnitType.DD),
                                Hex.parse("N5"),
                                5),
                        new PlacementZone(
                                "us-ss-midway",
                                Side.US,
                                Set.of(UnitId.of("SS1"), UnitId.of("SS2"), UnitId.of("SS3")),
                                Set.of(),
                                Hex.parse("H6"),
                                2),
                        new PlacementZone("us-ss4", Side.US, Set.of(UnitId.of("SS4")), Set.of(), Hex.parse("L5"), 0)),
                List.of(
                        new SearchSource("johnston", Side.US, SearchSource.Anchor.HEX, Hex.parse("K12"), 2, 1, false),
                        new SearchSource("midway-hex", Side.US, SearchSource.Anchor.HEX, Hex.parse("H6"), 0, 1, true),
                        new SearchSource("midway", Side.US, SearchSource.Anchor.HEX, Hex.parse("H6"), 6, 3, false),
                        new SearchSource("wake", Side.JP, SearchSource.Anchor.HEX, Hex.parse("A11"), 2, 1, false),
                        new SearchSource("floatplanes", Side.JP, SearchSource.Anchor.INTACT_CARRIER, null, 2, 2, false),
                        new SearchSource("kure", Side.JP, SearchSource.Anchor.KURE_BASE, Hex.parse("G6"), 2, 2, false)),
                List.of(
                        NamedHexes.KURE,
                        NamedHexes.PEARL_AND_HERMES,
                        NamedHexes.LISIANSKI,
                        NamedHexes.LAYSAN,
                        NamedHexes.GARDNER),
                13,
                5,
                3,
                new VictoryPoints(
                        Vp.of(11), Vp.of(1), Vp.of(1), Map.of(Side.US, Vp.quarter(), Side.JP, Vp.half()), Vp.half()));
    }

    private static void ship(
            Side side,
            String id,
            String name,
            UnitType type,
            String letter,
            Arrival arrival,
            int steps,
            int combat,
            int aa,
            String speed,
            int capacityHalves,
            int vp) {
        UNITS.add(new UnitDef(
                UnitId.of(id),
                side,
                type,
                name,
                letter,
                arrival,
                steps,
                combat,
                aa,
                0,
                Speed.tryParse(speed).orElseThrow(),
                0,
                null,
                capacityHalves,
                Vp.of(vp),
                "test"));
    }

    private static void air(
            Side side,
            String base,
            String letter,
            UnitType type,
            int n,
            int steps,
            int combat,
            int bombing,
            int range,
            Arrival arrival) {
        UNITS.add(new UnitDef(
                UnitId.of(letter + type.name() + n),
                side,
                type,
                letter + type.name() + n,
                "",
                arrival,
                steps,
                combat,
                0,
                bombing,
                null,
                range,
                UnitId.of(base),
                0,
                Vp.half(),
                "test"));
    }

    private static void airGroup(Side side, String base, String letter, String types, String reduced, int[][] values) {
        int[] counts = new int[5];
        String all = "FDTMH";
        for (int i = 0; i < types.length(); i++) {
            char c = types.charAt(i);
            int k = all.indexOf(c);
            counts[k]++;
            boolean red = reduced.contains(c + "" + counts[k]);
            int[] val = values[k];
            air(
                    side,
                    base,
                    letter,
                    UnitType.valueOf(String.valueOf(c)),
                    counts[k],
                    red ? 1 : 2,
                    val[0],
                    val[1],
                    val[2],
                    Arrival.of(Arrival.Kind.ABOARD));
        }
    }

    private static void jp() {
        Arrival onMap = Arrival.of(Arrival.Kind.ON_MAP);
        ship(Side.JP, "I-168", "I-168", UnitType.SS, "", onMap, 1, 4, 0, "1/2", 0, 1);
        ship(Side.JP, "Akagi", "Akagi", UnitType.CV, "A", Arrival.group(1), 2, 0, 2, "1", 16, 5);
        ship(Side.JP, "Kaga", "Kaga", UnitType.CV, "K", Arrival.group(1), 2, 0, 2, "1", 16, 5);
        ship(Side.JP, "Haruna-Kirishima", "Haruna-Kirishima", UnitType.BB, "", Arrival.group(1), 2, 5, 2, "1", 0, 4);
        ship(Side.JP, "Nagara", "Nagara", UnitType.CL, "", Arrival.group(1), 1, 2, 1, "1", 0, 1);
        ship(Side.JP, "DesRon10a", "DesRon 10 a", UnitType.DD, "", Arrival.group(1), 2, 3, 1, "1", 0, 1);
        ship(Side.JP, "Hiryu", "Hiryu", UnitType.CV, "Hi", Arrival.group(2), 2, 0, 2, "1", 13, 5);
        ship(Side.JP, "Soryu", "Soryu", UnitType.CV, "S", Arrival.group(2), 2, 0, 2, "1", 13, 5);
        ship(Side.JP, "Tone-Chikuma", "Tone-Chikuma", UnitType.CA, "", Arrival.group(2), 2, 4, 2, "1", 0, 2);
        ship(Side.JP, "DesRon10b", "DesRon 10 b", UnitType.DD, "", Arrival.group(2), 2, 3, 1, "1", 0, 1);
        for (int i = 1; i <= 4; i++) {
            ship(Side.JP, "TT" + i, "Transport " + i, UnitType.TT, "", Arrival.group(3), 2, 0, 1, "1/3", 0, 2);
        }
        ship(Side.JP, "SFT", "SFT", UnitType.SFT, "", Arrival.group(3), 2, 0, 1, "1/2", 0, 2);
        ship(Side.JP, "Jintsu", "Jintsu", UnitType.CL, "", Arrival.group(3), 1, 2, 1, "1", 0, 1);
        ship(Side.JP, "DesRon2a", "DesRon 2 a", UnitType.DD, "", Arrival.group(3), 2, 3, 1, "1", 0, 1);
        ship(Side.JP, "DesRon2b", "DesRon 2 b", UnitType.DD, "", Arrival.group(3), 2, 3, 1, "1", 0, 1);
        ship(Side.JP, "Zuiho", "Zuiho", UnitType.CVL, "Z", Arrival.group(4), 1, 0, 1, "1", 6, 4);
        ship(Side.JP, "Kongo-Hiei", "Kongo-Hiei", UnitType.BB, "", Arrival.group(4), 2, 5, 2, "1", 0, 4);
        ship(Side.JP, "Atago-Chokai", "Atago-Chokai", UnitType.CA, "", Arrival.group(4), 2, 4, 2, "1", 0, 2);
        ship(Side.JP, "Myoko-Haguro", "Myoko-Haguro", UnitType.CA, "", Arrival.group(4), 2, 4, 2, "1", 0, 2);
        ship(Side.JP, "Kumano-Suzuya", "Kumano-Suzuya", UnitType.CA, "", Arrival.group(4), 2, 4, 2, "1", 0, 2);
        ship(Side.JP, "Mikuma-Mogami", "Mikuma-Mogami", UnitType.CA, "", Arrival.group(4), 2, 4, 2, "1", 0, 2);
        ship(Side.JP, "Yura", "Yura", UnitType.CL, "", Arrival.group(4), 1, 2, 1, "1", 0, 1);
        ship(Side.JP, "DesRon4", "DesRon 4", UnitType.DD, "", Arrival.group(4), 2, 3, 1, "1", 0, 1);
        ship(Side.JP, "ST11", "ST11", UnitType.ST, "", Arrival.group(11), 2, 0, 1, "1/2", 0, 2);
        ship(Side.JP, "Hayashio", "Hayashio", UnitType.DD, "", Arrival.group(11), 1, 3, 1, "1", 0, 1);
        ship(Side.JP, "Yamato", "Yamato", UnitType.BB, "", Arrival.group(13), 2, 6, 3, "1", 0, 5);
        ship(Side.JP, "Nagato-Mutsu", "Nagato-Mutsu", UnitType.BB, "", Arrival.group(13), 2, 5, 2, "1", 0, 4);
        ship(Side.JP, "Hosho", "Hosho", UnitType.CVL, "Ho", Arrival.group(13), 1, 0, 1, "1", 4, 4);
        ship(Side.JP, "Sendai", "Sendai", UnitType.CL, "", Arrival.group(13), 1, 2, 1, "1", 0, 1);
        ship(Side.JP, "DesRon3", "DesRon 3", UnitType.DD, "", Arrival.group(13), 2, 3, 1, "1", 0, 1);
        String[] land = {"SNLF-Kure", "SNLF-Yokosuka", "Ichiki-1", "Ichiki-2"};
        String[] landNames = {"SNLF Kure", "SNLF Yokosuka", "Ichiki 1", "Ichiki 2"};
        for (int i = 0; i < 4; i++) {
            UNITS.add(new UnitDef(
                    UnitId.of(land[i]),
                    Side.JP,
                    UnitType.LAND,
                    landNames[i],
                    "",
                    Arrival.of(Arrival.Kind.ABOARD),
                    2,
                    5,
                    1,
                    0,
                    null,
                    0,
                    UnitId.of("TT" + (i + 1)),
                    0,
                    Vp.ZERO,
                    "test"));
        }
        int[][] zero = {{7, 0, 5}, {3, 5, 5}, {2, 5, 5}, {0, 0, 0}, {0, 0, 0}};
        airGroup(Side.JP, "Akagi", "A", "FFDDTT", "", zero);
        airGroup(Side.JP, "Kaga", "K", "FFDDTTT", "", zero);
        airGroup(Side.JP, "Hiryu", "Hi", "FFDDTT", "", zero);
        airGroup(Side.JP, "Soryu", "S", "FFDDTT", "", zero);
        airGroup(Side.JP, "Zuiho", "Z", "FT", "", zero);
        airGroup(
                Side.JP, "Hosho", "Ho", "T", "T1", new int[][] {{0, 0, 0}, {0, 0, 0}, {1, 3, 4}, {0, 0, 0}, {0, 0, 0}});
        Arrival reserve = Arrival.of(Arrival.Kind.RESERVE);
        air(Side.JP, "Kaga", "K", UnitType.F, 3, 2, 7, 0, 2, reserve);
        air(Side.JP, "Akagi", "A", UnitType.F, 3, 1, 7, 0, 2, reserve);
        air(Side.JP, "Hiryu", "Hi", UnitType.F, 3, 1, 3, 0, 2, reserve);
        air(Side.JP, "Soryu", "S", UnitType.F, 3, 1, 3, 0, 2, reserve);
    }

    private static void us() {
        Arrival setup = Arrival.of(Arrival.Kind.SETUP);
        ship(Side.US, "Enterprise", "Enterprise", UnitType.CV, "E", setup, 2, 0, 3, "1", 18, 5);
        ship(Side.US, "Hornet", "Hornet", UnitType.CV, "H", setup, 2, 0, 3, "1", 18, 5);
        ship(Side.US, "Yorktown", "Yorktown", UnitType.CV, "Y", setup, 2, 0, 3, "1", 18, 5);
        ship(Side.US, "Northampton-Pensacola", "Northampton-Pensacola", UnitType.CA, "", setup, 2, 3, 2, "1", 0, 2);
        ship(Side.US, "Vincennes-Minneapolis", "Vincennes-Minneapolis", UnitType.CA, "", setup, 2, 3, 2, "1", 0, 2);
        ship(Side.US, "Astoria-Portland", "Astoria-Portland", UnitType.CA, "", setup, 2, 3, 2, "1", 0, 2);
        ship(Side.US, "New-Orleans", "New Orleans", UnitType.CA, "", setup, 1, 3, 2, "1", 0, 2);
        ship(Side.US, "Atlanta", "Atlanta", UnitType.CL, "", setup, 1, 2, 4, "1", 0, 1);
        ship(Side.US, "DesRon1", "DesRon 1", UnitType.DD, "", setup, 2, 2, 2, "1", 0, 1);
        ship(Side.US, "DesRon6", "DesRon 6", UnitType.DD, "", setup, 2, 2, 2, "1", 0, 1);
        ship(Side.US, "DesRon2", "DesRon 2", UnitType.DD, "", setup, 2, 2, 2, "1", 0, 1);
        ship(Side.US, "SS1", "SS1", UnitType.SS, "", setup, 2, 3, 0, "1/2", 0, 1);
        ship(Side.US, "SS2", "SS2", UnitType.SS, "", setup, 2, 3, 0, "1/2", 0, 1);
        ship(Side.US, "SS3", "SS3", UnitType.SS, "", setup, 2, 3, 0, "1/2", 0, 1);
        ship(Side.US, "SS4", "SS4", UnitType.SS, "", setup, 1, 3, 0, "1/2", 0, 1);
        for (char c = 'A'; c <= 'F'; c++) {
            UNITS.add(new UnitDef(
                    UnitId.of("Mar" + c),
                    Side.US,
                    UnitType.LAND,
                    "Marines " + c,
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
        int[][] carrier = {{5, 0, 4}, {3, 6, 5}, {1, 3, 4}, {0, 0, 0}, {0, 0, 0}};
        airGroup(Side.US, "Enterprise", "E", "FFFDDDDTT", "T2", carrier);
        airGroup(Side.US, "Hornet", "H", "FFFDDDDTT", "T2", carrier);
        airGroup(Side.US, "Yorktown", "Y", "FFFDDDDTT", "F3 T2", carrier);
        airGroup(Side.US, "MID", "M", "FFFDDDTMHH", "F3 D3 T1 M1", new int[][] {
            {3, 0, 4}, {2, 3, 5}, {2, 4, 5}, {1, 3, 7}, {2, 2, 10}
        });
    }
}
