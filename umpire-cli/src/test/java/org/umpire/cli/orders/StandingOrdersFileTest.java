package org.umpire.cli.orders;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.UserException;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.testkit.Situation;

class StandingOrdersFileTest {

    @TempDir
    Path game;

    private static List<StandingOrder> standing(String... lines) {
        Situation s = MidwayFixtureAccess.situation().at(3, Phase.SEARCH);
        OrdersReceipt r = OrdersReader.read(s.scenario, s.state(), Side.US, String.join("\n", lines));
        assertThat(r.allAccepted()).isTrue();
        return r.standingOrders();
    }

    @Test
    void ORD_1_standing_orders_are_replaced_kind_by_kind_and_stay_in_force() throws Exception {
        assertThat(StandingOrdersFile.load(game, Side.US)).isEmpty();
        StandingOrdersFile.save(game, Side.US, StandingOrdersFile.merge(StandingOrdersFile.load(game, Side.US),
                standing("bombing priority: CV > BB > CA", "AA: spread")));
        StandingOrdersFile.save(game, Side.US, StandingOrdersFile.merge(StandingOrdersFile.load(game, Side.US),
                standing("priorité bombardement : BB > CV", "chasseurs : bombardiers d'abord")));
        assertThat(StandingOrdersFile.load(game, Side.US)).containsExactly(
                new StandingOrder.TargetPriority(StandingOrder.Step.BOMBING, List.of(UnitType.BB, UnitType.CV)),
                new StandingOrder.AaPolicy(StandingOrder.AaPolicy.Mode.SPREAD),
                new StandingOrder.FighterPolicy(StandingOrder.FighterPolicy.Mode.BOMBERS_FIRST));
        assertThat(Files.readString(StandingOrdersFile.path(game, Side.US))).isEqualTo(
                "# Standing orders of US: in force until replaced (umpire orders submit).\n"
                        + "bombing: [BB, CV]\naa: spread\nfighters: bombers-first\n");
        assertThat(StandingOrdersFile.load(game, Side.JP)).isEmpty();
    }

    @Test
    void a_damaged_standing_orders_file_is_a_clear_error_naming_the_file() throws Exception {
        Files.writeString(StandingOrdersFile.path(game, Side.JP), "bombing: [CV, XX]\n");
        assertThatThrownBy(() -> StandingOrdersFile.load(game, Side.JP)).isInstanceOf(UserException.class)
                .hasMessageContaining("standing-orders-jp.yaml").hasMessageContaining("\"XX\" is not a unit type");
        Files.writeString(StandingOrdersFile.path(game, Side.JP), "aa: sometimes\n");
        assertThatThrownBy(() -> StandingOrdersFile.load(game, Side.JP)).isInstanceOf(UserException.class)
                .hasMessageContaining("aa: \"sometimes\"");
    }
}
