package levels

import (
	"fmt"
	"strconv"
	"strings"
)

// maxKeyStep bounds a key step's number (a timeline has far fewer steps).
const maxKeyStep = 1 << 30

// parseKeySteps reads "90 107": step numbers from 1, in any order.
func parseKeySteps(val string) ([]int, error) {
	var out []int
	for _, f := range strings.Fields(val) {
		n, err := strconv.Atoi(f)
		if err != nil || n < 1 || n > maxKeyStep {
			return nil, fmt.Errorf("want step numbers from 1, e.g. 90 107, got %s", quoteText(f))
		}
		out = append(out, n)
	}
	return out, nil
}

// formatKeySteps writes steps as parseKeySteps reads them.
func formatKeySteps(steps []int) string {
	parts := make([]string, len(steps))
	for i, n := range steps {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, " ")
}
