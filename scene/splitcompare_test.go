package scene

import (
	"reflect"
	"testing"
)

// In the background mode the panes' differences are a job of their own:
// the pane's plan landing (Finish, on the UI thread) compares nothing (on
// a 2048² maze the comparison in the call took 5.4 s), a comparison job
// follows once every plan is exact, and what it finds is what the split
// view finds in the call. The u-turn stands for any map: which goroutine
// compares does not depend on its size.
func TestSplitViewComparesInTheBackground(t *testing.T) {
	want := openBuiltin(t, "u-turn")
	want.Apply(ActSplit)
	want.Refresh()
	ws := want.Split()
	if !ws.DiffCurrent {
		t.Fatal("in the call: the differences are not current after Refresh")
	}

	s := openBuiltin(t, "u-turn")
	s.RunJobsInBackground()
	s.Apply(ActSplit)
	compared := false
	for range 100 {
		j, _ := s.NextJob()
		if j == nil {
			break
		}
		sj := j.(*Job)
		if sj.Kind == JobCompare {
			if s.Split().DiffCurrent {
				t.Fatal("a comparison job handed out while the differences are current")
			}
			compared = true
		}
		was := s.Split().DiffCurrent
		j.Run(func() bool { return false })
		s.Finish(j, false)
		if sp := s.Split(); !was && sp.DiffCurrent && sj.Kind != JobCompare {
			t.Fatalf("the differences became current when a %v job landed: compared on the UI thread", sj.Kind)
		}
	}
	if !compared {
		t.Fatal("no comparison job once the panes were planned")
	}
	sp := s.Split()
	if !sp.DiffCurrent {
		t.Fatal("the differences are not current after the comparison job")
	}
	if !reflect.DeepEqual(sp.Differences, ws.Differences) {
		t.Fatalf("differences found in the background %+v, in the call %+v", sp.Differences, ws.Differences)
	}
	if got := waypointsOf(sp); len(got) != 2 || got[0] != 5 || got[1] != 4 {
		t.Fatalf("waypoints %v, want binary 5, linear 4", got)
	}
	// a plan moving on makes a comparison under way stale
	s.Apply(ActSplit) // off
	s.Apply(ActSplit) // on again: new panes
	for range 100 {
		j, _ := s.NextJob()
		if j == nil {
			break
		}
		if sj := j.(*Job); sj.Kind == JobCompare {
			s.Apply(ActSplit) // off: the panes it compares are gone
			if !s.Stale(j) {
				t.Fatal("a comparison job is not stale once the split view closed")
			}
			s.Finish(j, true)
			if s.Split() != nil {
				t.Fatal("the split view is still shown")
			}
			return
		}
		j.Run(func() bool { return false })
		s.Finish(j, false)
	}
	t.Fatal("no comparison job after the split view opened again")
}
