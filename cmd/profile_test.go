package workercmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProfilesFromEnvironment checks the developer profiling hooks: the
// CPU profile (gzip-compressed pprof) and the execution trace are written
// where the environment says, a file that cannot be created is reported
// and skipped, and nothing is written when the variables are unset.
func TestProfilesFromEnvironment(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{
		CPUProfileEnv: filepath.Join(dir, "cpu.pprof"),
		TraceEnv:      filepath.Join(dir, "trace.out"),
	}
	var warnings []error
	stop := startProfiles(func(k string) string { return env[k] }, func(err error) { warnings = append(warnings, err) })
	stop()
	if len(warnings) > 0 {
		t.Fatalf("warnings: %v", warnings)
	}
	for name, magic := range map[string][]byte{"cpu.pprof": {0x1f, 0x8b}, "trace.out": []byte("go 1.")} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(b, magic) {
			t.Errorf("%s starts with %q, want %q", name, b[:min(len(b), 8)], magic)
		}
	}

	env[CPUProfileEnv] = filepath.Join(dir, "missing", "cpu.pprof")
	delete(env, TraceEnv)
	warnings = nil
	startProfiles(func(k string) string { return env[k] }, func(err error) { warnings = append(warnings, err) })()
	if len(warnings) != 1 || !strings.Contains(warnings[0].Error(), CPUProfileEnv) {
		t.Fatalf("warnings for an uncreatable profile: %v, want one naming %s", warnings, CPUProfileEnv)
	}

	clear(env)
	startProfiles(func(k string) string { return env[k] }, func(err error) { t.Errorf("unset: %v", err) })()
}
