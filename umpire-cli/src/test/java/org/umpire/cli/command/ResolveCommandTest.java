package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.store.EventsYaml;
import org.umpire.cli.store.GameLock;
import org.umpire.cli.store.GameStore;
import org.umpire.engine.event.EventView;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.UnitId;
import org.umpire.engine.state.GameState;
import org.umpire.engine.state.Location;

/** {@code umpire resolve} end to end, in-process, on game folders made by {@code umpire new}. */
class ResolveCommandTest {

    private static final String JP_SETUP = "place I-168 at K6\n";

    @TempDir
    Path root;

    private TestGames t;

    @BeforeEach
    void games() {
        t = new TestGames(root);
    }

    private void setUpOrders(String id) {
        t.ok(
                "orders",
                "submit",
                id,
                "--side",
                "US",
                TestGames.example("en/setup.txt").toString());
        t.submit(id, "JP", JP_SETUP);
    }

    /** New game, both set-ups submitted and resolved, no mail: the game waits for turn 1's movement. */
    private void atTurn1Movement(String id) {
        t.newGame(id, 42);
        setUpOrders(id);
        t.ok("resolve", id, "--no-send");
    }

    private static List<String> keys(List<EventView> views) {
        return views.stream().map(EventView::key).collect(Collectors.toList());
    }

    @Test
    void SEQ_1_SET_3_resolving_the_set_up_journals_orders_dice_and_each_audiences_views_and_mails_every_reader() {
        t.newGame("g1", 42);
        setUpOrders("g1");
        CliRun r = t.ok("resolve", "g1");

        assertThat(r.out)
                .contains(
                        "Game g1 resolved from: Set-up before turn 1 (3 June 1942 04:30) (journal 0001-T00-P0-set-up)",
                        "  United States: placed in N4: Atlanta, DesRon6, Enterprise, Hornet, NorthamptonPensacola,"
                                + " VincennesMinneapolis.",
                        "  Japan: placed in K6: I168.",
                        "  United States: group TF16 formed:",
                        "  Turn 1 begins: 3 June 1942, 04:30, by day.",
                        "0 die/dice rolled",
                        "Now: Turn 1/25, 3 June 1942 04:30 (day), phase 1: movement",
                        "Orders awaited from: US, JP",
                        "sent          US     " + TestGames.US_MAIL,
                        "sent          JP     " + TestGames.JP_MAIL,
                        "sent          umpire umpire@localhost")
                .doesNotContain("sent no orders");

        assertThat(t.journal("g1")).containsExactly("0001-T00-P0-set-up");
        Path entry = t.entry("g1", "0001-T00-P0-set-up");
        assertThat(TestGames.bytes(entry.resolve("orders-US.txt")))
                .isEqualTo(TestGames.bytes(TestGames.example("en/setup.txt")));
        assertThat(TestGames.text(entry.resolve("orders-JP.txt"))).isEqualTo(JP_SETUP);
        assertThat(entry.resolve("dice.txt")).exists();
        assertThat(TestGames.bytes(entry.resolve("state-after.yaml"))).isEqualTo(t.stateBytes("g1"));

        Map<Audience, List<EventView>> views =
                EventsYaml.read("events.yaml", TestGames.bytes(entry.resolve("events.yaml")));
        assertThat(keys(views.get(Audience.UMPIRE)))
                .contains("umpire.setup.placed", "umpire.group.formed", "turn.began.day");
        assertThat(views.get(Audience.UMPIRE))
                .anySatisfy(v -> assertThat(v.params())
                        .containsEntry("side", "JP")
                        .containsEntry("hex", "K6")
                        .containsEntry("units", "I168"));
        assertThat(keys(views.get(Audience.US)))
                .containsExactly(
                        "setup.placed",
                        "setup.placed",
                        "setup.placed",
                        "setup.placed",
                        "setup.placed",
                        "setup.placed",
                        "group.formed",
                        "turn.began.day");
        assertThat(keys(views.get(Audience.JP))).containsExactly("setup.placed", "turn.began.day");
        // GAME-1: neither side's view names the other's placements.
        assertThat(views.get(Audience.US).toString()).doesNotContain("I168", "K6");
        assertThat(views.get(Audience.JP).toString()).doesNotContain("Enterprise", "N4");

        GameState state = t.store("g1").state();
        assertThat(state.turn()).isEqualTo(1);
        assertThat(state.phase()).isEqualTo(Phase.MOVEMENT);
        assertThat(state.unitOrThrow(UnitId.of("Yorktown")).location()).isEqualTo(new Location.OnMap(Hex.parse("N6")));

        // the opening report (the set-up instructions) and the set-up's results: the umpire's named by the journal
        // entry (e0000, e0001), each side's by where the game waits for it (T00-P00, then turn 1's movement)
        assertThat(t.outbox("g1"))
                .hasSize(6)
                .allSatisfy(
                        f -> assertThat(f)
                                .matches(
                                        "g1\\.(T00-P00\\.e000[01]\\.umpire|T00-P00\\.r0\\.(us|jp)|T01-P01\\.r0\\.(us|jp))\\..*\\.eml"))
                .anySatisfy(f -> assertThat(f).contains(".us."))
                .anySatisfy(f -> assertThat(f).contains(".jp."))
                .anySatisfy(f -> assertThat(f).contains(".umpire."));
    }

    @Test
    void SEQ_1_resolve_is_refused_while_a_side_has_not_sent_its_orders_and_changes_nothing() {
        t.newGame("g1", 42);
        byte[] before = t.stateBytes("g1");
        CliRun none = t.run("resolve", "g1");
        assertThat(none.code).as(none.toString()).isEqualTo(ExitCode.CONFLICT);
        assertThat(none.err)
                .contains(
                        "game g1 still awaits orders from US and JP for turn 0, phase 0 (set-up)",
                        "or resolve with --defaults to use the default orders (every unit at its zone's centre, I-168 at Midway)")
                .doesNotContain("Exception");

        t.ok(
                "orders",
                "submit",
                "g1",
                "--side",
                "US",
                TestGames.example("en/setup.txt").toString());
        byte[] submitted = t.stateBytes("g1");
        CliRun jp = t.run("resolve", "g1");
        assertThat(jp.code).as(jp.toString()).isEqualTo(ExitCode.CONFLICT);
        assertThat(jp.err)
                .contains("still awaits orders from JP ", "umpire orders submit g1 --side JP FILE")
                .doesNotContain("US and");
        assertThat(jp.out).isEmpty();

        assertThat(t.stateBytes("g1")).isEqualTo(before).isEqualTo(submitted);
        assertThat(t.journal("g1")).isEmpty();
        assertThat(t.outbox("g1")).isEmpty();
        assertThat(t.store("g1").state().phase()).isEqualTo(Phase.SETUP);
    }

    @Test
    void resolve_with_defaults_names_the_side_whose_default_orders_were_used() {
        t.newGame("g1", 42);
        t.ok(
                "orders",
                "submit",
                "g1",
                "--side",
                "US",
                TestGames.example("en/setup.txt").toString());
        CliRun r = t.ok("resolve", "g1", "--defaults", "--no-send");
        assertThat(r.out)
                .contains(
                        "  JP sent no orders: its default orders were used",
                        // I-ENG-1: I-168 goes to Midway when JP does not place it.
                        "  Japan: placed by default in H6: I168.",
                        "  United States: placed in N4:")
                .doesNotContain("US sent no orders");
        Path entry = t.entry("g1", "0001-T00-P0-set-up");
        assertThat(entry.resolve("orders-US.txt")).exists();
        assertThat(entry.resolve("orders-JP.txt")).doesNotExist();

        CliRun both = t.ok("resolve", "g1", "--defaults", "--no-send");
        assertThat(both.out)
                .contains(
                        "  US sent no orders: its default orders were used",
                        "  JP sent no orders: its default orders were used",
                        "Game g1 resolved from: Turn 1/25, 3 June 1942 04:30 (day), phase 1: movement");
    }

    @Test
    void FOG_3_physical_dice_from_a_file_replace_the_seeded_dice_and_are_journaled() {
        atTurn1Movement("g1");
        t.ok("resolve", "g1", "--defaults", "--no-send");
        Path dice = t.write("dice.txt", "# T1 end of turn: the fog roll\n1   # lifts\n4\n");
        CliRun r = t.ok("resolve", "g1", "--defaults", "--no-send", "--dice", dice.toString());

        assertThat(r.out)
                .contains(
                        "Game g1 resolved from: Turn 1/25, 3 June 1942 04:30 (day), phase 2: searches",
                        "  The fog lifted at the end of turn 1, for good.",
                        "1 die/dice rolled",
                        "Note: 1 number(s) at the end of " + dice + " were not used: no roll needed them",
                        "Now: Turn 2/25, 3 June 1942 08:00 (day), phase 1: movement");
        String folder = t.journal("g1").get(2);
        assertThat(folder).isEqualTo("0003-T01-P2-searches");
        assertThat(TestGames.text(t.entry("g1", folder).resolve("dice.txt")))
                .containsPattern("(?m)^T1/P11/fog-lift\t1\td10\t");
        assertThat(TestGames.text(t.entry("g1", folder).resolve("events.yaml"))).contains("fog.lifted");
        assertThat(t.store("g1").state().fogLiftedTurn()).isEqualTo(1);
        assertThat(t.ok("show", "g1").out).contains("Fog: lifted for good at the end of turn 1");
    }

    @Test
    void a_dice_file_that_runs_out_or_does_not_fit_the_die_is_a_clear_error_and_changes_nothing() {
        atTurn1Movement("g1");
        t.ok("resolve", "g1", "--defaults", "--no-send");
        byte[] before = t.stateBytes("g1");
        List<String> journal = t.journal("g1");

        Path empty = t.write("empty.txt", "# no roll entered\n");
        CliRun out = t.run("resolve", "g1", "--defaults", "--no-send", "--dice", empty.toString());
        assertThat(out.code).as(out.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(out.err)
                .contains(empty.toString(), "ran out", "T1 end of turn: the fog lifts on 1 (d10)", "Add more numbers")
                .doesNotContain("internal error", "Exception");

        Path big = t.write("big.txt", "11\n");
        CliRun misfit = t.run("resolve", "g1", "--defaults", "--no-send", "--dice", big.toString());
        assertThat(misfit.code).as(misfit.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(misfit.err).contains(big.toString(), "11 does not fit a d10", "Use a number from 1 to 10");

        Path words = t.write("words.txt", "six\n");
        CliRun notRolls = t.run("resolve", "g1", "--defaults", "--no-send", "--dice", words.toString());
        assertThat(notRolls.code).as(notRolls.toString()).isEqualTo(ExitCode.INVALID);
        assertThat(notRolls.err).contains(words + ":1", "\"six\" is not a die roll");

        CliRun missing = t.run(
                "resolve",
                "g1",
                "--defaults",
                "--no-send",
                "--dice",
                root.resolve("none.txt").toString());
        assertThat(missing.code).as(missing.toString()).isEqualTo(ExitCode.NOT_FOUND);

        assertThat(t.stateBytes("g1")).isEqualTo(before);
        assertThat(t.journal("g1")).isEqualTo(journal);
    }

    @Test
    void GAME_5_no_send_leaves_the_outbox_empty_and_send_mails_every_phase_held_exactly_once() {
        atTurn1Movement("g1");
        CliRun r = t.ok("resolve", "g1", "--defaults", "--no-send");
        assertThat(r.out)
                .contains("Reports not mailed: run umpire send g1 when ready")
                .doesNotContain("via outbox");
        assertThat(t.outbox("g1")).isEmpty();

        CliRun send = t.ok("send", "g1");
        assertThat(send.out).contains("sent          US     " + TestGames.US_MAIL);
        List<String> mails = t.outbox("g1");
        assertThat(mails).hasSize(9);
        // the umpire's mails named by entry; each side's by where the game then waited for it
        assertThat(mails.stream().filter(f -> f.startsWith("g1.T00-P00."))).hasSize(4);
        assertThat(mails.stream().filter(f -> f.startsWith("g1.T01-P01."))).hasSize(3);
        assertThat(mails.stream().filter(f -> f.startsWith("g1.T01-P02.r0."))).hasSize(2);

        CliRun again = t.ok("send", "g1");
        assertThat(again.out)
                .contains("9 mail(s) already sent before, not sent again")
                .doesNotContain("  sent ");
        assertThat(t.outbox("g1")).isEqualTo(mails);
    }

    @Test
    void GAME_5_the_set_up_results_are_mailed_even_when_the_opening_reports_were_sent_before() {
        t.newGame("g1", 42);
        t.ok("send", "g1");
        List<String> opening = t.outbox("g1");
        assertThat(opening).hasSize(3);
        setUpOrders("g1");
        CliRun r = t.ok("resolve", "g1");
        assertThat(r.out)
                .contains("sent          US     " + TestGames.US_MAIL, "sent          JP     " + TestGames.JP_MAIL);
        assertThat(t.outbox("g1")).hasSize(6).containsAll(opening);
    }

    @Test
    void a_missing_templates_folder_or_mail_settings_file_stops_resolve_before_the_game_changes() {
        t.newGame("g1", 42);
        setUpOrders("g1");
        byte[] before = t.stateBytes("g1");
        CliRun templates = t.run(
                "resolve", "g1", "--templates", root.resolve("no-templates").toString());
        assertThat(templates.code).as(templates.toString()).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(templates.err).contains("templates folder", "no-templates");
        CliRun settings = t.run(
                "resolve", "g1", "--mail-settings", root.resolve("none.yaml").toString());
        assertThat(settings.code).as(settings.toString()).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(settings.err).contains("mail settings file", "none.yaml");
        assertThat(t.stateBytes("g1")).isEqualTo(before);
        assertThat(t.journal("g1")).isEmpty();
        assertThat(t.ok(
                                "resolve",
                                "g1",
                                "--no-send",
                                "--mail-settings",
                                root.resolve("none.yaml").toString())
                        .out)
                .contains("(journal 0001-T00-P0-set-up)");
    }

    @Test
    void GAME_3_a_finished_game_cannot_be_resolved() {
        t.newGame("g1", 42);
        t.submit("g1", "JP", "We concede the game\n");
        CliRun conceded = t.ok("resolve", "g1", "--defaults", "--no-send");
        assertThat(conceded.out)
                .contains(
                        "  The game is over on turn 0: Japan conceded. The United States win.",
                        "Now: Game over (after turn 0)",
                        "The game is over: Japan conceded. The United States win.");
        byte[] before = t.stateBytes("g1");
        List<String> journal = t.journal("g1");

        CliRun again = t.run("resolve", "g1", "--defaults");
        assertThat(again.code).as(again.toString()).isEqualTo(ExitCode.CONFLICT);
        assertThat(again.err).contains("game g1 is over: there is nothing to resolve");
        assertThat(t.stateBytes("g1")).isEqualTo(before);
        assertThat(t.journal("g1")).isEqualTo(journal);
    }

    @Test
    void a_game_being_changed_by_another_process_is_not_resolved() {
        t.newGame("g1", 42);
        setUpOrders("g1");
        byte[] before = t.stateBytes("g1");
        GameStore other = t.store("g1");
        try (GameLock lock = other.lock()) {
            CliRun r = t.run("resolve", "g1");
            assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.CONFLICT);
            assertThat(r.err).contains("game g1 is being changed by another umpire process");
        }
        assertThat(t.stateBytes("g1")).isEqualTo(before);
        assertThat(t.journal("g1")).isEmpty();
    }

    @Test
    void bad_game_ids_are_usage_errors_and_missing_games_not_found() {
        CliRun hostile = t.run("resolve", "../escape");
        assertThat(hostile.code).as(hostile.toString()).isEqualTo(ExitCode.USAGE);
        assertThat(hostile.err).contains("../escape");
        CliRun missing = t.run("resolve", "nope", "--defaults");
        assertThat(missing.code).as(missing.toString()).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(missing.err).contains("there is no game nope").doesNotContain("Exception");
        assertThat(t.run("resolve").code).isEqualTo(ExitCode.USAGE);
        assertThat(t.run("resolve", "g1", "--lang", "de").code).isEqualTo(ExitCode.USAGE);
    }

    @Test
    void resolve_help_lists_every_option_and_the_exit_codes() {
        CliRun r = CliRun.run("resolve", "--help");
        assertThat(r.code).isEqualTo(ExitCode.OK);
        assertThat(r.out)
                .contains(
                        "Usage: umpire resolve",
                        "GAME",
                        "--defaults",
                        "--dice=FILE",
                        "--no-send",
                        "--lang=fr|en",
                        "--games-dir=DIR",
                        "--rules=DIR",
                        "--mail-settings=FILE",
                        "--templates=DIR",
                        "--umpire-lang=fr|en",
                        "SEQ-1",
                        "Refused, changing nothing, while a side's orders are awaited",
                        "Exit codes:",
                        "0   ",
                        "1   ",
                        "3   ",
                        "4   ",
                        "5   ");
    }
}
