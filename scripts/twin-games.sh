#!/usr/bin/env bash
# The black-box non-interference harness (see docs/reports-and-mail.md#no-leak-by-construction), as long as asked: N twin games by mail (default 500),
# each differing from its base game only in what the observing side may not know (the other side's orders,
# address, language, secret code, or a die it is not told); every mail the observer received (reports,
# receipts, kept-mail receipts, reminders) must be byte-identical until the engine tells it something different; a third
# of the base games also have observers of the game (docs/club.md#observers), none of whose mails may go to a player. Prints the figure line "MailNonInterferenceTest: N perturbations, ...".
# Usage: scripts/twin-games.sh [N] [TURNS] [SEED]      (about 0.5 s per twin on a 2-core machine; THREADS=N to change the 2 threads)
# A long run may be made in parts: SKIP_BASES=K plays on from base game K of the same SEED, exactly as the whole run
# would have (each "so far" line names the base games played).
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-500}; turns=${2:-8}; seed=${3:-20260603}
./mvnw -B test -pl umpire-cli -am -Dtest=MailNonInterferenceTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Dumpire.twins="$n" -Dumpire.twins.turns="$turns" -Dumpire.seed="$seed" -Dumpire.twins.threads="${THREADS:-2}" -Dumpire.twins.skipBases="${SKIP_BASES:-0}" 2>&1 | grep -a --line-buffered -E "MailNonInterferenceTest|Tests run:|FAIL"
