#!/usr/bin/env bash
# rssback.sh measures the memory the app gives back after a big map
# (issue 22, item 19): under a private Xvfb it starts the app fresh on the
# demo and reads its RSS; then it opens a 2048² maze (scripts/bigmap gen),
# waits for its route, turns on the cell layers (F9 clearance, F7, F5, F3),
# zooms in six wheel steps and opens the timeline (T), reads the RSS, goes
# back to the demo (Ctrl+O, "demo", Enter), waits RSSBACK_AFTER seconds
# (default 10: the app gives the memory back 1.5 s after the switch) and
# reads it again. RSSBACK_KEY=v opens the split view instead of the
# timeline. It prints the three figures and the ratio to the fresh
# start, and the app's own --stats line of the give-back (RSS at each stage,
# what Go holds). Usage: scripts/rssback.sh [BIN]  (BIN: a built swath;
# default: built here). Needs Xvfb and xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
bin=${1:-}
if [ -z "$bin" ]; then bin=$tmp/swath; go build -o "$bin" .; fi
maze=$tmp/maze2048.map
go run ./scripts/bigmap gen -size 2048 -kind maze -out "$maze" >/dev/null
fifo=$tmp/fd; mkfifo "$fifo"
scripts/xvfb.sh -displayfd 9 -screen 0 1280x1024x24 -nolisten tcp -noreset 9>"$fifo" 2>/dev/null &
xpid=$!
trap 'kill $xpid 2>/dev/null; [ -n "${app:-}" ] && kill $app 2>/dev/null; rm -rf "$tmp"' EXIT
read -r -t 30 dnum < "$fifo"
export DISPLAY=":$dnum" XDG_CONFIG_HOME=$tmp
rss() { awk '/VmRSS/{printf "%.0f", $2/1024}' "/proc/$1/status"; }
tap() { xdotool keydown "$1" sleep 0.1 keyup "$1"; sleep 0.3; }
window() { xdotool search --sync --onlyvisible --name Swath | head -1; }

"$bin" >/dev/null 2>&1 & app=$!
window >/dev/null; sleep 8
fresh=$(rss $app); kill $app; wait $app 2>/dev/null || true

"$bin" --map "$maze" --stats >/dev/null 2>"$tmp/err" & app=$!
wid=$(window); sleep "${RSSBACK_WAIT:-25}"
xdotool windowfocus --sync "$wid"; xdotool mousemove --window "$wid" 500 400
for k in F9 F7 F5 F3; do tap $k; sleep 3; done
for _ in 1 2 3 4 5 6; do xdotool click 4; sleep 0.7; done
sleep 5; tap "${RSSBACK_KEY:-t}"; sleep 15
big=$(rss $app)
tap Escape; sleep 1
tap ctrl+o; sleep 1; xdotool type --delay 120 demo; sleep 0.5; tap Return
sleep "${RSSBACK_AFTER:-10}"
title=$(xdotool getwindowname "$wid")
back=$(rss $app)
echo "fresh demo: RSS $fresh MB"
echo "2048² maze, layers, zoom, ${RSSBACK_KEY:-t}: RSS $big MB"
echo "back on the demo ($title): RSS $back MB, $(awk "BEGIN{printf \"%.2f\", $back/$fresh}")x the fresh start"
grep 'memory given back' "$tmp/err" || echo "(no give-back line: the switch to the demo was not seen)"
