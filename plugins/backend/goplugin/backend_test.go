//go:build linux

package goplugin

import (
	"testing"
)

func TestHappyPathReusesOneProcess(t *testing.T) {
	b := newBackend(t, modeConfig("", ""))
	in := load(t, b, testEntry(t))
	if got := in.Info(); got.Name != "testplugin" || got.Kind != "tree" {
		t.Fatalf("info = %+v", got)
	}
	ws := workspace(t, 3)
	var pids []string
	for range 3 {
		var s sink
		if err := in.Scan(t.Context(), request(ws, ""), &s); err != nil {
			t.Fatalf("scan: %v", err)
		}
		if len(s.findings) != 3 {
			t.Fatalf("%d findings, want 3", len(s.findings))
		}
		pids = append(pids, s.findings[0].Message)
	}
	if pids[0] != pids[1] || pids[1] != pids[2] {
		t.Fatalf("jobs ran in different processes: %q", pids)
	}
	if n := in.Processes(); n != 1 {
		t.Fatalf("%d processes, want 1", n)
	}
}
