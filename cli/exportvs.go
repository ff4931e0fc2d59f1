package cli

import (
	"fmt"
	"io"

	"swath/cli/command"
	"swath/render"
	"swath/scene"
)

// export --vs draws the split view: the base run (the level's own
// settings, or the flags') and each --vs side by side on the one map, each
// pane with its caption and its column of the figures table under it
// (what plan --vs prints); the GIF steps every pane together by phase
// (timeline.Lockstep), one frame per aligned position.

// exportVs checks export's --vs like plan's and shows the split view on s
// when it is given.
func exportVs(vs *vsFlag, s *scene.Scene, mapFile string) error {
	if !vs.Given() {
		return nil
	}
	if _, err := vs.runs(s.Selected().Query(), s.Grid(), mapFile); err != nil {
		return err
	}
	s.Apply(scene.SetSplit{Specs: vs.Specs})
	if !s.SplitShown() {
		return fmt.Errorf("--vs: %s", s.Notice().Text)
	}
	return nil
}

// exportSplitGIF writes the split view's lockstep timeline to out.
func exportSplitGIF(out *render.OutFile, s *scene.Scene, ex *render.Exporter, ef exportFlags, stdout, stderr io.Writer) int {
	s.Apply(scene.SeekStep{Step: 0})
	if !s.TimelineShown() {
		out.Abort()
		return command.Bad(stderr, "export", "--gif: %s", s.Notice().Text)
	}
	s.Refresh() // every pane's timeline
	s.Apply(scene.SeekStep{Step: 0})
	res, err := render.WriteSplitGIF(out, s, ex, render.GIFOptions{FPS: ef.fps, MaxFrames: ef.maxFrames})
	if err != nil {
		out.Abort()
		return command.Bad(stderr, "export", "writing %s: %v", out.Path(), err)
	}
	if err := out.Commit(); err != nil {
		return command.Bad(stderr, "export", "%v", err)
	}
	if res.Sampled() {
		fmt.Fprintf(stderr, "swath export: the panes' lockstep has %d positions; %s shows %d of them (--max-frames %d)\n",
			res.Steps, out.Path(), res.Frames, ef.maxFrames)
	}
	fmt.Fprintf(stdout, "wrote %s (%dx%d px, %d frames of %d lockstep positions, %d panes, %d ms each)\n",
		out.Path(), res.W, res.H, res.Frames, res.Steps, len(s.Split().Panes), 10*res.Delay)
	return ExitOK
}
