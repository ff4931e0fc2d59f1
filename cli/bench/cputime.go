package bench

// wallClockName names the wall clock in bench's output.
const wallClockName = "wall clock (a loaded machine inflates it: use --workers 1 on an idle core)"
