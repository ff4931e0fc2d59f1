package bench

import (
	"cmp"
	"math"
	"math/bits"
	"slices"

	"swath/stats"
)

// queryCost is one finished query for the ETA: its weight (the .scen's
// optimal length, benchWork) and its cost, the seconds its worker spent on
// it (search, smoothing, the paper-flaw comparison and, with --optimal,
// the shortest route).
type queryCost struct {
	weight, cost float64
}

// costModel is a query's cost as a function of its length L:
// a + b·(L/scale) + c·(L/scale)², each coefficient at least 0. The search
// and smoothing grow about as L; the shortest route's search (bench
// --optimal), which expands the corners in an ellipse around the route,
// about as L², and it is most of the time (85 % of random512-20-0's): a
// cost proportional to L alone promised 12 s at 12 % of a 51 s run.
type costModel struct {
	a, b, c, scale float64
}

func (m costModel) at(l float64) float64 {
	x := l / m.scale
	return m.a + m.b*x + m.c*x*x
}

// proportional is the model cost ∝ L, for too few queries to fit.
var proportional = costModel{b: 1, scale: 1}

// Fitting: done queries sorted by weight in up to fitBins bins of at least
// fitPerBin queries, each bin's median weight and cost a point (medians:
// the first queries also pay for warming the caches, 10-100 times their
// share); at least minFitBins points whose weights span at least
// minFitSpan times. Below that the model is proportional.
const (
	fitBins    = 24
	fitPerBin  = 12
	minFitBins = 4
	minFitSpan = 1.5
)

// fitCost fits a costModel to the done queries, sorted by weight
// (byWeight): the least relative squared error over the bins' medians with
// non-negative coefficients (every subset of a, b, c solved exactly; of
// those with no negative coefficient, the best by the Bayesian information
// criterion). ok is false when there are too few points, or too
// narrow a span of weights, to fit.
func fitCost(done []queryCost) (m costModel, ok bool) {
	nb := min(fitBins, len(done)/fitPerBin)
	if nb < minFitBins {
		return proportional, false
	}
	ls, cs := make([]float64, nb), make([]float64, nb)
	for i := range nb {
		bin := done[i*len(done)/nb : (i+1)*len(done)/nb]
		ls[i] = median(bin, func(q queryCost) float64 { return q.weight })
		cs[i] = median(bin, func(q queryCost) float64 { return q.cost })
	}
	if ls[0] <= 0 || ls[nb-1] < minFitSpan*ls[0] {
		return proportional, false
	}
	// solved on costs of about 1 (the fit of relative errors scales with them)
	unit := stats.Median(stats.Sorted(cs))
	if unit <= 0 {
		return proportional, false
	}
	for i := range cs {
		cs[i] /= unit
	}
	m.scale = ls[nb-1]
	best := math.Inf(1)
	for subset := 1; subset < 8; subset++ { // bit k: coefficient k of a, b, c
		coef, res, good := solveRelative(ls, cs, m.scale, subset)
		if !good {
			continue
		}
		// Bayesian information criterion: a term must earn its place, or
		// the noise of short queries, extrapolated to ten times their
		// length as x², promises twice the time
		n := float64(nb)
		bic := n*math.Log(res/n+1e-12) + float64(bits.OnesCount(uint(subset)))*math.Log(n)
		if bic < best {
			best = bic
			m.a, m.b, m.c = unit*coef[0], unit*coef[1], unit*coef[2]
		}
	}
	if math.IsInf(best, 1) {
		return proportional, false
	}
	return m, true
}

// solveRelative is the least squares fit of the costs cs at lengths ls by
// the terms of subset (1, x, x² with x = l/scale), each point's error
// relative to its cost; good is false when a coefficient is negative or
// the system is singular.
func solveRelative(ls, cs []float64, scale float64, subset int) (coef [3]float64, res float64, good bool) {
	var terms []int
	for k := range 3 {
		if subset&(1<<k) != 0 {
			terms = append(terms, k)
		}
	}
	n := len(terms)
	row := func(i int) []float64 {
		x := ls[i] / scale
		r := make([]float64, n)
		for j, k := range terms {
			r[j] = math.Pow(x, float64(k)) / cs[i]
		}
		return r
	}
	// normal equations AᵀA c = Aᵀ1, solved by Gaussian elimination
	var m [3][4]float64
	for i := range ls {
		if cs[i] <= 0 {
			return coef, 0, false
		}
		r := row(i)
		for p := range n {
			for q := range n {
				m[p][q] += r[p] * r[q]
			}
			m[p][n] += r[p]
		}
	}
	for p := range n {
		piv := p
		for q := p + 1; q < n; q++ {
			if math.Abs(m[q][p]) > math.Abs(m[piv][p]) {
				piv = q
			}
		}
		m[p], m[piv] = m[piv], m[p]
		if math.Abs(m[p][p]) < 1e-12 {
			return coef, 0, false
		}
		for q := range n {
			if q == p {
				continue
			}
			f := m[q][p] / m[p][p]
			for j := p; j <= n; j++ {
				m[q][j] -= f * m[p][j]
			}
		}
	}
	for j, k := range terms {
		coef[k] = m[j][n] / m[j][j]
		if coef[k] < 0 {
			return coef, 0, false
		}
	}
	for i := range ls {
		e := -1.0
		for j, v := range row(i) {
			e += v * coef[terms[j]]
		}
		res += e * e
	}
	return coef, res, true
}

// estimateLeft is the ETA in seconds: the cost model fitted to the done
// queries, scaled to the longer half of them (the nearest to those left),
// predicts the cost of the queries left (their weights left); elapsed
// seconds over the cost done turns that into wall time, whatever the
// number of workers. It is -1 while nothing is known (no query done, or no
// cost measured).
func estimateLeft(done []queryCost, left []float64, elapsed float64) float64 {
	total := 0.0
	for _, q := range done {
		total += q.cost
	}
	if total <= 0 || elapsed <= 0 {
		return -1
	}
	s := slices.Clone(done)
	slices.SortFunc(s, byWeight)
	m, _ := fitCost(s)
	var cost, model float64
	for _, q := range s[len(s)/2:] {
		cost += q.cost
		model += m.at(q.weight)
	}
	if model <= 0 {
		return -1
	}
	predicted := 0.0
	for _, w := range left {
		predicted += m.at(w)
	}
	return predicted * cost / model * elapsed / total
}

func byWeight(x, y queryCost) int { return cmp.Compare(x.weight, y.weight) }

// median is the median of f over qs.
func median(qs []queryCost, f func(queryCost) float64) float64 {
	vs := make([]float64, len(qs))
	for i, q := range qs {
		vs[i] = f(q)
	}
	return stats.Median(stats.Sorted(vs))
}
