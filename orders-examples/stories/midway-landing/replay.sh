#!/usr/bin/env bash
# Replays this story in a new game: ./replay.sh [GAME] [GAMES_DIR]. Runs each line of steps.txt, on this
# story's rules (rules/) and with its dice files.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
umpire="$here/../../../umpire"
game="${1:-midway-landing}"
dir="$(mkdir -p "${2:-./games}" && cd "${2:-./games}" && pwd)"
rules="$here/rules"
"$umpire" new "$game" --us us@club.example --jp jp@club.example --lang en --seed 7 --games-dir "$dir" --rules "$rules"
cd "$here"
grep -v '^#' "$here/steps.txt" | while read -r verb a b c; do
  [ -z "$verb" ] && continue
  case "$verb" in
    submit) "$umpire" orders submit "$game" --side "$a" "$here/$b" --games-dir "$dir" --rules "$rules" ;;
    resolve) "$umpire" resolve "$game" --no-send --games-dir "$dir" --rules "$rules" ${a:+"$a"} ${b:+"$b"} ${c:+"$c"} ;;
    *) echo "steps.txt: unknown step $verb" >&2; exit 2 ;;
  esac
done
"$umpire" status "$game" --games-dir "$dir"
