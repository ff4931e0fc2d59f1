package variant

import (
	"errors"
	"fmt"
	"strings"

	"swath/agentsize"
	"swath/pathing"
)

// Max is how many variants a comparison takes besides its base: four runs
// side by side at most.
const Max = 3

// The kinds of Parse's and ParseAll's errors, for errors.Is.
var (
	// ErrSyntax: a part is not KEY=VALUE, or the spec is empty.
	ErrSyntax = errors.New("not KEY=VALUE")
	// ErrUnknownKey: the key is not one of Keys.
	ErrUnknownKey = errors.New("unknown key")
	// ErrBadValue: the value is not one the key takes.
	ErrBadValue = errors.New("bad value")
	// ErrRepeated: a key is given twice in one variant.
	ErrRepeated = errors.New("key given twice")
	// ErrTooMany: more than Max variants.
	ErrTooMany = errors.New("too many variants")
)

// Error is a variant that cannot be read: its sentence (naming the key or
// value at fault and listing the valid ones) wrapping one of the kinds
// above.
type Error struct {
	kind error
	msg  string
}

func (e *Error) Error() string { return e.msg }
func (e *Error) Unwrap() error { return e.kind }

func fail(kind error, format string, a ...any) error {
	return &Error{kind: kind, msg: fmt.Sprintf(format, a...)}
}

// setting is one key a variant sets: how to read it from a query and how
// to set it, and its valid values for the messages.
type setting struct {
	key    string
	values string
	get    func(q pathing.Query) string
	set    func(q *pathing.Query, v string) bool
}

// optionSetting is the setting of the planning option called option
// ("algorithm" for the key algo), taking the option's words.
func optionSetting(key, option string, get func(o pathing.Options) string) setting {
	return setting{
		key:    key,
		values: strings.Join(pathing.OptionWords(option), " or "),
		get:    func(q pathing.Query) string { return get(q.Options) },
		set:    func(q *pathing.Query, v string) bool { return q.Options.Set(option, v) == nil },
	}
}

// settings are the keys, in the order Keys, Name and Spec give them.
var settings = []setting{
	optionSetting("search", "search", func(o pathing.Options) string { return o.Search.String() }),
	optionSetting("sampling", "sampling", func(o pathing.Options) string { return o.Sampling.String() }),
	optionSetting("farthest", "farthest", func(o pathing.Options) string { return o.Strategy.String() }),
	optionSetting("algo", "algorithm", func(o pathing.Options) string { return o.Algorithm.String() }),
	{
		key:    "agent",
		values: fmt.Sprintf("LxW with each side 1..%d, e.g. 3x2", agentsize.Max),
		get:    func(q pathing.Query) string { return q.Agent.Norm().String() },
		set: func(q *pathing.Query, v string) bool {
			f, err := agentsize.Parse(v)
			q.Agent = f
			return err == nil
		},
	},
	{
		key:    "optimal",
		values: "on or off (or true, false)",
		get: func(q pathing.Query) string {
			if q.Optimal {
				return "on"
			}
			return "off"
		},
		set: func(q *pathing.Query, v string) bool {
			switch v {
			case "on", "true":
				q.Optimal = true
			case "off", "false":
				q.Optimal = false
			default:
				return false
			}
			return true
		},
	},
}

// Keys lists the keys a variant sets, by the names of the flags that set
// them: search, sampling, farthest, algo, agent, optimal.
func Keys() []string {
	out := make([]string, len(settings))
	for i, s := range settings {
		out[i] = s.key
	}
	return out
}

func find(key string) *setting {
	for i := range settings {
		if settings[i].key == key {
			return &settings[i]
		}
	}
	return nil
}

// Parse reads spec, "KEY=VALUE[,KEY=VALUE…]", as base with the listed
// settings replaced; the ends stay base's. The error names the key or value
// at fault and lists the valid ones.
func Parse(base pathing.Query, spec string) (pathing.Query, error) {
	q := base
	if strings.TrimSpace(spec) == "" {
		return q, fail(ErrSyntax, "empty: want KEY=VALUE[,KEY=VALUE…], e.g. farthest=linear")
	}
	seen := map[string]bool{}
	for part := range strings.SplitSeq(spec, ",") {
		k, v, ok := strings.Cut(part, "=")
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !ok || k == "" {
			return q, fail(ErrSyntax, "%q is not KEY=VALUE (e.g. farthest=linear); the keys are %s", shorten(part), strings.Join(Keys(), ", "))
		}
		s := find(k)
		if s == nil {
			return q, fail(ErrUnknownKey, "unknown key %q; the keys are %s", shorten(k), strings.Join(Keys(), ", "))
		}
		if seen[k] {
			return q, fail(ErrRepeated, "%s is given twice", k)
		}
		seen[k] = true
		if !s.set(&q, v) {
			return q, fail(ErrBadValue, "%s %q: want %s", k, shorten(v), s.values)
		}
	}
	return q, nil
}

// maxShown is the most of a key or value a message repeats, in runes.
const maxShown = 40

// shorten is s cut to maxShown runes, "…" marking the cut: a message
// names what is wrong without repeating a megabyte of it.
func shorten(s string) string {
	r := []rune(s)
	if len(r) <= maxShown {
		return s
	}
	return string(r[:maxShown]) + "…"
}

// ParseAll reads up to Max variants of base: the runs of a comparison,
// base first. The error of a variant says which one it is.
func ParseAll(base pathing.Query, specs []string) ([]pathing.Query, error) {
	if len(specs) > Max {
		return nil, fail(ErrTooMany, "%d variants: at most %d (%d runs side by side)", len(specs), Max, Max+1)
	}
	out := []pathing.Query{base}
	for _, s := range specs {
		q, err := Parse(base, s)
		if err != nil {
			return nil, err
		}
		out = append(out, q)
	}
	return out, nil
}

// SameName is Name's answer for a variant whose settings are base's.
const SameName = "same settings"

// Name says what v changes from base, key by key in the order of Keys:
// "farthest: linear", "sampling: paper, agent: 3x3"; SameName when
// nothing differs. It is a pane's caption and a run's name.
func Name(base, v pathing.Query) string {
	var parts []string
	for _, s := range settings {
		if b, w := s.get(base), s.get(v); b != w {
			parts = append(parts, s.key+": "+w)
		}
	}
	if len(parts) == 0 {
		return SameName
	}
	return strings.Join(parts, ", ")
}

// Spec writes every setting of q as Parse reads it:
// "search=aware,sampling=exact,farthest=binary,algo=astar,agent=1x1,optimal=off".
func Spec(q pathing.Query) string {
	parts := make([]string, len(settings))
	for i, s := range settings {
		parts[i] = s.key + "=" + s.get(q)
	}
	return strings.Join(parts, ",")
}
