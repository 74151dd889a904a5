package org.umpire.cli.store;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
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
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;
import org.umpire.engine.state.VpEntry;

/** Random but valid game states, from a seeded {@link Random}, to test the codec on every shape. */
final class RandomStates {

    /** Text that YAML could mistake for something else, or that needs quoting or escaping. */
    private static final String[] AWKWARD = {
        "yes",
        "no",
        "null",
        "~",
        "true",
        "On",
        "123",
        "1.5",
        "0x1F",
        "-",
        "- a",
        "a: b",
        "#hash",
        "a #b",
        "'quoted'",
        "\"dq\"",
        " lead",
        "trail ",
        "two\nlines",
        "tab\there",
        "é à ü 日本",
        "[x]",
        "{y}",
        "&anchor",
        "*alias",
        "!tag",
        "%pct",
        "@at",
        "`tick`",
        "|",
        ">",
        "2026-06-01",
        "Kido Butai",
        "a\\b",
        "\u00a0nbsp",
        "emoji \ud83d\udea2",
        "line\r\nbreak",
        "",
        "x".repeat(300)
    };

    private RandomStates() {}

    static GameState generate(Random r) {
        SortedMap<UnitId, UnitState> units = new TreeMap<>();
        int n = r.nextInt(40);
        for (int i = 0; i < n; i++) {
            UnitId id = unitId(r);
            units.put(
                    id,
                    new UnitState(
                            id,
                            location(r),
                            r.nextInt(3),
                            r.nextBoolean() ? null : r.nextBoolean() ? Readiness.READY : Readiness.NOT_READY,
                            r.nextInt(4) == 0 ? 0 : r.nextInt(30),
                            r.nextInt(4) == 0 ? 0 : r.nextInt(30),
                            r.nextBoolean() ? null : text(r),
                            r.nextBoolean()));
        }
        Map<Side, Knowledge> knowledge = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            knowledge.put(side, knowledge(r));
        }
        SortedSet<String> lost = new TreeSet<>();
        for (int i = r.nextInt(4); i > 0; i--) {
            lost.add(text(r));
        }
        List<VpEntry> ledger = new ArrayList<>();
        for (int i = r.nextInt(6); i > 0; i--) {
            ledger.add(new VpEntry(
                    r.nextInt(26),
                    side(r),
                    new Vp(r.nextInt(60)),
                    r.nextBoolean() ? "VP-" + r.nextInt(4) : null,
                    r.nextInt(5) == 0 ? null : text(r)));
        }
        return new GameState(
                r.nextBoolean() ? "victory-at-midway" : text(r),
                r.nextInt(26),
                Phase.values()[r.nextInt(Phase.values().length)],
                units,
                knowledge,
                r.nextInt(26),
                new KureBase(r.nextInt(26), r.nextBoolean()),
                new MidwayState(r.nextInt(9), r.nextInt(4), r.nextBoolean()),
                lost,
                r.nextInt(26),
                ledger,
                r.nextBoolean() ? Optional.empty() : Optional.of(side(r)),
                midwayRaids(r),
                List.of(),
                Map.of());
    }

    private static List<MidwayRaidDeclaration> midwayRaids(Random r) {
        List<MidwayRaidDeclaration> raids = new ArrayList<>();
        for (int i = r.nextInt(3); i > 0; i--) {
            List<UnitId> aircraft = new ArrayList<>();
            for (int j = r.nextInt(4); j > 0; j--) {
                aircraft.add(unitId(r));
            }
            raids.add(new MidwayRaidDeclaration(
                    1 + r.nextInt(25), side(r), aircraft, r.nextBoolean() ? Optional.empty() : Optional.of(unitId(r))));
        }
        return raids;
    }

    private static Knowledge knowledge(Random r) {
        List<Sighting> sightings = new ArrayList<>();
        for (int i = r.nextInt(8); i > 0; i--) {
            sightings.add(new Sighting(r.nextInt(26), hex(r), SightingLevel.values()[r.nextInt(3)], kind(r)));
        }
        List<LocatedNotice> notices = new ArrayList<>();
        for (int i = r.nextInt(5); i > 0; i--) {
            notices.add(new LocatedNotice(r.nextInt(26), hex(r), kind(r)));
        }
        List<EnemyUnitReport> enemy = new ArrayList<>();
        for (int i = r.nextInt(5); i > 0; i--) {
            enemy.add(new EnemyUnitReport(
                    r.nextInt(26),
                    hex(r),
                    unitId(r),
                    UnitType.values()[r.nextInt(UnitType.values().length)],
                    r.nextInt(6) == 0 ? null : text(r),
                    1 + r.nextInt(2)));
        }
        return new Knowledge(sightings, notices, enemy);
    }

    private static Location location(Random r) {
        return switch (r.nextInt(7)) {
            case 0 -> new Location.OffMap();
            case 1 -> new Location.OnMap(hex(r));
            case 2 -> new Location.Aboard(unitId(r));
            case 3 -> new Location.Ashore(hex(r));
            case 4 -> new Location.InReserve(unitId(r));
            case 5 -> new Location.Exited(r.nextInt(26));
            default -> new Location.Eliminated(r.nextInt(26));
        };
    }

    private static UnitId unitId(Random r) {
        String first = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
        String rest = first + "0123456789_-";
        StringBuilder b = new StringBuilder().append(first.charAt(r.nextInt(first.length())));
        for (int i = r.nextInt(8); i > 0; i--) {
            b.append(rest.charAt(r.nextInt(rest.length())));
        }
        return UnitId.of(b.toString());
    }

    private static Hex hex(Random r) {
        return new Hex(r.nextInt(26), 1 + r.nextInt(r.nextBoolean() ? 15 : 999));
    }

    private static SearchKind kind(Random r) {
        return SearchKind.values()[r.nextInt(2)];
    }

    private static Side side(Random r) {
        return Side.values()[r.nextInt(2)];
    }

    /** Awkward text half the time, otherwise random printable and non-ASCII characters. */
    private static String text(Random r) {
        if (r.nextBoolean()) {
            String t = AWKWARD[r.nextInt(AWKWARD.length)];
            return t.isBlank() ? "blank-replaced" : t;
        }
        StringBuilder b = new StringBuilder();
        for (int i = 1 + r.nextInt(20); i > 0; i--) {
            int kind = r.nextInt(10);
            b.append(kind < 7 ? (char) (0x20 + r.nextInt(0x5f)) : kind < 9 ? (char) (0xa1 + r.nextInt(0x2000)) : '\n');
        }
        String t = b.toString();
        return t.isBlank() ? "blank-replaced" : t;
    }
}
