package org.umpire.cli.aar;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.UmpireCommand;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.fixtures.DemoGame;

/** {@code umpire aar GAME [-o FILE] [--lang fr|en] [--templates DIR]}: where it writes, and errors worded for people. */
class AarCommandTest {

    @TempDir
    static Path games;

    @TempDir
    Path work;

    @BeforeAll
    static void playOneTurn() {
        DemoGame.play(games, 1);
    }

    private record Run(int code, String out, String err) {}

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--games-dir";
        all[args.length + 1] = games.toString();
        int code = UmpireCommand.commandLine(new PrintWriter(out, true), new PrintWriter(err, true))
                .execute(all);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void without_o_it_writes_aar_LANG_html_in_the_game_folder_owner_only_and_says_where() throws IOException {
        Run r = run("aar", "demo", "--lang", "fr");
        assertThat(r.code).as(r.err).isEqualTo(ExitCode.OK);
        Path file = games.resolve("demo").resolve("aar.fr.html");
        assertThat(r.out.strip()).isEqualTo(file.toString());
        assertThat(Files.readString(file)).contains("<html lang=\"fr\">").contains("Tour 1 — 3 juin 1942");
        if (Files.getFileAttributeView(file, PosixFileAttributeView.class) != null) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                    .isEqualTo("rw-------");
        }
    }

    @Test
    void with_o_it_writes_that_file_in_the_language_asked() throws IOException {
        Path file = work.resolve("report.html");
        Run r = run("aar", "demo", "-o", file.toString(), "--lang", "en");
        assertThat(r.code).as(r.err).isEqualTo(ExitCode.OK);
        assertThat(r.out.strip()).isEqualTo(file.toString());
        assertThat(Files.readString(file)).contains("<html lang=\"en\">").contains("Turn 1 — 3 June 1942");
    }

    @Test
    void with_o_dash_the_page_goes_to_the_standard_output_and_nothing_else() {
        Run r = run("aar", "demo", "-o", "-", "--lang", "en");
        assertThat(r.code).as(r.err).isEqualTo(ExitCode.OK);
        assertThat(r.out).startsWith("<!DOCTYPE html>").endsWith("</html>\n");
    }

    @Test
    void an_unknown_game_is_named_with_where_it_was_looked_for() {
        Run r = run("aar", "nope");
        assertThat(r.code).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(r.err).contains("there is no game nope in " + games).contains("umpire status");
        assertThat(r.out).isEmpty();
    }

    @Test
    void an_output_in_a_missing_folder_is_refused_naming_the_file_and_the_fix() {
        Path file = work.resolve("no-such-folder").resolve("aar.html");
        Run r = run("aar", "demo", "-o", file.toString());
        assertThat(r.code).isEqualTo(ExitCode.IO);
        assertThat(r.err)
                .contains("cannot write " + file)
                .contains("its folder does not exist")
                .contains("-o");
    }

    @Test
    void an_output_that_is_a_folder_is_refused_with_an_example_of_a_file_name() {
        Run r = run("aar", "demo", "-o", work.toString(), "--lang", "en");
        assertThat(r.code).isEqualTo(ExitCode.IO);
        assertThat(r.err).contains(work + " is a folder").contains("aar-demo-en.html");
    }

    @Test
    void a_club_overrides_the_template_and_the_wording_with_templates() throws IOException {
        Path club = Files.createDirectories(work.resolve("club"));
        Files.writeString(
                club.resolve("messages_en.properties"), "aar.section.losses=Butcher's bill\n", StandardCharsets.UTF_8);
        Run r = run("aar", "demo", "-o", "-", "--lang", "en", "--templates", club.toString());
        assertThat(r.code).as(r.err).isEqualTo(ExitCode.OK);
        assertThat(r.out).contains("Butcher&#39;s bill");
        Files.writeString(club.resolve("aar.html.mustache"), "<p>{{game}} {{#turns}}</p>", StandardCharsets.UTF_8);
        Run broken = run("aar", "demo", "-o", "-", "--lang", "en", "--templates", club.toString());
        assertThat(broken.code).isEqualTo(ExitCode.INVALID);
        assertThat(broken.err)
                .contains(club.resolve("aar.html.mustache").toString())
                .contains("template error");
    }

    @Test
    void the_command_is_listed_in_the_help() {
        Run r = run("--help");
        assertThat(r.out).contains("aar").contains("after-action report");
    }
}
