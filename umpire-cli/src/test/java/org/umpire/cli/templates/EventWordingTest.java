package org.umpire.cli.templates;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.umpire.engine.event.EventKey;
import org.umpire.engine.event.EventKeys;
import org.umpire.engine.event.EventView;
import org.umpire.engine.model.Language;

/** Every event key the engine declares has wording in French and English, using only its parameters. */
class EventWordingTest {

    private static Object sample(String param) {
        return switch (param) {
            case "side" -> "JP";
            case "declared-by" -> "JP, US";
            case "sides" -> "US";
            case "date" -> "1942-06-04";
            case "time" -> "01:00";
            case "type" -> "D";
            case "steps" -> "2";
            case "result" -> "reduced";
            case "policy" -> "spread";
            case "role" -> "raider";
            case "reason" -> "not-ready";
            case "step" -> "BOMBING";
            case "initiative" -> "simultaneous";
            default -> "«" + param + "»";
        };
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void every_engine_event_key_has_wording_with_only_its_parameters(Language language) {
        Messages m = TemplateSource.builtIn().messages(language);
        List<String> problems = new ArrayList<>();
        for (EventKey key : EventKeys.all()) {
            // docs/orders.md: an order refused when its phase comes reads as
            // on its receipt (problem.<key>)
            String message = key.key().contains(EventKeys.REFUSED_PREFIX)
                    ? "problem."
                            + key.key()
                                    .substring(key.key().indexOf(EventKeys.REFUSED_PREFIX)
                                            + EventKeys.REFUSED_PREFIX.length())
                    : "event." + key.key();
            if (!m.has(message)) {
                problems.add("no " + message);
                continue;
            }
            if (!key.params().containsAll(m.placeholders(message))) {
                problems.add(message + " uses " + m.placeholders(message) + ", the key has " + key.params());
                continue;
            }
            Object[] values = new Object[key.params().size() * 2];
            for (int i = 0; i < key.params().size(); i++) {
                values[2 * i] = key.params().get(i);
                values[2 * i + 1] = sample(key.params().get(i));
            }
            EventView view = key.view(values);
            String text = m.format(message, view.params());
            if (text.contains("{") || text.isBlank()) {
                problems.add(message + " renders as \"" + text + "\"");
            }
        }
        assertThat(problems).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void no_wording_is_left_for_a_key_the_engine_does_not_declare(Language language) {
        List<String> declared = new ArrayList<>();
        for (EventKey key : EventKeys.all()) {
            if (!key.key().contains(EventKeys.REFUSED_PREFIX)) {
                declared.add("event." + key.key());
            }
        }
        assertThat(TemplateSource.builtIn().messages(language).keys())
                .filteredOn(k -> k.startsWith("event."))
                .containsExactlyInAnyOrderElementsOf(declared);
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void dates_and_times_of_events_are_written_the_readers_way(Language language) {
        Messages m = TemplateSource.builtIn().messages(language);
        String text = m.format(
                "event.turn.began.night",
                EventKeys.TURN_BEGAN_NIGHT
                        .view("turn", 7, "date", "1942-06-04", "time", "01:00")
                        .params());
        assertThat(text)
                .isEqualTo(
                        language == Language.FR
                                ? "Début du tour 7 : 4 juin 1942, 01h00, de nuit (ni action aérienne ni combat terrestre)."
                                : "Turn 7 begins: 4 June 1942, 01:00, at night (no air action, no land combat).");
    }
}
