package org.umpire.cli.store;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.Problem;
import org.umpire.cli.yaml.YamlNode;
import org.umpire.cli.yaml.YamlTree;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/**
 * A {@code state.yaml} edited by hand, checked against the journal (see docs/mail-in.md): every commit writes the same
 * state into {@code state.yaml} and into the last entry's {@code state-after.yaml}, so a state that differs
 * from it was changed by hand since. {@link StateCheck} already refuses what no state may hold (a hex off the
 * map, a unit unknown); this refuses what the game cannot have come to: a ship standing farther from where
 * the journal last saw it than it could have sailed since. A ship moves one hex in a movement phase, when its
 * speed lets it move that turn (MOV-1, I-4); so from where it stood before this turn's movement phase (the
 * state before that entry, when it was resolved) or, else, in the last entry's state after, it may stand as
 * many hexes away as the movement phases in between in which it could move, and no farther. A unit that does
 * not sail (aircraft, land units) is never moved on the map by hand.
 *
 * <p>The refusal names the file and the line, the unit, both hexes, the journal file they come from and the
 * fix, in the umpire's language of the game; nothing is changed (exit 1, as every damaged file).
 */
final class HandEdits {

    private HandEdits() {}

    /**
     * @param state       the state read from {@code stateFile}
     * @param journalView the committed entries, oldest first
     * @throws BadFileException naming each unit moved too far
     */
    static void require(GameStore store, Scenario scenario, GameState state, String stateFile, byte[] stateBytes) {
        Optional<JournalRecord> last = store.lastEntry();
        if (last.isEmpty() || state.turn() == 0) {
            return; // the set-up places the units: nothing to compare with
        }
        JournalRecord entry = last.get();
        Optional<byte[]> after = store.journalFile(entry, Journal.STATE_AFTER);
        if (after.isEmpty() || Arrays.equals(after.get(), stateBytes)) {
            return;
        }
        GameState journaled = store.stateAfter(entry);
        if (journaled.equals(state)) {
            return; // comments or spelling only
        }
        // where the ships stood before this turn's movement phase, when the journal has resolved it
        Optional<JournalRecord> movement = Optional.empty();
        if (journaled.turn() == state.turn()) {
            Set<String> undone = new HashSet<>();
            List<JournalRecord> all = store.journal();
            for (int i = all.size() - 1; i >= 0; i--) {
                JournalRecord r = all.get(i);
                r.undoes().ifPresent(undone::add);
                if (r.turn() != state.turn()) {
                    break;
                }
                if (r.kind() == EntryKind.RESOLVE && r.phase() == Phase.MOVEMENT && !undone.contains(r.folder())) {
                    movement = Optional.of(r);
                    break;
                }
            }
        }
        GameState origin = movement.map(store::stateBefore).orElse(journaled);
        JournalRecord originEntry = movement.orElse(entry);
        String originFile = store.dir()
                .resolve("journal")
                .resolve(originEntry.folder())
                .resolve(movement.isPresent() ? Journal.STATE_BEFORE : Journal.STATE_AFTER)
                .toString();
        boolean french = store.config().umpireLanguage().orElse(Language.EN) == Language.FR;
        List<Problem> problems = new ArrayList<>();
        YamlNode root = null;
        for (UnitState u : state.units().values()) {
            if (!(u.location() instanceof Location.OnMap now)) {
                continue;
            }
            Optional<UnitState> before = origin.unit(u.id());
            if (before.isEmpty()
                    || !(before.get().location() instanceof Location.OnMap then)
                    || then.hex().equals(now.hex())) {
                continue;
            }
            Optional<UnitDef> def = scenario.unit(u.id());
            if (def.isEmpty()) {
                continue; // StateCheck names it
            }
            int could = movesBetween(def.get(), before.get(), origin, state);
            int went = HexGrid.distance(then.hex(), now.hex());
            if (went <= could) {
                continue;
            }
            if (root == null) {
                root = YamlTree.parse(stateBytes).root().orElse(null);
            }
            problems.add(new Problem(
                    stateFile,
                    lineOf(root, u.id()),
                    message(french, u.id(), def.get(), then.hex(), now.hex(), went, could, originFile)));
        }
        if (!problems.isEmpty()) {
            throw new BadFileException(
                    problems,
                    french
                            ? "Remettez ces unités à portée de leur position du journal dans " + stateFile
                                    + ", ou recopiez "
                                    + Journal.STATE_AFTER + " de la dernière entrée ("
                                    + store.dir().resolve("journal").resolve(entry.folder())
                                    + ") par-dessus ; pour changer la partie à la main, annulez (umpire undo)"
                                    + " et rejouez la phase. Rien n'a été modifié."
                            : "Put these units back within reach of their place in the journal in " + stateFile
                                    + ", or copy "
                                    + Journal.STATE_AFTER + " of the last entry ("
                                    + store.dir().resolve("journal").resolve(entry.folder())
                                    + ") over it; to change the game by hand, undo (umpire undo) and"
                                    + " resolve the phase again. Nothing was changed.");
        }
    }

    /**
     * The movement phases between {@code from} and {@code to} in which the unit could sail one hex (its speed,
     * from the turn it last moved); 0 for a unit that does not sail.
     */
    static int movesBetween(UnitDef def, UnitState unit, GameState from, GameState to) {
        if (!def.type().isNaval() || def.speed() == null) {
            return 0;
        }
        int last = unit.lastMoveTurn();
        int moves = 0;
        for (int t = Math.max(1, from.turn()); t <= to.turn(); t++) {
            boolean afterFrom = t > from.turn() || from.phase().number() <= Phase.MOVEMENT.number();
            boolean beforeTo = t < to.turn() || to.phase().number() > Phase.MOVEMENT.number();
            if (afterFrom && beforeTo && def.speed().mayMove(t, last)) {
                moves++;
                last = t;
            }
        }
        return moves;
    }

    private static String message(
            boolean french, UnitId id, UnitDef def, Hex then, Hex now, int went, int could, String originFile) {
        String speed = def.speed() == null ? null : def.speed().toString();
        if (french) {
            return "champ \"units." + id + ".at\" : " + id + " est en " + now + ", à " + went + " hexagone(s) de "
                    + then
                    + " où le journal le place (" + originFile + "), mais "
                    + (speed == null
                            ? "cette unité ne navigue pas : elle ne change pas d'hexagone à la main"
                            : "il ne pouvait parcourir que " + could + " hexagone(s) depuis (vitesse " + speed
                                    + ", un hexagone par" + " phase de mouvement)")
                    + " : état modifié à la main";
        }
        return "field \"units." + id + ".at\": " + id + " is at " + now + ", " + went + " hex(es) from " + then
                + " where the journal has it (" + originFile + "), but "
                + (speed == null
                        ? "it does not sail: it never changes hex by hand"
                        : "it could go at most " + could + " hex(es) since (speed " + speed
                                + ", one hex a movement phase)")
                + ": state edited by hand";
    }

    private static int lineOf(YamlNode root, UnitId id) {
        if (!(root instanceof YamlNode.Mapping m)) {
            return 0;
        }
        YamlNode.Entry units = m.entries().get("units");
        if (units == null || !(units.value() instanceof YamlNode.Mapping um)) {
            return 0;
        }
        YamlNode.Entry unit = um.entries().get(id.toString());
        if (unit == null) {
            return units.keyLine();
        }
        if (unit.value() instanceof YamlNode.Mapping fields && fields.entries().get("at") != null) {
            return fields.entries().get("at").keyLine();
        }
        return unit.keyLine();
    }
}
