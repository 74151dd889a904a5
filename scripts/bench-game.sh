#!/usr/bin/env bash
# Plays a game to turn 25 with `resolve --defaults` and prints, for each command, its wall time and
# peak resident memory (RSS) at turns 1, 12 and 25, then the ratio turn 25 / turn 1.
# Usage: scripts/bench-game.sh [LAST_TURN] [REPEATS]   (defaults: 25 and 3)
# Each figure is the best time and the median peak RSS of REPEATS runs (the best time is the cost
# of the command; the others are the machine's other work).
# Needs GNU time (/usr/bin/time). Runs ./umpire (build first with ./umpire --version).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
last="${1:-25}"
repeats="${2:-3}"
umpire="$root/umpire"
export UMPIRE_NO_BUILD=1
work="$(mktemp -d "${TMPDIR:-/tmp}/umpire-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
g=(--games-dir "$work/games")
results="$work/results.tsv"
: >"$results"
printf '# no orders\n' >"$work/empty.txt"

"$umpire" --version >/dev/null
# one measured run: prints "seconds<TAB>kilobytes"
measure() {
  /usr/bin/time -f '%e\t%M' -o "$work/t" "$umpire" "$@" >/dev/null 2>"$work/err" || {
    echo "bench: \`umpire $*\` failed:" >&2; cat "$work/err" >&2; exit 1; }
  cat "$work/t"
}
# the median of the runs of one command (the game is the same for each run: read-only commands,
# or a resolve taken back by undo, or an orders submission replacing itself)
record() {
  local turn="$1" name="$2"; shift 2
  local runs=()
  for ((i = 0; i < repeats; i++)); do
    runs+=("$(measure "$@")")
    if [ "$name" = resolve ] && [ $i -lt $((repeats - 1)) ]; then
      "$umpire" undo bench "${g[@]}" >/dev/null
    fi
  done
  local t m
  t="$(printf '%s\n' "${runs[@]}" | cut -f1 | sort -n | head -1)"
  m="$(printf '%s\n' "${runs[@]}" | cut -f2 | sort -n | sed -n "$(( (repeats + 1) / 2 ))p")"
  printf '%s\t%s\t%s\t%s\n' "$turn" "$name" "$t" "$m" >>"$results"
}
turn_of() {
  "$umpire" status bench "${g[@]}" | sed -n 's/.*Turn \([0-9]*\)\/.*/\1/p' | head -1
}
bench_at() {
  local turn="$1"
  record "$turn" status status bench "${g[@]}"
  record "$turn" show show bench "${g[@]}"
  record "$turn" report report bench --side US "${g[@]}"
  record "$turn" "orders check" orders check --scenario victory-at-midway --side US "$work/empty.txt"
  record "$turn" "orders submit" orders submit bench --side US "$work/empty.txt" "${g[@]}"
  record "$turn" send send bench "${g[@]}"
  record "$turn" resolve resolve bench --defaults "${g[@]}"
  "$umpire" send bench "${g[@]}" >/dev/null
}

"$umpire" new bench --us us@bench.example --jp jp@bench.example --lang en --seed 7 "${g[@]}" >/dev/null
"$umpire" resolve bench --defaults "${g[@]}" >/dev/null   # set-up
resolves=1
done_turns=" "
while :; do
  turn="$(turn_of)"
  if [ -z "$turn" ] || [ "$turn" -gt "$last" ]; then break; fi
  if { [ "$turn" = 1 ] || [ "$turn" = 12 ] || [ "$turn" = "$last" ]; } && [[ "$done_turns" != *" $turn "* ]]; then
    done_turns+="$turn "
    entries=$(ls "$work/games/bench/journal" | wc -l)
    echo "bench: turn $turn ($entries journal entries, outbox $(du -sh "$work/games/bench/outbox" | cut -f1))" >&2
    bench_at "$turn"
    [ "$turn" = "$last" ] && break
    continue
  fi
  "$umpire" resolve bench --defaults --no-send "${g[@]}" >/dev/null || break
  resolves=$((resolves + 1))
done
"$umpire" send bench "${g[@]}" >/dev/null

echo
printf '%-14s' command; for t in 1 12 "$last"; do printf '%18s' "T$t s / MB"; done; printf '%16s\n' "T$last/T1 s, MB"
for cmd in status show report "orders check" "orders submit" send resolve; do
  printf '%-14s' "$cmd"
  for t in 1 12 "$last"; do
    awk -F'\t' -v t="$t" -v c="$cmd" '$1==t && $2==c {printf "%11.2f %5.0f ", $3, $4/1024}' "$results"
  done
  awk -F'\t' -v c="$cmd" -v l="$last" '$2==c && $1==1 {t1=$3; m1=$4} $2==c && $1==l {tl=$3; ml=$4}
    END {if (t1 > 0) printf "%9.2f %5.2f", tl/t1, ml/m1}' "$results"
  echo
done
# start-up: java -version measured the same way (best of REPEATS), and each short command's ratio to it
best=""
for ((i = 0; i < repeats; i++)); do
  /usr/bin/time -f '%e\t%M' -o "$work/t" java -version 2>/dev/null
  best="$(printf '%s\n%s\n' "$best" "$(cut -f1 "$work/t")" | grep . | sort -n | head -1)"
done
printf '%-14s%11.2f %5.0f\n' "java -version" "$best" "$(( $(cut -f2 "$work/t") / 1024 ))"
for cmd in status show "orders check"; do
  awk -F'\t' -v c="$cmd" -v j="$best" '$2==c && $1==1 {printf "start-up %-14s %.2f s = %.1f x java -version\n", c, $3, $3/j}' "$results"
done
echo "($resolves resolves; outbox $(du -sh "$work/games/bench/outbox" | cut -f1); best time and median RSS of $repeats runs)"
