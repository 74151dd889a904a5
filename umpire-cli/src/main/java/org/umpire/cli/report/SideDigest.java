package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.LocatedNotice;
import org.umpire.engine.state.SearchKind;
import org.umpire.engine.state.Sighting;

/**
 * The words of a side's report, news first (see docs/orders.md): what was found and what happened to the
 * side, then what to send, then the details, each said once. Text and HTML templates read the same
 * lines, so both renderings tell the same thing.
 *
 * <ul>
 *   <li><b>news</b>: searches that found enemy ships, "your ships were located" (the hex only, I-7),
 *       enemy units seen (RAID-7), then every result the side was told (attacks, losses, policies
 *       applied...), except what the details say in short;</li>
 *   <li><b>searches</b>: the hexes searched with no ships, one line per kind of search;</li>
 *   <li><b>forces</b>: one line per group of ships, land units by place, and one line per carrier
 *       or airfield whose aircraft changed since the side's previous report.</li>
 * </ul>
 */
final class SideDigest {

    /** Result keys the details say in short (or that the header already says). */
    private static final List<String> NOT_NEWS = List.of(
            "search.result.", // each sighting: the search lines
            "search.made.naval",
            "search.made.naval-island",
            "search.made.naval-garrison",
            "search.made.air-source",
            "search.made.air-carrier",
            "search.located.",
            "turn.ended",
            "turn.began.",
            "raid.seen.");

    private SideDigest() {}

    /** Whether a result is said in short in the details or the header rather than as a line of news. */
    static boolean saidInShort(String key) {
        return NOT_NEWS.stream().anyMatch(p -> key.equals(p) || (p.endsWith(".") && key.startsWith(p)));
    }

    static List<String> news(SideReport r, Messages m) {
        List<String> out = new ArrayList<>();
        Set<Hex> sighted = new HashSet<>();
        for (Sighting s : r.searches()) {
            // docs/reports-and-mail.md: each sighting once per report (a hex found by two searches is told once)
            if (s.located() && sighted.add(s.hex())) {
                out.add(m.format(
                        "search.line",
                        "hex",
                        s.hex().toString(),
                        "level",
                        s.level().name(),
                        "kind",
                        s.kind().name()));
            }
        }
        Set<Hex> located = new TreeSet<>();
        for (LocatedNotice n : r.located()) {
            located.add(n.hex());
        }
        for (Hex h : located) {
            out.add(m.format("news.located", "hex", h.toString()));
        }
        // RAID-7: the units a raid showed, one line per role and hex (the events say them one by one)
        // docs/reports-and-mail.md: each unit seen once per report, raid labels in their order (R1, R2, ... R10)
        Map<String, Map<String, String>> shown = new LinkedHashMap<>();
        Map<String, EventLine> firstOf = new LinkedHashMap<>();
        // a raid's paragraph names its raiders and the fighters it met itself (RaidParagraph): not told twice
        Set<String> folded = RaidParagraph.folded(r.results());
        for (EventLine e : r.results()) {
            if (e.key().startsWith("raid.seen.")) {
                String role = e.key().substring("raid.seen.".length());
                String k = role + "/" + e.params().getOrDefault("hex", "");
                if (folded.contains(k)) {
                    continue;
                }
                shown.computeIfAbsent(k, x -> new TreeMap<>(SideDigest::byLabel))
                        .put(e.params().getOrDefault("unit", ""), seenUnit(e, role, m));
                firstOf.putIfAbsent(k, e);
            }
        }
        shown.forEach((k, units) -> {
            EventLine e = firstOf.get(k);
            out.add(m.format(
                    "news.seenRole." + e.key().substring("raid.seen.".length()),
                    "hex",
                    e.params().getOrDefault("hex", ""),
                    "units",
                    joinSemicolons(new ArrayList<>(units.values()), m)));
        });
        Map<Hex, List<String>> seen = new TreeMap<>();
        boolean raidShowed = r.results().stream().anyMatch(e -> e.key().startsWith("raid.seen."));
        for (EnemyUnitReport e : raidShowed ? List.<EnemyUnitReport>of() : r.enemySeen()) {
            seen.computeIfAbsent(e.hex(), h -> new ArrayList<>())
                    .add(m.format(
                            "news.seenUnit",
                            "name",
                            m.unitName(e.name()),
                            "type",
                            e.type().name(),
                            "steps",
                            Integer.toString(e.steps())));
        }
        seen.forEach(
                (h, units) -> out.add(m.format("news.seen", "hex", h.toString(), "units", String.join(", ", units))));
        out.addAll(CombatDigest.results(r, m));
        return out;
    }

    /** One unit a raid showed (RAID-7), in the reader's words: "Akagi aircraft carrier, full strength". */
    static String seenUnit(EventLine e, String role, Messages m) {
        String token = role.equals("raider")
                ? "news.seenUnit.raider"
                : role.equals("land") ? "news.seenUnit.land" : "news.seenUnit.named";
        Map<String, String> params = new TreeMap<>(e.params());
        params.computeIfPresent("name", (n, v) -> m.unitName(v));
        if (!role.equals("raider") && params.getOrDefault("name", "").equals(params.get("unit"))) {
            token += ".once"; // see docs/reports-and-mail.md: "Akagi", not "Akagi (Akagi)": a name that is its own id
            // is said once
        }
        return m.format(token, params);
    }

    /** Labels in their natural order: R2 before R10, AF2 before AF10; then as text. */
    static int byLabel(String a, String b) {
        Matcher x = LABEL.matcher(a);
        Matcher y = LABEL.matcher(b);
        if (x.matches() && y.matches() && x.group(1).equals(y.group(1))) {
            int c = Integer.compare(Integer.parseInt(x.group(2)), Integer.parseInt(y.group(2)));
            if (c != 0) {
                return c;
            }
        }
        return a.compareTo(b);
    }

    private static final Pattern LABEL = Pattern.compile("([A-Za-z]*)([0-9]{1,6})");

    /** "a; b; c" with the reader's typography ("a ; b ; c" in French). */
    static String joinSemicolons(List<String> parts, Messages m) {
        String joined = parts.get(0);
        for (int i = 1; i < parts.size(); i++) {
            joined = m.format("aircraft.join", "first", joined, "next", parts.get(i));
        }
        return joined;
    }

    /** The line that opens the turn's news when a new turn began in the phases reported on. */
    static Optional<String> turnBegan(SideReport r, Messages m) {
        for (EventLine e : r.results()) {
            if (e.key().startsWith("turn.began.")) {
                return Optional.of(EventLines.text(e, m));
            }
        }
        return Optional.empty();
    }

    /** Hexes searched with no ships and hexes in the fog, in short: one line per kind. */
    static List<String> searches(SideReport r, Messages m) {
        Map<SearchKind, List<String>> empty = new TreeMap<>();
        for (Sighting s : r.searches()) {
            if (!s.located()) {
                empty.computeIfAbsent(s.kind(), k -> new ArrayList<>())
                        .add(s.hex().toString());
            }
        }
        List<String> out = new ArrayList<>();
        empty.forEach(
                (k, hexes) -> out.add(m.format("searches.empty", "kind", k.name(), "hexes", String.join(" ", hexes))));
        List<String> fog = new ArrayList<>();
        for (EventLine e : r.results()) {
            if (e.key().equals("search.result.fog")) {
                fog.add(e.params().getOrDefault("hex", ""));
            }
        }
        if (!fog.isEmpty()) {
            out.add(m.format("searches.fog", "hexes", String.join(" ", fog)));
        }
        return out;
    }

    /**
     * Ships by group and hex, land units in one line. see docs/reports-and-mail.md (say it once): when the side's previous report is
     * known, only the groups where something changed other than by the moves the news tell (a loss, a new group,
     * an entry) are listed again, and one line says the others are where the last report and the moves put them.
     */
    static List<String> forces(SideReport r, Messages m) {
        List<String> out = new ArrayList<>();
        Map<String, List<String>> groups = new TreeMap<>();
        Map<String, List<String>> single = new TreeMap<>();
        Map<Integer, List<String>> due = new TreeMap<>();
        Map<String, List<String>> land = new LinkedHashMap<>();
        Set<String> changed = changedShips(r);
        Set<String> shownGroups = new HashSet<>();
        Set<String> shownSingles = new HashSet<>();
        Set<Integer> shownDue = new HashSet<>();
        boolean unchanged = false;
        for (ForceRow row : r.forces()) {
            UnitCategory c = row.type().category();
            Place p = row.place();
            String name = row.name() == null || row.name().isBlank() ? row.id().value() : m.unitName(row.name());
            String unit = row.damaged() ? m.format("forces.reduced", "unit", name) : name;
            boolean again = changed == null || changed.contains(row.id().value());
            if (c == UnitCategory.SHIP || c == UnitCategory.SUBMARINE) {
                if (p.kind() == Place.Kind.AT_SEA && p.hex().isPresent()) {
                    String hex = p.hex().get().toString();
                    if (row.group().isPresent()) {
                        String g = row.group().get();
                        String where = m.format(
                                g.chars().allMatch(Character::isDigit) ? "forces.groupNumber" : "forces.group",
                                "group",
                                g,
                                "hex",
                                hex);
                        groups.computeIfAbsent(where, k -> new ArrayList<>()).add(unit);
                        if (again) {
                            shownGroups.add(where);
                        } else {
                            unchanged = true;
                        }
                    } else {
                        single.computeIfAbsent(hex, k -> new ArrayList<>()).add(unit);
                        if (again) {
                            shownSingles.add(hex);
                        } else {
                            unchanged = true;
                        }
                    }
                } else if (p.kind() == Place.Kind.OFF_MAP) {
                    due.computeIfAbsent(p.number(), k -> new ArrayList<>()).add(unit);
                    if (again) {
                        shownDue.add(p.number());
                    } else {
                        unchanged = true;
                    }
                }
            } else if (c == UnitCategory.LAND && p.inGame() && p.hex().isPresent()) {
                land.computeIfAbsent(ForceCells.of(row, m).place(), k -> new ArrayList<>())
                        .add(unit);
            }
        }
        groups.forEach((g, units) -> {
            if (shownGroups.contains(g)) {
                out.add(m.format("forces.units", "where", g, "units", String.join(", ", units)));
            }
        });
        single.keySet().retainAll(shownSingles);
        if (!single.isEmpty()) {
            List<String> parts = new ArrayList<>();
            single.forEach((hex, units) ->
                    parts.add(m.format("forces.ungroupedHex", "hex", hex, "units", String.join(", ", units))));
            out.add(m.format("forces.ungrouped", "units", joinSemicolons(parts, m)));
        }
        due.forEach((n, units) -> {
            if (shownDue.contains(n)) {
                out.add(
                        n == 0
                                ? m.format("forces.notPlaced", "units", String.join(", ", units))
                                : m.format(
                                        "forces.due",
                                        "number",
                                        Integer.toString(n),
                                        "units",
                                        String.join(", ", units)));
            }
        });
        if (unchanged) {
            out.add(m.get(out.isEmpty() ? "forces.shipsAsBefore" : "forces.othersAsBefore"));
        }
        if (!land.isEmpty()) {
            List<String> parts = new ArrayList<>();
            land.forEach((place, units) ->
                    parts.add(m.format("forces.landAt", "place", place, "units", String.join(", ", units))));
            out.add(m.format("forces.landAll", "units", joinSemicolons(parts, m)));
        }
        return out;
    }

    /**
     * The own ships whose place, group or strength is not what the side's previous report and the moves told
     * since make it; {@code null} when the previous report is not known (then every ship is listed).
     */
    private static Set<String> changedShips(SideReport r) {
        if (r.forcesBefore().isEmpty()) {
            return null;
        }
        Map<String, String> expected = new HashMap<>();
        for (ForceRow row : r.forcesBefore().get()) {
            expected.put(
                    row.id().value(),
                    shipState(row, row.place().hex().map(Object::toString).orElse("")));
        }
        Map<String, String> movedTo = new HashMap<>();
        for (EventLine e : r.results()) {
            if (e.key().equals("movement.moved")) {
                movedTo.put(e.params().getOrDefault("unit", ""), e.params().getOrDefault("to", ""));
            }
        }
        Set<String> changed = new HashSet<>();
        for (ForceRow row : r.forces()) {
            String id = row.id().value();
            ForceRow was = r.forcesBefore().get().stream()
                    .filter(b -> b.id().equals(row.id()))
                    .findFirst()
                    .orElse(null);
            String hexThen = was == null
                    ? ""
                    : movedTo.getOrDefault(
                            id, was.place().hex().map(Object::toString).orElse(""));
            String then = was == null ? null : shipState(was, hexThen);
            if (then == null
                    || !then.equals(shipState(
                            row, row.place().hex().map(Object::toString).orElse("")))) {
                changed.add(id);
            }
        }
        return changed;
    }

    private static String shipState(ForceRow row, String hex) {
        return row.place().kind() + "/" + hex + "/" + row.group().orElse("") + "/" + row.steps() + "/"
                + row.place().number();
    }

    /** One line per carrier or airfield whose aircraft changed since the previous report (all when unknown). */
    static List<String> aircraft(SideReport r, Messages m) {
        Map<String, String> now = aircraftLines(r.forces(), r.bases(), m);
        Optional<Map<String, String>> then = r.forcesBefore().map(b -> aircraftLines(b, r.bases(), m));
        List<String> out = new ArrayList<>();
        now.forEach((base, line) -> {
            if (then.isEmpty() || !line.equals(then.get().get(base))) {
                out.add(line);
            }
        });
        if (then.isPresent()) {
            then.get().forEach((base, line) -> {
                if (!now.containsKey(base)) {
                    out.add(m.format("aircraft.noneLeft", "base", base));
                }
            });
        }
        return out;
    }

    private static Map<String, String> aircraftLines(List<ForceRow> rows, List<BaseRow> bases, Messages m) {
        Map<String, Map<String, int[]>> byBase = new LinkedHashMap<>();
        Map<String, List<String>> reduced = new LinkedHashMap<>();
        Map<String, String> hexOf = new LinkedHashMap<>();
        for (ForceRow row : rows) {
            Place p = row.place();
            if (row.type().category() != UnitCategory.AIRCRAFT
                    || !p.inGame()
                    || p.base().isEmpty()) {
                continue;
            }
            String base = p.base().get();
            if (p.kind() != Place.Kind.ALOFT) {
                hexOf.putIfAbsent(base, p.hex().map(Object::toString).orElse(m.get("place.offMapShort")));
            }
            String state;
            if (p.kind() == Place.Kind.IN_RESERVE) {
                state = "reserve";
            } else if (p.kind() == Place.Kind.ALOFT) {
                state = "aloft";
            } else if (row.trapped()) {
                state = "trapped";
            } else {
                state = row.readiness().orElse(Readiness.NOT_READY) == Readiness.READY ? "ready" : "notReady";
            }
            int[] counts = byBase.computeIfAbsent(base, k -> new LinkedHashMap<>())
                    .computeIfAbsent(state, k -> new int[UnitType.values().length]);
            counts[row.type().ordinal()]++;
            if (row.damaged()) {
                reduced.computeIfAbsent(base, k -> new ArrayList<>())
                        .add(row.id().value());
            }
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, Map<String, int[]>> e : byBase.entrySet()) {
            List<String> parts = new ArrayList<>();
            for (String state : List.of("ready", "notReady", "trapped", "reserve", "aloft")) {
                int[] counts = e.getValue().get(state);
                if (counts == null) {
                    continue;
                }
                List<String> tokens = new ArrayList<>();
                for (UnitType t : UnitType.values()) {
                    if (counts[t.ordinal()] > 0) {
                        tokens.add(counts[t.ordinal()] + m.get("aircraft.code." + t.name()));
                    }
                }
                String part = m.format("aircraft.state." + state, "units", String.join(" ", tokens));
                parts.add(part);
            }
            if (reduced.containsKey(e.getKey())) {
                parts.add(m.format("aircraft.reduced", "units", String.join(", ", reduced.get(e.getKey()))));
            }
            String room = "";
            for (BaseRow b : bases) {
                if (b.name().equals(e.getKey())) {
                    // docs/reports-and-mail.md: the room used and the room free, plainly
                    room = m.format(
                            "aircraft.room",
                            "used",
                            ReportContexts.halves(b.usedHalves()),
                            "free",
                            ReportContexts.halves(Math.max(0, b.capacityHalves() - b.usedHalves())),
                            "capacity",
                            ReportContexts.halves(b.capacityHalves()));
                    // the carrier's own hex, never that of the raid its aircraft fly (see docs/reports-and-mail.md)
                    b.hex().ifPresent(h -> hexOf.put(e.getKey(), h.toString()));
                }
            }
            String joined = parts.get(0);
            for (int i = 1; i < parts.size(); i++) {
                joined = m.format("aircraft.join", "first", joined, "next", parts.get(i));
            }
            out.put(
                    e.getKey(),
                    m.format(
                            "aircraft.line",
                            "base",
                            e.getKey(),
                            "hex",
                            hexOf.getOrDefault(e.getKey(), m.get("place.offMapShort")),
                            "room",
                            room,
                            "units",
                            joined));
        }
        return out;
    }
}
