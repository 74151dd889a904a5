package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.umpire.cli.templates.Messages;

/**
 * A raid told as one paragraph per hex (see docs/reports-and-mail.md, "News"): who attacked what, the fighters it
 * met and the initiative, then each stage's shots (losses, hits and their effect), each fact once. What the
 * events tell one by one — the raid taking off or arriving, the raiders seen (RAID-7), the defending fighters seen,
 * the initiative, the targets a standing order or a default chose — goes into the paragraph of the hex where the
 * raid is fought when that combat is in the same report; otherwise each stays a line of its own. Reads only the
 * side's own event views.
 */
final class RaidParagraph {

    private static final String SEEN = "raid.seen.";

    private RaidParagraph() {}

    /** Whether a result opens a raid: one of the side's raids took off, or an enemy raid arrived. */
    static boolean isOpening(String key) {
        return key.startsWith("raid.launched") || key.startsWith("raid.arrived");
    }

    /** Whether a result says which standing order or default chose a stage's targets. */
    static boolean isTargetChoice(String key) {
        return key.startsWith("policy.applied.fighters.")
                || key.startsWith("policy.applied.aa.")
                || key.startsWith("policy.applied.bombing.");
    }

    /** Whether a result is what bombs did to a carrier's deck: aircraft destroyed there, or trapped aboard. */
    static boolean isDeckEffect(String key) {
        return key.equals("aircraft.lost.destroyed-on-deck")
                || key.equals("aircraft.lost.trapped")
                || key.equals("aircraft.destroyed-on-enemy-deck");
    }

    /** The hex where the bombs told in this report hit the base a deck effect names. */
    static Optional<String> bombedIn(List<EventLine> results, EventLine effect) {
        String base = effect.params().getOrDefault("base", "");
        for (EventLine e : results) {
            if (e.key().startsWith("combat.bomb.")
                    && base.equals(e.params().get("target"))
                    && !"0".equals(e.params().getOrDefault("hits", "0"))) {
                return Optional.of(hex(e));
            }
        }
        return Optional.empty();
    }

    /** The hexes whose combat this report tells (a shot or an initiative there). */
    static Set<String> combatHexes(List<EventLine> results) {
        Set<String> hexes = new LinkedHashSet<>();
        for (EventLine e : results) {
            if (CombatDigest.isCombat(e.key())) {
                hexes.add(hex(e));
            }
        }
        return hexes;
    }

    /**
     * The units seen that a raid's paragraph names itself, as {@code role/hex}: the raiders over a hex an enemy raid
     * arrived at, the fighters defending a hex the side's raid attacked, when that combat is in the report.
     */
    static Set<String> folded(List<EventLine> results) {
        Set<String> combat = combatHexes(results);
        Set<String> out = new LinkedHashSet<>();
        for (EventLine e : results) {
            if (combat.contains(hex(e))) {
                if (e.key().startsWith("raid.arrived")) {
                    out.add("raider/" + hex(e));
                } else if (e.key().startsWith("raid.launched")) {
                    out.add("fighter/" + hex(e));
                }
            }
        }
        return out;
    }

    /** The sentences that open a hex's paragraph: the raid and the fighters it met; empty when no raid is told. */
    static List<String> opening(List<EventLine> results, String hex, Messages m) {
        List<String> out = new ArrayList<>();
        for (EventLine e : results) {
            if (!hex.equals(hex(e)) || !isOpening(e.key())) {
                continue;
            }
            Map<String, String> p = new TreeMap<>(e.params());
            if (e.key().startsWith("raid.launched")) {
                p.put(
                        "aircraft",
                        ReportContexts.runs(
                                List.of(p.getOrDefault("aircraft", "").split(", "))));
                out.add(m.format("combat.opening." + e.key(), p));
                seen(results, "fighter", hex, m)
                        .ifPresent(units -> out.add(m.format("combat.opening.met", "units", units)));
            } else {
                p.put("raiders", raiders(results, hex, p.getOrDefault("raiders", ""), m));
                String defenders = p.getOrDefault("defenders", "-");
                p.put(
                        "defenders",
                        "-".equals(defenders) ? defenders : ReportContexts.runs(List.of(defenders.split(", "))));
                out.add(m.format("combat.opening." + e.key(), p));
            }
        }
        return out;
    }

    /** The initiative of a hex's air combat, short: the paragraph already names the hex. */
    static String initiative(EventLine e, Messages m) {
        return m.format("combat." + e.key(), e.params());
    }

    /** Who chose a stage's targets over {@code hex} ("targets by default, bombers first"), each choice once. */
    static Optional<String> chosen(List<EventLine> results, String hex, String stage, Messages m) {
        if (!stage.equals("air") && !stage.equals("aa") && !stage.equals("bomb")) {
            return Optional.empty(); // the other stages' choices are lines of their own
        }
        String kind = stage.equals("air") ? "fighters" : stage.equals("bomb") ? "bombing" : stage;
        Set<String> clauses = new LinkedHashSet<>();
        for (EventLine e : results) {
            if (hex.equals(hex(e)) && e.key().startsWith("policy.applied." + kind + ".")) {
                clauses.add(m.format("combat.chosen." + e.key().substring("policy.applied.".length()), e.params()));
            }
        }
        return clauses.isEmpty()
                ? Optional.empty()
                : Optional.of(SideDigest.joinSemicolons(new ArrayList<>(clauses), m));
    }

    /**
     * An enemy raid's aircraft by type, labels in runs ("fighters R1-2; dive bombers R3-6"), the reduced ones
     * said so; the labels as the event gives them when the raiders were not seen one by one.
     */
    private static String raiders(List<EventLine> results, String hex, String labels, Messages m) {
        Map<String, List<String>> byType = new LinkedHashMap<>();
        List<String> reduced = new ArrayList<>();
        Map<String, EventLine> ordered = new TreeMap<>(SideDigest::byLabel);
        for (EventLine e : results) {
            if (e.key().equals(SEEN + "raider") && hex.equals(hex(e))) {
                ordered.putIfAbsent(e.params().getOrDefault("unit", ""), e);
            }
        }
        if (ordered.isEmpty()) {
            return ReportContexts.runs(List.of(labels.split(", ")).stream()
                    .sorted(SideDigest::byLabel)
                    .toList());
        }
        ordered.forEach((unit, e) -> {
            byType.computeIfAbsent(e.params().getOrDefault("type", ""), t -> new ArrayList<>())
                    .add(unit);
            if ("1".equals(e.params().get("steps"))) {
                reduced.add(unit);
            }
        });
        List<String> parts = new ArrayList<>();
        byType.forEach((type, units) ->
                parts.add(m.format("combat.raiders.type", "type", type, "units", ReportContexts.runs(units))));
        String text = SideDigest.joinSemicolons(parts, m);
        return reduced.isEmpty()
                ? text
                : m.format("combat.raiders.reduced", "raiders", text, "units", String.join(", ", reduced));
    }

    /** The units of one role seen over a hex, as the news would list them. */
    private static Optional<String> seen(List<EventLine> results, String role, String hex, Messages m) {
        Map<String, String> units = new TreeMap<>(SideDigest::byLabel);
        for (EventLine e : results) {
            if (e.key().equals(SEEN + role) && hex.equals(hex(e))) {
                units.put(e.params().getOrDefault("unit", ""), met(e, m));
            }
        }
        return units.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", units.values()));
    }

    /** A fighter met, short: "Zero (AF2)", its strength only when reduced (the sentence says they are fighters). */
    private static String met(EventLine e, Messages m) {
        String name = m.unitName(e.params().getOrDefault("name", ""));
        String unit = e.params().getOrDefault("unit", "");
        boolean reduced = "1".equals(e.params().get("steps"));
        return name.isBlank() || name.equals(unit)
                ? (reduced ? m.format("combat.met.id.reduced", "unit", unit) : unit)
                : m.format(reduced ? "combat.met.unit.reduced" : "combat.met.unit", "name", name, "unit", unit);
    }

    private static String hex(EventLine e) {
        return e.params().getOrDefault("hex", "");
    }
}
