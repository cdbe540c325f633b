package detector_test

import (
	"context"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
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
