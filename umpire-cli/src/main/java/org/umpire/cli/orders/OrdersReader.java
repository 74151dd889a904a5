package org.umpire.cli.orders;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.umpire.engine.legality.OrderChecker;
import org.umpire.engine.legality.OrderProblem;
import org.umpire.engine.legality.ProblemKind;
import org.umpire.engine.legality.Severity;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.MovementOrder;
import org.umpire.engine.order.Order;
import org.umpire.engine.order.SetupOrder;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.state.Location;

/**
 * Reads a side's orders text in two stages (STYLE 7): each line is <em>parsed</em> into intents
 * (names resolved against what the side may name), then the resulting engine orders are
 * <em>validated</em> together by the engine's {@link OrderChecker}. A line with an error gives no
 * order at all; every other line is accepted. Never throws on any input.
 *
 * <p>It reads the game through the side's {@link SideView} only (own units and knowledge, public facts, the
 * turn and phase), never the whole state: by the types, reading a side's mail cannot reach the enemy's
 * hidden positions (GAME-1).
 */
public final class OrdersReader {

    /** Reading stops listing problems after this many (a mail of garbage gets a short answer). */
    static final int MAX_PROBLEMS = 200;

    private OrdersReader() {}

    /** The orders {@code text} of the side whose view {@code side} is, for the view's turn and phase. */
    public static OrdersReceipt read(SideView side, byte[] text) {
        return read(side, OrderText.lines(text));
    }

    public static OrdersReceipt read(SideView side, String text) {
        return read(side, OrderText.lines(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** One statement of the text and what became of it. */
    private static final class Statement {
        final int line;
        final int column;
        final String source;
        final List<Token> tokens;
        Intent intent;
        final List<LineProblem> problems = new ArrayList<>();
        final List<Order> orders = new ArrayList<>();
        final List<AcceptedOrder.Note> notes = new ArrayList<>();
        final String text;
        StatementParser.Result result;

        Statement(int line, List<Token> tokens, String text) {
            this.line = line;
            this.text = text;
            this.tokens = tokens;
            this.column = tokens.get(0).column();
            Token last = tokens.get(tokens.size() - 1);
            int end = Math.min(
                    text.length(), last.column() - 1 + last.text().length() + (last.is(Token.Kind.QUOTED) ? 2 : 0));
            this.source = text.substring(column - 1, Math.max(column - 1, end)).strip();
        }

        boolean refused() {
            return problems.stream().anyMatch(LineProblem::isError);
        }
    }

    static OrdersReceipt read(SideView side, List<SourceLine> lines) {
        return read(side, lines, false);
    }

    /**
     * Reads orders sent in advance for a later phase of the turn ({@link AdvanceOrders}): the engine's
     * checks run against the game as it is now, so what they find is only a warning (the order is
     * checked again when its phase comes, against the game as it will be then); reading problems stay errors.
     */
    static OrdersReceipt readDeferred(SideView side, String text) {
        return read(side, OrderText.lines(text.getBytes(StandardCharsets.UTF_8)), true);
    }

    private static OrdersReceipt read(SideView view, List<SourceLine> lines, boolean deferred) {
        Names names = new Names(view);
        StatementParser parser = new StatementParser(names);
        List<Statement> statements = new ArrayList<>();
        int[] problemCount = {0};
        Statement heading = null;
        int headingUses = 0;
        for (SourceLine line : lines) {
            for (List<Token> tokens : Lexer.statements(line.text())) {
                Statement s = new Statement(line.number(), tokens, line.text());
                names.suggestions = problemCount[0] < MAX_PROBLEMS;
                StatementParser.Result r = null;
                if (heading != null) {
                    // under a heading ("Fighters:", "Chasseurs :", "raid on H4:"): read as if written after it
                    List<Token> joined = new ArrayList<>(heading.tokens);
                    joined.addAll(tokens);
                    StatementParser.Result h = parser.parse(joined);
                    if (h.problem() == null) {
                        r = h;
                        headingUses++;
                    }
                }
                if (r == null) {
                    r = parser.parse(tokens);
                }
                s.result = r;
                statements.add(s);
                if (r.problem() != null && isHeading(tokens)) {
                    finishHeading(names, heading, headingUses, problemCount);
                    heading = s;
                    headingUses = 0;
                    continue;
                }
                classify(names, s, problemCount);
            }
        }
        finishHeading(names, heading, headingUses, problemCount);
        applyOverrides(names, statements);
        validate(names, statements, deferred);
        List<AcceptedOrder> accepted = new ArrayList<>();
        List<LineProblem> problems = new ArrayList<>();
        List<OrdersReceipt.Refused> refused = new ArrayList<>();
        boolean allOrNothing = false;
        int shown = 0;
        for (Statement s : statements) {
            for (LineProblem p : s.problems) {
                if (shown++ < MAX_PROBLEMS) {
                    problems.add(p);
                }
            }
            if (s.refused()) {
                refused.add(new OrdersReceipt.Refused(s.line, s.column));
                continue;
            }
            allOrNothing |= s.intent instanceof Intent.AllOrNothing;
            for (Order o : s.orders) {
                accepted.add(new AcceptedOrder(s.line, s.column, s.source, Optional.of(o), Optional.empty()));
            }
            for (AcceptedOrder.Note n : s.notes) {
                accepted.add(new AcceptedOrder(s.line, s.column, s.source, Optional.empty(), Optional.of(n)));
            }
        }
        if (shown > MAX_PROBLEMS) {
            problems.add(new LineProblem(
                    problems.get(problems.size() - 1).line(),
                    1,
                    Severity.ERROR,
                    "parse.too-many-problems",
                    "",
                    Map.of("count", shown, "shown", MAX_PROBLEMS)));
        }
        return new OrdersReceipt(
                view.side(), view.turn(), view.phase(), accepted, problems, names, refused, allOrNothing);
    }

    /** A statement that did not parse: a note when it reads as conversation (I-ORD-22), else an error. */
    private static void classify(Names names, Statement s, int[] problemCount) {
        StatementParser.Result r = s.result;
        if (r.problem() == null) {
            s.intent = r.intent();
            return;
        }
        Optional<List<String>> talk = conversation(names, s.tokens, s.text);
        if (talk.isPresent() || isProse(names, s.tokens)) {
            List<String> understood = talk.orElse(List.of());
            String written = s.text.substring(Math.min(s.text.length(), s.column - 1));
            int semi = written.indexOf(';');
            written = (semi < 0 ? written : written.substring(0, semi)).strip();
            String shown = written.length() > 70 ? written.substring(0, 67) + "..." : written;
            boolean quotable = PRINTABLE.matcher(shown).matches() && !shown.contains("??");
            s.problems.add(
                    !quotable
                            ? new LineProblem(s.line, s.column, Severity.WARNING, "note.not-order", "", Map.of())
                            : understood.isEmpty()
                                    ? new LineProblem(
                                            s.line,
                                            s.column,
                                            Severity.WARNING,
                                            "note.conversation",
                                            "",
                                            Map.of("text", shown))
                                    : new LineProblem(
                                            s.line,
                                            s.column,
                                            Severity.WARNING,
                                            "note.conversation-names",
                                            "",
                                            Map.of("text", shown, "names", String.join(", ", understood))));
        } else if (problemCount[0]++ < MAX_PROBLEMS) {
            s.problems.add(new LineProblem(
                    s.line,
                    r.problem().column(),
                    Severity.ERROR,
                    "parse." + r.problem().key(),
                    "",
                    r.problem().params()));
        } else {
            s.problems.add(new LineProblem(s.line, s.column, Severity.ERROR, "parse.not-read", "", Map.of()));
        }
    }

    /** A line quoted back in a note: letters, digits and the punctuation of a sentence only. */
    private static final Pattern PRINTABLE = Pattern.compile("[\\p{L}\\p{N}\\s.,;:!?'\"’()\\-–—…/&%@«»+#*]+");

    /** A heading line (see docs/orders.md): a statement ending with a colon, no arrow, not read alone ("Fighters:"). */
    static boolean isHeading(List<Token> tokens) {
        if (!tokens.get(tokens.size() - 1).is(Token.Kind.COLON)) {
            return false;
        }
        return tokens.stream().noneMatch(t -> t.is(Token.Kind.ARROW) || t.is(Token.Kind.GT));
    }

    /** A heading the lines below were read under is a note; one that no line used is read as any line. */
    private static void finishHeading(Names names, Statement heading, int uses, int[] problemCount) {
        if (heading == null) {
            return;
        }
        if (uses > 0) {
            heading.problems.add(new LineProblem(
                    heading.line, heading.column, Severity.WARNING, "note.heading", "", Map.of("count", uses)));
        } else {
            classify(names, heading, problemCount);
        }
    }

    /** Words that mark a line as an order: keywords of either language (not fillers). */
    private static final Set<String> ORDER_WORDS = orderWords();

    private static Set<String> orderWords() {
        Set<String> s = new HashSet<>(Words.all());
        for (Set<String> w : List.of(
                Words.TO,
                Words.FROM,
                Words.WITH,
                Words.AND,
                Words.MOVE,
                Words.GROUP,
                Words.ENTER,
                Words.DELAY,
                Words.STAY,
                Words.EXIT,
                Words.PLACE,
                Words.RAID,
                Words.MIDWAY,
                Words.CANCEL,
                Words.LANDING_PLACE,
                Words.SEARCH,
                Words.ATTACK,
                Words.NAVAL,
                Words.COMBAT,
                Words.SUBMARINE,
                Words.SCREEN,
                Words.AA,
                Words.FIGHTERS,
                Words.BOMBING,
                Words.BOMBARDMENT,
                Words.TROOP_LANDING,
                Words.READY,
                Words.NOT,
                Words.RESERVE,
                Words.KURE,
                Words.BASE,
                Words.START,
                Words.CONCEDE,
                Words.PRIORITY,
                Words.SPREAD,
                Words.STRONGEST,
                Words.FIRST,
                Words.RENAME,
                Words.ALL,
                Words.NOTHING)) {
            s.addAll(w);
        }
        return Set.copyOf(s);
    }

    /**
     * A line of conversation rather than an order (I-ORD-22): no arrow or other order sign, and words of
     * a sentence that the orders language does not know (not keywords, not names, not close to either):
     * two of them, or one with a sentence's end (. ! ? :) or with nothing named. "Sorry, forgot the
     * code.", "Falling back on Midway tonight.", "and from now on:". Returns the names it understood
     * (units, hexes) to say so in the note, or empty when the line is not conversation.
     */
    static Optional<List<String>> conversation(Names names, List<Token> tokens, String lineText) {
        List<String> understood = new ArrayList<>();
        int plain = 0;
        int numbers = 0;
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.is(Token.Kind.ARROW)
                    || t.is(Token.Kind.GT)
                    || t.is(Token.Kind.PLUS)
                    || t.is(Token.Kind.TIMES)
                    || t.is(Token.Kind.REDUCED)
                    || t.is(Token.Kind.EQUALS)) {
                return Optional.empty();
            }
            if (t.is(Token.Kind.OTHER) && !"?…".contains(t.text())) {
                return Optional.empty(); // signs a sentence does not use: garbage, or an order mistyped
            }
            if (!t.is(Token.Kind.WORD) && !t.is(Token.Kind.QUOTED) && !t.is(Token.Kind.NUMBER)) {
                continue;
            }
            int own = names.own(tokens, i).length();
            int enemy = own > 0 ? 0 : names.enemy(tokens, i).length();
            int len = Math.max(own, enemy);
            if (len > 0) {
                understood.add(written(tokens, i, len));
                i += len - 1;
                continue;
            }
            if (Names.looksLikeHex(t) || names.hex(t).isPresent() || names.isGroup(Fold.key(t.text()))) {
                understood.add(t.text());
                continue;
            }
            if (t.is(Token.Kind.NUMBER)) {
                numbers++;
                continue;
            }
            String w = t.norm();
            if (ORDER_WORDS.contains(w) || Words.FILLER.contains(w) || w.length() < 2) {
                continue;
            }
            if (Suggest.best(t.text(), names.suggestionPool(false)).isPresent()
                    || Suggest.best(t.text(), names.suggestionPool(true)).isPresent()
                    || Suggest.best(t.text(), Words.all()).isPresent() && !isCommonWord(w)) {
                continue; // a near miss of a name or keyword: a mistyped order, answered as an error
            }
            plain++;
        }
        Token last = tokens.get(tokens.size() - 1);
        int end = Math.min(lineText.length(), last.column() - 1 + last.text().length());
        String after =
                end >= 0 && end <= lineText.length() ? lineText.substring(end).strip() : "";
        boolean sentenceEnd = last.is(Token.Kind.COLON)
                || last.is(Token.Kind.OTHER) && "?!".contains(last.text())
                || after.startsWith(".")
                || after.startsWith("!")
                || after.startsWith("?")
                || after.startsWith(":");
        boolean talk = plain >= 2 || plain == 1 && (sentenceEnd || understood.isEmpty() && numbers == 0);
        return talk ? Optional.of(understood) : Optional.empty();
    }

    /** Words of everyday English or French that happen to be near a keyword ("sorry" ~ "sort", "again" ~ "against"). */
    private static boolean isCommonWord(String w) {
        return Words.COMMON.contains(w);
    }

    private static String written(List<Token> tokens, int from, int len) {
        StringBuilder sb = new StringBuilder();
        for (int k = from; k < from + len && k < tokens.size(); k++) {
            sb.append(sb.length() == 0 ? "" : " ").append(tokens.get(k).text());
        }
        return sb.toString();
    }

    /**
     * A line of a letter rather than an order ("Dear umpire,", "Merci !"): no arrow, no hex, and a
     * first word that is no keyword and not close to any name the side uses. It is reported as
     * ignored (a warning); anything nearer to an order stays an error.
     */
    static boolean isProse(Names names, List<Token> tokens) {
        Token first = tokens.get(0);
        if (!first.is(Token.Kind.WORD)) {
            return false;
        }
        for (Token t : tokens) {
            if (t.is(Token.Kind.ARROW)
                    || t.is(Token.Kind.GT)
                    || Names.looksLikeHex(t)
                    || names.hex(t).isPresent()) {
                return false;
            }
        }
        String w = first.norm();
        if (Words.all().contains(w) || Words.FILLER.contains(w) || Words.TO.contains(w) || w.length() < 2) {
            return false;
        }
        if (names.own(tokens, 0).length() > 0 || names.isGroup(Fold.key(first.text()))) {
            return false;
        }
        return Suggest.best(first.text(), names.suggestionPool(false)).isEmpty()
                && Suggest.best(first.text(), Words.all()).isEmpty();
    }

    // --- ORD-2: a named ship overrides its group's line, a group overrides its hex's line ----------

    private static void applyOverrides(Names names, List<Statement> statements) {
        Phase phase = names.view.phase();
        Map<UnitId, Statement> owner = new HashMap<>();
        Map<UnitId, Intent.Level> ownerLevel = new HashMap<>();
        for (Statement s : statements) {
            if (!(s.intent instanceof Intent.Ships)) {
                continue;
            }
            Intent.Ships ships = (Intent.Ships) s.intent;
            for (UnitId u : ships.units()) {
                Intent.Level prev = ownerLevel.get(u);
                if (prev == null || prev.ordinal() < ships.level().ordinal()) {
                    owner.put(u, s);
                    ownerLevel.put(u, ships.level());
                } else if (prev == ships.level()) {
                    s.problems.add(new LineProblem(
                            s.line,
                            columnOf(names, s, u),
                            Severity.ERROR,
                            "parse.conflict",
                            "ORD-1",
                            Map.of("unit", u, "other", owner.get(u).line)));
                }
            }
        }
        for (Statement s : statements) {
            if (s.intent instanceof Intent.Direct direct) {
                s.orders.addAll(direct.orders());
            } else if (s.intent instanceof Intent.Nothing n) {
                Optional<Phase> about = n.about()
                        .filter(p -> p != phase
                                && AdvanceOrders.answerableLater(phase).contains(p));
                if (about.isPresent()) {
                    // "no search" with the moves: the answer of the searches phase, sent in advance (I-ORD-24)
                    s.problems.add(new LineProblem(
                            s.line,
                            s.column,
                            Severity.ERROR,
                            "problem.wrong-phase",
                            ProblemKind.WRONG_PHASE.rule(),
                            Map.of("phase", phase, "expected", List.of(about.get()), "nothing", true)));
                } else {
                    s.notes.add(new AcceptedOrder.Note("echo.none", Map.of()));
                }
            } else if (s.intent instanceof Intent.AllOrNothing) {
                s.notes.add(new AcceptedOrder.Note("echo.all-or-nothing", Map.of()));
            } else if (s.intent instanceof Intent.Ships ships && !s.refused()) {
                List<UnitId> mine = new ArrayList<>();
                for (UnitId u : ships.units()) {
                    if (owner.get(u) == s) {
                        mine.add(u);
                    }
                }
                if (mine.isEmpty()) {
                    s.problems.add(new LineProblem(
                            s.line,
                            s.column,
                            Severity.WARNING,
                            "parse.all-overridden",
                            "ORD-2",
                            Map.of("label", ships.label() == null ? "" : ships.label())));
                    continue;
                }
                expand(names, s, ships, mine);
            }
        }
    }

    /** One engine order per kind and origin hex, so each echo line reads "these ships, from there, to there". */
    private static void expand(Names names, Statement s, Intent.Ships ships, List<UnitId> units) {
        Map<String, List<UnitId>> groups = new LinkedHashMap<>();
        Map<String, Hex> origin = new HashMap<>();
        for (UnitId u : units) {
            String kind = kindFor(names, ships.action(), u);
            Optional<Hex> at = names.atSea(u);
            String key = kind + "|" + at.map(Hex::toString).orElse("");
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(u);
            at.ifPresent(h -> origin.put(key, h));
        }
        for (Map.Entry<String, List<UnitId>> e : groups.entrySet()) {
            String kind = e.getKey().substring(0, e.getKey().indexOf('|'));
            List<UnitId> l = e.getValue();
            Hex from = origin.get(e.getKey());
            switch (kind) {
                case "place" -> s.orders.add(new SetupOrder.Place(l, ships.hex()));
                case "enter" -> s.orders.add(new MovementOrder.Enter(l, ships.hex()));
                case "move" -> s.orders.add(new MovementOrder.Move(l, ships.hex()));
                case "exit" -> s.orders.add(new MovementOrder.Exit(l));
                case "stay" -> s.notes.add(new AcceptedOrder.Note("echo.stay", Map.of("units", l, "hex", from)));
                case "delay" -> s.notes.add(new AcceptedOrder.Note("echo.delay", Map.of("units", l)));
                case "not-waiting" -> {
                    s.problems.add(new LineProblem(
                            s.line,
                            columnOf(names, s, l.get(0)),
                            Severity.ERROR,
                            "parse.not-waiting",
                            "SET-5",
                            Map.of("units", l)));
                }
                case "not-at-sea" -> {
                    s.problems.add(new LineProblem(
                            s.line,
                            columnOf(names, s, l.get(0)),
                            Severity.ERROR,
                            "parse.not-at-sea",
                            "MOV-1",
                            Map.of("units", l)));
                }
                default -> throw new AssertionError(kind);
            }
        }
    }

    private static String kindFor(Names names, Intent.Action action, UnitId u) {
        Location loc = names.stateOf(u).map(x -> x.location()).orElse(new Location.OffMap());
        boolean waiting =
                loc instanceof Location.OffMap && names.def(u).arrival().kind() == Arrival.Kind.GROUP;
        switch (action) {
            case PLACE -> {
                return "place";
            }
            case ENTER -> {
                return "enter";
            }
            case EXIT -> {
                return "exit";
            }
            case TO -> {
                if (names.view.phase() == Phase.SETUP) {
                    return "place";
                }
                return waiting ? "enter" : "move";
            }
            case STAY -> {
                if (waiting) {
                    return "delay";
                }
                return loc instanceof Location.OnMap ? "stay" : "not-at-sea";
            }
            case DELAY -> {
                return waiting ? "delay" : "not-waiting";
            }
            default -> throw new AssertionError(action);
        }
    }

    // --- stage 2: the engine's legality checks --------------------------------------------------

    /**
     * Runs the engine's checks on the orders of every statement still standing; a statement with an
     * error drops out and the rest is checked again, so that no accepted order leans on a refused
     * one (a raid counting on a carrier move that was refused, a set-up still to complete).
     */
    private static void validate(Names names, List<Statement> statements, boolean deferred) {
        List<Statement> live = new ArrayList<>();
        for (Statement s : statements) {
            if (!s.refused()) {
                live.add(s);
            }
        }
        Map<Statement, List<LineProblem>> found = new HashMap<>();
        for (int pass = 0; pass < 5 && !live.isEmpty(); pass++) {
            List<Order> all = new ArrayList<>();
            List<Statement> from = new ArrayList<>();
            for (Statement s : live) {
                found.put(s, new ArrayList<>());
                for (Order o : s.orders) {
                    all.add(o);
                    from.add(s);
                }
            }
            for (OrderProblem p : OrderChecker.check(names.view, all)) {
                Statement s = from.get(p.order());
                int col = p.unit().map(u -> columnOf(names, s, u)).orElse(s.column);
                Severity severity = deferred && p.kind() != ProblemKind.WRONG_PHASE ? Severity.WARNING : p.severity();
                found.get(s)
                        .add(new LineProblem(
                                s.line,
                                col,
                                severity,
                                "problem." + p.kind().key(),
                                p.kind().rule(),
                                p.params()));
            }
            List<Statement> still = new ArrayList<>();
            for (Statement s : live) {
                if (found.get(s).stream().noneMatch(LineProblem::isError)) {
                    still.add(s);
                }
            }
            if (still.size() == live.size()) {
                break;
            }
            live = still;
        }
        for (Statement s : statements) {
            List<LineProblem> mine = found.getOrDefault(s, List.of());
            boolean refused = mine.stream().anyMatch(LineProblem::isError);
            for (LineProblem p : mine) {
                if (p.isError() || !refused) {
                    s.problems.add(p);
                }
            }
        }
    }

    /** The column of the word naming {@code unit} in the statement, else the statement's own column. */
    static int columnOf(Names names, Statement s, UnitId unit) {
        TreeMap<Integer, Integer> found = new TreeMap<>();
        String idKey = Fold.key(unit.value());
        String nameKey = Fold.key(names.display(unit));
        for (int i = 0; i < s.tokens.size(); i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = i; k < s.tokens.size() && k < i + 4; k++) {
                sb.append(Fold.key(s.tokens.get(k).text()));
                String key = sb.toString();
                if (key.equals(idKey)
                        || key.equals(nameKey)
                        || key.length() >= 3 && nameKey.startsWith(key) && k == i) {
                    found.put(i, s.tokens.get(i).column());
                    break;
                }
            }
            if (!found.isEmpty()) {
                break;
            }
        }
        return found.isEmpty() ? s.column : found.firstEntry().getValue();
    }
}
