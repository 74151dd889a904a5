package org.umpire.cli.aar;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.map.Hex;

/** Names of forces and lists of hexes in the reader's words. */
final class ForceWords {

    private ForceWords() {}

    /** {@code Group 1}, {@code TF16}, {@code I-168}. */
    static String name(Force f, Messages m) {
        return f.numbered() ? m.format("aar.force.group", "group", f.label()) : f.label();
    }

    /** {@code H5, H6}. */
    static String hexes(Collection<Hex> hexes) {
        List<String> names = new ArrayList<>();
        for (Hex h : hexes) {
            names.add(h.toString());
        }
        return String.join(", ", names);
    }

    /** What a force did in a movement phase: {@code TF16: J5 → I5}. */
    static String move(ForceMove move, Messages m) {
        return m.format(
                "aar.move." + move.kind().name().toLowerCase(Locale.ROOT),
                "force",
                name(move.force(), m),
                "from",
                hexes(move.from()),
                "to",
                hexes(move.to()));
    }
}
