package org.umpire.engine.order;

import java.util.Set;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;

/** Optional searches of phase 2 (SRCH-4, KURE-3); automatic searches need no order (SRCH-1). */
public sealed interface SearchOrder extends Order permits SearchOrder.SourceSearch, SearchOrder.AircraftSearch {

    @Override
    default Set<Phase> phases() {
        return Set.of(Phase.SEARCH);
    }

    /** An air search by unrepresented aircraft of a scenario search source ({@code johnston}, {@code wake}...). */
    record SourceSearch(String source, Hex target) implements SearchOrder {}

    /** A ready air unit flies a search instead of another mission (SRCH-4, SRCH-6). */
    record AircraftSearch(UnitId aircraft, Hex target) implements SearchOrder {}
}
