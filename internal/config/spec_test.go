package config

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	sluice "github.com/sluicehq/sluice"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/pkg"
)

const minimalConfig = "[transport]\nuse = \"cfgtest\"\n"

// TestSpecsDeclareEveryKeyOnce checks that every key of the core tables
// has exactly one declaration, and that each declaration is complete: a
// doc starting with the key's name, a default (or a description of one
// with an example), and a default of the field's type.
func TestSpecsDeclareEveryKeyOnce(t *testing.T) {
	seen := map[string]int{}
	for _, s := range coreSpecs {
		seen[s.Key]++
	}
	tables := map[string]any{"worker": &Worker{}, "log": &Log{}, "metrics": &Metrics{}, "limits": &Limits{}, "trust": &pkg.TrustConfig{}}
	for table, v := range tables {
		for _, name := range knownKeys(v) {
			if n := seen[table+"."+name]; n != 1 {
				t.Errorf("%s.%s is declared %d times in coreSpecs, want once", table, name, n)
			}
		}
	}
	for _, s := range coreSpecs {
		if v, ok := tables[s.Table()]; ok && !contains(knownKeys(v), s.Name()) {
			t.Errorf("spec %s names no field of [%s]", s.Key, s.Table())
		}
		if !strings.HasPrefix(s.Doc, s.Name()+" ") {
			t.Errorf("spec %s: doc does not start with its name: %q", s.Key, s.Doc)
		}
		if s.Default == nil && (s.DefaultDoc == "" || s.Example == "") {
			t.Errorf("spec %s: no Default, so it needs DefaultDoc and Example", s.Key)
		}
		if s.Default != nil && s.DefaultDoc != "" {
			t.Errorf("spec %s: both Default and DefaultDoc", s.Key)
		}
	}
	if seen["transport.use"] != 1 {
		t.Error("transport.use is not declared once")
	}
}

// TestSpecDefaultsAreInForce loads a file that sets nothing and checks
// that every core key holds the Default of its one declaration.
func TestSpecDefaultsAreInForce(t *testing.T) {
	cfg, err := Parse("w.toml", []byte(minimalConfig), testOptions())
	if err != nil {
		t.Fatal(err)
	}
	tables := coreTables{Worker: &cfg.Worker, Log: &cfg.Log, Metrics: &cfg.Metrics, Limits: &cfg.Limits}
	for _, s := range coreSpecs {
		t.Run(s.Key, func(t *testing.T) {
			var got any
			switch s.Key {
			case "transport.use":
				got = cfg.Transport.Module.Name()
				if s.Default != DefaultTransport {
					t.Errorf("default %v, the constant says %v", s.Default, DefaultTransport)
				}
				return // the test transport is selected here
			case "trust.keys":
				got = cfg.Trust.Keys
			case "trust.roots":
				got = cfg.Trust.Roots
			case "trust.threshold":
				got = cfg.Trust.Threshold
			default:
				f, ok := tables.field(s.Key)
				if !ok {
					t.Fatalf("no field for %s", s.Key)
				}
				got = f.Interface()
			}
			if s.Default == nil {
				return // machine-dependent: TestDefaults covers it
			}
			want := s.Default
			if l, ok := want.([]string); ok && len(l) == 0 {
				if g, _ := got.([]string); len(g) != 0 {
					t.Errorf("got %v, want empty", got)
				}
				return
			}
			if !reflect.DeepEqual(reflect.ValueOf(got).Interface(), reflect.ValueOf(want).Convert(reflect.TypeOf(got)).Interface()) {
				t.Errorf("loaded default %v, declared %v", got, want)
			}
		})
	}
	if cfg.Limits != DefaultLimits() {
		t.Errorf("DefaultLimits %+v differs from the loaded defaults %+v", DefaultLimits(), cfg.Limits)
	}
}

// TestSpecRangesAreEnforced writes each ranged key at its bounds (accepted)
// and one past them (refused with an error naming the key and the range
// its declaration states).
func TestSpecRangesAreEnforced(t *testing.T) {
	for _, s := range coreSpecs {
		if s.Min == 0 && s.Max == 0 && s.MaxKey == "" {
			continue
		}
		hi := s.Max
		if s.MaxKey != "" {
			hi = int64(SpecFor(s.MaxKey).Default.(Size))
		}
		doc := func(v int64) string {
			d := "[" + s.Table() + "]\n" + s.Name() + " = " + s.formatValue(v) + "\n"
			for _, o := range coreSpecs { // keys bounded by this one stay in range
				if o.MaxKey == s.Key {
					d += o.Name() + " = " + o.formatValue(o.Min) + "\n"
				}
			}
			return d + minimalConfig
		}
		t.Run(s.Key, func(t *testing.T) {
			for _, v := range []int64{s.Min, hi} {
				if _, err := Parse("w.toml", []byte(doc(v)), testOptions()); err != nil {
					t.Errorf("%s = %s refused: %v", s.Key, s.formatValue(v), err)
				}
			}
			for _, v := range []int64{s.Min - 1, hi + 1} {
				_, err := Parse("w.toml", []byte(doc(v)), testOptions())
				want := s.Key + ": must be between " + s.formatBound(s.Min) + " and " + s.formatBound(hi)
				if err == nil || !strings.Contains(err.Error(), want) {
					t.Errorf("%s = %s: error %v, want one containing %q", s.Key, s.formatValue(v), err, want)
				}
			}
		})
	}
}

// TestReferenceShowsEverySpec checks that the reference worker.toml built
// into the binary shows each core key with the default and doc of its
// declaration, and that it decodes to exactly those defaults.
func TestReferenceShowsEverySpec(t *testing.T) {
	ref := string(sluice.DefaultConfig())
	for _, table := range []string{"worker", "log", "metrics", "limits", "transport", "trust"} {
		if !strings.Contains(ref, "\n["+table+"]\n") || !strings.Contains(ref, "\n"+referenceKeys(table)) {
			t.Errorf("worker.toml: [%s] is not what its declarations generate (run make generate)", table)
		}
	}
	var raw rawFile
	if _, err := toml.Decode(ref, &raw); err != nil {
		t.Fatalf("worker.toml does not decode: %v", err)
	}
	var def rawFile
	def.tables().applyDefaults()
	if !reflect.DeepEqual(raw.Worker, def.Worker) || raw.Log != def.Log || raw.Metrics != def.Metrics || raw.Limits != def.Limits {
		t.Errorf("worker.toml decodes to\n%+v\nthe declarations say\n%+v", raw, def)
	}
}

// TestConfigurationDocsMatchSpecs checks that the generated tables of
// docs/configuration.md are what the declarations generate.
func TestConfigurationDocsMatchSpecs(t *testing.T) {
	page, err := os.ReadFile("../../docs/configuration.md")
	if err != nil {
		t.Fatal(err)
	}
	got, err := UpdateDocs(string(page), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(page) {
		t.Error("docs/configuration.md: a generated table differs from the config spec (run make generate)")
	}
	for _, table := range []string{"worker", "log", "metrics", "limits", "transport", "trust"} {
		if !strings.Contains(string(page), "<!-- generated from the config spec: ["+table+"] -->") {
			t.Errorf("docs/configuration.md has no generated table for [%s]", table)
		}
	}
}

// TestPrepareFallbacksAreTheDefaults: the limits core/prepare falls back
// to for a zero field are the [limits] defaults, so a preparer run with a
// Limits built by hand behaves as one run by a worker with no [limits].
func TestPrepareFallbacksAreTheDefaults(t *testing.T) {
	d, got := DefaultLimits(), prepare.Limits{}.WithDefaults()
	want := prepare.Limits{MaxBytes: int64(d.WorkspaceMaxBytes), MaxFiles: d.WorkspaceMaxFiles,
		MaxFileBytes: int64(d.FileMaxBytes), MaxRatio: d.ArchiveMaxRatio, MaxPathBytes: got.MaxPathBytes, MaxDepth: got.MaxDepth}
	if got != want {
		t.Errorf("prepare.Limits{}.WithDefaults() = %+v, want the [limits] defaults %+v", got, want)
	}
}
