#!/usr/bin/env bash
# Start-up of the short commands against `java -version`, in paired runs: each round runs
# `java -version` and then every command once, so that a busy machine slows both alike. Prints,
# per command, the median and the best wall time in milliseconds and their ratio to `java -version`.
#
#   scripts/bench-startup.sh [ROUNDS]      (default 21 rounds; about a minute)
#
# The game is a scripted demo game in a temporary folder. Needs only a JDK (and the program, which
# `./umpire --version` builds first when needed).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rounds="${1:-21}"
work="$(mktemp -d "${TMPDIR:-/tmp}/umpire-startup.XXXXXX")"
trap 'rm -rf "$work"' EXIT
umpire="$root/umpire"
"$umpire" --version >/dev/null
export UMPIRE_NO_BUILD=1
"$umpire" demo --script --turns 4 --games-dir "$work/games" >/dev/null
# the US player's orders for turn 5 (movement, and a search sent in advance), all accepted
orders="$work/orders.txt"
printf '# US movement, turn 5\nTF16 -> I5\nTF17 stays\nsearch D6 with Midway\n' > "$orders"
names=("java -version" "status" "show" "orders check")
cmds=("java -version"
      "$umpire status demo --games-dir $work/games"
      "$umpire show demo --games-dir $work/games"
      "$umpire orders check --game demo --side us --games-dir $work/games $orders")
for i in "${!cmds[@]}"; do : > "$work/t$i"; done
for r in $(seq "$rounds"); do
  for i in "${!cmds[@]}"; do
    s=$(date +%s%N)
    ${cmds[$i]} >/dev/null 2>&1 || true
    e=$(date +%s%N)
    echo $(( (e - s) / 1000000 )) >> "$work/t$i"
  done
done
stat() { sort -n "$1" | awk '{x[NR]=$1} END {print x[int((NR+1)/2)], x[1]}'; }
read -r jmed jmin < <(stat "$work/t0")
printf '%-14s %8s %8s %10s %10s\n' command "median" "best" "x median" "x best"
for i in "${!cmds[@]}"; do
  read -r med min < <(stat "$work/t$i")
  awk -v c="${names[$i]}" -v m="$med" -v b="$min" -v jm="$jmed" -v jb="$jmin" \
    'BEGIN {printf "%-14s %6d ms %6d ms %9.1fx %9.1fx\n", c, m, b, m / jm, b / jb}'
done
