package config

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/modules"
)

// specPlugin is a preparer whose table is declared by Keys.
type specPlugin struct {
	prepare.Preparer `toml:"-"`   // nil: these tests only load configuration
	Mode             string       `toml:"mode"`
	Count            int          `toml:"count"`
	Max              Size         `toml:"max"`
	Wait             job.Duration `toml:"wait"`
	Tags             []string     `toml:"tags"`
}

var specKeys = []registry.Key{
	{Name: "mode", Type: "string", Default: "a", Values: []string{"a", "b"}, Doc: "mode is a or b."},
	{Name: "count", Type: "integer", Default: 2, Min: 1, Max: 8, Doc: "count counts."},
	{Name: "max", Type: "size", Default: Size(1 << 20), Min: 1 << 10, Max: 1 << 30, Doc: "max bounds."},
	{Name: "wait", Type: "duration", Default: job.Duration(10 * time.Second), Min: int64(time.Second), Max: int64(time.Minute), Doc: "wait waits."},
	{Name: "tags", Type: "array of strings", Default: []string{}, Values: []string{"x", "y"}, Doc: "tags tag."},
}

func init() {
	prepare.Plugins.Register(registry.Module{ID: "preparer.spectest", New: func() any {
		return &specPlugin{Mode: "a", Count: 2, Max: 1 << 20, Wait: job.Duration(10 * time.Second)}
	}, Keys: specKeys, Summary: "test preparer with declared keys", TargetKinds: []string{"spectest"}})
}

// useCfgtest selects the test transport, the only one registered here.
const useCfgtest = "[transport]\nuse = \"cfgtest\"\n"

// TestPluginKeysChecked: every value outside its declared range or allowed
// values is reported, all at once, each at its own line.
func TestPluginKeysChecked(t *testing.T) {
	src := useCfgtest + "[preparer.spectest]\nmode = \"c\"\ncount = 9\nmax = \"2GiB\"\nwait = \"500ms\"\ntags = [\"x\", \"z\"]\n"
	_, err := Parse("w.toml", []byte(src), testOptions())
	var ce *Error
	if !errors.As(err, &ce) {
		t.Fatalf("Parse = %v, want an *Error", err)
	}
	for _, want := range []string{
		`w.toml:4:1: preparer.spectest.mode: "c" is not allowed (want a or b)`,
		`w.toml:5:1: preparer.spectest.count: must be between 1 and 8, got 9`,
		`w.toml:6:1: preparer.spectest.max: must be between 1KiB and 1GiB, got 2GiB`,
		`w.toml:7:1: preparer.spectest.wait: must be between 1s and 1m, got 500ms`,
		`w.toml:8:1: preparer.spectest.tags: [1] "z" is not allowed (want x or y)`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
	if len(ce.Problems) != 5 {
		t.Errorf("%d problems, want 5:\n%v", len(ce.Problems), err)
	}
	if _, err := Parse("w.toml", []byte(useCfgtest+"[preparer.spectest]\nmode = \"b\"\ncount = 8\nmax = 1024\nwait = \"1m\"\n"), testOptions()); err != nil {
		t.Errorf("values at the bounds refused: %v", err)
	}
}

// TestPluginTableFromKeys: the reference table of a plugin with Keys is
// generated from them and holds its defaults.
func TestPluginTableFromKeys(t *testing.T) {
	m, _ := modules.Lookup("preparer.spectest")
	table, err := PluginTable(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# preparer.spectest: test preparer with declared keys.\n", "# mode is a or b. One of a or b.\nmode = \"a\"\n",
		"# count counts. Range: 1..8.\ncount = 2\n", "max = \"1MiB\"\n", "wait = \"10s\"\n", "tags = []\n"} {
		if !strings.Contains(table, want) {
			t.Errorf("table lacks %q:\n%s", want, table)
		}
	}
	cfg, err := Parse("w.toml", []byte(useCfgtest+"[preparer.spectest]\n"+table), testOptions())
	if err != nil {
		t.Fatal(err)
	}
	p, _ := cfg.Plugin("preparer.spectest")
	var v specPlugin
	if err := p.Decode(&v); err != nil || v.Mode != "a" || v.Count != 2 || v.Max != 1<<20 || v.Wait != job.Duration(10*time.Second) || len(v.Tags) != 0 {
		t.Errorf("the generated table decodes to %+v, %v", v, err)
	}
}

// TestPluginSpecsRefuseBadDeclarations: a declaration that does not hold
// together fails generation, naming the plugin and the key.
func TestPluginSpecsRefuseBadDeclarations(t *testing.T) {
	for _, tc := range []struct {
		key  registry.Key
		want string
	}{
		{registry.Key{Name: "n", Type: "integer", Default: 0, Min: 1, Max: 2, Doc: "n."}, "must be between 1 and 2, got 0"},
		{registry.Key{Name: "n", Type: "integer", Default: "x", Doc: "n."}, `default "x" is of Go type string; the default of a key of type integer is of Go type int`},
		{registry.Key{Name: "n", Type: "duration", Default: "10s", Doc: "n."}, "the default of a key of type duration is of Go type job.Duration"},
		{registry.Key{Name: "n", Type: "size", Default: 1 << 20, Doc: "n."}, "the default of a key of type size is of Go type registry.Size"},
		{registry.Key{Name: "n", Type: "number", Default: 1, Doc: "n."}, `unknown type "number"`},
		{registry.Key{Name: "n", Type: "string", Default: "c", Values: []string{"a"}, Doc: "n."}, "not allowed"},
		{registry.Key{Name: "n", Type: "string", Doc: "n."}, "needs DefaultDoc and Example"},
		{registry.Key{Name: "n", Type: "string", Default: "a"}, "no Doc"},
	} {
		_, err := PluginSpecs(registry.Module{ID: "preparer.x", Keys: []registry.Key{tc.key}})
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "preparer.x: key n") {
			t.Errorf("%+v: %v, want an error with %q", tc.key, err, tc.want)
		}
	}
}

// TestPluginKeysUnknownKeyReported: checking a table against its declared
// keys does not hide a key the plugin does not know (a table decoded into
// a map through the file's metadata counts all its keys as known).
func TestPluginKeysUnknownKeyReported(t *testing.T) {
	_, err := Parse("w.toml", []byte(useCfgtest+"[preparer.spectest]\nmode = \"b\"\nmodee = \"b\"\n"), testOptions())
	if err == nil || !strings.Contains(err.Error(), "w.toml:5:1: preparer.spectest.modee: unknown key") {
		t.Fatalf("Parse = %v, want the unknown key modee reported", err)
	}
}
