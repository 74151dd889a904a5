package org.umpire.cli.aar;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.model.Side;

/**
 * "What each side knew, and the truth" in words: per side, one line per enemy force, e.g.
 * {@code TF16: first located on turn 9; it had been within 2 hexes of Japanese ships (Group 1) since turn 7.}
 */
final class KnowledgeContext {

    private KnowledgeContext() {}

    static List<Object> of(List<Discovery> discoveries, Messages m) {
        List<Object> sides = new ArrayList<>();
        for (Side side : Side.values()) {
            List<Object> lines = new ArrayList<>();
            for (Discovery d : discoveries) {
                if (d.searcher() == side) {
                    Map<String, Object> x = new LinkedHashMap<>();
                    x.put("text", line(d, m));
                    x.put("ships", m.format("aar.know.composition", "ships", String.join(", ", d.ships())));
                    x.put("located", d.located().isPresent());
                    lines.add(x);
                }
            }
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("side", m.format("aar.know.side", "side", m.get("side." + side.name())));
            x.put("lines", lines);
            x.put("none", lines.isEmpty() ? List.of(m.get("aar.know.none")) : List.of());
            sides.add(x);
        }
        return sides;
    }

    static String line(Discovery d, Messages m) {
        String navy = m.get("aar.know.navy." + d.searcher().name());
        Map<String, String> p = new TreeMap<>();
        p.put("enemy", ForceWords.name(d.enemy(), m));
        p.put("reach", Integer.toString(Discovery.REACH));
        p.put("navy", navy);
        d.located().ifPresent(t -> p.put("turn", Integer.toString(t)));
        Optional<NearSpell> spell = d.telling();
        spell.ifPresent(s -> {
            p.put("own", m.format("aar.know.own", "navy", navy, "force", ForceWords.name(s.nearest(), m)));
            p.put("since", Integer.toString(s.from()));
            p.put("until", Integer.toString(s.to()));
        });
        p.put("count", Integer.toString(d.turnsNear()));
        return m.format("aar.know." + variant(d, spell), p);
    }

    /** Which sentence tells it: located or never, and how that compares with the spell within reach. */
    private static String variant(Discovery d, Optional<NearSpell> spell) {
        if (d.located().isEmpty()) {
            return spell.isPresent() ? "never.near" : "never.far";
        }
        int turn = d.located().getAsInt();
        if (spell.isEmpty()) {
            return "located.far";
        }
        if (spell.get().to() < turn) {
            return "located.earlier";
        }
        return spell.get().from() == turn ? "located.same" : "located.since";
    }
}
