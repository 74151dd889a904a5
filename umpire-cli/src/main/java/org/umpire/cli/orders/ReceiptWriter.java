package org.umpire.cli.orders;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;

/**
 * Words a receipt in the player's language (templates {@code templates/orders/messages_fr|en}):
 * the echo of each accepted order and each problem with its line and column.
 */
public final class ReceiptWriter {

    public static final String BUNDLE = "orders/messages";

    private final TextBundle t;
    private final boolean citeRules;

    public ReceiptWriter(TextBundle texts) {
        this(texts, false);
    }

    private ReceiptWriter(TextBundle texts, boolean citeRules) {
        this.t = texts;
        this.citeRules = citeRules;
    }

    /**
     * The same receipt with the rule each problem applies after it ({@code (MOV-1)}): for the umpire
     * ({@code orders check --cite-rules}). A player's receipt never cites rule codes (see docs/reports-and-mail.md).
     */
    public ReceiptWriter citingRules() {
        return new ReceiptWriter(t, true);
    }

    public static ReceiptWriter load(Language language, Path templatesDir) {
        return new ReceiptWriter(TextBundle.load(BUNDLE, language, templatesDir));
    }

    /** A plain message of the orders bundle ({@code submit.stored}...). */
    public String text(String key) {
        return t.get(key);
    }

    public Language language() {
        return t.language();
    }

    /** The canonical line of each accepted order, in text order. */
    public List<String> echoes(OrdersReceipt r) {
        Echo e = new Echo(t, r.names);
        return r.accepted().stream().map(e::line).collect(Collectors.toList());
    }

    /** One problem as a player reads it: {@code line 4, col 1: "Kagq" is not one of your units — did you mean Kaga?}. */
    public String problem(OrdersReceipt r, LineProblem p) {
        Object[] kv = new Object[p.params().size() * 2];
        int i = 0;
        for (Map.Entry<String, Object> e : p.params().entrySet()) {
            kv[i++] = e.getKey();
            kv[i++] = format(r.names, e.getKey(), e.getValue());
        }
        String text = t.get(forSide(p.key(), r.side()), kv);
        String where = p.isNote()
                ? t.get("receipt.line", "line", p.line())
                : t.get(
                        p.isError() ? "receipt.where" : "receipt.where-warning",
                        "line",
                        p.line(),
                        "column",
                        p.column());
        String rule = !citeRules || p.rule().isEmpty() ? "" : t.get("receipt.rule", "rule", p.rule());
        return where + text + rule;
    }

    /**
     * The message {@code key} as one side reads it: its variant {@code key.US} / {@code key.JP} when the wording has
     * one (see docs/reports-and-mail.md: an example names the reader's own units), else {@code key}.
     */
    private String forSide(String key, Side side) {
        return side != null && t.has(key + "." + side.name()) ? key + "." + side.name() : key;
    }

    /** Why orders sent in advance for {@code phase} were not used: the phase asked nothing of the side. */
    public String unused(Phase phase) {
        return t.get("advance.unused", "phase", phase(phase));
    }

    /** The line before the receipt of orders sent in advance for {@code phase} ({@link AdvanceOrders}). */
    public String later(Phase phase) {
        return t.get("submit.later", "phase", phase(phase));
    }

    /** The whole receipt: a summary line, the accepted orders echoed, then the problems. */
    public String render(OrdersReceipt r) {
        StringBuilder sb = new StringBuilder();
        long errors = r.problems().stream().filter(LineProblem::isError).count();
        long notes = r.problems().stream().filter(LineProblem::isNote).count();
        long warnings = r.problems().size() - errors - notes;
        String when = r.phase() == Phase.SETUP
                ? t.get("receipt.when-setup")
                : t.get("receipt.when", "turn", r.turn(), "phase", phase(r.phase()));
        sb.append(t.get(
                        "receipt.header",
                        "side",
                        r.side(),
                        "when",
                        when,
                        "accepted",
                        r.accepted().size(),
                        "errors",
                        errors,
                        "warnings",
                        warnings))
                .append('\n');
        List<String> echoes = echoes(r);
        if (!echoes.isEmpty()) {
            sb.append(t.get("receipt.accepted")).append('\n');
            for (int i = 0; i < echoes.size(); i++) {
                sb.append("  ")
                        .append(t.get(
                                "receipt.line", "line", r.accepted().get(i).line()))
                        .append(echoes.get(i))
                        .append('\n');
            }
        }
        if (errors + warnings > 0) {
            sb.append(t.get("receipt.problems")).append('\n');
            for (LineProblem p : r.problems()) {
                if (!p.isNote()) {
                    sb.append("  ").append(problem(r, p)).append('\n');
                }
            }
        }
        if (notes > 0) {
            sb.append(t.get("receipt.notes")).append('\n');
            for (LineProblem p : r.notes()) {
                sb.append("  ").append(problem(r, p)).append('\n');
            }
        }
        if (r.accepted().isEmpty() && errors + warnings == 0) {
            sb.append(t.get("receipt.nothing")).append('\n');
        }
        return sb.toString();
    }

    /** {@code A1, A2, A3, A4} reads {@code A1-A4}: consecutive rows of a column are joined. */
    static String hexRanges(List<?> hexes) {
        List<String> parts = new ArrayList<>();
        Hex start = null;
        Hex prev = null;
        for (Object o : hexes) {
            Hex h = (Hex) o;
            if (prev != null && h.column() == prev.column() && h.row() == prev.row() + 1) {
                prev = h;
                continue;
            }
            if (start != null) {
                parts.add(start.equals(prev) ? start.toString() : start + "-" + prev);
            }
            start = h;
            prev = h;
        }
        if (start != null) {
            parts.add(start.equals(prev) ? start.toString() : start + "-" + prev);
        }
        return String.join(", ", parts);
    }

    private String phase(Phase p) {
        return t.get("phase.format", "number", p.number(), "name", p.name(t.language()));
    }

    private String format(Names names, String param, Object v) {
        if (v instanceof UnitId id) {
            return names.display(id);
        }
        if (v instanceof Hex) {
            return v.toString();
        }
        if (v instanceof Phase phase1) {
            return phase(phase1);
        }
        if (v instanceof List<?> list && !list.isEmpty() && ((List<?>) v).get(0) instanceof Hex) {
            return hexRanges(list);
        }
        if (v instanceof List<?> l) {
            String sep = !l.isEmpty() && l.get(0) instanceof Phase ? t.get("list.or") : ", ";
            return l.stream().map(x -> format(names, param, x)).collect(Collectors.joining(sep));
        }
        if (param.equals("suggestion")) {
            String s = String.valueOf(v);
            return s.isEmpty() ? "" : t.get("parse.suggestion", "word", s);
        }
        if (v instanceof String && t.has("value." + param + "." + v)) {
            return t.get("value." + param + "." + v);
        }
        if (v instanceof Side) {
            return v.toString();
        }
        return String.valueOf(v);
    }
}
