package detector_test

import (
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
)

// FuzzDetect checks that any input yields valid findings inside the
// window, that no finding's text holds the raw match, and that findings do
// not depend on where the window starts.
func FuzzDetect(f *testing.F) {
	g := fake.New(3)
	for _, r := range detector.Rules() {
		if r.PathOnly() {
			continue
		}
		tok, err := g.Token(r.ID)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(fake.Line(r.ID, tok))
	}
	f.Add("-----BEGIN RSA PRIVATE KEY-----\\nMIIE")
	f.Add("api_key = \"" + strings.Repeat("a1", 70) + "\"")
	d := detector.New()
	f.Fuzz(func(t *testing.T, data string) {
		got := detectAll(t, d, data)
		shifted := detectAll(t, d, "\n\n"+data)
		if len(got) != len(shifted) {
			t.Fatalf("%d findings, %d after prepending two newlines", len(got), len(shifted))
		}
		for i, fd := range got {
			if err := fd.Validate(); err != nil {
				t.Fatalf("finding %d: %v", i, err)
			}
			if fd.EndOffset > int64(len(data)) {
				t.Fatalf("finding %d ends at %d, past %d", i, fd.EndOffset, len(data))
			}
			raw := data[fd.StartOffset:fd.EndOffset]
			if len(raw) > 16 && strings.Contains(fd.Match, raw) {
				t.Fatalf("finding %d shows the raw match", i)
			}
			s := shifted[i]
			if s.RuleID != fd.RuleID || s.StartOffset != fd.StartOffset+2 || s.Fingerprint != fd.Fingerprint {
				t.Fatalf("finding %d moved: %+v vs %+v", i, fd, s)
			}
		}
	})
}
