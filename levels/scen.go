package levels

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"swath/pathing"
)

// Scenario is one query of a Moving AI .scen file. Line is where it was
// read (1-based), so tools can point back at it.
type Scenario struct {
	Bucket      int
	Map         string
	W, H        int
	Start, Goal pathing.Point
	Optimal     float64
	// OptimalText is the optimal length as the file writes it: its digits
	// tell how precisely the file's tool printed lengths.
	OptimalText string
	Line        int
}

// MaxScenQueries is the most queries a .scen may hold: Moving AI's have a
// few thousand a map. An 80 MiB file of short lines would be 4.6 million
// (half a gigabyte of queries, and as much again to plan them).
const MaxScenQueries = 1_000_000

// ParseScen reads a Moving AI .scen: the line "version 1" (or "version 1.0"),
// then one query per line: bucket, map name, map width, map height, start x,
// start y, goal x, goal y, optimal length, separated by tabs or spaces.
// Blank lines are skipped. Start and goal must lie inside the stated size.
// A file of more than MaxScenQueries queries is refused.
func ParseScen(file string, data []byte) ([]Scenario, error) {
	return ParseScenN(file, data, 0)
}

// ParseScenN is ParseScen reading only the first n queries (all for n 0):
// the lines after them are not read, so a caller that needs one query
// does not hold a million.
func ParseScenN(file string, data []byte, n int) ([]Scenario, error) {
	if err := notText(file, data, "a Moving AI scenario list (.scen, a text file starting \"version 1\")"); err != nil {
		return nil, err
	}
	sc := newLineScanner(data)
	vl, ok := sc.nextNonBlank()
	if !ok {
		return nil, errAt(file, 1, 0, "empty file (want the line \"version 1\")")
	}
	vf := fields(vl.text)
	if len(vf) != 2 || vf[0].text != "version" {
		return nil, errAt(file, vl.n, 1, "want the line \"version 1\" first; this is not a Moving AI scenario list") // nor is it shown
	}
	if vf[1].text != "1" && vf[1].text != "1.0" {
		return nil, errAt(file, vl.n, vf[1].col, "scenario version %s is not supported (want 1)", quoteText(vf[1].text))
	}
	if n <= 0 || n > MaxScenQueries {
		n = MaxScenQueries + 1 // to say so when there are more
	}
	// one slice of the right size: at most a query a line
	out := make([]Scenario, 0, min(n, bytes.Count(data, []byte("\n"))+1))
	var buf [maxFields]field
	for len(out) < n {
		ln, ok := sc.next()
		if !ok {
			break
		}
		fs := appendFields(buf[:0], ln.text)
		if len(fs) == 0 {
			continue
		}
		if len(out) == MaxScenQueries {
			return nil, errAt(file, ln.n, 0, "more than %d queries, the most Swath reads from a scenario list; split the file", MaxScenQueries)
		}
		if len(fs) != 9 {
			col := 1
			if len(fs) > 9 {
				col = fs[9].col
			} else {
				col = len(ln.text) + 1
			}
			return nil, errAt(file, ln.n, col, "want 9 fields (bucket map width height start-x start-y goal-x goal-y optimal), got %d", len(fs))
		}
		var s Scenario
		s.Line = ln.n
		s.Map = fs[1].text
		var err error
		num := func(f field, what string, lo, hi int) int {
			if err != nil {
				return 0
			}
			n, e := strconv.Atoi(f.text)
			switch {
			case e != nil:
				err = errAt(file, ln.n, f.col, "%s %s is not a whole number", what, quoteText(f.text))
			case n < lo || n > hi:
				err = errAt(file, ln.n, f.col, "%s %d is out of range (want %d..%d)", what, n, lo, hi)
			}
			return n
		}
		s.Bucket = num(fs[0], "bucket", 0, math.MaxInt32)
		s.W = num(fs[2], "map width", 1, MaxSide)
		s.H = num(fs[3], "map height", 1, MaxSide)
		s.Start.X = num(fs[4], "start x", 0, s.W-1)
		s.Start.Y = num(fs[5], "start y", 0, s.H-1)
		s.Goal.X = num(fs[6], "goal x", 0, s.W-1)
		s.Goal.Y = num(fs[7], "goal y", 0, s.H-1)
		if err != nil {
			return nil, err
		}
		opt, e := strconv.ParseFloat(fs[8].text, 64)
		if e != nil || math.IsNaN(opt) || math.IsInf(opt, 0) || opt < 0 {
			return nil, errAt(file, ln.n, fs[8].col, "optimal length %s is not a number >= 0", quoteText(fs[8].text))
		}
		s.Optimal, s.OptimalText = opt, fs[8].text
		out = append(out, s)
	}
	return out, nil
}

// WriteScen writes scenarios in the .scen format ParseScen reads. Optimal
// lengths are written as OptimalText when it reads as Optimal, else with as
// many digits as needed to read back exactly.
// Map names must not contain spaces or tabs.
func WriteScen(w io.Writer, scens []Scenario) error {
	bw := bufio.NewWriter(w)
	bw.WriteString("version 1\n")
	for _, s := range scens {
		opt := strconv.FormatFloat(s.Optimal, 'f', -1, 64)
		if v, err := strconv.ParseFloat(s.OptimalText, 64); err == nil && v == s.Optimal && !strings.ContainsAny(s.OptimalText, " \t\r\n") {
			opt = s.OptimalText // as the file had it: its digits tell its precision
		}
		fmt.Fprintf(bw, "%d\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%s\n", s.Bucket, s.Map, s.W, s.H,
			s.Start.X, s.Start.Y, s.Goal.X, s.Goal.Y, opt)
	}
	return bw.Flush()
}

// LoadScen reads the Moving AI .scen at path.
func LoadScen(path string) ([]Scenario, error) { return LoadScenN(path, 0) }

// LoadScenN reads the first n queries of the .scen at path (ParseScenN).
// For a few queries it reads only the start of the file: the first query
// of an 80 MiB list costs 64 KB.
func LoadScenN(path string, n int) ([]Scenario, error) {
	if n <= 0 || n > 1000 {
		data, err := ReadFile(path)
		if err != nil {
			return nil, err
		}
		return ParseScenN(path, data, n)
	}
	if err := CheckReadable(path); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, pathErr(path, err)
	}
	defer f.Close()
	var data []byte
	for size := 64 << 10; ; size *= 2 {
		more := make([]byte, size-len(data))
		k, err := io.ReadFull(f, more)
		data = append(data, more[:k]...)
		end := err != nil // the whole file is read
		if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
			return nil, pathErr(path, err)
		}
		whole := data
		if !end {
			whole = data[:bytes.LastIndexByte(data, '\n')+1] // whole lines only
		}
		scens, perr := ParseScenN(path, whole, n)
		if end || perr == nil && len(scens) == n || perr != nil && len(whole) > 0 || len(data) > MaxFileSize {
			return scens, perr
		}
	}
}
