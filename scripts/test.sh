#!/usr/bin/env bash
# test.sh runs every check and test of Swath: gofmt, go vet, the whole test
# suite under a virtual X server (the app's end-to-end tests drive a real
# window), and a short run of each fuzz target.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh

echo "== gofmt"
bad=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$bad" ]; then
  echo "gofmt would change:"; echo "$bad"; exit 1
fi
echo "== go vet"
go vet ./...

echo "== go test"
# The app's package tests link Ebitengine, which needs an X display: start a
# private Xvfb that reports its own free display number once it accepts
# connections (-displayfd), check it answers, and stop it on exit.
xlog=$(mktemp); fifo=$(mktemp -u); mkfifo "$fifo"
scripts/xvfb.sh -displayfd 9 -screen 0 1280x1024x24 -nolisten tcp -noreset 9>"$fifo" 2>"$xlog" &
xpid=$!
trap 'kill $xpid 2>/dev/null; rm -f "$fifo" "$xlog"' EXIT
read -r -t 30 dnum < "$fifo" || { echo "Xvfb did not start:"; cat "$xlog"; exit 1; }
export DISPLAY=":$dnum"
xdpyinfo >/dev/null || { echo "Xvfb on $DISPLAY does not answer:"; cat "$xlog"; exit 1; }
echo "(Xvfb on $DISPLAY)"
# make test runs the long test sets too (every Moving AI query, not a
# sample); a plain go test samples them. SWATH_FULL_TESTS=0 make test
# samples too, for a quick run.
export SWATH_FULL_TESTS=${SWATH_FULL_TESTS:-1}
# The end-to-end tests run alone, after the others: they drive a real window
# and time out when the CPU-heavy core tests starve it.
# The web page's tests (headless Chromium, no X display) run alone too:
# they build the wasm once and drive a browser each.
go test -count=1 -timeout 75m $(go list ./... | grep -v -e '/e2e$' -e '/web$')
go test -count=1 -timeout 15m ./e2e/
go test -count=1 -timeout 15m ./web/
# render as the web page builds it (pathing.Yields), under Go's node runner:
# the strips that spread a search step over frames there
GOOS=js GOARCH=wasm go test -count=1 -timeout 15m -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./render/ -run 'TestStrips|TestPaintLayerYields|TestRouteShapesYield'
# and pathing's yield: YieldPhase gives the event loop its turn after fast Yields
GOOS=js GOARCH=wasm go test -count=1 -timeout 5m -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./pathing/ -run 'TestYieldPhase|TestOptimalSearchYields|TestPrepareYields|TestPacers'

# A count, not a duration: Go 1.26's fuzz coordinator can report a spurious
# "context deadline exceeded" when a -fuzztime duration ends while a worker is
# busy (go.dev/issue/75804, fixed in Go 1.27). 300k inputs take about 10 s.
fuzztime=${FUZZTIME:-300000x}
echo "== fuzz ($fuzztime each)"
for pkg in $(go list ./...); do
  for f in $(go test -list '^Fuzz' "$pkg" 2>/dev/null | grep '^Fuzz' || true); do
    echo "-- $pkg $f"
    go test -run '^$' -fuzz "^$f\$" -fuzztime "$fuzztime" "$pkg"
  done
done
echo "== all checks passed"
