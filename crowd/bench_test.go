package crowd

import (
	"fmt"
	"runtime"
	"testing"
)

// BenchmarkMAPF plans the first n queries of random-32-32-10's random
// scenario as 1×1 NPCs, the speed figures: 200 all home in 200 ms
// and 400 in 1 s of one thread's CPU. It reports the thread's CPU time per
// plan (cpu-ms/op), makespan and sum of costs.
//
//	go test ./crowd/ -run '^$' -bench MAPF -cpu 1 -count 5
func BenchmarkMAPF(b *testing.B) {
	for _, n := range []int{100, 200, 400} {
		for _, c := range benchPlanners {
			b.Run(fmt.Sprintf("agents=%d/%s", n, c.name), func(b *testing.B) {
				benchPlan(b, mapfProblem(b, n), c.pl)
			})
		}
	}
}

// benchPlanners are the planners the benchmarks compare: the default,
// LaCAM alone, and both without the refinement (their first plans).
var benchPlanners = []struct {
	name string
	pl   Planner
}{
	{"auto", Planner{}},
	{"lacam", Planner{Method: LaCAM}},
	{"auto-first", Planner{NoRefine: true}},
	{"lacam-first", Planner{Method: LaCAM, NoRefine: true}},
}

// benchPlan plans p with a fresh copy of planner pl b.N times (the
// distance tables are part of the cost) and reports the thread's CPU time
// per plan and the plan's figures.
func benchPlan(b *testing.B, p Problem, planner Planner) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var cpu int64
	var plan *Plan
	for b.Loop() {
		pl := planner
		t0 := threadCPU()
		var err error
		plan, err = pl.Plan(p)
		cpu += int64(threadCPU() - t0)
		if err != nil {
			b.Fatal(err)
		}
	}
	if !plan.Done() {
		b.Fatalf("%d of %d home", plan.Arrived, len(p.NPCs))
	}
	b.ReportMetric(float64(cpu)/1e6/float64(b.N), "cpu-ms/op")
	b.ReportMetric(float64(plan.Makespan), "makespan")
	b.ReportMetric(plan.SumOfCosts, "soc")
	b.ReportMetric(float64(plan.Stats.Unrefined.Makespan), "makespan-1st")
	b.ReportMetric(plan.Stats.Unrefined.SumOfCosts, "soc-1st")
}

// BenchmarkRooms plans 60 NPCs of 1x1, 2x2 and 3x3 on the rooms map with
// doors 3 wide (seed 64), the mixed-size figure: all home in 1 s.
// LaCAM alone does not get them all home (TestRoomsMixedCrowd's log).
func BenchmarkRooms(b *testing.B) {
	for _, c := range benchPlanners {
		if c.pl.Method == Auto {
			b.Run(c.name, func(b *testing.B) { benchPlan(b, roomsCrowd(b, 60, 64), c.pl) })
		}
	}
}

// BenchmarkRoomsSeeds plans crowds of 60 NPCs (1x1, 2x2, 3x3) on the
// rooms map, seeds 1 to 10 (the figures' set) and 11 to 60 (to check
// that a change does not fit those ten), and reports how many got
// everyone home, and the mean and worst thread CPU time, makespan and sum
// of costs.
func BenchmarkRoomsSeeds(b *testing.B) {
	for _, r := range [][2]uint64{{1, 10}, {11, 60}} {
		b.Run(fmt.Sprintf("seeds=%d-%d", r[0], r[1]), func(b *testing.B) { benchRoomsSeeds(b, r[0], r[1]) })
	}
}

func benchRoomsSeeds(b *testing.B, from, to uint64) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var problems []Problem
	for seed := from; seed <= to; seed++ {
		problems = append(problems, roomsCrowd(b, 60, seed))
	}
	n := float64(len(problems))
	for b.Loop() {
		done, worst, total, span, soc := 0, 0.0, 0.0, 0, 0.0
		for _, p := range problems {
			var pl Planner
			t0 := threadCPU()
			plan, err := pl.Plan(p)
			ms := float64(threadCPU()-t0) / 1e6
			if err != nil {
				b.Fatal(err)
			}
			if plan.Done() {
				done++
			}
			worst, total = max(worst, ms), total+ms
			span, soc = span+plan.Makespan, soc+plan.SumOfCosts
		}
		b.ReportMetric(float64(done), "home")
		b.ReportMetric(total/n, "mean-cpu-ms")
		b.ReportMetric(worst, "worst-cpu-ms")
		b.ReportMetric(float64(span)/n, "mean-makespan")
		b.ReportMetric(soc/n, "mean-soc")
	}
}
