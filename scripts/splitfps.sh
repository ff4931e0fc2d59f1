#!/usr/bin/env bash
# splitfps.sh measures the split view's frame rate and cost against one
# pane's under a private Xvfb, the cases interleaved (and two binaries in
# turn) so that the machine's drift falls on all of them alike. Each run
# prints the median of its --stats lines after the first (draws/s, ebiten's
# fps and tps, draw_cpu_ms: the mean wall time of a Draw on the UI thread)
# and the CPU time per drawn frame of the app's Go threads, of its llvmpipe
# threads (software GL: drawing and presenting) and of the X server:
#   probe   --present-probe: one pixel a frame, the display's ceiling for
#           any frame that changes (an empty window presented every frame)
#   full    --continuous: every region redrawn whole every frame
#   pan     the map dragged with the middle button without a pause
#   paint   a wall painted back and forth across the route
# full, pan and paint run with 1, 2 and 4 panes (PANES="1 2 4").
# Usage: scripts/splitfps.sh [MAP|demo [CASE...]]   (Xvfb, xdotool; MAP a
# level or map file, demo the demo level). SPLITFPS_BIN runs binaries built
# before, in turn (SPLITFPS_BIN="/tmp/a /tmp/b"); SPLITFPS_ROUNDS rounds
# (default 2), SPLITFPS_SECS a run's seconds of driving (default 5).
set -euo pipefail
cd "$(dirname "$0")/.."
map=${1:-testdata/movingai/random/random512-20-0.map}
shift || true
cases=("$@"); [ ${#cases[@]} -gt 0 ] || cases=(probe full pan paint)
bins=${SPLITFPS_BIN:-}
if [ -z "$bins" ]; then bins=/tmp/swath-splitfps; go build -o "$bins" .; fi
rounds=${SPLITFPS_ROUNDS:-2}
secs=${SPLITFPS_SECS:-5}
panes=${PANES:-1 2 4}
fifo=$(mktemp -u); mkfifo "$fifo"
scripts/xvfb.sh -displayfd 9 -screen 0 1280x1024x24 -nolisten tcp -noreset 9>"$fifo" 2>/dev/null &
xpid=$!
trap 'kill $xpid 2>/dev/null; rm -f "$fifo"' EXIT
read -r -t 30 dnum < "$fifo"
export DISPLAY=":$dnum"

vs() { # the --vs flags of n panes
  case $1 in
  1) ;;
  2) echo "--vs farthest=linear" ;;
  3) echo "--vs farthest=linear --vs sampling=paper" ;;
  *) echo "--vs farthest=linear --vs sampling=paper --vs agent=3x3" ;;
  esac
}

# cpu prints the CPU clock ticks so far of process $1's llvmpipe threads,
# of its other threads and of the X server
cpu() {
  local go=0 gl=0 t s
  for t in /proc/"$1"/task/*; do
    s=($(sed 's/.*) //' "$t/stat" 2>/dev/null)) || continue
    case $(cat "$t/comm" 2>/dev/null) in llvmpipe*) gl=$((gl + s[11] + s[12])) ;; *) go=$((go + s[11] + s[12])) ;; esac
  done
  s=($(sed 's/.*) //' /proc/"$xpid"/stat))
  echo "$go $gl $((s[11] + s[12]))"
}

run() { # bin, name, flags, then the driving command
  local bin=$1 name=$2 flags=$3; shift 3
  local src="--map $map"; [ "$map" != demo ] || src=""
  local log=/tmp/splitfps-$name.log
  # shellcheck disable=SC2086
  "$bin" $src --stats --size 1280x800 $flags 2>"$log" &
  local pid=$!
  local win; win=$(xdotool search --sync --onlyvisible --name Swath | head -1)
  sleep 2
  local n0 c0 c1 n1; n0=$(grep -c '^stats: draws' "$log" || true); c0=$(cpu $pid)
  "$@" "$win"
  sleep 1.1
  c1=$(cpu $pid); n1=$(grep -c '^stats: draws' "$log" || true)
  kill $pid; wait $pid 2>/dev/null || true
  local hz; hz=$(getconf CLK_TCK)
  printf '%-22s %s\n' "$(basename "$bin") $name" "$(grep '^stats: draws' "$log" | sed -n "$((n0 + 1)),${n1}p" | awk -v c0="$c0" -v c1="$c1" -v hz="$hz" '
    { for (i = 2; i < NF; i++) if ($i == "draws/s") d[n] = $(i+1); else if ($i == "fps") f[n] = $(i+1); else if ($i == "tps") t[n] = $(i+1); else if ($i == "draw_cpu_ms") c[n] = $(i+1)
      fr += d[n]; n++ }
    function med(a,   i, j, x, s) { for (i = 0; i < n; i++) s[i] = a[i] + 0; for (i = 0; i < n; i++) for (j = i + 1; j < n; j++) if (s[j] < s[i]) { x = s[i]; s[i] = s[j]; s[j] = x }; return n ? s[int(n/2)] : 0 }
    END { split(c0, a, " "); split(c1, b, " "); fr = fr > 0 ? fr : 1
      printf "draws/s %5.1f fps %5.1f tps %5.1f draw_cpu_ms %5.2f | cpu ms/frame go %5.1f llvmpipe %5.1f xvfb %5.1f total %5.1f\n", med(d), med(f), med(t), med(c),
        1000*(b[1]-a[1])/hz/fr, 1000*(b[2]-a[2])/hz/fr, 1000*(b[3]-a[3])/hz/fr, 1000*(b[1]+b[2]+b[3]-a[1]-a[2]-a[3])/hz/fr }')"
}
idle() { sleep "$secs"; }
pan() {
  eval "$(xdotool getwindowgeometry --shell "$1")"
  local args=(mousemove --sync $((X+120)) $((Y+300)) mousedown 2)
  for i in $(seq 1 $((secs*100))); do args+=(mousemove_relative -- $(( (i/50%2)*4-2 )) 0 sleep 0.01); done
  xdotool "${args[@]}" mouseup 2
}
paint() { # 300 px right and back along a row, a move every 8 ms
  eval "$(xdotool getwindowgeometry --shell "$1")"
  local args=(mousemove --sync $((X+100)) $((Y+300)) mousedown 1)
  for i in $(seq 1 $((secs*120))); do args+=(mousemove_relative -- $(( (i/100%2)*-6+3 )) $(( (i%2)*2-1 )) sleep 0.008); done
  xdotool "${args[@]}" mouseup 1
}
for r in $(seq 1 "$rounds"); do
  echo "== round $r"
  for c in "${cases[@]}"; do
    case $c in
    probe) for bin in $bins; do run "$bin" probe --present-probe idle; done ;;
    full|pan|paint)
      for n in $panes; do
        for bin in $bins; do
          f=$(vs "$n"); drive=$c
          if [ "$c" = full ]; then f="$f --continuous"; drive=idle; fi
          run "$bin" "$c-$n" "$f" "$drive"
        done
      done ;;
    *) echo "splitfps.sh: unknown case $c (probe, full, pan, paint)" >&2; exit 2 ;;
    esac
  done
done
