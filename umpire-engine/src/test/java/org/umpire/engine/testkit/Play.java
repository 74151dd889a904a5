package org.umpire.engine.testkit;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.umpire.engine.dice.Dice;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.OrderIgnored;
import org.umpire.engine.event.OrderRefused;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;

/**
 * One call of the engine in a rules case: position, orders, dice in; what each audience read out.
 * {@code Play.of(sc, position).us(order...).jp(order...).dice(d).resolve()}.
 */
public final class Play {

    private final Scenario scenario;
    private final GameState state;
    private final Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
    private Dice dice = KeyedDice.none();

    private Play(Scenario scenario, GameState state) {
        this.scenario = scenario;
        this.state = state;
    }

    public static Play of(Scenario scenario, GameState state) {
        return new Play(scenario, state);
    }

    public Play us(Order... o) {
        orders.put(Side.US, new OrderSet(Side.US, List.of(o)));
        return this;
    }

    public Play jp(Order... o) {
        orders.put(Side.JP, new OrderSet(Side.JP, List.of(o)));
        return this;
    }

    public Play dice(Dice d) {
        dice = d;
        return this;
    }

    public Outcome resolve() {
        return new Outcome(TurnEngine.resolve(scenario, state, orders, dice));
    }

    /** What came out. Views are rendered {@code key name=value ...} (see {@code EventView.toString}). */
    public static final class Outcome {
        private final Resolution resolution;

        Outcome(Resolution resolution) {
            this.resolution = resolution;
        }

        public GameState next() {
            return resolution.next();
        }

        public List<Event> events() {
            return resolution.events();
        }

        public Resolution resolution() {
            return resolution;
        }

        public List<String> seenBy(Audience a) {
            return resolution.viewsFor(a).stream().map(Object::toString).collect(Collectors.toList());
        }

        public List<String> us() {
            return seenBy(Audience.US);
        }

        public List<String> jp() {
            return seenBy(Audience.JP);
        }

        public List<String> umpire() {
            return seenBy(Audience.UMPIRE);
        }

        /** Views of {@code a} whose key starts with {@code prefix}. */
        public List<String> seenBy(Audience a, String prefix) {
            List<String> l = new ArrayList<>();
            for (String s : seenBy(a)) {
                if (s.startsWith(prefix)) {
                    l.add(s);
                }
            }
            return l;
        }

        /**
         * Orders set aside, in order, as {@code "US not-in-combat [F6]"}: side, reason, detail values by detail name.
         * An order the side's own checks refuse when its phase comes (see docs/orders.md) reads
         * {@code "US refused may-not-move-yet [6, 4, 3, SS1]"}: the receipt's problem key and its values.
         */
        public List<String> ignored() {
            List<String> l = new ArrayList<>();
            for (Event e : resolution.events()) {
                if (e instanceof OrderIgnored i) {
                    l.add(i.side() + " " + i.reason().code() + " " + i.details().values());
                } else if (e instanceof OrderRefused r) {
                    l.add(r.side() + " refused " + r.problem().key() + " "
                            + r.details().values());
                }
            }
            return l;
        }

        public <T extends Event> List<T> events(Class<T> kind) {
            return resolution.events().stream()
                    .filter(kind::isInstance)
                    .map(kind::cast)
                    .collect(Collectors.toList());
        }
    }
}
