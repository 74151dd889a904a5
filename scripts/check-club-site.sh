#!/usr/bin/env bash
# Checks that the club's page (umpire club site, docs/club.md) reads on a phone and on a desk: a small season is
# played in a temporary club folder (six players, finished games with their archives, games in progress at
# several phases, a side played by the program), its site written, and its front page (French), its English
# front page and a player's page are checked by scripts/check-html-phone.sh: each opened in headless Chromium
# at 400 px and 1200 px wide, none may scroll sideways, and a screenshot of each is written.
#
#   scripts/check-club-site.sh [--shots DIR] [--keep DIR] [--site SITE]
#
# Screenshots go to DIR (default: a temporary folder); docs/images/club-site-400.png and club-site-1200.png are
# made with --shots docs/images (the other pages' shots are named club-site-en-*.png and club-site-player-*.png).
# --keep DIR also copies the whole site there, to open it in a browser.
# --site SITE checks a site already written instead of playing the small season: one umpire club site wrote, such
# as those ClubSeasonTest keeps with -Dseason.site=DIR (DIR/mid, DIR/end; docs/club.md, "A season, end to end");
# its shots are named club-season-*.png (club-season-400.png, club-season-en-1200.png, club-season-player-400.png...).
# Needs Chromium (installed by check-html-phone.sh with apt-get when missing). The Maven build never runs this
# script. Exit codes: those of check-html-phone.sh (0 every page fits, 1 a page scrolls sideways, 2 Chromium
# could not be run), or 3 the season could not be played.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
shots=""
keep=""
site=""
while [ $# -gt 0 ]; do
  case "$1" in
    --shots) shots="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    --site) site="$2"; shift 2 ;;
    -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
    *) echo "check-club-site: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ -n "$site" ]; then
  # a site already written: its French and English front pages and the first player's page, checked as they are
  [ -f "$site/.umpire-club-site" ] || { echo "check-club-site: $site is not a site umpire club site wrote" >&2; exit 3; }
  cp "$site/index.html" "$work/club-season.html"
  cp "$site/en/index.html" "$work/club-season-en.html"
  player="$(ls "$site/fr/players/" | head -1)"
  cp "$site/fr/players/$player" "$work/club-season-player.html"
  [ -n "$keep" ] && { mkdir -p "$keep"; cp -r "$site/." "$keep/"; }
  args=()
  [ -n "$shots" ] && args=(--shots "$shots")
  status=0
  "$root/scripts/check-html-phone.sh" "${args[@]}" "$work/club-season.html" "$work/club-season-en.html" \
    "$work/club-season-player.html" || status=$?
  exit $status
fi
games="$work/club/games"
log="$work/season.log"
u() { "$root/umpire" "$@" --games-dir "$games" >> "$log" 2>&1 || { cat "$log" >&2; exit 3; }; }
at() { export UMPIRE_CLOCK="$1"; }

echo "check-club-site: playing a small season in $work/club..." >&2
at 2026-05-01T08:00:00Z
"$root/umpire" club init "$games" --name "Club Midway de Lyon" --umpire arbitre@club.example --lang fr \
  --umpire-lang en --deadline setup=72h,movement=48h,search=24h,raid=24h,combat=24h,recovery=24h >> "$log" 2>&1 \
  || { cat "$log" >&2; exit 3; }
printf 'concede\n' > "$work/concede.txt"
# finished games: a concession each (the quickest way to an end), a week apart
n=0
for pair in "alice bob" "carol dave" "bob erin" "frank alice" "dave carol"; do
  set -- $pair
  n=$((n + 1))
  at "2026-05-0${n}T09:00:00Z"
  u new "spring-$n" --us "$1@club.example" --jp "$2@club.example" --no-welcome --seed "$n"
  loser=$([ $((n % 2)) -eq 0 ] && echo US || echo JP)
  u orders submit "spring-$n" --side "$loser" "$work/concede.txt"
  at "2026-05-0${n}T20:30:00Z"
  u resolve "spring-$n" --defaults --no-send
  u export "spring-$n" -o "$work/spring-$n.zip"
done
# games in progress: one at its set-up, two past it (turn 1, movement), one against the program
at 2026-06-01T08:00:00Z
u new summer-1 --us alice@club.example --jp carol@club.example --no-welcome --seed 11
u new summer-2 --us erin@club.example --jp frank@club.example --no-welcome --seed 12 --lang en
u new summer-3 --us bob@club.example --jp dave@club.example --no-welcome --seed 13
u new summer-4 --us frank@club.example --jp bot --no-welcome --seed 14
at 2026-06-02T18:00:00Z
u resolve summer-2 --defaults --no-send
u resolve summer-3 --defaults --no-send
at 2026-06-03T07:00:00Z
"$root/umpire" club site "$games" -o "$work/site" >> "$log" 2>&1 || { cat "$log" >&2; exit 3; }
unset UMPIRE_CLOCK
[ -n "$keep" ] && { mkdir -p "$keep"; cp -r "$work/site/." "$keep/"; }
# the pages are self-contained (styles inline): check-html-phone.sh checks them one by one, under the names of
# their screenshots
cp "$work/site/index.html" "$work/club-site.html"
cp "$work/site/en/index.html" "$work/club-site-en.html"
cp "$work/site/fr/players/alice_at_club.example.html" "$work/club-site-player.html"
args=()
[ -n "$shots" ] && args=(--shots "$shots")
"$root/scripts/check-html-phone.sh" "${args[@]}" "$work/club-site.html" "$work/club-site-en.html" "$work/club-site-player.html"
