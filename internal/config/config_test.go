package config

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/modules"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// testTransport and testBackend are small plugins registered only in this
// test binary, so config loading is tested without importing plugins/.
type testTransport struct {
	transport.Transport `toml:"-"`   // nil: these tests only load configuration
	Dir                 string       `toml:"dir"`
	Lease               job.Duration `toml:"lease"`
}

type testBackend struct {
	backend.Backend `toml:"-"` // nil: these tests only load configuration
	Count           int        `toml:"count"`
	Nested          struct {
		WorkDir string `toml:"work_dir"`
	} `toml:"nested"`
}

// Validate is the side-effect-free check Load runs on every decoded table.
func (b *testBackend) Validate() error {
	if b.Count < 1 || b.Count > 100 {
		return fmt.Errorf("count: %d is out of range 1..100", b.Count)
	}
	if strings.Contains(b.Nested.WorkDir, "..") {
		return errors.New("nested work_dir must not climb out with \"..\"")
	}
	return nil
}

func init() {
	transport.Plugins.Register(registry.Module{ID: "transport.cfgtest", New: func() any { return &testTransport{Lease: job.Duration(120e9)} },
		Keys: []registry.Key{
			{Name: "dir", Type: "string", Default: "", Doc: "dir is the spool directory."},
			{Name: "lease", Type: "duration", Default: job.Duration(2 * time.Minute), Doc: "lease is a lease."},
		}, Summary: "test transport"})
	// Count has no declared range: its Validate checks it, so the tests
	// see a Validate error reported at the key's line.
	backend.Plugins.Register(registry.Module{ID: "backend.cfgtest", New: func() any { return &testBackend{Count: 1} }, EntryKind: "executable",
		Keys: []registry.Key{
			{Name: "count", Type: "integer", Default: 1, Doc: "count counts."},
			{Name: "nested", Type: "table", Doc: "nested is a sub-table.", Keys: []registry.Key{
				{Name: "work_dir", Type: "string", Default: "", Doc: "work_dir is a directory."},
			}},
		}, Summary: "test backend"})
}

func testOptions() Options {
	return Options{
		Getenv:   func(k string) string { return map[string]string{"HOME": "/home/op"}[k] },
		Hostname: func() (string, error) { return "host-1", nil },
		WorkDir:  "/nonexistent",
	}
}

func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.toml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".toml"), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			got := render(t, file, data)
			golden := strings.TrimSuffix(file, ".toml") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if got != string(want) {
				t.Errorf("output differs from %s (run go test -update to accept):\n--- got\n%s\n--- want\n%s", golden, got, want)
			}
			if strings.HasPrefix(filepath.Base(file), "ok_") != !strings.HasPrefix(got, "error") {
				t.Errorf("ok_* files must load and err_* files must fail; got:\n%s", got)
			}
		})
	}
}

// render loads a config and returns its effective TOML or its error, with
// the absolute test directory replaced by $DIR.
func render(t *testing.T, file string, data []byte) string {
	t.Helper()
	cfg, err := Parse(file, data, testOptions())
	if err != nil {
		var ce *Error
		if !errors.As(err, &ce) {
			t.Fatalf("error is %T, want *config.Error: %v", err, err)
		}
		for _, p := range ce.Problems {
			if !p.Pos.IsValid() && p.Key != "trust" {
				t.Errorf("problem without a position: %+v", p)
			}
		}
		return "error:\n" + err.Error() + "\n"
	}
	var buf bytes.Buffer
	if err := cfg.WriteTOML(&buf); err != nil {
		t.Fatal(err)
	}
	return strings.ReplaceAll(buf.String(), cfg.Dir, "$DIR")
}

func TestDefaults(t *testing.T) {
	cfg, err := Parse("w.toml", []byte("[transport]\nuse = \"cfgtest\"\n"), testOptions())
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Worker.ID != "host-1" || cfg.Worker.Slots != 2 || cfg.Worker.StateDir != "/home/op/.local/state/sluice" {
		t.Errorf("worker defaults: %+v", cfg.Worker)
	}
	if cfg.Limits != DefaultLimits() || cfg.Log.Level != "info" || cfg.Trust.Threshold != 0 {
		t.Errorf("defaults: %+v %+v %+v", cfg.Limits, cfg.Log, cfg.Trust)
	}
	opt := testOptions()
	opt.Getenv = func(k string) string { return map[string]string{"XDG_STATE_HOME": "/xdg/state", "HOME": "/h"}[k] }
	cfg, err = Parse("w.toml", []byte("[transport]\nuse = \"cfgtest\"\n"), opt)
	if err != nil || cfg.Worker.StateDir != "/xdg/state/sluice" {
		t.Errorf("XDG_STATE_HOME: %v %q", err, cfg.Worker.StateDir)
	}
}

func TestDefaultErrors(t *testing.T) {
	opt := testOptions()
	opt.Getenv = func(string) string { return "" }
	opt.Hostname = func() (string, error) { return "bad host!", nil }
	_, err := Parse("w.toml", []byte("[transport]\nuse = \"cfgtest\"\n"), opt)
	for _, want := range []string{"worker.id: not set and the host name \"bad host!\"", "worker.state_dir: not set"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v does not contain %q", err, want)
		}
	}
}

func TestPluginDecode(t *testing.T) {
	src := "[transport]\nuse = \"cfgtest\"\n[transport.cfgtest]\ndir = \"spool\"\n[backend.cfgtest]\nnested.work_dir = \"~/w\"\n"
	cfg, err := Parse("/etc/sluice/worker.toml", []byte(src), testOptions())
	if err != nil {
		t.Fatal(err)
	}
	var tr testTransport
	if err := cfg.Transport.Decode(&tr); err != nil {
		t.Fatal(err)
	}
	if tr.Dir != "/etc/sluice/spool" {
		t.Errorf("dir = %q, want it resolved against the config dir", tr.Dir)
	}
	p, err := cfg.Plugin("backend.cfgtest")
	if err != nil || !p.Present() {
		t.Fatalf("backend.cfgtest: %v", err)
	}
	v, err := p.Instantiate(registry.Context{})
	if err != nil {
		t.Fatal(err)
	}
	home, _ := os.UserHomeDir()
	if b := v.(*testBackend); b.Count != 1 || b.Nested.WorkDir != filepath.Join(home, "w") {
		t.Errorf("backend = %+v", b)
	}
	if _, err := cfg.Plugin("backend.nosuch"); err == nil || !strings.Contains(err.Error(), "registered backend plugins: cfgtest") {
		t.Errorf("unregistered plugin error should list registered ones: %v", err)
	}
}

func TestBuiltinPathsResolveAgainstStateDir(t *testing.T) {
	src := "[worker]\nstate_dir = \"/var/lib/sluice\"\n[transport]\nuse = \"cfgtest\"\n[transport.cfgtest]\ndir = \"spool\"\n"
	cfg, err := Parse(BuiltinSource, []byte(src), testOptions())
	if err != nil {
		t.Fatal(err)
	}
	var tr testTransport
	if err := cfg.Transport.Decode(&tr); err != nil || tr.Dir != "/var/lib/sluice/spool" {
		t.Errorf("dir = %q (%v), want under the state dir", tr.Dir, err)
	}
}

func TestFind(t *testing.T) {
	dir := t.TempDir()
	cwd, xdg := filepath.Join(dir, "cwd"), filepath.Join(dir, "xdg")
	for _, d := range []string{cwd, filepath.Join(xdg, "sluice")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	opt := Options{WorkDir: cwd, Getenv: func(k string) string { return map[string]string{"XDG_CONFIG_HOME": xdg}[k] }}
	if got, err := Find(opt); err != nil || got != "" {
		t.Errorf("nothing present: %q %v, want the built-in default", got, err)
	}
	xdgFile := filepath.Join(xdg, "sluice", FileName)
	os.WriteFile(xdgFile, nil, 0o600)
	if got, _ := Find(opt); got != xdgFile {
		t.Errorf("got %q, want %q", got, xdgFile)
	}
	cwdFile := filepath.Join(cwd, FileName)
	os.WriteFile(cwdFile, nil, 0o600)
	if got, _ := Find(opt); got != cwdFile {
		t.Errorf("got %q, want %q (./worker.toml comes first)", got, cwdFile)
	}
	opt.Path = filepath.Join(dir, "missing.toml")
	if _, err := Find(opt); err == nil || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("explicit missing file: %v", err)
	}
}

func TestTooLarge(t *testing.T) {
	_, err := Parse("big.toml", bytes.Repeat([]byte("#"), MaxFileBytes+1), testOptions())
	if err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("err = %v", err)
	}
}

func TestSize(t *testing.T) {
	for in, want := range map[string]Size{"0": 0, "10": 10, "10B": 10, "2KiB": 2048, "3 MiB": 3 << 20, "1GiB": 1 << 30, "2TiB": 2 << 40, "5kB": 5000, "7MB": 7e6, "1GB": 1e9, "1TB": 1e12} {
		got, err := ParseSize(in)
		if err != nil || got != want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "-1", "1.5MiB", "MiB", "10 parsecs", "9999999999999TiB"} {
		if _, err := ParseSize(in); err == nil {
			t.Errorf("ParseSize(%q) succeeded", in)
		}
	}
	for s, want := range map[Size]string{0: "0B", 100: "100B", 2048: "2KiB", 64 << 20: "64MiB", 1e9: "1000000000B"} {
		if s.String() != want {
			t.Errorf("%d.String() = %q, want %q", int64(s), s.String(), want)
		}
	}
}

// TestSizeOneGrammar holds the one Size type to both spellings it replaced:
// the core limits' (decimal units such as "10MB") and the backends' former
// ByteSize (binary units with a space, such as "2 GiB"), through TOML
// integers, TOML strings and UnmarshalText alike.
func TestSizeOneGrammar(t *testing.T) {
	for in, want := range map[string]Size{
		// core [limits] spellings
		"10MB": 10e6, "64MiB": 64 << 20, "10kB": 10e3, "10KB": 10e3,
		// the backends' spellings (max_memory, max_rss, max_file_size)
		"1024": 1024, "512MiB": 512 << 20, "2 GiB": 2 << 30, "3KiB": 3072, "7B": 7, "1TiB": 1 << 40,
	} {
		var viaText Size
		if err := viaText.UnmarshalText([]byte(in)); err != nil || viaText != want {
			t.Errorf("UnmarshalText(%q) = %d, %v; want %d", in, viaText, err, want)
		}
		var doc struct {
			V Size `toml:"v"`
		}
		if _, err := toml.Decode("v = \""+in+"\"", &doc); err != nil || doc.V != want {
			t.Errorf("TOML string %q = %d, %v; want %d", in, doc.V, err, want)
		}
	}
	var doc struct {
		V Size `toml:"v"`
	}
	if _, err := toml.Decode("v = 1048576", &doc); err != nil || doc.V != 1<<20 {
		t.Errorf("TOML integer = %d, %v", doc.V, err)
	}
	for _, in := range []string{"", "-1", "1.5GiB", "1PiB", "9999999TiB", "12 parsecs"} {
		var b Size
		if err := b.UnmarshalText([]byte(in)); err == nil {
			t.Errorf("UnmarshalText(%q) accepted as %d", in, b)
		}
	}
	if _, err := toml.Decode("v = -1", &doc); err == nil {
		t.Error("TOML integer -1 accepted")
	}
	if out, _ := Size(2048).MarshalText(); string(out) != "2KiB" {
		t.Errorf("MarshalText = %q", out)
	}
}

func TestReference(t *testing.T) {
	out, err := Reference(modules.List(""))
	if err != nil {
		t.Fatal(err)
	}
	s := string(out)
	for _, want := range []string{"# [transport.cfgtest]\n# # transport.cfgtest: test transport.\n#\n# # dir is the spool directory.\n# dir = \"\"\n",
		"[backend.cfgtest]\n", "\n# count counts.\ncount = 1\n\n# nested is a sub-table.\n[backend.cfgtest.nested]\n# work_dir is a directory.\nwork_dir = \"\"\n"} {
		if !strings.Contains(s, want) {
			t.Errorf("reference lacks %q", want)
		}
	}
	if strings.Contains(s, "#@") {
		t.Error("reference still has a template marker")
	}
	_, err = Reference([]registry.Module{{ID: "backend.x", New: func() any { return nil }}})
	if err == nil || !strings.Contains(err.Error(), "declares no Keys") {
		t.Errorf("no keys: %v", err)
	}
}

func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.toml")
	for _, file := range files {
		data, _ := os.ReadFile(file)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := Parse("fuzz.toml", data, testOptions())
		if err != nil {
			var ce *Error
			if !errors.As(err, &ce) || len(ce.Problems) == 0 {
				t.Fatalf("error is not a *config.Error with problems: %v", err)
			}
			return
		}
		if err := cfg.WriteTOML(&bytes.Buffer{}); err != nil {
			t.Fatalf("loaded config does not print: %v", err)
		}
	})
}

// worker.backends names built-in backends, each once, in the order of
// preference; every mistake is reported with the entry it concerns.
func TestWorkerBackends(t *testing.T) {
	cfg, err := Parse("w.toml", []byte("[worker]\nbackends = [\"cfgtest\"]\n[transport]\nuse = \"cfgtest\"\n"), testOptions())
	if err != nil || len(cfg.Worker.Backends) != 1 || cfg.Worker.Backends[0] != "cfgtest" {
		t.Fatalf("Parse: %v, backends %q", err, cfg.Worker.Backends)
	}
	_, err = Parse("w.toml", []byte("[worker]\nbackends = [\"cfgtest\", \"jvm\", \"cfgtest\"]\n[transport]\nuse = \"cfgtest\"\n"), testOptions())
	for _, want := range []string{`worker.backends: entry 1: "jvm" is not a backend built into this worker (built in: cfgtest`,
		`worker.backends: entry 2: "cfgtest" is listed twice`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v does not contain %q", err, want)
		}
	}
}
