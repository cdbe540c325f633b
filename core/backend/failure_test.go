package backend

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// TestConfirmLoad: a load that exits before its handshake is tried once
// more; the same exit status again makes it Unloadable (not retryable),
// anything else is returned as the second load gave it.
func TestConfirmLoad(t *testing.T) {
	exit := func(code int) error {
		return &Failure{Kind: Crashed, Message: "probe", ExitCode: code, Err: ErrExitedAtLoad}
	}
	other := &Failure{Kind: LoadFailed, Message: "sandbox setup", ExitCode: -1, Err: errors.New("no memory")}
	for _, tt := range []struct {
		name     string
		results  []error
		loads    int
		wantKind FailureKind // "" means success
	}{
		{"loads", []error{nil}, 1, ""},
		{"other failure is not repeated", []error{other}, 1, LoadFailed},
		{"exits the same way twice", []error{exit(3), exit(3)}, 2, Unloadable},
		{"exits, then loads", []error{exit(3), nil}, 2, ""},
		{"exits with another status", []error{exit(3), exit(4)}, 2, Crashed},
		{"exits, then fails otherwise", []error{exit(3), other}, 2, LoadFailed},
	} {
		t.Run(tt.name, func(t *testing.T) {
			n := 0
			v, err := ConfirmLoad(func() (int, error) {
				err := tt.results[n]
				n++
				return n, err
			})
			if n != tt.loads {
				t.Errorf("%d loads, want %d", n, tt.loads)
			}
			switch {
			case tt.wantKind == "" && (err != nil || v != n):
				t.Errorf("got %d, %v; want the last load's value", v, err)
			case tt.wantKind != "" && AsFailure(err).Kind != tt.wantKind:
				t.Errorf("got %v, want kind %s", err, tt.wantKind)
			}
			if tt.wantKind == Unloadable && (Unloadable.Retryable() || fmt.Sprint(err) == "") {
				t.Errorf("unloadable is retryable or has no message: %v", err)
			}
		})
	}
}

// TestCheckInfo: name, kind and keywords are compared with the manifest;
// keywords not when the operator added data files, which may change them
// (worker scan --rules failed with "the keywords differ").
func TestCheckInfo(t *testing.T) {
	info := &scanner.Info{Name: "s", Kind: scanner.KindDetector, Keywords: []string{"AKIA", "ghp_"}}
	manifest := func() *Scanner {
		return &Scanner{Package: "p", Name: "s", Capabilities: []string{"detector"}, Keywords: []string{"ghp_", "akia"}}
	}
	if err := CheckInfo(manifest(), info); err != nil {
		t.Errorf("equal sets (order and ASCII case aside): %v", err)
	}
	s := manifest()
	s.Keywords = []string{"ghp_"}
	if err := CheckInfo(s, info); err == nil || !strings.Contains(err.Error(), `the manifest lacks ["AKIA"]`) {
		t.Errorf("missing keyword: %v", err)
	}
	s.AddedData = true
	if err := CheckInfo(s, info); err != nil {
		t.Errorf("keywords compared although the operator added data files: %v", err)
	}
	s.Name = "other"
	if err := CheckInfo(s, info); err == nil || !strings.Contains(err.Error(), `Info names it "s", the manifest "other"`) {
		t.Errorf("name: %v", err)
	}
}
