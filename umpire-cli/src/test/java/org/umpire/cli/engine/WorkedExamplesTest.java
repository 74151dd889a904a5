package org.umpire.cli.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.MidwayRaidDeclaration;
import org.umpire.engine.state.MidwayState;
import org.umpire.engine.testkit.KeyedDice;
import org.umpire.engine.testkit.Play;
import org.umpire.engine.testkit.Position;

/**
 * The French rules' two worked examples, played on the real scenario data with scripted dice:
 * AIR-6 (one air combat over Midway, two rounds) and the example turn (Soryu in F6 raids Midway,
 * phases 3 to 8 of the text, recovery included).
 */
class WorkedExamplesTest {

    private static final Scenario SC = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);
    private static final Hex H6 = Hex.parse("H6");

    private static UnitId id(String s) {
        return UnitId.of(s);
    }

    private static Assignment a(String firer, String target) {
        return new Assignment(id(firer), id(target));
    }

    /** Turn 3 (day), phase 3: Soryu in F6 with its Midway raid declared; Midway with what the example lists. */
    private static GameState frenchExampleTurn(List<String> raid, String... lostAtMidway) {
        Position p =
                Position.of(SC).turn(3, Phase.RAID_DECLARATION).fogLifted(1).at("Soryu", "F6");
        for (String id : lostAtMidway) {
            p.eliminated(id, 2);
        }
        GameState s = p.build();
        return s.withMidwayRaid(new MidwayRaidDeclaration(
                3, Side.JP, raid.stream().map(UnitId::of).sorted().collect(Collectors.toList()), Optional.empty()));
    }

    @Test
    void AIR_6_AIR_5_worked_example_one_F_and_one_D_over_Midway_meet_two_US_F_JP_initiative_then_roles_reversed() {
        // 1×F + 1×D of Soryu; Midway keeps only its two full Buffalos as fighters (no AA firer: no
        // Marines left would fire at the D, so every Marine stands by: we only follow the air combat)
        GameState s = frenchExampleTurn(List.of("SF1", "SD1"), "MF3");
        KeyedDice dice = KeyedDice.of("T3/P3/JP-H6-island/initiative", 2) // 1-5: JP
                .and("T3/P4/JP-H6-island/R1/at-MF1/1", 3)
                .and("T3/P4/JP-H6-island/R1/at-MF1/2", 9) // 1 hit: MF1 reduced
                .and("T3/P4/JP-H6-island/MF1/reply/1", 2) // reply, 1 die: JP F reduced
                .and("T3/P5/JP-H6-island/MF2/at-R2/1", 1)
                .and("T3/P5/JP-H6-island/MF2/at-R2/2", 10) // 1 hit: D reduced
                .and("T3/P5/JP-H6-island/R2/reply/1", 9) // the D misses
                .and("T3/P5/JP-H6-island/MF1/at-R1/1", 2); // 1 die, hit: JP F eliminated

        Play.Outcome p3 = Play.of(SC, s).dice(dice).resolve();
        assertThat(p3.next().phase()).isEqualTo(Phase.AIR_COMBAT_1);
        assertThat(p3.us())
                .contains(
                        "raid.arrived.island defenders=MF1, MF2 from=G6, G7 hex=H6 raiders=R1, R2 turn=3",
                        "raid.seen.raider hex=H6 name=R1 steps=2 turn=3 type=F unit=R1",
                        "raid.seen.raider hex=H6 name=R2 steps=2 turn=3 type=D unit=R2",
                        "air.initiative.rolled hex=H6 side=JP");
        Play.Outcome p4 = Play.of(SC, p3.next())
                .dice(dice)
                .jp(new AirOrder.FighterTargets(H6, List.of(a("SF1", "MF1"))))
                .resolve();
        assertThat(p4.next().phase()).isEqualTo(Phase.AIR_COMBAT_2);
        assertThat(p4.us())
                .containsExactly(
                        "combat.fighter.fired-at firer=R1 hex=H6 hits=1 result=reduced target=MF1",
                        "combat.reply.fired firer=MF1 hex=H6 hits=1 result=reduced target=R1");
        Play.Outcome p5 = Play.of(SC, p4.next())
                .dice(dice)
                .us(new AirOrder.FighterTargets(H6, List.of(a("MF2", "R2"), a("MF1", "R1"))))
                .resolve();

        assertThat(p5.jp())
                .contains(
                        "combat.fighter.fired-at firer=MF1 hex=H6 hits=1 result=eliminated target=SF1",
                        "combat.fighter.fired-at firer=MF2 hex=H6 hits=1 result=reduced target=SD1",
                        "combat.reply.fired firer=SD1 hex=H6 hits=0 result=missed target=MF2");
        GameState after = p5.next();
        assertThat(after.unitOrThrow(id("SF1")).location()).isInstanceOf(Location.Eliminated.class);
        assertThat(after.unitOrThrow(id("SD1")).steps()).isEqualTo(1);
        assertThat(after.unitOrThrow(id("MF1")).steps()).isEqualTo(1);
        assertThat(after.unitOrThrow(id("MF2")).steps()).isEqualTo(2);
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void French_example_turn_Soryu_in_F6_raids_Midway_phases_3_to_8_as_written() {
        // "américains : 2xF, 1xD, 1xT, 1xH, 6 Marines" — losses before this turn
        GameState s = frenchExampleTurn(List.of("SF1", "SD1", "SD2", "ST1", "ST2"), "MF3", "MD2", "MD3", "MM1", "MH2");
        KeyedDice dice = KeyedDice.of("T3/P3/JP-H6-island/initiative", 8) // 6-10: the US
                // phase 4: each US F on one D: R2 shot down (no reply), R3 damaged, its reply misses
                .and("T3/P4/JP-H6-island/MF1/at-R2/1", 1)
                .and("T3/P4/JP-H6-island/MF1/at-R2/2", 2)
                .and("T3/P4/JP-H6-island/MF2/at-R3/1", 3)
                .and("T3/P4/JP-H6-island/MF2/at-R3/2", 9)
                .and("T3/P4/JP-H6-island/R3/reply/1", 8)
                // phase 5: the JP F on one US F: damaged, its reply damages the JP F
                .and("T3/P5/JP-H6-island/R1/at-MF1/1", 9)
                .and("T3/P5/JP-H6-island/R1/at-MF1/2", 4)
                .and("T3/P5/JP-H6-island/MF1/reply/1", 1)
                // phase 6: companies A, B, C on the damaged D and the two T: one T shot down
                .and("T3/P6/JP-H6-island/MarA/at-R3/1", 7)
                .and("T3/P6/JP-H6-island/MarA/at-R3/2", 9)
                .and("T3/P6/JP-H6-island/MarB/at-R4/1", 6)
                .and("T3/P6/JP-H6-island/MarB/at-R4/2", 10)
                .and("T3/P6/JP-H6-island/MarC/at-R5/1", 2)
                .and("T3/P6/JP-H6-island/MarC/at-R5/2", 4)
                // phase 7: the damaged D on company A misses; the intact T hits company B twice
                .and("T3/P7/JP-H6-island/R3/at-MarA/1", 10)
                .and("T3/P7/JP-H6-island/R4/at-MarB/1", 1)
                .and("T3/P7/JP-H6-island/R4/at-MarB/2", 5)
                // MID-2: two aircraft on the ground drawn at random among MD1, MH1, MT1 (the F are up intercepting)
                .and("T3/P7/JP-H6-island/R4/at-MarB/hit1/ground", 3)
                .and("T3/P7/JP-H6-island/R4/at-MarB/hit2/ground", 1);

        Play.Outcome p3 = Play.of(SC, s).dice(dice).resolve();
        assertThat(p3.us())
                .contains(
                        "raid.arrived.island defenders=MF1, MF2 from=G6, G7 hex=H6 raiders=R1, R2, R3, R4, R5 turn=3",
                        "air.initiative.rolled hex=H6 side=US");
        assertThat(p3.jp())
                .contains(
                        "raid.launched.island aircraft=SD1, SD2, SF1, ST1, ST2 hex=H6",
                        "raid.seen.fighter hex=H6 name=Buffalo steps=2 turn=3 type=F unit=MF1",
                        "raid.seen.ground-aircraft hex=H6 name=Flying Fortress steps=2 turn=3 type=H unit=MH1",
                        "raid.seen.land hex=H6 name=Marine company F steps=2 turn=3 type=LAND unit=MarF");
        assertThat(p3.next().phase()).isEqualTo(Phase.AIR_COMBAT_1);

        Play.Outcome p4 = Play.of(SC, p3.next())
                .dice(dice)
                .us(new AirOrder.FighterTargets(H6, List.of(a("MF1", "R2"), a("MF2", "R3"))))
                .resolve();
        assertThat(p4.jp())
                .containsExactly(
                        "combat.fighter.fired-at firer=MF1 hex=H6 hits=2 result=eliminated target=SD1",
                        "combat.fighter.fired-at firer=MF2 hex=H6 hits=1 result=reduced target=SD2",
                        "combat.reply.fired firer=SD2 hex=H6 hits=0 result=missed target=MF2");
        Play.Outcome p5 = Play.of(SC, p4.next())
                .dice(dice)
                .jp(new AirOrder.FighterTargets(H6, List.of(a("SF1", "MF1"))))
                .resolve();
        assertThat(p5.us())
                .containsExactly(
                        "combat.fighter.fired-at firer=R1 hex=H6 hits=1 result=reduced target=MF1",
                        "combat.reply.fired firer=MF1 hex=H6 hits=1 result=reduced target=R1");
        Play.Outcome p6 = Play.of(SC, p5.next())
                .dice(dice)
                .us(new AirOrder.AaTargets(H6, List.of(a("MarA", "R3"), a("MarB", "R4"), a("MarC", "R5"))))
                .resolve();
        assertThat(p6.jp())
                .containsExactly(
                        "combat.aa.fired-at firer=MarA hex=H6 hits=0 result=missed target=SD2",
                        "combat.aa.fired-at firer=MarB hex=H6 hits=0 result=missed target=ST1",
                        "combat.aa.fired-at firer=MarC hex=H6 hits=2 result=eliminated target=ST2");
        // phase 8 of the text (recovery): the Japanese aircraft land back on Soryu, no problem here; Soryu is
        // their one landing place and the US has nothing to ready, so nobody is asked and the turn ends (I-ENG-48)
        Play.Outcome p7 = Play.of(SC, p6.next())
                .dice(dice)
                .jp(new AirOrder.BombingTargets(H6, List.of(a("SD2", "MarA"), a("ST1", "MarB"))))
                .resolve();
        assertThat(p7.jp())
                .containsExactly(
                        "combat.bomb.fired firer=SD2 hex=H6 hits=0 result=missed target=MarA",
                        "combat.bomb.fired firer=ST1 hex=H6 hits=2 result=reduced target=MarB",
                        "midway.damaged aircraft=MD1, MT1 capacity=6 hits=2 searches=2",
                        "recovery.landed aircraft=SD2, SF1, ST1 base=Soryu",
                        "turn.ended turn=3",
                        "turn.began.day date=1942-06-03 time=15:00 turn=4");
        GameState bombed = p7.next();
        assertThat(bombed.unitOrThrow(id("MarB")).steps()).isEqualTo(1);
        assertThat(bombed.midway()).isEqualTo(new MidwayState(2, 2, false));
        assertThat(bombed.unitOrThrow(id("ST1")).location()).isEqualTo(new Location.Aboard(id("Soryu")));
        assertThat(bombed.turn()).isEqualTo(4);
        assertThat(bombed.phase()).isEqualTo(Phase.MOVEMENT);
        assertThat(dice.unused()).isEmpty();
    }
}
