package render

import "swath/atomicfile"

// OutFile is an export being written: atomicfile.File, Swath's one way
// of writing a file, so that a failed export never leaves half a file (nor
// spoils an older one), a symbolic link is followed and the mode is kept.
type OutFile = atomicfile.File

// CreateOut starts writing path. It fails at once when the folder is
// missing or not writable, before any drawing is done.
func CreateOut(path string) (*OutFile, error) { return atomicfile.Create(path) }
