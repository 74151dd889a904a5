#!/usr/bin/env bash
# Checks the after-action report (`umpire aar`) in a real browser: plays the demo game to its final
# score with the bots (`umpire demo`, by mail, seed 1942, about 30 s), writes its report in
# English and in French, opens each in headless Chromium and fails when
#   - the browser's console says anything (the page has no script: any message is a problem),
#   - an inline map does not decode, or the page does not hold one map per turn and the VP chart;
# then writes a screenshot of the top of the English page (default docs/images/aar-demo-en.png).
#
#   scripts/aar-check.sh [--shot FILE] [--keep DIR]
#
#   --shot FILE  where the screenshot goes (default: docs/images/aar-demo-en.png)
#   --keep DIR   keep the game and the pages in DIR (default: a temporary folder, removed)
#
# Needs Chromium: Debian's package "chromium", installed by this script with apt-get when missing
# (as root, or through sudo). The Maven build never runs this script nor needs Chromium.
# Exit codes: 0 the pages are fine, 1 a page has a problem, 2 the game, the report or Chromium failed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
shot="$root/docs/images/aar-demo-en.png"
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --shot) shot="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "aar-check: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

chrome="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$chrome" ]; then
  echo "aar-check: Chromium is not installed; installing Debian's package chromium..." >&2
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  if ! { $sudo apt-get update -q && $sudo apt-get install -y -q chromium; } >&2; then
    echo "aar-check: could not install chromium: run 'apt-get install chromium' as root, then this script again" >&2
    exit 2
  fi
  chrome="$(command -v chromium)"
fi

if [ -n "$keep" ]; then
  mkdir -p "$keep"
  work="$(cd "$keep" && pwd)"
else
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
fi

echo "aar-check: playing the demo game to its end in $work/games..." >&2
rm -rf "$work/games"
"$root/umpire" demo --games-dir "$work/games" > "$work/demo.log" 2>&1 \
  || { cat "$work/demo.log" >&2; exit 2; }

status=0
for lang in en fr; do
  page="$work/aar-demo-$lang.html"
  start=$(date +%s%N)
  "$root/umpire" aar demo --lang "$lang" --games-dir "$work/games" -o "$page" > /dev/null \
    || { echo "aar-check: umpire aar failed" >&2; exit 2; }
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  echo "aar-check: $page: $(wc -c < "$page") bytes, written in $ms ms" >&2

  # 1. the console: any message at all is a problem (no script, nothing to load)
  "$chrome" --headless --no-sandbox --disable-gpu --hide-scrollbars --enable-logging=stderr --v=0 \
    --virtual-time-budget=5000 --window-size=1200,2000 --dump-dom "file://$page" > /dev/null 2> "$work/console-$lang.log" \
    || { echo "aar-check: Chromium failed on $page" >&2; cat "$work/console-$lang.log" >&2; exit 2; }
  if grep -q 'CONSOLE' "$work/console-$lang.log"; then
    echo "aar-check: FAIL $page: the browser's console says:" >&2
    grep 'CONSOLE' "$work/console-$lang.log" >&2
    status=1
  fi

  # 2. the images and the chart, read from a frame holding the page
  wrap="$work/aar-demo-$lang.wrap.html"
  cat > "$wrap" <<EOF_WRAP
<!DOCTYPE html><html><head><meta charset="UTF-8"></head><body>
<iframe id="f" src="aar-demo-$lang.html" style="width:1200px;height:800px;border:0"></iframe>
<script>document.getElementById("f").onload = function () {
  var d = this.contentDocument, imgs = d.images, broken = 0;
  for (var i = 0; i < imgs.length; i++) { if (!imgs[i].complete || imgs[i].naturalWidth === 0) { broken++; } }
  document.body.setAttribute("data-result", "images=" + imgs.length + " broken=" + broken
    + " charts=" + d.querySelectorAll("svg.vp-chart polyline").length
    + " turns=" + d.querySelectorAll("section.turn").length);
};</script></body></html>
EOF_WRAP
  dom="$("$chrome" --headless --no-sandbox --disable-gpu --allow-file-access-from-files --virtual-time-budget=5000 \
    --window-size=1200,800 --dump-dom "file://$wrap" 2>/dev/null)" \
    || { echo "aar-check: Chromium failed on $wrap" >&2; exit 2; }
  result="$(printf '%s' "$dom" | grep -o 'data-result="[^"]*"' | head -1 | sed 's/data-result="\(.*\)"/\1/')"
  if [ -z "$result" ]; then
    echo "aar-check: FAIL $page: the page did not load in the frame" >&2
    status=1
    continue
  fi
  echo "aar-check: $page: $result" >&2
  if [ "$result" != "images=26 broken=0 charts=2 turns=26" ]; then
    echo "aar-check: FAIL $page: expected images=26 broken=0 charts=2 turns=26 (the set-up and 25 turns, two VP curves)" >&2
    status=1
  fi
done

mkdir -p "$(dirname "$shot")"
"$chrome" --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=5000 \
  --window-size=1200,2000 --screenshot="$shot" "file://$work/aar-demo-en.html" > /dev/null 2>&1 \
  || { echo "aar-check: Chromium could not take the screenshot" >&2; exit 2; }
echo "aar-check: screenshot $shot" >&2
[ "$status" -eq 0 ] && echo "aar-check: ok" >&2
exit "$status"
