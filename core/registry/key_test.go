package registry

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

type defaultsInner struct {
	Mode  string   `toml:"mode"`
	Paths []string `toml:"paths"`
}

type defaultsMode string

type defaultsPlugin struct {
	Kind    defaultsMode      `toml:"kind"`
	Count   int               `toml:"count"`
	Wait    time.Duration     `toml:"wait"`
	On      bool              `toml:"on"`
	Env     map[string]string `toml:"env"`
	Sandbox defaultsInner     `toml:"sandbox"`
	Left    string            `toml:"left"`
}

// TestSetDefaults: every declared default lands in the field its key
// names, sub-tables included; a key without a default leaves its field;
// slices and maps are copies, so two plugins never share one.
func TestSetDefaults(t *testing.T) {
	keys := []Key{
		{Name: "kind", Type: "string", Default: "copy"},
		{Name: "count", Type: "integer", Default: 3},
		{Name: "wait", Type: "duration", Default: 5 * time.Second},
		{Name: "on", Type: "boolean", Default: true},
		{Name: "env", Type: "table of strings", Default: map[string]string{"A": "1"}},
		{Name: "left", Type: "string"},
		{Name: "sandbox", Type: "table", Keys: []Key{
			{Name: "mode", Type: "string", Default: "full"},
			{Name: "paths", Type: "array of strings", Default: []string{"/a"}},
		}},
	}
	p := &defaultsPlugin{Left: "kept"}
	SetDefaults(p, keys)
	want := &defaultsPlugin{Kind: "copy", Count: 3, Wait: 5 * time.Second, On: true, Env: map[string]string{"A": "1"},
		Sandbox: defaultsInner{Mode: "full", Paths: []string{"/a"}}, Left: "kept"}
	if !reflect.DeepEqual(p, want) {
		t.Fatalf("got %+v, want %+v", p, want)
	}
	p.Env["B"] = "2"
	p.Sandbox.Paths[0] = "/changed"
	if _, shared := keys[4].Default.(map[string]string)["B"]; shared || keys[6].Keys[1].Default.([]string)[0] != "/a" {
		t.Error("a plugin's map or slice is the declaration's own")
	}

	for _, tc := range []struct {
		keys []Key
		want string
	}{
		{[]Key{{Name: "missing", Type: "integer", Default: 1}}, "names no field"},
		{[]Key{{Name: "count", Type: "integer", Default: "three"}}, "does not fit field"},
		{[]Key{{Name: "left", Type: "string", Default: 3}}, "does not fit field"}, // Go would convert 3 to "\x03"
		{[]Key{{Name: "env", Type: "table", Keys: []Key{{Name: "a", Type: "string", Default: "x"}}}}, "is a table, but its field"},
	} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(r.(string), tc.want) {
					t.Errorf("%+v: panic %v, want one saying %q", tc.keys, r, tc.want)
				}
			}()
			SetDefaults(&defaultsPlugin{}, tc.keys)
		}()
	}
}
