package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.event.Event;
import org.umpire.engine.event.EventKeys;
import org.umpire.engine.event.EventView;
import org.umpire.engine.model.Audience;

/** Turns the engine's events into the result lines one audience may read: its own views, in order. */
public final class EventLines {

    private EventLines() {}

    /** What {@code audience} is told of {@code events}, in order; events it is not told of are left out. */
    public static List<EventLine> forAudience(List<Event> events, Audience audience) {
        List<EventLine> lines = new ArrayList<>();
        for (Event e : events) {
            Optional<EventView> v = e.viewFor(audience);
            v.ifPresent(view -> lines.add(of(view)));
        }
        return lines;
    }

    /** Views already taken for one audience ({@code Resolution.viewsFor}). */
    public static List<EventLine> of(List<EventView> views) {
        List<EventLine> lines = new ArrayList<>();
        for (EventView v : views) {
            lines.add(of(v));
        }
        return lines;
    }

    public static EventLine of(EventView view) {
        return new EventLine(view.key(), view.params());
    }

    /**
     * The line in the reader's words: a place the engine names in the scenario's language (an
     * island) is given its name in the reader's language ({@code island.<key>}), so a French reader
     * reads "Récif Pearl et Hermes", never "Pearl and Hermes Reef" (see docs/orders.md); so are a unit's name
     * from the scenario data ({@code Zero (réserve)}) and a search source ({@code hydravions}, see docs/reports-and-mail.md).
     */
    public static String text(EventLine e, Messages m) {
        Map<String, String> params = new TreeMap<>(e.params());
        params.computeIfPresent("island", (k, v) -> m.placeName(v));
        params.computeIfPresent("name", (k, v) -> m.unitName(v));
        params.computeIfPresent("source", (k, v) -> m.sourceName(v));
        // docs/reports-and-mail.md: raid labels in their order, R1, R2 ... R10, wherever a line lists them
        params.computeIfPresent(
                "raiders",
                (k, v) -> String.join(
                        ", ",
                        Arrays.stream(v.split(", ")).sorted(SideDigest::byLabel).toList()));
        String text = isRefused(e.key()) ? refusal(e.key(), params, m) : m.format("event." + e.key(), params);
        return isIgnored(e.key()) ? ignoredPrefix(e.key(), params, m) + " " + text : text;
    }

    private static final String IGNORED = "order.ignored.";
    private static final String UMPIRE_IGNORED = "umpire.order.ignored.";
    private static final String REFUSED = EventKeys.REFUSED_PREFIX;
    private static final String UMPIRE_REFUSED = "umpire." + REFUSED;

    /**
     * A side's or the umpire's view of an order the engine set aside: for what the side could not know
     * ({@code OrderIgnored}), or refused by the receipt's own checks when its phase came ({@code OrderRefused}).
     */
    public static boolean isIgnored(String key) {
        return key.startsWith(IGNORED) || key.startsWith(UMPIRE_IGNORED) || isRefused(key);
    }

    private static boolean isRefused(String key) {
        return key.startsWith(REFUSED) || key.startsWith(UMPIRE_REFUSED);
    }

    /**
     * The reason of an order refused when its phase came, in the words of a receipt (see docs/orders.md): the
     * message {@code problem.<key>} the receipt uses, its coded values worded as there ({@code value.<param>.<code>},
     * a phase by its name).
     */
    private static String refusal(String key, Map<String, String> params, Messages m) {
        String kind = key.substring(key.indexOf(REFUSED) + REFUSED.length());
        Map<String, String> worded = new TreeMap<>(params);
        worded.replaceAll((name, v) -> {
            if (m.has("value." + name + "." + v)) {
                return m.get("value." + name + "." + v);
            }
            if (name.equals("phase") || name.equals("expected")) {
                return Arrays.stream(v.split(", "))
                        .map(p -> m.has("phase." + p) ? m.get("phase." + p) : p)
                        .collect(Collectors.joining(", "));
            }
            return v;
        });
        String text = m.format("problem." + kind, worded);
        return text.endsWith(".") ? text : text + "."; // a receipt's line has no full stop; a report's sentence has
    }

    /**
     * Which order was set aside (see docs/reports-and-mail.md): the line of the mail and the order as the player wrote
     * it, when {@link OrderLines} found them; else no quote at all. The engine's own form of the order (its
     * {@code order} parameter, for logs) never reaches a reader: for some orders it is program text.
     */
    private static String ignoredPrefix(String key, Map<String, String> params, Messages m) {
        String who = key.startsWith(UMPIRE_IGNORED) ? "ignored.umpire." : "ignored.";
        return m.format(who + (params.containsKey(OrderLines.LINE) ? "line" : "order"), params);
    }
}
