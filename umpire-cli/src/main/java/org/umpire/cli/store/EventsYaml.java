package org.umpire.cli.store;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.Problem;
import org.umpire.cli.store.yaml.YamlOutput;
import org.umpire.cli.yaml.Fields;
import org.umpire.cli.yaml.YamlNode;
import org.umpire.cli.yaml.YamlProblem;
import org.umpire.cli.yaml.YamlReader;
import org.umpire.cli.yaml.YamlTree;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.EventView;
import org.umpire.engine.model.Audience;

/**
 * The events of a journal entry ({@code events.yaml}): for each audience, the views it was given,
 * in order. Reports are rebuilt from this file, never from the state, so a side's report of an
 * earlier phase can be produced again exactly.
 * <pre>
 * UMPIRE:
 * - key: umpire.search.result.carriers.air
 *   params: {hex: D4, ships: "Akagi, Kaga", side: US}
 * US: [...]
 * JP: [...]
 * </pre>
 */
public final class EventsYaml {

    private EventsYaml() {}

    public static byte[] write(List<Event> events) {
        ObjectNode root = YamlOutput.object();
        for (Audience a : Audience.values()) {
            ArrayNode list = root.putArray(a.name());
            for (Event e : events) {
                e.viewFor(a).ifPresent(v -> {
                    ObjectNode o = list.addObject();
                    o.put("key", v.key());
                    ObjectNode p = o.putObject("params");
                    v.params().forEach(p::put);
                });
            }
        }
        return YamlOutput.bytes(root);
    }

    /**
     * Each audience's views, in order.
     *
     * @param source the file as named in messages
     * @throws BadFileException when the file is not the events of a journal entry
     */
    public static Map<Audience, List<EventView>> read(String source, byte[] yaml) {
        Map<Audience, List<EventView>> result = new EnumMap<>(Audience.class);
        for (Audience a : Audience.values()) {
            result.put(a, new ArrayList<>());
        }
        if (yaml.length == 0) {
            return result;
        }
        YamlTree tree = YamlTree.parse(yaml);
        if (tree.problems().equals(List.of(new YamlProblem.Empty()))) {
            return result; // only comments
        }
        Fields root;
        try {
            root = new YamlReader(source).root(tree);
        } catch (BadFileException e) {
            throw e.withFix(FIX);
        }
        for (YamlNode.Entry f : root.entries()) {
            Audience a;
            try {
                a = Audience.valueOf(f.key());
            } catch (IllegalArgumentException e) {
                throw bad(source, "\"" + f.key() + "\" is not an audience: UMPIRE, US or JP");
            }
            for (YamlNode item : items(source, f.value())) {
                Map<String, YamlNode.Entry> fields = item instanceof YamlNode.Mapping m ? m.entries() : Map.of();
                String key = fields.containsKey("key") ? text(fields.get("key").value()) : null;
                if (key == null) {
                    throw bad(source, a + ": an event without a key");
                }
                SortedMap<String, String> params = new TreeMap<>();
                YamlNode p = fields.containsKey("params") ? fields.get("params").value() : null;
                if (p instanceof YamlNode.Mapping m) {
                    m.entries()
                            .values()
                            .forEach(x -> params.put(x.key(), text(x.value()) == null ? "null" : text(x.value())));
                }
                result.get(a).add(new EventView(key, params));
            }
        }
        return result;
    }

    /** An audience's events: a list, or nothing ({@code US:} or {@code US: []}). */
    private static List<YamlNode> items(String source, YamlNode node) {
        if (node instanceof YamlNode.Sequence s) {
            return s.items();
        }
        if (node instanceof YamlNode.Scalar s && s.text() == null) {
            return List.of();
        }
        throw bad(source, "should map UMPIRE, US and JP to lists of events");
    }

    /** A single value's text; null for anything else. */
    private static String text(YamlNode node) {
        return node instanceof YamlNode.Scalar s ? s.text() : null;
    }

    private static final String FIX =
            "this file is written by umpire resolve; restore it from a backup or undo the entry";

    private static BadFileException bad(String source, String message) {
        return new BadFileException(new Problem(source, 0, message), FIX);
    }
}
