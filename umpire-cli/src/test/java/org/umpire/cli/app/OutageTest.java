package org.umpire.cli.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** see docs/mail-in.md: a server down is logged once with its cause, tried with doubling waits, and its return logged. */
class OutageTest {

    private static final Instant T0 = Instant.parse("2026-06-03T08:00:00Z");

    @Test
    void waits_double_from_one_round_up_to_five_minutes_and_start_again_once_it_works() {
        Outage o = new Outage("IMAP u@h:993/INBOX", Duration.ofSeconds(30));
        assertThat(List.of(
                        o.waitAfter(1),
                        o.waitAfter(2),
                        o.waitAfter(3),
                        o.waitAfter(4),
                        o.waitAfter(5),
                        o.waitAfter(40)))
                .containsExactly(
                        Duration.ofSeconds(30),
                        Duration.ofSeconds(60),
                        Duration.ofSeconds(120),
                        Duration.ofSeconds(240),
                        Duration.ofMinutes(5),
                        Duration.ofMinutes(5));
        assertThat(new Outage("x", Duration.ofHours(1)).waitAfter(3))
                .as("never less than one round")
                .isEqualTo(Duration.ofHours(1));
    }

    @Test
    void the_first_failure_is_logged_with_its_cause_then_nothing_until_a_new_cause_or_the_return() {
        List<String> log = new ArrayList<>();
        Outage o = new Outage("IMAP u@h:993/INBOX", Duration.ofSeconds(60));
        assertThat(o.due(T0)).isTrue();
        o.failed(T0, "cannot connect to h:993 (Connection refused)", log::add);
        assertThat(o.due(T0.plusSeconds(59))).isFalse();
        assertThat(o.due(T0.plusSeconds(60))).isTrue();
        o.failed(T0.plusSeconds(60), "cannot connect to h:993 (Connection refused)", log::add);
        assertThat(o.due(T0.plusSeconds(179)))
                .as("two rounds after the second failure")
                .isFalse();
        o.failed(T0.plusSeconds(180), "cannot connect to h:993 (Connection refused)", log::add);
        o.failed(T0.plusSeconds(420), "no answer from h:993 in time", log::add);
        o.worked(T0.plusSeconds(900), log::add);
        assertThat(log)
                .containsExactly(
                        "IMAP u@h:993/INBOX unreachable since 2026-06-03T08:00:00Z (cannot connect to h:993 (Connection refused));"
                                + " retrying in 60 s, then less often while it lasts (at least every 5 min)",
                        "IMAP u@h:993/INBOX still unreachable, now: no answer from h:993 in time",
                        "IMAP u@h:993/INBOX back after 15 min (4 failed tries)");
        assertThat(o.down()).isFalse();
        o.failed(T0.plusSeconds(1000), "x", log::add);
        assertThat(o.due(T0.plusSeconds(1060)))
                .as("after a return the waits start again from one round")
                .isTrue();
    }
}
