package org.umpire.engine.legality;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.umpire.engine.model.UnitId;

/**
 * One problem with one order: its kind (rule and wording key) and typed parameters
 * ({@code UnitId}, {@code Hex}, {@code Integer}, {@code Phase}, {@code Speed}, {@code UnitType},
 * {@code String}, or lists of those). The CLI words it in the player's language.
 *
 * @param order  index of the order in the list that was checked
 * @param kind   what is wrong
 * @param params named values, in the order they were given
 */
public record OrderProblem(int order, ProblemKind kind, Map<String, Object> params) {

    public OrderProblem {
        Objects.requireNonNull(kind, "kind");
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    public Severity severity() {
        return kind.severity();
    }

    public boolean isError() {
        return severity() == Severity.ERROR;
    }

    /** The unit the problem is about, when it names one (used to point at the right word). */
    public Optional<UnitId> unit() {
        for (String k : new String[] {"unit", "target", "base"}) {
            Object v = params.get(k);
            if (v instanceof UnitId id) {
                return Optional.of(id);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return "#" + order + " " + kind.key() + " " + params;
    }
}
