package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.map.AsciiMap;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.text.Typography;
import org.umpire.engine.dice.Roll;
import org.umpire.engine.legality.SearchOffers;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.LocatedNotice;
import org.umpire.engine.state.Sighting;
import org.umpire.engine.state.VpEntry;

/**
 * Turns report models into the values templates read: every text already in the reader's
 * language (from the message files), lists for repeated parts (empty when there is nothing to say,
 * so {@code {{^list}}} can say "none"), and plain-text tables and the ASCII map pre-formatted.
 */
final class ReportContexts {

    private ReportContexts() {}

    static Map<String, Object> side(SideReport r, Messages m) {
        Map<String, Object> c = common(r.header(), r.awaited(), r.results(), m, Optional.of(r.side()));
        String sideName = m.get("side." + r.side().name());
        c.put("side", sideName);
        c.put(
                "reportTitle",
                m.format(
                        "report.sideTitle", "side", m.get("sideWith." + r.side().name())));
        c.put("hasEnemySeen", !r.enemySeen().isEmpty());
        c.put("searches", searches(r.searches(), m));
        c.put("hasSearches", !r.searches().isEmpty());
        c.put("located", located(r.located(), m, "located.line"));
        c.put("hasLocated", !r.located().isEmpty());
        c.put("enemySeen", enemySeen(r.enemySeen(), m));
        c.put("forces", forces(r.forces(), r.bases(), m));
        List<Object> kure = new ArrayList<>();
        r.kureBase()
                .ifPresent(k -> kure.add(Map.of(
                        "text",
                        m.format(
                                k.closed() ? "kure.closed" : "kure.started",
                                "started",
                                Integer.toString(k.startedTurn()),
                                "operational",
                                Integer.toString(k.operationalTurn())))));
        c.put("kure", kure);
        List<Object> receipt = new ArrayList<>();
        boolean inPhases = r.receipt().map(rc -> !rc.parts().isEmpty()).orElse(false);
        r.receipt()
                .map(rc -> rc.in(m.language()))
                .map(rc -> rc.parts().isEmpty() ? rc : inParts(rc, m))
                .ifPresent(rc -> {
                    Map<String, Object> x = new LinkedHashMap<>();
                    // docs/reports-and-mail.md: the orders as understood in one paragraph (the receipt by return listed
                    // them line by
                    // line)
                    x.put(
                            "orders",
                            !inPhases && !rc.orders().isEmpty()
                                    ? List.of(SideDigest.joinSemicolons(rc.orders(), m))
                                    : rc.orders());
                    x.put("problems", rc.problems());
                    x.put("hasProblems", !rc.problems().isEmpty());
                    x.put("defaulted", rc.defaulted() ? List.of(m.get("receipt.defaulted")) : List.of());
                    x.put("advance", rc.advance() ? List.of(m.get("receipt.advance")) : List.of());
                    // docs/club.md: the orders the missed-orders policy gave, said before them
                    x.put(
                            "standIn",
                            rc.source() == OrdersReceipt.Source.PLAYER
                                    ? List.of()
                                    : List.of(m.get(
                                            rc.source() == OrdersReceipt.Source.STAND_IN
                                                    ? "receipt.standIn"
                                                    : "receipt.forfeit")));
                    receipt.add(x);
                });
        c.put("receipt", receipt);
        c.put("asciiMap", AsciiMap.render(r.map(), m));
        // news first (see docs/orders.md): the same lines for text and HTML
        List<String> news = SideDigest.news(r, m);
        c.put("news", news);
        c.put("hasNews", !news.isEmpty());
        c.put("turnBegan", SideDigest.turnBegan(r, m).map(List::of).orElse(List.of()));
        List<String> searchesShort = SideDigest.searches(r, m);
        c.put("searchesShort", searchesShort);
        c.put("hasSearchesShort", !searchesShort.isEmpty());
        c.put("mapSrc", "cid:" + ReportBundle.MAP_CONTENT_ID);
        c.put("forcesShort", SideDigest.forces(r, m));
        List<String> aircraft = SideDigest.aircraft(r, m);
        c.put("aircraft", aircraft);
        c.put("aircraftNote", aircraft.isEmpty() ? List.of(m.get("aircraft.unchanged")) : List.of());
        c.put("headline", m.format("header.line", "turn", (String) c.get("turnLine"), "phase", (String)
                c.get("phaseLine")));
        c.put("changes", r.header().correction() ? changes(r.replaced(), r.results(), m) : List.of());
        return c;
    }

    /** The names of phases, in the reader's language: {@code movement, searches}. */
    static String phaseNames(List<Phase> phases, Messages m) {
        if (isRun(phases)) {
            return m.get("phase." + phases.get(0).name()) + " ... "
                    + m.get("phase." + phases.get(phases.size() - 1).name());
        }
        return String.join(
                ", ", phases.stream().map(p -> m.get("phase." + p.name())).toList());
    }

    /** The phase numbers of a header: {@code 1-11} for a run of three or more, else {@code 1, 2}. */
    static String phaseNumbers(List<Phase> phases) {
        if (isRun(phases)) {
            return phases.get(0).number() + "-" + phases.get(phases.size() - 1).number();
        }
        return String.join(
                ", ", phases.stream().map(p -> Integer.toString(p.number())).toList());
    }

    /** Three phases or more, each the one after the other in a turn (a side's mail of a whole turn, see docs/reports-and-mail.md#no-leak-by-construction). */
    private static boolean isRun(List<Phase> phases) {
        if (phases.size() < 3) {
            return false;
        }
        for (int i = 1; i < phases.size(); i++) {
            if (phases.get(i).number() != phases.get(i - 1).number() + 1) {
                return false;
            }
        }
        return true;
    }

    /**
     * The receipts of several phases (one resolve went through them, see docs/orders.md) as one, each phase's
     * orders and problems under its title, worded in the report's language.
     */
    static OrdersReceipt inParts(OrdersReceipt rc, Messages m) {
        List<String> orders = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (OrdersReceipt.Part p : rc.parts()) {
            OrdersReceipt r = p.receipt();
            String phase = m.format(
                    "receipt.part.phase",
                    "number",
                    Integer.toString(p.phase().number()),
                    "phase",
                    m.get("phase." + p.phase().name()));
            String title = m.format(
                    r.defaulted()
                            ? "receipt.part.defaulted"
                            : r.advance()
                                    ? "receipt.part.advance"
                                    : r.source() == OrdersReceipt.Source.STAND_IN
                                            ? "receipt.part.standIn"
                                            : r.source() == OrdersReceipt.Source.FORFEIT
                                                    ? "receipt.part.forfeit"
                                                    : "receipt.part",
                    "phase",
                    phase);
            // docs/reports-and-mail.md: one line per phase, its title and its orders
            if (r.defaulted()) {
                orders.add(title);
            } else {
                orders.add(title + " "
                        + (r.orders().isEmpty()
                                ? m.get("none.receiptOrders")
                                : SideDigest.joinSemicolons(r.orders(), m)));
            }
            r.problems().forEach(x -> problems.add(m.format("receipt.part.problem", "phase", phase, "problem", x)));
        }
        return new OrdersReceipt(orders, problems);
    }

    /**
     * What a correction changed for the side (see docs/orders.md): the results of the report it replaces that are
     * no longer true, and the new ones, as this side words them; or that nothing changed for it.
     */
    static List<String> changes(List<EventLine> replaced, List<EventLine> results, Messages m) {
        List<String> before = new ArrayList<>();
        replaced.forEach(e -> before.add(EventLines.text(e, m)));
        List<String> now = new ArrayList<>();
        results.forEach(e -> now.add(EventLines.text(e, m)));
        List<String> lines = new ArrayList<>();
        for (String b : before) {
            if (!now.contains(b)) {
                lines.add(m.format("report.changed.removed", "text", b));
            }
        }
        for (String n : now) {
            if (!before.contains(n)) {
                lines.add(m.format("report.changed.added", "text", n));
            }
        }
        if (lines.isEmpty()) {
            return List.of(m.get("report.changed.none"));
        }
        lines.add(0, m.get("report.changed"));
        return lines;
    }

    static Map<String, Object> umpire(UmpireReport r, Messages m) {
        Map<String, Object> c = common(r.header(), r.awaited(), r.results(), m, Optional.empty());
        c.put("side", m.get("map.audience.umpire"));
        c.put("reportTitle", m.get("report.umpireTitle"));
        c.put("mapSrc", "cid:" + ReportBundle.MAP_CONTENT_ID);
        List<Object> sides = new ArrayList<>();
        for (Side s : Side.values()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("name", m.get("side." + s.name()));
            x.put("vp", m.format("vp.sideTotal", "vp", r.vp().get(s).toString()));
            x.put("searches", searches(r.searches().get(s), m));
            x.put("located", located(r.located().get(s), m, "located.lineUmpire"));
            x.put("forces", forces(r.forces().get(s), r.bases().get(s), m));
            sides.add(x);
        }
        c.put("sides", sides);
        List<Object> dice = new ArrayList<>();
        TextTable diceTable =
                new TextTable(m.get("dice.key"), m.get("dice.die"), m.get("dice.value"), m.get("dice.purpose"));
        for (Roll roll : r.dice()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("key", roll.key());
            x.put("die", "d" + roll.sides());
            x.put("value", Integer.toString(roll.value()));
            x.put("purpose", EngineNotes.word(roll.description(), m));
            dice.add(x);
            diceTable.row(
                    roll.key(),
                    "d" + roll.sides(),
                    Integer.toString(roll.value()),
                    EngineNotes.word(roll.description(), m));
        }
        c.put("dice", dice);
        c.put("diceText", diceTable.isEmpty() ? "" : diceTable.render());
        List<Object> vp = new ArrayList<>();
        for (VpEntry e : r.vpLedger()) {
            vp.add(Map.of(
                    "text",
                    m.format(
                            "vp.line",
                            "turn",
                            Integer.toString(e.turn()),
                            "side",
                            m.get("side." + e.scorer().name()),
                            "points",
                            e.points().toString(),
                            "rule",
                            e.rule(),
                            "reason",
                            EngineNotes.word(e.reason(), m))));
        }
        c.put("vpLedger", vp);
        c.put(
                "midway",
                m.format(
                        "midway.state",
                        "capacityLost",
                        Integer.toString(r.midway().capacityLost()),
                        "searchesLost",
                        Integer.toString(r.midway().airSearchesLost()),
                        "occupied",
                        m.get(r.midway().occupied() ? "word.yes" : "word.no")));
        c.put(
                "kure",
                r.kure().started()
                        ? m.format(
                                r.kure().closed() ? "kure.closed" : "kure.started",
                                "started",
                                Integer.toString(r.kure().startedTurn()),
                                "operational",
                                "-")
                        : m.get("kure.notStarted"));
        c.put("asciiMap", AsciiMap.render(r.map(), m));
        return c;
    }

    private static Map<String, Object> common(
            ReportHeader h, Optional<Awaited> awaited, List<EventLine> results, Messages m, Optional<Side> reader) {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("t", m.tree());
        c.put("game", h.gameId());
        c.put("title", m.scenarioTitle(h.scenarioId(), h.title()));
        String daynight = m.get(h.night() ? "header.night" : "header.day");
        c.put(
                "turnLine",
                h.turn() == 0
                        ? m.format("header.setup", "date", m.date(h.time()), "time", m.time(h.time()))
                        : m.format(
                                "header.turn",
                                "turn",
                                Integer.toString(h.turn()),
                                "date",
                                m.date(h.time()),
                                "time",
                                m.time(h.time()),
                                "daynight",
                                daynight));
        c.put(
                "phaseLine",
                h.phases().size() == 1
                        ? m.format(
                                "header.phase",
                                "number",
                                Integer.toString(h.phase().number()),
                                "phase",
                                m.get("phase." + h.phase().name()))
                        : m.format(
                                "header.phases",
                                "numbers",
                                phaseNumbers(h.phases()),
                                "phases",
                                phaseNames(h.phases(), m)));
        c.put("fogLine", m.get(h.fogLifted() ? "header.fogLifted" : "header.fog"));
        c.put(
                "correction",
                h.correction()
                        ? List.of(m.format(
                                "report.correction",
                                "turn",
                                Integer.toString(h.turn()),
                                "phase",
                                m.get("phase." + h.phase().name())))
                        : List.of());
        c.put("chainLine", h.chain().isEmpty() ? List.of() : List.of(m.format("report.chain", "chain", h.chain())));
        c.put("reveal", h.reveal().map(r -> List.of(reveal(h.gameId(), r, m))).orElse(List.of()));
        List<Object> aw = new ArrayList<>();
        awaited.ifPresent(a -> aw.add(awaited(a, m, reader)));
        c.put("awaited", aw);
        List<Object> res = new ArrayList<>();
        for (EventLine e : results) {
            res.add(Map.of("text", EventLines.text(e, m)));
        }
        c.put("results", res);
        c.put("hasResults", !res.isEmpty());
        return c;
    }

    /** The end of the game: the seed, the nonce, and how anyone checks them against the commitment (see docs/aar.md). */
    private static Map<String, Object> reveal(String game, SeedReveal r, Messages m) {
        Map<String, Object> x = new LinkedHashMap<>();
        List<String> lines = new ArrayList<>();
        lines.add(m.get("reveal.intro"));
        lines.add(m.format("reveal.commitment", "commitment", r.commitment()));
        lines.add(m.format("reveal.seed", "seed", r.seed()));
        if (r.nonce().isEmpty()) {
            lines.add(m.get("reveal.legacy"));
        } else {
            lines.add(m.format("reveal.nonce", "nonce", r.nonce()));
            lines.add(m.format(
                    "reveal.check",
                    "command",
                    "printf 'umpire-commitment-v2\\n" + game + "\\n" + r.seed() + "\\n" + r.nonce() + "' | sha256sum"));
        }
        if (r.chosen()) {
            lines.add(m.get("reveal.chosen"));
        }
        lines.add(m.format("reveal.verify", "game", game));
        lines.add(m.format("reveal.aar", "game", game));
        x.put("lines", lines);
        return x;
    }

    /**
     * The message {@code key} as one side reads it: its variant {@code key.US} / {@code key.JP} when the
     * templates have one (see docs/reports-and-mail.md: every example in a hint names the reader's own units), else {@code key}.
     */
    static String forSide(String key, Side side, Messages m) {
        return m.has(key + "." + side.name()) ? key + "." + side.name() : key;
    }

    private static Map<String, Object> awaited(Awaited a, Messages m, Optional<Side> reader) {
        boolean umpire = reader.isEmpty();
        Map<String, Object> x = new LinkedHashMap<>();
        String by = a.deadline()
                .map(d -> m.format("awaited.deadline", "deadline", m.deadline(d)))
                .orElse(m.get("awaited.noDeadline"));
        String key = umpire ? "awaited.umpire" : a.fromYou() ? "awaited.yours" : "awaited.notYours";
        // a side with nothing to send reads the same words whatever the other side must decide (see
        // docs/orders.md)
        x.put(
                "text",
                m.format(
                        key,
                        "turn",
                        Integer.toString(a.turn()),
                        "number",
                        Integer.toString(a.phase().number()),
                        "phase",
                        m.get("phase." + a.phase().name()),
                        "by",
                        by));
        List<String> hint = new ArrayList<>();
        if (a.fromYou() && !umpire) {
            Side side = reader.orElseThrow();
            hint.add(m.get(forSide("orders.hint." + a.phase().name(), side, m)));
            if (!a.searches().isEmpty()) {
                hint.add(m.format("orders.hint.searches", "sources", searchOffers(a.searches(), m)));
            }
            if (!a.flights().isEmpty()) {
                List<String> flights = new ArrayList<>();
                for (SearchOffers.Flight f : a.flights()) {
                    flights.add(m.format(
                            "orders.hint.flight",
                            "base",
                            f.base().toString(),
                            "hex",
                            f.from().toString(),
                            "units",
                            runs(f.units().stream().map(Object::toString).toList()),
                            "reach",
                            Integer.toString(f.reach())));
                }
                hint.add(m.format(
                        forSide("orders.hint.flights", side, m),
                        "flights",
                        String.join(m.get("orders.hint.searches.separator"), flights)));
            }
        }
        x.put("hint", hint);
        return x;
    }

    /** "johnston: 1, within 2 hexes of K12; floatplanes: 2, within 2 hexes of your carriers". */
    /**
     * Ids written short, runs of one prefix joined: {@code ED1, ED2, ED3, EF1} reads {@code ED1-3, EF1}
     * (a phone's line holds a carrier's whole air group).
     */
    static String runs(List<String> ids) {
        Pattern p = Pattern.compile("(.*?)([0-9]+)");
        List<String> out = new ArrayList<>();
        String prefix = null;
        int first = 0;
        int last = 0;
        for (String id : ids) {
            Matcher mt = p.matcher(id);
            if (mt.matches() && mt.group(1).equals(prefix) && Integer.parseInt(mt.group(2)) == last + 1) {
                last++;
                continue;
            }
            if (prefix != null) {
                out.add(prefix + first + (last > first ? "-" + last : ""));
            }
            if (mt.matches()) {
                prefix = mt.group(1);
                first = Integer.parseInt(mt.group(2));
                last = first;
            } else {
                prefix = null;
                out.add(id);
            }
        }
        if (prefix != null) {
            out.add(prefix + first + (last > first ? "-" + last : ""));
        }
        return String.join(", ", out);
    }

    private static String searchOffers(List<SearchOffers.Offer> offers, Messages m) {
        List<String> parts = new ArrayList<>();
        for (SearchOffers.Offer o : offers) {
            String from = o.anchor() == SearchSource.Anchor.INTACT_CARRIER
                    ? m.get("orders.hint.searches.carriers")
                    : o.centre().toString();
            parts.add(m.format(
                    o.radius() == 0 ? "orders.hint.searches.on" : "orders.hint.searches.within",
                    "source",
                    m.sourceName(o.source()),
                    "count",
                    Integer.toString(o.count()),
                    "radius",
                    Integer.toString(o.radius()),
                    "from",
                    from));
        }
        return String.join(m.get("orders.hint.searches.separator"), parts);
    }

    private static List<Object> searches(List<Sighting> sightings, Messages m) {
        List<Object> out = new ArrayList<>();
        for (Sighting s : sightings) {
            out.add(Map.of(
                    "hex",
                    s.hex().toString(),
                    "located",
                    s.located(),
                    "text",
                    m.format(
                            "search.line",
                            "hex",
                            s.hex().toString(),
                            "level",
                            s.level().name(),
                            "kind",
                            s.kind().name())));
        }
        return out;
    }

    private static List<Object> located(List<LocatedNotice> notices, Messages m, String key) {
        List<Object> out = new ArrayList<>();
        for (LocatedNotice n : notices) {
            out.add(Map.of(
                    "text",
                    m.format(key, "hex", n.hex().toString(), "kind", n.kind().name())));
        }
        return out;
    }

    private static List<Object> enemySeen(List<EnemyUnitReport> seen, Messages m) {
        List<Object> out = new ArrayList<>();
        for (EnemyUnitReport e : seen) {
            out.add(Map.of(
                    "text",
                    m.format(
                            "enemy.line",
                            "hex",
                            e.hex().toString(),
                            "name",
                            m.unitName(e.name()),
                            "type",
                            e.type().name(),
                            "steps",
                            Integer.toString(e.steps()))));
        }
        return out;
    }

    private static Map<String, Object> forces(List<ForceRow> rows, List<BaseRow> bases, Messages m) {
        Map<String, Object> f = new LinkedHashMap<>();
        List<ForceCells> naval = ForceCells.of(rows, m, UnitCategory.SHIP, UnitCategory.SUBMARINE);
        List<ForceCells> air = ForceCells.of(rows, m, UnitCategory.AIRCRAFT);
        List<ForceCells> land = ForceCells.of(rows, m, UnitCategory.LAND);
        f.put("naval", maps(naval));
        f.put("air", maps(air));
        f.put("land", maps(land));
        TextTable nt = new TextTable(
                m.get("col.id"),
                m.get("col.name"),
                m.get("col.type"),
                m.get("col.group"),
                m.get("col.place"),
                m.get("col.steps"),
                m.get("col.values"));
        for (ForceCells c : naval) {
            nt.row(c.id(), c.name(), c.type(), c.group(), c.place(), c.steps(), c.values());
        }
        TextTable at = new TextTable(
                m.get("col.id"),
                m.get("col.name"),
                m.get("col.type"),
                m.get("col.place"),
                m.get("col.steps"),
                m.get("col.values"),
                m.get("col.readiness"));
        for (ForceCells c : air) {
            at.row(c.id(), c.name(), c.type(), c.place(), c.steps(), c.values(), c.readiness());
        }
        TextTable lt = new TextTable(
                m.get("col.id"), m.get("col.name"), m.get("col.place"), m.get("col.steps"), m.get("col.values"));
        for (ForceCells c : land) {
            lt.row(c.id(), c.name(), c.place(), c.steps(), c.values());
        }
        f.put("navalText", nt.isEmpty() ? "" : nt.render());
        f.put("airText", at.isEmpty() ? "" : at.render());
        f.put("landText", lt.isEmpty() ? "" : lt.render());
        List<Object> b = new ArrayList<>();
        TextTable bt = new TextTable(m.get("col.base"), m.get("col.hex"), m.get("col.capacity"), m.get("col.used"));
        for (BaseRow base : bases) {
            String hex = base.hex().map(Object::toString).orElse(m.get("place.offMapShort"));
            String cap = Typography.value(halves(base.capacityHalves()), m.language());
            String used = Typography.value(halves(base.usedHalves()), m.language());
            b.add(Map.of("name", base.name(), "hex", hex, "capacity", cap, "used", used));
            bt.row(base.name(), hex, cap, used);
        }
        f.put("bases", b);
        f.put("basesText", bt.isEmpty() ? "" : bt.render());
        return f;
    }

    private static List<Object> maps(List<ForceCells> cells) {
        List<Object> out = new ArrayList<>();
        for (ForceCells c : cells) {
            out.add(c.asMap());
        }
        return out;
    }

    /** 13 halves -> "6.5", 16 -> "8". */
    static String halves(int halves) {
        return halves % 2 == 0 ? Integer.toString(halves / 2) : (halves / 2) + ".5";
    }
}
