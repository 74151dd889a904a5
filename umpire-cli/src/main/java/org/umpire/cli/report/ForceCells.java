package org.umpire.cli.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.model.UnitCategory;

/**
 * One force-table row in words: the same cells feed the text table, the HTML table and the CSV.
 *
 * @param category  ships, submarines, aircraft or land units
 * @param id        id to use in orders
 * @param name      display name
 * @param type      type code (CV, F, ...)
 * @param typeName  type in words
 * @param group     group label or empty
 * @param place     where, in words
 * @param hex       hex or empty
 * @param steps     steps left
 * @param values    values as printed on the counter
 * @param readiness ready / not ready (trapped), empty for non-aircraft
 * @param damaged   lost a step since the start
 */
record ForceCells(
        UnitCategory category,
        String id,
        String name,
        String type,
        String typeName,
        String group,
        String place,
        String hex,
        String steps,
        String values,
        String readiness,
        boolean damaged) {

    static ForceCells of(ForceRow r, Messages m) {
        Place p = r.place();
        String hex = p.hex().map(Object::toString).orElse("");
        Map<String, String> params = new LinkedHashMap<>();
        params.put("hex", hex);
        params.put("base", p.base().orElse(""));
        params.put("number", Integer.toString(p.number()));
        String placeKey = "place." + p.kind().name();
        if (p.kind() == Place.Kind.ABOARD && p.hex().isEmpty()) {
            placeKey = "place.ABOARD_OFF_MAP";
        } else if (p.kind() == Place.Kind.OFF_MAP && p.number() == 0) {
            placeKey = "place.NOT_PLACED";
        }
        String readiness = "";
        if (r.readiness().isPresent() && p.inGame() && p.kind() != Place.Kind.IN_RESERVE) {
            readiness = m.get("readiness." + r.readiness().get().name());
            if (r.trapped()) {
                readiness = m.format("readiness.trapped", "readiness", readiness);
            }
        }
        return new ForceCells(
                r.type().category(),
                r.id().value(),
                m.unitName(r.name()),
                r.type().name(),
                m.get("type." + r.type().name()),
                r.group().orElse(""),
                m.format(placeKey, params),
                hex,
                Integer.toString(r.steps()),
                r.values(),
                readiness,
                r.damaged());
    }

    static List<ForceCells> of(List<ForceRow> rows, Messages m, UnitCategory... categories) {
        List<ForceCells> out = new ArrayList<>();
        for (ForceRow r : rows) {
            for (UnitCategory c : categories) {
                if (r.type().category() == c) {
                    out.add(of(r, m));
                }
            }
        }
        return out;
    }

    Map<String, Object> asMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("id", id);
        map.put("name", name);
        map.put("type", type);
        map.put("typeName", typeName);
        map.put("group", group);
        map.put("place", place);
        map.put("hex", hex);
        map.put("steps", steps);
        map.put("values", values);
        map.put("readiness", readiness);
        map.put("damaged", damaged);
        return map;
    }
}
