package org.umpire.cli.store;

import org.umpire.cli.base.BadFileException;
import org.umpire.cli.base.Problem;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import org.umpire.cli.store.yaml.YamlOutput;
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

    private EventsYaml() {
    }

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
        JsonNode root;
        try {
            root = new ObjectMapper(new YAMLFactory()).readTree(yaml);
        } catch (IOException e) {
            throw bad(source, "is not YAML: " + e.getMessage());
        }
        if (root == null || root.isMissingNode() || root.isNull()) {
            return result;
        }
        if (!root.isObject()) {
            throw bad(source, "should map UMPIRE, US and JP to lists of events");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> f = it.next();
            Audience a;
            try {
                a = Audience.valueOf(f.getKey());
            } catch (IllegalArgumentException e) {
                throw bad(source, "\"" + f.getKey() + "\" is not an audience: UMPIRE, US or JP");
            }
            for (JsonNode item : f.getValue()) {
                JsonNode key = item.get("key");
                if (key == null || !key.isTextual()) {
                    throw bad(source, a + ": an event without a key");
                }
                SortedMap<String, String> params = new TreeMap<>();
                JsonNode p = item.get("params");
                if (p != null) {
                    p.fields().forEachRemaining(x -> params.put(x.getKey(), x.getValue().asText()));
                }
                result.get(a).add(new EventView(key.asText(), params));
            }
        }
        return result;
    }

    private static BadFileException bad(String source, String message) {
        return new BadFileException(new Problem(source, 0, message),
                "this file is written by umpire resolve; restore it from a backup or undo the entry");
    }
}
