#!/usr/bin/env bash
# Checks that players' HTML reports read on a phone (see docs/orders.md): each report is opened in
# headless Chromium at 400 px and 1200 px wide; the page must not scroll sideways
# (document.documentElement.scrollWidth <= the width), and a screenshot of each is written.
#
#   scripts/check-html-phone.sh [--shots DIR] [REPORT.html ...]
#
# Without files, it plays the demonstration game (8 turns, `umpire demo`) in a temporary folder and checks
# the US report in English and the Japanese report in French of turn 8 that tells the raids (phases 3-7),
# and the US report of the quiet turn 1; it also shoots the inline map alone at 400 px (the picture made
# for a phone, see docs/reports-and-mail.md). Screenshots go to DIR (default: a temporary folder; the pictures in
# docs/images are made with --shots docs/images). At 400 px the whole report is shot, map included.
#
# Needs Chromium: Debian's package "chromium", installed by this script with apt-get when missing
# (as root, or through sudo). The Maven build never runs this script nor needs Chromium.
# Exit codes: 0 every page fits, 1 a page scrolls sideways, 2 Chromium could not be installed or run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
shots=""
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --shots) shots="$2"; shift 2 ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) files+=("$1"); shift ;;
  esac
done

chrome="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$chrome" ]; then
  echo "check-html-phone: Chromium is not installed; installing Debian's package chromium..." >&2
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  if ! { $sudo apt-get update -q && $sudo apt-get install -y -q chromium; } >&2; then
    echo "check-html-phone: could not install chromium: run 'apt-get install chromium' as root, then this script again" >&2
    exit 2
  fi
  chrome="$(command -v chromium)"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
[ -z "$shots" ] && shots="$work/shots"
mkdir -p "$shots"

if [ ${#files[@]} -eq 0 ]; then
  echo "check-html-phone: playing the demonstration game in $work/games..." >&2
  "$root/umpire" demo --turns 8 --games-dir "$work/games" > "$work/story.log" 2>&1 \
    || { cat "$work/story.log" >&2; exit 2; }
  "$root/umpire" report demo --side US --lang en --format html --turn 8 --phase 3 --games-dir "$work/games" > "$work/report-us-en.html"
  "$root/umpire" report demo --side JP --lang fr --format html --turn 8 --phase 3 --games-dir "$work/games" > "$work/report-jp-fr.html"
  "$root/umpire" report demo --side US --lang en --format html --turn 1 --games-dir "$work/games" > "$work/quiet-us-en.html"
  files=("$work/report-us-en.html" "$work/report-jp-fr.html" "$work/quiet-us-en.html")
  # the inline map alone, as a phone shows it: the report's own picture at 400 px
  python3 - "$work/report-us-en.html" "$work/map-us-en.png" <<'EOF_PY'
import base64, re, sys
html = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r'<img class="map" src="data:image/png;base64,([A-Za-z0-9+/=]+)"', html)
if not m:
    sys.exit("no inline map in " + sys.argv[1])
open(sys.argv[2], "wb").write(base64.b64decode(m.group(1)))
EOF_PY
  cat > "$work/map-us-en.html" <<'EOF_MAP'
<!DOCTYPE html><html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width">
<style>body{margin:0}img{display:block;width:100%;max-width:400px;height:auto}</style></head>
<body><img src="map-us-en.png" alt="map"></body></html>
EOF_MAP
  files+=("$work/map-us-en.html")
fi

status=0
for f in "${files[@]}"; do
  name="$(basename "$f" .html)"
  # headless Chromium has no window narrower than 500 px: the report is laid out in a frame of the
  # width checked, and the frame's own scroll width is read once it is loaded
  cp "$f" "$work/$name.page.html"
  [ -f "$(dirname "$f")/$name.png" ] && cp "$(dirname "$f")/$name.png" "$work/" 2>/dev/null || true
  for width in 400 1200; do
    height=$(( width < 500 ? 3200 : 1400 ))
    wrap="$work/$name-$width.wrap.html"
    cat > "$wrap" <<EOF_WRAP
<!DOCTYPE html><html><head><meta charset="UTF-8"></head><body style="margin:0;background:#888">
<iframe id="f" src="$name.page.html" style="width:${width}px;height:${height}px;border:0;display:block;background:#fff"></iframe>
<script>document.getElementById("f").onload = function () {
  document.body.setAttribute("data-scroll-width", this.contentDocument.documentElement.scrollWidth);
};</script></body></html>
EOF_WRAP
    window=$(( width < 500 ? 500 : width ))
    dom="$("$chrome" --headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files \
      --window-size="$window,$height" --virtual-time-budget=3000 --dump-dom "file://$wrap" 2>/dev/null)" \
      || { echo "check-html-phone: Chromium failed on $f" >&2; exit 2; }
    sw="$(printf '%s' "$dom" | grep -o 'data-scroll-width="[0-9]*"' | grep -o '[0-9]\+' | head -1)"
    if [ -z "$sw" ]; then
      echo "check-html-phone: no scroll width read from $f at $width px (did the page load?)" >&2
      exit 2
    fi
    shot="$shots/$name-$width.png"
    "$chrome" --headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files \
      --window-size="$window,$height" --virtual-time-budget=3000 --screenshot="$shot" "file://$wrap" > /dev/null 2>&1 || true
    if [ "$sw" -le "$width" ]; then
      echo "ok    $name at $width px: scroll width $sw ($shot)"
    else
      echo "WIDE  $name at $width px: scroll width $sw > $width: the page scrolls sideways ($shot)"
      status=1
    fi
  done
done
exit $status
