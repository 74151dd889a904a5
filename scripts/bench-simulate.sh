#!/usr/bin/env bash
# How fast bot games play in process (`umpire simulate`), in two ways:
#  1. warm (SimulationBenchmark): the CPU time of one whole game on its own thread, then games/s on 1
#     and 2 threads, once the JIT has compiled the code (GAMES games a round, ROUNDS rounds);
#  2. cold: `./umpire simulate --games COLD` on 1 and 2 threads, as a user runs it (start-up and
#     JIT warm-up included), with its wall and CPU time.
#
# Usage: scripts/bench-simulate.sh [GAMES] [ROUNDS] [COLD]   (defaults: 300, 10, 1000)
#
# Builds first. On a shared machine the wall-time figures move with the other work: trust the CPU
# time per game most (it counts only the game's thread).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games="${1:-300}"
rounds="${2:-10}"
cold="${3:-1000}"
cd "$root"
./mvnw -o -q -B -pl umpire-cli -am package -DskipTests
./mvnw -o -q -B -pl umpire-cli -am test-compile
echo "== warm: SimulationBenchmark $games $rounds"
java -XX:+UseParallelGC -cp umpire-cli/target/umpire.jar:umpire-cli/target/test-classes \
  org.umpire.cli.bot.SimulationBenchmark "$games" "$rounds"
echo "== cold: ./umpire simulate --games $cold (load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'))"
export UMPIRE_NO_BUILD=1
for t in 1 2; do
  start=$(date +%s%N)
  line="$(/usr/bin/env time -f '%U %S' -o /tmp/bench-simulate.$$ ./umpire simulate --games "$cold" --threads "$t" --seed 1 | head -1)"
  end=$(date +%s%N)
  read -r user sys </tmp/bench-simulate.$$
  awk -v l="$line" -v u="$user" -v s="$sys" -v n="$cold" -v w="$(( (end - start) / 1000000 ))" \
    'BEGIN {printf "%s\n  whole command: %.1f s wall, %.1f s CPU (%.2f ms CPU a game)\n", l, w / 1000, u + s, (u + s) * 1000 / n}'
done
rm -f /tmp/bench-simulate.$$
