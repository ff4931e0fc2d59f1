// Package crowd plans many NPCs of many sizes at once, tick by tick, so
// that no two bodies ever overlap: not at a tick, not in between.
//
// The model (docs/crowds.md): time is discrete; in one tick an NPC's pivot
// moves to one of its 8 neighbours or waits, at constant speed, costing 1,
// √2 or 1 (a wait). A step is legal for the NPC's footprint exactly as a
// single route's step is (pathing's placement grid, spec §9): both
// placements valid and, for a diagonal, both orthogonal ones too. Two
// footprints moving linearly over one tick collide when their rectangles'
// interiors meet at some moment of it (Collide: per axis the overlap is an
// interval of time, and the two intervals must not meet). Touching and
// following nose to tail are fine. An NPC at its goal stays there as an
// obstacle unless the planner moves it out of the way and back.
//
// A Planner answers a Problem with a Plan: each NPC's pivot per tick,
// whether it arrived, and why not. By default (Auto) it plans with WHCA*,
// windowed cooperative A* over a space-time reservation of footprints,
// each NPC searched with its own footprint's true distance (a backwards
// Dijkstra on pathing's placement grid); where prioritised planning is
// stuck, LaCAM takes over: a search over configurations of the whole
// crowd whose successors come from PIBT (priority inheritance with
// backtracking) generalised to bodies of different sizes, which finds a
// plan whenever one exists, given time and memory. A plan that takes
// everyone home is then refined: each NPC is planned again against the
// others' paths. Replan continues a plan from a tick, on an edited map;
// Verify replays a plan; Plan.Analyze says who waits for whom, where.
//
// Planners are deterministic (the same problem, the same plan), stop
// within a frame when their Stop says so, and bound their memory
// (MaxBytes). The package imports no Ebitengine; docs/crowds.md tells the
// model, the planner and their figures.
package crowd
