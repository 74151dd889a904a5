package org.umpire.cli.orders;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.umpire.engine.legality.SideView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.scenario.Airfield;
import org.umpire.engine.scenario.Arrival;
import org.umpire.engine.scenario.NamedHex;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.SearchSource;
import org.umpire.engine.scenario.UnitDef;
import org.umpire.engine.state.EnemyUnitReport;
import org.umpire.engine.state.Location;
import org.umpire.engine.state.UnitState;

/**
 * The names one side may write, and only those: its own units (id or name, accents and case
 * ignored, unique prefixes of 3 letters or more), its groups, its carrier and base letters, its
 * search sources, the named hexes, and the enemy units it has been shown this turn. Suggestions
 * come from the same names, so a typo never hints at an enemy unit the side has not seen.
 */
final class Names {

    private static final int MAX_WORDS = 4;

    final Scenario scenario;
    /** What the side may know: its own units and knowledge, the public facts (GAME-1). */
    final SideView view;

    final Side side;
    private final TreeMap<String, Set<UnitId>> own;
    private final Map<String, UnitId> bases;
    private final TreeMap<String, Set<UnitId>> airfields;
    /** What the game's state adds, built on first use (a text that names no group never builds the groups). */
    private Map<String, List<UnitId>> groups;

    private Map<String, String> groupDisplay;
    private TreeMap<String, Set<UnitId>> enemy;
    private Map<UnitId, EnemyUnitReport> enemyReports;
    private final Map<String, String> sources;
    private final Map<String, Hex> places;

    /**
     * The names a side may use that depend on the scenario only (its units, bases, airfields, search
     * sources, places), built once per read of orders (a few hundred map entries; no cache shared between reads,
     * see docs/ARCHITECTURE.md#rules-of-the-house), then what the game's state adds (groups, the enemy units
     * shown). Never changed once built.
     */
    private static final class Fixed {
        final TreeMap<String, Set<UnitId>> own = new TreeMap<>();
        final Map<String, UnitId> bases = new TreeMap<>();
        final TreeMap<String, Set<UnitId>> airfields = new TreeMap<>();
        final Map<String, String> sources = new TreeMap<>();
        final Set<String> automaticSources = new HashSet<>();
        final Map<String, Hex> places = new TreeMap<>();

        Fixed(Scenario scenario, Side side) {
            for (UnitDef d : scenario.unitsOf(side)) {
                own.computeIfAbsent(Fold.key(d.id().value()), k -> new LinkedHashSet<>())
                        .add(d.id());
                if (!d.type().isAircraft()) {
                    own.computeIfAbsent(Fold.key(d.name()), k -> new LinkedHashSet<>())
                            .add(d.id());
                }
                if (d.isCarrier() && !d.letter().isEmpty()) {
                    bases.put(Fold.key(d.letter()), d.id());
                }
            }
            for (Airfield a : scenario.airfields()) {
                if (a.side() == side) {
                    bases.put(Fold.key(a.letter()), a.id());
                    airfields
                            .computeIfAbsent(Fold.key(a.id().value()), k -> new LinkedHashSet<>())
                            .add(a.id());
                    airfields
                            .computeIfAbsent(Fold.key(a.name()), k -> new LinkedHashSet<>())
                            .add(a.id());
                }
            }
            for (SearchSource s : scenario.searchSourcesOf(side)) {
                sources.put(Fold.key(s.id()), s.id());
                if (s.automatic()) {
                    automaticSources.add(s.id());
                }
            }
            for (NamedHex h : scenario.map().namedHexes()) {
                places.put(Fold.key(h.name()), h.hex());
                places.putIfAbsent(Fold.key(h.key()), h.hex());
            }
        }
    }

    Names(SideView view) {
        this.scenario = view.scenario();
        this.view = view;
        this.side = view.side();
        Fixed f = new Fixed(scenario, side);
        own = f.own;
        bases = f.bases;
        airfields = f.airfields;
        sources = f.sources;
        automaticSources = f.automaticSources;
        places = f.places;
    }

    /** The side's groups by key: the players' labels and JP's arrival groups (built once). */
    private Map<String, List<UnitId>> groups() {
        if (groups == null) {
            Map<String, List<UnitId>> g = new TreeMap<>();
            Map<String, String> display = new TreeMap<>();
            for (UnitDef d : scenario.unitsOf(side)) {
                if (d.type().isNaval()) {
                    groupOf(d).ifPresent(name -> {
                        g.computeIfAbsent(Fold.key(name), k -> new ArrayList<>())
                                .add(d.id());
                        display.putIfAbsent(Fold.key(name), name);
                    });
                }
            }
            groupDisplay = display;
            groups = g;
        }
        return groups;
    }

    private Map<String, String> groupDisplay() {
        groups();
        return groupDisplay;
    }

    /** The enemy units shown to the side this turn, the latest report of each (built once). */
    private Map<UnitId, EnemyUnitReport> enemyReports() {
        if (enemyReports == null) {
            Map<UnitId, EnemyUnitReport> reports = new LinkedHashMap<>();
            for (EnemyUnitReport r : view.knowledge().enemyUnits()) {
                if (r.turn() == view.turn()) {
                    reports.put(r.id(), r);
                }
            }
            // the land units ashore at Midway are public, and legal targets every turn (I-ENG-42)
            for (EnemyUnitReport r : view.knownEnemies(scenario.map().midway())) {
                reports.putIfAbsent(r.id(), r);
            }
            enemyReports = reports;
        }
        return enemyReports;
    }

    /** The names of the enemy units shown this turn (built once). */
    private TreeMap<String, Set<UnitId>> enemyIndex() {
        if (enemy == null) {
            TreeMap<String, Set<UnitId>> m = new TreeMap<>();
            for (EnemyUnitReport r : enemyReports().values()) {
                m.computeIfAbsent(Fold.key(r.id().value()), k -> new LinkedHashSet<>())
                        .add(r.id());
                m.computeIfAbsent(Fold.key(r.name()), k -> new LinkedHashSet<>())
                        .add(r.id());
            }
            enemy = m;
        }
        return enemy;
    }

    /** The group label of an own naval unit: the player's name, else JP's arrival group number (SET-1). */
    Optional<String> groupOf(UnitDef d) {
        Optional<UnitState> s = view.own(d.id());
        if (s.isPresent() && s.get().group() != null) {
            return Optional.of(s.get().group());
        }
        if (d.side() == Side.JP && d.arrival().kind() == Arrival.Kind.GROUP) {
            return Optional.of(Integer.toString(d.arrival().group()));
        }
        return Optional.empty();
    }

    // --- matching ------------------------------------------------------------------------------

    /** The result of reading a name from the tokens. */
    record Match(List<UnitId> units, int length, boolean ambiguous) {
        static final Match NONE = new Match(List.of(), 0, false);

        boolean found() {
            return length > 0 && !ambiguous;
        }
    }

    Match own(List<Token> tokens, int i) {
        return match(tokens, i, own);
    }

    /** An own airfield by name or id ({@code Midway}, {@code MID}). */
    Match airfield(List<Token> tokens, int i) {
        return match(tokens, i, airfields);
    }

    Match enemy(List<Token> tokens, int i) {
        return match(tokens, i, enemyIndex());
    }

    /** Longest exact match over up to 4 words, then the longest unique prefix (3 letters or more). */
    private static Match match(List<Token> tokens, int i, TreeMap<String, Set<UnitId>> index) {
        List<String> keys = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        for (int k = i; k < tokens.size() && k < i + MAX_WORDS; k++) {
            Token t = tokens.get(k);
            if (!t.is(Token.Kind.WORD) && !t.is(Token.Kind.NUMBER)) {
                break;
            }
            sb.append(Fold.key(t.text()));
            keys.add(sb.toString());
        }
        for (int k = keys.size(); k >= 1; k--) {
            Set<UnitId> hit = index.get(keys.get(k - 1));
            if (hit != null) {
                return new Match(List.copyOf(hit), k, hit.size() > 1);
            }
        }
        for (int k = keys.size(); k >= 1; k--) {
            String key = keys.get(k - 1);
            if (key.length() < 3) {
                continue;
            }
            Set<UnitId> hits = new TreeSet<>();
            for (Map.Entry<String, Set<UnitId>> e : index.tailMap(key).entrySet()) {
                if (!e.getKey().startsWith(key)) {
                    break;
                }
                hits.addAll(e.getValue());
            }
            if (!hits.isEmpty()) {
                return new Match(List.copyOf(hits), k, hits.size() > 1);
            }
        }
        return Match.NONE;
    }

    /** A group name written at {@code i}: the longest of up to 4 words that names one of the side's groups. */
    Optional<Map.Entry<String, Integer>> group(List<Token> tokens, int i) {
        StringBuilder sb = new StringBuilder();
        String found = null;
        int len = 0;
        for (int k = i; k < tokens.size() && k < i + MAX_WORDS; k++) {
            Token t = tokens.get(k);
            if (t.is(Token.Kind.QUOTED) && k == i) {
                String key = Fold.key(t.text());
                return groups().containsKey(key) ? Optional.of(Map.entry(key, 1)) : Optional.empty();
            }
            if (!t.is(Token.Kind.WORD) && !t.is(Token.Kind.NUMBER)) {
                break;
            }
            sb.append(Fold.key(t.text()));
            if (groups().containsKey(sb.toString())) {
                found = sb.toString();
                len = k - i + 1;
            }
        }
        return found == null ? Optional.empty() : Optional.of(Map.entry(found, len));
    }

    List<UnitId> groupMembers(String key) {
        return groups().getOrDefault(key, List.of());
    }

    String groupName(String key) {
        return groupDisplay().getOrDefault(key, key);
    }

    boolean isGroup(String key) {
        return groups().containsKey(key);
    }

    Optional<UnitId> base(String word) {
        return Optional.ofNullable(bases.get(Fold.key(word)));
    }

    Set<String> baseLetters() {
        return bases.keySet();
    }

    /**
     * A search source by id or unique prefix. An automatic source cannot be ordered, so a word
     * naming one ({@code midway}) that also begins the id of an ordered source ({@code midway-area})
     * means the ordered one.
     */
    Optional<String> source(String word) {
        String k = SOURCE_WORDS.getOrDefault(Fold.key(word), Fold.key(word));
        if (k.length() < 3 && !sources.containsKey(k)) {
            return Optional.empty();
        }
        List<String> hits =
                sources.keySet().stream().filter(s -> s.startsWith(k)).collect(Collectors.toList());
        if (hits.size() > 1) {
            List<String> ordered = hits.stream()
                    .filter(h -> !automaticSources.contains(sources.get(h)))
                    .collect(Collectors.toList());
            if (!ordered.isEmpty()) {
                hits = ordered;
            }
        }
        if (hits.size() > 1 && sources.containsKey(k)) {
            return Optional.of(sources.get(k));
        }
        return hits.size() == 1 ? Optional.of(sources.get(hits.get(0))) : Optional.empty();
    }

    /**
     * Search sources as French reports write them (messages {@code source.<id>}): {@code hydravions} are the
     * floatplanes (see docs/orders.md), {@code zone-midway} and {@code zone-kure} the area searches, {@code porte-avions}
     * the carriers' (see docs/reports-and-mail.md).
     */
    private static final Map<String, String> SOURCE_WORDS = Map.of(
            "hydravions",
            "floatplanes",
            "hydravion",
            "floatplanes",
            "floatplane",
            "floatplanes",
            "hydros",
            "floatplanes",
            "hydro",
            "floatplanes",
            "zonemidway",
            "midwayarea",
            "zonekure",
            "kurearea",
            "porteavions",
            "carriers");

    private final Set<String> automaticSources;

    /** A hex name ({@code H6}) on the map, or a named place ({@code Midway}, {@code Kure}). */
    Optional<Hex> hex(Token t) {
        if (!t.is(Token.Kind.WORD) || enemyIndex().containsKey(Fold.key(t.text()))) {
            return Optional.empty(); // a raider's label (R1, I-18) shown this turn is a unit, not a hex
        }
        Optional<Hex> h = Hex.tryParse(t.norm());
        if (h.isPresent()
                && t.norm().length() <= 4
                && Character.isLetter(t.norm().charAt(0))) {
            return h;
        }
        return Optional.ofNullable(places.get(Fold.key(t.text())));
    }

    /** Looks like a hex name, on the map or not ({@code Z40}). */
    static boolean looksLikeHex(Token t) {
        if (!t.is(Token.Kind.WORD)) {
            return false;
        }
        // [a-z][0-9]{1,3}, checked by hand (every word of every order is asked)
        String n = t.norm();
        if (n.length() < 2 || n.length() > 4 || n.charAt(0) < 'a' || n.charAt(0) > 'z') {
            return false;
        }
        for (int i = 1; i < n.length(); i++) {
            if (n.charAt(i) < '0' || n.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    Optional<EnemyUnitReport> enemyReport(UnitId id) {
        return Optional.ofNullable(enemyReports().get(id));
    }

    List<EnemyUnitReport> enemiesShown() {
        return new ArrayList<>(enemyReports().values());
    }

    // --- display -------------------------------------------------------------------------------

    /**
     * How a unit is written back: ships by name, air units by id ({@code YD3(e)} when reduced), land units by id
     * ({@code MarA}: their names in the scenario data are English words, see docs/reports-and-mail.md).
     */
    String display(UnitId id) {
        Optional<UnitDef> d = scenario.unit(id);
        if (d.isEmpty()) {
            return scenario.airfield(id).map(Airfield::name).orElse(id.value());
        }
        if (d.get().type() == UnitType.LAND) {
            return id.value();
        }
        if (d.get().side() != side) {
            return enemyReport(id)
                    .map(r -> r.type().isAircraft() ? r.id().value() + (r.steps() == 1 ? "(e)" : "") : r.name())
                    .orElse(id.value());
        }
        if (d.get().type().isAircraft()) {
            boolean reduced =
                    view.own(id).map(UnitState::isReduced).orElse(d.get().steps() == 1);
            return id.value() + (reduced ? "(e)" : "");
        }
        return d.get().name();
    }

    String displayList(List<UnitId> ids, String separator) {
        return ids.stream().map(this::display).collect(Collectors.joining(separator));
    }

    /** Candidates for "did you mean": own names and ids, groups, the enemy units shown, keywords. */
    /** Off once a text has shown enough problems: suggestions cost time and would not be shown. */
    boolean suggestions = true;

    List<String> suggestionPool(boolean targets) {
        if (!suggestions) {
            return List.of();
        }
        List<String> cached = targets ? targetPool : ownPool;
        if (cached == null) {
            cached = List.copyOf(buildPool(targets));
            if (targets) {
                targetPool = cached;
            } else {
                ownPool = cached;
            }
        }
        return cached;
    }

    private List<String> ownPool;
    private List<String> targetPool;

    private List<String> buildPool(boolean targets) {
        List<String> pool = new ArrayList<>();
        if (targets) {
            for (EnemyUnitReport r : enemyReports().values()) {
                pool.add(r.type().isAircraft() ? r.id().value() : r.name());
            }
            return pool;
        }
        for (UnitDef d : scenario.unitsOf(side)) {
            pool.add(d.type().isAircraft() ? d.id().value() : d.name());
            if (!d.type().isAircraft() && !d.id().value().equals(d.name())) {
                pool.add(d.id().value());
            }
        }
        groupDisplay().values().forEach(pool::add);
        return pool;
    }

    // --- own units by kind -----------------------------------------------------------------------

    UnitDef def(UnitId id) {
        return scenario.unitOrThrow(id);
    }

    boolean isOwn(UnitId id) {
        return scenario.unit(id).map(d -> d.side() == side).orElse(false)
                || scenario.airfield(id).map(a -> a.side() == side).orElse(false);
    }

    /** The state of an own unit (an enemy's is out of the view's reach). */
    Optional<UnitState> stateOf(UnitId id) {
        return view.own(id);
    }

    Optional<Hex> atSea(UnitId id) {
        return view.own(id)
                .map(UnitState::location)
                .filter(l -> l instanceof Location.OnMap)
                .map(l -> ((Location.OnMap) l).hex());
    }

    /** Own naval units at sea in {@code hex}, in scenario order. */
    List<UnitId> ownNavalAt(Hex hex) {
        List<UnitId> l = new ArrayList<>();
        for (UnitDef d : scenario.unitsOf(side)) {
            if (d.type().isNaval() && atSea(d.id()).map(hex::equals).orElse(false)) {
                l.add(d.id());
            }
        }
        return l;
    }

    /** Own air units aboard {@code base} of {@code type}, sorted by id. */
    List<UnitId> aircraftOn(UnitId base, UnitType type) {
        List<UnitId> l = new ArrayList<>();
        for (UnitDef d : scenario.unitsOf(side)) {
            if (d.type() == type
                    && view.own(d.id())
                            .map(UnitState::location)
                            .map(loc ->
                                    loc instanceof Location.Aboard a && a.base().equals(base))
                            .orElse(false)) {
                l.add(d.id());
            }
        }
        l.sort(Comparator.naturalOrder());
        return l;
    }

    String baseName(UnitId base) {
        return display(base);
    }
}
