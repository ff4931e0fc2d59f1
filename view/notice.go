package view

// Notice is a one-line message for the person: where an export was
// written, or why it failed. The status bar shows it instead of its hint
// until another notice replaces it (the zero Notice clears it).
type Notice struct {
	Text string
	// Warn shows the text in the warning colour.
	Warn bool
}
