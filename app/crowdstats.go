package app

import (
	"fmt"
	"os"
	"slices"
	"time"

	"swath/jobs"
	"swath/scene"
)

// crowdStats measures the UI thread while the crowd mode is on, for
// --stats: every Update and Draw, wall time and the thread's CPU time,
// and the crowd's plans (how long, and whether the edit's frames were
// slower meanwhile). One line a second while there is something to say:
//
//	stats-crowd: npcs 8 ticks_s 4.0 frames 60 update_cpu_ms p50 0.21 p95 0.40 max 0.9
//	  draw_cpu_ms p50 1.1 p95 1.6 max 2.0 frame_ms max 3.1 replanning_frames 12
//	  replanning_frame_ms max 2.9 plans 2 plan_ms 31.0
type crowdStats struct {
	last                time.Time
	upd, drw            []time.Duration // CPU time of each step
	frame               time.Duration   // the longest Update + Draw (wall)
	replan              int             // frames drawn while a re-plan was due
	replanMax           time.Duration   // the longest of those (wall)
	plans               int
	planTime            time.Duration
	t0                  time.Time
	c0                  time.Duration
	pendingUpd, replans bool
	updWall             time.Duration
	// locked is set once begin has locked its goroutine to its thread,
	// for Update and for Draw: an Update that moved threads mid-way would
	// read two threads' clocks
	locked [2]bool
}

// begin notes the start of an Update (draw false) or Draw (the thread's
// clocks).
func (c *crowdStats) begin(on, draw bool) {
	if !on {
		return
	}
	if k := b2i(draw); !c.locked[k] {
		lockThread()
		c.locked[k] = true
	}
	c.t0 = time.Now()
	c.c0, _ = threadCPU()
}

// end records the Update (draw false) or Draw since begin, when the crowd
// mode is on.
func (c *crowdStats) end(sc *scene.Scene, on, draw bool) {
	if !on || !sc.CrowdShown() {
		return
	}
	wall := time.Since(c.t0)
	cpu, ok := threadCPU()
	if !ok || cpu < c.c0 || cpu-c.c0 > wall+time.Millisecond {
		cpu = c.c0 + wall // no thread clock, or not the same thread's
	}
	if !draw {
		c.upd = append(c.upd, cpu-c.c0)
		c.updWall, c.pendingUpd = wall, true
		c.replans = sc.Crowd().Replanning
		return
	}
	c.drw = append(c.drw, cpu-c.c0)
	if c.pendingUpd {
		f := c.updWall + wall
		c.frame = max(c.frame, f)
		if c.replans {
			c.replan++
			c.replanMax = max(c.replanMax, f)
		}
		c.pendingUpd = false
	}
}

// ended counts a crowd job given back (the job loop's Ended).
func (c *crowdStats) ended(j jobs.Job, took time.Duration, stopped bool) {
	if sj, ok := j.(*scene.Job); ok && sj.Kind == scene.JobCrowd && !stopped {
		c.plans++
		c.planTime += took
	}
}

// report prints the second's line and starts the next second.
func (c *crowdStats) report(sc *scene.Scene) {
	if c.last.IsZero() {
		c.last = time.Now()
	}
	el := time.Since(c.last)
	if el < time.Second {
		return
	}
	if sc.CrowdShown() && (len(c.upd) > 0 || c.plans > 0) {
		v := sc.Crowd()
		planMS := 0.0
		if c.plans > 0 {
			planMS = ms2f(c.planTime / time.Duration(c.plans))
		}
		u50, u95, umax := quantiles(c.upd)
		d50, d95, dmax := quantiles(c.drw)
		fmt.Fprintf(os.Stderr, "stats-crowd: npcs %d playing %v %s updates %d update_cpu_ms p50 %.2f p95 %.2f max %.2f draws %d draw_cpu_ms p50 %.2f p95 %.2f max %.2f"+
			" frame_ms max %.1f replanning_frames %d replanning_frame_ms max %.1f plans %d plan_ms %.1f\n",
			len(v.NPCs), v.Playing, v.Speed, len(c.upd), u50, u95, umax, len(c.drw), d50, d95, dmax,
			ms2f(c.frame), c.replan, ms2f(c.replanMax), c.plans, planMS)
	}
	// the Update that reports is under way: its clocks stay (reset, its
	// update_cpu_ms was the thread's CPU time since it started)
	*c = crowdStats{last: time.Now(), upd: c.upd[:0], drw: c.drw[:0], locked: c.locked, t0: c.t0, c0: c.c0}
}

// quantiles are the median, 95th percentile and largest of ds, in ms.
func quantiles(ds []time.Duration) (p50, p95, most float64) {
	if len(ds) == 0 {
		return 0, 0, 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	at := func(q float64) float64 { return ms2f(s[min(int(q*float64(len(s))), len(s)-1)]) }
	return at(0.5), at(0.95), ms2f(s[len(s)-1])
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
