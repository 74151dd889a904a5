package org.umpire.cli.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.engine.dice.DiceException;
import org.umpire.engine.dice.RollPurpose;
import org.umpire.engine.dice.ScriptedDice;

class DiceFileTest {

    private static final RollPurpose AIR =
            RollPurpose.of("T3/P4/air-combat/KD2/YF1/1", "T3 P4 air combat: YF1 at KD2, die 1/2");

    @TempDir
    Path tmp;

    @Test
    void numbers_are_used_in_order_skipping_blank_lines_and_comments() throws IOException {
        Path f = Files.writeString(tmp.resolve("dice.txt"), "# T3 air combat\r\n7\r\n\r\n  2   # second die\r\n10\n");
        ScriptedDice dice = DiceFile.read(f);
        assertThat(dice.remaining()).isEqualTo(3);
        assertThat(dice.d10(AIR)).isEqualTo(7);
        assertThat(dice.d10(RollPurpose.of("b", "second"))).isEqualTo(2);
        assertThat(dice.roll(RollPurpose.of("c", "draw"), 12)).isEqualTo(10);
        assertThat(dice.log()).extracting(r -> r.value()).containsExactly(7, 2, 10);
    }

    @Test
    void running_out_names_the_file_and_the_purpose_of_the_roll() throws IOException {
        Path f = Files.writeString(tmp.resolve("rolls.txt"), "3\n");
        ScriptedDice dice = DiceFile.read(f);
        dice.d10(RollPurpose.of("a", "first"));
        assertThatThrownBy(() -> dice.d10(AIR))
                .isInstanceOf(DiceException.class)
                .hasMessage("dice file " + f + " ran out after 1 roll(s); one more is needed for: "
                        + "T3 P4 air combat: YF1 at KD2, die 1/2 (d10). Add more numbers, one per line.");
    }

    @Test
    void a_number_that_does_not_fit_the_die_names_the_file_and_purpose() throws IOException {
        Path f = Files.writeString(tmp.resolve("rolls.txt"), "11\n");
        assertThatThrownBy(() -> DiceFile.read(f).d10(AIR))
                .isInstanceOf(DiceException.class)
                .hasMessageStartingWith("dice file " + f + ", roll 1: 11 does not fit a d10 for: T3 P4 air combat");
    }

    @Test
    void lines_that_are_not_rolls_are_all_named() throws IOException {
        Path f = Files.writeString(tmp.resolve("dice.txt"), "7\nx\n# fine\n0\n3.5\n-2\n4 5\n");
        assertThatThrownBy(() -> DiceFile.read(f)).isInstanceOfSatisfying(BadFileException.class, e -> {
            assertThat(e.exitCode()).isEqualTo(ExitCode.INVALID);
            assertThat(e.problems()).extracting(p -> p.line()).containsExactly(2, 4, 5, 6, 7);
            assertThat(e.getMessage())
                    .startsWith(f + ":2: \"x\" is not a die roll: write one whole number from 1 up per line (e.g. 7)")
                    .endsWith("Fix the dice file at the line(s) above.");
        });
    }

    @Test
    void a_missing_or_binary_file_is_named() throws IOException {
        Path missing = tmp.resolve("nope.txt");
        assertThatThrownBy(() -> DiceFile.read(missing)).isInstanceOfSatisfying(UserException.class, e -> {
            assertThat(e.exitCode()).isEqualTo(ExitCode.NOT_FOUND);
            assertThat(e.getMessage()).isEqualTo("dice file " + missing + " does not exist");
        });
        Path binary = Files.write(tmp.resolve("dice.bin"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 7});
        assertThatThrownBy(() -> DiceFile.read(binary)).hasMessageStartingWith(binary + ": is not a text file (UTF-8)");
    }

    @Test
    void an_empty_file_gives_dice_that_run_out_at_once() throws IOException {
        ScriptedDice dice = DiceFile.read(Files.writeString(tmp.resolve("empty.txt"), "# nothing yet\n"));
        assertThat(dice.remaining()).isZero();
        assertThatThrownBy(() -> dice.d10(AIR)).hasMessageContaining("ran out after 0 roll(s)");
    }
}
