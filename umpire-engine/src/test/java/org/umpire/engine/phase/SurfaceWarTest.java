package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.CombatOrder;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.Board;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.StandingOrders;
import org.umpire.engine.testkit.KeyedDice;
import org.umpire.engine.testkit.Play;
import org.umpire.engine.testkit.Position;
import org.umpire.engine.testkit.TestScenario;

/** The surface war, rule by rule (sections 8–10): naval combat, submarines, bombardment, landing and land combat. */
class SurfaceWarTest {

    /**
     * US Astoria (CA 3), Atlanta (CL 3, reduced), DesRon1 (DD), Enterprise (CV, naval value 0) and its
     * aircraft, SS1 (SS 3), MarA MarB (land 3) and the Midway aircraft; JP Nagara (CL 3, reduced),
     * DesRon2 (DD), Kaga (CV, 0), Yamato (BB 3), TT1 with SNLF1 and TT2 with SNLF2 (land 5), SFT,
     * ST11, I-168 (SS 4).
     */
    private static final Scenario SC = TestScenario.builder()
            .us("Enterprise", UnitType.CV, 2, "1")
            .letter("Enterprise", "E")
            .capacity("Enterprise", 18)
            .usAir("EF1", UnitType.F, 4, "Enterprise")
            .usAir("ED1", UnitType.D, 5, "Enterprise")
            .us("Astoria", UnitType.CA, 2, "1")
            .us("Atlanta", UnitType.CL, 1, "1")
            .us("DesRon1", UnitType.DD, 2, "1")
            .us("SS1", UnitType.SS, 2, "1/2")
            .usLand("MarA")
            .usLand("MarB")
            .usAir("MF1", UnitType.F, 4, "MID")
            .usAir("MD1", UnitType.D, 5, "MID")
            .jpOnMap("I-168", UnitType.SS, 1, "1/2")
            .jp("Kaga", UnitType.CV, 2, "1", 1)
            .letter("Kaga", "K")
            .capacity("Kaga", 16)
            .jp("Nagara", UnitType.CL, 1, "1", 1)
            .jp("DesRon2", UnitType.DD, 2, "1", 1)
            .jp("DesRon3", UnitType.DD, 2, "1", 1)
            .jp("TT1", UnitType.TT, 2, "1/3", 3)
            .jpLand("SNLF1", "TT1")
            .jp("TT2", UnitType.TT, 2, "1/3", 3)
            .jpLand("SNLF2", "TT2")
            .jp("SFT", UnitType.SFT, 2, "1/2", 3)
            .jp("ST11", UnitType.ST, 2, "1/2", 11)
            .jp("Yamato", UnitType.BB, 2, "1", 13)
            .values("Enterprise", 0, 2, 0)
            .values("Kaga", 0, 2, 0)
            .build();

    private static final Hex J5 = Hex.parse("J5");
    private static final Hex H6 = Hex.parse("H6");

    private static UnitId id(String s) {
        return UnitId.of(s);
    }

    private static Assignment a(String firer, String target) {
        return new Assignment(id(firer), id(target));
    }

    private static Position day(int turn, Phase phase) {
        return Position.of(SC).turn(turn, phase).fogLifted(1);
    }

    private static GameState standing(GameState s, Side side, StandingOrder... orders) {
        StandingOrders so = s.standingOf(side);
        for (StandingOrder o : orders) {
            so = so.with(o);
        }
        return s.withStanding(side, so);
    }

    // --- naval combat (NAV) -------------------------------------------------------------------

    @Test
    void NAV_1_NAV_2_NAV_3_I_10_the_initiative_side_fires_first_and_the_survivors_reply() {
        GameState s = day(9, Phase.NAVAL_COMBAT)
                .at("Astoria", "J5")
                .at("Enterprise", "J5")
                .at("Nagara", "J5")
                .at("Kaga", "J5")
                .at("Atlanta", "K5")
                .at("DesRon2", "K4")
                .located(Side.US, "J5")
                .build();
        assertThat(TurnEngine.awaiting(SC, s)).containsExactly(Side.US);
        KeyedDice dice = KeyedDice.of("T9/P8/J5/initiative", 2)
                .and("T9/P8/J5/Nagara/at-Astoria/1", 1)
                .and("T9/P8/J5/Astoria/at-Nagara/1", 3);

        Play.Outcome o = Play.of(SC, s)
                .dice(dice)
                .us(new CombatOrder.DeclareNavalCombat(J5))
                .resolve();

        assertThat(o.us())
                .contains(
                        "naval.combat declared-by=US hex=J5 initiative=JP",
                        "raid.seen.ship hex=J5 name=Nagara steps=1 turn=9 type=CL unit=Nagara",
                        "raid.seen.ship hex=J5 name=Kaga steps=2 turn=9 type=CV unit=Kaga",
                        "policy.applied.surface.default hex=J5 policy=BB > CA > CL > DD > CV > CVL > TT > SFT > ST step=NAVAL_COMBAT units=Astoria",
                        "combat.surface.fired-at firer=Nagara hex=J5 hits=1 result=reduced target=Astoria",
                        "combat.surface.fired firer=Astoria hex=J5 hits=1 result=eliminated target=Nagara");
        assertThat(o.jp())
                .contains(
                        "naval.combat declared-by=US hex=J5 initiative=JP",
                        "combat.surface.fired firer=Nagara hex=J5 hits=1 result=reduced target=Astoria",
                        "combat.surface.fired-at firer=Astoria hex=J5 hits=1 result=eliminated target=Nagara");
        assertThat(o.jp())
                .as("double blind: JP learns the ships that fought it in J5, nothing else")
                .noneMatch(v -> v.contains("Atlanta") || v.contains("K5"));
        assertThat(o.us()).noneMatch(v -> v.contains("DesRon2") || v.contains("K4"));
        assertThat(o.umpire())
                .contains(
                        "umpire.naval.combat declared-by=US hex=J5 initiative=JP roll=2",
                        "umpire.combat.surface dice=3 firer=Astoria hex=J5 hits=1 result=eliminated side=US target=Nagara value=3");
        GameState after = o.next();
        assertThat(after.unitOrThrow(id("Nagara")).isEliminated()).isTrue();
        assertThat(after.unitOrThrow(id("Astoria")).steps())
                .as("the reply came from the reduced Astoria: 1 die")
                .isEqualTo(1);
        assertThat(after.vpOf(Side.US)).isEqualTo(Vp.of(1));
        assertThat(after.vpOf(Side.JP)).isEqualTo(Vp.of(2));
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void NAV_3_non_combatants_are_picked_only_once_every_enemy_combatant_has_a_firer() {
        List<Targeting.Candidate> targets = List.of(
                new Targeting.Candidate(id("Kaga"), UnitType.CV, 2, 0),
                new Targeting.Candidate(id("Nagara"), UnitType.CL, 1, 3),
                new Targeting.Candidate(id("DesRon2"), UnitType.DD, 2, 3));

        Map<UnitId, UnitId> picks =
                Targeting.surface(List.of(id("A"), id("B"), id("C"), id("D")), targets, List.of(UnitType.CV));

        assertThat(picks)
                .containsEntry(id("A"), id("Nagara"))
                .containsEntry(id("B"), id("DesRon2"))
                .containsEntry(id("C"), id("Kaga"))
                .containsEntry(id("D"), id("Kaga"));
    }

    @Test
    void NAV_1_no_declaration_in_fog_nor_where_the_side_did_not_locate_nor_without_enemy_ships() {
        GameState s = Position.of(SC)
                .turn(9, Phase.NAVAL_COMBAT)
                .at("Astoria", "B2")
                .at("Nagara", "B2")
                .at("Atlanta", "J5")
                .at("DesRon1", "K5")
                .located(Side.US, "K5")
                .build();

        Play.Outcome o = Play.of(SC, s)
                .dice(KeyedDice.of("T9/P11/fog-lift", 10))
                .us(
                        new CombatOrder.DeclareNavalCombat(Hex.parse("B2")),
                        new CombatOrder.DeclareNavalCombat(J5),
                        new CombatOrder.DeclareNavalCombat(Hex.parse("K5")))
                .resolve();

        assertThat(o.ignored())
                .containsExactly(
                        "US refused fog-no-combat [B2]", "US refused hex-not-located [J5]", "US no-enemy-ships [K5]");
        assertThat(o.umpire()).noneMatch(v -> v.startsWith("umpire.naval.combat"));
    }

    @Test
    void I_ENG_37_NAV_1_SUB_1_phase_8_asks_a_side_only_with_ships_or_submarines_in_a_hex_it_located() {
        Position p = day(9, Phase.NAVAL_COMBAT)
                .at("Astoria", "K5")
                .at("Nagara", "J5")
                .located(Side.US, "J5");
        assertThat(TurnEngine.awaiting(SC, p.build()))
                .as("no US ship in J5: nothing to declare there")
                .isEmpty();
        assertThat(TurnEngine.awaiting(SC, p.at("SS1", "J5").build()))
                .as("SUB-1: SS1 may attack")
                .containsExactly(Side.US);
        assertThat(TurnEngine.awaiting(SC, p.at("SS1", "K5").at("Astoria", "J5").build()))
                .as("NAV-1: Astoria may declare")
                .containsExactly(Side.US);
    }

    @Test
    void I_ENG_37_SUB_2_no_side_is_asked_to_screen_and_a_hidden_submarine_never_decides_who_is_asked() {
        // DesRon1 could screen I-168 if it attacked; the US is never asked for it (it cannot know of a submarine
        // before it attacks, SRCH-3): the default screen applies, whether I-168 is there or not
        GameState without = day(9, Phase.NAVAL_COMBAT)
                .at("DesRon1", "J5")
                .at("Nagara", "K5")
                .at("I-168", "K4")
                .build();
        GameState with = day(9, Phase.NAVAL_COMBAT)
                .at("DesRon1", "J5")
                .at("Nagara", "K5")
                .at("I-168", "J5")
                .build();
        assertThat(TurnEngine.awaiting(SC, with))
                .isEqualTo(TurnEngine.awaiting(SC, without))
                .isEmpty();
        // the US located Nagara in K5, JP located J5 (its submarine's automatic search): each is asked for its own
        // units only, and the US exactly as when I-168 is elsewhere
        Supplier<Position> usLocated = () -> day(9, Phase.NAVAL_COMBAT)
                .at("DesRon1", "J5")
                .at("Astoria", "K5")
                .at("Nagara", "K5")
                .located(Side.US, "K5");
        assertThat(TurnEngine.awaiting(
                        SC,
                        usLocated.get().at("I-168", "J5").located(Side.JP, "J5").build()))
                .containsExactly(Side.US, Side.JP);
        assertThat(TurnEngine.awaiting(SC, usLocated.get().at("I-168", "K4").build()))
                .containsExactly(Side.US);
    }

    @Test
    void NAV_5_I_10_at_night_the_US_fires_at_plus_one_and_a_simultaneous_initiative_fires_both_sides_at_once() {
        GameState s = Position.of(SC)
                .turn(6, Phase.NAVAL_COMBAT)
                .fogLifted(1)
                .at("Astoria", "J5")
                .at("Nagara", "J5")
                .located(Side.JP, "J5")
                .build();
        KeyedDice dice = KeyedDice.of("T6/P8/J5/initiative", 9)
                .and("T6/P8/J5/Astoria/at-Nagara/1", 3)
                .and("T6/P8/J5/Astoria/at-Nagara/2", 2)
                .and("T6/P8/J5/Nagara/at-Astoria/1", 3)
                .and("T6/P11/fog-lift", 10);

        Play.Outcome o = Play.of(SC, s)
                .dice(dice)
                .jp(new CombatOrder.DeclareNavalCombat(J5))
                .resolve();

        assertThat(o.umpire())
                .contains(
                        "umpire.naval.combat declared-by=JP hex=J5 initiative=simultaneous roll=9",
                        "umpire.combat.surface dice=2, 3 firer=Astoria hex=J5 hits=1 result=eliminated side=US target=Nagara value=2",
                        "umpire.combat.surface dice=3 firer=Nagara hex=J5 hits=1 result=reduced side=JP target=Astoria value=3");
        assertThat(o.next().unitOrThrow(id("Astoria")).steps())
                .as("the sunk Nagara fired all the same")
                .isEqualTo(1);
    }

    @Test
    void NAV_4_BOMB_2_a_hit_on_a_JP_battleship_by_gunfire_is_real_on_1_to_5() {
        GameState s = day(9, Phase.NAVAL_COMBAT)
                .at("Astoria", "J5")
                .at("Yamato", "J5")
                .located(Side.US, "J5")
                .seen(Side.US, "Yamato", "J5")
                .build();
        KeyedDice dice = KeyedDice.of("T9/P8/J5/initiative", 6)
                .and("T9/P8/J5/Astoria/at-Yamato/1", 1)
                .and("T9/P8/J5/Astoria/at-Yamato/2", 2)
                .and("T9/P8/J5/Astoria/at-Yamato/bb1", 5)
                .and("T9/P8/J5/Astoria/at-Yamato/bb2", 6)
                .and("T9/P8/J5/Yamato/at-Astoria/1", 9);

        Play.Outcome o = Play.of(SC, s)
                .dice(dice)
                .us(
                        new CombatOrder.DeclareNavalCombat(J5),
                        new CombatOrder.SurfaceTargets(J5, List.of(a("Astoria", "Yamato"))))
                .resolve();

        assertThat(o.us())
                .contains("combat.surface.fired firer=Astoria hex=J5 hits=2 result=reduced target=Yamato")
                .noneMatch(v -> v.startsWith("policy.applied"));
        assertThat(o.next().unitOrThrow(id("Yamato")).steps()).isEqualTo(1);
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void NAV_4_BOMB_3_gunfire_damaging_a_carrier_traps_its_ready_aircraft_instead_of_destroying_them() {
        GameState s = day(9, Phase.NAVAL_COMBAT)
                .at("Enterprise", "J5")
                .at("Nagara", "J5")
                .located(Side.JP, "J5")
                .build();
        KeyedDice dice = KeyedDice.of("T9/P8/J5/initiative", 1).and("T9/P8/J5/Nagara/at-Enterprise/1", 2);

        Play.Outcome o = Play.of(SC, s)
                .dice(dice)
                .jp(new CombatOrder.DeclareNavalCombat(J5))
                .resolve();

        GameState after = o.next();
        assertThat(after.unitOrThrow(id("Enterprise")).steps()).isEqualTo(1);
        assertThat(after.unitOrThrow(id("ED1")).isEliminated()).isFalse();
        assertThat(after.unitOrThrow(id("ED1")).trapped()).isTrue();
        assertThat(o.us()).contains("aircraft.lost.trapped aircraft=ED1, EF1 base=Enterprise");
    }

    @Test
    void I_3_NAV_4_a_transport_reduced_by_gunfire_reduces_its_troops() {
        GameState s = day(9, Phase.NAVAL_COMBAT)
                .at("Astoria", "J5")
                .at("TT1", "J5")
                .located(Side.US, "J5")
                .build();
        KeyedDice dice = KeyedDice.of("T9/P8/J5/initiative", 7)
                .and("T9/P8/J5/Astoria/at-TT1/1", 2)
                .and("T9/P8/J5/Astoria/at-TT1/2", 10);

        GameState after = Play.of(SC, s)
                .dice(dice)
                .us(new CombatOrder.DeclareNavalCombat(J5))
                .resolve()
                .next();

        assertThat(after.unitOrThrow(id("TT1")).steps()).isEqualTo(1);
        assertThat(after.unitOrThrow(id("SNLF1")).steps()).isEqualTo(1);
    }

    // --- submarines (SUB) ---------------------------------------------------------------------

    @Test
    void SUB_2_a_screen_that_rolls_a_1_stops_the_submarine_and_each_1_of_the_re_roll_is_a_step_of_it() {
        GameState s = day(9, Phase.NAVAL_COMBAT)
                .at("SS1", "J5")
                .at("DesRon2", "J5")
                .at("Kaga", "J5")
                .seen(Side.US, "Kaga", "J5")
                .build();
        KeyedDice dice = KeyedDice.of("T9/P8/J5/DesRon2/screen-SS1/1", 7)
                .and("T9/P8/J5/DesRon2/screen-SS1/2", 1)
                .and("T9/P8/J5/DesRon2/screen-SS1/again/1", 1)
                .and("T9/P8/J5/DesRon2/screen-SS1/again/2", 4);

        Play.Outcome o = Play.of(SC, s)
                .dice(dice)
                .us(new CombatOrder.SubmarineAttack(J5, List.of()))
                .resolve();

        assertThat(o.jp())
                .contains(
                        "policy.applied.screen.default hex=J5 policy=spread step=NAVAL_COMBAT units=DesRon2",
                        "combat.screen.fired firer=DesRon2 hex=J5 hits=1 result=stopped target=SS1",
                        "combat.screen-chase.fired firer=DesRon2 hex=J5 hits=1 result=reduced target=SS1");
        assertThat(o.us())
                .contains("combat.screen.fired-at firer=DesRon2 hex=J5 hits=1 result=stopped target=SS1")
                .noneMatch(v -> v.startsWith("combat.submarine"));
        assertThat(o.next().unitOrThrow(id("SS1")).steps()).isEqualTo(1);
        assertThat(o.next().vpOf(Side.JP)).isEqualTo(Vp.of(1));
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void SUB_2_SUB_3_a_failed_screen_re_rolls_against_the_destroyer_and_the_submarine_attacks_any_ship() {
        GameState s = day(9, Phase.NAVAL_COMBAT)
                .at("SS1", "J5")
                .at("DesRon2", "J5")
                .at("Kaga", "J5")
                .seen(Side.US, "Kaga", "J5")
                .build();
        KeyedDice dice = KeyedDice.of("T9/P8/J5/DesRon2/screen-SS1/1", 4)
                .and("T9/P8/J5/DesRon2/screen-SS1/2", 6)
                .and("T9/P8/J5/DesRon2/screen-SS1/again/1", 1)
                .and("T9/P8/J5/DesRon2/screen-SS1/again/2", 1)
                .and("T9/P8/J5/SS1/at-Kaga/1", 3)
                .and("T9/P8/J5/SS1/at-Kaga/2", 8);

        Play.Outcome o = Play.of(SC, s)
                .dice(dice)
                .us(new CombatOrder.SubmarineAttack(J5, List.of(a("SS1", "Kaga"))))
                .resolve();

        assertThat(o.us())
                .contains(
                        "combat.screen-loss.fired firer=SS1 hex=J5 hits=2 result=eliminated target=DesRon2",
                        "combat.submarine.fired firer=SS1 hex=J5 hits=1 result=reduced target=Kaga");
        assertThat(o.next().unitOrThrow(id("DesRon2")).isEliminated()).isTrue();
        assertThat(o.next().vpOf(Side.US))
                .as("VP-1: two DD steps and a CV step")
                .isEqualTo(Vp.of(7));
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void SUB_2_a_screen_and_its_re_roll_without_a_1_let_the_submarine_through_unharmed() {
        GameState s = day(9, Phase.NAVAL_COMBAT)
                .at("I-168", "J5")
                .at("DesRon1", "J5")
                .at("Atlanta", "J5")
                .at("Enterprise", "J5")
                .build();
        KeyedDice dice = KeyedDice.of("T9/P8/J5/DesRon1/screen-I-168/1", 5)
                .and("T9/P8/J5/DesRon1/screen-I-168/2", 6)
                .and("T9/P8/J5/DesRon1/screen-I-168/again/1", 9)
                .and("T9/P8/J5/DesRon1/screen-I-168/again/2", 9)
                .and("T9/P8/J5/I-168/at-Enterprise/1", 4);

        Play.Outcome o = Play.of(SC, s)
                .dice(dice)
                .jp(new CombatOrder.SubmarineAttack(J5, List.of()))
                .resolve();

        assertThat(o.jp())
                .contains(
                        "combat.screen.fired-at firer=DesRon1 hex=J5 hits=0 result=missed target=I-168",
                        "combat.submarine.fired firer=I-168 hex=J5 hits=1 result=reduced target=Enterprise");
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void SUB_2_two_destroyers_may_screen_one_submarine_each_with_its_own_screen_and_re_roll() {
        GameState s = day(9, Phase.NAVAL_COMBAT)
                .at("SS1", "J5")
                .at("DesRon2", "J5")
                .at("DesRon3", "J5")
                .at("Kaga", "J5")
                .build();
        KeyedDice dice = KeyedDice.of("T9/P8/J5/DesRon2/screen-SS1/1", 5)
                .and("T9/P8/J5/DesRon2/screen-SS1/2", 6)
                .and("T9/P8/J5/DesRon2/screen-SS1/again/1", 9)
                .and("T9/P8/J5/DesRon2/screen-SS1/again/2", 9)
                .and("T9/P8/J5/DesRon3/screen-SS1/1", 1)
                .and("T9/P8/J5/DesRon3/screen-SS1/2", 9)
                .and("T9/P8/J5/DesRon3/screen-SS1/again/1", 1)
                .and("T9/P8/J5/DesRon3/screen-SS1/again/2", 1);

        Play.Outcome o = Play.of(SC, s)
                .dice(dice)
                .us(new CombatOrder.SubmarineAttack(J5, List.of()))
                .resolve();

        assertThat(o.us())
                .contains(
                        "combat.screen-loss.fired firer=SS1 hex=J5 hits=0 result=missed target=DesRon2",
                        "combat.screen.fired-at firer=DesRon3 hex=J5 hits=1 result=stopped target=SS1",
                        "combat.screen-chase.fired-at firer=DesRon3 hex=J5 hits=2 result=eliminated target=SS1")
                .noneMatch(v -> v.startsWith("combat.submarine"));
        assertThat(o.next().unitOrThrow(id("SS1")).isEliminated()).isTrue();
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void SUB_1_no_attack_in_fog_and_submarines_never_fight_each_other() {
        GameState s = Position.of(SC)
                .turn(9, Phase.NAVAL_COMBAT)
                .at("I-168", "B2")
                .at("Nagara", "B2")
                .at("SS1", "B2")
                .at("Atlanta", "J5")
                .build();
        s = s.withUnit(s.unitOrThrow(id("I-168")).at(new Location.OnMap(Hex.parse("J5"))));

        Play.Outcome o = Play.of(SC, s)
                .dice(KeyedDice.of("T9/P11/fog-lift", 10))
                .us(new CombatOrder.SubmarineAttack(Hex.parse("B2"), List.of()))
                .resolve();
        assertThat(o.ignored()).contains("US refused fog-no-combat [B2]");

        GameState subsOnly = day(9, Phase.NAVAL_COMBAT).at("SS1", "J5").build().withUnit(s.unitOrThrow(id("I-168")));
        Play.Outcome o2 = Play.of(SC, subsOnly)
                .us(new CombatOrder.SubmarineAttack(J5, List.of()))
                .resolve();
        assertThat(o2.ignored()).containsExactly("US no-enemy-ships [J5]");
    }

    @Test
    void SUB_4_I_11_ST11_once_the_Kure_base_is_started_and_the_SFT_at_JP_Midway_cannot_be_attacked() {
        GameState s = day(9, Phase.NAVAL_COMBAT)
                .at("SS1", "G6")
                .at("ST11", "G6")
                .kureStarted(5)
                .build();

        Play.Outcome o = Play.of(SC, s)
                .us(new CombatOrder.SubmarineAttack(Hex.parse("G6"), List.of(a("SS1", "ST11"))))
                .resolve();

        assertThat(o.ignored()).containsExactly("US refused target-not-known [G6, ST11]");
        assertThat(o.umpire()).noneMatch(v -> v.startsWith("umpire.combat.submarine"));

        GameState atMidway = day(9, Phase.NAVAL_COMBAT)
                .at("SS1", "H6")
                .at("SFT", "H6")
                .at("TT1", "H6")
                .eliminated("MarA", 8)
                .eliminated("MarB", 8)
                .ashore("SNLF1", "H6")
                .build();
        KeyedDice dice = KeyedDice.of("T9/P8/H6/SS1/at-TT1/1", 9).and("T9/P8/H6/SS1/at-TT1/2", 9);
        Play.Outcome o2 = Play.of(SC, atMidway)
                .dice(dice)
                .us(new CombatOrder.SubmarineAttack(H6, List.of()))
                .resolve();
        assertThat(o2.us()).contains("combat.submarine.fired firer=SS1 hex=H6 hits=0 result=missed target=TT1");
        assertThat(dice.unused()).isEmpty();
    }

    // --- bombardment (BBD) --------------------------------------------------------------------

    @Test
    void BBD_1_BBD_3_MID_2_a_bombardment_reduces_a_land_unit_never_eliminates_it_and_every_hit_hurts_the_airfield() {
        GameState s =
                day(10, Phase.BOMBARDMENT).at("Yamato", "H6").steps("MarA", 1).build();
        KeyedDice dice = KeyedDice.of("T10/P9/H6/Yamato/at-MarA/1", 2)
                .and("T10/P9/H6/Yamato/at-MarA/2", 3)
                .and("T10/P9/H6/Yamato/at-MarA/hit1/ground", 1);

        Play.Outcome o = Play.of(SC, s)
                .dice(dice)
                .jp(new CombatOrder.BombardmentTargets(List.of(a("Yamato", "MarA"))))
                .resolve();

        GameState after = o.next();
        assertThat(after.unitOrThrow(id("MarA")).steps()).isEqualTo(1);
        assertThat(after.unitOrThrow(id("MarA")).isEliminated()).isFalse();
        assertThat(after.midway().capacityLost()).isEqualTo(2);
        assertThat(o.jp()).contains("combat.bombardment.fired firer=Yamato hex=H6 hits=2 result=held target=MarA");
        assertThat(o.us()).contains("combat.bombardment.fired-at firer=Yamato hex=H6 hits=2 result=held target=MarA");
        // I-ENG-43: the island's defenders see the ship that shells them, before its fire is told
        assertThat(o.us())
                .containsSubsequence(
                        "raid.seen.ship hex=H6 name=Yamato steps=2 turn=10 type=BB unit=Yamato",
                        "combat.bombardment.fired-at firer=Yamato hex=H6 hits=2 result=held target=MarA");
        assertThat(after.unitOrThrow(id("MD1")).isEliminated())
                .as("MID-2: the second hit drew the last aircraft")
                .isTrue();
        assertThat(after.unitOrThrow(id("MF1")).isEliminated()).isTrue();
        assertThat(dice.unused()).isEmpty();
    }

    @Test
    void BBD_1_ships_that_fought_at_sea_do_not_bombard_and_without_orders_ships_hold_their_fire() {
        GameState s = day(10, Phase.BOMBARDMENT)
                .at("Yamato", "H6")
                .at("DesRon2", "H6")
                .build();
        assertThat(TurnEngine.awaiting(SC, s)).containsExactly(Side.JP);

        Play.Outcome silent = Play.of(SC, s).resolve();
        assertThat(silent.jp())
                .contains("policy.applied.bombardment.default hex=H6 policy=hold-fire step=BOMBARDMENT units=Yamato");

        GameState fought = s.withUnit(s.unitOrThrow(id("Yamato")).flewOn(10));
        assertThat(TurnEngine.awaiting(SC, fought)).isEmpty();
        Play.Outcome o = Play.of(SC, fought)
                .jp(new CombatOrder.BombardmentTargets(List.of(a("Yamato", "MarA"))))
                .resolve();
        assertThat(o.ignored()).containsExactly("JP not-in-combat [Yamato]");
    }

    @Test
    void I_ENG_47_BBD_1_bombardment_is_asked_even_at_a_single_target_holding_fire_being_the_choice() {
        GameState s = day(10, Phase.BOMBARDMENT)
                .at("Yamato", "H6")
                .eliminated("MarB", 9)
                .build();
        assertThat(TurnEngine.awaiting(SC, s)).containsExactly(Side.JP);
        GameState standing = standing(
                s, Side.JP, new StandingOrder.TargetPriority(StandingOrder.Step.BOMBARDMENT, List.of(UnitType.LAND)));
        assertThat(TurnEngine.awaiting(SC, standing))
                .as("I-ENG-28: its standing order fires")
                .isEmpty();
    }

    @Test
    void BBD_2_the_US_bombards_JP_troops_at_night_at_plus_one() {
        GameState s = Position.of(SC)
                .turn(13, Phase.BOMBARDMENT)
                .fogLifted(1)
                .at("Astoria", "H6")
                .ashore("SNLF1", "H6")
                .build();
        s = standing(
                s, Side.US, new StandingOrder.TargetPriority(StandingOrder.Step.BOMBARDMENT, List.of(UnitType.LAND)));
        KeyedDice dice = KeyedDice.of("T13/P9/H6/Astoria/at-SNLF1/1", 3)
                .and("T13/P9/H6/Astoria/at-SNLF1/2", 2)
                .and("T13/P11/fog-lift", 10);

        Play.Outcome o = Play.of(SC, s).dice(dice).resolve();

        assertThat(o.us())
                .contains("policy.applied.bombardment.standing hex=H6 policy=LAND step=BOMBARDMENT units=Astoria");
        assertThat(o.umpire())
                .contains(
                        "umpire.combat.bombardment dice=2, 3 firer=Astoria hex=H6 hits=1 result=reduced side=US target=SNLF1 value=2");
    }

    // --- landing and land combat (LAND) -------------------------------------------------------

    @Test
    void LAND_1_I_5_JP_may_land_some_of_its_troops_by_day_and_their_transports_then_stay_at_Midway() {
        GameState s = day(10, Phase.LANDING)
                .at("TT1", "H6")
                .at("TT2", "H6")
                .eliminated("MarA", 9)
                .eliminated("MarB", 9)
                .build();
        assertThat(TurnEngine.awaiting(SC, s)).containsExactly(Side.JP);

        Play.Outcome o = Play.of(SC, s)
                .dice(KeyedDice.none())
                .jp(new CombatOrder.Land(List.of(id("SNLF1"))))
                .resolve();

        GameState after = o.next();
        assertThat(after.unitOrThrow(id("SNLF1")).location()).isEqualTo(new Location.Ashore(H6));
        assertThat(after.unitOrThrow(id("SNLF2")).location()).isEqualTo(new Location.Aboard(id("TT2")));
        assertThat(o.jp()).contains("landing.landed transports=TT1 units=SNLF1");
        assertThat(o.us())
                .contains(
                        "landing.enemy-landed units=SNLF1",
                        "raid.seen.land hex=H6 name=SNLF1 steps=2 turn=10 type=LAND unit=SNLF1");
        assertThat(new Board(SC, after).midwayController())
                .as("LAND-6: no US land unit left and JP ashore")
                .isEqualTo(Side.JP);

        GameState t11 = after.at(11, Phase.MOVEMENT);
        Play.Outcome moved = Play.of(SC, t11)
                .jp(
                        new MovementOrder.Move(List.of(id("TT1")), Hex.parse("H5")),
                        new MovementOrder.Move(List.of(id("TT2")), Hex.parse("H5")))
                .resolve();
        assertThat(moved.ignored()).containsExactly("JP refused transport-must-stay [SNLF1, TT1]");
    }

    @Test
    void LAND_1_LAND_2_no_landing_and_no_land_combat_at_night() {
        GameState s = Position.of(SC)
                .turn(13, Phase.LANDING)
                .fogLifted(1)
                .at("TT1", "H6")
                .ashore("SNLF2", "H6")
                .build();
        assertThat(TurnEngine.awaiting(SC, s)).isEmpty();

        Play.Outcome o = Play.of(SC, s)
                .dice(KeyedDice.of("T13/P11/fog-lift", 10))
                .jp(new CombatOrder.Land(List.of(id("SNLF1"))))
                .resolve();

        assertThat(o.ignored()).containsExactly("JP refused night [land]");
        assertThat(o.umpire()).noneMatch(v -> v.startsWith("umpire.combat.land"));
    }

    @Test
    void I_ENG_47_LAND_3_LAND_4_land_combat_asks_a_side_only_with_more_than_one_enemy_unit_to_fire_at() {
        StandingOrder askMe = new StandingOrder.AskMe(true);
        // MarA and MarB both fire at SNLF1, their only target; SNLF1 chooses between them
        GameState one = standing(day(10, Phase.LANDING).ashore("SNLF1", "H6").build(), Side.US, askMe);
        assertThat(TurnEngine.awaiting(SC, one)).containsExactly(Side.JP);
        assertThat(TurnEngine.awaiting(
                        SC,
                        one.withUnit(one.unitOrThrow(id("MarB")).withSteps(0).at(new Location.Eliminated(9)))))
                .as("one against one: no choice on either side")
                .isEmpty();
        GameState two = day(10, Phase.LANDING)
                .ashore("SNLF1", "H6")
                .ashore("SNLF2", "H6")
                .build();
        assertThat(TurnEngine.awaiting(SC, two)).containsExactly(Side.US, Side.JP);
    }

    @Test
    void LAND_2_LAND_3_LAND_4_LAND_5_MID_2_the_US_fires_first_every_JP_unit_once_then_the_survivors_reply() {
        GameState s =
                day(10, Phase.LANDING).at("TT1", "H6").ashore("SNLF2", "H6").build();
        KeyedDice dice = KeyedDice.of("T10/P10/H6/MarA/at-SNLF1/1", 1)
                .and("T10/P10/H6/MarA/at-SNLF1/2", 2)
                .and("T10/P10/H6/MarB/at-SNLF2/1", 9)
                .and("T10/P10/H6/MarB/at-SNLF2/2", 9)
                .and("T10/P10/H6/SNLF2/at-MarB/1", 5)
                .and("T10/P10/H6/SNLF2/at-MarB/2", 6)
                .and("T10/P10/H6/SNLF2/at-MarB/hit1/ground", 2);

        Play.Outcome o = Play.of(SC, s)
                .dice(dice)
                .jp(new CombatOrder.Land(List.of(id("SNLF1"))))
                .resolve();

        assertThat(o.us())
                .contains(
                        "policy.applied.land.default hex=H6 policy=spread step=LANDING units=MarA, MarB",
                        "combat.land.fired firer=MarA hex=H6 hits=2 result=eliminated target=SNLF1",
                        "combat.land.fired firer=MarB hex=H6 hits=0 result=missed target=SNLF2",
                        "combat.land.fired-at firer=SNLF2 hex=H6 hits=1 result=reduced target=MarB",
                        "midway.damaged aircraft=MF1 capacity=7 hits=1 searches=1");
        // I-ENG-44: the troops ashore were shown nothing on the airfield: they learn how many, not which
        assertThat(o.jp())
                .contains("midway.damaged.unseen capacity=7 count=1 hits=1 searches=1")
                .noneMatch(v -> v.contains("MF1"));
        GameState after = o.next();
        assertThat(after.unitOrThrow(id("SNLF1")).isEliminated()).as("LAND-5").isTrue();
        assertThat(after.unitOrThrow(id("MarB")).steps())
                .as("the JP picks were made before the US fired")
                .isEqualTo(1);
        assertThat(dice.unused()).isEmpty();
    }
}
