package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.model.UnitCategory;

/**
 * The results a side was told, said once and short (see docs/reports-and-mail.md, items 1 and 2): its moves in one line, per
 * group ({@code Group 2 (4 ships) K5 → L5}); each combat as one paragraph per hex, stage by stage (air combat,
 * anti-aircraft fire, bombs, screens, torpedoes, gunfire, shelling, land combat), every shot with its hits
 * ({@code missed} when none) and its result; a carrier sunk once, with the aircraft lost with her; and every
 * other result line once, in the order the side was told them. Reads only the side's own event views and own
 * force table.
 */
final class CombatDigest {

    private static final String FIRED = ".fired";
    private static final String FIRED_AT = ".fired-at";

    private CombatDigest() {}

    /** The result lines of a side's report, in the order told, moves and combats grouped. */
    static List<String> results(SideReport r, Messages m) {
        List<EventLine> told = new ArrayList<>();
        for (EventLine e : r.results()) {
            if (!SideDigest.saidInShort(e.key())) {
                told.add(e);
            }
        }
        Map<String, ForceRow> own = new HashMap<>();
        r.forces().forEach(f -> own.put(f.id().value(), f));
        // aircraft lost with a carrier: said with the shot that sank her
        Map<String, List<String>> lostWith = new LinkedHashMap<>();
        for (EventLine e : told) {
            if (e.key().equals("aircraft.lost.sunk-with-carrier") || e.key().equals("aircraft.lost.reserve-lost")) {
                lostWith.computeIfAbsent(e.params().getOrDefault("base", ""), b -> new ArrayList<>())
                        .add(e.params().getOrDefault("aircraft", ""));
            }
        }
        Set<String> sunkTold = new HashSet<>();
        Map<String, List<EventLine>> byHex = new LinkedHashMap<>();
        for (EventLine e : told) {
            if (isCombat(e.key())) {
                byHex.computeIfAbsent(e.params().getOrDefault("hex", ""), h -> new ArrayList<>())
                        .add(e);
            }
        }
        // docs/reports-and-mail.md: a raid fought in this report is one paragraph: its opening and its targets' choice
        // are told there
        Set<String> combatHexes = RaidParagraph.combatHexes(told);
        Set<String> lines = new LinkedHashSet<>();
        boolean movesTold = false;
        Set<String> hexesTold = new HashSet<>();
        Set<String> gone = new HashSet<>();
        for (EventLine e : told) {
            String key = e.key();
            if (key.equals("movement.moved")) {
                if (!movesTold) {
                    movesTold = true;
                    lines.add(moves(told, own, m));
                }
            } else if ((RaidParagraph.isOpening(key) || RaidParagraph.isTargetChoice(key))
                    && combatHexes.contains(e.params().getOrDefault("hex", ""))) {
                continue; // in the hex's paragraph
            } else if (isCombat(key)) {
                String hex = e.params().getOrDefault("hex", "");
                if (hexesTold.add(hex)) {
                    lines.add(paragraph(hex, byHex.get(hex), r.results(), own, lostWith, sunkTold, gone, m));
                }
            } else if (RaidParagraph.isDeckEffect(key)
                    && RaidParagraph.bombedIn(told, e)
                            .map(combatHexes::contains)
                            .orElse(false)) {
                continue; // told after the bombs that did it, in the hex's paragraph
            } else if (key.equals("aircraft.lost.sunk-with-carrier") || key.equals("aircraft.lost.reserve-lost")) {
                String base = e.params().getOrDefault("base", "");
                if (!sunkTold.contains(base)) {
                    sunkTold.add(base);
                    lines.add(m.format(
                            "shot.lostWithLine", "base", base, "aircraft", String.join(", ", lostWith.get(base))));
                }
            } else {
                lines.add(EventLines.text(named(e, own, m), m));
            }
        }
        return new ArrayList<>(lines);
    }

    /**
     * The line with the side's own units by their names ("Atago-Chokai", "SNLF Kure"), not their ids
     * ("AtagoChokai"): the names the side's forces, its map and the echo of its orders give them.
     */
    static EventLine named(EventLine e, Map<String, ForceRow> own, Messages m) {
        SortedMap<String, String> params = new TreeMap<>(e.params());
        params.computeIfPresent("unit", (k, v) -> nameOf(v, own, m));
        params.computeIfPresent(
                "units",
                (k, v) -> String.join(
                        ", ",
                        Arrays.stream(v.split(", "))
                                .map(id -> nameOf(id, own, m))
                                .toList()));
        return params.equals(e.params()) ? e : new EventLine(e.key(), params);
    }

    /** An own unit's name in the reader's words; anything else as it is. */
    static String nameOf(String id, Map<String, ForceRow> own, Messages m) {
        ForceRow row = own.get(id);
        return row == null || row.name() == null || row.name().isBlank() ? id : m.unitName(row.name());
    }

    /** Whether a result is told in a combat's paragraph: a shot, or the initiative of a combat. */
    static boolean isCombat(String key) {
        return (key.startsWith("combat.") && (key.endsWith(FIRED) || key.endsWith(FIRED_AT)))
                || key.startsWith("air.initiative.")
                || key.equals("naval.combat");
    }

    /** The side's moves in one line: per group and hexes ("Group 2 (4 ships) K5 → L5"), a lone ship by name. */
    private static String moves(List<EventLine> told, Map<String, ForceRow> own, Messages m) {
        Map<String, List<String>> byMove = new LinkedHashMap<>();
        Map<String, String[]> what = new LinkedHashMap<>();
        for (EventLine e : told) {
            if (!e.key().equals("movement.moved")) {
                continue;
            }
            String unit = e.params().getOrDefault("unit", "");
            String from = e.params().getOrDefault("from", "");
            String to = e.params().getOrDefault("to", "");
            Optional<String> group = Optional.ofNullable(own.get(unit)).flatMap(ForceRow::group);
            String k = group.map(g -> "g:" + g).orElse("u:" + unit) + "/" + from + "/" + to;
            byMove.computeIfAbsent(k, x -> new ArrayList<>()).add(unit);
            what.putIfAbsent(k, new String[] {group.orElse(""), from, to});
        }
        List<String> parts = new ArrayList<>();
        byMove.forEach((k, units) -> {
            String[] w = what.get(k);
            if (units.size() == 1) {
                parts.add(m.format("news.move.unit", "unit", nameOf(units.get(0), own, m), "from", w[1], "to", w[2]));
            } else {
                String group = m.format(
                        w[0].chars().allMatch(Character::isDigit) ? "news.move.groupNumber" : "news.move.groupName",
                        "group",
                        w[0]);
                parts.add(m.format(
                        "news.move.group",
                        "group",
                        group,
                        "count",
                        Integer.toString(units.size()),
                        "from",
                        w[1],
                        "to",
                        w[2]));
            }
        });
        return m.format("news.moves", "moves", SideDigest.joinSemicolons(parts, m));
    }

    /** One combat hex as one paragraph: its initiative, then each stage's shots. */
    private static String paragraph(
            String hex,
            List<EventLine> events,
            List<EventLine> told,
            Map<String, ForceRow> own,
            Map<String, List<String>> lostWith,
            Set<String> sunkTold,
            Set<String> gone,
            Messages m) {
        List<String> opening = RaidParagraph.opening(told, hex, m);
        List<String> sentences = new ArrayList<>(opening);
        Map<String, List<String>> stages = new LinkedHashMap<>();
        Map<String, Map<String, List<String>>> shortly = new LinkedHashMap<>();
        for (int i = 0; i < events.size(); i++) {
            EventLine e = events.get(i);
            String key = e.key();
            if (key.startsWith("air.initiative.")) {
                sentences.add(RaidParagraph.initiative(e, m));
                continue;
            }
            if (!key.startsWith("combat.")) {
                sentences.add(EventLines.text(e, m));
                continue;
            }
            String kind = kind(key);
            boolean fired = key.endsWith(FIRED);
            String suffix = fired ? "fired" : "fired-at";
            Map<String, String> p = e.params();
            String shot;
            if (kind.equals("screen") && i + 1 < events.size() && pairs(e, events.get(i + 1))) {
                EventLine next = events.get(++i);
                boolean stopped = "stopped".equals(p.get("result"));
                // the re-roll's hits fall on the submarine after a stop, on the destroyer after a failed screen
                String hitUnit = next.params().getOrDefault("target", "");
                shot = m.format(
                        "shot.screen." + (stopped ? "stopped." : "missed.") + suffix,
                        "firer",
                        p.getOrDefault("firer", ""),
                        "target",
                        p.getOrDefault("target", ""),
                        "outcome",
                        outcome(next, !next.key().endsWith(FIRED), own, lostWith, sunkTold, gone, m, hitUnit));
            } else if (!kind.startsWith("screen") && grouped(p, gone)) {
                // docs/reports-and-mail.md: a miss, or a hit on a unit already lost, changes nothing: said in short
                String pair = m.format(
                        "shot.pair." + suffix,
                        "firer",
                        p.getOrDefault("firer", ""),
                        "target",
                        p.getOrDefault("target", ""));
                String group = "0".equals(p.getOrDefault("hits", "0")) ? "missed" : "wasted";
                shortly.computeIfAbsent(stage(kind), st -> new LinkedHashMap<>())
                        .computeIfAbsent(group, g -> new ArrayList<>())
                        .add(pair);
                stages.computeIfAbsent(stage(kind), st -> new ArrayList<>());
                continue;
            } else {
                shot = m.format(
                        "shot." + (kind.equals("screen-loss") ? "screen-loss." : "") + suffix,
                        "firer",
                        p.getOrDefault("firer", ""),
                        "target",
                        p.getOrDefault("target", ""),
                        "outcome",
                        outcome(e, !fired, own, lostWith, sunkTold, gone, m, p.getOrDefault("target", "")));
            }
            stages.computeIfAbsent(stage(kind), s -> new ArrayList<>()).add(shot);
        }
        stages.forEach((stage, told0) -> {
            List<String> shots = new ArrayList<>(told0);
            for (String group : List.of("wasted", "missed")) {
                List<String> pairs = shortly.getOrDefault(stage, Map.of()).get(group);
                if (pairs != null) {
                    shots.add(m.format("shot.group." + group, "shots", String.join(", ", pairs)));
                }
            }
            String joined = SideDigest.joinSemicolons(shots, m);
            sentences.add(RaidParagraph.chosen(told, hex, stage, m)
                    .map(c -> m.format("combat.stage." + stage + ".chosen", "chosen", c, "shots", joined))
                    .orElseGet(() -> m.format("combat.stage." + stage, "shots", joined)));
        });
        for (EventLine e : told) {
            if (RaidParagraph.isDeckEffect(e.key())
                    && RaidParagraph.bombedIn(told, e).map(hex::equals).orElse(false)) {
                sentences.add(EventLines.text(named(e, own, m), m));
            }
        }
        return m.format(
                opening.isEmpty() ? "combat.paragraph" : "combat.paragraph.raid",
                "hex",
                hex,
                "sentences",
                String.join(" ", sentences));
    }

    /** Whether a plain shot is told in short: it missed, or hit a unit already lost earlier in the report. */
    private static boolean grouped(Map<String, String> p, Set<String> gone) {
        return "0".equals(p.getOrDefault("hits", "0"))
                || ("eliminated".equals(p.get("result")) && gone.contains(p.getOrDefault("target", "")));
    }

    /** A screen's first roll and the re-roll that follows it, for the same destroyer and submarine. */
    private static boolean pairs(EventLine screen, EventLine next) {
        String k = next.key();
        Map<String, String> a = screen.params();
        Map<String, String> b = next.params();
        if (k.startsWith("combat.screen-chase.")) {
            return "stopped".equals(a.get("result"))
                    && a.get("firer").equals(b.get("firer"))
                    && a.get("target").equals(b.get("target"));
        }
        if (k.startsWith("combat.screen-loss.")) {
            return !"stopped".equals(a.get("result"))
                    && a.get("firer").equals(b.get("target"))
                    && a.get("target").equals(b.get("firer"));
        }
        return false;
    }

    /**
     * What a shot did: "missed" when no hit (never "touched"), else its hits and result; an own ship lost is
     * "sunk", with the aircraft lost with her; a unit already lost earlier in the report is said to be so.
     */
    private static String outcome(
            EventLine e,
            boolean atOwn,
            Map<String, ForceRow> own,
            Map<String, List<String>> lostWith,
            Set<String> sunkTold,
            Set<String> gone,
            Messages m,
            String target) {
        int hits = Integer.parseInt(e.params().getOrDefault("hits", "0"));
        String result = e.params().getOrDefault("result", "missed");
        if (hits == 0) {
            return m.get("shot.missed");
        }
        String hitsText = hits == 1 ? m.get("shot.hit.one") : m.format("shot.hit.many", "hits", Integer.toString(hits));
        String what;
        if (result.equals("eliminated") && !gone.add(target)) {
            what = m.get("shot.alreadyGone");
        } else if (result.equals("eliminated") && atOwn && isShip(own.get(target))) {
            what = m.get("shot.sunk");
            if (lostWith.containsKey(target) && sunkTold.add(target)) {
                what = m.format("shot.sunkWith", "aircraft", String.join(", ", lostWith.get(target)));
            }
        } else {
            what = m.get("result." + result);
        }
        return m.format("shot.outcome", "hits", hitsText, "result", what);
    }

    private static boolean isShip(ForceRow row) {
        return row != null
                && (row.type().category() == UnitCategory.SHIP || row.type().category() == UnitCategory.SUBMARINE);
    }

    /** {@code fighter} of {@code combat.fighter.fired}. */
    private static String kind(String key) {
        String k = key.substring("combat.".length());
        return k.substring(0, k.lastIndexOf('.'));
    }

    /** The stage of a paragraph a kind of shot is told in. */
    private static String stage(String kind) {
        return switch (kind) {
            case "fighter", "reply" -> "air";
            case "screen", "screen-chase", "screen-loss" -> "screen";
            default -> kind;
        };
    }
}
