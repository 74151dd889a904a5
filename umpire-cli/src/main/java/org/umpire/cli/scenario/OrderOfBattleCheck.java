package org.umpire.cli.scenario;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.umpire.cli.yaml.FieldValue;
import org.umpire.cli.yaml.Problems;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.NamedHexes;
import org.umpire.engine.scenario.PlacementZone;

/**
 * The checks that span rows and files: unique ids, names and letters; bases, transports and their
 * loads; JP groups; US set-up zones. A table that could not be read is {@code null}, and checks
 * that need it are skipped (its own problem is already recorded).
 */
final class OrderOfBattleCheck {

    private final ScenarioSettings settings;
    private final List<UnitRow> ships;
    private final List<UnitRow> aircraft;
    private final List<UnitRow> land;
    private final Problems problems;

    OrderOfBattleCheck(
            ScenarioSettings settings,
            List<UnitRow> ships,
            List<UnitRow> aircraft,
            List<UnitRow> land,
            Problems problems) {
        this.settings = settings;
        this.ships = ships;
        this.aircraft = aircraft;
        this.land = land;
        this.problems = problems;
    }

    void run() {
        uniqueIds();
        if (ships != null) {
            uniqueShipNames();
            uniqueLetters();
            groups();
            placement();
        }
        if (aircraft != null) {
            airBases();
        }
        if (land != null) {
            landBases();
        }
    }

    private static List<UnitRow> orEmpty(List<UnitRow> rows) {
        return rows == null ? List.of() : rows;
    }

    private List<UnitRow> allRows() {
        List<UnitRow> all = new ArrayList<>(orEmpty(ships));
        all.addAll(orEmpty(aircraft));
        all.addAll(orEmpty(land));
        return all;
    }

    // ------------------------------------------------------------------------------ identities

    /** Ids are unique over every file and the airfields, case ignored (orders forgive case). */
    private void uniqueIds() {
        Map<String, String> seen = new HashMap<>();
        for (Located<Airfield> a : settings.airfields()) {
            seen.put(a.value().id().value().toLowerCase(Locale.ROOT), ScenarioFiles.SCENARIO + ":" + a.line());
        }
        for (UnitRow r : allRows()) {
            if (r.id() == null) {
                continue;
            }
            String key = r.id().value().toLowerCase(Locale.ROOT);
            String first = seen.putIfAbsent(key, r.place());
            if (first != null) {
                problems.add(
                        r.file(),
                        r.line(),
                        "id",
                        r.id() + " is already the id of the unit at " + first
                                + " (ids are compared ignoring case) — give each unit its own id");
            }
        }
    }

    /** Ships are named in orders by name, accents and case ignored: names are unique per side. */
    private void uniqueShipNames() {
        Map<String, UnitRow> seen = new HashMap<>();
        for (UnitRow r : ships) {
            if (r.side() == null || r.name() == null) {
                continue;
            }
            String key = r.side() + " " + fold(r.name());
            UnitRow first = seen.putIfAbsent(key, r);
            if (first != null) {
                problems.add(
                        r.file(),
                        r.line(),
                        "name",
                        FieldValue.shown(r.name()) + " is already the name of "
                                + first.idText() + " (" + first.place() + ") — orders name ships by name, so each "
                                + r.side() + " ship needs its own (accents and case are ignored)");
            }
        }
    }

    static String fold(String s) {
        return Normalizer.normalize(s, Normalizer.Form.NFD)
                .replaceAll("\\p{M}", "")
                .toLowerCase(Locale.ROOT)
                .trim();
    }

    /** Raid orders name carriers and bases by letter: letters are unique per side. */
    private void uniqueLetters() {
        Map<String, String> seen = new HashMap<>();
        for (Located<Airfield> a : settings.airfields()) {
            seen.put(
                    a.value().side() + " " + a.value().letter(),
                    a.value().id() + " (" + ScenarioFiles.SCENARIO + ":" + a.line() + ")");
        }
        for (UnitRow r : ships) {
            if (r.side() == null || r.letter() == null || r.letter().isEmpty()) {
                continue;
            }
            String first = seen.putIfAbsent(r.side() + " " + r.letter(), r.idText() + " (" + r.place() + ")");
            if (first != null) {
                problems.add(
                        r.file(),
                        r.line(),
                        "letter",
                        "letter " + r.letter() + " is already used by " + first + " — each " + r.side()
                                + " carrier and base needs its own letter for raid orders (ORD-3)");
            }
        }
    }

    // ------------------------------------------------------------------------------ arrivals

    /** JP ships enter with a declared group (SET-1); every declared group has ships. */
    private void groups() {
        List<Integer> declared = settings.jpGroups();
        if (declared == null) {
            return;
        }
        Set<Integer> used = new HashSet<>();
        for (UnitRow r : ships) {
            if (r.arrival() == null || r.arrival().kind() != Arrival.Kind.GROUP) {
                continue;
            }
            int g = r.arrival().group();
            if (declared.contains(g)) {
                used.add(g);
            } else {
                problems.add(
                        r.file(),
                        r.line(),
                        "arrival",
                        "group " + g + " is not one of the jp-groups "
                                + joined(declared) + " of " + ScenarioFiles.SCENARIO + " — use one of them (or on-map),"
                                + " or add the group there (SET-1)");
            }
        }
        for (Integer g : declared) {
            if (!used.contains(g)) {
                problems.add(
                        ScenarioFiles.SCENARIO,
                        settings.jpGroupsLine(),
                        "jp-groups",
                        "group " + g
                                + " has no ship in " + ScenarioFiles.SHIPS + " — give it ships (arrival " + g
                                + ") or remove it from jp-groups");
            }
        }
    }

    /** US units placed before turn 1 each fall in one set-up zone (SET-3); zones name real units. */
    private void placement() {
        Map<UnitId, UnitRow> byId = new HashMap<>();
        for (UnitRow r : ships) {
            if (r.id() != null) {
                byId.put(r.id(), r);
            }
        }
        Set<String> written = ships.stream().map(UnitRow::idText).collect(Collectors.toSet());
        Map<UnitId, PlacementZone> named = new HashMap<>();
        for (Located<PlacementZone> lz : settings.placement()) {
            PlacementZone z = lz.value();
            for (UnitId u : new TreeSet<>(z.units())) {
                UnitRow r = byId.get(u);
                if (r == null) {
                    if (!written.contains(u.value())) {
                        problems.add(
                                ScenarioFiles.SCENARIO,
                                lz.line(),
                                "placement.units",
                                u + " is not a ship or" + " submarine of " + ScenarioFiles.SHIPS
                                        + " — name units by their id");
                    }
                } else if (r.side() != null && r.side() != z.side()) {
                    problems.add(
                            ScenarioFiles.SCENARIO,
                            lz.line(),
                            "placement.units",
                            u + " is a " + r.side() + " unit, not a " + z.side() + " one — move it to a " + r.side()
                                    + " zone");
                } else if (named.containsKey(u)) {
                    problems.add(
                            ScenarioFiles.SCENARIO,
                            lz.line(),
                            "placement.units",
                            u + " is already in zone " + named.get(u).id() + " — name each unit in one zone only");
                } else {
                    named.put(u, z);
                }
            }
        }
        if (!settings.placementComplete()) {
            return;
        }
        for (UnitRow r : ships) {
            if (r.id() == null
                    || r.type() == null
                    || r.side() == null
                    || r.arrival() == null
                    || r.arrival().kind() != Arrival.Kind.SETUP) {
                continue;
            }
            boolean covered = named.containsKey(r.id())
                    || settings.placement().stream()
                            .map(Located::value)
                            .anyMatch(z -> z.side() == r.side() && z.types().contains(r.type()));
            if (!covered) {
                problems.add(
                        r.file(),
                        r.line(),
                        "arrival",
                        "no set-up zone covers " + r.id() + " — add its id or its"
                                + " type (" + r.type() + ") to a " + r.side() + " zone of placement in "
                                + ScenarioFiles.SCENARIO + " (SET-3)");
            }
        }
    }

    // ------------------------------------------------------------------------------ bases

    /** Where a unit may be based: carriers (ships.csv) and airfields (scenario.yaml) of its side. */
    private final class Bases {
        final Map<String, UnitRow> carriers = new LinkedHashMap<>();
        final Map<String, Airfield> airfields = new LinkedHashMap<>();
        final Map<String, Integer> airfieldLines = new HashMap<>();
        /** Ids that exist but whose row has problems: references to them are not checked again. */
        final Set<String> broken = new HashSet<>();

        Bases(Side side) {
            for (UnitRow r : orEmpty(ships)) {
                if (r.side() == side && r.isCarrier() && r.id() != null) {
                    carriers.put(r.id().value(), r);
                } else if (r.side() == null || r.type() == null || r.id() == null) {
                    broken.add(r.idText());
                }
            }
            for (Located<Airfield> a : settings.airfields()) {
                if (a.value().side() == side) {
                    airfields.put(a.value().id().value(), a.value());
                    airfieldLines.put(a.value().id().value(), a.line());
                }
            }
            if (settings.readable()) {
                Set<String> valid = settings.airfields().stream()
                        .map(a -> a.value().id().value())
                        .collect(Collectors.toSet());
                settings.airfieldIds().stream()
                        .filter(id -> !valid.contains(id))
                        .forEach(broken::add);
            }
        }

        /** Should a reference to {@code base} be left alone because its target could not be read? */
        boolean unknowable(String base) {
            return broken.contains(base) || ships == null || !settings.readable();
        }

        String choices(boolean withAirfields) {
            List<String> all = new ArrayList<>(carriers.keySet());
            if (withAirfields) {
                all.addAll(airfields.keySet());
            }
            return all.isEmpty() ? "(none defined)" : String.join(", ", all);
        }
    }

    /** Aircraft start on a carrier or airfield of their side, within its capacity (REC-4). */
    private void airBases() {
        Map<Side, Bases> bases = new HashMap<>();
        Map<String, Integer> load = new HashMap<>();
        Set<String> full = new HashSet<>();
        for (UnitRow r : aircraft) {
            if (r.side() == null || r.base() == null || r.arrival() == null) {
                continue;
            }
            Bases b = bases.computeIfAbsent(r.side(), Bases::new);
            boolean reserve = r.arrival().kind() == Arrival.Kind.RESERVE;
            UnitRow carrier = b.carriers.get(r.base());
            Airfield field = b.airfields.get(r.base());
            if (carrier == null && (field == null || reserve)) {
                if (!b.unknowable(r.base())) {
                    problems.add(
                            r.file(),
                            r.line(),
                            "base",
                            FieldValue.shown(r.base()) + " is not a " + r.side()
                                    + (reserve ? " carrier" : " carrier or airfield") + " — use one of "
                                    + b.choices(!reserve)
                                    + (reserve ? " (reserve fighters wait on a carrier, RES-1)" : ""));
                }
                continue;
            }
            if (reserve) {
                continue;
            }
            Integer capacity = carrier != null ? carrier.capacityHalves() : Integer.valueOf(field.capacityHalves());
            if (capacity == null || full.contains(r.base())) {
                continue;
            }
            int now = load.merge(r.base(), r.loadHalves(), Integer::sum);
            if (now > capacity) {
                full.add(r.base());
                String where = carrier != null
                        ? carrier.place()
                        : ScenarioFiles.SCENARIO + ":" + b.airfieldLines.get(r.base());
                problems.add(
                        r.file(),
                        r.line(),
                        "base",
                        r.base() + " would carry " + halves(now)
                                + " air units at start with " + r.idText() + ", over its capacity of "
                                + halves(capacity)
                                + " (" + where + ") — base this unit elsewhere, or raise the capacity"
                                + " (REC-4: a reduced unit counts 1/2; reserve fighters count only once brought in)");
            }
        }
    }

    /** JP land units start embarked, one per transport (SET-2, SET-8); US ones ashore at Midway (SET-3). */
    private void landBases() {
        Map<String, UnitRow> carried = new HashMap<>();
        for (UnitRow r : land) {
            if (r.side() == null || r.base() == null) {
                continue;
            }
            if (r.side() == Side.JP) {
                jpLandBase(r, carried);
            } else {
                usLandBase(r);
            }
        }
    }

    private void jpLandBase(UnitRow r, Map<String, UnitRow> carried) {
        if (ships == null) {
            return;
        }
        List<String> transports = ships.stream()
                .filter(s -> s.side() == Side.JP && s.type() == UnitType.TT && s.id() != null)
                .map(s -> s.id().value())
                .collect(Collectors.toList());
        if (!transports.contains(r.base())) {
            boolean broken =
                    ships.stream().anyMatch(s -> s.idText().equals(r.base()) && (s.type() == null || s.side() == null));
            if (!broken) {
                problems.add(
                        r.file(),
                        r.line(),
                        "base",
                        FieldValue.shown(r.base()) + " is not a JP transport — JP"
                                + " land units start embarked on a transport (SET-2): use one of "
                                + (transports.isEmpty()
                                        ? "(no TT in " + ScenarioFiles.SHIPS + ")"
                                        : String.join(", ", transports)));
            }
            return;
        }
        UnitRow first = carried.putIfAbsent(r.base(), r);
        if (first != null) {
            problems.add(
                    r.file(),
                    r.line(),
                    "base",
                    r.base() + " already carries " + first.idText() + " (" + first.place()
                            + ") — a transport carries one land unit (SET-8): use another transport");
        }
    }

    private void usLandBase(UnitRow r) {
        if (!settings.readable()) {
            return;
        }
        Optional<Airfield> field = settings.airfields().stream()
                .map(Located::value)
                .filter(a -> a.id().value().equals(r.base()))
                .findFirst();
        if (field.isEmpty() && settings.airfieldIds().contains(r.base())) {
            return;
        }
        boolean atMidway = field.isPresent()
                && field.get().side() == Side.US
                && (settings.map() == null
                        || field.get().hex().equals(settings.map().hexOf(NamedHexes.MIDWAY)));
        if (!atMidway) {
            String midway = settings.airfields().stream()
                    .map(Located::value)
                    .filter(a -> a.side() == Side.US)
                    .map(a -> a.id().value())
                    .collect(Collectors.joining(", "));
            problems.add(
                    r.file(),
                    r.line(),
                    "base",
                    FieldValue.shown(r.base()) + " is not the Midway airfield — US"
                            + " land units start ashore at Midway (SET-3): use "
                            + (midway.isEmpty()
                                    ? "the id of the Midway" + " airfield of " + ScenarioFiles.SCENARIO
                                    : midway));
        }
    }

    /** Halves as people write them: 13 -> {@code 6 1/2}. */
    static String halves(int h) {
        return h % 2 == 0 ? Integer.toString(h / 2) : (h / 2 == 0 ? "1/2" : h / 2 + " 1/2");
    }

    private static String joined(List<Integer> numbers) {
        return numbers.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}
