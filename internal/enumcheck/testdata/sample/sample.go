// Package sample holds enums for enumcheck's own test.
package sample

import "fmt"

// Colour is an enum whose String names every value.
type Colour int

const (
	Red Colour = iota
	Green
	Blue
	NumColours // a count, not a value
)

// Shape is an enum whose test String misses a value and repeats one.
type Shape uint8

const (
	Square Shape = iota + 1
	Circle
	Star
	Hexagon
)

// Format starts with an unknown value, which prints as values out of range do.
type Format int

const (
	UnknownFormat Format = iota
	PNG
)

// hidden is not exported: not checked.
type hidden int

const (
	h0 hidden = iota
	h1
)

// Untyped constants are no enum.
const Limit = 9

var _ = fmt.Sprint(h0, h1)
