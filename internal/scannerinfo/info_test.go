package scannerinfo

import (
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// TestCheckInfo: name, kind and keywords are compared with the manifest;
// keywords not when the operator added data files, which may change them
// (worker scan --rules failed with "the keywords differ").
func TestCheck(t *testing.T) {
	info := &scanner.Info{Name: "s", Kind: scanner.KindDetector, Keywords: []string{"AKIA", "ghp_"}}
	manifest := func() *backend.Scanner {
		return &backend.Scanner{Package: "p", Name: "s", Capabilities: []string{"detector"}, Keywords: []string{"ghp_", "akia"}}
	}
	if err := Check(manifest(), info); err != nil {
		t.Errorf("equal sets (order and ASCII case aside): %v", err)
	}
	s := manifest()
	s.Keywords = []string{"ghp_"}
	if err := Check(s, info); err == nil || !strings.Contains(err.Error(), `the manifest lacks ["AKIA"]`) {
		t.Errorf("missing keyword: %v", err)
	}
	s.AddedData = true
	if err := Check(s, info); err != nil {
		t.Errorf("keywords compared although the operator added data files: %v", err)
	}
	s.Name = "other"
	if err := Check(s, info); err == nil || !strings.Contains(err.Error(), `Info names it "s", the manifest "other"`) {
		t.Errorf("name: %v", err)
	}
}
