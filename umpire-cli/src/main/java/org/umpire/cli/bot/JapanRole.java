package org.umpire.cli.bot;

import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.UnitDef;

/** What each Japanese ship is for in the plan. */
enum JapanRole {
    /** The carriers and their screen (destroyers, light cruisers, Tone-Chikuma): hunt the US carriers. */
    STRIKING_FORCE,
    /**
     * Battleships, the heavy cruisers of group 4 and group 13: take station in Midway's hex, to cover
     * the landing and shell the island (BBD-1) when the plan does ({@link JapanPlanBot#SHELLS_MIDWAY}).
     */
    BOMBARDMENT,
    /** Transports, the SFT and their screen (group 3): make for Midway and land there (LAND-1). */
    INVASION,
    /** ST11 and Hayashio, which enters with it: make for Kure (KURE-1). */
    SEAPLANE_TENDER;

    static JapanRole of(UnitDef d) {
        UnitType t = d.type();
        int group = d.arrival().group();
        switch (t) {
            case TT, SFT -> {
                return INVASION;
            }
            case ST -> {
                return SEAPLANE_TENDER;
            }
            case CV, CVL -> {
                return STRIKING_FORCE;
            }
            case BB -> {
                return BOMBARDMENT;
            }
            case CA -> {
                return group <= 2 ? STRIKING_FORCE : BOMBARDMENT; // Tone-Chikuma screens the carriers
            }
            default -> {
                return group == 3
                        ? INVASION
                        : group == 11 ? SEAPLANE_TENDER : group == 13 ? BOMBARDMENT : STRIKING_FORCE;
            }
        }
    }
}
