package org.umpire.cli.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.umpire.cli.app.PhaseResolution;
import org.umpire.cli.archive.ArchiveVerifier;
import org.umpire.cli.archive.CanonicalZip;
import org.umpire.cli.archive.Finding;
import org.umpire.cli.archive.Verification;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.game.GameContext;
import org.umpire.cli.report.SideChains;
import org.umpire.cli.report.SideSpans;
import org.umpire.cli.store.GameId;
import org.umpire.cli.store.GameSeed;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.GamesHome;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;
import org.umpire.engine.state.GameState;

/**
 * docs/aar.md: {@code umpire export} and {@code umpire verify}. One whole game (with an undo on the way) is
 * played once; its archive verifies; then every kind of change to it is caught: a byte flipped in every
 * file of the archive, and edits made the way a careful forger would (the zip and the archive's list
 * rebuilt to match).
 */
@Tag("slow")
class ArchiveVerifyTest {

    private static final Map<Integer, String> JP_MOVES = Map.of(
            1,
            "group 1 enters A6\n",
            2,
            "group 1 A6 -> B6\n",
            3,
            "group 1 B6 -> C6\n",
            4,
            "group 1 C6 -> D6\n",
            5,
            "group 1 D6 -> E6\n",
            6,
            "group 1 E6 -> F6\n",
            7,
            "group 1 F6 -> G6\n",
            8,
            "group 1 G6 -> H6\n");
    private static final Instant AT = Instant.parse("2026-06-01T08:00:00Z");

    @TempDir
    static Path root;

    private static TestGames t;
    private static Path zip;
    private static byte[] bytes;
    private static int work;

    @BeforeAll
    static void aWholeGameExported() throws IOException {
        t = new TestGames(root);
        t.newGame("g1", 42);
        t.ok(
                "orders",
                "submit",
                "g1",
                "--side",
                "US",
                TestGames.example("en/setup.txt").toString());
        t.submit("g1", "JP", "place I-168 at K6\n");
        boolean undone = false;
        for (int i = 0; i < 200 && !t.store("g1").state().isOver(); i++) {
            GameState s = t.store("g1").state();
            if (s.phase() == Phase.MOVEMENT && JP_MOVES.containsKey(s.turn())) {
                t.submit("g1", "JP", JP_MOVES.get(s.turn()));
            }
            PhaseResolution.resolve(GameContext.open(GamesHome.of(t.games), GameId.parse("g1"), null), true, null, AT);
            if (!undone && s.turn() == 3) {
                undone = true;
                t.ok("undo", "g1");
                PhaseResolution.resolve(
                        GameContext.open(GamesHome.of(t.games), GameId.parse("g1"), null), true, null, AT);
            }
        }
        assertThat(t.store("g1").state().isOver()).isTrue();
        zip = root.resolve("g1.zip");
        t.ok("export", "g1", "-o", zip.toString());
        bytes = Files.readAllBytes(zip);
    }

    private static Verification verify(byte[] archive) {
        Path dir = root.resolve("work-" + (work++));
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return ArchiveVerifier.verify(archive, dir);
    }

    private static List<String> problems(Verification v) {
        return v.findings().stream()
                .filter(f -> f.level() == Finding.Level.PROBLEM)
                .map(f -> f.key() + " " + f.params())
                .toList();
    }

    @Test
    void a_whole_game_exported_verifies_and_says_what_it_checked() {
        CliRun r = CliRun.run("verify", zip.toString(), "--lang", "en");
        assertThat(r.code).as(r.toString()).isEqualTo(ExitCode.OK);
        GameStore store = t.store("g1");
        assertThat(r.out)
                .contains(
                        "Archive " + zip,
                        "Commitment: the revealed seed and nonce give "
                                + store.config().seedSha256() + ", the commitment of the" + " welcome mails: OK",
                        "Hash chain: " + store.journal().size()
                                + " journal entries, each naming the hash of the one before",
                        "same states; 1 undo(s) put back the state before: OK",
                        "Note: the umpire chose this game's seed (--seed)",
                        "Verified: every die follows from the revealed seed")
                .doesNotContain("PROBLEM");
        assertThat(CliRun.run("verify", zip.toString(), "--lang", "fr").out).contains("Vérifié : chaque dé découle");
    }

    @Test
    void export_writes_the_same_bytes_twice_and_refuses_a_game_under_way_or_an_existing_file() throws IOException {
        Path again = root.resolve("again.zip");
        t.ok("export", "g1", "-o", again.toString());
        assertThat(Files.readAllBytes(again)).isEqualTo(bytes);
        CliRun exists = t.run("export", "g1", "-o", again.toString());
        assertThat(exists.code).isEqualTo(ExitCode.CONFLICT);
        assertThat(exists.err).contains("exists: give another file name, or add --force");
        t.ok("export", "g1", "-o", again.toString(), "--force");

        t.newGame("on", 1);
        CliRun on = t.run("export", "on", "-o", root.resolve("on.zip").toString());
        assertThat(on.code).isEqualTo(ExitCode.CONFLICT);
        assertThat(on.err).contains("game on is not over: its dice seed stays secret until the end");
        assertThat(root.resolve("on.zip")).doesNotExist();
    }

    @Test
    void the_archive_holds_the_game_the_revealed_seed_every_entry_and_the_scenario_data() {
        SortedMap<String, byte[]> files = CanonicalZip.read(bytes);
        GameStore store = t.store("g1");
        assertThat(files)
                .containsKeys(
                        "g1/archive.txt",
                        "g1/game.yaml",
                        "g1/seed.secret",
                        "g1/state.yaml",
                        "g1/rules/scenario.yaml",
                        "g1/rules/ships.csv",
                        "g1/rules/aircraft.csv",
                        "g1/rules/land.csv");
        assertThat(files.keySet().stream()
                        .filter(n -> n.endsWith("/entry.yaml"))
                        .count())
                .isEqualTo(store.journal().size());
        assertThat(files.keySet())
                .noneMatch(n -> n.contains("outbox") || n.contains("/orders/") || n.contains("index.tsv"));
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(bytes))) {
            int n = 0;
            while (in.getNextEntry() != null) {
                n++;
            }
            assertThat(n).as("any zip tool reads it").isEqualTo(files.size());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** A byte flipped in each file of the archive, at its start, middle and end: caught, naming the file. */
    @Test
    void a_byte_flipped_in_any_file_of_the_archive_is_caught_and_the_file_named() {
        SortedMap<String, byte[]> files = CanonicalZip.read(bytes);
        int offset = 0;
        int checked = 0;
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            int data = offset + 30 + f.getKey().getBytes(StandardCharsets.UTF_8).length;
            int length = f.getValue().length;
            for (int at : new int[] {0, length / 2, length - 1}) {
                if (length == 0) {
                    continue;
                }
                byte[] copy = bytes.clone();
                copy[data + at] ^= 0x20;
                Verification v = verify(copy);
                assertThat(v.verified()).as(f.getKey() + " byte " + at).isFalse();
                assertThat(problems(v))
                        .as(f.getKey())
                        .anySatisfy(p -> assertThat(p).contains(f.getKey()));
                checked++;
            }
            offset = data + length;
        }
        assertThat(checked).isGreaterThan(3 * 300);
    }

    /** Bytes of the zip's own structure (headers, directory, end record): every one sampled is caught. */
    @Test
    void a_byte_changed_in_the_zip_headers_or_directory_is_caught() {
        Random random = new Random(15);
        for (int i = 0; i < 400; i++) {
            int at = i < 200 ? bytes.length - 1 - i : random.nextInt(bytes.length);
            byte[] copy = bytes.clone();
            copy[at] ^= (byte) (1 + random.nextInt(255));
            assertThat(verify(copy).verified()).as("byte " + at).isFalse();
        }
        assertThat(verify(bytes).verified()).isTrue();
    }

    /** The archive rebuilt by a careful forger: a file changed, the zip and the archive's list made to match. */
    private static Verification forged(String file, UnaryOperator<String> edit) {
        SortedMap<String, byte[]> files = new TreeMap<>(CanonicalZip.read(bytes));
        byte[] before = files.get(file);
        assertThat(before).as(file).isNotNull();
        String changed = edit.apply(new String(before, StandardCharsets.UTF_8));
        assertThat(changed).as("the edit changes " + file).isNotEqualTo(new String(before, StandardCharsets.UTF_8));
        files.put(file, changed.getBytes(StandardCharsets.UTF_8));
        return verify(withList(files));
    }

    /** The archive's list recomputed for {@code files}. */
    private static byte[] withList(SortedMap<String, byte[]> files) {
        return withListOf(files, "g1");
    }

    private static byte[] withListOf(SortedMap<String, byte[]> files, String game) {
        return ArchiveLists.relisted(files, game);
    }

    private static String entry(String suffix) {
        return CanonicalZip.read(bytes).keySet().stream()
                .filter(n -> n.contains("-T08-P2-searches/") && n.endsWith(suffix))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void a_die_changed_in_the_journal_is_not_what_the_seed_gives() {
        SortedMap<String, byte[]> files = CanonicalZip.read(bytes);
        String dice = files.keySet().stream()
                .filter(n -> n.endsWith("/dice.txt")
                        && new String(files.get(n), StandardCharsets.UTF_8)
                                        .lines()
                                        .count()
                                > 1)
                .findFirst()
                .orElseThrow();
        Verification v = forged(dice, text -> {
            Matcher m = Pattern.compile("(?m)^([^#\t][^\t]*)\t([0-9]+)\td([0-9]+)\t")
                    .matcher(text);
            assertThat(m.find()).as(text).isTrue();
            int value = Integer.parseInt(m.group(2));
            return text.substring(0, m.start(2))
                    + (value % Integer.parseInt(m.group(3)) + 1)
                    + text.substring(m.end(2));
        });
        assertThat(problems(v))
                .anySatisfy(p -> assertThat(p).startsWith("unfairDie").contains(dice))
                .anySatisfy(p -> assertThat(p).startsWith("brokenChain"));
    }

    @Test
    void a_changed_state_event_or_order_is_caught_by_the_chain_and_the_replay() {
        String after = entry("state-after.yaml");
        assertThat(problems(forged(after, s -> s.replaceFirst("turn: 8", "turn: 9"))))
                .anySatisfy(p ->
                        assertThat(p).startsWith("differs.state-after.yaml").contains(after))
                .anySatisfy(p -> assertThat(p).startsWith("brokenChain"));
        String events = entry("events.yaml");
        assertThat(problems(forged(events, s -> s.replaceFirst("hex: H6", "hex: H5"))))
                .anySatisfy(p -> assertThat(p).startsWith("differs.events.yaml").contains(events));
        String orders = CanonicalZip.read(bytes).keySet().stream()
                .filter(n -> n.contains("-T08-P1-movement/orders-JP.txt"))
                .findFirst()
                .orElseThrow();
        assertThat(problems(forged(orders, s -> s.replace("G6 -> H6", "G6 -> G7"))))
                .anySatisfy(p -> assertThat(p).startsWith("brokenChain"))
                .anySatisfy(p -> assertThat(p).startsWith("differs.state-after.yaml"));
    }

    @Test
    void another_seed_or_commitment_is_caught() {
        GameSeed other = GameSeed.fromNumber(43);
        assertThat(problems(forged("g1/seed.secret", s -> s.replaceFirst("seed: [0-9a-f]+", "seed: " + other.hex()))))
                .anySatisfy(p -> assertThat(p).startsWith("commitment").contains("g1/seed.secret"));
        assertThat(problems(forged(
                        "g1/game.yaml",
                        s -> s.replaceFirst(
                                "seed-sha256: [0-9a-f]+", "seed-sha256: " + other.commitment(GameId.parse("g1"))))))
                .isNotEmpty();
    }

    /** docs/game-store.md: game.yaml is bound into the hash chain (a copy in the first entry), players and all. */
    @Test
    void a_player_s_address_renamed_in_the_archive_is_caught() {
        String journalCopy = CanonicalZip.read(bytes).keySet().stream()
                .filter(n -> n.endsWith("/" + GameStore.JOURNAL_CONFIG))
                .findFirst()
                .orElseThrow();
        assertThat(journalCopy).as("kept in the first entry").contains("/journal/0001-");
        assertThat(problems(forged("g1/game.yaml", s -> s.replace(TestGames.US_MAIL, "mallory@club.example"))))
                .containsExactly("configChanged [file, g1/game.yaml]");
        // the copy in the journal changed too: the chain no longer holds
        SortedMap<String, byte[]> files = new TreeMap<>(CanonicalZip.read(bytes));
        for (String name : List.of("g1/game.yaml", journalCopy)) {
            files.put(
                    name,
                    new String(files.get(name), StandardCharsets.UTF_8)
                            .replace(TestGames.US_MAIL, "mallory@club.example")
                            .getBytes(StandardCharsets.UTF_8));
        }
        assertThat(problems(verify(withList(files))))
                .anySatisfy(p -> assertThat(p).startsWith("brokenChain"))
                .noneSatisfy(p -> assertThat(p).startsWith("configChanged"));
        assertThat(CliRun.run("verify", zip.toString(), "--lang", "en").out)
                .contains(
                        "Players: g1/game.yaml (the players,"
                                + " their addresses and languages, the observers, the missed-orders policy) is the copy the hash chain binds: OK");
    }

    @Test
    void an_entry_removed_or_the_list_not_matching_is_caught() {
        SortedMap<String, byte[]> files = new TreeMap<>(CanonicalZip.read(bytes));
        String folder = entry("dice.txt").replaceAll("/dice.txt$", "/");
        files.keySet().removeIf(n -> n.startsWith(folder));
        assertThat(problems(verify(withList(files))))
                .anySatisfy(p -> assertThat(p).startsWith("entryCount"))
                .anySatisfy(p -> assertThat(p).startsWith("brokenChain"));

        SortedMap<String, byte[]> unlisted = new TreeMap<>(CanonicalZip.read(bytes));
        unlisted.put("g1/extra.txt", "x".getBytes(StandardCharsets.UTF_8));
        assertThat(problems(verify(CanonicalZip.write(unlisted)))).containsExactly("unlisted [file, g1/extra.txt]");
    }

    @Test
    void a_mail_received_is_matched_to_its_journal_entry_and_a_forged_code_is_not() throws IOException {
        String report = t.ok("report", "g1", "--side", "US", "--lang", "en").out;
        Path mail = root.resolve("mail.txt");
        Files.writeString(mail, report);
        GameStore store = t.store("g1");
        CliRun ok = CliRun.run("verify", zip.toString(), "--mail", mail.toString());
        assertThat(ok.code).as(ok.toString()).isEqualTo(ExitCode.OK);
        // a side's report carries the link of its own chain (I-REP-15): here, the US's mail of the end
        List<String> links = SideChains.links(store, Side.US, SideSpans.of(store, Side.US));
        assertThat(ok.out)
                .contains("Mail " + mail + ": its code "
                        + links.get(links.size() - 1).substring(0, 20)
                        + " is the link of US's mail end.r0 in that side's chain");
        String umpire = t.ok("report", "g1", "--side", "umpire", "--lang", "en").out;
        Path umpireMail = root.resolve("umpire-mail.txt");
        Files.writeString(umpireMail, umpire);
        assertThat(CliRun.run("verify", zip.toString(), "--mail", umpireMail.toString()).out)
                .contains("Mail " + umpireMail
                        + ": its code " + store.chainHead().substring(0, 20) + " is the chain link of entry "
                        + store.lastEntry().orElseThrow().folder() + ": OK");

        Path forged = root.resolve("forged.txt");
        Files.writeString(
                forged, report.replaceAll("Journal chain: [0-9a-f]{20}", "Journal chain: 0123456789abcdef0123"));
        CliRun bad = CliRun.run("verify", zip.toString(), "--mail", forged.toString());
        assertThat(bad.code).isEqualTo(ExitCode.INVALID);
        assertThat(bad.out)
                .contains(
                        "PROBLEM: mail " + forged + ": its code 0123456789abcdef0123 is the link of no entry",
                        "NOT verified: 1 problem(s) above.");
    }

    /**
     * docs/reports-and-mail.md#no-leak-by-construction: every mail of the game — each side's in its player's language (US English, Japan French),
     * the umpire's, the opening, the corrected one, the mails of the end that reveal the seed — is matched by
     * {@code verify --mail}; a side's code is the link of that side's own chain (I-REP-15).
     */
    @Test
    void every_genuine_mail_of_the_game_verifies_in_both_languages_and_an_altered_code_does_not() throws IOException {
        t.ok("send", "g1");
        List<String> outbox = t.outbox("g1");
        assertThat(outbox).anyMatch(f -> f.contains(".end.r0.jp.")).anyMatch(f -> f.contains(".end.r0.us."));
        List<String> args = new ArrayList<>(List.of("verify", zip.toString()));
        for (String f : outbox) {
            args.add("--mail");
            args.add(t.dir("g1").resolve("outbox").resolve(f).toString());
        }
        CliRun all = CliRun.run(args.toArray(String[]::new));
        assertThat(all.code).as(all.toString()).isEqualTo(ExitCode.OK);
        assertThat(all.out).doesNotContain("PROBLEM").contains("in that side's chain");
        Path endJp = t.dir("g1")
                .resolve("outbox")
                .resolve(outbox.stream()
                        .filter(f -> f.contains(".end.r0.jp."))
                        .findFirst()
                        .orElseThrow());
        String fr = VerifyCommand.decodedParts(Files.readAllBytes(endJp));
        assertThat(fr).contains("Chaîne du journal : ", "Graine : ");
        Path forged = root.resolve("forged-fr.txt");
        Files.writeString(
                forged, fr.replaceAll("Chaîne du journal : [0-9a-f]{20}", "Chaîne du journal : 0123456789abcdef0123"));
        CliRun bad = CliRun.run("verify", zip.toString(), "--mail", forged.toString());
        assertThat(bad.code).as(bad.toString()).isEqualTo(ExitCode.INVALID);
    }

    /** A club's game (new --rules): the archive carries the club's data, and verify replays with it. */
    @Test
    void GAME_3_a_conceded_club_game_exports_with_its_own_data_and_verifies() throws IOException {
        Path club = TestGames.example("stories/french-example-turn/rules");
        t.ok(
                "new",
                "club",
                "--us",
                TestGames.US_MAIL,
                "--jp",
                TestGames.JP_MAIL,
                "--rules",
                club.toString(),
                "--lang",
                "en");
        t.submit("club", "US", "We concede the game\n");
        t.ok("resolve", "club", "--defaults", "--no-send");
        assertThat(t.store("club").state().isOver()).isTrue();
        Path archive = root.resolve("club.zip");
        t.ok("export", "club", "-o", archive.toString());
        SortedMap<String, byte[]> files = CanonicalZip.read(Files.readAllBytes(archive));
        assertThat(files.get("club/rules/aircraft.csv"))
                .isEqualTo(Files.readAllBytes(club.resolve("victory-at-midway/aircraft.csv")));
        CliRun v = CliRun.run("verify", archive.toString(), "--lang", "fr");
        assertThat(v.code).as(v.toString()).isEqualTo(ExitCode.OK);
        assertThat(v.out)
                .contains("Vérifié : chaque dé découle de la graine révélée")
                .doesNotContain("l'arbitre a choisi la graine"); // a random seed: no --seed given
        // the built-in data put in the place of the club's (list rebuilt): the game no longer follows from it
        files = new TreeMap<>(files);
        files.put(
                "club/rules/aircraft.csv",
                Files.readAllBytes(TestGames.example("../rules/victory-at-midway/aircraft.csv")));
        assertThat(problems(verify(withListOf(files, "club")))).isNotEmpty();
    }

    @Test
    void verify_names_a_missing_archive_and_a_file_that_is_no_archive() throws IOException {
        CliRun missing = CliRun.run("verify", root.resolve("none.zip").toString());
        assertThat(missing.code).isEqualTo(ExitCode.NOT_FOUND);
        assertThat(missing.err).contains("none.zip does not exist");
        Path text = root.resolve("notes.zip");
        Files.writeString(text, "not a zip");
        CliRun bad = CliRun.run("verify", text.toString());
        assertThat(bad.code).isEqualTo(ExitCode.INVALID);
        assertThat(bad.out).contains("PROBLEM: the archive is damaged", "not a zip file written by umpire export");
    }
}
