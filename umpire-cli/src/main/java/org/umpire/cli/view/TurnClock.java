package org.umpire.cli.view;

import java.time.format.DateTimeFormatter;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.TurnSlot;
import org.umpire.engine.state.GameState;

/** Words for where a game stands in time: "turn 3, 3 June 1942 11:30 (day), phase 2 searches". */
public final class TurnClock {

    private TurnClock() {}

    public static String dateTime(TurnSlot slot, Language language) {
        DateTimeFormatter f = language == Language.FR
                ? DateTimeFormatter.ofPattern("d MMMM yyyy HH'h'mm", language.locale())
                : DateTimeFormatter.ofPattern("d MMMM yyyy HH:mm", language.locale());
        return slot.time().format(f);
    }

    /** One line: turn, date and time, day or night, phase. */
    public static String describe(Scenario scenario, GameState state, TextBundle t) {
        Language lang = t.language();
        if (state.phase() == Phase.SETUP) {
            return t.get("clock.setup", "date", dateTime(scenario.turn(1), lang));
        }
        if (state.phase() == Phase.GAME_OVER) {
            return t.get("clock.over", "turn", state.turn());
        }
        TurnSlot slot = scenario.turn(state.turn());
        return t.get(
                "clock.turn",
                "turn",
                state.turn(),
                "last",
                scenario.lastTurn(),
                "date",
                dateTime(slot, lang),
                "light",
                t.get(slot.night() ? "clock.night" : "clock.day"),
                "phase",
                state.phase().number(),
                "phaseName",
                state.phase().name(lang));
    }
}
