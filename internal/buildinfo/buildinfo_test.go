package buildinfo

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionIsNeverDevelInParentheses(t *testing.T) {
	vcs := func(rev, modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs.revision", Value: rev}, {Key: "vcs.time", Value: "2026-12-07T04:00:00Z"}, {Key: "vcs.modified", Value: modified}}
	}
	for _, c := range []struct {
		name    string
		bi      *debug.BuildInfo
		release string
		want    string
	}{
		{"release build", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs("0123456789abcdef0123", "false")}, "v1.4.0", "v1.4.0"},
		{"go install @version", &debug.BuildInfo{Main: debug.Module{Version: "v1.3.2"}}, "", "v1.3.2"},
		{"checkout", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs("0123456789abcdef0123", "false")}, "", "devel-0123456789ab"},
		{"dirty checkout", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: vcs("0123456789abcdef0123", "true")}, "", "devel-0123456789ab-dirty"},
		{"no vcs", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "", "devel"},
		{"no build info", nil, "", "devel"},
	} {
		got := from(c.bi, c.release)
		if got.Version != c.want {
			t.Errorf("%s: version %q, want %q", c.name, got.Version, c.want)
		}
		if strings.Contains(got.Version, "(") || got.Go == "" || got.Platform == "" {
			t.Errorf("%s: %+v", c.name, got)
		}
	}
	if v := Version(); v == "" || strings.Contains(v, "(devel)") {
		t.Errorf("this test binary's version: %q", v)
	}
}
