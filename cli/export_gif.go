package cli

import (
	"fmt"
	"io"

	"swath/cli/command"
	"swath/render"
	"swath/scene"
)

// exportGIF writes the timeline of s's plan to out and commits it.
func exportGIF(out *render.OutFile, s *scene.Scene, ex *render.Exporter, ef exportFlags, stdout, stderr io.Writer) int {
	s.Apply(scene.SeekStep{Step: 0}) // the GIF draws the step-through view
	// a timeline too big to build is refused: the notice says why (agent.JobLimit)
	if !s.TimelineShown() {
		out.Abort()
		return command.Bad(stderr, "export", "--gif: %s", s.Notice().Text)
	}
	res, err := render.WriteTimelineGIF(out, s, ex, render.GIFOptions{FPS: ef.fps, MaxFrames: ef.maxFrames})
	if err != nil {
		out.Abort()
		return command.Bad(stderr, "export", "writing %s: %v", out.Path(), err)
	}
	if err := out.Commit(); err != nil {
		return command.Bad(stderr, "export", "%v", err)
	}
	if res.Sampled() {
		how := "every smoothing step, the search and the walk sampled evenly"
		if !res.SmoothingWhole {
			how = "the smoothing alone has more steps: an eighth of the frames each for the search and the walk, the rest for the smoothing, all sampled evenly"
		}
		fmt.Fprintf(stderr, "swath export: the timeline has %d steps; %s shows %d of them (--max-frames %d): %s\n",
			res.Steps, out.Path(), res.Frames, ef.maxFrames, how)
	}
	fmt.Fprintf(stdout, "wrote %s (%dx%d px, %d frames of %d steps, %d ms each)\n",
		out.Path(), res.W, res.H, res.Frames, res.Steps, 10*res.Delay)
	return ExitOK
}
