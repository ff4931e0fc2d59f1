// Package pathing plans routes for an agent with a width on a grid: the
// method of Wu Yongmin and Zhang Bin ("Optimization Method of Moving Path
// for Object with a Width in Virtual Scene", Computer Engineering 40(10),
// 2014) and the exact alternatives to its two flaws.
//
// A Grid holds the obstacles; a Footprint is the agent's L×W cells around
// its pivot cell. A Planner answers a Query in three steps:
//
//  1. Searcher: A* over pivot cells, 8-connected, costs 1 and √2, no corner
//     cutting. In Aware mode it searches the placement grid (the pivots
//     where the whole footprint fits), in PointMode the raw mask as the
//     paper does.
//  2. Smoother: from each kept node, the farthest node it sees (Farthest):
//     the paper's Binary search, or Linear, the true farthest.
//  3. Visible: the swept-region test, the cells the footprint crosses
//     moving straight between two pivots (a rectangle cut by the edge lines
//     ft and fb), with the paper's column-centre Sampling or the Exact one.
//
// Everything is exact integer arithmetic where a boundary case could flip.
// Searchers and Smoothers are reusable and allocate nothing per expanded
// node once warm; traces for an animation are recorded only when a trace
// is passed. The package imports nothing of Swath and nothing outside the
// standard library.
//
// A wide agent is a point on another grid: the placement grid. Visibility
// for the footprint equals the 1×1 test on that grid, so any point
// algorithm run on it is exact for the footprint.
package pathing
