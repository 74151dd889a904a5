package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.umpire.engine.event.AirInitiative;
import org.umpire.engine.event.Fire;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.RecoveryOrder;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayRaidDeclaration;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.StandingOrders;
import org.umpire.engine.testkit.KeyedDice;
import org.umpire.engine.testkit.Play;
import org.umpire.engine.testkit.Position;
import org.umpire.engine.testkit.TestScenario;

/** Carrier strikes, rule by rule (sections 6 and 7, RES): raids, air combat, AA, bombing and their effects, recovery. */
class CarrierStrikeTest {

    private static final Scenario SC = TestScenario.strikes();
    private static final Hex G5 = Hex.parse("G5");
    private static final Hex H6 = Hex.parse("H6");
    private static final Hex I5 = Hex.parse("I5");

    private static UnitId id(String s) {
        return UnitId.of(s);
    }

    private static List<UnitId> ids(String... s) {
        return Arrays.stream(s).map(UnitId::of).collect(Collectors.toList());
    }

    private static Assignment a(String firer, String target) {
        return new Assignment(id(firer), id(target));
    }

    private static Position day3() {
        return Position.of(SC).turn(3, Phase.RAID_DECLARATION).fogLifted(1);
    }

    private static GameState standing(GameState s, Side side, StandingOrder... orders) {
        StandingOrders so = s.standingOf(side);
        for (StandingOrder o : orders) {
            so = so.with(o);
        }
        return s.withStanding(side, so);
    }

    private static final StandingOrder AA_SPREAD = new StandingOrder.AaPolicy(StandingOrder.AaPolicy.Mode.SPREAD);

    @Test
    void I_ENG_45_RAID_1_RAID_3_a_side_is_asked_for_raids_only_when_a_ready_unit_can_reach_a_located_hex() {
        // A1 is located, but no US air unit (Enterprise's in I5, Midway's in H6) can fly there and land again
        GameState far = day3().at("Akagi", "G5")
                .at("Enterprise", "I5")
                .located(Side.US, "A1")
                .build();
        assertThat(TurnEngine.awaiting(SC, far))
                .as("RAID-3: A1 is out of every US unit's reach")
                .isEmpty();
        // G5 is within reach: the US has a real choice
        GameState near = day3().at("Akagi", "G5")
                .at("Enterprise", "I5")
                .located(Side.US, "A1")
                .located(Side.US, "G5")
                .build();
        assertThat(TurnEngine.awaiting(SC, near)).containsExactly(Side.US);
    }

    @Test
    void I_ENG_45_whether_a_side_is_asked_for_raids_never_depends_on_hidden_enemy_positions() {
        GameState a = day3().at("Akagi", "G5")
                .at("Enterprise", "I5")
                .located(Side.US, "A1")
                .build();
        GameState b = day3().at("Akagi", "B2")
                .at("Enterprise", "I5")
                .located(Side.US, "A1")
                .build();
        assertThat(RaidDeclarationPhase.hasChoice(new Board(SC, a), Side.US))
                .isEqualTo(RaidDeclarationPhase.hasChoice(new Board(SC, b), Side.US))
                .isFalse();
    }

    @Test
    void I_ENG_45_I_ENG_23_RAID_4_the_bombers_of_a_Midway_raid_alone_are_no_choice_in_phase_3() {
        GameState s = day3().at("Akagi", "G5")
                .at("Enterprise", "I5")
                .located(Side.JP, "I5")
                .notReady("AF1")
                .build();
        assertThat(TurnEngine.awaiting(SC, s)).as("AD1 and AT1 may raid I5").containsExactly(Side.JP);
        GameState raid = s.withMidwayRaid(new MidwayRaidDeclaration(3, Side.JP, ids("AD1", "AT1"), Optional.empty()));
        assertThat(TurnEngine.awaiting(SC, raid))
                .as("RAID-4: they fly the Midway raid and no other mission")
                .isEmpty();
    }

    /**
     * Akagi's raid over I5 at {@code phase} of turn 3 (RAID-5): {@code raiders} aloft from G5, labelled R1, R2...
     * in that order, met by {@code defenders} (the US has the initiative when there are any).
     */
    private static GameState jpRaidOverI5(Position p, Phase phase, List<String> raiders, List<String> defenders) {
        List<Raid.Flight> flights = new ArrayList<>();
        for (String r : raiders) {
            flights.add(new Raid.Flight(id(r), id("R" + (flights.size() + 1)), id("Akagi"), G5));
            p.place(r, new Location.Aloft(id("Akagi"), I5));
        }
        Raid raid = new Raid(
                3,
                Side.JP,
                I5,
                false,
                flights,
                ids(defenders.toArray(new String[0])),
                List.of(Hex.parse("H5")),
                defenders.isEmpty() ? Optional.empty() : Optional.of(Side.US),
                Optional.empty());
        return p.build().at(3, phase).withRaids(List.of(raid));
    }

    private static Position akagiAndEnterprise() {
        return day3().at("Akagi", "G5").at("Enterprise", "I5");
    }

    private static final StandingOrder ASK_ME = new StandingOrder.AskMe(true);

    @Test
    void I_ENG_47_AIR_3_fighters_are_asked_only_with_more_than_one_enemy_aircraft_to_fire_at() {
        // the US defenders, with the initiative: one raider is no choice, even for a side that asked to be asked
        GameState one = standing(
                jpRaidOverI5(akagiAndEnterprise(), Phase.AIR_COMBAT_1, List.of("AD1"), List.of("EF1", "EF2")),
                Side.US,
                ASK_ME);
        assertThat(TurnEngine.awaiting(SC, one))
                .as("EF1 and EF2 can only fire at R1")
                .isEmpty();
        GameState two = standing(
                jpRaidOverI5(akagiAndEnterprise(), Phase.AIR_COMBAT_1, List.of("AD1", "AT1"), List.of("EF1", "EF2")),
                Side.US,
                ASK_ME);
        assertThat(TurnEngine.awaiting(SC, two)).as("R1 or R2").containsExactly(Side.US);
        // round 2, Akagi's escort: one defender left to fire at is no choice either
        GameState escortOnOne =
                jpRaidOverI5(akagiAndEnterprise(), Phase.AIR_COMBAT_2, List.of("AF1", "AD1"), List.of("EF1"));
        assertThat(TurnEngine.awaiting(SC, escortOnOne)).isEmpty();
        GameState escortOnTwo =
                jpRaidOverI5(akagiAndEnterprise(), Phase.AIR_COMBAT_2, List.of("AF1", "AD1"), List.of("EF1", "EF2"));
        assertThat(TurnEngine.awaiting(SC, escortOnTwo)).containsExactly(Side.JP);
    }

    @Test
    void I_ENG_47_AIR_3_a_round_without_a_choice_is_fought_at_once_by_the_default() {
        GameState s = standing(
                akagiAndEnterprise().notReady("AF1").located(Side.JP, "I5").build(), Side.US, ASK_ME);
        KeyedDice dice = KeyedDice.of("T3/P4/JP-I5/EF1/at-R1/1", 10)
                .and("T3/P4/JP-I5/EF1/at-R1/2", 10)
                .and("T3/P4/JP-I5/EF2/at-R1/1", 10)
                .and("T3/P4/JP-I5/EF2/at-R1/2", 10)
                .and("T3/P4/JP-I5/R1/reply-pick", 1)
                .and("T3/P4/JP-I5/R1/reply/1", 10)
                .and("T3/P4/JP-I5/R1/reply/2", 10)
                .and("T3/P6/JP-I5/Enterprise/at-R1/1", 10)
                .and("T3/P6/JP-I5/Enterprise/at-R1/2", 10)
                .and("T3/P7/JP-I5/R1/at-Enterprise/1", 10)
                .and("T3/P7/JP-I5/R1/at-Enterprise/2", 10);

        Play.Outcome o = Play.of(SC, s)
                .dice(dice)
                .jp(new AirOrder.Raid(I5, ids("AD1"), Optional.empty()))
                .resolve();

        // AD1 alone over Enterprise, alone in I5: the fighters, the AA and the bomb each have one target
        assertThat(o.us())
                .contains(
                        "policy.applied.fighters.default hex=I5 policy=bombers-first step=AIR_COMBAT_1 units=EF1, EF2",
                        "policy.applied.aa.default hex=I5 policy=spread step=ANTI_AIRCRAFT units=Enterprise");
        assertThat(o.jp())
                .contains(
                        "policy.applied.bombing.default hex=I5 policy=CV > CVL > BB > CA > TT > SFT > ST > CL > DD step=BOMBING units=AD1");
        assertThat(o.next().phase()).isEqualTo(Phase.RECOVERY);
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void I_ENG_47_AA_1_the_AA_is_asked_with_two_bombers_or_two_firers_never_with_one_of_each() {
        GameState oneOnOne = standing(
                jpRaidOverI5(akagiAndEnterprise(), Phase.ANTI_AIRCRAFT, List.of("AF1", "AD1"), List.of()),
                Side.US,
                ASK_ME);
        assertThat(TurnEngine.awaiting(SC, oneOnOne))
                .as("Enterprise and R2: fighters are never fired at")
                .isEmpty();
        GameState twoBombers =
                jpRaidOverI5(akagiAndEnterprise(), Phase.ANTI_AIRCRAFT, List.of("AD1", "AT1"), List.of());
        assertThat(TurnEngine.awaiting(SC, twoBombers)).containsExactly(Side.US);
        GameState twoFirers =
                jpRaidOverI5(akagiAndEnterprise().at("Astoria", "I5"), Phase.ANTI_AIRCRAFT, List.of("AD1"), List.of());
        assertThat(TurnEngine.awaiting(SC, twoFirers))
                .as("AA-1: which of them fires at R1")
                .containsExactly(Side.US);
        assertThat(TurnEngine.awaiting(SC, standing(twoFirers, Side.US, AA_SPREAD)))
                .as("I-ENG-28")
                .isEmpty();
    }

    @Test
    void I_ENG_47_BOMB_1_the_bombers_are_asked_only_with_more_than_one_ship_to_bomb() {
        GameState alone = standing(
                jpRaidOverI5(akagiAndEnterprise(), Phase.BOMBING, List.of("AD1", "AT1"), List.of()), Side.JP, ASK_ME);
        assertThat(TurnEngine.awaiting(SC, alone))
                .as("Enterprise is the one ship in I5")
                .isEmpty();
        GameState two =
                jpRaidOverI5(akagiAndEnterprise().at("Astoria", "I5"), Phase.BOMBING, List.of("AD1"), List.of());
        assertThat(TurnEngine.awaiting(SC, two)).containsExactly(Side.JP);
    }

    @Test
    void RAID_5_RAID_2_aircraft_of_a_carrier_and_of_Midway_against_one_hex_form_one_escorted_raid() {
        GameState s = day3().at("Akagi", "G5")
                .at("Enterprise", "I5")
                .located(Side.US, "G5")
                .build();
        KeyedDice dice = KeyedDice.of("T3/P3/US-G5/initiative", 2)
                .and("T3/P4/US-G5/AF1/at-R2/1", 1)
                .and("T3/P4/US-G5/AF1/at-R2/2", 9)
                .and("T3/P4/US-G5/R2/reply/1", 10)
                .and("T3/P5/US-G5/R1/at-AF1/1", 9)
                .and("T3/P5/US-G5/R1/at-AF1/2", 9)
                .and("T3/P5/US-G5/AF1/reply/1", 9)
                .and("T3/P5/US-G5/AF1/reply/2", 9);

        Play.Outcome p3 = Play.of(SC, s)
                .dice(dice)
                .us(
                        new AirOrder.Raid(G5, ids("EF1", "ED1"), Optional.empty()),
                        new AirOrder.Raid(G5, ids("MD1"), Optional.empty()))
                .resolve();

        assertThat(p3.next().raids()).hasSize(1);
        Raid raid = p3.next().raids().get(0);
        assertThat(raid.aircraft())
                .extracting(f -> f.unit() + "=" + f.label())
                .containsExactly("EF1=R1", "ED1=R2", "MD1=R3");
        assertThat(raid.defenders()).containsExactly(id("AF1"));
        assertThat(raid.initiative()).contains(Side.JP);
        assertThat(p3.jp())
                .contains(
                        "raid.seen.raider hex=G5 name=R2 steps=2 turn=3 type=D unit=R2",
                        "air.initiative.rolled hex=G5 side=JP");
        assertThat(p3.us())
                .contains(
                        "raid.seen.ship hex=G5 name=Akagi steps=2 turn=3 type=CV unit=Akagi",
                        "raid.seen.fighter hex=G5 name=AF1 steps=2 turn=3 type=F unit=AF1",
                        "raid.seen.ready-aircraft hex=G5 name=AD1 steps=2 turn=3 type=D unit=AD1");
        assertThat(p3.next().unitOrThrow(id("ED1")).location()).isEqualTo(new Location.Aloft(id("Enterprise"), G5));
        // RAID-7: the defender keeps where the raid came from (its map draws it): the neighbours of G5 on
        // the shortest paths from I5 and from Midway, both its aircraft's origins
        assertThat(p3.next().knowledgeOf(Side.JP).raidWarningsOn(3))
                .extracting(w -> w.hex() + " from " + w.from())
                .containsExactly("G5 from [G6, H4, H5]");
        assertThat(p3.next().knowledgeOf(Side.US).raidWarningsOn(3)).isEmpty();
        assertThat(p3.next().phase()).isEqualTo(Phase.AIR_COMBAT_1);

        Play.Outcome p4 = Play.of(SC, p3.next())
                .dice(dice)
                .jp(new AirOrder.FighterTargets(G5, List.of(a("AF1", "R2"))))
                .resolve();
        // AIR-2: an escorted raid has a second round; the US escort EF1 has one target, AF1, so the round is
        // fought at once, without asking the US (I-ENG-47), and the game stops at the AA fire, where JP chooses
        assertThat(p4.jp())
                .containsExactly(
                        "combat.fighter.fired firer=AF1 hex=G5 hits=1 result=reduced target=R2",
                        "combat.reply.fired-at firer=R2 hex=G5 hits=0 result=missed target=AF1",
                        "combat.fighter.fired-at firer=R1 hex=G5 hits=0 result=missed target=AF1",
                        "combat.reply.fired firer=AF1 hex=G5 hits=0 result=missed target=R1");
        assertThat(p4.us())
                .contains("policy.applied.fighters.default hex=G5 policy=bombers-first step=AIR_COMBAT_2 units=EF1");
        assertThat(p4.next().phase()).isEqualTo(Phase.ANTI_AIRCRAFT);
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void AIR_4_a_target_attacked_by_two_fighters_replies_once_at_one_drawn_at_random() {
        GameState s = standing(
                day3().at("Akagi", "G5")
                        .at("Enterprise", "I5")
                        .notReady("EF2")
                        .notReady("ED1")
                        .notReady("ET1")
                        .located(Side.JP, "I5")
                        .build(),
                Side.US,
                AA_SPREAD);
        s = standing(s, Side.JP, new StandingOrder.FighterPolicy(StandingOrder.FighterPolicy.Mode.FIGHTERS_FIRST));
        // EF1 defends Enterprise; Akagi's raid: AF1 escorts AD1; the initiative goes to JP
        KeyedDice dice = KeyedDice.of("T3/P3/JP-I5/initiative", 1)
                .and("T3/P4/JP-I5/R1/at-EF1/1", 9)
                .and("T3/P4/JP-I5/R1/at-EF1/2", 9)
                .and("T3/P4/JP-I5/EF1/reply/1", 9)
                .and("T3/P4/JP-I5/EF1/reply/2", 9);
        Play.Outcome p4 = Play.of(SC, s)
                .dice(dice)
                .jp(new AirOrder.Raid(I5, ids("AF1", "AD1"), Optional.empty()))
                .resolve();
        assertThat(p4.next().phase()).isEqualTo(Phase.AIR_COMBAT_2);
        // round 2, the US: nothing else to fire at R1 but EF1 alone; a reply is drawn only among several attackers
        assertThat(p4.events(Fire.class))
                .extracting(f -> f.kind() + " " + f.firer() + ">" + f.target())
                .containsExactly("FIGHTER AF1>EF1", "REPLY EF1>AF1");

        GameState twoOnOne = standing(
                day3().at("Akagi", "G5")
                        .at("Enterprise", "G5")
                        .located(Side.US, "G5")
                        .notReady("AD1")
                        .notReady("AT1")
                        .build(),
                Side.JP,
                AA_SPREAD);
        KeyedDice d2 = KeyedDice.of("T3/P3/US-G5/initiative", 9)
                .and("T3/P4/US-G5/R1/at-AF1/1", 10)
                .and("T3/P4/US-G5/R1/at-AF1/2", 10)
                .and("T3/P4/US-G5/R2/at-AF1/1", 10)
                .and("T3/P4/US-G5/R2/at-AF1/2", 10)
                .and("T3/P4/US-G5/AF1/reply-pick", 2)
                .and("T3/P4/US-G5/AF1/reply/1", 1)
                .and("T3/P4/US-G5/AF1/reply/2", 10);
        // round 1 is the US's, whose two fighters have AF1 alone to fire at: it is fought at once (I-ENG-47)
        Play.Outcome round1 = Play.of(SC, twoOnOne)
                .dice(d2)
                .us(new AirOrder.Raid(G5, ids("EF1", "EF2", "ED1"), Optional.empty()))
                .resolve();

        assertThat(round1.us())
                .contains(
                        "policy.applied.fighters.default hex=G5 policy=bombers-first step=AIR_COMBAT_1 units=EF1, EF2",
                        "combat.reply.fired-at firer=AF1 hex=G5 hits=1 result=reduced target=EF2");
        assertThat(round1.next().unitOrThrow(id("EF1")).steps()).isEqualTo(2);
        assertThat(round1.next().phase())
                .as("round 2: AF1 chooses among R1, R2, R3")
                .isEqualTo(Phase.AIR_COMBAT_2);
        assertThat(d2.unused()).isEmpty();
    }

    @Test
    void RAID_6_I_15_the_defenders_are_the_ready_fighters_of_the_carriers_in_the_hex_that_flew_no_other_mission() {
        // Astoria's AA beside Enterprise's: the US chooses its AA firer in phase 6, where the resolve stops (I-ENG-47)
        GameState s = day3().at("Akagi", "G5")
                .at("Enterprise", "I5")
                .at("Astoria", "I5")
                .flew("EF2", 3)
                .located(Side.JP, "I5")
                .located(Side.US, "G5")
                .build();
        KeyedDice dice = KeyedDice.of("T3/P3/JP-I5/initiative", 1).and("T3/P3/US-G5/initiative", 1);

        Play.Outcome p3 = Play.of(SC, s)
                .dice(dice)
                .jp(new AirOrder.Raid(I5, ids("AF1", "AD1"), Optional.empty()))
                .us(new AirOrder.Raid(G5, ids("EF1", "MD1"), Optional.empty()))
                .resolve();

        // EF1 escorts the US raid and EF2 flew a search this turn: Enterprise has no defender left;
        // AF1 escorts the JP raid: nobody defends Akagi either
        assertThat(p3.next().raids())
                .extracting(r -> r.attacker() + " " + r.defenders())
                .containsExactly("JP []", "US []");
        assertThat(p3.events(AirInitiative.class)).isEmpty();
        // RAID-7: each side sees the ready aircraft left on deck, not those gone on their own raid
        assertThat(p3.us())
                .contains("raid.seen.ready-aircraft hex=G5 name=AT1 steps=2 turn=3 type=T unit=AT1")
                .noneMatch(v -> v.contains("unit=AF1") || v.contains("unit=AD1"));
    }

    @Test
    void I_3_NAV_4_a_transport_hit_reduces_the_troops_aboard() {
        GameState s = standing(day3().at("TT1", "G5").located(Side.US, "G5").build(), Side.JP, AA_SPREAD);
        KeyedDice dice = KeyedDice.of("T3/P6/US-G5/TT1/at-R1/1", 9)
                .and("T3/P6/US-G5/TT1/at-R1/2", 9)
                .and("T3/P7/US-G5/R1/at-TT1/1", 1)
                .and("T3/P7/US-G5/R1/at-TT1/2", 10);
        // TT1 alone in G5: its AA has one bomber to fire at and MD1 one ship to bomb, neither side is asked (I-ENG-47)
        GameState after = Play.of(SC, s)
                .dice(dice)
                .us(new AirOrder.Raid(G5, ids("MD1"), Optional.empty()))
                .resolve()
                .next();

        assertThat(after.phase())
                .as("MD1 can land only at Midway: no recovery to ask (I-ENG-48)")
                .isEqualTo(Phase.MOVEMENT);
        assertThat(after.unitOrThrow(id("TT1")).steps()).isEqualTo(1);
        assertThat(after.unitOrThrow(id("SNLF1")).steps()).isEqualTo(1);
    }

    @Test
    void
            RAID_6_AIR_4_AIR_5_the_defending_fighters_meet_the_raid_and_in_round_2_the_escorts_fire_and_their_targets_reply() {
        GameState s = day3().at("Akagi", "G5")
                .at("Enterprise", "I5")
                .located(Side.US, "G5")
                .build();
        KeyedDice dice = KeyedDice.of("T3/P3/US-G5/initiative", 2)
                .and("T3/P4/US-G5/AF1/at-R2/1", 9)
                .and("T3/P4/US-G5/AF1/at-R2/2", 9)
                .and("T3/P4/US-G5/R2/reply/1", 10)
                .and("T3/P4/US-G5/R2/reply/2", 10)
                .and("T3/P5/US-G5/R1/at-AF1/1", 1)
                .and("T3/P5/US-G5/R1/at-AF1/2", 9)
                .and("T3/P5/US-G5/AF1/reply/1", 9)
                .and("T3/P6/US-G5/Akagi/at-R2/1", 9)
                .and("T3/P6/US-G5/Akagi/at-R2/2", 9)
                .and("T3/P7/US-G5/R2/at-Akagi/1", 9)
                .and("T3/P7/US-G5/R2/at-Akagi/2", 9);
        GameState p3 = Play.of(SC, s)
                .dice(dice)
                .us(new AirOrder.Raid(G5, ids("EF1", "ED1"), Optional.empty()))
                .resolve()
                .next();
        assertThat(p3.raids().get(0).defenders())
                .as("RAID-6: every ready fighter of the defender in the hex")
                .containsExactly(id("AF1"));

        // round 2 follows at once: the escort EF1 has AF1 alone to fire at (I-ENG-47); so do the AA fire and the
        // bombing, Akagi's AA and ED1 each with one target
        Play.Outcome round2 = Play.of(SC, p3)
                .dice(dice)
                .jp(new AirOrder.FighterTargets(G5, List.of(a("AF1", "R2"))))
                .resolve();

        assertThat(round2.us())
                .anyMatch(v -> v.startsWith("combat.fighter.fired firer=EF1 hex=G5"))
                .anyMatch(v -> v.startsWith("combat.reply.fired-at firer=AF1 hex=G5"));
        assertThat(round2.next().phase()).isEqualTo(Phase.RECOVERY);
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void AIR_1_AIR_2_heavy_bombers_meet_no_fighters_and_an_unescorted_raid_gives_the_defender_one_round() {
        GameState s = standing(
                day3().at("Akagi", "G5").located(Side.US, "G5").build(),
                Side.US,
                new StandingOrder.TargetPriority(StandingOrder.Step.BOMBING, List.of(UnitType.CV)));
        s = standing(
                s, Side.JP, AA_SPREAD, new StandingOrder.FighterPolicy(StandingOrder.FighterPolicy.Mode.BOMBERS_FIRST));
        KeyedDice dice = KeyedDice.of("T3/P7/US-G5/R1/at-Akagi/1", 10).and("T3/P7/US-G5/R1/at-Akagi/2", 10);

        Play.Outcome heavies = Play.of(SC, s)
                .dice(dice)
                .us(new AirOrder.Raid(G5, ids("MH1"), Optional.empty()))
                .resolve();

        assertThat(heavies.events(AirInitiative.class)).isEmpty();
        assertThat(heavies.us()).contains("policy.applied.bombing.standing hex=G5 policy=CV step=BOMBING units=MH1");
        assertThat(heavies.next().phase())
                .as("MH1 can land only at Midway: no recovery to ask (I-ENG-48)")
                .isEqualTo(Phase.MOVEMENT);

        KeyedDice d2 = KeyedDice.of("T3/P4/US-G5/AF1/at-R1/1", 9)
                .and("T3/P4/US-G5/AF1/at-R1/2", 9)
                .and("T3/P4/US-G5/R1/reply/1", 9)
                .and("T3/P4/US-G5/R1/reply/2", 9)
                .and("T3/P6/US-G5/Akagi/at-R1/1", 9)
                .and("T3/P6/US-G5/Akagi/at-R1/2", 9)
                .and("T3/P7/US-G5/R1/at-Akagi/1", 10)
                .and("T3/P7/US-G5/R1/at-Akagi/2", 10);
        Play.Outcome alone = Play.of(SC, s)
                .dice(d2)
                .us(new AirOrder.Raid(G5, ids("MD1"), Optional.empty()))
                .resolve();

        assertThat(alone.jp())
                .contains(
                        "air.initiative.defender hex=G5 side=JP",
                        "policy.applied.fighters.standing hex=G5 policy=bombers-first step=AIR_COMBAT_1 units=AF1");
        assertThat(alone.umpire()).noneMatch(v -> v.contains("AIR_COMBAT_2"));
        assertThat(d2.unused()).isEmpty();
    }

    @Test
    void AA_1_AA_2_one_firer_per_bomber_extra_firers_hold_their_fire_fighters_are_never_fired_at() {
        GameState s = day3().at("Akagi", "G5")
                .at("Enterprise", "I5")
                .at("Astoria", "I5")
                .notReady("EF1")
                .notReady("EF2")
                .located(Side.JP, "I5")
                .build();
        KeyedDice dice = KeyedDice.of("T3/P6/JP-I5/Enterprise/at-R2/1", 1)
                .and("T3/P6/JP-I5/Enterprise/at-R2/2", 2)
                .and("T3/P6/JP-I5/Astoria/at-R3/1", 9)
                .and("T3/P6/JP-I5/Astoria/at-R3/2", 9);
        Play.Outcome p3 = Play.of(SC, s)
                .dice(dice)
                .jp(new AirOrder.Raid(I5, ids("AF1", "AD1", "AT1"), Optional.empty()))
                .resolve();
        assertThat(p3.next().phase()).isEqualTo(Phase.ANTI_AIRCRAFT);

        Play.Outcome p6 = Play.of(SC, p3.next())
                .dice(dice)
                .us(new AirOrder.AaTargets(I5, List.of(a("Enterprise", "R2"), a("Astoria", "R2"))))
                .resolve();

        assertThat(p6.ignored()).containsExactly("US target-taken [R2, Astoria]");
        assertThat(p6.us())
                .contains(
                        "policy.applied.aa.default hex=I5 policy=spread step=ANTI_AIRCRAFT units=Astoria",
                        "combat.aa.fired firer=Enterprise hex=I5 hits=2 result=eliminated target=R2",
                        "combat.aa.fired firer=Astoria hex=I5 hits=0 result=missed target=R3");
        assertThat(p6.next().unitOrThrow(id("AD1")).isEliminated()).isTrue();
        assertThat(p6.next().vpOf(Side.US)).isEqualTo(Vp.of(1));
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void BOMB_2_a_hit_on_a_JP_battleship_is_real_on_1_to_5_only() {
        GameState s = standing(
                day3().at("Akagi", "G5")
                        .at("Yamato", "G5")
                        .notReady("AF1")
                        .located(Side.US, "G5")
                        .build(),
                Side.JP,
                AA_SPREAD);
        KeyedDice dice = KeyedDice.of("T3/P6/US-G5/Akagi/at-R1/1", 9)
                .and("T3/P6/US-G5/Akagi/at-R1/2", 9)
                .and("T3/P7/US-G5/R1/at-Yamato/1", 1)
                .and("T3/P7/US-G5/R1/at-Yamato/2", 2)
                .and("T3/P7/US-G5/R1/at-Yamato/bb1", 3)
                .and("T3/P7/US-G5/R1/at-Yamato/bb2", 8);
        GameState p7 = Play.of(SC, s)
                .dice(dice)
                .us(new AirOrder.Raid(G5, ids("MD1"), Optional.empty()))
                .resolve()
                .next();

        Play.Outcome bombed = Play.of(SC, p7)
                .dice(dice)
                .us(new AirOrder.BombingTargets(G5, List.of(a("MD1", "Yamato"))))
                .resolve();

        assertThat(bombed.us()).contains("combat.bomb.fired firer=MD1 hex=G5 hits=2 result=reduced target=Yamato");
        assertThat(bombed.next().unitOrThrow(id("Yamato")).steps()).isEqualTo(1);
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void BOMB_3_BOMB_4_BOMB_5_I_13_a_JP_carrier_damaged_by_a_bomber_with_aircraft_ready_on_deck_sinks_with_them() {
        GameState s = standing(
                day3().at("Akagi", "G5")
                        .notReady("AF1")
                        .notReady("AT1")
                        .located(Side.US, "G5")
                        .build(),
                Side.JP,
                AA_SPREAD);
        KeyedDice dice = KeyedDice.of("T3/P6/US-G5/Akagi/at-R1/1", 9)
                .and("T3/P6/US-G5/Akagi/at-R1/2", 9)
                .and("T3/P7/US-G5/R1/at-Akagi/1", 4)
                .and("T3/P7/US-G5/R1/at-Akagi/2", 10);
        // Akagi alone in G5: MD1 bombs it without the US being asked (I-ENG-47)
        Play.Outcome bombed = Play.of(SC, s)
                .dice(dice)
                .us(new AirOrder.Raid(G5, ids("MD1"), Optional.empty()))
                .resolve();

        GameState after = bombed.next();
        assertThat(after.unitOrThrow(id("Akagi")).isEliminated()).isTrue();
        for (String air : List.of("AF1", "AD1", "AT1", "AFR")) {
            assertThat(after.unitOrThrow(id(air)).isEliminated()).as(air).isTrue();
        }
        assertThat(bombed.us())
                .contains("combat.bomb.fired firer=MD1 hex=G5 hits=1 result=eliminated target=Akagi")
                .noneMatch(v -> v.startsWith("aircraft.lost"));
        assertThat(bombed.jp())
                .contains(
                        "aircraft.lost.reserve-lost aircraft=AFR base=Akagi",
                        "aircraft.lost.sunk-with-carrier aircraft=AD1, AF1, AT1 base=Akagi");
        // VP-1: the carrier's two steps and the three air units' six, none for the reserve (I-13)
        assertThat(after.vpOf(Side.US)).isEqualTo(Vp.of(10).plus(Vp.of(3)));
    }

    @Test
    void BOMB_3_a_US_carrier_damaged_by_a_bomber_loses_its_ready_aircraft_and_traps_the_others() {
        GameState s = standing(
                day3().at("Akagi", "G5")
                        .at("Enterprise", "I5")
                        .notReady("EF1")
                        .notReady("EF2")
                        .notReady("ET1")
                        .located(Side.JP, "I5")
                        .build(),
                Side.US,
                AA_SPREAD);
        KeyedDice dice = KeyedDice.of("T3/P6/JP-I5/Enterprise/at-R1/1", 9)
                .and("T3/P6/JP-I5/Enterprise/at-R1/2", 9)
                .and("T3/P7/JP-I5/R1/at-Enterprise/1", 5)
                .and("T3/P7/JP-I5/R1/at-Enterprise/2", 10);
        // Enterprise alone in I5: AD1 bombs it without JP being asked (I-ENG-47)
        Play.Outcome bombed = Play.of(SC, s)
                .dice(dice)
                .jp(new AirOrder.Raid(I5, ids("AD1"), Optional.empty()))
                .resolve();

        GameState after = bombed.next();
        assertThat(after.unitOrThrow(id("Enterprise")).steps()).isEqualTo(1);
        assertThat(after.unitOrThrow(id("ED1")).isEliminated()).isTrue();
        assertThat(after.unitOrThrow(id("ET1")).trapped()).isTrue();
        assertThat(bombed.jp())
                .contains("aircraft.destroyed-on-enemy-deck aircraft=ED1 base=Enterprise")
                .noneMatch(v -> v.contains("trapped"));
        assertThat(bombed.us())
                .contains(
                        "aircraft.lost.destroyed-on-deck aircraft=ED1 base=Enterprise",
                        "aircraft.lost.trapped aircraft=EF1, EF2, ET1 base=Enterprise");
        // REC-2: the damaged carrier takes nothing; AD1 goes home to Akagi, its one landing place, without JP
        // being asked for the recovery (I-ENG-48)
        assertThat(after.phase()).isEqualTo(Phase.MOVEMENT);
        assertThat(after.unitOrThrow(id("AD1")).location()).isEqualTo(new Location.Aboard(id("Akagi")));
    }

    @Test
    void MID_4_ships_in_the_Midway_hex_and_the_island_are_raided_and_defended_apart() {
        GameState s = day3().at("Akagi", "G5")
                .at("Enterprise", "H6")
                .located(Side.JP, "H6")
                .build()
                .withMidwayRaid(new MidwayRaidDeclaration(3, Side.JP, ids("AD1"), Optional.empty()));

        // the air combats follow at once, every defender with one raider to fire at (I-ENG-47): all miss here
        KeyedDice dice = KeyedDice.of("T3/P4/JP-H6-island/MF1/at-R1/1", 10)
                .and("T3/P4/JP-H6-island/MF1/at-R1/2", 10)
                .and("T3/P4/JP-H6-island/R1/reply/1", 10)
                .and("T3/P4/JP-H6-island/R1/reply/2", 10)
                .and("T3/P4/JP-H6/EF1/at-R2/1", 10)
                .and("T3/P4/JP-H6/EF1/at-R2/2", 10)
                .and("T3/P4/JP-H6/EF2/at-R2/1", 10)
                .and("T3/P4/JP-H6/EF2/at-R2/2", 10)
                .and("T3/P4/JP-H6/R2/reply-pick", 1)
                .and("T3/P4/JP-H6/R2/reply/1", 10)
                .and("T3/P4/JP-H6/R2/reply/2", 10);

        Play.Outcome p3 = Play.of(SC, s)
                .dice(dice)
                .jp(new AirOrder.Raid(H6, ids("AT1"), Optional.empty()))
                .resolve();

        assertThat(p3.next().phase())
                .as("the US chooses which Marines fire at R1")
                .isEqualTo(Phase.ANTI_AIRCRAFT);
        assertThat(dice.unused()).isEmpty();
        List<Raid> raids = p3.next().raids();
        assertThat(raids)
                .extracting(r -> r.island() + " " + r.defenders() + " "
                        + r.aircraft().get(0).unit())
                .containsExactly("true [MF1] AD1", "false [EF1, EF2] AT1");
        assertThat(p3.us())
                .contains(
                        "raid.arrived.island defenders=MF1 from=G6, H5 hex=H6 raiders=R1 turn=3",
                        "raid.arrived defenders=EF1, EF2 from=G6, H5 hex=H6 raiders=R2 turn=3");
    }

    @Test
    void MID_3_MID_1_once_JP_troops_are_ashore_the_US_raids_them_and_air_attack_never_eliminates_them() {
        GameState s = standing(day3().ashore("SNLF1", "H6").steps("SNLF1", 1).build(), Side.JP, AA_SPREAD)
                .withMidwayRaid(new MidwayRaidDeclaration(3, Side.US, ids("MD1"), Optional.empty()));
        KeyedDice dice = KeyedDice.of("T3/P6/US-H6-island/SNLF1/at-R1/1", 9)
                .and("T3/P7/US-H6-island/R1/at-SNLF1/1", 1)
                .and("T3/P7/US-H6-island/R1/at-SNLF1/2", 1);
        // SNLF1 is MD1's only target: the US is not asked for the bombing (I-ENG-47); JP, whose troops choose
        // between MarA and MarB, is asked for the land combat
        Play.Outcome bombed = Play.of(SC, s).dice(dice).resolve();

        assertThat(bombed.next().phase()).isEqualTo(Phase.LANDING);
        assertThat(bombed.us()).contains("combat.bomb.fired firer=MD1 hex=H6 hits=2 result=held target=SNLF1");
        assertThat(bombed.next().unitOrThrow(id("SNLF1")).steps()).isEqualTo(1);
        assertThat(bombed.next().midway())
                .as("MID-2 is for hits on US land units")
                .isEqualTo(MidwayState.INTACT);
    }

    @Test
    void MID_2_hits_never_take_Midway_below_no_capacity_nor_below_no_search() {
        GameState s = standing(
                        day3().at("Akagi", "G5")
                                .notReady("MF1")
                                .midway(new MidwayState(8, 4, false))
                                .build(),
                        Side.US,
                        new StandingOrder.AaPolicy(StandingOrder.AaPolicy.Mode.SPREAD))
                .withMidwayRaid(new MidwayRaidDeclaration(3, Side.JP, ids("AT1"), Optional.empty()));
        KeyedDice dice = KeyedDice.of("T3/P6/JP-H6-island/MarA/at-R1/1", 9)
                .and("T3/P6/JP-H6-island/MarA/at-R1/2", 9)
                .and("T3/P7/JP-H6-island/R1/at-MarA/1", 1)
                .and("T3/P7/JP-H6-island/R1/at-MarA/2", 1)
                .and("T3/P7/JP-H6-island/R1/at-MarA/hit1/ground", 1)
                .and("T3/P7/JP-H6-island/R1/at-MarA/hit2/ground", 1);
        GameState p7 = Play.of(SC, s).dice(dice).resolve().next();

        GameState after = Play.of(SC, p7)
                .dice(dice)
                .jp(new AirOrder.BombingTargets(H6, List.of(a("AT1", "MarA"))))
                .resolve()
                .next();

        assertThat(after.unitOrThrow(id("MarA")).steps())
                .as("the two hits landed")
                .isEqualTo(1);
        assertThat(after.midway()).isEqualTo(new MidwayState(8, 4, false));
        assertThat(dice.unused()).isEmpty();
    }

    private static GameState recovery(Position p, Raid raid) {
        return p.build().at(3, Phase.RECOVERY).withRaids(List.of(raid));
    }

    /** A US raid on G5 that took off from Midway (H6) and Enterprise (in H5), back for the recovery. */
    private static GameState usBackFromG5(Position p, String... aircraft) {
        List<Raid.Flight> flights = new ArrayList<>();
        for (String a : aircraft) {
            UnitId base = a.startsWith("M") ? id("MID") : id("Enterprise");
            flights.add(new Raid.Flight(
                    id(a), id("R" + (flights.size() + 1)), base, a.startsWith("M") ? H6 : Hex.parse("H5")));
            p.flew(a, 3).place(a, new Location.Aloft(base, G5));
        }
        return recovery(
                p, new Raid(3, Side.US, G5, false, flights, List.of(), List.of(), Optional.empty(), Optional.empty()));
    }

    @Test
    void I_ENG_48_REC_2_the_recovery_asks_for_landings_only_when_an_aircraft_has_more_than_one_way_to_land() {
        Position p = Position.of(SC).turn(3, Phase.RECOVERY).fogLifted(1).at("Enterprise", "H5");
        GameState askMe = standing(usBackFromG5(p, "MD1"), Side.US, ASK_ME);
        assertThat(TurnEngine.awaiting(SC, askMe))
                .as("REC-2: Midway's D lands only at Midway")
                .isEmpty();
        assertThat(TurnEngine.awaiting(
                        SC,
                        usBackFromG5(
                                Position.of(SC)
                                        .turn(3, Phase.RECOVERY)
                                        .fogLifted(1)
                                        .at("Enterprise", "H5"),
                                "ED1")))
                .as("ED1: Enterprise or Midway")
                .containsExactly(Side.US);
        // MD1 and MH1 can land only at Midway: with room for both, no choice; with room for one, which of them ditches
        GameState room = usBackFromG5(
                Position.of(SC)
                        .turn(3, Phase.RECOVERY)
                        .fogLifted(1)
                        .at("Enterprise", "H5")
                        .midway(new MidwayState(4, 0, false)),
                "MD1",
                "MH1");
        assertThat(TurnEngine.awaiting(SC, room)).isEmpty();
        GameState short1 = usBackFromG5(
                Position.of(SC)
                        .turn(3, Phase.RECOVERY)
                        .fogLifted(1)
                        .at("Enterprise", "H5")
                        .midway(new MidwayState(5, 0, false)),
                "MD1",
                "MH1");
        assertThat(TurnEngine.awaiting(SC, short1)).containsExactly(Side.US);
        // without a choice the recovery is made at once, by the default: MD1 lands at Midway
        Play.Outcome o = Play.of(SC, askMe).resolve();
        assertThat(o.next().unitOrThrow(id("MD1")).location()).isEqualTo(new Location.Aboard(id("MID")));
        assertThat(o.next().phase()).isEqualTo(Phase.MOVEMENT);
    }

    @Test
    void REC_5_VP_2_aircraft_with_nowhere_to_land_ditch() {
        Raid raid = new Raid(
                3,
                Side.JP,
                H6,
                true,
                List.of(new Raid.Flight(id("AD1"), id("R1"), id("Akagi"), G5)),
                List.of(),
                List.of(),
                Optional.empty(),
                Optional.empty());
        Position p = Position.of(SC)
                .turn(3, Phase.RECOVERY)
                .fogLifted(1)
                .eliminated("Akagi", 3)
                .flew("AD1", 3);
        p.place("AD1", new Location.Aloft(id("Akagi"), H6));

        Play.Outcome o = Play.of(SC, recovery(p, raid)).resolve();

        assertThat(o.next().unitOrThrow(id("AD1")).isEliminated()).isTrue();
        assertThat(o.jp()).contains("aircraft.lost.ditched aircraft=AD1 base=Akagi");
        assertThat(o.next().vpOf(Side.US)).isEqualTo(Vp.of(1));
    }

    @Test
    void REC_2_REC_4_Midway_aircraft_do_not_land_on_carriers_and_a_full_base_takes_no_more() {
        Raid raid = new Raid(
                3,
                Side.US,
                G5,
                false,
                List.of(new Raid.Flight(id("MD1"), id("R1"), id("MID"), H6)),
                List.of(),
                List.of(),
                Optional.empty(),
                Optional.empty());
        Position p = Position.of(SC)
                .turn(3, Phase.RECOVERY)
                .fogLifted(1)
                .at("Enterprise", "H5")
                .flew("MD1", 3)
                .midway(new MidwayState(8, 0, false));
        p.place("MD1", new Location.Aloft(id("MID"), G5));

        Play.Outcome o = Play.of(SC, recovery(p, raid))
                .us(new RecoveryOrder.LandAircraft(id("MD1"), id("Enterprise")))
                .resolve();

        assertThat(o.ignored()).containsExactly("US refused midway-aircraft-on-carrier [Enterprise, MD1]");
        assertThat(o.next().unitOrThrow(id("MD1")).isEliminated())
                .as("Midway is full (MID-2): it ditches")
                .isTrue();
        assertThat(o.next().vpOf(Side.JP)).isEqualTo(Vp.half());
    }

    @Test
    void RES_1_RES_2_a_reserve_fighter_unit_comes_in_once_on_its_undamaged_carrier_and_gives_the_US_its_VP() {
        GameState s = Position.of(SC)
                .turn(3, Phase.RECOVERY)
                .fogLifted(1)
                .at("Akagi", "C5")
                .build();

        Play.Outcome o = Play.of(SC, s)
                .jp(new RecoveryOrder.BringInReserve(id("AFR"), Readiness.NOT_READY))
                .resolve();

        assertThat(o.next().unitOrThrow(id("AFR")).location()).isEqualTo(new Location.Aboard(id("Akagi")));
        assertThat(o.next().unitOrThrow(id("AFR")).readiness()).isEqualTo(Readiness.NOT_READY);
        assertThat(o.jp()).contains("recovery.reserve.not-ready carrier=Akagi unit=AFR");
        assertThat(o.us()).noneMatch(v -> v.contains("AFR"));
        assertThat(o.next().vpOf(Side.US)).isEqualTo(Vp.half());

        Play.Outcome again = Play.of(SC, o.next().at(4, Phase.MOVEMENT))
                .jp(new RecoveryOrder.BringInReserve(id("AFR"), Readiness.READY))
                .resolve();
        assertThat(again.ignored()).containsExactly("JP refused not-in-reserve [AFR]");
    }
}
