package org.umpire.cli.orders;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.KureBase;
import org.umpire.engine.testkit.Situation;

/**
 * The situation of an example file, read from its {@code #!} lines (comments to the orders
 * parser): {@code side}, {@code lang}, {@code turn}, {@code phase}, then unit placements and
 * knowledge, e.g. {@code #! at A1: Kaga Akagi}, {@code #! shown H4: Kaga KD1}.
 */
final class ExampleSituation {

    Side side = Side.US;
    Language lang = Language.EN;
    final Situation situation = MidwayFixtureAccess.situation();

    static ExampleSituation parse(List<String> lines) {
        ExampleSituation e = new ExampleSituation();
        int turn = 0;
        Phase phase = Phase.SETUP;
        List<String[]> rest = new ArrayList<>();
        List<String> directives = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("#!")) {
                directives.addAll(Arrays.asList(line.substring(2).split(" ; "))); // several on one line
            }
        }
        for (String directive : directives) {
            String d = directive.strip();
            int colon = d.indexOf(':');
            String head = (colon < 0 ? d : d.substring(0, colon)).strip().toLowerCase(Locale.ROOT);
            String value = colon < 0 ? "" : d.substring(colon + 1).strip();
            switch (head) {
                case "side" -> e.side = Side.valueOf(value);
                case "lang" -> e.lang = Language.tryParse(value).orElseThrow();
                case "turn" -> turn = Integer.parseInt(value);
                case "phase" ->
                    phase = Phase.valueOf(value.toUpperCase(Locale.ROOT).replace(' ', '_'));
                default -> rest.add(new String[] {head, value});
            }
        }
        e.situation.at(turn, phase);
        for (String[] r : rest) {
            e.apply(r[0], r[1].isEmpty() ? new String[0] : r[1].split("\\s+"));
        }
        return e;
    }

    /** A raid of this turn on {@code hex}: attacker, who fires first in air combat ({@code -}: none), aircraft, then {@code defending} and the defenders. */
    private void raid(String hex, String[] v) {
        List<String> aircraft = new ArrayList<>();
        List<String> defenders = new ArrayList<>();
        List<String> into = aircraft;
        for (int i = 2; i < v.length; i++) {
            if (v[i].equals("defending")) {
                into = defenders;
            } else {
                into.add(v[i]);
            }
        }
        situation.raid(Side.valueOf(v[0]), hex, v[1].equals("-") ? null : Side.valueOf(v[1]), aircraft, defenders);
    }

    private void apply(String head, String[] v) {
        String[] words = head.split("\\s+");
        String arg = words.length > 1 ? words[1] : "";
        switch (words[0]) {
            case "at" -> situation.put(arg, v);
            case "ashore" -> situation.ashore(arg, v);
            case "moved" -> situation.moved(Integer.parseInt(arg), v);
            case "flew" -> situation.flew(Integer.parseInt(arg), v);
            case "not-ready" -> situation.notReady(v);
            case "reduced" -> situation.steps(1, v);
            case "eliminated" -> situation.eliminated(v);
            case "group" -> situation.group(arg, v);
            case "located" -> Arrays.stream(v).forEach(h -> situation.located(side, h));
            case "shown" -> situation.shown(side, arg, v);
            case "raiders" -> situation.raiders(side, arg, v);
            case "raid" -> {
                raid(arg, v);
                break; // raid H6: JP US KF1 KD1 defending MF1 MF2 (attacker, who fires first or -)
            }
            case "fog-lifted" -> situation.fogLifted();
            case "midway-raid" -> situation.midwayRaid(side, v);
            case "us-carrier-first-located" -> situation.usCarrierFirstLocated(Integer.parseInt(v[0]));
            case "kure-started" -> situation.kure(new KureBase(Integer.parseInt(v[0]), false));
            default -> throw new IllegalArgumentException("unknown situation line: #! " + head);
        }
    }
}
