//go:build js

package app

import "syscall/js"

// marked are the names pageMark has marked.
var marked = map[string]bool{}

// pageMark marks this moment in the page's performance timeline as
// "swath:"+name (performance.mark), the first time only: the start's
// milestones (startmarks.go), which the browser tests and the browser's
// profiler read.
func pageMark(name string) {
	if marked[name] {
		return
	}
	marked[name] = true
	js.Global().Get("performance").Call("mark", "swath:"+name)
}
