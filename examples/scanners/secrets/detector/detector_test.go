package detector_test

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// detectAll runs the detector on data as one window.
func detectAll(t testing.TB, d *detector.Secrets, data string) []scanner.Finding {
	t.Helper()
	var c scannertest.Collector
	w := &scanner.Window{Path: "f.txt", Data: []byte(data)}
	if err := d.Detect(context.Background(), w, &c); err != nil {
		t.Fatal(err)
	}
	return c.Findings()
}

func TestInfoValid(t *testing.T) {
	info := detector.New().Info()
	if err := info.Validate(); err != nil {
		t.Fatal(err)
	}
	if len(info.Rules) < 26 {
		t.Errorf("%d rules, want at least 26", len(info.Rules))
	}
}

func TestEveryRuleFindsItsToken(t *testing.T) {
	d := detector.New()
	g := fake.New(1)
	for _, r := range d.Rules() {
		if r.PathOnly() {
			continue // TestPathOnlyRules
		}
		t.Run(r.ID, func(t *testing.T) {
			for i := range 20 {
				tok, err := g.Token(r.ID)
				if err != nil {
					t.Fatal(err)
				}
				text := "# config\n" + fake.Line(r.ID, tok) + "\nnext=1\n"
				got := detectAll(t, d, text)
				if len(got) != 1 || got[0].RuleID != r.ID {
					t.Fatalf("try %d: %q: findings %+v, want one %s", i, text, got, r.ID)
				}
				f := got[0]
				if err := f.Validate(); err != nil {
					t.Fatal(err)
				}
				if f.Validated != (r.Validator != "") {
					t.Errorf("validated = %v for a rule with validator %q", f.Validated, r.Validator)
				}
				if strings.Contains(f.Match, tok) || len(tok) > 12 && strings.Contains(f.Match, tok[len(tok)-8:]) {
					t.Errorf("match %q reveals the secret", f.Match)
				}
				if f.StartOffset < 9 || f.EndOffset > int64(len(text)) {
					t.Errorf("offsets [%d,%d) outside the line", f.StartOffset, f.EndOffset)
				}
			}
		})
	}
}

// TestDetectHitsMatchesDetect checks that the host's hits give the same
// findings as the detector's own search, over the accuracy corpus.
func TestDetectHitsMatchesDetect(t *testing.T) {
	d := detector.New()
	info := d.Info()
	m, err := detect.NewMatcher(info.Keywords)
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	err = filepath.WalkDir("../testdata/corpus", func(p string, e os.DirEntry, err error) error {
		if err == nil && e.Type().IsRegular() {
			files = append(files, p)
		}
		return err
	})
	if err != nil || len(files) == 0 {
		t.Fatalf("corpus: %d files, %v", len(files), err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var hits []detect.Hit
		m.Find(data, func(h detect.Hit) bool { hits = append(hits, h); return true })
		w := &scanner.Window{Path: "f", Data: data}
		var a, b scannertest.Collector
		if err := d.Detect(context.Background(), w, &a); err != nil {
			t.Fatal(err)
		}
		if err := d.DetectHits(context.Background(), w, hits, &b); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(a.Findings(), b.Findings()) {
			t.Fatalf("%s: Detect found %d, DetectHits %d", f, len(a.Findings()), len(b.Findings()))
		}
	}
}

// TestInlineAllow checks that a sluice:allow or gitleaks:allow comment on
// the line of a match keeps it from being reported, and nothing else does.
func TestInlineAllow(t *testing.T) {
	d := detector.New()
	tok, err := fake.New(7).Token("github-pat")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		text string
		want int
	}{
		{"token = \"" + tok + "\"\n", 1},
		{"token = \"" + tok + "\" // sluice:allow\n", 0},
		{"token = \"" + tok + "\" # gitleaks:allow\n", 0},
		{"# sluice:allow\ntoken = \"" + tok + "\"\n", 1}, // only the same line
	} {
		if got := len(detectAll(t, d, tc.text)); got != tc.want {
			t.Errorf("%q: %d findings, want %d", tc.text, got, tc.want)
		}
	}
}
