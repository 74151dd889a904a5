package org.umpire.cli.base;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/** see docs/reports-and-mail.md#no-leak-by-construction: one clock, settable from outside with UMPIRE_CLOCK (fixed or stepping). */
class UmpireClockTest {

    @Test
    void a_fixed_clock_gives_the_same_instant_at_every_reading() {
        Clock c = UmpireClock.of(Map.of("UMPIRE_CLOCK", "2026-06-01T08:00:00Z"));
        assertThat(c.instant()).isEqualTo(Instant.parse("2026-06-01T08:00:00Z")).isEqualTo(c.instant());
    }

    @Test
    void a_stepping_clock_moves_one_step_at_each_reading() {
        Clock c = UmpireClock.of(Map.of("UMPIRE_CLOCK", "2026-06-01T08:00:00Z+2s"));
        assertThat(c.instant()).isEqualTo(Instant.parse("2026-06-01T08:00:00Z"));
        assertThat(c.instant()).isEqualTo(Instant.parse("2026-06-01T08:00:02Z"));
        assertThat(UmpireClock.of(Map.of("UMPIRE_CLOCK", "2026-06-01T08:00:00Z+500ms"))
                        .instant())
                .isEqualTo(Instant.parse("2026-06-01T08:00:00Z"));
    }

    @Test
    void unset_is_the_system_clock_and_a_bad_value_is_a_usage_error_naming_the_forms() {
        assertThat(UmpireClock.of(Map.of()).instant())
                .isCloseTo(Instant.now(), Assertions.within(5, ChronoUnit.SECONDS));
        assertThatThrownBy(() -> UmpireClock.of(Map.of("UMPIRE_CLOCK", "tomorrow")))
                .isInstanceOf(UserException.class)
                .hasMessageContaining("2026-06-01T08:00:00Z+1s");
        assertThatThrownBy(() -> UmpireClock.of(Map.of("UMPIRE_CLOCK", "2026-06-01T08:00:00Z+0s")))
                .isInstanceOf(UserException.class);
    }
}
