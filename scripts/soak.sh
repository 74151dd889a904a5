#!/usr/bin/env bash
# Long soak run: N bot games (random v random, plan v random, random v plan) with every invariant
# checked after every engine call (SoakTest). Usage: scripts/soak.sh [N]   (default 1000)
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -q -B test -pl umpire-engine,umpire-cli -Dtest=SoakTest -Dsurefire.failIfNoSpecifiedTests=false \
  -Dumpire.soak.games="${1:-1000}" -DtrimStackTrace=false
grep -h "soak:" umpire-cli/target/surefire-reports/org.umpire.cli.bot.SoakTest-output.txt 2>/dev/null || true
