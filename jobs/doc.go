// Package jobs is the one shape of Swath's background work. A Queue (the
// scene, the app's exports) hands out jobs; a Loop runs each on a
// goroutine of its own, stops those its queue no longer wants, and gives
// every job back to its queue on the loop's goroutine once it has ended,
// stopped or not. So a new kind of work (the crowd planner of the next
// issue, say) is one more type with a Run method in its queue, and no
// more code in the app: the stopping, the dropping and the hand-back are
// the same for every kind.
//
// The contract, for every kind of job:
//
//   - Next hands a job out; from then on the queue counts it as under way,
//     and nothing else touches what the job took (a copy of the grid, a
//     planner) until Finish gives it back.
//   - Run does the work on any goroutine. It asks stop now and then (a
//     search every few thousand expansions, a timeline between phases) and
//     returns early once it reports true.
//   - Stale, asked on the loop's goroutine while the job runs, says that
//     its outcome is no longer wanted: the loop then makes stop report
//     true. A job that cannot stop half-way simply runs on.
//   - Finish, on the loop's goroutine, installs the outcome of a job that
//     was not stopped, or drops it, and in both cases releases what the
//     job held. A queue never loses a job: Finish is called exactly once
//     for every job Next handed out.
//
// Drain runs a queue's jobs in the calling goroutine, one after another:
// tests, exports and the command line use it to bring a scene up to date
// at once.
package jobs
