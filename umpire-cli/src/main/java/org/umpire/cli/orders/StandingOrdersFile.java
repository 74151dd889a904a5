package org.umpire.cli.orders;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import org.umpire.cli.ExitCode;
import org.umpire.cli.UserException;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.StandingOrder;

/**
 * A side's standing orders in its game folder ({@code standing-orders-us.yaml}), so that combat
 * steps without fresh targets use them. Submitting standing orders replaces them kind by kind
 * (a new bombing priority replaces the old one and leaves the AA policy alone); they stay in
 * force until replaced. Written atomically (temporary file, then one rename).
 *
 * <pre>
 * # Standing orders of US: in force until replaced.
 * bombing: [CV, BB, CA]
 * aa: spread
 * fighters: bombers-first
 * </pre>
 */
public final class StandingOrdersFile {

    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private StandingOrdersFile() {
    }

    public static Path path(Path gameDir, Side side) {
        return gameDir.resolve("standing-orders-" + side.name().toLowerCase(Locale.ROOT) + ".yaml");
    }

    /** The side's standing orders in force, in a fixed order; none when the file does not exist. */
    public static List<StandingOrder> load(Path gameDir, Side side) {
        Path file = path(gameDir, side);
        if (!Files.exists(file)) {
            return List.of();
        }
        JsonNode root;
        try {
            root = YAML.readTree(new String(org.umpire.cli.store.GameFiles.readBounded(file, 1 << 20, "a standing orders file"),
                    StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UserException(ExitCode.INVALID, file + ": not readable YAML: " + e.getMessage().lines().findFirst().orElse(""));
        }
        List<StandingOrder> out = new ArrayList<>();
        if (root == null || root.isNull() || root.isMissingNode()) {
            return out;
        }
        if (!root.isObject()) {
            throw bad(file, "the file must be a map of kind: value");
        }
        for (var it = root.fields(); it.hasNext(); ) {
            var e = it.next();
            out.add(read(file, e.getKey(), e.getValue()));
        }
        return sorted(out);
    }

    private static StandingOrder read(Path file, String key, JsonNode v) {
        switch (key) {
            case "aa":
                return new StandingOrder.AaPolicy(enumValue(file, key, v, StandingOrder.AaPolicy.Mode.class));
            case "fighters":
                return new StandingOrder.FighterPolicy(enumValue(file, key, v, StandingOrder.FighterPolicy.Mode.class));
            default:
                StandingOrder.Step step;
                try {
                    step = StandingOrder.Step.valueOf(key.toUpperCase(Locale.ROOT));
                } catch (IllegalArgumentException ex) {
                    throw bad(file, "unknown kind \"" + key + "\" (bombing, surface, submarine, bombardment, land, aa, fighters)");
                }
                if (!v.isArray()) {
                    throw bad(file, key + ": a list of unit types is expected, e.g. [CV, BB, CA]");
                }
                List<UnitType> types = new ArrayList<>();
                for (JsonNode t : v) {
                    types.add(UnitType.tryParse(t.asText()).orElseThrow(
                            () -> bad(file, key + ": \"" + t.asText() + "\" is not a unit type")));
                }
                return new StandingOrder.TargetPriority(step, types);
        }
    }

    private static <E extends Enum<E>> E enumValue(Path file, String key, JsonNode v, Class<E> type) {
        String s = v.asText().toUpperCase(Locale.ROOT).replace('-', '_');
        try {
            return Enum.valueOf(type, s);
        } catch (IllegalArgumentException e) {
            throw bad(file, key + ": \"" + v.asText() + "\" is not one of " + java.util.Arrays.toString(type.getEnumConstants()));
        }
    }

    private static UserException bad(Path file, String what) {
        return new UserException(ExitCode.INVALID, file + ": " + what);
    }

    /** The orders in force after {@code incoming}: each kind given replaces the one in force. */
    public static List<StandingOrder> merge(List<StandingOrder> current, List<StandingOrder> incoming) {
        Map<String, StandingOrder> byKind = new LinkedHashMap<>();
        for (StandingOrder o : current) {
            byKind.put(kind(o), o);
        }
        for (StandingOrder o : incoming) {
            byKind.put(kind(o), o);
        }
        return sorted(new ArrayList<>(byKind.values()));
    }

    /** The kind an order replaces: {@code bombing}, {@code surface}..., {@code aa}, {@code fighters}. */
    static String kind(StandingOrder o) {
        if (o instanceof StandingOrder.TargetPriority) {
            return ((StandingOrder.TargetPriority) o).step().name().toLowerCase(Locale.ROOT);
        }
        if (o instanceof StandingOrder.AaPolicy) {
            return "aa";
        }
        if (o instanceof StandingOrder.FighterPolicy) {
            return "fighters";
        }
        throw new AssertionError(o);
    }

    private static List<StandingOrder> sorted(List<StandingOrder> l) {
        List<String> order = List.of("bombing", "surface", "submarine", "bombardment", "land", "aa", "fighters");
        l.sort(java.util.Comparator.comparingInt(o -> order.indexOf(kind(o))));
        return l;
    }

    /** Replaces the side's standing orders by {@code orders} (usually {@link #merge}d), atomically. */
    public static void save(Path gameDir, Side side, List<StandingOrder> orders) {
        StringBuilder sb = new StringBuilder();
        sb.append("# Standing orders of ").append(side).append(": in force until replaced (umpire orders submit).\n");
        for (StandingOrder o : sorted(new ArrayList<>(orders))) {
            sb.append(kind(o)).append(": ");
            if (o instanceof StandingOrder.TargetPriority) {
                sb.append(((StandingOrder.TargetPriority) o).priority().toString()).append('\n');
            } else if (o instanceof StandingOrder.AaPolicy) {
                sb.append(mode(((StandingOrder.AaPolicy) o).mode())).append('\n');
            } else {
                sb.append(mode(((StandingOrder.FighterPolicy) o).mode())).append('\n');
            }
        }
        org.umpire.cli.store.GameFiles.writeAtomically(gameDir, path(gameDir, side),
                sb.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static String mode(Enum<?> m) {
        return m.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
