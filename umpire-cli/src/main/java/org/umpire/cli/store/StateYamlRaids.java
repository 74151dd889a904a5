package org.umpire.cli.store;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.umpire.cli.yaml.Fields;
import org.umpire.cli.yaml.YamlNode;
import org.umpire.cli.yaml.YamlReader;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.StandingOrder;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.StandingOrders;

/**
 * The parts of {@code state.yaml} the carrier strikes added: the raids of the current turn and each
 * side's standing orders in force.
 *
 * <pre>
 * raids:
 *   - turn: 3
 *     attacker: JP
 *     target: H6
 *     island: true
 *     aircraft:
 *       - {unit: SF1, label: R1, base: Soryu, origin: F6}
 *     defenders: [MF1, MF2]
 *     arrives-from: [G6, G7]
 *     initiative: US
 * standing-orders:
 *   US: {fighters: bombers-first, aa: spread, bombing: [CV, BB, CA], ask-me: false}
 * </pre>
 */
final class StateYamlRaids {

    private static final String HEX = "a hex like H6";
    private static final String ID = "a unit id like KD1";

    private StateYamlRaids() {}

    static void write(ObjectNode root, GameState s) {
        if (!s.raids().isEmpty()) {
            ArrayNode raids = root.putArray("raids");
            for (Raid r : s.raids()) {
                ObjectNode o = raids.addObject();
                o.put("turn", r.turn());
                o.put("attacker", r.attacker().name());
                o.put("target", r.target().toString());
                o.put("island", r.island());
                ArrayNode aircraft = o.putArray("aircraft");
                for (Raid.Flight f : r.aircraft()) {
                    ObjectNode a = aircraft.addObject();
                    a.put("unit", f.unit().value());
                    a.put("label", f.label().value());
                    a.put("base", f.base().value());
                    a.put("origin", f.origin().toString());
                }
                ArrayNode defenders = o.putArray("defenders");
                r.defenders().forEach(d -> defenders.add(d.value()));
                ArrayNode from = o.putArray("arrives-from");
                r.arrivesFrom().forEach(h -> from.add(h.toString()));
                r.initiative().ifPresent(i -> o.put("initiative", i.name()));
                r.landAt().ifPresent(l -> o.put("land-at", l.value()));
            }
        }
        ObjectNode standing = null;
        for (Side side : Side.values()) {
            StandingOrders so = s.standingOf(side);
            if (so.isEmpty()) {
                continue;
            }
            standing = standing == null ? root.putObject("standing-orders") : standing;
            ObjectNode o = standing.putObject(side.name());
            so.fighters().ifPresent(m -> o.put("fighters", slug(m)));
            so.aa().ifPresent(m -> o.put("aa", slug(m)));
            so.priorities().forEach((step, types) -> {
                ArrayNode l = o.putArray(slug(step));
                types.forEach(t -> l.add(t.name()));
            });
            if (so.askMe()) {
                o.put("ask-me", true);
            }
        }
    }

    static Optional<Raid> raid(Fields e, YamlReader r) {
        int mark = r.mark();
        int turn = e.integer("turn");
        Optional<Side> attacker = e.value("attacker", "a side, US or JP", Side::tryParse);
        Optional<Hex> target = e.value("target", HEX, Hex::tryParse);
        boolean island = e.bool("island", false);
        List<Raid.Flight> flights = StateYaml.listOf(r, e, "aircraft", f -> {
            int m = r.mark();
            Optional<UnitId> unit = f.value("unit", ID, StateYaml::unitIdOf);
            Optional<UnitId> label = f.value("label", "a label like R1", StateYaml::unitIdOf);
            Optional<UnitId> base = f.value("base", "a carrier or airfield id", StateYaml::unitIdOf);
            Optional<Hex> origin = f.value("origin", HEX, Hex::tryParse);
            return r.cleanSince(m)
                    ? Optional.of(new Raid.Flight(unit.get(), label.get(), base.get(), origin.get()))
                    : Optional.empty();
        });
        List<UnitId> defenders = items(r, e, "defenders", ID, StateYaml::unitIdOf);
        List<Hex> from = items(r, e, "arrives-from", HEX, Hex::tryParse);
        Optional<Side> initiative = e.has("initiative")
                ? e.optionalValue("initiative", "a side, US or JP", Side::tryParse)
                : Optional.empty();
        Optional<UnitId> landAt = e.has("land-at")
                ? e.optionalValue("land-at", "a carrier or airfield id", StateYaml::unitIdOf)
                : Optional.empty();
        if (!r.cleanSince(mark)) {
            return Optional.empty();
        }
        return Optional.of(
                new Raid(turn, attacker.get(), target.get(), island, flights, defenders, from, initiative, landAt));
    }

    static Map<Side, StandingOrders> standing(YamlReader r, Fields root) {
        Map<Side, StandingOrders> result = new EnumMap<>(Side.class);
        if (!root.has("standing-orders")) {
            return result;
        }
        root.mapping("standing-orders").ifPresent(sf -> {
            for (Side side : Side.values()) {
                if (sf.has(side.name())) {
                    sf.mapping(side.name()).ifPresent(f -> result.put(side, standingOf(r, f)));
                }
            }
            sf.rejectUnknown();
        });
        return result;
    }

    private static StandingOrders standingOf(YamlReader r, Fields f) {
        StandingOrders so = StandingOrders.NONE;
        Optional<StandingOrder.FighterPolicy.Mode> fighters = f.optionalValue(
                "fighters", "bombers-first or fighters-first", t -> parse(StandingOrder.FighterPolicy.Mode.class, t));
        if (fighters.isPresent()) {
            so = so.with(new StandingOrder.FighterPolicy(fighters.get()));
        }
        Optional<StandingOrder.AaPolicy.Mode> aa =
                f.optionalValue("aa", "spread or strongest-first", t -> parse(StandingOrder.AaPolicy.Mode.class, t));
        if (aa.isPresent()) {
            so = so.with(new StandingOrder.AaPolicy(aa.get()));
        }
        for (StandingOrder.Step step : StandingOrder.Step.values()) {
            if (f.has(slug(step))) {
                List<UnitType> types = items(r, f, slug(step), "a unit type like CV", UnitType::tryParse);
                so = so.with(new StandingOrder.TargetPriority(step, types));
            }
        }
        if (f.bool("ask-me", false)) {
            so = so.with(new StandingOrder.AskMe(true));
        }
        f.rejectUnknown();
        return so;
    }

    private static <T> List<T> items(
            YamlReader r, Fields f, String key, String expected, Function<String, Optional<T>> parse) {
        List<T> out = new ArrayList<>();
        List<YamlNode> nodes = f.list(key).orElse(List.of());
        for (int i = 0; i < nodes.size(); i++) {
            Fields.valueOf(r, nodes.get(i), f.pathOf(key) + "[" + i + "]", expected, parse)
                    .ifPresent(out::add);
        }
        return out;
    }

    private static String slug(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static <E extends Enum<E>> Optional<E> parse(Class<E> type, String text) {
        for (E e : type.getEnumConstants()) {
            if (slug(e).equals(text.trim())) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }
}
