package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.MidwayRaidDeclaration;
import org.umpire.engine.testkit.Games;
import org.umpire.engine.testkit.Position;
import org.umpire.engine.testkit.TestScenario;

/**
 * RAID-7, I-18: what the defender reads of a raid depends only on what RAID-7 shows it — the raid's
 * composition under neutral labels and the hexes it arrives from — never on which carriers launched
 * it, where exactly they are, or what the attacker kept at home. The raids run from phase 3 to the end
 * of the turn with the default orders and standing orders of both sides, on seeded dice.
 */
class RaidNonInterferenceTest {

    private static final Scenario SC = TestScenario.midway();
    private static final String SEED = "00112233445566778899aabbccddeeff";
    private static final Hex H6 = Hex.parse("H6");

    /** Everything {@code side} reads from phase 3 of turn 3 to the start of turn 4. */
    private static List<String> readBy(GameState start, Side side) {
        List<Resolution> game = new ArrayList<>();
        GameState s = start;
        while (s.turn() == 3) {
            List<Resolution> step =
                    Games.play(SC, s, (st, sd) -> DefaultOrders.of(SC, st, sd), SeededDice.fromHex(SEED), 1);
            game.addAll(step);
            s = Games.last(step);
        }
        return game.stream()
                .flatMap(r -> r.viewsFor(side.audience()).stream())
                .map(Object::toString)
                .collect(Collectors.toList());
    }

    private static GameState raid(String carrier, String hex, List<String> aircraft, String... notReadyAtHome) {
        Position p =
                Position.of(SC).turn(3, Phase.RAID_DECLARATION).fogLifted(1).at(carrier, hex);
        for (String id : notReadyAtHome) {
            p.notReady(id);
        }
        GameState s = p.build();
        return s.withMidwayRaid(new MidwayRaidDeclaration(
                3, Side.JP, aircraft.stream().map(UnitId::of).sorted().collect(Collectors.toList()), Optional.empty()));
    }

    @Test
    void
            RAID_7_I_18_two_raids_from_other_carriers_and_hexes_with_the_same_arrival_give_the_defender_the_same_reports() {
        // F5 is two hexes from Midway and G6 one, but a raid from either arrives "from G6"
        assertThat(SC.map().grid().arrivalHexes(Hex.parse("F5"), H6))
                .isEqualTo(SC.map().grid().arrivalHexes(Hex.parse("G6"), H6))
                .hasSize(1);
        GameState fromAkagi = raid("Akagi", "F5", List.of("AF1", "AD1", "AT1"));
        GameState fromKaga = raid("Kaga", "G6", List.of("KF1", "KD1", "KT1"));

        List<String> a = readBy(fromAkagi, Side.US);
        List<String> b = readBy(fromKaga, Side.US);

        assertThat(a).anyMatch(v -> v.startsWith("raid.arrived.island")).isEqualTo(b);
        assertThat(String.join("\n", a)).doesNotContain("Akagi", "AF1", "AD1", "AT1");
        assertThat(readBy(fromAkagi, Side.JP)).isNotEqualTo(readBy(fromKaga, Side.JP)); // the attacker reads its own
    }

    @Test
    void RAID_7_the_aircraft_the_attacker_keeps_at_home_change_nothing_the_defender_reads() {
        GameState allReady = raid("Akagi", "F6", List.of("AF1", "AD1", "AT1"));
        GameState othersDown = raid("Akagi", "F6", List.of("AF1", "AD1", "AT1"), "AF2", "AD2", "AT2");

        assertThat(readBy(othersDown, Side.US)).isEqualTo(readBy(allReady, Side.US));
    }
}
