//go:build linux

package goplugin

import (
	"reflect"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/markers/detector"
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

// TestInfoDescribesRules: a plugin's rule descriptions (full description,
// help, help URI, tags) reach the worker through the plugin protocol's
// Info, every field intact.
func TestInfoDescribesRules(t *testing.T) {
	b := newBackend(t, modeConfig("", ""))
	entry := markersEntry()
	entry.Keywords = detector.New().Info().Keywords
	in := load(t, b, entry)
	want := detector.New().Info().Rules
	for _, r := range want {
		if r.FullDescription == "" || r.Help == "" || r.HelpURI == "" || len(r.Tags) == 0 {
			t.Fatalf("the markers example does not describe rule %s fully: %+v", r.ID, r)
		}
	}
	if got := in.Info().Rules; !reflect.DeepEqual(got, want) {
		t.Fatalf("rules %+v, want %+v", got, want)
	}
}
