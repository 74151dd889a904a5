package org.umpire.cli.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.umpire.cli.report.EngineNotes;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.cli.text.TextBundle;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Language;
import org.umpire.engine.model.Readiness;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.NamedHex;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.Raid;
import org.umpire.engine.state.UnitState;
import org.umpire.engine.state.VpEntry;

/**
 * The umpire's full view of a game ({@code umpire show}): every unit by hex with what it carries,
 * the units off the map, fog, Midway and Kure, and the VP ledger. For the umpire only: it reads
 * the whole state.
 */
public final class UmpireView {

    private final Scenario scenario;
    private final GameState state;
    private final TextBundle t;

    public UmpireView(Scenario scenario, GameState state, TextBundle texts) {
        this.scenario = scenario;
        this.state = state;
        this.t = texts;
    }

    /** A scenario's title in the umpire's language (see docs/reports-and-mail.md: the console speaks one language). */
    public static String title(Scenario scenario, Language language) {
        return TemplateSource.builtIn().messages(language).scenarioTitle(scenario.id(), scenario.title());
    }

    public String render(String gameId, Set<Side> awaiting) {
        StringBuilder out = new StringBuilder();
        out.append(t.get("show.title", "game", gameId, "scenario", title(scenario, t.language())))
                .append('\n');
        out.append(TurnClock.describe(scenario, state, t)).append('\n');
        out.append(awaitingLine(awaiting)).append('\n');
        out.append(fogLine()).append('\n');
        out.append(midwayLine()).append('\n');
        out.append(kureLine()).append('\n');
        out.append(t.get("show.vp", "us", state.vpOf(Side.US), "jp", state.vpOf(Side.JP)))
                .append('\n');
        out.append('\n').append(t.get("show.onMap")).append('\n');
        SortedMap<Hex, List<UnitState>> byHex = unitsByHex();
        if (byHex.isEmpty()) {
            out.append("  ").append(t.get("show.none")).append('\n');
        }
        byHex.forEach((hex, units) -> renderHex(out, hex, units));
        renderAirfields(out);
        renderOffMap(out);
        renderRaids(out);
        renderGone(out);
        renderLedger(out);
        return out.toString();
    }

    private String awaitingLine(Set<Side> awaiting) {
        if (state.isOver()) {
            return GameResult.describe(state, t);
        }
        if (awaiting.isEmpty()) {
            return t.get("show.awaiting.none");
        }
        return t.get(
                "show.awaiting",
                "sides",
                awaiting.stream().sorted().map(Side::name).collect(Collectors.joining(", ")));
    }

    private String fogLine() {
        if (state.fogLifted()) {
            return t.get("show.fog.lifted", "turn", state.fogLiftedTurn());
        }
        return t.get(
                "show.fog",
                "count",
                scenario.map().fog().size(),
                "hexes",
                compactHexes(scenario.map().fog()));
    }

    private String midwayLine() {
        StringBuilder s = new StringBuilder();
        for (Airfield a : scenario.airfields()) {
            double cap = state.midway().occupied()
                    ? 0
                    : Math.max(0, a.capacity() - state.midway().capacityLost());
            s.append(t.get(
                    "show.airfield",
                    "name",
                    a.name(),
                    "hex",
                    a.hex(),
                    "capacity",
                    fmt(cap),
                    "full",
                    fmt(a.capacity()),
                    "lost",
                    state.midway().airSearchesLost(),
                    "occupied",
                    t.get(state.midway().occupied() ? "show.yes" : "show.no")));
        }
        return s.toString();
    }

    private String kureLine() {
        if (!state.kure().started()) {
            return t.get("show.kure.none");
        }
        if (state.kure().closed()) {
            return t.get("show.kure.closed", "turn", state.kure().startedTurn());
        }
        return t.get(
                "show.kure.started",
                "turn",
                state.kure().startedTurn(),
                "ready",
                state.kure().startedTurn() + scenario.kureBaseDelay());
    }

    private SortedMap<Hex, List<UnitState>> unitsByHex() {
        SortedMap<Hex, List<UnitState>> byHex = new TreeMap<>();
        for (UnitState u : state.units().values()) {
            Hex h = null;
            if (u.location() instanceof Location.OnMap) {
                h = ((Location.OnMap) u.location()).hex();
            } else if (u.location() instanceof Location.Ashore) {
                h = ((Location.Ashore) u.location()).hex();
            }
            if (h != null) {
                byHex.computeIfAbsent(h, k -> new ArrayList<>()).add(u);
            }
        }
        return byHex;
    }

    private void renderHex(StringBuilder out, Hex hex, List<UnitState> units) {
        String name = scenario.map()
                .nameOf(hex)
                .map(NamedHex::name)
                .map(n -> " (" + TemplateSource.builtIn().messages(t.language()).placeName(n) + ")")
                .orElse("");
        String fog = !state.fogLifted() && scenario.map().isFogZone(hex) ? " " + t.get("show.inFog") : "";
        out.append("  ").append(hex).append(name).append(fog).append('\n');
        for (UnitState u : units) {
            out.append("    ").append(unitLine(u)).append('\n');
            renderAboard(out, u.id(), "      ");
        }
    }

    private void renderAboard(StringBuilder out, UnitId base, String indent) {
        List<UnitState> aboard = state.unitsAboard(base);
        if (aboard.isEmpty()) {
            return;
        }
        out.append(indent)
                .append(t.get("show.aboard"))
                .append(' ')
                .append(aboard.stream().map(this::aboardItem).collect(Collectors.joining(", ")))
                .append('\n');
    }

    private String aboardItem(UnitState a) {
        UnitDef d = scenario.unitOrThrow(a.id());
        StringBuilder s = new StringBuilder(a.id().value()).append(' ').append(d.type());
        s.append(a.isReduced() ? "(e)" : "");
        if (a.readiness() != null) {
            s.append(' ').append(t.get(a.readiness() == Readiness.READY ? "show.ready" : "show.notReady"));
        }
        if (a.trapped()) {
            s.append(' ').append(t.get("show.trapped"));
        }
        return s.toString();
    }

    private String unitLine(UnitState u) {
        UnitDef d = scenario.unitOrThrow(u.id());
        String group =
                u.groupName().map(g -> "  " + t.get("show.group", "name", g)).orElse("");
        return String.format(
                "%-3s %-22s %-4s %s%s",
                d.side(), name(d) + " [" + d.id() + "]", d.type(), t.get("show.steps", "steps", u.steps()), group);
    }

    private void renderAirfields(StringBuilder out) {
        for (Airfield a : scenario.airfields()) {
            List<UnitState> aboard = state.unitsAboard(a.id());
            if (!aboard.isEmpty()) {
                out.append('\n')
                        .append(t.get("show.atAirfield", "name", a.name()))
                        .append('\n');
                renderAboard(out, a.id(), "  ");
            }
        }
    }

    private void renderOffMap(StringBuilder out) {
        Map<String, List<UnitState>> groups = new TreeMap<>();
        for (UnitState u : state.units().values()) {
            UnitDef d = scenario.unitOrThrow(u.id());
            String key;
            if (u.location() instanceof Location.OffMap) {
                key = d.arrival().kind() == Arrival.Kind.GROUP
                        ? t.get(
                                "show.offMap.group",
                                "side",
                                d.side(),
                                "group",
                                String.format("%02d", d.arrival().group()))
                        : t.get("show.offMap.setup", "side", d.side());
            } else if (u.location() instanceof Location.InReserve) {
                key = t.get("show.offMap.reserve", "side", d.side());
            } else {
                continue;
            }
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(u);
        }
        if (groups.isEmpty()) {
            return;
        }
        out.append('\n').append(t.get("show.offMap")).append('\n');
        groups.forEach((k, units) -> {
            out.append("  ")
                    .append(k)
                    .append(": ")
                    .append(units.stream().map(u -> u.id().value()).collect(Collectors.joining(" ")))
                    .append('\n');
            for (UnitState u : units) {
                if (!state.unitsAboard(u.id()).isEmpty()) {
                    out.append("    ").append(u.id()).append(' ');
                    renderAboard(out, u.id(), "");
                }
            }
        });
    }

    /** This turn's raids (phases 3 to 11): who flies, under which label the defender knows it (I-18). */
    private void renderRaids(StringBuilder out) {
        if (state.raids().isEmpty()) {
            return;
        }
        out.append('\n').append(t.get("show.raids")).append('\n');
        for (Raid r : state.raids()) {
            String aircraft = r.aircraft().stream()
                    .map(f -> {
                        UnitState u = state.unitOrThrow(f.unit());
                        return f.unit() + " (" + f.label() + ")"
                                + (u.isEliminated()
                                        ? " " + t.get("show.raid.lost")
                                        : u.location() instanceof Location.Aloft
                                                ? ""
                                                : " " + t.get("show.raid.landed"));
                    })
                    .collect(Collectors.joining(", "));
            out.append("  ")
                    .append(t.get(
                            r.island() ? "show.raid.island" : "show.raid.ships",
                            "side",
                            r.attacker(),
                            "hex",
                            r.target(),
                            "aircraft",
                            aircraft,
                            "defenders",
                            r.defenders().isEmpty()
                                    ? t.get("show.none")
                                    : r.defenders().stream().map(UnitId::value).collect(Collectors.joining(" "))))
                    .append('\n');
        }
    }

    private void renderGone(StringBuilder out) {
        List<String> lines = new ArrayList<>();
        for (UnitState u : state.units().values()) {
            if (u.location() instanceof Location.Exited || u.location() instanceof Location.Eliminated) {
                UnitDef d = scenario.unitOrThrow(u.id());
                lines.add("  " + d.side() + " " + name(d) + " [" + d.id() + "]: " + gone(u.location()));
            }
        }
        if (!lines.isEmpty()) {
            out.append('\n').append(t.get("show.gone")).append('\n');
            lines.forEach(l -> out.append(l).append('\n'));
        }
    }

    private void renderLedger(StringBuilder out) {
        if (state.vpLedger().isEmpty()) {
            return;
        }
        out.append('\n').append(t.get("show.ledger")).append('\n');
        for (VpEntry e : state.vpLedger()) {
            out.append(String.format(
                    "  T%-2d %-2s +%-5s %-5s %s%n",
                    e.turn(),
                    e.scorer(),
                    e.points(),
                    e.rule(),
                    EngineNotes.word(e.reason(), TemplateSource.builtIn().messages(t.language()))));
        }
    }

    /** A unit's name in the umpire's language ({@code unitName.*}: the data's names are English, see docs/reports-and-mail.md). */
    private String name(UnitDef d) {
        return TemplateSource.builtIn().messages(t.language()).unitName(d.name());
    }

    /** Where a unit out of the game went, in words (never the location's program form). */
    private String gone(Location l) {
        if (l instanceof Location.Exited e) {
            return t.get("show.exited", "turn", e.turn());
        }
        return t.get("show.eliminated", "turn", ((Location.Eliminated) l).turn());
    }

    private static String fmt(double d) {
        return d == Math.floor(d) ? Integer.toString((int) d) : Double.toString(d);
    }

    /** {@code A1-A5 B1-B5 ...}: runs of consecutive rows per column. */
    static String compactHexes(Set<Hex> hexes) {
        List<String> parts = new ArrayList<>();
        Hex runStart = null;
        Hex prev = null;
        for (Hex h : new TreeSet<>(hexes)) {
            if (prev != null && h.column() == prev.column() && h.row() == prev.row() + 1) {
                prev = h;
                continue;
            }
            if (runStart != null) {
                parts.add(runStart.equals(prev) ? runStart.toString() : runStart + "-" + prev);
            }
            runStart = h;
            prev = h;
        }
        if (runStart != null) {
            parts.add(runStart.equals(prev) ? runStart.toString() : runStart + "-" + prev);
        }
        return String.join(" ", parts);
    }
}
