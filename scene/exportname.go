package scene

import (
	"path/filepath"
	"strings"
)

// ExportName is the stem of the files exported from the level: the level
// file's name without its extension, else the built-in level's name, else
// the title up to its first colon, in lower case with dashes for spaces,
// else "swath".
func (s *Scene) ExportName() string {
	if p := s.doc.path; p != "" {
		return strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))
	}
	if s.doc.builtin != "" {
		return s.doc.builtin
	}
	t, _, _ := strings.Cut(s.title, ":")
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(t) {
		ok := r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_'
		switch {
		case ok:
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		default:
			dash = true
		}
	}
	if b.Len() == 0 || b.Len() > 40 {
		return "swath"
	}
	return b.String()
}
