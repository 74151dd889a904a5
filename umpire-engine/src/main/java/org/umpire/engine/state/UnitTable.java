package org.umpire.engine.state;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import org.umpire.engine.model.Side;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.scenario.Scenario;
import org.umpire.engine.scenario.UnitDef;

/**
 * The units of a {@link GameState} by id: an immutable map sorted by id, held in two arrays, the
 * ids (shared by every state of a game, since a game's units never change) and the units' states.
 * Changing a unit copies the array of states (a few hundred references) instead of a tree, and a
 * lookup is one hash probe. Reads like any read-only {@link SortedMap}; equal to any map with the
 * same entries.
 */
final class UnitTable extends AbstractMap<UnitId, UnitState> implements SortedMap<UnitId, UnitState> {

    private static final UnitTable EMPTY = new UnitTable(new Keys(new UnitId[0]), new UnitState[0]);

    private final Keys keys;
    private final UnitState[] values;
    private Set<Map.Entry<UnitId, UnitState>> entries;
    private int hash;

    private UnitTable(Keys keys, UnitState[] values) {
        this.keys = keys;
        this.values = values;
    }

    /** A table of the entries of {@code units}, sorted by id (any comparator {@code units} had is ignored). */
    static UnitTable copyOf(Map<UnitId, UnitState> units) {
        if (units instanceof UnitTable table) {
            return table;
        }
        if (units.isEmpty()) {
            return EMPTY;
        }
        TreeMap<UnitId, UnitState> sorted = new TreeMap<>(units);
        UnitId[] ids = sorted.keySet().toArray(new UnitId[0]);
        UnitState[] states = sorted.values().toArray(new UnitState[0]);
        return new UnitTable(new Keys(ids), states);
    }

    /** This table with {@code u} put under its id. */
    UnitTable with(UnitState u) {
        int i = keys.indexOf(u.id());
        if (i < 0) {
            TreeMap<UnitId, UnitState> m = new TreeMap<>(this);
            m.put(u.id(), u);
            return copyOf(m);
        }
        if (values[i] == u) {
            return this;
        }
        UnitState[] v = values.clone();
        v[i] = u;
        return new UnitTable(keys, v);
    }

    /** This table with every entry of {@code changed} put. */
    UnitTable withAll(Map<UnitId, UnitState> changed) {
        UnitState[] v = values.clone();
        for (Map.Entry<UnitId, UnitState> e : changed.entrySet()) {
            int i = keys.indexOf(e.getKey());
            if (i < 0) {
                TreeMap<UnitId, UnitState> m = new TreeMap<>(this);
                m.putAll(changed);
                return copyOf(m);
            }
            v[i] = e.getValue();
        }
        return new UnitTable(keys, v);
    }

    /** The unit at position {@code i} in id order. */
    UnitState at(int i) {
        return values[i];
    }

    /**
     * The definitions of the units in id order, position by position (a unit the scenario does not
     * define is {@code null}). Computed once per game and scenario.
     */
    UnitDef[] defs(Scenario scenario) {
        return keys.defs(scenario).defs();
    }

    /**
     * The units of {@code side} by the scenario, sorted by id (read-only). A unit the scenario does not
     * define is left out, or with {@code strict} is a bug.
     */
    List<UnitState> ofSide(Scenario scenario, Side side, boolean strict) {
        ScenarioDefs d = keys.defs(scenario);
        if (strict && d.undefined() >= 0) {
            throw new IllegalArgumentException("no unit " + keys.ids[d.undefined()] + " in scenario " + scenario.id());
        }
        int[] at = d.bySide()[side.ordinal()];
        UnitState[] l = new UnitState[at.length];
        for (int i = 0; i < at.length; i++) {
            l[i] = values[at[i]];
        }
        return Collections.unmodifiableList(Arrays.asList(l));
    }

    @Override
    public int size() {
        return values.length;
    }

    @Override
    public boolean isEmpty() {
        return values.length == 0;
    }

    @Override
    public UnitState get(Object key) {
        int i = keys.indexOf(key);
        return i < 0 ? null : values[i];
    }

    @Override
    public boolean containsKey(Object key) {
        return keys.indexOf(key) >= 0;
    }

    @Override
    public void forEach(BiConsumer<? super UnitId, ? super UnitState> action) {
        for (int i = 0; i < values.length; i++) {
            action.accept(keys.ids[i], values[i]);
        }
    }

    @Override
    public Set<Map.Entry<UnitId, UnitState>> entrySet() {
        if (entries == null) {
            entries = new AbstractSet<>() {
                @Override
                public Iterator<Map.Entry<UnitId, UnitState>> iterator() {
                    return new Cursor<>() {
                        @Override
                        Map.Entry<UnitId, UnitState> item(int i) {
                            return new AbstractMap.SimpleImmutableEntry<>(keys.ids[i], values[i]);
                        }
                    };
                }

                @Override
                public int size() {
                    return values.length;
                }
            };
        }
        return entries;
    }

    @Override
    public Set<UnitId> keySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<UnitId> iterator() {
                return new Cursor<>() {
                    @Override
                    UnitId item(int i) {
                        return keys.ids[i];
                    }
                };
            }

            @Override
            public boolean contains(Object o) {
                return containsKey(o);
            }

            @Override
            public int size() {
                return values.length;
            }
        };
    }

    @Override
    public Collection<UnitState> values() {
        return new AbstractCollection<>() {
            @Override
            public Iterator<UnitState> iterator() {
                return new Cursor<>() {
                    @Override
                    UnitState item(int i) {
                        return values[i];
                    }
                };
            }

            @Override
            public int size() {
                return values.length;
            }

            @Override
            public Object[] toArray() {
                return values.clone();
            }
        };
    }

    @Override
    public Comparator<? super UnitId> comparator() {
        return null;
    }

    @Override
    public UnitId firstKey() {
        if (values.length == 0) {
            throw new NoSuchElementException();
        }
        return keys.ids[0];
    }

    @Override
    public UnitId lastKey() {
        if (values.length == 0) {
            throw new NoSuchElementException();
        }
        return keys.ids[values.length - 1];
    }

    @Override
    public SortedMap<UnitId, UnitState> subMap(UnitId fromKey, UnitId toKey) {
        return Collections.unmodifiableSortedMap(new TreeMap<>(this).subMap(fromKey, toKey));
    }

    @Override
    public SortedMap<UnitId, UnitState> headMap(UnitId toKey) {
        return Collections.unmodifiableSortedMap(new TreeMap<>(this).headMap(toKey));
    }

    @Override
    public SortedMap<UnitId, UnitState> tailMap(UnitId fromKey) {
        return Collections.unmodifiableSortedMap(new TreeMap<>(this).tailMap(fromKey));
    }

    @Override
    public boolean equals(Object o) {
        if (o instanceof UnitTable table && table.keys == keys) {
            return Arrays.equals(values, table.values);
        }
        return super.equals(o);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            for (int i = 0; i < values.length; i++) {
                h += Objects.hashCode(keys.ids[i]) ^ Objects.hashCode(values[i]);
            }
            hash = h;
        }
        return h;
    }

    /** Walks the positions 0..size-1; read-only. */
    private abstract class Cursor<T> implements Iterator<T> {
        private int next;

        abstract T item(int i);

        @Override
        public boolean hasNext() {
            return next < values.length;
        }

        @Override
        public T next() {
            if (next >= values.length) {
                throw new NoSuchElementException();
            }
            return item(next++);
        }
    }

    /** The sorted ids of a game's units, their positions, and their definitions once asked for. */
    private static final class Keys {
        private final UnitId[] ids;
        private final Map<UnitId, Integer> positions;
        /** The last scenario's definitions: immutable once published, so a race only computes them twice. */
        private volatile ScenarioDefs defs;

        Keys(UnitId[] ids) {
            this.ids = ids;
            this.positions = new HashMap<>(ids.length * 2);
            for (int i = 0; i < ids.length; i++) {
                positions.put(ids[i], i);
            }
        }

        int indexOf(Object id) {
            Integer i = positions.get(id);
            return i == null ? -1 : i;
        }

        ScenarioDefs defs(Scenario scenario) {
            ScenarioDefs d = defs;
            if (d == null || d.scenario() != scenario) {
                d = ScenarioDefs.of(scenario, ids);
                defs = d;
            }
            return d;
        }
    }

    /**
     * A scenario's definitions of a game's units, position by position, the positions of each side's
     * units, and the first position the scenario does not define (-1 if none).
     */
    private record ScenarioDefs(Scenario scenario, UnitDef[] defs, int[][] bySide, int undefined) {
        static ScenarioDefs of(Scenario scenario, UnitId[] ids) {
            UnitDef[] a = new UnitDef[ids.length];
            int undefined = -1;
            int[] counts = new int[Side.values().length];
            for (int i = 0; i < ids.length; i++) {
                a[i] = scenario.unitIndex().get(ids[i]);
                if (a[i] == null) {
                    undefined = undefined < 0 ? i : undefined;
                } else {
                    counts[a[i].side().ordinal()]++;
                }
            }
            int[][] bySide = new int[counts.length][];
            for (int s = 0; s < counts.length; s++) {
                bySide[s] = new int[counts[s]];
                counts[s] = 0;
            }
            for (int i = 0; i < ids.length; i++) {
                if (a[i] != null) {
                    int s = a[i].side().ordinal();
                    bySide[s][counts[s]++] = i;
                }
            }
            return new ScenarioDefs(scenario, a, bySide, undefined);
        }
    }
}
