package org.umpire.engine.legality;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.state.UnitState;

/** How many searches a source gives this turn (SRCH-4, MID-2, LAND-7, KURE-3). */
final class SearchCounts {

    private SearchCounts() {}

    static int available(SideView v, SearchSource s) {
        switch (s.anchor()) {
            case HEX -> {
                if (v.side() == Side.US && s.centre().equals(v.midwayHex())) {
                    if (v.jpTroopsAshoreAtMidway() || v.midway().occupied()) {
                        return 0;
                    }
                    // MID-2 (I-9): hits remove the long-range Midway searches first, the automatic one last.
                    int lost = v.midway().airSearchesLost();
                    if (!s.automatic()) {
                        return Math.max(0, s.count() - lost);
                    }
                    int longRange = v.scenario().searchSourcesOf(Side.US).stream()
                            .filter(x -> !x.automatic()
                                    && x.anchor() == SearchSource.Anchor.HEX
                                    && x.centre().equals(v.midwayHex()))
                            .mapToInt(SearchSource::count)
                            .sum();
                    return Math.max(0, s.count() - Math.max(0, lost - longRange));
                }
                return s.count();
            }
            case INTACT_CARRIER -> {
                return intactCarrierHexes(v).isEmpty() ? 0 : s.count();
            }
            case KURE_BASE -> {
                if (v.side() != Side.JP
                        || !v.kure().operational(v.turn(), v.scenario().kureBaseDelay())) {
                    return 0;
                }
                boolean reduced = v.ownOfType(UnitType.ST).stream().anyMatch(UnitState::isReduced);
                return reduced && !s.automatic() && s.count() > 1 ? s.count() - 1 : s.count();
            }
            default -> throw new AssertionError(s.anchor());
        }
    }

    static String whyNone(SideView v, SearchSource s) {
        return switch (s.anchor()) {
            case KURE_BASE -> "kure-not-operational";
            case INTACT_CARRIER -> "no-carrier";
            default -> "midway-lost";
        };
    }

    /** Hexes of the side's intact carriers out of fog: floatplane searches start there (SRCH-4, SRCH-9). */
    static List<Hex> intactCarrierHexes(SideView v) {
        List<Hex> result = new ArrayList<>();
        for (UnitState u : v.ownUnits()) {
            if (!v.def(u.id()).isCarrier() || v.carrierDamaged(u.id())) {
                continue;
            }
            Optional<Hex> h = Common.atSea(u);
            if (h.isPresent() && !v.inFog(h.get())) {
                result.add(h.get());
            }
        }
        return result;
    }
}
