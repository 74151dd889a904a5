package org.umpire.cli.aar;

import java.util.List;
import org.umpire.cli.report.EventLine;

/**
 * Which of the umpire's event lines the story tells, and where. Routine lines (searches made,
 * readiness, standing orders applied, orders set aside, the units a raid showed, each VP scored)
 * are left out: the maps, the VP curve and the losses table tell them in short.
 */
final class StoryEvents {

    /** Searches that found enemy ships. */
    private static final List<String> LOCATED = List.of(
            "umpire.search.result.ships.",
            "umpire.search.result.carriers.",
            "umpire.search.night-roll.located",
            "umpire.search.island-lost");

    /** Raids, air, AA, bombing, naval and submarine combat, bombardment, landings, land combat. */
    private static final List<String> COMBAT = List.of(
            "umpire.movement.midway-raid",
            "umpire.movement.midway-raid-landing",
            "umpire.raid.launched",
            "umpire.raid.midway-cancelled",
            "umpire.raid.midway-unit-stayed",
            "umpire.air.initiative.",
            "umpire.combat.",
            "umpire.aircraft.lost.",
            "umpire.midway.damaged",
            "umpire.midway.aircraft-destroyed",
            "umpire.naval.combat",
            "umpire.landing.landed",
            "midway.occupied",
            "umpire.vp.aircraft-destroyed-on-ground");

    /** Other news: groups, arrivals, the Kure base, reserves, the fog, awards, the end. */
    private static final List<String> OTHER = List.of(
            "umpire.group.formed",
            "umpire.arrival.late-group",
            "umpire.kure.",
            "umpire.recovery.reserve.",
            "fog.lifted",
            "vp.midway-control",
            "vp.kure-base",
            "vp.sft-at-midway",
            "game.ended.");

    private StoryEvents() {}

    static boolean located(EventLine line) {
        return matches(line, LOCATED);
    }

    static boolean combat(EventLine line) {
        return matches(line, COMBAT);
    }

    static boolean other(EventLine line) {
        return matches(line, OTHER);
    }

    /** A search that found no ships in a hex: told in short, as the list of hexes found empty. */
    static boolean searchedEmpty(EventLine line) {
        return line.key().startsWith("umpire.search.result.none.");
    }

    static boolean ended(EventLine line) {
        return line.key().startsWith("game.ended.");
    }

    static boolean score(EventLine line) {
        return line.key().equals("game.score");
    }

    private static boolean matches(EventLine line, List<String> prefixes) {
        for (String p : prefixes) {
            if (p.endsWith(".")
                    ? line.key().startsWith(p)
                    : line.key().equals(p) || line.key().startsWith(p + ".")) {
                return true;
            }
        }
        return false;
    }
}
