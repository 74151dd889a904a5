package org.umpire.cli.orders;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.umpire.engine.model.UnitType;

/**
 * Unit types as the reports and map legends write them, read back in orders (see docs/orders.md): the code
 * ({@code CV}, {@code BB}), the English and French names of the legend, singular or plural
 * ({@code aircraft carrier}, {@code porte-avions léger}, {@code croiseurs lourds}), and the French
 * abbreviation {@code PA} (porte-avions) for a carrier.
 */
final class TypeWords {

    /** A type read at some position, and the number of tokens it took. */
    record Match(UnitType type, int length) {}

    private static final Map<String, UnitType> PHRASES = build();
    private static final int LONGEST = 5;

    private TypeWords() {}

    private static Map<String, UnitType> build() {
        Map<String, UnitType> m = new HashMap<>();
        for (UnitType t : UnitType.values()) {
            m.put(Fold.fold(t.name()), t);
            for (String name : List.of(t.englishName(), t.frenchName())) {
                String f = phrase(name);
                m.putIfAbsent(f, t);
                m.putIfAbsent(plural(f), t);
                m.putIfAbsent(singular(f), t);
            }
        }
        Map<String, UnitType> extra = Map.ofEntries(
                Map.entry("pa", UnitType.CV),
                Map.entry("porte-avion", UnitType.CV),
                Map.entry("carrier", UnitType.CV),
                Map.entry("carriers", UnitType.CV),
                Map.entry("fleet carrier", UnitType.CV),
                Map.entry("fleet carriers", UnitType.CV),
                Map.entry("pal", UnitType.CVL),
                Map.entry("pa leger", UnitType.CVL),
                Map.entry("pa legers", UnitType.CVL),
                Map.entry("light carriers", UnitType.CVL),
                Map.entry("porte-avions legers", UnitType.CVL),
                Map.entry("avions torpilleurs", UnitType.T),
                Map.entry("avion torpilleur", UnitType.T),
                Map.entry("bombardier en pique", UnitType.D),
                Map.entry("destroyer", UnitType.DD),
                Map.entry("contre-torpilleur", UnitType.DD),
                Map.entry("contre-torpilleurs", UnitType.DD),
                Map.entry("sub", UnitType.SS),
                Map.entry("subs", UnitType.SS),
                Map.entry("sous-marin", UnitType.SS),
                Map.entry("transport", UnitType.TT),
                Map.entry("transports de troupes", UnitType.TT),
                Map.entry("seaplane tender", UnitType.ST),
                Map.entry("unites terrestres", UnitType.LAND),
                Map.entry("land units", UnitType.LAND));
        extra.forEach(m::putIfAbsent);
        return Map.copyOf(m);
    }

    /** Folded words as the lexer gives them: {@code "porte-avions léger"} reads {@code porte-avions leger}. */
    private static String phrase(String name) {
        StringBuilder sb = new StringBuilder();
        for (List<Token> st : Lexer.statements(name)) {
            for (Token t : st) {
                if (t.is(Token.Kind.WORD) && !t.norm().equals("de") && !t.norm().equals("en")) {
                    sb.append(sb.length() == 0 ? "" : " ").append(t.norm());
                }
            }
        }
        return sb.toString();
    }

    private static String plural(String f) {
        StringBuilder sb = new StringBuilder();
        for (String w : f.split(" ")) {
            sb.append(sb.length() == 0 ? "" : " ").append(w.endsWith("s") ? w : w + "s");
        }
        return sb.toString();
    }

    private static String singular(String f) {
        StringBuilder sb = new StringBuilder();
        for (String w : f.split(" ")) {
            sb.append(sb.length() == 0 ? "" : " ")
                    .append(
                            w.endsWith("s")
                                            && w.length() > 3
                                            && !w.endsWith("ss")
                                            && !w.equals("porte-avions")
                                            && !w.equals("porte-hydravions")
                                    ? w.substring(0, w.length() - 1)
                                    : w);
        }
        return sb.toString();
    }

    /** The longest type phrase starting at {@code pos} (fillers such as "de" / "en" skipped inside it). */
    static Optional<Match> at(List<Token> tokens, int pos) {
        Optional<Match> best = Optional.empty();
        StringBuilder sb = new StringBuilder();
        int words = 0;
        for (int i = pos; i < tokens.size() && words < LONGEST; i++) {
            Token t = tokens.get(i);
            if (!t.is(Token.Kind.WORD)) {
                break;
            }
            if (i > pos && (t.norm().equals("de") || t.norm().equals("en"))) {
                continue;
            }
            sb.append(sb.length() == 0 ? "" : " ").append(t.norm());
            words++;
            UnitType type = PHRASES.get(sb.toString());
            if (type != null) {
                best = Optional.of(new Match(type, i - pos + 1));
            }
        }
        return best;
    }
}
