package render

import "image/color"

// Over is src drawn over dst, both premultiplied RGBA: Porter and Duff's
// "over", out = src + dst·(1 − src.alpha), each channel rounded to nearest.
// It is the one blend Swath draws with: the screen's cell overlay, the
// exports' cell and span blits, the GIF palette and the legend's swatches
// give the same pixel for the same colours.
func Over(dst, src color.RGBA) color.RGBA {
	k := 255 - uint32(src.A)
	return color.RGBA{
		overChannel(src.R, dst.R, k), overChannel(src.G, dst.G, k),
		overChannel(src.B, dst.B, k), overChannel(src.A, dst.A, k),
	}
}

// OverPixels draws the premultiplied RGBA pixels src over dst, pixel by
// pixel (Over on bytes); dst holds at least len(src) bytes.
func OverPixels(dst, src []byte) {
	dst = dst[:len(src)]
	for i := 0; i+4 <= len(src); i += 4 {
		k := 255 - uint32(src[i+3])
		dst[i] = overChannel(src[i], dst[i], k)
		dst[i+1] = overChannel(src[i+1], dst[i+1], k)
		dst[i+2] = overChannel(src[i+2], dst[i+2], k)
		dst[i+3] = overChannel(src[i+3], dst[i+3], k)
	}
}

// overChannel is one channel of Over, with k = 255 − the source's alpha.
func overChannel(s, d uint8, k uint32) uint8 { return uint8(uint32(s) + (uint32(d)*k+127)/255) }
