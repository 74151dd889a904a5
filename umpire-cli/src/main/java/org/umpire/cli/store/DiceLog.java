package org.umpire.cli.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.Problem;
import org.umpire.cli.yaml.Fields;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.dice.RollPurpose;

/**
 * The dice log of a journal entry ({@code dice.txt}): one roll a line, tab-separated,
 * {@code key value die description}, e.g.
 * <pre>
 * T3/P4/air-combat/KD2/YF1/1	7	d10	T3 P4 air combat: YF1 at KD2, die 1/2
 * </pre>
 * The key is the roll's purpose key: with the revealed seed anyone can re-derive the value
 * ({@link org.umpire.engine.dice.SeededDice#derive}). Line breaks and tabs inside a description
 * are written as spaces; lines starting with {@code #} are comments.
 */
public final class DiceLog {

    public static final String HEADER = "# key\tvalue\tdie\tdescription\n";

    private DiceLog() {}

    /** The log text of {@code rolls}, header first, one line each, in order. */
    public static String format(List<Roll> rolls) {
        StringBuilder b = new StringBuilder(HEADER);
        for (Roll r : rolls) {
            b.append(line(r)).append('\n');
        }
        return b.toString();
    }

    /** One roll's line, without the line end. */
    public static String line(Roll r) {
        return r.key() + "\t" + r.value() + "\td" + r.sides() + "\t"
                + r.description().replaceAll("[\\t\\r\\n]", " ");
    }

    /**
     * Reads a dice log back.
     *
     * @throws BadFileException naming every line that is not a roll
     */
    public static List<Roll> parse(String source, String text) {
        List<Roll> rolls = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            Optional<Roll> roll = roll(line);
            if (roll.isPresent()) {
                rolls.add(roll.get());
            } else {
                problems.add(
                        new Problem(
                                source,
                                i + 1,
                                Fields.quote(line) + " is not a roll; a line is"
                                        + " key<TAB>value<TAB>dN<TAB>description, e.g. T3/P2/search/US/D4<TAB>7<TAB>d10<TAB>US search of D4"));
            }
        }
        if (!problems.isEmpty()) {
            throw new BadFileException(problems, null);
        }
        return rolls;
    }

    private static Optional<Roll> roll(String line) {
        String[] f = line.split("\t", 4);
        if (f.length != 4 || !f[1].matches("[0-9]{1,9}") || !f[2].matches("d[0-9]{1,9}")) {
            return Optional.empty();
        }
        int value = Integer.parseInt(f[1]);
        int sides = Integer.parseInt(f[2].substring(1));
        if (sides < 2 || value < 1 || value > sides) {
            return Optional.empty();
        }
        try {
            RollPurpose purpose = RollPurpose.of(f[0], f[3]);
            return Optional.of(new Roll(purpose.key(), purpose.description(), sides, value));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
