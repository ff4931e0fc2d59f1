package levels

import (
	"image/color"
	"math"
	"testing"

	"swath/assets"
)

// meaningColours are the colours that mean something on the map: an NPC
// drawn in one of them would be read as that thing.
var meaningColours = map[string]color.RGBA{
	"selected route (cyan)":      assets.Segment,
	"raw A* nodes (orange)":      assets.RawNode,
	"raw path (dark orange)":     assets.RawPath,
	"ft/fb (lime)":               assets.TopLine,
	"missed cells (magenta)":     assets.MissLine,
	"shortest possible (yellow)": assets.Optimal,
	"tightest squeeze (yellow)":  assets.Squeeze,
	"other strategy (violet)":    assets.AltRoute,
	"start (green)":              assets.Start,
	"visible, pass (green)":      assets.Pass,
	"goal (pink)":                assets.Goal,
	"warning (red)":              assets.Warning,
	"pivot route (grey)":         assets.PivotPath,
	"obstacle (grey)":            assets.Obstacle,
	"probe (gold)":               assets.Probe,
}

// minApart is the least CIEDE2000 difference between an NPC colour and a
// meaning colour or another NPC colour. The colours the palette had first
// (amber, violet, lime, gold) were 3 to 7 from the raw path, the other
// strategy's route, ft/fb and the probe: the same colour to the eye.
const minApart = 15

func TestNPCPaletteClashesWithNoMeaningColour(t *testing.T) {
	pal := NPCPalette()
	if len(pal) < 6 {
		t.Fatalf("%d colours: too few to tell NPCs apart", len(pal))
	}
	for i, c := range pal {
		if c.A != 0xff {
			t.Errorf("colour %d %s is not opaque", i, FormatColour(c))
		}
		if l, _, _ := lab(c); l < 55 {
			t.Errorf("colour %d %s: lightness %.1f, too dark on the map (want 55 or more)", i, FormatColour(c), l)
		}
		for name, m := range meaningColours {
			if d := ciede2000(c, m); d < minApart {
				t.Errorf("colour %d %s is %.1f from %s %s (want %d or more)", i, FormatColour(c), d, name, FormatColour(m), minApart)
			}
		}
		for j, o := range pal[:i] {
			if d := ciede2000(c, o); d < minApart {
				t.Errorf("colours %d %s and %d %s are %.1f apart (want %d or more)", j, FormatColour(o), i, FormatColour(c), d, minApart)
			}
		}
	}
}

func TestNextNPCColourCyclesThePalette(t *testing.T) {
	pal := NPCPalette()
	c := pal[0]
	for i := 1; i <= len(pal); i++ {
		c = NextNPCColour(c)
		if want := pal[i%len(pal)]; c != want {
			t.Fatalf("step %d: %s, want %s", i, FormatColour(c), FormatColour(want))
		}
	}
	if got := NextNPCColour(color.RGBA{1, 2, 3, 0xff}); got != pal[0] {
		t.Errorf("after a colour not in the palette: %s, want the first %s", FormatColour(got), FormatColour(pal[0]))
	}
	for i := range pal {
		if DefaultNPCColour(i) != pal[i] {
			t.Errorf("DefaultNPCColour(%d) = %s, want the palette's %s", i, FormatColour(DefaultNPCColour(i)), FormatColour(pal[i]))
		}
	}
}

// lab is c in CIE L*a*b* (D65).
func lab(c color.RGBA) (l, a, b float64) {
	lin := func(v uint8) float64 {
		f := float64(v) / 255
		if f <= 0.04045 {
			return f / 12.92
		}
		return math.Pow((f+0.055)/1.055, 2.4)
	}
	r, g, bl := lin(c.R), lin(c.G), lin(c.B)
	x := (0.4124*r + 0.3576*g + 0.1805*bl) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*bl
	z := (0.0193*r + 0.1192*g + 0.9505*bl) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return 116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)
}

// ciede2000 is the CIEDE2000 colour difference of c1 and c2 (Sharma,
// Wu and Dalal 2005): about 1 is the least the eye tells apart.
func ciede2000(c1, c2 color.RGBA) float64 {
	l1, a1, b1 := lab(c1)
	l2, a2, b2 := lab(c2)
	return deltaE2000([3]float64{l1, a1, b1}, [3]float64{l2, a2, b2})
}

// deltaE2000 is the CIEDE2000 difference of two L*a*b* colours.
func deltaE2000(x, y [3]float64) float64 {
	rad, deg := math.Pi/180, 180/math.Pi
	l1, a1, b1 := x[0], x[1], x[2]
	l2, a2, b2 := y[0], y[1], y[2]
	cb := (math.Hypot(a1, b1) + math.Hypot(a2, b2)) / 2
	g := 0.5 * (1 - math.Sqrt(math.Pow(cb, 7)/(math.Pow(cb, 7)+math.Pow(25, 7))))
	a1p, a2p := (1+g)*a1, (1+g)*a2
	c1p, c2p := math.Hypot(a1p, b1), math.Hypot(a2p, b2)
	hue := func(b, a float64) float64 { return math.Mod(math.Atan2(b, a)*deg+360, 360) }
	h1p, h2p := hue(b1, a1p), hue(b2, a2p)
	dl, dc := l2-l1, c2p-c1p
	dh := 0.0
	if c1p*c2p != 0 {
		dh = h2p - h1p
		if dh > 180 {
			dh -= 360
		} else if dh < -180 {
			dh += 360
		}
	}
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*rad)
	lb, cbp := (l1+l2)/2, (c1p+c2p)/2
	var hb float64
	switch {
	case c1p*c2p == 0:
		hb = h1p + h2p
	case math.Abs(h1p-h2p) <= 180:
		hb = (h1p + h2p) / 2
	case h1p+h2p < 360:
		hb = (h1p + h2p + 360) / 2
	default:
		hb = (h1p + h2p - 360) / 2
	}
	tt := 1 - 0.17*math.Cos((hb-30)*rad) + 0.24*math.Cos(2*hb*rad) + 0.32*math.Cos((3*hb+6)*rad) - 0.20*math.Cos((4*hb-63)*rad)
	dth := 30 * math.Exp(-math.Pow((hb-275)/25, 2))
	rc := 2 * math.Sqrt(math.Pow(cbp, 7)/(math.Pow(cbp, 7)+math.Pow(25, 7)))
	sl := 1 + 0.015*(lb-50)*(lb-50)/math.Sqrt(20+(lb-50)*(lb-50))
	sc, sh := 1+0.045*cbp, 1+0.015*cbp*tt
	rt := -math.Sin(2*dth*rad) * rc
	return math.Sqrt(math.Pow(dl/sl, 2) + math.Pow(dc/sc, 2) + math.Pow(dH/sh, 2) + rt*(dc/sc)*(dH/sh))
}

// TestCIEDE2000 checks deltaE2000 against pairs of Sharma, Wu and Dalal's
// test data (pairs 1, 7, 17 and 25 of their table 1).
func TestCIEDE2000(t *testing.T) {
	for _, c := range []struct {
		x, y [3]float64
		want float64
	}{
		{[3]float64{50, 2.6772, -79.7751}, [3]float64{50, 0, -82.7485}, 2.0425},
		{[3]float64{50, 0, 0}, [3]float64{50, -1, 2}, 2.3669},
		{[3]float64{50, 2.5, 0}, [3]float64{73, 25, -18}, 27.1492},
		{[3]float64{60.2574, -34.0099, 36.2677}, [3]float64{60.4626, -34.1751, 39.4387}, 1.2644},
	} {
		if d := deltaE2000(c.x, c.y); math.Abs(d-c.want) > 1e-3 {
			t.Errorf("%v – %v: %.4f, want %.4f", c.x, c.y, d, c.want)
		}
	}
}
