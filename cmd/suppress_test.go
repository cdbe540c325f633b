package workercmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSuppressions(t *testing.T) {
	dir := t.TempDir()
	fp := func(c string) string { return strings.Repeat(c, 64) }
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	jsonl := write("base.jsonl", `{"rule_id":"github-pat","fingerprint":"`+fp("a")+`"}`+"\n"+`{"type":"job","job_id":"x"}`+"\n")
	sarif := write("base.sarif", `{"version":"2.1.0","runs":[{"results":[{"partialFingerprints":{"sluiceFindingHash/v1":"`+fp("b")+`"}}]}]}`)
	ignore := write("ignore", "# reviewed 2026-11-30: test fixtures\n"+fp("c")+"  # tests/fixtures.go\n\n")
	for _, tc := range []struct {
		baseline string
		ignore   []string
		want     []string
	}{
		{jsonl, nil, []string{fp("a")}},
		{sarif, []string{ignore}, []string{fp("b"), fp("c")}},
	} {
		s, err := suppressions(tc.baseline, tc.ignore)
		if err != nil {
			t.Fatal(err)
		}
		if len(s) != len(tc.want) {
			t.Fatalf("%v: %v, want %v", tc.baseline, s, tc.want)
		}
		for _, w := range tc.want {
			if !s[w] {
				t.Fatalf("%v lacks %s", s, w)
			}
		}
	}
	bad := write("bad", fp("d")+"\nnot-a-fingerprint\n")
	if _, err := suppressions("", []string{bad}); err == nil || !strings.Contains(err.Error(), "bad:2") {
		t.Fatalf("bad ignore file: %v, want the file and line named", err)
	}
	garbage := write("garbage", "findings:\n- a\n")
	if _, err := suppressions(garbage, nil); err == nil || !strings.Contains(err.Error(), "garbage:1") {
		t.Fatalf("bad baseline: %v", err)
	}
}
