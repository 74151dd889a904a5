package org.umpire.cli.story;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.umpire.cli.mail.out.SentLog;
import org.umpire.cli.store.AtomicFiles;
import org.umpire.cli.store.EventsYaml;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.JournalRecord;
import org.umpire.engine.event.EventView;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;

/**
 * see docs/orders.md, done when: the story {@code orders-examples/stories/people-by-mail} — a whole game played by two
 * people through {@code receive} and {@code watch}, with mails written as people write them — costs each
 * side one mail on a quiet turn, and few on the others; no mail is refused for a line of conversation, and
 * every line refused is a real rule error whose receipt gives the fix; and the story holds what a game is made
 * of: contact, raids, a surface combat (NAV-1, NAV-3) and the landing. Prints the table of mails sent and
 * received per side and turn (the story's README holds it).
 */
@Tag("slow")
class PeopleStoryTest {

    static final Path STORY = Path.of("../orders-examples/stories/people-by-mail");

    /** Mails each way in one turn. */
    record Count(int sent, int received) {}

    @Test
    void a_game_by_mails_people_write_costs_one_mail_a_quiet_turn_and_refuses_no_conversation() throws Exception {
        Path root = Files.createTempDirectory("people-story");
        try {
            PeopleStory g = PeopleStory.create(root);
            Map<Side, Map<Integer, int[]>> table = new EnumMap<>(Side.class);
            for (Side side : Side.values()) {
                table.put(side, new TreeMap<>());
            }
            int[] logged = {SentLog.of(g.store().dir()).entries().size()};
            int[] turn = {0};
            g.replay(STORY, step -> {
                GameStore store = g.store();
                if (step.startsWith("mail ")) {
                    Side side = step.contains("-us-") ? Side.US : Side.JP;
                    table.get(side).computeIfAbsent(turn[0], t -> new int[2])[0]++;
                }
                List<SentLog.Entry> entries = SentLog.of(store.dir()).entries();
                for (SentLog.Entry e : entries.subList(logged[0], entries.size())) {
                    Side to = e.recipient().equalsIgnoreCase(PeopleStory.US)
                            ? Side.US
                            : e.recipient().equalsIgnoreCase(PeopleStory.JP) ? Side.JP : null;
                    if (to != null) {
                        table.get(to).computeIfAbsent(turn[0], t -> new int[2])[1]++;
                    }
                }
                logged[0] = entries.size();
                turn[0] = store.state().isOver() ? turn[0] : store.state().turn();
            });
            GameStore store = g.store();
            Map<Integer, Boolean> quiet = quietTurns(store);
            StringBuilder out = new StringBuilder("""
                    | turn | quiet | US sent | US received | JP sent | JP received |
                    |---:|:---:|---:|---:|---:|---:|
                    """);
            int[] totals = new int[4];
            List<String> loud = new ArrayList<>();
            for (int t : table.get(Side.US).keySet()) {
                int[] us = table.get(Side.US).getOrDefault(t, new int[2]);
                int[] jp = table.get(Side.JP).getOrDefault(t, new int[2]);
                boolean q = quiet.getOrDefault(t, false);
                out.append(String.format(
                        "| %d | %s | %d | %d | %d | %d |%n",
                        t, t == 0 ? "set-up" : q ? "yes" : "", us[0], us[1], jp[0], jp[1]));
                totals[0] += us[0];
                totals[1] += us[1];
                totals[2] += jp[0];
                totals[3] += jp[1];
                if (t > 0 && q && (us[0] != 1 || jp[0] != 1)) {
                    loud.add("turn " + t + ": US " + us[0] + ", JP " + jp[0]);
                }
            }
            int turns = table.get(Side.US).size();
            out.append(String.format("| all | | %d | %d | %d | %d |%n", totals[0], totals[1], totals[2], totals[3]));
            out.append(String.format(
                    "per turn: US sent %.2f, JP sent %.2f%n", totals[0] / (double) turns, totals[2] / (double) turns));
            System.out.println(out);
            System.out.println(String.join("\n", g.log()));

            assertThat(store.state().isOver() || store.state().turn() >= 10)
                    .as("the story lasts 10 turns or more")
                    .isTrue();
            // what the story is made of (the umpire's events): contact, raids, a surface combat and the landing
            Map<String, Integer> happened = happened(store);
            assertThat(happened)
                    .as("the turn each thing first happened in")
                    .containsKeys("contact", "raid", "naval combat", "surface fire", "landing");
            System.out.println("first happened: " + happened);
            // every mail was read: nothing failed, nothing refused, nothing left for later
            assertThat(g.log())
                    .noneMatch(l -> l.contains(" failed,") && !l.contains(" 0 failed,"))
                    .noneMatch(l -> l.contains("refused"))
                    .noneMatch(l -> l.contains("left for later") && !l.contains("0 left"));
            // a quiet turn is one mail a side
            assertThat(loud)
                    .as("quiet turns that cost more (or less) than one mail a side")
                    .isEmpty();
            // the other turns cost a mail more only for a real decision (docs/orders.md, "What is asked"): a raid to
            // declare or decline on what the side's searches found that turn, the landing
            assertThat(totals[2] / (double) turns).as("Japan's mails a turn").isLessThanOrEqualTo(1.25);
            assertThat(totals[0] / (double) turns).as("the US's mails a turn").isLessThanOrEqualTo(1.25);
            // no receipt refuses a line of conversation; the lines refused are the story's one real mistake
            List<String> refused = refusedLines(g.sent());
            assertThat(refused)
                    .as("lines refused by the receipts")
                    .singleElement()
                    .asString()
                    // and no rule code in a player's text (I-REP-17)
                    .contains("Hornet can only move to a hex next to", "A1 is 13 hexes away")
                    .doesNotContain("MOV-1");
            System.out.println("refused: " + refused);
        } finally {
            AtomicFiles.deleteTree(root);
        }
    }

    /**
     * The lines the receipts refused: those under "Problems:" / "Problèmes :" that are errors (a warning says
     * "(warning)", and is about an order sent in advance, checked again when its phase comes).
     */
    static List<String> refusedLines(List<PeopleStory.Sent> sent) {
        List<String> refused = new ArrayList<>();
        for (PeopleStory.Sent m : sent) {
            if (!m.isReceipt()) {
                continue;
            }
            boolean problems = false;
            for (String line : m.text().split("\r?\n")) {
                if (!line.startsWith(" ")) {
                    problems = line.equals("Problems:") || line.equals("Problèmes :");
                } else if (problems && !line.contains("(warning)") && !line.contains("(avertissement)")) {
                    refused.add(line.strip());
                }
            }
        }
        return refused;
    }

    /**
     * The turn in which each thing the story must hold first happened, from the umpire's events: a side located
     * the other (SRCH-7), a raid flew (RAID-1), a naval combat was declared (NAV-1) and ships fired at ships
     * (NAV-3), Japanese troops landed (LAND-1).
     */
    static Map<String, Integer> happened(GameStore store) {
        Map<String, String> what = Map.of(
                "contact",
                "umpire.search.located.",
                "raid",
                "umpire.raid.launched",
                "naval combat",
                "umpire.naval.combat",
                "surface fire",
                "umpire.combat.surface",
                "landing",
                "umpire.landing.landed");
        Map<String, Integer> first = new TreeMap<>();
        for (JournalRecord r : store.journal()) {
            for (EventView e : EventsYaml.read(
                            "events", store.journalFile(r, "events.yaml").orElse(new byte[0]))
                    .getOrDefault(Audience.UMPIRE, List.of())) {
                what.forEach((name, key) -> {
                    if (e.key().startsWith(key)) {
                        first.putIfAbsent(name, r.turn());
                    }
                });
            }
        }
        return first;
    }

    /** Turns in which nobody located anybody and nothing fought (the umpire's events of the turn). */
    static Map<Integer, Boolean> quietTurns(GameStore store) {
        Map<Integer, Boolean> quiet = new TreeMap<>();
        for (JournalRecord r : store.journal()) { // the story undoes nothing
            Map<Audience, List<EventView>> views = EventsYaml.read(
                    "events", store.journalFile(r, "events.yaml").orElse(new byte[0]));
            boolean contact = views.getOrDefault(Audience.UMPIRE, List.of()).stream()
                    .map(EventView::key)
                    .anyMatch(k -> k.matches(".*(located|raid|combat|attack|fire|landing|landed|bombard|sunk|hit).*"));
            quiet.merge(r.turn(), !contact, Boolean::logicalAnd);
        }
        return quiet;
    }
}
