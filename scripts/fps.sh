#!/usr/bin/env bash
# fps.sh measures the app's frame rate under a private Xvfb on a 512×512
# Moving AI map with all layers on, in three cases, from the app's --stats
# lines (draws/s is frames drawn a second):
#   present  every frame changes one pixel and nothing else (--present-probe):
#         the ceiling of this display for any frame that changes, whatever
#         the app draws (each frame is copied whole to the X server)
#   full  every frame redraws the whole window (--continuous): the worst case
#   play  the timeline plays as fast as possible (search, probes, walk)
#   pan   the map is dragged with the middle button without a pause
#   paint a wall is painted back and forth across the route (each cell
#         re-plans; the plan_ms figures are the re-plan times)
#   paint-npcs  the same stroke on the same map as a level with 8 NPCs
#         (1x1, 2x1 and 1x2; some routes cross the wall, some are far from it);
#         the stats-npcs lines count the other NPCs' background plans
# The app draws only when something changed: while painting or panning the
# draws per second are at most the pointer's moves per second, so the
# drivers move the pointer more than 60 times a second.
# Usage: scripts/fps.sh [MAP [CASE...]]   (needs Xvfb, xdotool; the binary is
# built). FPS_FLAGS adds flags to every run, e.g. FPS_FLAGS="--cpuprofile
# /tmp/paint.prof" scripts/fps.sh "" paint profiles the paint case. FPS_WAIT is
# the seconds waited after the window shows before driving it (default 2;
# a big map needs its first plan first). FPS_KEYS are keys pressed before
# driving, e.g. FPS_KEYS=F6 turns the shortest route (and its background
# search) off.
set -euo pipefail
cd "$(dirname "$0")/.."
map=${1:-testdata/movingai/random/random512-20-0.map}
shift || true
cases=("$@"); [ ${#cases[@]} -gt 0 ] || cases=(present full play pan paint)
# FPS_BIN runs a binary built before (to compare two versions in turn)
bin=${FPS_BIN:-/tmp/swath-fps}
[ -n "${FPS_BIN:-}" ] || go build -o "$bin" .
fifo=$(mktemp -u); mkfifo "$fifo"
scripts/xvfb.sh -displayfd 9 -screen 0 1280x1024x24 -nolisten tcp 9>"$fifo" 2>/dev/null &
xpid=$!
trap 'kill $xpid 2>/dev/null; rm -f "$fifo"' EXIT
read -r -t 30 dnum < "$fifo"
export DISPLAY=":$dnum"

# npcs_level writes $map as a .swath level with 8 NPCs to $1: the first one
# has the paint case's ends (the first query of the .scen), each other end is
# moved to the nearest cell where a 3x3 block round it (and one more row and
# column) is free, so every footprint up to 3x3 fits there
npcs_level() {
  "$bin" convert "$map" /tmp/fps-npcs-v1.swath >/dev/null
  awk -v out="$1" '
    BEGIN { n = split("1x1 77,350 82,350|1x1 5,300 120,320|1x2 10,400 200,380|1x1 300,50 480,200|2x1 260,300 500,500|1x1 100,50 250,120|1x1 5,480 60,505|2x1 400,260 300,480", spec, "|") }
    /^grid:/ { g = 1; next }
    g { row[h++] = $0; next }
    /^swath / || /^agent:/ || /^start:/ || /^goal:/ { next }
    { head = head $0 "\n" }
    function free(x, y,   i, j) {
      for (j = y - 1; j <= y + 2; j++) for (i = x - 1; i <= x + 2; i++)
        if (j < 0 || j >= h || i < 0 || i >= length(row[0]) || substr(row[j], i + 1, 1) != ".") return 0
      return 1
    }
    function near(p,   xy, x, y, r, dx, dy) {
      split(p, xy, ","); x = xy[1]; y = xy[2]
      for (r = 0; r < 64; r++) for (dy = -r; dy <= r; dy++) for (dx = -r; dx <= r; dx++)
        if ((dx == r || dx == -r || dy == r || dy == -r) && free(x + dx, y + dy)) return (x + dx) "," (y + dy)
      return p
    }
    END {
      printf "swath 2\n%s", head > out
      # the first NPC (selected) keeps the ends of the paint case
      for (k = 1; k <= n; k++) { split(spec[k], f, " "); s = k == 1 ? f[2] : near(f[2]); e = k == 1 ? f[3] : near(f[3]); printf "npc: agent=%s start=%s goal=%s name=npc%d\n", f[1], s, e, k > out }
      print "grid:" > out
      for (j = 0; j < h; j++) print row[j] > out
    }' /tmp/fps-npcs-v1.swath
}

run() { # name, extra flags, then the driving commands run while it is up
  local name=$1 flags=$2; shift 2
  local m=$map
  if [ "$name" = paint-npcs ]; then m=/tmp/fps-npcs.swath; npcs_level "$m"; fi
  "$bin" --map "$m" --stats --size 1280x800 $flags ${FPS_FLAGS:-} 2>/tmp/fps-$name.log &
  local pid=$!
  local win; win=$(xdotool search --sync --onlyvisible --name Swath | head -1)
  sleep "${FPS_WAIT:-2}"
  for k in ${FPS_KEYS:-}; do xdotool windowfocus --sync "$win" keydown "$k" sleep 0.1 keyup "$k" sleep 0.3; done
  "$@" "$win"
  kill $pid; wait $pid 2>/dev/null || true
  local n=4; [ "$name" != paint-npcs ] || n=8
  echo "== $name"; grep '^stats' /tmp/fps-$name.log | tail -$n
}
idle() { sleep 8; }
play() {
  xdotool windowfocus --sync "$1"
  for k in t plus plus plus plus plus plus plus plus plus; do xdotool keydown $k sleep 0.1 keyup $k sleep 0.1; done
  xdotool keydown space sleep 0.1 keyup space; sleep 8
}
pan() {
  eval "$(xdotool getwindowgeometry --shell "$1")"
  local args=(mousemove --sync $((X+400)) $((Y+400)) mousedown 2)
  for i in $(seq 1 400); do args+=(mousemove_relative -- $(( (i/50%2)*4-2 )) 0 sleep 0.01); done
  xdotool "${args[@]}" mouseup 2
}
paint() {
  eval "$(xdotool getwindowgeometry --shell "$1")"
  local args=(mousemove --sync $((X+150)) $((Y+380)) mousedown 1)
  # a move every 8 ms (~120 a second), faster than the 60 ticks a second: every tick has
  # a new cell to paint (a slower stroke measures the input rate instead)
  for i in $(seq 1 600); do args+=(mousemove_relative -- $(( (i/150%2)*-8+4 )) $((i%2)) sleep 0.008); done
  xdotool "${args[@]}" mouseup 1
}
for c in "${cases[@]}"; do
  case $c in
  present) run present --present-probe idle ;;
  full) run full --continuous idle ;;
  play) run play "" play ;;
  pan) run pan "" pan ;;
  paint) run paint "" paint ;;
  paint-npcs) run paint-npcs "" paint ;;
  *) echo "fps.sh: unknown case $c (present, full, play, pan, paint, paint-npcs)" >&2; exit 2 ;;
  esac
done
