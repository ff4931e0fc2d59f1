package levels

import (
	"fmt"
	"strings"

	"swath/pathing"
)

// The rules that choose a Tiled map's obstacles (see tiled.go).

// tiledLayerWords are the name parts that make a tile layer the collision
// layer (rule 2), checked in lower case.
var tiledLayerWords = []string{"collision", "collide", "collider", "wall", "walls", "obstacle", "solid", "blocked", "block"}

// tiledSolidProps are the tile properties that make a tile an obstacle
// (rule 3) when they are bool and true.
var tiledSolidProps = []string{"collides", "collision", "solid", "blocked", "wall"}

// obstacles applies the rules of the package comment and says which one
// chose the obstacles.
func (m *tiledMap) obstacles(opt LoadOptions) (*pathing.Grid, string, error) {
	g := pathing.NewGrid(m.width, m.height)
	var pick *tiledLayer
	if opt.Layer != "" {
		for i := range m.layers {
			if m.layers[i].name == opt.Layer {
				pick = &m.layers[i]
				break
			}
		}
		if pick == nil {
			return nil, "", m.errAt(0, "no tile layer named %s; the tile layers are %s", shownLayer(opt.Layer), m.quotedLayers())
		}
	} else {
		pick = m.collisionLayer()
	}
	if pick != nil {
		err := m.decode(pick, func(i int, gid uint32) {
			if gid&^tiledFlipBits != 0 {
				g.Set(i%m.width, i/m.width, true)
			}
		})
		if err != nil {
			return nil, "", err
		}
		return g, "layer " + shownLayer(pick.name), nil
	}
	solid, err := m.solidTiles()
	if err != nil {
		return nil, "", err
	}
	if !solid.any() {
		return nil, "", m.errAt(0, "no collision layer or property found: no tile layer is named like collision, wall, solid, obstacle or block, and no tileset gives a tile a true bool property %s; choose the layer with --layer NAME (the tile layers are %s)",
			strings.Join(tiledSolidProps, ", "), m.quotedLayers())
	}
	for i := range m.layers {
		err := m.decode(&m.layers[i], func(i int, gid uint32) {
			if solid.is(gid &^ tiledFlipBits) {
				g.Set(i%m.width, i/m.width, true)
			}
		})
		if err != nil {
			return nil, "", err
		}
	}
	return g, fmt.Sprintf("tiles whose tileset property %s is true", strings.Join(solid.names, " or ")), nil
}

// collisionLayer is rule 2: the tile layer named collision(s), else the
// first whose name contains a word of tiledLayerWords; nil when none.
func (m *tiledMap) collisionLayer() *tiledLayer {
	for i := range m.layers {
		n := m.layers[i].name
		if strings.EqualFold(n, "collision") || strings.EqualFold(n, "collisions") {
			return &m.layers[i]
		}
	}
	for i := range m.layers {
		n := strings.ToLower(m.layers[i].name)
		for _, w := range tiledLayerWords {
			if strings.Contains(n, w) {
				return &m.layers[i]
			}
		}
	}
	return nil
}

// quotedLayers lists the tile layers for an error message: the first
// maxListedLayers of them, each name shortened.
func (m *tiledMap) quotedLayers() string {
	if len(m.layers) == 0 {
		return "none"
	}
	var q []string
	for i, l := range m.layers {
		if i == maxListedLayers {
			q = append(q, fmt.Sprintf("and %d more", len(m.layers)-i))
			break
		}
		q = append(q, shownLayer(l.name))
	}
	return strings.Join(q, ", ")
}

// maxListedLayers is how many layer names an error lists.
const maxListedLayers = 20
