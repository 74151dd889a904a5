package org.umpire.engine.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.umpire.engine.legality.ProblemKind;
import org.umpire.engine.legality.Severity;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.SightingLevel;

/**
 * The event catalogue: every view an event can give is under a key of {@link EventKeys#all()},
 * with exactly its declared parameters, for an audience the key declares; and every key of the
 * catalogue is given by some event (no dead keys for the template authors).
 */
class EventKeysTest {

    private static final Phase P = Phase.SEARCH;
    private static final Hex D4 = Hex.parse("D4");
    private static final List<UnitId> U = List.of(UnitId.of("Kaga"));

    /** One sample of every kind and variant of event. */
    static List<Event> samples() {
        List<Event> l = new ArrayList<>();
        l.add(new TurnBegan(1, Phase.MOVEMENT, LocalDateTime.of(1942, 6, 3, 4, 30), false));
        l.add(new TurnBegan(6, Phase.MOVEMENT, LocalDateTime.of(1942, 6, 3, 21, 30), true));
        l.add(new TurnEnded(1, Phase.RECOVERY));
        l.add(new FogLifted(3, Phase.RECOVERY, 1));
        for (boolean byDefault : new boolean[] {false, true}) {
            l.add(new UnitsPlaced(0, Phase.SETUP, Side.US, D4, U, byDefault));
        }
        l.add(new UnitMoved(2, Phase.MOVEMENT, Side.JP, UnitId.of("Kaga"), D4, Hex.parse("D5")));
        l.add(new GroupEntered(1, Phase.MOVEMENT, Side.JP, 1, Hex.parse("A4"), U));
        l.add(new UnitsExited(5, Phase.MOVEMENT, Side.JP, Hex.parse("A4"), U));
        l.add(new LateGroupScheduled(3, P, 13, 3, 13));
        l.add(new GroupFormed(3, P, Side.US, "TF16", U));
        l.add(new MidwayRaidDeclared(3, Phase.MOVEMENT, Side.JP, U, Optional.empty()));
        l.add(new MidwayRaidDeclared(3, Phase.MOVEMENT, Side.JP, U, Optional.of(UnitId.of("Akagi"))));
        l.add(new KureBaseStarted(9, Phase.MOVEMENT, Hex.parse("G6"), 12));
        l.add(new KureBaseOperational(11, Phase.RECOVERY, Hex.parse("G6"), 12));
        for (KureBaseClosed.Cause c : KureBaseClosed.Cause.values()) {
            l.add(new KureBaseClosed(14, Phase.RECOVERY, Hex.parse("G6"), UnitId.of("ST11"), c));
        }
        for (SearchMade.Origin o : SearchMade.Origin.values()) {
            l.add(new SearchMade(3, P, Side.US, o, "x", D4, new TreeSet<>(Set.of(D4))));
        }
        l.add(new AircraftFlewSearch(
                3, P, Side.US, UnitId.of("YD1"), UnitId.of("Yorktown"), D4, new TreeSet<>(Set.of(D4))));
        for (SightingLevel level : SightingLevel.values()) {
            for (SearchKind kind : SearchKind.values()) {
                l.add(new SearchResult(
                        3, P, Side.US, D4, level, kind, false, level == SightingLevel.NO_SHIPS ? List.of() : U));
            }
        }
        l.add(new SearchResult(3, P, Side.US, D4, SightingLevel.NO_SHIPS, SearchKind.AIR, true, List.of()));
        l.add(new NightSearchRoll(6, P, Side.US, D4, 3, true));
        l.add(new NightSearchRoll(6, P, Side.US, D4, 8, false));
        for (SearchKind kind : SearchKind.values()) {
            l.add(new LocatedNotice(3, P, Side.JP, D4, kind, U));
        }
        l.add(new IslandSearchLost(3, P, "Lisianski", Hex.parse("J8"), U));
        for (Readiness r : Readiness.values()) {
            l.add(new ReadinessChanged(3, Phase.RECOVERY, Side.US, U, r));
        }
        l.add(new MidwayOccupied(9, Phase.RECOVERY));
        l.add(new AircraftDestroyedOnGround(9, Phase.RECOVERY, U));
        for (VpAwarded.Award a : VpAwarded.Award.values()) {
            l.add(new VpAwarded(25, Phase.RECOVERY, Side.JP, Vp.of(1), a, U));
        }
        for (GameEnded.Ending e :
                List.of(GameEnded.Ending.LAST_TURN, GameEnded.Ending.WIPED_OUT, GameEnded.Ending.CONCEDED_BOTH)) {
            for (Optional<Side> w : List.of(Optional.of(Side.US), Optional.of(Side.JP), Optional.<Side>empty())) {
                l.add(new GameEnded(25, Phase.RECOVERY, e, w, new TreeSet<>(Set.of(Side.JP)), Vp.of(11), Vp.ZERO));
            }
        }
        for (Side s : Side.values()) {
            l.add(new GameEnded(
                    4,
                    P,
                    GameEnded.Ending.CONCEDED,
                    Optional.of(s.enemy()),
                    new TreeSet<>(Set.of(s)),
                    Vp.ZERO,
                    Vp.ZERO));
        }
        l.addAll(raidSamples());
        for (IgnoredReason r : IgnoredReason.values()) {
            TreeMap<String, String> details = new TreeMap<>();
            r.params().forEach(p -> details.put(p, "v"));
            l.add(new OrderIgnored(3, P, Side.US, 1, "order", r, details));
        }
        for (ProblemKind k : ProblemKind.values()) {
            if (k.severity() == Severity.ERROR) {
                TreeMap<String, String> details = new TreeMap<>();
                k.params().forEach(p -> details.put(p, "v"));
                l.add(new OrderRefused(3, P, Side.US, 1, "order", k, details));
            }
        }
        return l;
    }

    private static List<Event> raidSamples() {
        List<Event> l = new ArrayList<>();
        Hex h6 = Hex.parse("H6");
        UnitId akd1 = UnitId.of("AD1");
        Raid.Flight f = new Raid.Flight(akd1, UnitId.of("R1"), UnitId.of("Akagi"), Hex.parse("F6"));
        for (boolean island : new boolean[] {false, true}) {
            for (List<Hex> from : List.of(List.<Hex>of(), List.of(Hex.parse("G6"), Hex.parse("G7")))) {
                for (List<UnitId> defenders : List.of(List.<UnitId>of(), List.of(UnitId.of("MF1")))) {
                    Raid r = new Raid(
                            3, Side.JP, h6, island, List.of(f), defenders, from, Optional.empty(), Optional.empty());
                    l.add(new RaidLaunched(3, Phase.RAID_DECLARATION, r));
                    l.add(new RaidArrived(3, Phase.RAID_DECLARATION, r));
                }
            }
        }
        for (EnemyUnitSeen.Role role : EnemyUnitSeen.Role.values()) {
            l.add(new EnemyUnitSeen(
                    3, Phase.RAID_DECLARATION, Side.US, h6, role, UnitId.of("R1"), UnitType.D, "R1", 2));
        }
        l.add(new RaidUnitStayed(3, Phase.RAID_DECLARATION, Side.JP, akd1, IgnoredReason.NOT_READY));
        l.add(new MidwayRaidCancelled(3, Phase.RAID_DECLARATION, Side.JP, U));
        l.add(new AirInitiative(3, Phase.RAID_DECLARATION, h6, true, Side.JP, Side.US, 0));
        l.add(new AirInitiative(3, Phase.RAID_DECLARATION, h6, true, Side.JP, Side.US, 7));
        for (Fire.Kind kind : Fire.Kind.values()) {
            l.add(new Fire(
                    3,
                    Phase.AIR_COMBAT_1,
                    kind,
                    h6,
                    Side.JP,
                    akd1,
                    UnitId.of("R1"),
                    UnitId.of("MarA"),
                    UnitId.of("MarA"),
                    List.of(3, 8),
                    5,
                    1,
                    Fire.Result.REDUCED));
        }
        for (AircraftLost.Cause c : AircraftLost.Cause.values()) {
            l.add(new AircraftLost(3, Phase.BOMBING, Side.JP, UnitId.of("Akagi"), c, U));
        }
        l.add(new MidwayDamaged(3, Phase.BOMBING, 2, 12, U, 2, true));
        l.add(new MidwayDamaged(10, Phase.LANDING, 1, 10, U, 1, false));
        for (PolicyApplied.Kind k : PolicyApplied.Kind.values()) {
            for (PolicyApplied.Source s : PolicyApplied.Source.values()) {
                l.add(new PolicyApplied(3, Phase.BOMBING, Side.JP, h6, k, s, "spread", U));
            }
        }
        l.add(new AircraftLanded(3, Phase.RECOVERY, Side.JP, UnitId.of("Akagi"), U));
        l.add(new NavalCombatDeclared(
                9, Phase.NAVAL_COMBAT, D4, new TreeSet<>(Set.of(Side.US)), Optional.of(Side.JP), 3));
        l.add(new NavalCombatDeclared(
                9, Phase.NAVAL_COMBAT, D4, new TreeSet<>(Set.of(Side.US, Side.JP)), Optional.empty(), 10));
        l.add(new FinalScore(25, Phase.RECOVERY, Side.US, Vp.of(10), Vp.half(), Vp.of(1), Vp.of(11), Vp.of(22)));
        l.add(new FinalLosses(25, Phase.RECOVERY, Side.US, U, List.of()));
        l.add(new TroopsLanded(10, Phase.LANDING, List.of(UnitId.of("SNLF1")), List.of(UnitId.of("TT1"))));
        for (Readiness r : Readiness.values()) {
            l.add(new ReserveBroughtIn(3, Phase.RECOVERY, UnitId.of("KFR"), UnitId.of("Kaga"), r));
        }
        return l;
    }

    @Test
    void keys_are_unique_and_umpire_keys_are_for_the_umpire_only() {
        List<String> keys = Event.keys().stream().map(EventKey::key).collect(Collectors.toList());

        assertThat(keys).doesNotHaveDuplicates();
        for (EventKey k : EventKeys.all()) {
            assertThat(k.key().startsWith("umpire.")).as(k.key()).isEqualTo(k.umpireOnly());
        }
    }

    @Test
    void every_event_kind_has_samples() {
        Set<Class<?>> sampled = samples().stream().map(Object::getClass).collect(Collectors.toSet());

        assertThat(sampled).containsExactlyInAnyOrder(Event.class.getPermittedSubclasses());
    }

    @Test
    void every_view_uses_a_catalogued_key_for_an_audience_it_declares_and_every_key_is_used() {
        Map<String, EventKey> catalogue = EventKeys.all().stream().collect(Collectors.toMap(EventKey::key, k -> k));
        Set<String> used = new TreeSet<>();
        for (Event e : samples()) {
            for (Audience a : Audience.values()) {
                Optional<EventView> v = e.viewFor(a);
                if (v.isEmpty()) {
                    continue;
                }
                EventKey k = catalogue.get(v.get().key());
                assertThat(k).as(v.get().key()).isNotNull();
                assertThat(k.audiences()).as(k.key()).contains(a);
                assertThat(v.get().params().keySet()).as(k.key()).containsExactlyInAnyOrderElementsOf(k.params());
                used.add(k.key());
            }
        }
        assertThat(used).containsExactlyInAnyOrderElementsOf(catalogue.keySet());
    }

    @Test
    void GAME_1_every_event_has_an_umpire_view() {
        for (Event e : samples()) {
            assertThat(e.viewFor(Audience.UMPIRE)).as(e.toString()).isPresent();
        }
    }

    @Test
    void docs_engine_md_lists_every_key_with_its_parameters_and_every_ignored_reason() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "engine.md"));

        for (EventKey k : EventKeys.all()) {
            if (k.key().contains("order.ignored.") || k.key().contains(EventKeys.REFUSED_PREFIX)) {
                continue;
            }
            String params = k.params().stream().map(p -> "`" + p + "`").collect(Collectors.joining(" "));
            assertThat(doc)
                    .as(k.key())
                    .contains("| `" + k.key() + "` | ")
                    .contains("`" + k.key() + "` | "
                            + (k.audiences().size() == 3
                                    ? "all"
                                    : k.audiences().stream()
                                            .sorted()
                                            .map(a -> a.name().toLowerCase(Locale.ROOT))
                                            .collect(Collectors.joining(", ")))
                            + " | " + params + " |");
        }
        for (IgnoredReason r : IgnoredReason.values()) {
            String params = r.params().stream().map(p -> "`" + p + "`").collect(Collectors.joining(" "));
            assertThat(doc).as(r.code()).contains("| `" + r.code() + "` | " + params + " |");
        }
    }

    @Test
    void a_view_with_the_wrong_parameters_is_a_bug() {
        assertThatThrownBy(() -> EventKeys.TURN_ENDED.view("turn", 3, "extra", 1))
                .isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> EventKeys.TURN_ENDED.view()).isInstanceOf(AssertionError.class);
    }

    @Test
    void list_parameters_are_sorted_and_joined() {
        EventView v = EventKeys.MOVED.view("unit", "Kaga", "from", D4, "to", D4);
        EventView units =
                EventKeys.EXITED.view("hex", D4, "units", Arrays.asList(UnitId.of("Kaga"), UnitId.of("Akagi")));

        assertThat(v.toString()).isEqualTo("movement.moved from=D4 to=D4 unit=Kaga");
        assertThat(units.param("units")).isEqualTo("Akagi, Kaga");
    }
}
