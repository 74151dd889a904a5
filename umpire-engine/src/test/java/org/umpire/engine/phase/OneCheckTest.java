package org.umpire.engine.phase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.EventKeys;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.event.OrderIgnored;
import org.umpire.engine.event.OrderRefused;
import org.umpire.engine.legality.OrderChecker;
import org.umpire.engine.legality.OrderProblem;
import org.umpire.engine.legality.ProblemKind;
import org.umpire.engine.legality.Severity;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.AirOrder;
import org.umpire.engine.order.Assignment;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.state.GameState;
import org.umpire.engine.testkit.Situation;

/**
 * docs/orders.md: one check per order kind. The receipt and the resolution apply the same checks
 * ({@link OrderChecker}, on what the side knows); a resolver sets an order aside only for what the side could
 * not know, or by a guard that mirrors a check.
 */
class OneCheckTest {

    /**
     * The reasons a resolver gives that no check of the receipt could have given, each with why the side could
     * not know it when it gave the order.
     */
    static final Set<IgnoredReason> TRUTH_ONLY = EnumSet.of(
            // NAV-1, SUB-1: where the enemy's ships are is hidden (GAME-1): a side declares on a hex it located
            IgnoredReason.NO_ENEMY_SHIPS,
            // the fight is fought in this very step: its enemy may be shot down or sunk before it, or may never
            // come (a surface fire order for a combat only the enemy could declare)
            IgnoredReason.NOT_IN_COMBAT,
            // the target named was shown to the side, but is gone from the fight by the time its firer fires
            IgnoredReason.WRONG_TARGET,
            // MOV-3: groups are formed after the phase's own orders; a ship may be sunk in that phase
            IgnoredReason.NOT_AT_SEA);

    @Test
    void ORD_1_every_ignored_reason_is_a_check_or_truth_only() {
        for (IgnoredReason r : IgnoredReason.values()) {
            assertThat(r.check().isPresent() != TRUTH_ONLY.contains(r))
                    .as("%s: derived from a check of the receipt, or truth-only (not both)", r)
                    .isTrue();
        }
    }

    @Test
    void ORD_1_every_refusing_check_has_an_event_key_and_warnings_refuse_nothing() {
        for (ProblemKind k : ProblemKind.values()) {
            if (k.severity() == Severity.ERROR) {
                assertThat(EventKeys.refused(k).key()).isEqualTo("order.refused." + k.key());
                assertThat(EventKeys.refused(k).params())
                        .containsSubsequence("index", "order")
                        .containsAll(k.params());
            }
        }
    }

    private static Situation airCombat(Side initiative) {
        return Situation.midway()
                .at(9, Phase.AIR_COMBAT_1)
                .raiders(Side.US, "H6", "R1/F", "R2/D")
                .raid(Side.JP, "H6", initiative, List.of("KF1", "KD1"), List.of("MF1"));
    }

    private static AirOrder.FighterTargets fighters(String firer, String target) {
        return new AirOrder.FighterTargets(
                Hex.parse("H6"), List.of(new Assignment(UnitId.of(firer), UnitId.of(target))));
    }

    private static List<Event> resolve(Situation s, AirOrder.FighterTargets order) {
        Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
        orders.put(Side.US, new OrderSet(Side.US, List.of(order)));
        return TurnEngine.resolve(s.scenario, s.state(), orders, SeededDice.fromHex("0123456789abcdef0123456789abcdef"))
                .events();
    }

    /**
     * The example: a receipt accepted fighter targets that the resolution then set aside ("Order 1
     * (FighterTargets[combat=F6, ...]) set aside"). The receipt now refuses a fighter that does not fire in this
     * round of air combat, with the same reason the resolution gives, in the player's words.
     */
    @Test
    void AIR_3_fighter_targets_the_receipt_accepts_are_never_set_aside_and_refused_ones_read_the_same() {
        Situation usFirst = airCombat(Side.US);
        Situation jpFirst = airCombat(Side.JP);

        List<OrderProblem> notDefending =
                OrderChecker.check(usFirst.scenario, usFirst.state(), Side.US, List.of(fighters("MF2", "R2")));
        List<OrderProblem> notItsRound =
                OrderChecker.check(jpFirst.scenario, jpFirst.state(), Side.US, List.of(fighters("MF1", "R2")));
        assertThat(OrderChecker.check(usFirst.scenario, usFirst.state(), Side.US, List.of(fighters("MF1", "R2"))))
                .isEmpty();
        assertThat(notDefending).extracting(OrderProblem::kind).containsExactly(ProblemKind.NOT_IN_AIR_COMBAT);
        assertThat(notItsRound).extracting(OrderProblem::kind).containsExactly(ProblemKind.NOT_IN_AIR_COMBAT);

        List<Event> accepted = resolve(usFirst, fighters("MF1", "R2"));
        assertThat(accepted).noneMatch(e -> e instanceof OrderIgnored || e instanceof OrderRefused);

        List<Event> refused = resolve(usFirst, fighters("MF2", "R2"));
        assertThat(refused)
                .filteredOn(e -> e instanceof OrderRefused)
                .hasSize(1)
                .first()
                .satisfies(e -> {
                    OrderRefused r = (OrderRefused) e;
                    assertThat(r.problem()).isEqualTo(ProblemKind.NOT_IN_AIR_COMBAT);
                    assertThat(r.viewFor(Audience.US).orElseThrow().toString())
                            .isEqualTo(
                                    "order.refused.not-in-air-combat hex=H6 index=1 order=fighters over H6: MF2 -> R2 unit=MF2");
                    assertThat(r.order()).doesNotContain("FighterTargets", "[");
                });
        assertThat(refused).noneMatch(e -> e instanceof OrderIgnored);
    }

    @Test
    void ORD_1_no_order_is_described_by_its_program_form() {
        GameState s = airCombat(Side.US).state();
        assertThat(OrderText.of(fighters("MF2", "R2"))).isEqualTo("fighters over H6: MF2 -> R2");
        assertThat(s.turn()).isEqualTo(9);
    }
}
