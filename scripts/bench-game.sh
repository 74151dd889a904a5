#!/usr/bin/env bash
# Plays a game to turn 25 with `resolve --defaults` and prints, for each command, its time and
# peak resident memory (RSS) at turns 1, 12 and 25, and the ratio turn 25 / turn 1; then the
# start-up of the short commands against `java -version`.
#
# Usage: scripts/bench-game.sh [LAST_TURN] [REPEATS]   (defaults: 25 and 5)
#
# The game is saved at each measured turn, then the commands are measured round-robin over the
# saved turns (turn 1, 12, 25, turn 1, 12, 25...), so that the machine's other work weighs on every
# turn alike. Each figure: the best wall time, the best CPU time (user + system) and the median
# peak RSS of REPEATS runs. Commands that change the game run on a fresh copy of the saved game.
# Needs GNU time (/usr/bin/time). Runs ./umpire (built first by `./umpire --version`).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
last="${1:-25}"
repeats="${2:-5}"
umpire="$root/umpire"
work="$(mktemp -d "${TMPDIR:-/tmp}/umpire-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
results="$work/results.tsv"
: >"$results"
printf '# no orders\n' >"$work/empty.txt"
turns=(1 12 "$last")

"$umpire" --version >/dev/null
export UMPIRE_NO_BUILD=1
play=(--games-dir "$work/play")
turn_of() {
  "$umpire" status bench "$@" | sed -n 's/.*Turn \([0-9]*\)\/.*/\1/p' | head -1
}

# 1. play, saving the game (all its mails sent) at each measured turn
"$umpire" new bench --us us@bench.example --jp jp@bench.example --lang en --seed 7 "${play[@]}" >/dev/null
"$umpire" resolve bench --defaults --no-send "${play[@]}" >/dev/null   # set-up
resolves=1
for t in "${turns[@]}"; do
  while [ "$(turn_of "${play[@]}")" -lt "$t" ]; do
    "$umpire" resolve bench --defaults --no-send "${play[@]}" >/dev/null
    resolves=$((resolves + 1))
  done
  "$umpire" send bench "${play[@]}" >/dev/null
  mkdir -p "$work/saved/T$t"
  cp -a "$work/play/bench" "$work/saved/T$t/bench"
  echo "bench: turn $t saved ($(ls "$work/saved/T$t/bench/journal" | grep -c '^[0-9]') journal entries," \
       "state.yaml $(wc -c <"$work/saved/T$t/bench/state.yaml") bytes, outbox $(du -sh "$work/saved/T$t/bench/outbox" | cut -f1))" >&2
done

# 2. measure, round-robin over the saved turns
measure() {   # turn name command...
  local t="$1" name="$2"; shift 2
  /usr/bin/time -f '%e\t%U\t%S\t%M' -o "$work/t" "$umpire" "$@" >/dev/null 2>"$work/err" || {
    echo "bench: \`umpire $*\` failed:" >&2; cat "$work/err" >&2; exit 1; }
  awk -F'\t' -v t="$t" -v n="$name" '{printf "%s\t%s\t%s\t%.2f\t%s\n", t, n, $1, $2 + $3, $4}' "$work/t" >>"$results"
}
fresh() {   # a changeable copy of the saved game of turn $1
  rm -rf "$work/run" && mkdir -p "$work/run" && cp -a "$work/saved/T$1/bench" "$work/run/bench"
}
for ((r = 0; r < repeats; r++)); do
  for t in "${turns[@]}"; do
    g=(--games-dir "$work/saved/T$t")
    measure "$t" status status bench "${g[@]}"
    measure "$t" show show bench "${g[@]}"
    measure "$t" report report bench --side US "${g[@]}"
    measure "$t" "orders check" orders check --scenario victory-at-midway --side US "$work/empty.txt"
    fresh "$t"; measure "$t" "orders submit" orders submit bench --side US "$work/empty.txt" --games-dir "$work/run"
    fresh "$t"; measure "$t" send send bench --games-dir "$work/run"
    fresh "$t"; measure "$t" resolve resolve bench --defaults --games-dir "$work/run"
    /usr/bin/time -f '%e\t%U\t%S\t%M' -o "$work/t" java -version 2>/dev/null
    awk -F'\t' -v t="$t" '{printf "%s\tjava -version\t%s\t%.2f\t%s\n", t, $1, $2 + $3, $4}' "$work/t" >>"$results"
  done
done

# 3. report: best wall, best CPU, median RSS
stat() {   # turn name column(3 wall, 4 cpu, 5 rss) min|median
  awk -F'\t' -v t="$1" -v n="$2" -v c="$3" '$1==t && $2==n {print $c}' "$results" | sort -n |
    if [ "$4" = min ]; then head -1; else awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; fi
}
echo
printf '%-14s' command; for t in "${turns[@]}"; do printf '%22s' "T$t s (cpu) / MB"; done; printf '%24s\n' "T$last/T1 s, cpu, MB"
for cmd in status show report "orders check" "orders submit" send resolve "java -version"; do
  printf '%-14s' "$cmd"
  for t in "${turns[@]}"; do
    printf '%9.2f (%4.2f) %5.0f' "$(stat "$t" "$cmd" 3 min)" "$(stat "$t" "$cmd" 4 min)" "$(( $(stat "$t" "$cmd" 5 median) / 1024 ))"
  done
  awk -v a="$(stat 1 "$cmd" 3 min)" -v b="$(stat "$last" "$cmd" 3 min)" -v c="$(stat 1 "$cmd" 4 min)" \
      -v d="$(stat "$last" "$cmd" 4 min)" -v e="$(stat 1 "$cmd" 5 median)" -v f="$(stat "$last" "$cmd" 5 median)" \
      'BEGIN {printf "%9.2f %5.2f %5.2f\n", b / a, (c > 0 ? d / c : 0), f / e}'
done
echo "($resolves resolves to turn $last; best wall and CPU time, median RSS of $repeats runs, round-robin over the turns)"
# start-up against java -version needs millisecond timing and paired runs (GNU time counts in 10 ms)
echo
"$(dirname "${BASH_SOURCE[0]}")/bench-startup.sh" 11
