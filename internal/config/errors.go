package config

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// MaxProblems is the most problems one Error lists; the rest are counted.
const MaxProblems = 20

// Problem is one thing wrong with a config file.
type Problem struct {
	// Pos is where in the file; the zero Position when unknown.
	Pos Position
	// Key is the full key path ("worker.slots"); empty for syntax errors.
	Key string
	// Plugin is the module id when the key is in a plugin's table.
	Plugin string
	// Msg says what is wrong and, where it helps, what is allowed.
	Msg string
}

func (p Problem) String() string {
	var b strings.Builder
	if p.Plugin != "" && !strings.HasPrefix(p.Key, p.Plugin+".") && p.Key != p.Plugin {
		b.WriteString("plugin " + p.Plugin + ": ")
	}
	if p.Key != "" {
		b.WriteString(p.Key + ": ")
	}
	b.WriteString(p.Msg)
	return b.String()
}

// Error is returned by Load for a config that does not parse, has unknown
// keys, wrong types or invalid values. It lists every problem found (at
// most MaxProblems), each with its position.
type Error struct {
	// Source is the file name, or BuiltinSource.
	Source   string
	Problems []Problem
	// Omitted counts problems beyond MaxProblems.
	Omitted int
}

// Error writes one line per problem: "file:line:col: key: message".
func (e *Error) Error() string {
	var b strings.Builder
	for i, p := range e.Problems {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Source)
		if p.Pos.IsValid() {
			fmt.Fprintf(&b, ":%d:%d", p.Pos.Line, p.Pos.Col)
		}
		b.WriteString(": " + p.String())
	}
	if e.Omitted > 0 {
		fmt.Fprintf(&b, "\n%s: and %d more problems", e.Source, e.Omitted)
	}
	return b.String()
}

// problems collects Problems while loading.
type problems struct {
	list    []Problem
	omitted int
}

func (ps *problems) add(p Problem) {
	if len(ps.list) >= MaxProblems {
		ps.omitted++
		return
	}
	ps.list = append(ps.list, p)
}

// sort orders problems by position; those without one come last.
func (ps *problems) sort() {
	sort.SliceStable(ps.list, func(i, j int) bool {
		a, b := ps.list[i].Pos, ps.list[j].Pos
		if a.IsValid() != b.IsValid() {
			return a.IsValid()
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

func (ps *problems) err(source string) error {
	if len(ps.list) == 0 {
		return nil
	}
	return &Error{Source: source, Problems: ps.list, Omitted: ps.omitted}
}

// lastKeyPattern pulls the key and message out of BurntSushi/toml's decode
// errors, which are plain fmt errors ("toml: line 3 (last key "a.b"):
// incompatible types: ..."). The golden tests pin this format, so an
// upgrade that changes it fails loudly instead of losing positions.
var lastKeyPattern = regexp.MustCompile(`(?s)^toml: (?:line \d+ )?\(last key ("(?:[^"\\]|\\.)*")\): (.*)$`)

// decodeProblem turns an error from toml decoding into a Problem with the
// key's position from ix.
func decodeProblem(err error, ix *keyIndex, plugin string) Problem {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		p := Problem{Key: pe.LastKey, Plugin: plugin, Msg: pe.Message}
		if p.Key != "" {
			p.Pos = ix.first(p.Key)
		}
		if !p.Pos.IsValid() && pe.Position.Line > 0 {
			p.Pos = Position{Line: pe.Position.Line, Col: pe.Position.Col}
		}
		return p
	}
	msg := err.Error()
	if m := lastKeyPattern.FindStringSubmatch(msg); m != nil {
		if key, uerr := strconv.Unquote(m[1]); uerr == nil {
			return Problem{Pos: ix.first(key), Key: key, Plugin: plugin, Msg: m[2]}
		}
	}
	return Problem{Plugin: plugin, Msg: strings.TrimPrefix(msg, "toml: ")}
}
