package bench

import (
	"math"
	"strings"
)

// floatSlack is the relative slack added to every printed-precision
// tolerance, about one float32 epsilon: some .scen generators work with a
// single-precision √2 (random512-20-0 prints 279.764 for 279.7645020, whose
// correct rounding is 279.765). Distinct octile lengths a+b√2 of real paths
// differ by far more; a suboptimal path costs at least 2-√2 more.
const floatSlack = 1e-7

// printedPrecision reads how precisely a decimal number is written: decimals
// is the number of digits after the point (less the exponent, so "1.5e2" has
// -1), sig the number of significant digits. ok is false when s is not a
// plain decimal number.
func printedPrecision(s string) (decimals, sig int, ok bool) {
	s = strings.TrimLeft(s, "+-")
	exp := 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		e, ok := atoiSigned(s[i+1:])
		if !ok {
			return 0, 0, false
		}
		exp, s = e, s[:i]
	}
	intPart, frac, _ := strings.Cut(s, ".")
	digits := intPart + frac
	if digits == "" {
		return 0, 0, false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, 0, false
		}
	}
	sig = len(strings.TrimLeft(digits, "0"))
	return len(frac) - exp, sig, true
}

func atoiSigned(s string) (int, bool) {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimLeft(s, "+-")
	if s == "" || len(s) > 4 {
		return 0, false
	}
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// fitTolerances returns, for each optimal length as printed in a .scen file
// (fields[i], value values[i]), how far a computed length may be from it and
// still match: half a unit of the last printed digit, plus floatSlack
// relative. Files print either a fixed number of decimals ("2.00000000") or
// a fixed number of significant digits with trailing zeros dropped ("5",
// "6.24264", "714.335"). When the lines of a file do not all have the same
// number of decimals, it is taken to be of the second kind and every line is
// held to the file's largest count of significant digits, so "5" there means
// 5.00000, not 5±0.5. An unreadable field falls back to its value's shortest
// round-trip form.
func fitTolerances(fields []string, values []float64) []float64 {
	type prec struct{ dec, sig int }
	ps := make([]prec, len(fields))
	fixed, maxSig := true, 0
	for i, f := range fields {
		d, s, ok := printedPrecision(f)
		if !ok {
			d, s = 9, 17
		}
		ps[i] = prec{d, s}
		if i > 0 && d != ps[0].dec {
			fixed = false
		}
		maxSig = max(maxSig, s)
	}
	out := make([]float64, len(fields))
	for i, p := range ps {
		v := math.Abs(values[i])
		last := -p.dec // exponent of the last printed digit
		if !fixed && v > 0 {
			last = min(last, int(math.Floor(math.Log10(v)))-maxSig+1)
		}
		out[i] = 0.5*math.Pow(10, float64(last)) + floatSlack*max(1, v)
	}
	return out
}
