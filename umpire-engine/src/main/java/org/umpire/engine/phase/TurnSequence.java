package org.umpire.engine.phase;

import java.util.List;
import java.util.stream.Collectors;
import org.umpire.engine.model.Phase;

/**
 * The sequence of play: a declared list of phases, each a class named after it (RULES section 2,
 * STYLE 3), followed by the {@link EndOfTurn} (SEQ-2).
 */
public final class TurnSequence {

    /** The phases, in the order they are played. Set-up comes once, before turn 1. */
    public static final List<PhaseResolver> PHASES = List.of(
            new SetupPhase(),
            new MovementPhase(),
            new SearchPhase(),
            new RaidDeclarationPhase(),
            new AirCombatRound1Phase(),
            new AirCombatRound2Phase(),
            new AntiAircraftPhase(),
            new BombingPhase(),
            new NavalCombatPhase(),
            new BombardmentPhase(),
            new LandingPhase(),
            new RecoveryPhase());

    /** What follows the last phase of every turn. */
    public static final EndOfTurn END_OF_TURN = new EndOfTurn();

    private TurnSequence() {}

    /** The phases the machine can be in, in order (GAME_OVER excluded). */
    public static List<Phase> phases() {
        return PHASES.stream().map(PhaseResolver::phase).collect(Collectors.toList());
    }

    public static PhaseResolver resolverFor(Phase phase) {
        for (PhaseResolver r : PHASES) {
            if (r.phase() == phase) {
                return r;
            }
        }
        throw new IllegalArgumentException("phase " + phase + " is not part of the turn sequence " + phases()
                + (phase == Phase.GAME_OVER ? ": the game is over" : ""));
    }

    /** The phase after {@code phase} within a turn, or {@code null} after the last one (the end of turn). */
    static PhaseResolver after(Phase phase) {
        for (int i = 0; i < PHASES.size() - 1; i++) {
            if (PHASES.get(i).phase() == phase) {
                return PHASES.get(i + 1);
            }
        }
        return null;
    }
}
