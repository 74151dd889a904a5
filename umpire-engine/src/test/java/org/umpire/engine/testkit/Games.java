package org.umpire.engine.testkit;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

/** Plays whole games through the engine, as the CLI would: ask who is awaited, collect their orders, resolve. */
public final class Games {

    private Games() {}

    /** Every resolution of a game played from set-up until it is over or {@code maxCalls} calls were made. */
    public static List<Resolution> play(
            Scenario sc, BiFunction<GameState, Side, OrderSet> players, Dice dice, int maxCalls) {
        return play(sc, InitialState.of(sc), players, dice, maxCalls);
    }

    public static List<Resolution> play(
            Scenario sc, GameState start, BiFunction<GameState, Side, OrderSet> players, Dice dice, int maxCalls) {
        List<Resolution> all = new ArrayList<>();
        GameState s = start;
        for (int i = 0; i < maxCalls && !s.isOver(); i++) {
            Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
            for (Side side : TurnEngine.awaiting(sc, s)) {
                orders.put(side, players.apply(s, side));
            }
            Resolution r = TurnEngine.resolve(sc, s, orders, dice);
            all.add(r);
            s = r.next();
        }
        return all;
    }

    public static GameState last(List<Resolution> game) {
        return game.get(game.size() - 1).next();
    }
}
