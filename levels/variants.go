package levels

import (
	"fmt"
	"strings"

	"swath/pathing"
)

// A level may name the settings its split view compares with its own: its
// Vs, each "KEY=VALUE[,KEY=VALUE…]" as the --vs flag takes it (package
// variant reads them; it imports levels, so the check here is levels' own
// and variant's tests hold the two to the same keys and values).

// MaxVariants is how many variants a level names at most: four panes.
const MaxVariants = 3

// variantKeys are the keys of a variant, in variant.Keys' order, each with
// the planning option it sets ("" for agent and optimal).
var variantKeys = [][2]string{
	{"search", "search"}, {"sampling", "sampling"}, {"farthest", "farthest"}, {"algo", "algorithm"},
	{"agent", ""}, {"optimal", ""},
}

// VariantKeys lists the keys a vs line sets.
func VariantKeys() []string {
	out := make([]string, len(variantKeys))
	for i, k := range variantKeys {
		out[i] = k[0]
	}
	return out
}

// CheckVariant reports why spec is not a variant a vs line may hold: not
// KEY=VALUE, an unknown key or value, a key given twice.
func CheckVariant(spec string) error {
	if strings.TrimSpace(spec) == "" {
		return fmt.Errorf("empty: want KEY=VALUE[,KEY=VALUE…], e.g. farthest=linear")
	}
	seen := map[string]bool{}
	for part := range strings.SplitSeq(spec, ",") {
		k, v, ok := strings.Cut(part, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || k == "" {
			return fmt.Errorf("%s is not KEY=VALUE; the keys are %s", quoteText(part), strings.Join(VariantKeys(), ", "))
		}
		opt, known := "", false
		for _, e := range variantKeys {
			if e[0] == k {
				opt, known = e[1], true
			}
		}
		switch {
		case !known:
			return fmt.Errorf("unknown key %s; the keys are %s", quoteText(k), strings.Join(VariantKeys(), ", "))
		case seen[k]:
			return fmt.Errorf("%s is given twice", k)
		}
		seen[k] = true
		var o pathing.Options
		switch k {
		case "agent":
			if _, err := ParseAgent(v); err != nil {
				return fmt.Errorf("agent %s: want LxW with each side 1..%d", quoteText(v), MaxAgentSide)
			}
		case "optimal":
			if v != "on" && v != "off" && v != "true" && v != "false" {
				return fmt.Errorf("optimal %s: want on or off", quoteText(v))
			}
		default:
			if o.Set(opt, v) != nil {
				return fmt.Errorf("%s %s: want %s", k, quoteText(v), strings.Join(pathing.OptionWords(opt), " or "))
			}
		}
	}
	return nil
}
