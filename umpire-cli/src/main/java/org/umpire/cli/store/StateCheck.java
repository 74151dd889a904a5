package org.umpire.cli.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.Problem;
import org.umpire.cli.yaml.YamlNode;
import org.umpire.cli.yaml.YamlTree;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Knowledge;
import org.umpire.engine.state.LocatedNotice;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.UnitState;
import org.umpire.engine.state.VpEntry;

/**
 * Checks a state read from a file ({@code state.yaml}, a journal state) against its scenario and
 * the rules' invariants, so that a hand edit or a damaged file is refused with its file, line and
 * field before any command uses it: units unknown to the scenario or missing, hexes off the map,
 * bases that do not exist, negative counters, turns out of range, air units over a base's
 * capacity. The codec ({@link StateYaml}) has already checked the syntax and the value types.
 */
public final class StateCheck {

    private final Scenario scenario;
    private final GameState s;
    private final String source;
    private final byte[] yaml;
    private YamlNode root;
    private boolean parsed;
    private final List<Problem> problems = new ArrayList<>();

    private StateCheck(Scenario scenario, GameState s, String source, byte[] yaml) {
        this.scenario = scenario;
        this.s = s;
        this.source = source;
        this.yaml = yaml;
    }

    /** Every problem of {@code state} (read from {@code yaml} in {@code source}), in file order; empty when sound. */
    public static List<Problem> problems(Scenario scenario, GameState state, String source, byte[] yaml) {
        StateCheck c = new StateCheck(scenario, state, source, yaml);
        c.run();
        List<Problem> sorted = new ArrayList<>(c.problems);
        sorted.sort((a, b) -> Integer.compare(a.line(), b.line()));
        return sorted;
    }

    /**
     * @throws BadFileException (exit 1) naming every problem, with {@code fix} as the closing line
     */
    public static void require(Scenario scenario, GameState state, String source, byte[] yaml, String fix) {
        List<Problem> p = problems(scenario, state, source, yaml);
        if (!p.isEmpty()) {
            throw new BadFileException(p, fix);
        }
    }

    private void run() {
        if (!s.scenarioId().equals(scenario.id())) {
            problem(
                    "the scenario is " + scenario.id() + " (game.yaml) but this state is of \"" + s.scenarioId() + "\"",
                    "scenario");
        }
        int last = scenario.lastTurn();
        if (s.turn() < 0 || s.turn() > last) {
            problem("turn " + s.turn() + " is out of range: the scenario has turns 0 (set-up) to " + last, "turn");
        }
        if (s.phase() != Phase.GAME_OVER && (s.turn() == 0) != (s.phase() == Phase.SETUP)) {
            problem(
                    "phase " + PhaseNames.slug(s.phase()) + " does not go with turn " + s.turn()
                            + ": the set-up is turn 0 and turn 0 is the set-up",
                    "phase");
        }
        turnField(s.fogLiftedTurn(), "fog-lifted-turn");
        turnField(s.kure().startedTurn(), "kure", "started-turn");
        turnField(s.usCarrierFirstLocatedTurn(), "us-carrier-first-located-turn");
        counter(s.midway().capacityLost(), "midway", "capacity-lost");
        counter(s.midway().airSearchesLost(), "midway", "air-searches-lost");
        scenario.airfields().stream()
                .filter(a -> a.hex().equals(scenario.map().midway()))
                .findFirst()
                .ifPresent(a -> {
                    if (2 * s.midway().capacityLost() > a.capacityHalves()) {
                        problem(
                                "Midway's airfield holds " + a.capacity() + " air units: it cannot lose "
                                        + s.midway().capacityLost(),
                                "midway",
                                "capacity-lost");
                    }
                });
        for (int i = 0; i < s.vpLedger().size(); i++) {
            VpEntry e = s.vpLedger().get(i);
            turnField(e.turn(), "vp-ledger", "#" + i, "turn");
        }
        units();
        capacity();
        for (Side side : Side.values()) {
            knowledge(side, s.knowledgeOf(side));
        }
    }

    private void units() {
        Map<UnitId, UnitDef> defs = scenario.unitIndex();
        for (UnitState u : s.units().values()) {
            String id = u.id().value();
            UnitDef def = defs.get(u.id());
            if (def == null) {
                problem(
                        "unit " + id + " is not in the scenario's order of battle; remove it or correct its id",
                        "units",
                        id);
                continue;
            }
            if (u.steps() > def.steps()) {
                problem(id + " has " + def.steps() + " step(s) at most, not " + u.steps(), "units", id, "steps");
            }
            if (u.steps() == 0 && !u.isEliminated()) {
                problem(
                        id + " has no step left but is not eliminated; give it steps or write eliminated: TURN",
                        "units",
                        id,
                        "steps");
            }
            turnField(u.lastMoveTurn(), "units", id, "moved");
            turnField(u.lastFlightTurn(), "units", id, "flew");
            location(u, def);
        }
        for (UnitDef def : scenario.units()) {
            if (!s.units().containsKey(def.id())) {
                problem(
                        "unit " + def.id().value() + " of the scenario is missing; put it back (copy its lines from "
                                + Journal.STATE_AFTER + " of the last journal entry)",
                        "units");
            }
        }
    }

    private void location(UnitState u, UnitDef def) {
        String id = u.id().value();
        Location l = u.location();
        if (l instanceof Location.OnMap map) {
            onMap(map.hex(), "units", id, "at");
        } else if (l instanceof Location.Ashore ashore) {
            onMap(ashore.hex(), "units", id, "ashore");
        } else if (l instanceof Location.Aboard aboard) {
            UnitId base = aboard.base();
            if (!s.units().containsKey(base) && scenario.airfield(base).isEmpty()) {
                problem(
                        id + " is aboard " + base.value() + ", which is neither a unit nor an airfield of the scenario",
                        "units",
                        id,
                        "aboard");
            }
        } else if (l instanceof Location.InReserve reserve) {
            UnitId carrier = reserve.carrier();
            if (!s.units().containsKey(carrier)) {
                problem(
                        id + " is in the reserve of " + carrier.value() + ", which is not a unit of the scenario",
                        "units",
                        id,
                        "reserve");
            }
        } else if (l instanceof Location.Aloft a) {
            onMap(a.over(), "units", id, "aloft");
            if (!s.units().containsKey(a.base()) && scenario.airfield(a.base()).isEmpty()) {
                problem(
                        id + " took off from " + a.base().value() + ", which is neither a unit nor an airfield of the"
                                + " scenario",
                        "units",
                        id,
                        "aloft");
            }
        } else if (l instanceof Location.Exited exited) {
            turnField(exited.turn(), "units", id, "exited");
        } else if (l instanceof Location.Eliminated eliminated) {
            turnField(eliminated.turn(), "units", id, "eliminated");
        }
    }

    /** Air units aboard a base, counted in halves (a reduced unit is half), within its capacity (REC-4). */
    private void capacity() {
        Map<UnitId, Integer> load = new TreeMap<>();
        Map<UnitId, String> firstAboard = new TreeMap<>();
        for (UnitState u : s.units().values()) {
            UnitDef def = scenario.unitIndex().get(u.id());
            if (def == null || !def.type().isAircraft() || !(u.location() instanceof Location.Aboard)) {
                continue;
            }
            UnitId base = ((Location.Aboard) u.location()).base();
            load.merge(base, u.steps() == 2 ? 2 : 1, Integer::sum);
            firstAboard.putIfAbsent(base, u.id().value());
        }
        for (Map.Entry<UnitId, Integer> e : load.entrySet()) {
            int cap = -1;
            Optional<Airfield> a = scenario.airfield(e.getKey());
            if (a.isPresent()) {
                cap = a.get().capacityHalves();
            } else if (scenario.unitIndex().containsKey(e.getKey())
                    && scenario.unitIndex().get(e.getKey()).isCarrier()) {
                cap = scenario.unitIndex().get(e.getKey()).capacityHalves();
            }
            if (cap >= 0 && e.getValue() > cap) {
                problem(
                        halves(e.getValue()) + " air units are aboard "
                                + e.getKey().value() + ", whose capacity is " + halves(cap)
                                + " (REC-4); move some to another base",
                        "units",
                        firstAboard.get(e.getKey()),
                        "aboard");
            }
        }
    }

    private static String halves(int h) {
        return h % 2 == 0 ? Integer.toString(h / 2) : (h / 2) + ".5";
    }

    private void knowledge(Side side, Knowledge k) {
        for (int i = 0; i < k.sightings().size(); i++) {
            Sighting x = k.sightings().get(i);
            turnField(x.turn(), "knowledge", side.name(), "sightings", "#" + i, "turn");
            onMap(x.hex(), "knowledge", side.name(), "sightings", "#" + i, "hex");
        }
        for (int i = 0; i < k.notices().size(); i++) {
            LocatedNotice x = k.notices().get(i);
            turnField(x.turn(), "knowledge", side.name(), "notices", "#" + i, "turn");
            onMap(x.hex(), "knowledge", side.name(), "notices", "#" + i, "hex");
        }
        for (int i = 0; i < k.enemyUnits().size(); i++) {
            EnemyUnitReport x = k.enemyUnits().get(i);
            turnField(x.turn(), "knowledge", side.name(), "enemy-units", "#" + i, "turn");
            onMap(x.hex(), "knowledge", side.name(), "enemy-units", "#" + i, "hex");
            UnitDef def = scenario.unitIndex().get(x.id());
            boolean raider = def == null && x.id().value().matches("R[0-9]+"); // a raid's neutral label (I-18)
            if (!raider && (def == null || def.side() == side)) {
                problem(
                        x.id().value() + " is not an enemy unit of the scenario",
                        "knowledge",
                        side.name(),
                        "enemy-units",
                        "#" + i,
                        "id");
            }
        }
    }

    private void onMap(Hex hex, String... path) {
        if (!scenario.map().grid().contains(hex)) {
            problem("hex " + hex + " is off the map (" + scenario.map().grid().bounds() + ")", path);
        }
    }

    private void turnField(int turn, String... path) {
        if (turn < 0 || turn > s.turn()) {
            problem(turn + " is out of range: a turn from 0 to the current turn, " + s.turn(), path);
        }
    }

    private void counter(int value, String... path) {
        if (value < 0) {
            problem(value + " is negative: a count from 0 up", path);
        }
    }

    private void problem(String message, String... path) {
        String field = String.join(".", path).replace(".#", "[").replaceAll("\\[([0-9]+)", "[$1]");
        problems.add(new Problem(source, lineOf(path), field, message));
    }

    /** The line of the deepest node of {@code path} found in the file ({@code #i}: item i of a list); 0 if none. */
    private int lineOf(String... path) {
        if (!parsed) { // the tree with line numbers is built only when there is a problem to place
            root = yaml == null ? null : YamlTree.parse(yaml).root().orElse(null);
            parsed = true;
        }
        YamlNode node = root;
        int line = 0;
        for (String key : path) {
            if (node == null) {
                break;
            }
            if (node instanceof YamlNode.Mapping mapping) {
                YamlNode.Entry e = mapping.entries().get(key);
                if (e == null) {
                    break;
                }
                line = e.keyLine();
                node = e.value();
            } else if (node instanceof YamlNode.Sequence sequence && key.startsWith("#")) {
                List<YamlNode> items = sequence.items();
                int i = Integer.parseInt(key.substring(1));
                if (i >= items.size()) {
                    break;
                }
                node = items.get(i);
                line = node.line();
            } else {
                break;
            }
        }
        return line;
    }
}
