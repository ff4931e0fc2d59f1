package atomicfile

import "io"

// StickyWriter passes writes to W until one fails; Err keeps that first
// error and every later write returns it without writing.
type StickyWriter struct {
	W   io.Writer
	Err error
}

func (s *StickyWriter) Write(p []byte) (int, error) {
	if s.Err != nil {
		return 0, s.Err
	}
	n, err := s.W.Write(p)
	s.Err = err
	return n, err
}
