package org.umpire.engine.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ModelValuesTest {

    @ParameterizedTest(name = "{0} = {1} quarters, printed {2}")
    @CsvSource({
        "5, 20, 5",
        "1/2, 2, 1/2",
        "1/4, 1, 1/4",
        "3/4, 3, 3/4",
        "1 1/2, 6, 1 1/2",
        "2.5, 10, 2 1/2",
        "0, 0, 0",
        "11, 44, 11"
    })
    void VP_1_victory_points_are_exact_quarters(String text, int quarters, String printed) {
        Vp vp = Vp.tryParse(text).orElseThrow();
        assertThat(vp.quarters()).isEqualTo(quarters);
        assertThat(vp.toString()).isEqualTo(printed);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "x", "1/3", "2/2", "-1", "1.3"})
    void bad_vp_values_are_refused(String text) {
        assertThat(Vp.tryParse(text)).isEmpty();
    }

    @Test
    void VP_2_quarters_add_up() {
        assertThat(Vp.quarter().plus(Vp.half()).plus(Vp.of(5)).toString()).isEqualTo("5 3/4");
        assertThat(Vp.half().times(3).toString()).isEqualTo("1 1/2");
    }

    @Test
    void MOV_1_and_I_4_speeds_say_when_a_ship_may_move_again() {
        Speed half = Speed.tryParse("1/2").orElseThrow();
        Speed third = Speed.tryParse("1/3").orElseThrow();
        assertThat(Speed.EVERY_TURN.mayMove(5, 4)).isTrue();
        assertThat(half.mayMove(5, 4)).isFalse();
        assertThat(half.mayMove(6, 4)).isTrue();
        assertThat(half.mayMove(9, 4)).as("not moving postpones the next move").isTrue();
        assertThat(third.mayMove(6, 4)).isFalse();
        assertThat(third.mayMove(7, 4)).isTrue();
        assertThat(third.mayMove(1, 0)).as("a ship that never moved may move").isTrue();
        assertThat(half.toString()).isEqualTo("1/2");
        assertThat(Speed.tryParse("2")).isEmpty();
    }

    @Test
    void unit_ids_validate_themselves() {
        assertThat(UnitId.of("HiF1").value()).isEqualTo("HiF1");
        assertThatThrownBy(() -> UnitId.of("1abc")).hasMessageContaining("not a unit id");
        assertThatThrownBy(() -> UnitId.of("a b")).hasMessageContaining("not a unit id");
        assertThatThrownBy(() -> UnitId.of("../x")).hasMessageContaining("not a unit id");
    }

    @Test
    void sides_parse_in_both_languages_and_know_their_enemy() {
        assertThat(Side.tryParse("japon")).contains(Side.JP);
        assertThat(Side.tryParse("us")).contains(Side.US);
        assertThat(Side.tryParse("fr")).isEmpty();
        assertThat(Side.US.enemy()).isEqualTo(Side.JP);
        assertThat(Side.JP.audience()).isEqualTo(Audience.JP);
        assertThat(Audience.UMPIRE.side()).isEmpty();
    }

    @Test
    void NAV_3_unit_types_know_combatants_from_non_combatants() {
        assertThat(UnitType.DD.isSurfaceCombatant()).isTrue();
        assertThat(UnitType.CV.isNonCombatant()).isTrue();
        assertThat(UnitType.ST.isNonCombatant()).isTrue();
        assertThat(UnitType.SS.isSurfaceCombatant()).isFalse();
        assertThat(UnitType.T.isStrikeAircraft()).isTrue();
        assertThat(UnitType.F.isStrikeAircraft()).isFalse();
        assertThat(UnitType.tryParse("cvl")).contains(UnitType.CVL);
    }

    @Test
    void phases_are_numbered_as_in_the_turn_sequence() {
        assertThat(Phase.MOVEMENT.number()).isEqualTo(1);
        assertThat(Phase.RECOVERY.number()).isEqualTo(11);
        assertThat(Phase.SEARCH.name(Language.FR)).isEqualTo("recherches");
        assertThat(Language.tryParse("FR")).contains(Language.FR);
    }
}
