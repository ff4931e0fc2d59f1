package app

import (
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"swath/scene"
)

// stats counts drawn frames and the time Draw takes, for --stats.
type stats struct {
	last     time.Time
	draws    int
	drawTime time.Duration
	t0       time.Time
	// the background plans of the NPCs but the selected one (npcplanning.go)
	npcJobs, npcPlans int
	npcTime           time.Duration
}

// npcJob counts one background job that planned n NPCs in took.
func (s *stats) npcJob(n int, took time.Duration) {
	s.npcJobs++
	s.npcPlans += n
	s.npcTime += took
}

func (s *stats) tick() {
	if s.last.IsZero() {
		s.last = time.Now()
	}
}

func (s *stats) drawStart() { s.t0 = time.Now() }

func (s *stats) drawEnd() {
	s.draws++
	s.drawTime += time.Since(s.t0)
}

// report prints one line a second: frames drawn, ebiten's FPS and TPS, the
// mean CPU time of a Draw, planning times and memory.
func (s *stats) report(sc *scene.Scene) {
	el := time.Since(s.last)
	if el < time.Second {
		return
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	mean := time.Duration(0)
	if s.draws > 0 {
		mean = s.drawTime / time.Duration(s.draws)
	}
	ps := sc.PlanStats()
	fmt.Fprintf(os.Stderr, "stats: draws/s %.1f fps %.1f tps %.1f draw_cpu_ms %.2f plans %d plan_ms p50 %.2f p95 %.2f max %.2f heap_mb %.1f sys_mb %.1f\n",
		float64(s.draws)/el.Seconds(), ebiten.ActualFPS(), ebiten.ActualTPS(), float64(mean.Microseconds())/1000,
		ps.N, ms2(ps.Median), ms2(ps.P95), ms2(ps.Max), float64(ms.HeapAlloc)/1e6, float64(ms.Sys)/1e6)
	if n := len(sc.NPCs()); n > 1 {
		// the other NPCs' background jobs: how many, the plans they made
		// and the busy share of the worker's second
		fmt.Fprintf(os.Stderr, "stats-npcs: npcs %d jobs %d plans %d job_ms_mean %.2f worker_busy %.0f%%\n",
			n, s.npcJobs, s.npcPlans, ms2(s.npcTime/time.Duration(max(s.npcJobs, 1))), 100*s.npcTime.Seconds()/el.Seconds())
	}
	s.last, s.draws, s.drawTime = time.Now(), 0, 0
	s.npcJobs, s.npcPlans, s.npcTime = 0, 0, 0
}

func ms2(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
