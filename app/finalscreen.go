package app

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// DrawFinalScreen puts the offscreen on the window (ebiten.FinalScreenDrawer).
//
// Ebitengine's own final draw blends the offscreen over a window it has
// just cleared, so every pixel of every frame is read back and blended for
// nothing: the offscreen is opaque and the window transparent black, and
// over it blending gives the offscreen's pixels exactly. Copying them
// instead takes a seventh off software GL's cost of presenting a frame
// (scripts/splitfps.sh's probe at load 0.02–0.4: llvmpipe 21.6–21.9 →
// 18.7–18.8 ms a frame at 1280×800), the one cost every drawn frame pays.
//
// An integer UI scale is drawn with the nearest texel, as Ebitengine
// does; a fractional one (Ctrl+- from 2 gives 1.5) with screenFilter,
// which keeps the pixels sharp and blends only along their edges.
func (g *Game) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	scale := geoM.Element(0, 0)
	filter := finalFilter()
	if scale == math.Floor(scale) || filter == nil {
		screen.DrawImage(offscreen, &ebiten.DrawImageOptions{GeoM: geoM, Blend: ebiten.BlendCopy})
		return
	}
	op := &ebiten.DrawRectShaderOptions{GeoM: geoM, Blend: ebiten.BlendCopy}
	op.Images[0] = offscreen
	op.Uniforms = map[string]any{"Scale": float32(scale)}
	b := offscreen.Bounds()
	screen.DrawRectShader(b.Dx(), b.Dy(), filter, op)
}

// finalFilter is screenFilter compiled once; nil if it would not compile
// (then a fractional scale is drawn with the nearest texel).
var finalFilter = sync.OnceValue(func() *ebiten.Shader {
	s, err := ebiten.NewShader([]byte(screenFilter))
	if err != nil {
		return nil
	}
	return s
})

// screenFilter scales the offscreen up by Scale (> 1): each window pixel
// covers 1/Scale of a texel in each direction, so it overlaps at most two
// texels a side, and it takes their colours weighted by how much of it
// each covers. Inside a texel that is the texel's colour, unblurred.
const screenFilter = `//kage:unit pixels
package main

var Scale float

func Fragment(dst vec4, src vec2, color vec4) vec4 {
	half := 0.5 / Scale
	lo := src - half
	edge := floor(src + half)
	// the share of the pixel on the low side of the texel edge inside it
	// (none when no edge is inside: all of it is in the texel from edge)
	w := clamp((edge - lo) * Scale, 0.0, 1.0)
	a := edge - 0.5
	b := edge + 0.5
	top := mix(imageSrc0At(vec2(b.x, a.y)), imageSrc0At(a), w.x)
	bottom := mix(imageSrc0At(b), imageSrc0At(vec2(a.x, b.y)), w.x)
	return mix(bottom, top, w.y)
}
`
