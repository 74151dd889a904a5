package org.umpire.cli.bot;

import java.util.List;
import java.util.Map;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.state.SightingLevel;
import org.umpire.engine.state.UnitState;

/**
 * The American plan: the carriers wait north-east of Midway, out of the Japanese approach, while
 * Midway's long-range searches sweep the likely approach (rows 4 to 8, west of the island); once
 * Japanese carriers are located the carriers close to two hexes of them and strike first with
 * everything that reaches, Midway's bombers joining. Fighters defend by standing order.
 */
public final class UnitedStatesPlanBot implements Bot {

    private static final List<UnitType> STRIKE = List.of(UnitType.D, UnitType.T);
    private static final String SETUP = """
            place Enterprise, Hornet at N4
            Yorktown N6
            Northampton-Pensacola, Vincennes-Minneapolis, Atlanta, DesRon 6 -> N4
            Astoria-Portland, New Orleans, DesRon 1, DesRon 2 -> N6
            SS1 -> H4; SS2 -> G6; SS3 -> I7
            SS4 -> L5
            fighters: bombers first
            AA: spread
            bombing priority: CV > CVL > BB > CA
            """;

    @Override
    public String name() {
        return "plan";
    }

    @Override
    public String orders(SideView view) {
        Sight s = new Sight(view);
        return switch (view.phase()) {
            case SETUP -> SETUP;
            case MOVEMENT -> movement(s);
            case SEARCH -> searches(s);
            case RAID_DECLARATION -> Strikes.declare(s, STRIKE);
            default -> "";
        };
    }

    private String movement(Sight s) {
        SideView v = s.view();
        Hex midway = v.midwayHex();
        List<Hex> enemy = s.located(v.turn() - 1, SightingLevel.CARRIERS, midway);
        if (enemy.isEmpty()) {
            return "";
        }
        Hex goal = enemy.get(0);
        StringBuilder out = new StringBuilder();
        for (Map.Entry<Hex, List<UnitState>> e : s.shipsByHex().entrySet()) {
            Hex next = s.stepToward(e.getKey(), goal);
            if (HexGrid.distance(next, goal) >= 2 && !next.equals(e.getKey())) {
                for (UnitState u : e.getValue()) {
                    if (v.def(u.id()).speed().mayMove(v.turn(), u.lastMoveTurn())) {
                        out.append(u.id().value()).append(" -> ").append(next).append('\n');
                    }
                }
            }
        }
        return out.toString();
    }

    private String searches(Sight s) {
        SideView v = s.view();
        if (v.night()) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        Hex m = v.midwayHex();
        int turn = v.turn();
        // sweep west of Midway, shifting with the turn so that successive searches cover the approach
        int col = Math.max(0, m.column() - 3 - (turn % 3));
        // each hit on Midway takes one of its long-range searches away (MID-2), a landing all (LAND-7)
        int left = v.midway().occupied() ? 0 : Math.max(0, 3 - v.midway().airSearchesLost());
        for (int row : new int[] {m.row() - 2, m.row(), m.row() + 2}) {
            if (left-- <= 0) {
                break;
            }
            out.append("search ")
                    .append(new Hex(col, Math.max(1, Math.min(s.grid().rows(), row))))
                    .append(" with midway-area\n");
        }
        for (SearchSource src : v.scenario().searchSourcesOf(v.side())) {
            if (src.id().equals("johnston")) {
                out.append("search ").append(src.centre()).append(" with johnston\n");
            }
        }
        return out.toString();
    }
}
