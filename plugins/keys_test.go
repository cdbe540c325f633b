package plugins_test

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/modules"
)

// TestDeclarationsMatchNew: for every plugin built in, the declared keys
// are exactly the keys its New value decodes, each with a field of the
// declared type, and the declared Default of every key is the value New
// sets, so a declaration cannot drift from the code it describes.
func TestDeclarationsMatchNew(t *testing.T) {
	for _, m := range modules.List("") {
		if len(m.Keys) == 0 {
			t.Errorf("%s declares no keys", m.ID)
			continue
		}
		if err := config.CheckDeclarations(m); err != nil {
			t.Error(err)
		}
	}
}

// TestBadValueOfEveryKeyReported writes, for every plugin built in, a
// worker.toml that gives every declared key a value it refuses (outside
// its range, not among its allowed values, against its table rules, or
// else of the wrong type) and checks that `config check`'s loader reports
// every one of them at once, each at its own line. The cases come from the
// declarations, so a key added later is covered without a new line here.
func TestBadValueOfEveryKeyReported(t *testing.T) {
	for _, m := range modules.List("") {
		t.Run(m.ID, func(t *testing.T) {
			specs, err := config.PluginSpecs(m)
			if err != nil {
				t.Fatal(err)
			}
			doc := []string{"[worker]", `id = "w1"`, `state_dir = "/nonexistent/state"`}
			want := map[string]int{} // key → line
			table := ""
			for i := range specs {
				s := &specs[i]
				if s.Type == config.TypeTable {
					continue
				}
				if s.Table() != table {
					table = s.Table()
					doc = append(doc, "["+table+"]")
				}
				doc = append(doc, s.Name()+" = "+badValue(s))
				want[s.Key] = len(doc)
			}
			src := strings.Join(doc, "\n") + "\n"
			_, err = config.Parse("w.toml", []byte(src), config.Options{Getenv: func(string) string { return "" }})
			var ce *config.Error
			if !errors.As(err, &ce) {
				t.Fatalf("Parse = %v, want problems for every key of\n%s", err, src)
			}
			got := map[string]int{}
			for _, p := range ce.Problems {
				got[p.Key] = p.Pos.Line
				if p.Plugin != m.ID {
					t.Errorf("%s: reported for plugin %q", p.Key, p.Plugin)
				}
			}
			for key, line := range want {
				if got[key] != line {
					t.Errorf("%s (line %d): reported at line %d; all problems:\n%v\nof\n%s", key, line, got[key], err, src)
				}
			}
			if len(ce.Problems) != len(want) {
				t.Errorf("%d problems for %d keys:\n%v", len(ce.Problems), len(want), err)
			}
		})
	}
}

// badValue is a TOML value the key refuses.
func badValue(s *config.Spec) string {
	switch {
	case s.Type == config.TypeStringTable: // a bad name or a long value
		return `{ "bad name!" = "` + strings.Repeat("x", s.MaxValueBytes+1) + `" }`
	case len(s.Values) > 0 && s.Type == config.TypeStrings:
		return `["no-such-value"]`
	case len(s.Values) > 0:
		return `"no-such-value"`
	case s.Type == config.TypeInt || s.Type == config.TypeSize || s.Type == config.TypeDuration:
		if s.Min == 0 && s.Max == 0 {
			return `"not a number"`
		}
		n := s.Min - 1
		switch {
		case s.Zero != "" && n == 0 && s.Max == registry.NoMax:
			n = -1
		case s.Zero != "" && n == 0 || s.Min <= 0 && s.Max != registry.NoMax:
			n = s.Max + 1
		}
		if s.Type == config.TypeDuration {
			return strconv.Quote(time.Duration(n).String())
		}
		return fmt.Sprint(n)
	case s.Type == config.TypeString:
		return "1"
	}
	return `"wrong type"` // boolean, array of strings
}
