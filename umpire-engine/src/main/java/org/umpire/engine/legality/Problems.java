package org.umpire.engine.legality;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Collects the problems of one check run, each tied to the index of its order. */
final class Problems {

    private final Set<OrderProblem> list = new LinkedHashSet<>();
    private int current;

    void at(int orderIndex) {
        current = orderIndex;
    }

    /** Adds a problem to the current order; {@code kv} alternates parameter names and values. */
    void add(ProblemKind kind, Object... kv) {
        addTo(current, kind, kv);
    }

    void addTo(int orderIndex, ProblemKind kind, Object... kv) {
        if (kv.length % 2 != 0) {
            throw new IllegalArgumentException("parameters come in name/value pairs");
        }
        Map<String, Object> params = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            if (!kind.params().contains((String) kv[i])) {
                throw new IllegalArgumentException(kind + " declares no parameter " + kv[i] + " " + kind.params());
            }
            params.put((String) kv[i], kv[i + 1]);
        }
        list.add(new OrderProblem(orderIndex, kind, params));
    }

    /** Has order {@code orderIndex} an error already (it will not be carried out, so it counts for nothing)? */
    boolean hasErrorAt(int orderIndex) {
        for (OrderProblem o : list) {
            if (o.order() == orderIndex && o.isError()) {
                return true;
            }
        }
        return false;
    }

    int size() {
        return list.size();
    }

    List<OrderProblem> list() {
        return List.copyOf(list);
    }
}
