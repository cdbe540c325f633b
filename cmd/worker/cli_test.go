package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	sluice "github.com/sluicehq/sluice"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/modules"
)

// TestReferenceUpToDate fails when the committed worker.toml differs from
// what go generate produces from internal/config/core.toml and the plugins'
// declared keys.
func TestReferenceUpToDate(t *testing.T) {
	t.Parallel()
	want, err := config.Reference(modules.List(""))
	if err != nil {
		t.Fatal(err)
	}
	if got := sluice.DefaultConfig(); !bytes.Equal(got, want) {
		t.Fatal("worker.toml is out of date: run go generate in the repository root (make generate)")
	}
}

// TestBuiltinDefaultLoads checks the reference file works as the built-in
// default, with the spool under the state dir.
func TestBuiltinDefaultLoads(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	cfg, err := config.Parse(config.BuiltinSource, sluice.DefaultConfig(), config.Options{
		Getenv: func(k string) string { return map[string]string{"HOME": home}[k] },
	})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Transport == nil || cfg.Transport.Module.ID != "transport.local" {
		t.Fatalf("transport = %+v, want transport.local", cfg.Transport)
	}
	var buf bytes.Buffer
	if err := cfg.WriteTOML(&buf); err != nil {
		t.Fatal(err)
	}
	// The state dir comes from HOME; the spool dir is not set, and the
	// effective config shows the value transport.local resolves it to,
	// <state_dir>/spool, and says where it came from (it printed dir = "").
	wantState := filepath.Join(home, ".local", "state", "sluice")
	if !strings.Contains(buf.String(), `state_dir = "`+wantState+`"`) {
		t.Errorf("the built-in state dir is not %s:\n%s", wantState, buf.String())
	}
	spool := filepath.Join(wantState, "spool")
	if !strings.Contains(buf.String(), "[transport.local]\ndir = \""+spool+"\"\n") ||
		!strings.Contains(buf.String(), "# transport.local.dir: not set, so "+spool+" (worker.state_dir + /spool)\n") {
		t.Errorf("the effective spool dir is not shown as %s, with where it came from:\n%s", spool, buf.String())
	}
}

// workerBinary returns the worker binary the package's tests share
// (sharedWorkerBinary), built once per test process.
func workerBinary(t *testing.T) string {
	t.Helper()
	return sharedWorkerBinary(t)
}

// runBinary runs the worker in dir with a private HOME; it returns stdout,
// stderr and the exit code.
func runBinary(t testing.TB, bin, dir string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + dir, "PATH=" + os.Getenv("PATH")}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var xe *exec.ExitError
	if err != nil && !errors.As(err, &xe) {
		t.Fatal(err)
	}
	return out.String(), errb.String(), cmd.ProcessState.ExitCode()
}

func TestBinary(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	dir := t.TempDir()

	out, errOut, code := runBinary(t, bin, dir, "plugins", "--json")
	var list []struct{ ID, Summary string }
	if code != 0 || json.Unmarshal([]byte(out), &list) != nil || len(list) == 0 {
		t.Fatalf("plugins --json: exit %d %q %q", code, out, errOut)
	}
	for _, p := range list {
		if _, ok := modules.Lookup(p.ID); !ok || p.Summary == "" {
			t.Errorf("plugin %+v", p)
		}
	}

	out, errOut, code = runBinary(t, bin, dir, "config", "check")
	if code != 0 || !strings.HasPrefix(out, "ok: "+config.BuiltinSource+"\n") || !strings.Contains(out, "backend.subprocess:\n  sandbox: ") {
		t.Errorf("config check with the built-in default: exit %d %q %q", code, out, errOut)
	}

	os.WriteFile(filepath.Join(dir, "worker.toml"), []byte("[worker]\nslotz = 1\n"), 0o600)
	_, errOut, code = runBinary(t, bin, dir, "config", "check")
	if code != 2 || !strings.Contains(errOut, "worker.toml:2:1: worker.slotz: unknown key") {
		t.Errorf("bad ./worker.toml: exit %d %q", code, errOut)
	}
	os.Remove(filepath.Join(dir, "worker.toml"))

	_, errOut, code = runBinary(t, bin, dir, "scan", "--no-builtin", dir)
	if code != 2 || !strings.Contains(errOut, "lists no packages") {
		t.Errorf("scan without packages: exit %d %q", code, errOut)
	}

	garbage := filepath.Join(dir, "x.bundle")
	os.WriteFile(garbage, []byte("not a bundle"), 0o600)
	_, errOut, code = runBinary(t, bin, dir, "bundle", "verify", garbage)
	if code != 1 || !strings.Contains(errOut, "is not valid") {
		t.Errorf("bundle verify garbage: exit %d %q", code, errOut)
	}

	out, _, code = runBinary(t, bin, dir, "version")
	if code != 0 || !strings.HasPrefix(out, "worker ") {
		t.Errorf("version: exit %d %q", code, out)
	}
}
