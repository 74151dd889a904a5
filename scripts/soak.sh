#!/usr/bin/env bash
# Long soak run: N bot games (random v random, plan v random, random v plan) with every invariant
# checked after every engine call (SoakTest). Game g has the seed 7000 + g.
#
#   scripts/soak.sh [N [FIRST]]   (default: 1000 games from game 0; FIRST goes on with a long run
#                                  or replays the game a violation names: seed 9297 is game 2297)
#
# Prints the test's "soak:" line (games, phases checked, violations) and every violation.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B test -pl umpire-engine,umpire-cli -Dtest=SoakTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Dumpire.soak.games="${1:-1000}" -Dumpire.soak.first="${2:-0}" -DtrimStackTrace=false \
  | grep -E "soak:|reads |not the fold|read back|Tests run: .*Fail|BUILD"
