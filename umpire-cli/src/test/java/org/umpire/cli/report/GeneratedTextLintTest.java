package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.umpire.cli.bot.Bot;
import org.umpire.cli.bot.RandomBot;
import org.umpire.cli.fixtures.PlayerTextLint;
import org.umpire.cli.fixtures.PlayerTextLint.Reader;
import org.umpire.cli.orders.AcceptedOrder;
import org.umpire.cli.orders.OrdersReader;
import org.umpire.cli.scenario.ScenarioLoader;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.dice.SeededDice;
import org.umpire.engine.event.EventKey;
import org.umpire.engine.event.EventKeys;
import org.umpire.engine.event.IgnoredReason;
import org.umpire.engine.legality.ProblemKind;
import org.umpire.engine.legality.SearchOffers;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.order.AdminOrder;
import org.umpire.engine.order.OrderSet;
import org.umpire.engine.phase.Resolution;
import org.umpire.engine.phase.TurnEngine;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.InitialState;

/**
 * see docs/reports-and-mail.md, items 3 and 4: no program text reaches a reader, and each reads one language, on every
 * path and not only in the stories the other tests play. Every event key the engine declares (every
 * event kind, every {@link IgnoredReason}) is built with sample values — every wording of every coded
 * value in turn — and rendered in the report of each audience it has, in both languages, text and
 * HTML; every {@link ProblemKind} and every other line of the receipts', mails' and console's wording
 * is filled and read; every hint names the reader's own units only; and bot games are played and every
 * report read. Each text goes through {@link PlayerTextLint}: no {@code Name[field=}, no {@code null},
 * no unfilled placeholder, no message key, no word of the other language, and in a player's text no
 * rule code.
 */
@Tag("slow")
class GeneratedTextLintTest {

    private static final Scenario SC = new ScenarioLoader().loadBuiltIn(ScenarioLoader.DEFAULT_SCENARIO);
    private static final ReportRenderer RENDERER = new ReportRenderer(TemplateSource.builtIn());
    private static final Set<String> KEYS = PlayerTextLint.messageKeys();
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z0-9_-]+)(?::(@?[A-Za-z0-9_.-]+))?}");
    /** The engine's short form of a target order: a record's {@code toString}, which no reader may see. */
    private static final String ENGINE_ORDER = "FighterTargets[combat=F6, assignments=[YF2 -> R3]]";

    /** A value of each parameter a wording may insert as is. */
    private static final Map<String, String> SAMPLES = new TreeMap<>(Map.ofEntries(
            Map.entry("turn", "8"),
            Map.entry("date", "1942-06-04"),
            Map.entry("time", "04:30"),
            Map.entry("hex", "H6"),
            Map.entry("units", "Akagi, Kaga"),
            Map.entry("unit", "AF1"),
            Map.entry("from", "G6, G7"),
            Map.entry("to", "H6"),
            Map.entry("group", "1"),
            Map.entry("located-turn", "10"),
            Map.entry("earliest-turn", "15"),
            Map.entry("aircraft", "AD1, AF1, AT1"),
            Map.entry("landing", "Kaga"),
            Map.entry("operational-turn", "5"),
            Map.entry("island", "Pearl and Hermes Reef"),
            Map.entry("source", "floatplanes"),
            Map.entry("target", "H6"),
            Map.entry("hexes", "G5, G6, H6"),
            Map.entry("carriers", "Akagi, Kaga"),
            Map.entry("base", "Akagi"),
            Map.entry("ships", "Akagi, Kaga, Nagara"),
            Map.entry("roll", "7"),
            Map.entry("vp", "1/2"),
            Map.entry("losses", "12 1/2"),
            Map.entry("ditched", "1/4"),
            Map.entry("reserves", "0"),
            Map.entry("awards", "11"),
            Map.entry("total", "23 3/4"),
            Map.entry("lost", "Akagi, AF1"),
            Map.entry("reduced", "Kaga"),
            Map.entry("declared-by", "JP, US"),
            Map.entry("transports", "TT1, TT2"),
            Map.entry("defenders", "MF1, MF2"),
            Map.entry("raiders", "R1, R2, R3"),
            Map.entry("name", "Zero (reserve)"),
            Map.entry("firer", "AD1"),
            Map.entry("dice", "3, 7"),
            Map.entry("value", "4"),
            Map.entry("hits", "1"),
            Map.entry("capacity", "4.5"),
            Map.entry("searches", "2"),
            Map.entry("count", "3"),
            Map.entry("carrier", "Kaga"),
            Map.entry("us-vp", "14 1/2"),
            Map.entry("jp-vp", "9"),
            Map.entry("sides", "JP"),
            Map.entry("index", "3"),
            Map.entry("order", ENGINE_ORDER),
            Map.entry("centre", "N5"),
            Map.entry("radius", "5"),
            Map.entry("next-turn", "9"),
            Map.entry("policy", "CV > BB > CA"),
            Map.entry("side", "JP"),
            Map.entry("steps", "1"),
            Map.entry("type", "D"),
            Map.entry("role", "raider"),
            Map.entry("reason", "not-ready"),
            Map.entry("result", "reduced"),
            Map.entry("step", "AIR_COMBAT_1"),
            Map.entry("initiative", "JP")));

    static {
        Map<String, String> problems = new TreeMap<>(Map.ofEntries(
                Map.entry("phase", "SEARCH"),
                Map.entry("expected", "MOVEMENT"),
                Map.entry("bounds", "A1-Q12"),
                Map.entry("where", "eliminated"),
                Map.entry("action", "air"),
                Map.entry("speed", "1/2"),
                Map.entry("lastMove", "7"),
                Map.entry("nextTurn", "9"),
                Map.entry("landUnit", "SNLF1"),
                Map.entry("allowed", "A1, A2, A3"),
                Map.entry("delay", "5"),
                Map.entry("earliest", "15"),
                Map.entry("firstLocated", "10"),
                Map.entry("columns", "A-F"),
                Map.entry("needed", "7"),
                Map.entry("range", "5"),
                Map.entry("distance", "3"),
                Map.entry("reachable", "G5 G6 H5"),
                Map.entry("untargeted", "Nagara"),
                Map.entry("load", "9.5"),
                Map.entry("transport", "TT1"),
                Map.entry("lastFlight", "8"),
                Map.entry("readyTurn", "10")));
        problems.forEach(SAMPLES::putIfAbsent);
    }

    /**
     * Values the wording files get already worded (a source's name as the reader writes it, a reason in words):
     * their samples are words of no language.
     */
    private static final Map<String, String> IN_BUNDLES =
            Map.of("name", "Midway", "source", "johnston", "reason", "x", "when", "x", "phase", "x", "what", "x");

    @Test
    void every_event_key_and_every_reason_reads_as_text_for_each_audience_in_both_languages() {
        List<String> problems = new ArrayList<>();
        int texts = 0;
        for (EventKey key : EventKeys.all()) {
            for (Language language : Language.values()) {
                Messages m = RENDERER.messages(language);
                for (Map<String, String> params : variants(key, m)) {
                    for (Audience audience : key.audiences()) {
                        for (EventLine line : lines(key, params, audience)) {
                            for (ReportRenderer.Format format : ReportRenderer.Format.values()) {
                                String where = key.key() + " " + params + " to " + audience + " " + format;
                                problems.addAll(PlayerTextLint.lint(
                                        where,
                                        language.code(),
                                        render(line, audience, language, format),
                                        KEYS,
                                        audience == Audience.UMPIRE ? Reader.UMPIRE : Reader.PLAYER));
                                texts++;
                            }
                        }
                    }
                }
            }
        }
        assertThat(texts).isGreaterThan(2000);
        assertThat(problems)
                .as(String.join("\n", problems.subList(0, Math.min(60, problems.size()))))
                .isEmpty();
    }

    @Test
    void an_order_set_aside_is_named_by_the_players_line_and_words_never_by_the_engines_form() {
        for (Language language : Language.values()) {
            Messages m = RENDERER.messages(language);
            for (IgnoredReason reason : IgnoredReason.values()) {
                Map<String, String> params = first(variants(EventKeys.ignored(reason), m));
                List<EventLine> named = lines(EventKeys.ignored(reason), params, Audience.US);
                String raw = EventLines.text(named.get(0), m);
                String quoted = EventLines.text(named.get(1), m);
                assertThat(raw).doesNotContain("FighterTargets", "[", "Order 3", "n° 3");
                assertThat(quoted)
                        .contains(language == Language.FR ? "ligne 4 (« YF2 -> R3 »)" : "line 4 (\"YF2 -> R3\")")
                        .doesNotContain("FighterTargets");
            }
        }
    }

    @Test
    void every_problem_and_every_line_of_receipts_mails_and_the_umpires_console_reads_in_one_language() {
        List<String> problems = new ArrayList<>();
        for (Language language : Language.values()) {
            TextBundle orders = TextBundle.load("orders/messages", language, null);
            for (ProblemKind kind : ProblemKind.values()) {
                assertThat(orders.has("problem." + kind.key()))
                        .as("problem.%s (%s)", kind.key(), language)
                        .isTrue();
            }
            problems.addAll(lintBundle(orders, "orders/messages", language, Reader.PLAYER));
            problems.addAll(lintBundle(
                    TextBundle.load("mail/messages", language, null), "mail/messages", language, Reader.PLAYER));
            problems.addAll(
                    lintBundle(TextBundle.load("cli/umpire", language, null), "cli/umpire", language, Reader.UMPIRE));
        }
        assertThat(problems)
                .as(String.join("\n", problems.subList(0, Math.min(60, problems.size()))))
                .isEmpty();
    }

    @Test
    void every_example_of_a_hint_names_the_readers_own_units() {
        List<String> problems = new ArrayList<>();
        GameState state = InitialState.of(SC);
        for (Side side : Side.values()) {
            Set<String> enemy = names(side.enemy());
            for (Phase phase : Phase.values()) {
                if (phase == Phase.GAME_OVER) {
                    continue;
                }
                Awaited awaited = new Awaited(
                        3,
                        phase,
                        Optional.empty(),
                        true,
                        phase == Phase.SEARCH ? SearchOffers.of(SideView.of(SC, state, side)) : List.of(),
                        phase == Phase.SEARCH ? SearchOffers.aircraft(SideView.of(SC, state, side)) : List.of());
                for (Language language : Language.values()) {
                    SideReport report = SideReportBuilder.build(SideSituation.of(
                            SC,
                            new ReportMoment("lint", 3, phase),
                            state,
                            side,
                            List.of(),
                            Optional.of(awaited),
                            Optional.empty()));
                    String text = RENDERER.side(report, language, ReportRenderer.Format.TEXT);
                    problems.addAll(
                            PlayerTextLint.lint(side + " hint " + phase, language.code(), text, KEYS, Reader.PLAYER));
                    for (String example : examples(text)) {
                        for (String word : example.split("[^A-Za-z0-9]+")) {
                            String w = word.toLowerCase(Locale.ROOT).replaceFirst("^[0-9]+x", "");
                            if (!w.isEmpty() && enemy.contains(w)) {
                                problems.add(side + " " + phase + " (" + language + "): the example \"" + example
                                        + "\" names the enemy's " + word);
                            }
                        }
                    }
                }
            }
        }
        assertThat(problems).as(String.join("\n", problems)).isEmpty();
    }

    /**
     * docs/reports-and-mail.md: an example in any wording (reports' hints, receipts' problems) names only the reader's own
     * units: a message with a variant per side ({@code key.US}, {@code key.JP}) names that side's, a message read by
     * both sides names none.
     */
    @Test
    void every_example_in_the_wording_names_the_readers_own_units_only() {
        List<String> problems = new ArrayList<>();
        for (Language language : Language.values()) {
            Messages m = TemplateSource.builtIn().messages(language);
            TextBundle orders = TextBundle.load("orders/messages", language, null);
            Map<String, String> texts = new TreeMap<>();
            m.keys().forEach(k -> texts.put(k, m.get(k)));
            orders.keys().forEach(k -> texts.put("orders/" + k, orders.get(k)));
            texts.forEach((key, text) -> {
                // a US variant names no JP unit, a JP variant no US unit, a message both sides read none
                Set<String> forbidden = new TreeSet<>();
                if (!key.endsWith(".US")) {
                    forbidden.addAll(names(Side.US));
                }
                if (!key.endsWith(".JP")) {
                    forbidden.addAll(names(Side.JP));
                }
                for (String example : examplesOf(text)) {
                    for (String word : example.split("[^A-Za-z0-9]+")) {
                        String w = word.toLowerCase(Locale.ROOT).replaceFirst("^[0-9]+x", "");
                        if (!w.isEmpty() && forbidden.contains(w)) {
                            problems.add(key + " (" + language + "): the example \"" + example + "\" names " + word);
                        }
                    }
                }
            });
        }
        assertThat(problems).as(String.join("\n", problems)).isEmpty();
    }

    /** What a wording gives as examples: what it quotes, and what follows e.g. / par ex. up to the parenthesis. */
    private static List<String> examplesOf(String text) {
        List<String> out = new ArrayList<>(examples(text));
        Matcher mt = Pattern.compile("(?:e\\.g\\.|ex\\.)\\s*([^)»\"]+)").matcher(text);
        while (mt.find()) {
            out.add(mt.group(1));
        }
        return out;
    }

    @Test
    void every_report_of_bot_games_reads_as_text_in_one_language() {
        int games = Integer.getInteger("umpire.lintGames", 20);
        List<String> problems = new ArrayList<>();
        int reports = 0;
        int[] setAside = new int[2]; // orders the engine set aside: named by the player's line, not found
        String[][] pairs = {{"plan", "plan"}, {"random", "plan"}, {"plan", "random"}, {"random", "random"}};
        for (int g = 0; g < games; g++) {
            String[] pair = pairs[g % pairs.length];
            Map<Side, Bot> bots = new EnumMap<>(Side.class);
            for (Side side : Side.values()) {
                String kind = pair[side.ordinal()];
                bots.put(
                        side, kind.equals("random") ? new RandomBot(2 * (1000L + g) + side.ordinal()) : Bot.plan(side));
            }
            SeededDice dice = SeededDice.fromHex(String.format("%064x", 1000L + g));
            GameState s = InitialState.of(SC);
            for (int calls = 0; !s.isOver() && calls < 400; calls++) {
                Map<Side, String> texts = new EnumMap<>(Side.class);
                Map<Side, OrderSet> orders = new EnumMap<>(Side.class);
                for (Side side : TurnEngine.awaiting(SC, s)) {
                    texts.put(side, bots.get(side).orders(SideView.of(SC, s, side)));
                    orders.put(
                            side,
                            OrdersReader.read(SideView.of(SC, s, side), texts.get(side))
                                    .orderSet());
                }
                Resolution r = TurnEngine.resolve(SC, s, orders, dice);
                OrderLines named = OrderLines.read(SC, s, texts);
                ReportMoment moment = new ReportMoment("bots-" + g, s.turn(), s.phase());
                // every resolve in one language, the next in the other: both read every kind of phase
                Language language = Language.values()[calls % 2];
                for (Side side : Side.values()) {
                    List<EventLine> lines =
                            named.name(side.audience(), EventLines.forAudience(r.events(), side.audience()));
                    for (EventLine l : lines) {
                        if (EventLines.isIgnored(l.key())) {
                            setAside[l.params().containsKey(OrderLines.LINE) ? 0 : 1]++;
                        }
                    }
                    SideReport report = SideReportBuilder.build(
                            SideSituation.of(SC, moment, r.next(), side, lines, Optional.empty(), Optional.empty()));
                    problems.addAll(PlayerTextLint.lint(
                            "game " + g + " " + moment + " " + side,
                            language.code(),
                            RENDERER.side(report, language, ReportRenderer.Format.TEXT),
                            KEYS,
                            Reader.PLAYER));
                    reports++;
                }
                List<EventLine> umpire =
                        named.name(Audience.UMPIRE, EventLines.forAudience(r.events(), Audience.UMPIRE));
                problems.addAll(PlayerTextLint.lint(
                        "game " + g + " " + moment + " umpire",
                        language.code(),
                        RENDERER.umpire(
                                UmpireReportBuilder.build(SC, moment, r.next(), umpire, List.of(), Optional.empty()),
                                language,
                                ReportRenderer.Format.TEXT),
                        KEYS,
                        Reader.UMPIRE));
                s = r.next();
            }
        }
        assertThat(reports).isGreaterThan(games * 50);
        // an order the engine sets aside (the orders reader refuses most bad orders first) is found in the bot's text
        assertThat(setAside[1])
                .as("orders set aside whose line was not found (%s named)", setAside[0])
                .isZero();
        assertThat(problems)
                .as(String.join("\n", problems.subList(0, Math.min(60, problems.size()))))
                .isEmpty();
    }

    // --- building the texts -----------------------------------------------------------------------

    /**
     * The parameter sets to word a key with: the samples, then, for each parameter the wording reads as a
     * code ({@code {result:result}}), every code the templates word in turn.
     */
    private static List<Map<String, String>> variants(EventKey key, Messages m) {
        Map<String, String> base = new TreeMap<>();
        for (String p : key.params()) {
            assertThat(SAMPLES)
                    .as("a sample value of the parameter %s of %s", p, key.key())
                    .containsKey(p);
            base.put(p, SAMPLES.get(p));
        }
        String refused = EventKeys.REFUSED_PREFIX;
        if (key.key().contains(refused)) {
            // a refused order's coded values are the receipt's (value.<param>.<code>)
            base.computeIfPresent("reason", (k, v) -> "midway-lost");
            base.computeIfPresent("role", (k, v) -> "fighter");
        }
        Map<String, String> codes = new LinkedHashMap<>();
        Matcher mt = PLACEHOLDER.matcher(m.get(
                key.key().contains(refused)
                        ? "problem." + key.key().substring(key.key().indexOf(refused) + refused.length())
                        : "event." + key.key()));
        while (mt.find()) {
            if (mt.group(2) != null && !mt.group(2).startsWith("@")) {
                codes.put(mt.group(1), mt.group(2));
            }
        }
        codes.forEach((p, prefix) -> base.put(p, codesOf(prefix, m).get(0)));
        List<Map<String, String>> result = new ArrayList<>();
        result.add(base);
        codes.forEach((p, prefix) -> {
            for (String code : codesOf(prefix, m)) {
                Map<String, String> v = new TreeMap<>(base);
                v.put(p, code);
                result.add(v);
            }
        });
        if (key.params().contains("defenders")) {
            Map<String, String> none = new TreeMap<>(base);
            none.put("defenders", "-");
            result.add(none);
        }
        return result;
    }

    private static List<String> codesOf(String prefix, Messages m) {
        List<String> codes = new ArrayList<>();
        for (String k : m.keys()) {
            if (k.startsWith(prefix + ".") && !k.substring(prefix.length() + 1).contains(".")) {
                codes.add(k.substring(prefix.length() + 1));
            }
        }
        assertThat(codes).as("wordings of %s.*", prefix).isNotEmpty();
        return codes;
    }

    private static Map<String, String> first(List<Map<String, String>> variants) {
        return variants.get(0);
    }

    /**
     * The line one audience reads; for an order set aside, also as the report names it from the player's
     * orders ({@link OrderLines}: line 4, "YF2 -> R3").
     */
    private static List<EventLine> lines(EventKey key, Map<String, String> params, Audience audience) {
        EventLine line = new EventLine(key.key(), new TreeMap<>(params));
        if (!EventLines.isIgnored(key.key())) {
            return List.of(line);
        }
        Side side = audience.side().orElseGet(() -> Side.valueOf(params.get("side")));
        List<AcceptedOrder> given = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            given.add(new AcceptedOrder(
                    i + 1,
                    1,
                    i == 3 ? "YF2 -> R3" : "Kaga A1 -> A2",
                    Optional.of(new AdminOrder.FormGroup("g" + i, List.of(UnitId.of("Kaga")))),
                    Optional.empty()));
        }
        EventLine named =
                OrderLines.of(Map.of(side, given)).name(audience, List.of(line)).get(0);
        return List.of(line, named);
    }

    private static String render(EventLine line, Audience audience, Language language, ReportRenderer.Format format) {
        ReportMoment moment = new ReportMoment("lint", 8, Phase.BOMBING);
        GameState state = InitialState.of(SC);
        if (audience == Audience.UMPIRE) {
            return RENDERER.umpire(
                    UmpireReportBuilder.build(SC, moment, state, List.of(line), List.of(), Optional.empty()),
                    language,
                    format);
        }
        Side side = audience.side().orElseThrow();
        return RENDERER.side(
                SideReportBuilder.build(
                        SideSituation.of(SC, moment, state, side, List.of(line), Optional.empty(), Optional.empty())),
                language,
                format);
    }

    /** Every line of a wording file, its placeholders filled with samples (codes with the first wording there is). */
    private static List<String> lintBundle(TextBundle t, String name, Language language, Reader reader) {
        List<String> problems = new ArrayList<>();
        for (String key : t.keys()) {
            List<Object> values = new ArrayList<>();
            Matcher mt = PLACEHOLDER.matcher(t.get(key));
            while (mt.find()) {
                String p = mt.group(1);
                values.add(p);
                if (mt.group(2) != null) {
                    values.add(codesOfBundle(t, mt.group(2)));
                } else {
                    values.add(IN_BUNDLES.getOrDefault(p, SAMPLES.getOrDefault(p, "x" + p.length())));
                }
            }
            String text = t.get(key, values.toArray());
            problems.addAll(PlayerTextLint.lint(name + " " + key, language.code(), text, KEYS, reader));
        }
        return problems;
    }

    private static String codesOfBundle(TextBundle t, String prefix) {
        for (String k : t.keys()) {
            if (k.startsWith(prefix + ".")) {
                return k.substring(prefix.length() + 1);
            }
        }
        throw new AssertionError("no wording " + prefix + ".*");
    }

    /** The examples a text quotes: « ... » and "...". */
    private static List<String> examples(String text) {
        List<String> out = new ArrayList<>();
        Matcher mt = Pattern.compile("«\\s*([^»]*?)\\s*»|\"([^\"]*)\"").matcher(text);
        while (mt.find()) {
            out.add(mt.group(1) != null ? mt.group(1) : mt.group(2));
        }
        return out;
    }

    /** A side's units as orders may name them: ids, names, and the letters of its air units' ids ({@code AF}). */
    private static Set<String> names(Side side) {
        Set<String> names = new TreeSet<>();
        for (UnitDef d : SC.units()) {
            if (d.side() != side) {
                continue;
            }
            names.add(d.id().value().toLowerCase(Locale.ROOT));
            names.add(d.name().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", ""));
            if (d.type().isAircraft()) {
                // the letters of its id, a reserve's R left out: AF1 and AFR are both Akagi's fighters (2xAF)
                names.add(d.id().value()
                        .toLowerCase(Locale.ROOT)
                        .replaceAll("[0-9]+$", "")
                        .replaceAll("r$", ""));
            }
        }
        return names;
    }
}
