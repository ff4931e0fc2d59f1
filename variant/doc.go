// Package variant is the comparison of one query under two to four
// settings, shared by `swath plan --vs`, `bench --vs`, `export --vs` and the
// app's split view: Parse reads a variant ("farthest=linear,agent=3x3") as
// the base query with those settings replaced, Name says what differs
// ("farthest: linear"), and Compare finds where the plans differ (the
// figures, the waypoints one run keeps and another does not, the obstacle
// cells the paper's sampling misses along a route, the first anchor whose
// choice differs). It depends only on pathing and levels (the agent's size
// limit), so the app imports it without the commands.
package variant
