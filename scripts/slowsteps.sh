#!/usr/bin/env bash
# slowsteps.sh measures how long the UI thread's steps take while a big map
# opens and its step view is used, from the app's --stats "slow update" and
# "slow draw" lines (a step over 16 ms, one frame at 60 Hz, is a stutter).
# It opens MAP in a private Xvfb, waits SLOW_WAIT seconds (the first frame
# arrives in strips and the first plan is made), turns the shortest route
# off (F6), opens the step view (T), waits for the timeline, then presses
# End, Home, End, Right, Left, 3 s apart (a far jump each, then one step).
# Each slow line gives the step's wall time, the CPU time the UI thread spent
# in it and the garbage collections that ran meanwhile: a slow step with
# little CPU waited for a core. The summary counts the slow steps.
# Usage: scripts/slowsteps.sh MAP [LOG]   (needs Xvfb, xdotool; SLOW_BIN runs
# a binary built before). A map to try:
#   go build -o /tmp/bigmap-gen ./scripts/bigmap &&
#   /tmp/bigmap-gen gen -size 2048 -kind maze -out /tmp/maze2048.map
set -euo pipefail
cd "$(dirname "$0")/.."
map=${1:?usage: scripts/slowsteps.sh MAP [LOG]}
log=${2:-$(mktemp /tmp/slowsteps.XXXX.log)}
bin=${SLOW_BIN:-/tmp/swath-slow}
[ -n "${SLOW_BIN:-}" ] || go build -o "$bin" .
fifo=$(mktemp -u); mkfifo "$fifo"
scripts/xvfb.sh -displayfd 9 -screen 0 1280x1024x24 -nolisten tcp 9>"$fifo" 2>/dev/null &
xpid=$!
apid=
trap 'kill $apid $xpid 2>/dev/null; rm -f "$fifo"' EXIT
read -r -t 30 dnum < "$fifo"
export DISPLAY=":$dnum"
: > "$log"
press() { echo "=== $1" >> "$log"; xdotool keydown "$1" sleep 0.05 keyup "$1"; }
"$bin" --map "$map" --stats --size 1280x800 2>>"$log" &
apid=$!
xdotool search --sync --onlyvisible --name Swath >/dev/null
sleep "${SLOW_WAIT:-12}"
press F6; sleep 1
press t; sleep "${SLOW_TIMELINE:-15}"
for k in End Home End Right Left; do press "$k"; sleep 3; done
kill "$apid"; wait "$apid" 2>/dev/null || true
grep -E "^(===|stats: slow|timeline:)" "$log" || true
echo "log: $log"
awk '/slow update|slow draw/ { n++; w = $4 + 0; if (w > mw) mw = w
       if (match($0, /cpu [0-9.]+/)) { c = substr($0, RSTART + 4, RLENGTH - 4) + 0; if (c > mc) mc = c; if (c > 16) nc++ } }
     END { printf "slow steps %d (over 16 ms of UI-thread CPU: %d); longest wall %.1f ms, longest CPU %.1f ms\n", n, nc, mw, mc }' "$log"
