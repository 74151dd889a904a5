package org.umpire.cli.scenario;

import java.util.List;
import java.util.Set;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.MapDef;
import org.umpire.engine.scenario.PlacementZone;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.scenario.TurnSlot;
import org.umpire.engine.scenario.VictoryPoints;

/**
 * What {@code scenario.yaml} holds, as far as it could be read: a part that had problems is
 * {@code null} (or left out of its list) so that cross-checks skip it instead of repeating them.
 *
 * @param grid         the map's size, null when wrong
 * @param map          the whole map, null when any part is wrong
 * @param turns        declared number of turns, 0 when wrong
 * @param schedule     one slot per turn, null when wrong
 * @param jpGroups     JP arrival groups (SET-1), null when wrong
 * @param jpGroupsLine line of {@code jp-groups}
 * @param placementComplete every placement zone read without problems (else set-up coverage is not checked)
 * @param airfieldIds  every airfield id written, valid or not; null when the file could not be read
 */
record ScenarioSettings(
        String id,
        String title,
        HexGrid grid,
        MapDef map,
        int turns,
        List<TurnSlot> schedule,
        List<Integer> jpGroups,
        int jpGroupsLine,
        Integer lateGroup,
        Integer lateGroupDelay,
        Integer kureBaseDelay,
        List<Located<Airfield>> airfields,
        List<Located<PlacementZone>> placement,
        boolean placementComplete,
        List<SearchSource> searchSources,
        List<String> usIslandSearches,
        VictoryPoints vp,
        Set<String> airfieldIds) {

    /** Could the file be read at all (a mapping at its root)? Cross-checks against it are skipped otherwise. */
    boolean readable() {
        return airfieldIds != null;
    }

    /** Settings of a scenario whose {@code scenario.yaml} could not be read at all. */
    static ScenarioSettings unreadable() {
        return new ScenarioSettings(
                null, null, null, null, 0, null, null, 0, null, null, null, List.of(), List.of(), false, List.of(),
                List.of(), null, null);
    }
}
