package org.umpire.cli.scenario;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.umpire.cli.yaml.FieldValue;
import org.umpire.cli.yaml.Problems;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.Speed;
import org.umpire.engine.model.UnitCategory;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.model.Vp;
import org.umpire.engine.scenario.Arrival;

/** Reads the rows of {@code ships.csv}, {@code aircraft.csv} and {@code land.csv} into {@link UnitRow}s. */
final class UnitTableReader {

    static final List<String> SHIP_COLUMNS = List.of(
            "id",
            "side",
            "type",
            "name",
            "letter",
            "arrival",
            "steps",
            "combat",
            "aa",
            "movement",
            "capacity",
            "vp_per_step",
            "source");
    static final List<String> AIRCRAFT_COLUMNS = List.of(
            "id",
            "side",
            "type",
            "name",
            "base",
            "arrival",
            "steps",
            "combat",
            "bombing",
            "movement",
            "vp_per_step",
            "source");
    static final List<String> LAND_COLUMNS =
            List.of("id", "side", "name", "base", "steps", "combat", "aa", "vp_per_step", "source");

    /** Provenance markers of the {@code source} column. */
    static final List<String> SOURCES = List.of("rules-fr", "reconstruction", "club");

    private static final Set<UnitType> NAVAL_TYPES = typesOf(UnitCategory.SHIP, UnitCategory.SUBMARINE);
    private static final Set<UnitType> AIR_TYPES = typesOf(UnitCategory.AIRCRAFT);
    private static final Pattern GROUP = Pattern.compile("\\d{1,3}");

    private final Problems problems;

    UnitTableReader(Problems problems) {
        this.problems = problems;
    }

    List<UnitRow> ships(List<CsvTable.Row> rows) {
        return read(rows, this::ship);
    }

    private UnitRow ship(CsvTable.Row r) {
        Optional<UnitId> id = r.field("id", problems).unitId();
        Optional<Side> side = r.field("side", problems).side();
        Optional<UnitType> type = r.field("type", problems).type(NAVAL_TYPES, "a ship or submarine");
        String name = name(r);
        Optional<String> letter = letter(r, type);
        Optional<Arrival> arrival = shipArrival(r.field("arrival", problems), side);
        OptionalInt steps = r.field("steps", problems).steps();
        OptionalInt combat = r.field("combat", problems).d10Value();
        OptionalInt aa = r.field("aa", problems).d10Value();
        Optional<Speed> speed = r.field("movement", problems).shipMovement();
        Optional<Integer> capacity = capacity(r, type);
        Optional<Vp> vp = r.field("vp_per_step", problems).vp();
        Optional<String> source = source(r);
        boolean valid = id.isPresent()
                && side.isPresent()
                && type.isPresent()
                && letter.isPresent()
                && arrival.isPresent()
                && steps.isPresent()
                && combat.isPresent()
                && aa.isPresent()
                && speed.isPresent()
                && capacity.isPresent()
                && vp.isPresent()
                && source.isPresent();
        return new UnitRow(
                r.file(),
                r.line(),
                r.text("id"),
                id.orElse(null),
                side.orElse(null),
                type.orElse(null),
                name,
                letter.orElse(null),
                arrival.orElse(null),
                boxed(steps),
                boxed(combat),
                boxed(aa),
                0,
                speed.orElse(null),
                0,
                null,
                capacity.orElse(null),
                vp.orElse(null),
                source.orElse(null),
                valid);
    }

    List<UnitRow> aircraft(List<CsvTable.Row> rows) {
        return read(rows, this::airUnit);
    }

    private UnitRow airUnit(CsvTable.Row r) {
        Optional<UnitId> id = r.field("id", problems).unitId();
        Optional<Side> side = r.field("side", problems).side();
        Optional<UnitType> type = r.field("type", problems).type(AIR_TYPES, "an aircraft");
        String name = name(r);
        Optional<String> base = r.field("base", problems)
                .required("give the id of the carrier or airfield the unit starts on (e.g. Akagi, MID)");
        Optional<Arrival> arrival = airArrival(r.field("arrival", problems), side, type);
        OptionalInt steps = r.field("steps", problems).steps();
        OptionalInt combat = r.field("combat", problems).d10Value();
        OptionalInt bombing = r.field("bombing", problems).d10Value();
        OptionalInt range = r.field("movement", problems)
                .intIn(
                        1,
                        99,
                        "an air unit's movement is the whole"
                                + " number of hexes it flies in a turn, out and back (RAID-3), e.g. 5");
        Optional<Vp> vp = r.field("vp_per_step", problems).vp();
        Optional<String> source = source(r);
        boolean valid = id.isPresent()
                && side.isPresent()
                && type.isPresent()
                && base.isPresent()
                && arrival.isPresent()
                && steps.isPresent()
                && combat.isPresent()
                && bombing.isPresent()
                && range.isPresent()
                && vp.isPresent()
                && source.isPresent();
        return new UnitRow(
                r.file(),
                r.line(),
                r.text("id"),
                id.orElse(null),
                side.orElse(null),
                type.orElse(null),
                name,
                "",
                arrival.orElse(null),
                boxed(steps),
                boxed(combat),
                0,
                boxed(bombing),
                null,
                boxed(range),
                base.orElse(null),
                0,
                vp.orElse(null),
                source.orElse(null),
                valid);
    }

    List<UnitRow> land(List<CsvTable.Row> rows) {
        return read(rows, this::landUnit);
    }

    private UnitRow landUnit(CsvTable.Row r) {
        Optional<UnitId> id = r.field("id", problems).unitId();
        Optional<Side> side = r.field("side", problems).side();
        String name = name(r);
        Optional<String> base = r.field("base", problems)
                .required("give the transport the unit starts"
                        + " embarked on (JP, e.g. TT1) or the Midway airfield (US, MID)");
        OptionalInt steps = r.field("steps", problems).steps();
        OptionalInt combat = r.field("combat", problems).d10Value();
        OptionalInt aa = r.field("aa", problems).d10Value();
        Optional<Vp> vp = r.field("vp_per_step", problems).vp();
        Optional<String> source = source(r);
        boolean valid = id.isPresent()
                && side.isPresent()
                && base.isPresent()
                && steps.isPresent()
                && combat.isPresent()
                && aa.isPresent()
                && vp.isPresent()
                && source.isPresent();
        return new UnitRow(
                r.file(),
                r.line(),
                r.text("id"),
                id.orElse(null),
                side.orElse(null),
                UnitType.LAND,
                name,
                "",
                Arrival.of(Arrival.Kind.ABOARD),
                boxed(steps),
                boxed(combat),
                boxed(aa),
                0,
                null,
                0,
                base.orElse(null),
                0,
                vp.orElse(null),
                source.orElse(null),
                valid);
    }

    /** Each row read by {@code complete}, or a placeholder when it has the wrong number of values. */
    private List<UnitRow> read(List<CsvTable.Row> rows, Function<CsvTable.Row, UnitRow> complete) {
        List<UnitRow> out = new ArrayList<>();
        for (CsvTable.Row r : rows) {
            out.add(r.complete() ? complete.apply(r) : placeholder(r));
        }
        return out;
    }

    /** A row with the wrong number of values: only its id is known (its problem is already recorded). */
    private UnitRow placeholder(CsvTable.Row r) {
        UnitId id = null;
        try {
            id = UnitId.of(r.text("id"));
        } catch (IllegalArgumentException e) {
            // the row's own problem is already recorded
        }
        return new UnitRow(
                r.file(),
                r.line(),
                r.text("id"),
                id,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                false);
    }

    private static String name(CsvTable.Row r) {
        String name = r.text("name");
        return name.isEmpty() ? r.text("id") : name;
    }

    private Optional<String> source(CsvTable.Row r) {
        FieldValue v = r.field("source", problems);
        if (SOURCES.contains(v.text())) {
            return Optional.of(v.text());
        }
        v.problem((v.isBlank() ? "is empty" : v.shown() + " is not a source")
                + " — say where the row's values come from: rules-fr, reconstruction or club");
        return Optional.empty();
    }

    /** Carriers have a letter (ORD-3); other ships leave the column empty. */
    private Optional<String> letter(CsvTable.Row r, Optional<UnitType> type) {
        FieldValue v = r.field("letter", problems);
        if (type.isPresent() && !type.get().isCarrier()) {
            return notForThisType(v, type.get(), "a letter").map(x -> "");
        }
        return v.isBlank() && type.isEmpty() ? Optional.empty() : v.letter();
    }

    /** Carriers have a capacity above 0 (REC-4), in halves; other ships leave the column empty (0). */
    private Optional<Integer> capacity(CsvTable.Row r, Optional<UnitType> type) {
        FieldValue v = r.field("capacity", problems);
        if (type.isPresent() && !type.get().isCarrier()) {
            return notForThisType(v, type.get(), "a capacity").map(x -> 0);
        }
        OptionalInt h = v.isBlank() && type.isEmpty() ? OptionalInt.empty() : v.halves();
        if (h.isPresent() && h.getAsInt() == 0) {
            v.problem("a carrier's capacity is more than 0 — give the full air units it holds, e.g. 9 (REC-4)");
            return Optional.empty();
        }
        return h.isPresent() ? Optional.of(h.getAsInt()) : Optional.empty();
    }

    /** Present (the value is rightly empty) or empty (a problem: a non-carrier with a carrier's value). */
    private static Optional<Boolean> notForThisType(FieldValue v, UnitType type, String what) {
        if (v.isBlank()) {
            return Optional.of(true);
        }
        v.problem(
                "a " + type + " has no " + v.field() + " — only carriers (CV, CVL) have " + what + "; leave it empty");
        return Optional.empty();
    }

    private Optional<Arrival> shipArrival(FieldValue v, Optional<Side> side) {
        String t = v.text().toLowerCase(Locale.ROOT);
        Optional<Arrival> a = Optional.empty();
        if (t.equals("setup")) {
            a = Optional.of(Arrival.of(Arrival.Kind.SETUP));
        } else if (t.equals("on-map")) {
            a = Optional.of(Arrival.of(Arrival.Kind.ON_MAP));
        } else if (GROUP.matcher(t).matches() && Integer.parseInt(t) > 0) {
            a = Optional.of(Arrival.group(Integer.parseInt(t)));
        }
        if (side.isPresent()
                && side.get() == Side.US
                && a.isPresent()
                && a.get().kind() != Arrival.Kind.SETUP) {
            v.problem(v.shown() + " is not a US arrival — US ships are placed before turn 1: write setup (SET-3)");
            return Optional.empty();
        }
        if (side.isPresent()
                && side.get() == Side.JP
                && a.isPresent()
                && a.get().kind() == Arrival.Kind.SETUP) {
            v.problem("setup is not a JP arrival — write on-map (placed anywhere at start, like I-168) or the number"
                    + " of the group the ship enters with (SET-1)");
            return Optional.empty();
        }
        if (a.isEmpty()) {
            v.problem((v.isBlank() ? "is empty" : v.shown() + " is not an arrival") + " — write setup (US), on-map"
                    + " or a JP group number (SET-1)");
        }
        return a;
    }

    private Optional<Arrival> airArrival(FieldValue v, Optional<Side> side, Optional<UnitType> type) {
        String t = v.text().toLowerCase(Locale.ROOT);
        if (t.equals("aboard")) {
            return Optional.of(Arrival.of(Arrival.Kind.ABOARD));
        }
        if (t.equals("reserve")) {
            if (side.isPresent() && type.isPresent() && (side.get() != Side.JP || type.get() != UnitType.F)) {
                v.problem("only JP fighters (F) may start in reserve (RES-1) — write aboard");
                return Optional.empty();
            }
            return Optional.of(Arrival.of(Arrival.Kind.RESERVE));
        }
        v.problem((v.isBlank() ? "is empty" : v.shown() + " is not an air unit's arrival")
                + " — write aboard (ready on its base at start) or reserve (JP reserve fighters, RES-1)");
        return Optional.empty();
    }

    private static Integer boxed(OptionalInt v) {
        return v.isPresent() ? v.getAsInt() : null;
    }

    private static Set<UnitType> typesOf(UnitCategory... categories) {
        Set<UnitType> out = EnumSet.noneOf(UnitType.class);
        for (UnitType t : UnitType.values()) {
            for (UnitCategory c : categories) {
                if (t.category() == c) {
                    out.add(t);
                }
            }
        }
        return out;
    }
}
