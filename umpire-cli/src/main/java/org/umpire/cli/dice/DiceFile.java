package org.umpire.cli.dice;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.Problem;
import org.umpire.cli.base.UserException;
import org.umpire.cli.store.GameFiles;
import org.umpire.cli.yaml.Fields;
import org.umpire.engine.dice.ScriptedDice;

/**
 * Physical dice entered by the umpire ({@code --dice FILE}): one roll per line, used in order.
 * Blank lines and {@code #} comments (whole-line or after the number) are ignored:
 * <pre>
 * # T3 air combat at KD2
 * 7
 * 2   # YF1's second die
 * </pre>
 * Whether a number fits its die is checked when it is used (a d10 takes 1..10), in a message that
 * names the file and the roll's purpose; so is running out.
 */
public final class DiceFile {

    private DiceFile() {}

    /**
     * Reads a dice file.
     *
     * @throws UserException {@link ExitCode#NOT_FOUND} when there is no such file;
     *                       {@link BadFileException} naming every line that is not a roll
     */
    public static ScriptedDice read(Path file) {
        byte[] bytes;
        try {
            bytes = GameFiles.readBounded(file, 1 << 20, "a dice file");
        } catch (NoSuchFileException e) {
            throw new UserException(ExitCode.NOT_FOUND, "dice file " + file + " does not exist");
        } catch (IOException e) {
            throw new UserException(ExitCode.IO, "reading dice file " + file + " failed: " + e.getMessage(), e);
        }
        String text;
        try {
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new BadFileException(
                    new Problem(file.toString(), 0, "is not a text file (UTF-8)"), "Write one number per line.");
        }
        return parse(file.toString(), text);
    }

    /** Reads the text of a dice file; {@code source} names it in messages and in the dice's own errors. */
    public static ScriptedDice parse(String source, String text) {
        List<Integer> values = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        String[] lines = text.split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int hash = line.indexOf('#');
            String roll = (hash < 0 ? line : line.substring(0, hash)).strip();
            if (roll.isEmpty()) {
                continue;
            }
            if (!roll.matches("[0-9]{1,9}") || Integer.parseInt(roll) < 1) {
                problems.add(
                        new Problem(
                                source,
                                i + 1,
                                Fields.quote(roll)
                                        + " is not a die roll: write one whole number from 1 up per line (e.g. 7); # starts a comment"));
            } else {
                values.add(Integer.parseInt(roll));
            }
        }
        if (!problems.isEmpty()) {
            throw new BadFileException(problems, "Fix the dice file at the line(s) above.");
        }
        return new ScriptedDice(values, "dice file " + source);
    }
}
