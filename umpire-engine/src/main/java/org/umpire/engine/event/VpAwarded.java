package org.umpire.engine.event;

import java.util.List;
import java.util.Optional;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.Vp;

/**
 * Victory points scored (section 12). End-of-game awards (VP-3) are public; points for losses
 * inflicted during play are the umpire's (players keep track of what they inflict, GAME-5).
 *
 * @param units the units concerned (aircraft destroyed on the ground), sorted; empty for VP-3 awards
 */
public record VpAwarded(int turn, Phase phase, Side scorer, Vp points, Award award, List<UnitId> units)
        implements Event {

    /** What the points are for. */
    public enum Award {
        /** VP-3: control of Midway at the end (I-14) */
        MIDWAY_CONTROL,
        /** VP-3: Kure base operational at the end */
        KURE_BASE,
        /** VP-3: SFT at JP-controlled Midway at the end */
        SFT_AT_MIDWAY,
        /** VP-1: US aircraft destroyed on the ground by the occupation of Midway (LAND-7, I-ENG-15) */
        AIRCRAFT_ON_GROUND,
        /** VP-1: a step lost by an enemy unit in combat ({@code units}: that unit) */
        STEP_LOSS,
        /** VP-2: enemy aircraft ditched for want of a landing place (REC-5) */
        DITCHED,
        /** RES-2: JP brought in a reserve fighter unit */
        RESERVE
    }

    public VpAwarded {
        units = List.copyOf(units);
    }

    @Override
    public Optional<EventView> viewFor(Audience audience) {
        return switch (award) {
            case MIDWAY_CONTROL -> Views.everyone(() -> EventKeys.VP_MIDWAY_CONTROL.view("side", scorer, "vp", points));
            case KURE_BASE -> Views.everyone(() -> EventKeys.VP_KURE_BASE.view("side", scorer, "vp", points));
            case SFT_AT_MIDWAY -> Views.everyone(() -> EventKeys.VP_SFT_AT_MIDWAY.view("side", scorer, "vp", points));
            case AIRCRAFT_ON_GROUND ->
                Views.umpireOnly(
                        audience,
                        () -> EventKeys.U_VP_AIRCRAFT_ON_GROUND.view("side", scorer, "vp", points, "aircraft", units));
            case STEP_LOSS ->
                Views.umpireOnly(
                        audience, () -> EventKeys.U_VP_STEP_LOSS.view("side", scorer, "vp", points, "unit", units));
            case DITCHED ->
                Views.umpireOnly(
                        audience, () -> EventKeys.U_VP_DITCHED.view("side", scorer, "vp", points, "aircraft", units));
            case RESERVE ->
                Views.umpireOnly(
                        audience, () -> EventKeys.U_VP_RESERVE.view("side", scorer, "vp", points, "unit", units));
        };
    }
}
