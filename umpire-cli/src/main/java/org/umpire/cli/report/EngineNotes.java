package org.umpire.cli.report;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.model.Phase;

/**
 * The notes the engine writes for the umpire in English — what each die was rolled for
 * ({@code RollPurpose}) and what each line of the VP ledger scored for ({@code VpEntry.reason}) — in
 * the umpire's language (see docs/reports-and-mail.md#one-language-per-reader: the umpire reads one language too). Each shape the engine
 * writes is read by a pattern whose named parts are the values of a message
 * ({@code note.<name>}); a part named {@code phase} is a phase's English name, worded as the phase,
 * {@code side} a side's code, worded with its article ({@code le Japon}), {@code units} a list (its
 * brackets dropped). A note of no known shape
 * is shown as the engine wrote it.
 */
public final class EngineNotes {

    private record Shape(String message, Pattern pattern) {}

    private static final String ID = "(?<%s>[A-Za-z0-9-]+)";
    private static final List<Shape> SHAPES = List.of(
            // the VP ledger (Damage, Landing, EndOfTurn, Reserves, GameEnd)
            shape("note.vp.step", "a step of " + id("unit")),
            shape("note.vp.deck", id("unit") + " destroyed on the deck of (?<base>.+) \\(BOMB-3\\)"),
            shape("note.vp.sunk", id("unit") + " lost with (?<base>.+) \\(BOMB-5\\)"),
            shape("note.vp.ground", id("unit") + " destroyed on the ground at Midway \\(MID-2\\)"),
            shape("note.vp.occupied", "aircraft destroyed on the ground at Midway \\(LAND-7\\)"),
            shape("note.vp.ditched", "ditched (?<side>US|JP) aircraft \\[(?<units>[^\\]]*)\\] \\(REC-5\\)"),
            shape("note.vp.reserve", "JP reserve " + id("unit") + " brought in"),
            shape("note.vp.midway", "control of Midway"),
            shape("note.vp.kure", "Kure seaplane base operational"),
            shape("note.vp.sft", id("unit") + " at JP-controlled Midway"),
            // what the dice were rolled for (AirCombatRound, Damage, NavalCombatPhase, Shot, SearchPhase, ...)
            shape(
                    "note.die.reply",
                    "T(?<turn>[0-9]+) AIR-4: " + id("unit") + " replies at one of \\[(?<units>[^\\]]*)\\],"
                            + " drawn 1-(?<count>[0-9]+)"),
            shape(
                    "note.die.battleship",
                    "BOMB-2: hit (?<hit>[0-9]+) on " + id("unit") + " is real on 1-(?<upTo>[0-9]+)"),
            shape("note.die.ground", "MID-2: the air unit on the ground destroyed, 1-(?<count>[0-9]+) of (?<units>.+)"),
            shape(
                    "note.die.naval",
                    "T(?<turn>[0-9]+) naval combat in (?<hex>[A-P][0-9]+): initiative, 1-(?<jp>[0-9]+) JP,"
                            + " (?<usFrom>[0-9]+)-(?<us>[0-9]+) US, (?<bothFrom>[0-9]+)-10 both at once \\(I-10\\)"),
            shape(
                    "note.die.shot",
                    "T(?<turn>[0-9]+) P(?<number>[0-9]+) (?<phase>.+?) (?:over|in) (?<hex>[A-P][0-9]+): " + id("firer")
                            + " at " + id("target")
                            + ", die (?<die>[0-9]+)/(?<dice>[0-9]+), hits on 1-(?<value>[0-9]+)"),
            shape(
                    "note.die.night",
                    "T(?<turn>[0-9]+) night naval search by (?<side>US|JP) in (?<hex>[A-P][0-9]+):"
                            + " located on 1-(?<upTo>[0-9]+)"),
            shape("note.die.fog", "T(?<turn>[0-9]+) end of turn: the fog lifts on (?<on>[0-9]+)"),
            shape(
                    "note.die.air",
                    "T(?<turn>[0-9]+) AIR-2 initiative over (?<hex>[A-P][0-9]+): JP on 1-(?<jp>[0-9]+),"
                            + " US on (?<usFrom>[0-9]+)-10"));

    private static final Pattern GROUP = Pattern.compile("\\(\\?<([a-zA-Z]+)>");

    private EngineNotes() {}

    /** {@code note} in the reader's words, or as the engine wrote it when its shape is unknown. */
    public static String word(String note, Messages m) {
        for (Shape s : SHAPES) {
            Matcher mt = s.pattern().matcher(note);
            if (mt.matches() && m.has(s.message())) {
                return m.format(s.message(), params(s, mt, m));
            }
        }
        return note;
    }

    private static Map<String, String> params(Shape s, Matcher mt, Messages m) {
        Map<String, String> params = new TreeMap<>();
        Matcher names = GROUP.matcher(s.pattern().pattern());
        while (names.find()) {
            String name = names.group(1);
            String value = mt.group(name);
            params.put(
                    name,
                    switch (name) {
                        case "phase" -> phase(value, m);
                        case "side" -> m.get("sideWith." + value);
                        case "units" -> value.replace("[", "").replace("]", "");
                        default -> value;
                    });
        }
        return params;
    }

    private static String phase(String englishName, Messages m) {
        for (Phase p : Phase.values()) {
            if (p.englishName().equals(englishName)) {
                return m.get("phase." + p.name());
            }
        }
        return englishName;
    }

    private static String id(String name) {
        return String.format(ID, name);
    }

    private static Shape shape(String message, String regex) {
        return new Shape(message, Pattern.compile(regex));
    }
}
