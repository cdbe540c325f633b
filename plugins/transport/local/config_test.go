package local

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/modules"
)

// decodeStrict decodes a [transport.local] table the way internal/config does:
// unknown keys are errors.
func decodeStrict(t *testing.T, src string, v any) error {
	t.Helper()
	md, err := toml.Decode(src, v)
	if err != nil {
		return err
	}
	if u := md.Undecoded(); len(u) > 0 {
		return &undecodedError{keys: u}
	}
	return nil
}

type undecodedError struct{ keys []toml.Key }

func (e *undecodedError) Error() string { return "unknown keys" }

func TestConfigFromTOML(t *testing.T) {
	dir := t.TempDir()
	s := New()
	src := "dir = \"" + dir + "\"\nlease = \"30s\"\nmax_attempts = 5\nmax_scan_timeout = \"2h\"\npoll_interval = \"1s\"\n"
	if err := decodeStrict(t, src, s); err != nil {
		t.Fatal(err)
	}
	m, ok := modules.Lookup(ID)
	if !ok {
		t.Fatal("transport.local is not registered")
	}
	v, err := modules.Instantiate(registry.Context{Context: bg}, m, func(v any) error { return decodeStrict(t, src, v) })
	if err != nil {
		t.Fatal(err)
	}
	sp := v.(*Spool)
	defer sp.Close()
	if sp.Lease.D() != 30*time.Second || sp.MaxAttempts != 5 || sp.MaxScanTimeout.D() != 2*time.Hour || sp.PollInterval.D() != time.Second {
		t.Fatalf("decoded %+v", sp.Config)
	}
	if err := decodeStrict(t, src+"leese = \"1m\"\n", New()); err == nil {
		t.Fatal("unknown key accepted")
	}
	if err := decodeStrict(t, "lease = \"soon\"\n", New()); err == nil || !strings.Contains(err.Error(), "soon") {
		t.Fatalf("bad duration: %v", err)
	}
}

func TestConfigValidate(t *testing.T) {
	ok := DefaultConfig()
	ok.Dir = "/spool"
	cases := []struct {
		name   string
		mutate func(*Config)
		want   string
	}{
		{"relative dir", func(c *Config) { c.Dir = "spool" }, "not an absolute path"},
		{"short lease", func(c *Config) { c.Lease = 0 }, "lease:"},
		{"long lease", func(c *Config) { c.Lease = jd(MaxLease + 1) }, "lease:"},
		{"zero attempts", func(c *Config) { c.MaxAttempts = 0 }, "max_attempts: must be between 1 and 100, got 0"},
		{"many attempts", func(c *Config) { c.MaxAttempts = 101 }, "max_attempts: must be between 1 and 100, got 101"},
		{"short scan timeout", func(c *Config) { c.MaxScanTimeout = 0 }, "max_scan_timeout:"},
		{"long scan timeout", func(c *Config) { c.MaxScanTimeout = jd(MaxScanTimeout + 1) }, "max_scan_timeout:"},
		{"fast poll", func(c *Config) { c.PollInterval = jd(time.Millisecond) }, "poll_interval:"},
		{"slow poll", func(c *Config) { c.PollInterval = jd(2 * time.Minute) }, "poll_interval:"},
	}
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := ok
			tc.mutate(&c)
			err := c.Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error containing %q", err, tc.want)
			}
			if _, err := Open(c, nil); err == nil {
				t.Fatal("New accepted the config")
			}
		})
	}
}

// TestDefaultDirUnderStateDir: a [transport.local] table without dir (a
// hand-written worker.toml) puts the spool under the worker's state dir
// instead of refusing to start.
func TestDefaultDirUnderStateDir(t *testing.T) {
	m, _ := modules.Lookup(ID)
	stateDir := t.TempDir()
	v, err := modules.Instantiate(registry.Context{Context: bg, WorkerStateDir: stateDir}, m,
		func(v any) error { return decodeStrict(t, "lease = \"30s\"\n", v) })
	if err != nil {
		t.Fatal(err)
	}
	sp := v.(*Spool)
	defer sp.Close()
	want := filepath.Join(stateDir, "spool")
	if sp.Dir != want {
		t.Fatalf("spool dir %q, want %q", sp.Dir, want)
	}
	if fi, err := os.Stat(filepath.Join(want, "ready")); err != nil || !fi.IsDir() {
		t.Fatalf("the default spool was not created: %v", err)
	}
	_, err = modules.Instantiate(registry.Context{Context: bg}, m, func(v any) error { return decodeStrict(t, "", v) })
	if err == nil || !strings.Contains(err.Error(), "dir: missing") {
		t.Fatalf("no dir and no state dir: %v", err)
	}
}

func TestProvisionRejectsSymlinkDir(t *testing.T) {
	base := t.TempDir()
	real := base + "/real"
	link := base + "/link"
	if err := mkdirAndLink(real, link); err != nil {
		t.Fatal(err)
	}
	c := testConfig(link)
	if _, err := Open(c, nil); err == nil {
		t.Fatal("a symlinked spool dir was accepted")
	}
}
