package app

import (
	"fmt"
	"os"
	"runtime/metrics"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"swath/scene"
)

// stats counts drawn frames and the time Draw takes, for --stats, and the
// longest Update and Draw of each second: what the UI thread did in one
// go (a step longer than a frame, 16 ms, is a stutter).
type stats struct {
	last     time.Time
	draws    int
	drawTime time.Duration
	t0       time.Time
	// the longest Update and Draw since the last report, and of the run
	updMax, drawMax       time.Duration
	updMaxAll, drawMaxAll time.Duration
	marks                 []stepMark
	// the thread CPU time and GC cycles when the step began: a slow step
	// whose CPU time is short waited for a core or for the collector
	cpu0   time.Duration
	gc     []metrics.Sample
	locked bool
	// pauses are the runtime's stop-the-world histograms (the time to stop
	// every goroutine and the whole pause), counts their counts at the last
	// report: a stop waits for every goroutine to reach a safe point
	pauses []metrics.Sample
	mem    []metrics.Sample // the heap's objects and all memory mapped
	counts [][]uint64
	// the background plans of the NPCs but the selected one (jobs.go)
	npcJobs, npcPlans int
	npcTime           time.Duration
	// crowd measures the crowd mode (crowdstats.go)
	crowd crowdStats
}

// npcJob counts one background job that planned n NPCs in took.
func (s *stats) npcJob(n int, took time.Duration) {
	s.npcJobs++
	s.npcPlans += n
	s.npcTime += took
}

// updateDone records an Update that started at t0; one longer than
// slowStep is printed with its parts (mark) when on is set (--stats).
func (s *stats) updateDone(t0 time.Time, on bool) {
	d := time.Since(t0)
	s.updMax, s.updMaxAll = max(s.updMax, d), max(s.updMaxAll, d)
	if on && d > slowStep {
		s.slowLine("update", t0, d)
	}
	s.marks = s.marks[:0]
}

// slowLine prints a step of the UI thread that took d from t0, with its
// CPU time and its parts (mark).
func (s *stats) slowLine(what string, t0 time.Time, d time.Duration) {
	var b strings.Builder
	fmt.Fprintf(&b, "stats: slow %s %.1f ms%s", what, ms2f(d), s.stepCost())
	sep := ":"
	prev := t0
	for _, m := range s.marks {
		fmt.Fprintf(&b, "%s %s %.1f", sep, m.name, ms2f(m.at.Sub(prev)))
		sep, prev = "", m.at
	}
	fmt.Fprintln(os.Stderr, b.String())
}

// slowStep is a step of the UI thread worth reporting: a frame at 60 Hz.
const slowStep = 16 * time.Millisecond

// mark notes that Update's part name ends now (the slow update's line).
func (s *stats) mark(name string) {
	s.marks = append(s.marks, stepMark{name, time.Now()})
}

type stepMark struct {
	name string
	at   time.Time
}

func ms2f(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// tick starts an Update; on (--stats) measures its CPU time and GC cycles.
func (s *stats) tick(on bool) {
	if s.last.IsZero() {
		s.last = time.Now()
	}
	s.stepStart(on)
}

// stepStart notes the thread's CPU time and the GC cycles so far.
func (s *stats) stepStart(on bool) {
	if !on {
		return
	}
	if !s.locked {
		lockThread()
		s.locked = true
		s.gc = []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	}
	s.cpu0, _ = threadCPU()
	metrics.Read(s.gc)
}

// stepCost is ", cpu C ms, G gc" for the step since stepStart: the CPU
// time the UI thread spent on it and the collections that ran meanwhile.
func (s *stats) stepCost() string {
	if len(s.gc) == 0 {
		return ""
	}
	gc0 := s.gc[0].Value.Uint64()
	metrics.Read(s.gc)
	gcs := s.gc[0].Value.Uint64() - gc0
	if c, ok := threadCPU(); ok {
		return fmt.Sprintf(" (cpu %.1f ms, gc cycles %d)", ms2f(c-s.cpu0), gcs)
	}
	return fmt.Sprintf(" (gc cycles %d)", gcs)
}

func (s *stats) drawStart(on bool) {
	s.t0 = time.Now()
	s.marks = s.marks[:0]
	s.stepStart(on)
}

func (s *stats) drawEnd(on bool) {
	d := time.Since(s.t0)
	if on && d > slowStep {
		s.slowLine("draw", s.t0, d)
	}
	s.marks = s.marks[:0]
	s.draws++
	s.drawTime += d
	s.drawMax, s.drawMaxAll = max(s.drawMax, d), max(s.drawMaxAll, d)
}

// report prints one line a second: frames drawn, ebiten's FPS and TPS, the
// mean CPU time of a Draw, planning times and memory.
func (s *stats) report(sc *scene.Scene) {
	el := time.Since(s.last)
	if el < time.Second {
		return
	}
	// the runtime's metrics, not ReadMemStats: that stops the world, and
	// a stop waits for every goroutine to reach a safe point
	if s.mem == nil {
		s.mem = []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/memory/classes/total:bytes"}}
	}
	metrics.Read(s.mem)
	heap, sys := s.mem[0].Value.Uint64(), s.mem[1].Value.Uint64()
	mean := time.Duration(0)
	if s.draws > 0 {
		mean = s.drawTime / time.Duration(s.draws)
	}
	stopMs, pauseMs := s.longestPauses()
	ps := sc.Selected().PlanStats()
	fmt.Fprintf(os.Stderr, "stats: draws/s %.1f fps %.1f tps %.1f draw_cpu_ms %.2f plans %d plan_ms p50 %.2f p95 %.2f max %.2f heap_mb %.1f sys_mb %.1f"+
		" longest_ms update %.1f draw %.1f run_update %.1f run_draw %.1f stw_ms stopping %.1f pause %.1f\n",
		float64(s.draws)/el.Seconds(), ebiten.ActualFPS(), ebiten.ActualTPS(), float64(mean.Microseconds())/1000,
		ps.N, ms2(ps.Median), ms2(ps.P95), ms2(ps.Max), float64(heap)/1e6, float64(sys)/1e6,
		ms2(s.updMax), ms2(s.drawMax), ms2(s.updMaxAll), ms2(s.drawMaxAll), stopMs, pauseMs)
	s.updMax, s.drawMax = 0, 0
	if n := len(sc.Agents()); n > 1 {
		// the other NPCs' background jobs: how many, the plans they made
		// and the busy share of the worker's second
		fmt.Fprintf(os.Stderr, "stats-npcs: npcs %d jobs %d plans %d job_ms_mean %.2f worker_busy %.0f%%\n",
			n, s.npcJobs, s.npcPlans, ms2(s.npcTime/time.Duration(max(s.npcJobs, 1))), 100*s.npcTime.Seconds()/el.Seconds())
	}
	s.last, s.draws, s.drawTime = time.Now(), 0, 0
	s.npcJobs, s.npcPlans, s.npcTime = 0, 0, 0
}

func ms2(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// longestPauses is the longest time to stop the world and the longest
// stop-the-world pause (for the collector or not) since the last call, in
// ms: the upper edge of the highest histogram bucket that gained a count.
func (s *stats) longestPauses() (stopping, pause float64) {
	if s.pauses == nil {
		s.pauses = []metrics.Sample{{Name: "/sched/pauses/stopping/gc:seconds"}, {Name: "/sched/pauses/stopping/other:seconds"},
			{Name: "/sched/pauses/total/gc:seconds"}, {Name: "/sched/pauses/total/other:seconds"}}
		s.counts = make([][]uint64, len(s.pauses))
	}
	metrics.Read(s.pauses)
	var out [2]float64
	for i := range s.pauses {
		if s.pauses[i].Value.Kind() != metrics.KindFloat64Histogram {
			continue
		}
		h := s.pauses[i].Value.Float64Histogram()
		for b := len(h.Counts) - 1; b >= 0; b-- {
			if b >= len(s.counts[i]) || h.Counts[b] > s.counts[i][b] {
				if b < len(s.counts[i]) || s.counts[i] == nil && h.Counts[b] > 0 {
					out[i/2] = max(out[i/2], 1000*h.Buckets[b+1])
					break
				}
			}
		}
		s.counts[i] = append(s.counts[i][:0], h.Counts...)
	}
	return out[0], out[1]
}
