package org.umpire.cli.report;

import java.util.Objects;

/**
 * What every side learns when the game ends (see docs/aar.md): the dice seed and the nonce, with the
 * commitment they were given at the start, so anyone can rebuild the commitment, re-derive every
 * die and check the journal's hash chain.
 *
 * @param commitment the commitment published in the welcome mail
 * @param seed       the seed, in hex
 * @param nonce      the nonce, in hex ("" for a game made before the nonce: its commitment hashes the seed alone)
 * @param chosen     the umpire chose the seed ({@code --seed N})
 */
public record SeedReveal(String commitment, String seed, String nonce, boolean chosen) {

    public SeedReveal {
        Objects.requireNonNull(commitment, "commitment");
        Objects.requireNonNull(seed, "seed");
        Objects.requireNonNull(nonce, "nonce");
    }
}
