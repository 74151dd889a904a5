package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.umpire.cli.fixtures.Situations;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Language;

/**
 * see docs/reports-and-mail.md, items 1 and 2, one case each: moves per group, each sighting and each raid label once and in order,
 * a carrier sunk once with what went down with her, a combat as one paragraph per hex; and the five contradictions
 * a report must never hold (a submarine stopped then slipping past, "0 hits" told as touched, "no screen orders
 * received" to a side never asked, an aircraft line naming the raid's hex for its carrier's, a room that does not
 * say used and free).
 */
class SayItOnceTest {

    private static final ReportRenderer RENDERER = new ReportRenderer(TemplateSource.builtIn());

    private static EventLine line(String key, String... kv) {
        TreeMap<String, String> p = new TreeMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            p.put(kv[i], kv[i + 1]);
        }
        return new EventLine(key, p);
    }

    private static String us(Language language, EventLine... results) {
        SideReport r = SideReportBuilder.build(Situations.usAfterSearches(Situations.turn3(), List.of(results)));
        return RENDERER.side(r, language, ReportRenderer.Format.TEXT);
    }

    private static List<String> news(String text) {
        return text.lines().filter(l -> l.startsWith("- ")).toList();
    }

    @Test
    void moves_are_told_per_group_in_one_line_and_a_group_that_did_not_move_is_not_named() {
        String text = us(
                Language.EN,
                line("movement.moved", "unit", "Enterprise", "from", "L5", "to", "M5"),
                line("movement.moved", "unit", "Hornet", "from", "L5", "to", "M5"),
                line("movement.moved", "unit", "Atlanta", "from", "L5", "to", "M5"),
                line("movement.moved", "unit", "SS1", "from", "G4", "to", "G5"));
        assertThat(news(text)).contains("- Your moves: TF16 (3 ships) L5 → M5; SS1 G4 → G5.");
        assertThat(text).doesNotContain("moved from", "TF17 (");
        String fr = us(
                Language.FR,
                line("movement.moved", "unit", "Enterprise", "from", "L5", "to", "M5"),
                line("movement.moved", "unit", "Hornet", "from", "L5", "to", "M5"));
        assertThat(news(fr)).contains("- Vos mouvements : TF16 (2 navires) L5 → M5.");
    }

    @Test
    void RAID_7_each_unit_seen_once_and_raid_labels_in_their_order() {
        List<EventLine> seen = new ArrayList<>();
        for (String label : List.of("R1", "R10", "R2", "R1")) {
            seen.add(line("raid.seen.raider", "hex", "M5", "unit", label, "type", "F", "steps", "2"));
        }
        String text = us(Language.EN, seen.toArray(new EventLine[0]));
        assertThat(text)
                .contains("Raid over M5: R1 fighters, full strength; R2 fighters, full strength; "
                        + "R10 fighters, full strength.");
    }

    /**
     * docs/reports-and-mail.md: a raid fought in the report is one paragraph, in order: who attacked what (the raiders
     * by type, labels in runs), the fighters that met it and the initiative, then each stage with who chose its targets,
     * its hits and their effect, then the misses in short; the raiders, the raid's arrival and the targets' choice are
     * not told again on lines of their own.
     */
    @Test
    void RAID_7_an_enemy_raid_is_one_paragraph_who_what_fighters_hits_then_misses() {
        List<EventLine> events = new ArrayList<>();
        for (String label : List.of("R1", "R2", "R3", "R4")) {
            events.add(line(
                    "raid.seen.raider",
                    "hex",
                    "M5",
                    "unit",
                    label,
                    "type",
                    label.equals("R1") ? "F" : "D",
                    "steps",
                    label.equals("R4") ? "1" : "2"));
        }
        events.add(line(
                "raid.arrived",
                "turn",
                "8",
                "hex",
                "M5",
                "raiders",
                "R1, R2, R3, R4",
                "from",
                "L4",
                "defenders",
                "EF2, EF3"));
        events.add(line("air.initiative.rolled", "hex", "M5", "side", "JP"));
        events.add(line(
                "policy.applied.fighters.default",
                "hex",
                "M5",
                "step",
                "AIR_COMBAT_1",
                "policy",
                "bombers-first",
                "units",
                "Wildcat, Wildcat"));
        events.add(line(
                "combat.fighter.fired",
                "hex",
                "M5",
                "firer",
                "EF2",
                "target",
                "R2",
                "hits",
                "2",
                "result",
                "eliminated"));
        events.add(line(
                "combat.fighter.fired", "hex", "M5", "firer", "EF3", "target", "R3", "hits", "0", "result", "missed"));
        List<String> en = news(us(Language.EN, events.toArray(new EventLine[0])));
        assertThat(en)
                .noneMatch(l ->
                        l.startsWith("- Raid over") || l.startsWith("- Fighter targets") || l.startsWith("- In M5"))
                .contains("- Enemy raid on your ships in M5, from L4: fighters R1; dive bombers R2-4; reduced: R4."
                        + " Your fighters up: EF2-3. Initiative, rolled: Japan. Air combat (targets by default, bombers"
                        + " first): your EF2 at R2, 2 hits, eliminated; missed: your EF3 at R3.");
        List<String> fr = news(us(Language.FR, events.toArray(new EventLine[0])));
        assertThat(fr)
                .noneMatch(l -> l.startsWith("- Raid sur") || l.startsWith("- Cibles"))
                .contains("- Raid ennemi sur vos navires en M5, venu de L4 : chasseurs R1 ; bombardiers en piqué"
                        + " R2-4 ; réduits : R4. Vos chasseurs en l'air : EF2-3. Initiative, tirée : le Japon. Combat"
                        + " aérien (cibles par défaut, les bombardiers d'abord) : votre EF2 sur R2, 2 coups au but,"
                        + " éliminé ; manqués : votre EF3 sur R3.");
    }

    @Test
    void a_carrier_sunk_is_told_once_with_the_aircraft_lost_with_her_in_one_paragraph_per_hex() {
        String text = us(
                Language.EN,
                line("air.initiative.rolled", "hex", "M5", "side", "JP"),
                line(
                        "combat.fighter.fired",
                        "hex",
                        "M5",
                        "firer",
                        "EF1",
                        "target",
                        "R1",
                        "hits",
                        "2",
                        "result",
                        "eliminated"),
                line(
                        "combat.fighter.fired",
                        "hex",
                        "M5",
                        "firer",
                        "EF2",
                        "target",
                        "R1",
                        "hits",
                        "1",
                        "result",
                        "eliminated"),
                line(
                        "combat.aa.fired",
                        "hex",
                        "M5",
                        "firer",
                        "Atlanta",
                        "target",
                        "R2",
                        "hits",
                        "0",
                        "result",
                        "missed"),
                line(
                        "combat.bomb.fired-at",
                        "hex",
                        "M5",
                        "firer",
                        "R2",
                        "target",
                        "Hornet",
                        "hits",
                        "2",
                        "result",
                        "eliminated"),
                line("aircraft.lost.sunk-with-carrier", "base", "Hornet", "aircraft", "HD1, HF1"),
                line("aircraft.lost.reserve-lost", "base", "Hornet", "aircraft", "HFR"),
                line(
                        "combat.aa.fired",
                        "hex",
                        "N6",
                        "firer",
                        "Yorktown",
                        "target",
                        "R5",
                        "hits",
                        "1",
                        "result",
                        "reduced"));
        List<String> news = news(text);
        assertThat(news.stream().filter(l -> l.startsWith("- In M5: ")))
                .singleElement()
                .asString()
                .contains(
                        "Air combat: your EF1 at R1, 2 hits, eliminated; hit units already lost: your EF2 at R1.",
                        "Anti-aircraft fire: missed: your Atlanta at R2.",
                        "Bombs: R2 at your Hornet, 2 hits, sunk, and lost with her: HD1, HF1, HFR.");
        assertThat(news)
                .anyMatch(l -> l.startsWith("- In N6: Anti-aircraft fire: your Yorktown at R5, 1 hit, reduced."));
        assertThat(text).doesNotContain("Lost with Hornet", "reserve fighters of Hornet");
        assertThat(text.split("Hornet, 2 hits", -1)).hasSize(2);
    }

    @Test
    void SUB_2_a_submarine_stopped_by_one_screen_never_slips_past_another() {
        for (Language language : Language.values()) {
            String text = us(
                    language,
                    line(
                            "combat.screen.fired",
                            "hex",
                            "M5",
                            "firer",
                            "DesRon1",
                            "target",
                            "I168",
                            "hits",
                            "1",
                            "result",
                            "stopped"),
                    line(
                            "combat.screen-chase.fired",
                            "hex",
                            "M5",
                            "firer",
                            "DesRon1",
                            "target",
                            "I168",
                            "hits",
                            "0",
                            "result",
                            "missed"),
                    line(
                            "combat.screen.fired",
                            "hex",
                            "M5",
                            "firer",
                            "DesRon6",
                            "target",
                            "I168",
                            "hits",
                            "0",
                            "result",
                            "missed"),
                    line(
                            "combat.screen-loss.fired-at",
                            "hex",
                            "M5",
                            "firer",
                            "I168",
                            "target",
                            "DesRon6",
                            "hits",
                            "0",
                            "result",
                            "missed"));
            if (language == Language.EN) {
                assertThat(text)
                        .contains("Screens: your DesRon1 stopped I168 (no attack this turn), then missed; "
                                + "your DesRon6 did not stop I168, which fired back: missed.");
                assertThat(text).doesNotContain("slipped past", "got through");
            } else {
                assertThat(text)
                        .contains("Écrans : votre DesRon1 a arrêté I168 (pas d'attaque ce tour-ci), puis manqué ;"
                                + " votre DesRon6 n'a pas arrêté I168, qui a riposté : manqué.");
                assertThat(text).doesNotContain("passé l'écran");
            }
        }
    }

    @Test
    void a_shot_with_no_hit_is_missed_never_touched() {
        for (Language language : Language.values()) {
            String text = us(
                    language,
                    line(
                            "combat.screen-loss.fired",
                            "hex",
                            "M5",
                            "firer",
                            "SS1",
                            "target",
                            "DesRon2a",
                            "hits",
                            "0",
                            "result",
                            "missed"),
                    line(
                            "combat.submarine.fired",
                            "hex",
                            "M5",
                            "firer",
                            "SS2",
                            "target",
                            "Kaga",
                            "hits",
                            "0",
                            "result",
                            "missed"));
            assertThat(text)
                    .doesNotContainPattern("\\b0 (hit|coup)")
                    .doesNotContain("touché", "slipped past", "passé l'écran");
            assertThat(text)
                    .contains(language == Language.EN ? "missed: your SS2 at Kaga" : "manqués : votre SS2 sur Kaga");
        }
    }

    @Test
    void screens_set_by_standing_orders_or_defaults_never_say_no_orders_were_received() {
        for (Language language : Language.values()) {
            String text = us(
                    language,
                    line("policy.applied.screen.default", "hex", "M5", "policy", "spread", "units", "DesRon1"),
                    line(
                            "policy.applied.fighters.standing",
                            "hex",
                            "M5",
                            "step",
                            "AIR_COMBAT_1",
                            "policy",
                            "bombers-first",
                            "units",
                            "EF1"));
            assertThat(text)
                    .doesNotContain(
                            "No screen orders received", "targets received", "Aucun ordre d'écran reçu", "reçue pour");
            assertThat(text)
                    .contains(language == Language.EN ? "Screens in M5: by default" : "Écrans en M5 : par défaut");
        }
    }

    @Test
    void a_carriers_aircraft_line_gives_the_carriers_own_hex_while_a_raid_is_out_and_its_room_used_and_free() {
        SideReport r = SideReportBuilder.build(Situations.usAfterSearches(Situations.turn3(), List.of()));
        // all of Yorktown's aircraft fly a raid over J4: her line still names her own hex
        List<ForceRow> forces = new ArrayList<>();
        for (ForceRow f : r.forces()) {
            boolean aloft = f.place().base().map("Yorktown"::equals).orElse(false);
            forces.add(
                    aloft
                            ? new ForceRow(
                                    f.side(),
                                    f.id(),
                                    f.name(),
                                    f.type(),
                                    f.group(),
                                    new Place(
                                            Place.Kind.ALOFT, Optional.of(Hex.parse("J4")), Optional.of("Yorktown"), 0),
                                    f.steps(),
                                    f.startSteps(),
                                    f.values(),
                                    f.readiness(),
                                    f.trapped())
                            : f);
        }
        SideReport raid = new SideReport(
                r.side(),
                r.header(),
                r.awaited(),
                r.results(),
                r.searches(),
                r.located(),
                r.enemySeen(),
                forces,
                r.bases(),
                r.kureBase(),
                r.receipt(),
                r.map(),
                Optional.empty(),
                r.replaced());
        String yorktown = r.bases().stream()
                .filter(b -> b.name().equals("Yorktown"))
                .findFirst()
                .orElseThrow()
                .hex()
                .orElseThrow()
                .toString();
        List<String> en = SideDigest.aircraft(raid, RENDERER.messages(Language.EN));
        assertThat(en)
                .anyMatch(l -> l.startsWith("Yorktown (" + yorktown + "; room: ") && l.contains("3F 4D 2T in the air"));
        assertThat(en).noneMatch(l -> l.startsWith("Yorktown (J4"));
        assertThat(en).anyMatch(l -> l.startsWith("Hornet (M5; room: 8.5 used, 0.5 free): "));
        assertThat(SideDigest.aircraft(raid, RENDERER.messages(Language.FR)))
                .anyMatch(l -> l.startsWith("Hornet (M5 ; place : 8,5 occupée, 0,5 libre) : "));
    }
}
