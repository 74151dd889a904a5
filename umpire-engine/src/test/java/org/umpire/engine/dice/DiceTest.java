package org.umpire.engine.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

class DiceTest {

    private static final byte[] SEED = "0123456789abcdef0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    private static RollPurpose p(String key) {
        return RollPurpose.of(key, "test roll " + key);
    }

    @Test
    void same_seed_and_key_give_the_same_roll() {
        SeededDice a = new SeededDice(SEED);
        SeededDice b = new SeededDice(SEED);
        for (int i = 0; i < 50; i++) {
            assertThat(a.d10(p("T1/P2/k" + i))).isEqualTo(b.d10(p("T1/P2/k" + i)));
        }
        assertThat(a.log()).isEqualTo(b.log());
    }

    @Test
    void a_roll_does_not_depend_on_the_rolls_made_before_it() {
        SeededDice quiet = new SeededDice(SEED);
        SeededDice busy = new SeededDice(SEED);
        for (int i = 0; i < 17; i++) {
            busy.d10(p("T3/P4/hidden-choice/" + i));
        }
        assertThat(busy.d10(p("T3/P2/night-naval-search/US/D4")))
                .isEqualTo(quiet.d10(p("T3/P2/night-naval-search/US/D4")));
    }

    @Test
    void every_face_comes_up_about_equally_often() {
        SeededDice dice = new SeededDice(SEED);
        int[] counts = new int[11];
        int n = 20_000;
        for (int i = 0; i < n; i++) {
            int v = dice.d10(p("k" + i));
            assertThat(v).isBetween(1, 10);
            counts[v]++;
        }
        for (int face = 1; face <= 10; face++) {
            assertThat(counts[face]).as("face %d", face).isBetween(n / 10 - 300, n / 10 + 300);
        }
    }

    @Test
    void another_seed_gives_other_rolls() {
        byte[] other = SEED.clone();
        other[0] ^= 1;
        SeededDice a = new SeededDice(SEED);
        SeededDice b = new SeededDice(other);
        int same = 0;
        for (int i = 0; i < 200; i++) {
            if (a.d10(p("k" + i)) == b.d10(p("k" + i))) {
                same++;
            }
        }
        assertThat(same).isLessThan(50);
    }

    @Test
    void a_key_used_twice_is_an_engine_bug() {
        SeededDice dice = new SeededDice(SEED);
        dice.d10(p("T1/P2/x"));
        assertThatThrownBy(() -> dice.d10(p("T1/P2/x"))).hasMessageContaining("used twice");
    }

    @Test
    void rolls_are_logged_with_their_purpose() {
        SeededDice dice = new SeededDice(SEED);
        int v = dice.d10(RollPurpose.of("T3/P4/air-combat/KD2/YF1/1", "T3 P4 air combat: YF1 at KD2, die 1/2"));
        assertThat(dice.log()).singleElement().satisfies(r -> {
            assertThat(r.key()).isEqualTo("T3/P4/air-combat/KD2/YF1/1");
            assertThat(r.value()).isEqualTo(v);
            assertThat(r.toString()).isEqualTo("T3 P4 air combat: YF1 at KD2, die 1/2 = " + v);
        });
        assertThat(dice.derive("T3/P4/air-combat/KD2/YF1/1", 10)).isEqualTo(v);
    }

    @Test
    void the_commitment_is_the_sha256_of_the_seed() {
        assertThat(SeededDice.commitment("abc".getBytes(StandardCharsets.US_ASCII)))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assertThat(SeededDice.fromHex(HexFormat.of().formatHex(SEED)).derive("k", 10))
                .isEqualTo(new SeededDice(SEED).derive("k", 10));
    }

    @Test
    void short_seeds_and_bad_keys_are_refused() {
        assertThatThrownBy(() -> new SeededDice(new byte[8])).hasMessageContaining("16 bytes");
        assertThatThrownBy(() -> p("has space")).hasMessageContaining("roll key");
    }

    @Test
    void scripted_dice_are_consumed_in_order() {
        ScriptedDice dice = ScriptedDice.of(3, 10, 1);
        assertThat(dice.d10(p("a"))).isEqualTo(3);
        assertThat(dice.d10(p("b"))).isEqualTo(10);
        assertThat(dice.remaining()).isEqualTo(1);
        assertThat(dice.roll(p("c"), 2)).isEqualTo(1);
        assertThat(dice.log()).extracting(Roll::key).containsExactly("a", "b", "c");
    }

    @Test
    void scripted_dice_running_out_is_a_clear_error() {
        ScriptedDice dice = new ScriptedDice(List.of(4), "dice.txt");
        dice.d10(p("a"));
        assertThatThrownBy(() -> dice.d10(RollPurpose.of("b", "T1 P2 night search US D4")))
                .isInstanceOf(DiceException.class)
                .hasMessageContaining("dice.txt ran out after 1 roll")
                .hasMessageContaining("T1 P2 night search US D4");
    }

    @Test
    void a_scripted_value_that_does_not_fit_the_die_is_refused() {
        ScriptedDice dice = new ScriptedDice(List.of(11), "dice.txt");
        assertThatThrownBy(() -> dice.d10(p("a")))
                .isInstanceOf(DiceException.class)
                .hasMessageContaining("roll 1: 11 does not fit a d10");
    }
}
