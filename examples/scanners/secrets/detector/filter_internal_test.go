package detector

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/sluicehq/sluice/sdk/detect"
)

// keepsAssignments checks that the assignment filter keeps every hit in
// data that the assignment parser and the name and value checks
// (acceptGeneric) accept, and returns how many hits there
// were and how many the filter kept.
func keepsAssignments(t testing.TB, data []byte) (hits, kept int) {
	t.Helper()
	d, filters := filterDetector()
	mustMatcher(t, d).Find(data, func(h detect.Hit) bool {
		f := filters[h.Keyword]
		if f == nil {
			return true
		}
		hits++
		keep := f.Keep(data, h.End)
		if keep {
			kept++
		}
		if name, value, _, _, quoted, ok := assignment(data, h.Start, h.End); ok && acceptGeneric(name, value, quoted) && !keep {
			t.Fatalf("the filter drops an assignment the rule accepts: %q", data[max(0, h.Start-40):min(len(data), h.End+200)])
		}
		return true
	})
	return hits, kept
}

// filterDetector returns the default detector and its hit filters by
// keyword, built once.
var filterDetector = sync.OnceValues(func() (*Secrets, map[int]*detect.HitFilter) {
	d := New()
	filters := map[int]*detect.HitFilter{}
	for _, f := range d.HitFilters() {
		filters[f.Keyword] = &f
	}
	return d, filters
})

// TestAssignmentFilterKeepsAssignments runs the generic rule's hit filter
// over the labelled corpus and hand-written operator shapes: it must keep
// every hit the assignment parser accepts (a dropped hit would be a lost
// finding in the WASM build), and on the corpus it drops most hits.
func TestAssignmentFilterKeepsAssignments(t *testing.T) {
	if _, filters := filterDetector(); len(filters) == 0 {
		t.Fatal("the default pack states no hit filters")
	}
	value := "Zx9Qw8Er7Ty6Ui5Op4As3Df2"
	var shapes []string
	for _, op := range []string{"=", "==", ":=", ":", "=>", "?=", "?", ":>", "= =", ": =", ":==", "=>="} {
		for _, q := range []string{"", `"`, "'", "`"} {
			for _, sp := range []string{"", " ", "\t \t", strings.Repeat(" ", 70)} {
				shapes = append(shapes,
					"api_key"+sp+op+sp+q+value+q+"\n",
					`"secret_token"`+sp+op+sp+q+value+q+",",
					"token"+strings.Repeat("x", 25)+op+value,
					"key"+op+q+value[:15]+q,
					"key"+op+q+value[:16],
				)
			}
		}
	}
	for _, sp := range []string{"", " ", "\n", "\r\n", "\n    ", " \t\n\t", "\n\n  "} {
		shapes = append(shapes, "<api_key>"+sp+value+"</api_key>", "<secretToken>"+sp+`"`+value+`"`+sp+"</secretToken>")
	}
	for _, n := range []string{"api_key_name", "secretPath", "token_Type_", "secret_len", "key", "keyname2"} {
		shapes = append(shapes, n+" = "+value, n+": '"+value+"'")
	}
	keepsAssignments(t, []byte(strings.Join(shapes, "\n")))
	// Names ending in a refused suffix are dropped by the host.
	for _, line := range []string{"secretName := cfg.SecretRef.Name", "api_key_path = '" + value + "'", "TOKEN_TYPE: " + value} {
		if hits, kept := keepsAssignments(t, []byte(line)); hits == 0 || kept != 0 {
			t.Errorf("%q: the filter kept %d of %d hits, want none", line, kept, hits)
		}
	}
	var hits, kept int
	err := filepath.WalkDir("../testdata/corpus", func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		h, k := keepsAssignments(t, b)
		hits, kept = hits+h, kept+k
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("labelled corpus: the filter kept %d of %d generic keyword hits", kept, hits)
	if hits == 0 || kept == hits {
		t.Fatalf("the filter kept %d of %d hits; want it to drop some", kept, hits)
	}
}

// FuzzAssignmentFilter checks on any input that the generic rule's hit
// filter keeps every hit the assignment parser and acceptGeneric accept.
func FuzzAssignmentFilter(f *testing.F) {
	f.Add("api_key = \"" + strings.Repeat("a1", 20) + "\"")
	f.Add("token:=`Zx9Qw8Er7Ty6Ui5Op4As3Df2`")
	f.Add("secret ?= Zx9Qw8Er7Ty6Ui5Op4As3Df2")
	f.Add("SECRET_KEY\t=>\t'Zx9Qw8Er7Ty6Ui5Op4As3Df2'")
	f.Add("secretName := cfg.SecretRef.Name")
	f.Add("api_key_Path_ = 'Zx9Qw8Er7Ty6Ui5Op4As3Df2'")
	f.Add("<apiToken>\n    Zx9Qw8Er7Ty6Ui5Op4As3Df2\n</apiToken>")
	f.Add("<secret_key>Zx9Qw8Er7Ty6Ui5Op4As3Df2</secret_key>")
	f.Fuzz(func(t *testing.T, data string) { keepsAssignments(t, []byte(data)) })
}
