package wasmhost_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/wasmhost"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// TestHostRegexp checks that the host runs a guest's registered pattern
// as Go's regexp does: every match and group offset a guest reports
// through wasmguest.HostRegexp equals regexp's on the whole file, both
// when the host runs the search (sparse keywords, small windows; a window
// with more matches than the guest's first buffer holds) and when it
// declines it (a window with more matches than the limit) and the
// guest runs it itself.
func TestHostRegexp(t *testing.T) {
	m := load(t, "regex", wasmhost.ModuleOptions{Data: []scanner.DataFile{{Name: "ok", Data: []byte("x")}}})
	re := regexp.MustCompile(`key=(\d+)|tok(en)?`)
	sparse := strings.Repeat(".", 300) + "key=123 " + strings.Repeat(".", 300) + "tok" + strings.Repeat(".", 300) +
		"token key=9 key=x" + strings.Repeat(".", 300)
	dense := strings.Repeat("key=1 "+strings.Repeat(".", 40), 200)
	for _, tc := range []struct {
		name, text string
		declined   bool
	}{
		{"sparse", sparse, false},
		// 40 matches in one window: more than the guest's first output
		// buffer holds, so it asks again with a larger one.
		{"forty", strings.Repeat("key=12 tok ", 20), false},
		{"dense", dense, true},
	} {
		ws := workspace(t, map[string]string{"a.txt": tc.text})
		var r recorder
		if err := m.Scan(t.Context(), scanReq(ws, nil), &r); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got, want, raw []string
		for _, f := range r.findings {
			if f.RuleID == "raw" {
				raw = append(raw, f.Message)
				continue
			}
			got = append(got, fmt.Sprintf("%d-%d %s", f.StartOffset, f.EndOffset, f.Message))
		}
		for _, x := range re.FindAllStringSubmatchIndex(tc.text, -1) {
			want = append(want, fmt.Sprintf("%d-%d %v", x[0], x[1], x[2:]))
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("%s: %d matches %.300s, want regexp's %d %.300s", tc.name, len(got), fmt.Sprint(got), len(want), fmt.Sprint(want))
		}
		if len(raw) == 0 {
			t.Fatalf("%s: the guest reported no regex_find results", tc.name)
		}
		if declined := slices.Contains(raw, "declined"); declined != tc.declined {
			t.Errorf("%s: regex_find answered %v; want declined: %v", tc.name, raw, tc.declined)
		}
	}
}

// TestHostRegexpHostile checks the limits of the regex imports against a
// guest that breaks them: patterns over the size, count or program limits
// fail the load naming the limit; registering a pattern after configure,
// running one never registered, and regions or outputs outside the
// guest's memory fail the scan as protocol errors.
func TestHostRegexpHostile(t *testing.T) {
	rt := newRuntime(t, wasmhost.Config{CacheDir: sharedCache()})
	data := func(mode string) []scanner.DataFile { return []scanner.DataFile{{Name: mode, Data: []byte("x")}} }
	for _, tc := range []struct{ mode, want string }{
		{"huge", "regex_compile: pattern 0: 16385 bytes, over the limit of 16384"},
		{"many", "regex_compile: pattern 1024: over the limit of 1024 patterns"},
		{"wide", "instructions once compiled, over the limit of 16384"},
	} {
		_, err := rt.Load(t.Context(), readGuest(t, "regex"), wasmhost.ModuleOptions{Name: "regex", Data: data(tc.mode)})
		if e := wasmhost.AsError(err); e == nil || e.Kind != wasmhost.KindLoad || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Load() = %v, want a load error holding %q", tc.mode, err, tc.want)
		}
	}
	ws := workspace(t, map[string]string{"a.txt": "key=1"})
	for _, tc := range []struct{ mode, want string }{
		{"late", "regex_compile: called outside sluice_configure"},
		{"unregistered", "regex_find: pattern 0 is not registered (0 are"},
		{"region", "regex_find: region [4294901760, 4294901760+65536) is outside"},
		{"out", "regex_find: output [4294967280, 4294967280+64) is outside"},
	} {
		m, err := rt.Load(t.Context(), readGuest(t, "regex"), wasmhost.ModuleOptions{Name: "regex", Data: data(tc.mode)})
		if err != nil {
			t.Fatalf("%s: %v", tc.mode, err)
		}
		var r recorder
		err = m.Scan(t.Context(), scanReq(ws, nil), &r)
		if e := wasmhost.AsError(err); e == nil || e.Kind != wasmhost.KindProtocol || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Scan() = %v, want a protocol error holding %q", tc.mode, err, tc.want)
		}
	}
}
