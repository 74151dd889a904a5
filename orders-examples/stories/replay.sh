#!/usr/bin/env bash
# Replays a story in a new game: orders-examples/stories/replay.sh STORY [GAME] [GAMES_DIR]
# Runs each line of STORY/steps.txt:
#   rules DIR            every command uses --rules STORY/DIR (a club's scenario data)
#   submit SIDE FILE     umpire orders submit GAME --side SIDE STORY/FILE
#   resolve [OPTIONS]    umpire resolve GAME --no-send [OPTIONS]; @FILE stands for STORY/FILE (e.g. --dice @p4.dice)
set -euo pipefail
stories="$(cd "$(dirname "$0")" && pwd)"
story="$stories/${1:?usage: replay.sh STORY [GAME] [GAMES_DIR]}"
umpire="$stories/../../umpire"
game="${2:-$1}"
dir="${3:-./games}"
rules=()
while read -r verb rest; do
  [ "$verb" = rules ] && rules=(--rules "$story/$rest")
done < <(grep -v '^#' "$story/steps.txt")
"$umpire" new "$game" --us us@club.example --jp jp@club.example --lang en --seed 7 --games-dir "$dir" "${rules[@]}"
grep -v '^#' "$story/steps.txt" | while read -r verb a rest; do
  case "$verb" in
    ''|rules) ;;
    submit) set -- $rest; "$umpire" orders submit "$game" --side "$a" "$story/$1" --games-dir "$dir" "${rules[@]}" ;;
    resolve) args=(); for w in $a $rest; do args+=("${w/#@/$story/}"); done
             "$umpire" resolve "$game" --no-send --games-dir "$dir" "${rules[@]}" "${args[@]}" ;;
    *) echo "$story/steps.txt: unknown step $verb" >&2; exit 2 ;;
  esac
done
"$umpire" status "$game" --games-dir "$dir" "${rules[@]}"
