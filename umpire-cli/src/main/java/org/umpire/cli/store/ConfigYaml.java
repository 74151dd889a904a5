package org.umpire.cli.store;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.store.yaml.YamlOutput;
import org.umpire.cli.yaml.Fields;
import org.umpire.cli.yaml.YamlNode;
import org.umpire.cli.yaml.YamlReader;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;

/**
 * {@link GameConfig} as {@code game.yaml}:
 * <pre>
 * format: 1
 * id: midway-1
 * scenario: victory-at-midway
 * time-zone: Europe/Paris
 * created-at: 2026-06-01T08:00:00Z
 * seed-sha256: 9f86d0...
 * umpire-language: fr
 * players:
 *   US:
 *     - email: nimitz@example.org
 *       language: en
 *   JP:
 *     - email: yamamoto@example.org
 *       language: fr
 * observers:                # docs/club.md#observers, only when there are some or the delay is not end
 *   - email: spectator@example.org
 *     language: en
 * observer-delay: 2         # turns, or end
 * </pre>
 */
public final class ConfigYaml {

    public static final int FORMAT = 1;

    private ConfigYaml() {}

    public static byte[] write(GameConfig c) {
        ObjectNode root = YamlOutput.object();
        root.put(FormatVersion.KEY, FORMAT);
        root.put("id", c.id().value());
        root.put("scenario", c.scenario());
        root.put("time-zone", c.timeZone().getId());
        root.put("created-at", c.createdAt().toString());
        root.put("seed-sha256", c.seedSha256());
        c.umpireLanguage().ifPresent(l -> root.put("umpire-language", l.code()));
        ObjectNode players = root.putObject("players");
        for (Side side : Side.values()) {
            ArrayNode list = players.putArray(side.name());
            for (Player p : c.playersOf(side)) {
                ObjectNode o = list.addObject();
                o.put("email", p.email());
                o.put("language", p.language().code());
            }
        }
        if (!c.bots().isEmpty()) {
            ArrayNode bots = root.putArray("bots");
            c.bots().forEach(side -> bots.add(side.name()));
        }
        if (!c.missedOrders().isDefault()) { // docs/club.md: written only when not the program's default
            MissedOrdersPolicy m = c.missedOrders();
            ObjectNode o = root.putObject("missed-orders");
            o.put("policy", m.word());
            o.put("extension", m.extensionText());
            if (m.kind() == MissedOrdersPolicy.Kind.STAND_IN) {
                o.put("stand-in-limit", m.standInLimit());
                o.put("after-limit", m.afterLimit().word());
            }
        }
        if (!c.observers().isDefault()) { // docs/club.md#observers: written only when there are some
            ArrayNode list = root.putArray("observers");
            for (Player p : c.observers().people()) {
                ObjectNode o = list.addObject();
                o.put("email", p.email());
                o.put("language", p.language().code());
            }
            c.observers()
                    .delayTurns()
                    .ifPresentOrElse(
                            d -> root.put("observer-delay", d), () -> root.put("observer-delay", Observers.END));
        }
        return YamlOutput.bytes(root);
    }

    /**
     * Reads {@code game.yaml}.
     *
     * @throws org.umpire.cli.base.BadFileException listing every problem with its line
     */
    public static GameConfig read(String source, byte[] yaml) {
        YamlReader r = new YamlReader(source);
        Fields root = r.root(yaml);
        FormatVersion.check(r, root, FORMAT);
        Optional<GameId> id = root.value("id", "a game id (a-z, 0-9, '-', '_')", GameId::tryParse);
        String scenario = root.text("scenario");
        ZoneId zone = root.optionalValue(
                        "time-zone", "a time zone like Europe/Paris", t -> Optional.of(ZoneId.of(t.trim())))
                .orElse(GameConfig.DEFAULT_TIME_ZONE);
        Optional<Instant> created = root.value(
                "created-at", "a UTC time like 2026-06-01T08:00:00Z", t -> Optional.of(Instant.parse(t.trim())));
        String sha = root.text("seed-sha256");
        Optional<Language> umpireLanguage =
                root.optionalValue("umpire-language", "a language, fr or en", Language::tryParse);
        Map<Side, List<Player>> players = new EnumMap<>(Side.class);
        root.mapping("players").ifPresent(pf -> {
            for (Side side : Side.values()) {
                players.put(side, players(r, pf, side));
            }
            pf.rejectUnknown();
        });
        Set<Side> bots = EnumSet.noneOf(Side.class);
        if (root.has("bots")) {
            List<YamlNode> items = root.list("bots").orElse(List.of());
            for (int i = 0; i < items.size(); i++) {
                Fields.valueOf(r, items.get(i), "bots[" + i + "]", "a side, US or JP", Side::tryParse)
                        .ifPresent(bots::add);
            }
        }
        MissedOrdersPolicy missed = (root.has("missed-orders")
                        ? root.mapping("missed-orders")
                        : Optional.<Fields>empty())
                .map(ConfigYaml::missedOrders)
                .orElse(MissedOrdersPolicy.DEFAULT);
        List<Player> observers = root.has("observers") ? people(r, root, "observers") : List.of();
        Optional<Integer> delay = root.optionalValue(
                        "observer-delay",
                        "a number of turns, 0 to " + Observers.MAX_DELAY + ", or end",
                        Observers::parseDelay)
                .orElse(Optional.empty());
        root.rejectUnknown();
        r.throwIfProblems(null);
        try {
            return new GameConfig(
                    id.get(),
                    scenario,
                    players,
                    zone,
                    sha,
                    created.get(),
                    bots,
                    umpireLanguage,
                    missed,
                    new Observers(observers, delay));
        } catch (IllegalArgumentException e) {
            r.problem(root.line(), e.getMessage());
            r.throwIfProblems(null);
            throw new AssertionError("unreachable", e);
        }
    }

    /** {@code missed-orders:} of {@code game.yaml} (docs/club.md); a bad field is a problem of the file. */
    private static MissedOrdersPolicy missedOrders(Fields f) {
        Optional<MissedOrdersPolicy.Kind> kind =
                f.value("policy", "defaults, wait or stand-in", MissedOrdersPolicy.Kind::parse);
        Optional<Optional<Duration>> extension =
                f.optionalValue("extension", "a time like 24h, or none", MissedOrdersPolicy::extension);
        Optional<Integer> limit =
                f.optionalValue("stand-in-limit", "a number of phases, 1 to 99", MissedOrdersPolicy::limit);
        Optional<MissedOrdersPolicy.AfterLimit> after =
                f.optionalValue("after-limit", "forfeit or pause", MissedOrdersPolicy.AfterLimit::parse);
        f.rejectUnknown();
        return new MissedOrdersPolicy(
                kind.orElse(MissedOrdersPolicy.Kind.DEFAULTS),
                extension.orElse(Optional.empty()),
                limit.orElse(MissedOrdersPolicy.DEFAULT_LIMIT),
                after.orElse(MissedOrdersPolicy.AfterLimit.PAUSE));
    }

    private static List<Player> players(YamlReader r, Fields pf, Side side) {
        return people(r, pf, side.name());
    }

    /** A list of addresses with their languages ({@code players.US}, {@code observers}). */
    private static List<Player> people(YamlReader r, Fields pf, String key) {
        List<Player> result = new ArrayList<>();
        if (!pf.has(key)) {
            return result;
        }
        List<YamlNode> items = pf.node(key)
                .filter(n -> !isEmptyValue(n))
                .flatMap(n -> r.list(n, pf.pathOf(key)))
                .orElse(List.of());
        for (int i = 0; i < items.size(); i++) {
            String path = pf.pathOf(key) + "[" + i + "]";
            YamlNode item = items.get(i);
            r.mapping(item, path).ifPresent(f -> {
                int mark = r.mark();
                String email = f.text("email");
                Optional<Language> lang = f.value("language", "a language, fr or en", Language::tryParse);
                f.rejectUnknown();
                if (r.cleanSince(mark)) {
                    try {
                        result.add(new Player(email.trim(), lang.get()));
                    } catch (IllegalArgumentException e) {
                        r.fieldProblem(f.line(), f.pathOf("email"), e.getMessage());
                    }
                }
            });
        }
        return result;
    }

    private static boolean isEmptyValue(YamlNode n) {
        return n instanceof YamlNode.Scalar s && s.text() == null;
    }
}
