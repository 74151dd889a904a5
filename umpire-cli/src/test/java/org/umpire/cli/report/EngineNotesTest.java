package org.umpire.cli.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;

/**
 * docs/reports-and-mail.md#one-language-per-reader: the engine's English notes for the umpire (what a die was for, what a VP ledger line
 * scored for), each in the shape the engine writes it, read in the umpire's language.
 */
class EngineNotesTest {

    private static final Messages FR = TemplateSource.builtIn().messages(Language.FR);
    private static final Messages EN = TemplateSource.builtIn().messages(Language.EN);

    /** Each shape as the engine writes it (Damage, Landing, EndOfTurn, Reserves, GameEnd, Shot...), and in French. */
    private static final List<String[]> NOTES = List.of(
            new String[] {"a step of Kaga", "un niveau de Kaga"},
            new String[] {"AD1 destroyed on the deck of Akagi (BOMB-3)", "AD1 détruit sur le pont d'Akagi (BOMB-3)"},
            new String[] {"AF1 lost with Akagi (BOMB-5)", "AF1 perdu avec Akagi (BOMB-5)"},
            new String[] {"MD1 destroyed on the ground at Midway (MID-2)", "MD1 détruit au sol à Midway (MID-2)"},
            new String[] {
                "aircraft destroyed on the ground at Midway (LAND-7)", "avions détruits au sol à Midway (LAND-7)"
            },
            new String[] {"ditched JP aircraft [AD1, AF2] (REC-5)", "avions du Japon perdus en mer : AD1, AF2 (REC-5)"},
            new String[] {"JP reserve KFR brought in", "réserve japonaise KFR engagée (RES-2)"},
            new String[] {"control of Midway", "contrôle de Midway"},
            new String[] {"Kure seaplane base operational", "base d'hydravions de Kure opérationnelle"},
            new String[] {"SFT at JP-controlled Midway", "SFT à Midway tenu par le Japon"},
            new String[] {
                "T8 AIR-4: MF1 replies at one of [R1, R2], drawn 1-2",
                "T8 AIR-4 : MF1 réplique sur un de R1, R2, tirage 1-2"
            },
            new String[] {
                "BOMB-2: hit 1 on HarunaKirishima is real on 1-5",
                "BOMB-2 : le coup 1 sur HarunaKirishima porte sur 1-5"
            },
            new String[] {
                "MID-2: the air unit on the ground destroyed, 1-3 of MD1 MT1 MH1",
                "MID-2 : l'unité aérienne détruite au sol, 1-3 parmi MD1 MT1 MH1"
            },
            new String[] {
                "T9 naval combat in F6: initiative, 1-4 JP, 5-8 US, 9-10 both at once (I-10)",
                "T9 combat naval en F6 : initiative, 1-4 Japon, 5-8 États-Unis, 9-10 les deux à la fois (I-10)"
            },
            new String[] {
                "T8 P4 air combat, round 1 over H6: MF1 at R3, die 1/2, hits on 1-4",
                "T8 P4 combat aérien, 1er round en H6 : MF1 sur R3, dé 1/2, touche sur 1-4"
            },
            new String[] {
                "T9 P9 bombardment of Midway in H6: KongoHiei at MarA, die 2/3, hits on 1-5",
                "T9 P9 pilonnage de Midway en H6 : KongoHiei sur MarA, dé 2/3, touche sur 1-5"
            },
            new String[] {
                "T7 night naval search by US in F6: located on 1-5",
                "T7 recherche navale de nuit par les États-Unis en F6 : repéré sur 1-5"
            },
            new String[] {"T3 end of turn: the fog lifts on 1", "T3 fin du tour : la brume se lève sur 1"},
            new String[] {
                "T8 AIR-2 initiative over H6: JP on 1-5, US on 6-10",
                "T8 AIR-2 initiative au-dessus de H6 : Japon sur 1-5, États-Unis sur 6-10"
            });

    @Test
    void every_note_the_engine_writes_reads_in_french() {
        for (String[] n : NOTES) {
            assertThat(EngineNotes.word(n[0], FR)).as(n[0]).isEqualTo(n[1]);
        }
    }

    @Test
    void every_note_reads_in_english_without_program_text() {
        for (String[] n : NOTES) {
            assertThat(EngineNotes.word(n[0], EN)).as(n[0]).doesNotContain("[", "]");
        }
        assertThat(EngineNotes.word("a step of Kaga", EN)).isEqualTo("a step of Kaga");
        assertThat(EngineNotes.word("T8 P4 air combat, round 1 over H6: MF1 at R3, die 1/2, hits on 1-4", EN))
                .isEqualTo("T8 P4 air combat, round 1 in H6: MF1 at R3, die 1/2, hits on 1-4");
    }

    @Test
    void a_note_of_an_unknown_shape_is_shown_as_written() {
        assertThat(EngineNotes.word("a club's own note", FR)).isEqualTo("a club's own note");
    }
}
