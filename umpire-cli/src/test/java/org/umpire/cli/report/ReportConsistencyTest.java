package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.umpire.cli.bot.Bot;
import org.umpire.cli.bot.RandomBot;
import org.umpire.cli.orders.OrdersReader;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Side;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

/**
 * docs/reports-and-mail.md: a report never contradicts the battle. Bot games (plan and random bots, both sides) are
 * played, and every phase's report of each side is read against the umpire's journal of that phase (its own
 * event views: every shot with its real firer, target, dice and hits) and the state after it:
 * <ul>
 *   <li>every shot told has the firer, target and hits of a shot of the journal, and no shot says "0 hits"
 *       (a miss is "missed", never "touched");</li>
 *   <li>each unit is told lost (eliminated, sunk) at most once per report;</li>
 *   <li>a submarine a screen stopped is never told to get through or to fire torpedoes;</li>
 *   <li>"no ... orders received" only to a side the phase waited for;</li>
 *   <li>each carrier's or airfield's aircraft line names the base's own hex, and its room used and free add
 *       up to its capacity;</li>
 *   <li>every group named with a hex in the forces, and every move's arrival hex, is the units' real hex.</li>
 * </ul>
 * {@code -Dumpire.consistencyGames=N} plays another number of games (default 20).
 */
@Tag("slow")
class ReportConsistencyTest {

    private static final Scenario SC = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);
    private static final ReportRenderer RENDERER = new ReportRenderer(TemplateSource.builtIn());
    private static final Messages EN = RENDERER.messages(Language.EN);
    /** A shot of a combat paragraph, as {@code shot.fired} / {@code shot.fired-at} word it in English. */
    private static final Pattern SHOT = Pattern.compile("(?:your )?([A-Za-z0-9-]+) at (?:your )?([A-Za-z0-9-]+), "
            + "(missed|(\\d+) hits?, ([a-z ,:A-Za-z0-9-]+?))(?=; |\\. |\\.$|$)");

    /** Shots told in short ({@code shot.group.*}): misses, and hits on units already lost. */
    private static final Pattern GROUP = Pattern.compile(
            "(missed|hit units already lost): ((?:(?:your )?[A-Za-z0-9-]+ at (?:your )?[A-Za-z0-9-]+(?:, )?)+)");

    private static final Pattern PAIR = Pattern.compile("(?:your )?([A-Za-z0-9-]+) at (?:your )?([A-Za-z0-9-]+)");

    private static final Pattern GROUP_LINE =
            Pattern.compile("^(Group [0-9]+|[A-Za-z0-9-]+) in ([A-P][0-9]{1,2}): (.*)$");
    private static final Pattern MOVE =
            Pattern.compile("([A-Za-z0-9 -]+?)(?: \\(\\d+ ships\\))? ([A-P][0-9]{1,2}) → ([A-P][0-9]{1,2})");
    private static final Pattern AIRCRAFT = Pattern.compile(
            "^  ([A-Za-z0-9 ()-]+?) \\(([^;)]+)(?:; room: ([0-9.]+) used, " + "([0-9.]+) free)?\\): .*$");

    @Test
    void every_report_of_bot_games_agrees_with_the_umpires_journal_of_its_phase() {
        int games = Integer.getInteger("umpire.consistencyGames", 20);
        List<String> problems = new ArrayList<>();
        int reports = 0;
        int shots = 0;
        String[][] pairs = {{"plan", "plan"}, {"random", "plan"}, {"plan", "random"}, {"random", "random"}};
        for (int g = 0; g < games; g++) {
            String[] pair = pairs[g % pairs.length];
            Map<Side, Bot> bots = new EnumMap<>(Side.class);
            for (Side side : Side.values()) {
                bots.put(
                        side,
                        pair[side.ordinal()].equals("random")
                                ? new RandomBot(7 * (3000L + g) + side.ordinal())
                                : Bot.plan(side));
            }
            SeededDice dice = SeededDice.fromHex(String.format("%064x", 3000L + g));
            GameState s = InitialState.of(SC);
            for (int calls = 0; !s.isOver() && calls < 400; calls++) {
                Map<Side, String> texts = new EnumMap<>(Side.class);
                Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
                Set<Side> asked = TurnEngine.awaiting(SC, s);
                for (Side side : asked) {
                    texts.put(side, bots.get(side).orders(SideView.of(SC, s, side)));
                    orders.put(
                            side,
                            OrdersReader.read(SideView.of(SC, s, side), texts.get(side))
                                    .orderSet());
                }
                Resolution r = TurnEngine.resolve(SC, s, orders, dice);
                ReportMoment moment = new ReportMoment("bots-" + g, s.turn(), s.phase());
                List<EventLine> journal = EventLines.forAudience(r.events(), Audience.UMPIRE);
                for (Side side : Side.values()) {
                    List<EventLine> lines = EventLines.forAudience(r.events(), side.audience());
                    SideReport report = SideReportBuilder.build(SideSituation.of(
                            SC, moment, r.next(), side, lines, Optional.empty(), Optional.empty(), Optional.of(s)));
                    String where =
                            "game " + g + " T" + s.turn() + " P" + s.phase().number() + " " + side;
                    shots += check(
                            where,
                            report,
                            RENDERER.side(report, Language.EN, ReportRenderer.Format.TEXT),
                            journal,
                            r.next(),
                            side,
                            asked.contains(side),
                            problems);
                    String fr = RENDERER.side(report, Language.FR, ReportRenderer.Format.TEXT);
                    if (fr.matches("(?s).*\\b0 coups? au but.*") || fr.contains("passé l'écran")) {
                        problems.add(where + " (fr): a miss told as a hit, or a submarine slipping past");
                    }
                    reports++;
                }
                s = r.next();
            }
        }
        assertThat(reports).isGreaterThan(games * 50);
        assertThat(shots).as("shots read").isGreaterThan(games * 20);
        assertThat(problems)
                .as(String.join("\n", problems.subList(0, Math.min(60, problems.size()))))
                .isEmpty();
    }

    /** Checks one report; returns the number of shots read. */
    static int check(
            String where,
            SideReport report,
            String text,
            List<EventLine> journal,
            GameState after,
            Side side,
            boolean asked,
            List<String> problems) {
        // the journal's shots: real firer and target (the umpire's view names the real unit first)
        Set<String> fired = new HashSet<>();
        Set<String> stopped = new HashSet<>();
        Set<String> hit = new HashSet<>();
        for (EventLine e : journal) {
            if (e.key().startsWith("umpire.combat.")) {
                for (String firer : names(e.params().get("firer"))) {
                    for (String target : names(e.params().get("target"))) {
                        fired.add(firer + ">" + target + ">" + e.params().get("hits"));
                        fired.add(target + ">" + firer + ">" + e.params().get("hits")); // a screen's re-roll: swapped
                        if (!"0".equals(e.params().get("hits"))) {
                            hit.add(firer + ">" + target);
                        }
                        if ("stopped".equals(e.params().get("result"))
                                && e.key().equals("umpire.combat.screen")) {
                            stopped.add(target);
                        }
                    }
                }
            }
        }
        int shots = 0;
        Set<String> lost = new HashSet<>();
        List<String> lines = text.lines().toList();
        for (String line : lines) {
            if (line.matches(".*\\b0 hits?\\b.*") || line.contains("slipped past")) {
                problems.add(where + ": a miss told as a hit, or a submarine slipping past: " + line);
            }
            if (!line.startsWith("- ")) {
                continue; // a combat's or a raid's paragraph is a line of news
            }
            Matcher gr = GROUP.matcher(line);
            while (gr.find()) {
                for (String pair : gr.group(2).split(", ")) {
                    Matcher pm = PAIR.matcher(pair);
                    shots++;
                    if (!pm.matches()) {
                        problems.add(where + ": a shot told in short that reads as none: " + pair + " in " + line);
                    } else if (gr.group(1).equals("missed")
                            ? !fired.contains(pm.group(1) + ">" + pm.group(2) + ">0")
                            : !hit.contains(pm.group(1) + ">" + pm.group(2))) {
                        problems.add(where + ": a shot the journal does not hold (" + pair + ", " + gr.group(1) + "): "
                                + line);
                    }
                }
            }
            Matcher mt = SHOT.matcher(line);
            while (mt.find()) {
                shots++;
                String hits = mt.group(4) == null ? "0" : mt.group(4);
                String a = mt.group(1);
                String b = mt.group(2);
                if (!fired.contains(a + ">" + b + ">" + hits)) {
                    problems.add(where + ": a shot the journal does not hold (" + a + " at " + b + ", " + hits
                            + " hits): " + line);
                }
                String result = mt.group(5) == null ? "" : mt.group(5);
                if ((result.startsWith("eliminated") || result.startsWith("sunk")) && !lost.add(b)) {
                    problems.add(where + ": " + b + " told lost twice: " + line);
                }
            }
            for (String sub : stopped) {
                if (line.matches(".*Torpedoes:.*\\b(your )?" + Pattern.quote(sub) + " at .*")) {
                    problems.add(where + ": the submarine " + sub + " was stopped, yet told to fire: " + line);
                }
            }
        }
        // "no ... orders received" only to a side the phase waited for
        if (!asked) {
            for (EventLine e : report.results()) {
                String t = EventLines.text(e, EN);
                if (t.startsWith("No ") && t.contains(" received")) {
                    problems.add(where + ": not asked, yet told \"" + t + "\"");
                }
            }
        }
        // aircraft lines: the base's own hex, room used and free adding up to the capacity
        Map<String, BaseRow> bases = new HashMap<>();
        report.bases().forEach(b -> bases.put(b.name(), b));
        for (String line : lines) {
            Matcher mt = AIRCRAFT.matcher(line);
            if (!mt.matches() || !bases.containsKey(mt.group(1))) {
                continue;
            }
            BaseRow b = bases.get(mt.group(1));
            if (b.hex().isPresent() && !b.hex().get().toString().equals(mt.group(2))) {
                problems.add(where + ": " + b.name() + " is in " + b.hex().get() + ", its aircraft line says "
                        + mt.group(2));
            }
            if (mt.group(3) != null
                    && Math.abs(Double.parseDouble(mt.group(3))
                                    + Double.parseDouble(mt.group(4))
                                    - Math.max(b.capacityHalves(), b.usedHalves()) / 2.0)
                            > 1e-9) {
                problems.add(where + ": room used and free do not add up to the capacity: " + line);
            }
        }
        // own groups and moves: the real hex
        for (String line : lines) {
            Matcher g = GROUP_LINE.matcher(line);
            if (g.matches()) {
                for (String unit : g.group(3).split(", ")) {
                    String id = unit.replace(" (reduced)", "");
                    Optional<String> hex = hexOf(report, id);
                    if (hex.isPresent() && !hex.get().equals(g.group(2))) {
                        problems.add(where + ": " + id + " is in " + hex.get() + ", not " + g.group(2) + ": " + line);
                    }
                }
            }
            if (line.startsWith("- Your moves: ")) {
                Matcher mv = MOVE.matcher(line.substring("- Your moves: ".length()));
                while (mv.find()) {
                    String name = mv.group(1).trim();
                    for (ForceRow row : report.forces()) {
                        boolean named = row.id().value().equals(name)
                                || name.equals("Group " + row.group().orElse("-"))
                                || name.equals(row.group().orElse("-"));
                        if (named
                                && row.id().value().equals(name)
                                && row.place().kind() == Place.Kind.AT_SEA
                                && !row.place()
                                        .hex()
                                        .map(Object::toString)
                                        .orElse("")
                                        .equals(mv.group(3))) {
                            problems.add(where + ": " + name + " moved to " + mv.group(3) + " but is in "
                                    + row.place().hex().orElse(null));
                        }
                    }
                }
            }
        }
        return shots;
    }

    /** The real unit and the label its enemy was shown, of the umpire's "YF2 (R3)". */
    private static List<String> names(String v) {
        if (v == null) {
            return List.of("");
        }
        int i = v.indexOf(" (");
        return i < 0 ? List.of(v) : List.of(v.substring(0, i), v.substring(i + 2, v.length() - 1));
    }

    private static Optional<String> hexOf(SideReport report, String id) {
        for (ForceRow row : report.forces()) {
            if (row.id().value().equals(id) && row.place().kind() == Place.Kind.AT_SEA) {
                return row.place().hex().map(Object::toString);
            }
        }
        return Optional.empty();
    }
}
