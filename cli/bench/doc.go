// Package bench is `swath bench`: every query of a Moving AI scenario file
// planned in parallel, one reusable planner per worker, each query timed
// with its thread's CPU time, then summarised (text, JSON), listed (CSV)
// or plotted. Besides the route figures it counts the paper's two flaws
// by smoothing each path again with the paper's sampling and with the
// other farthest strategy, and with --optimal it measures how far the
// routes are from the shortest one there is.
package bench
