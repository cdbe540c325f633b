//go:build linux

package sandbox

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

func TestMain(m *testing.M) {
	Main()
	os.Exit(m.Run())
}

// needSandbox skips the test, naming what is missing, when the sandbox
// cannot run here.
func needSandbox(t *testing.T) Support {
	t.Helper()
	s := Probe()
	if err := s.Missing(); err != nil {
		t.Skipf("kernel feature missing: %v", err)
	}
	return s
}

// runScript runs script (a /bin/sh script) in a full sandbox with ws
// read-only and a fresh read-write dir, and returns its stdout, stderr
// and exit.
func runScript(t *testing.T, cfg Config, script string, ws string) (string, string, Exit) {
	t.Helper()
	exe, _, err := SealedExecutable("t", strings.NewReader(script), int64(len(script)))
	if err != nil {
		t.Fatal(err)
	}
	defer exe.Close()
	tmp := t.TempDir()
	cmd, err := cfg.Command(&Job{
		Exe: exe, Args: []string{"scanner"}, Env: []string{"PATH=/usr/bin:/bin", "TMPDIR=" + tmp},
		Dir: ws, ReadOnly: []string{ws}, ReadWrite: []string{tmp},
	})
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	return out.String(), errb.String(), cmd.Exit(cmd.ProcessState)
}

func TestSmoke(t *testing.T) {
	needSandbox(t)
	ws := t.TempDir()
	os.WriteFile(ws+"/a.txt", []byte("hello"), 0o600)
	out, errs, ex := runScript(t, DefaultConfig(), "#!/bin/sh\nid; cat a.txt; echo; ls /; cat /etc/passwd; grep Cap /proc/self/status; echo $$ $PPID; ls /proc; exit 3\n", ws)
	t.Logf("out:\n%s\nerr:\n%s\nexit: %s", out, errs, ex)
}

// BenchmarkStart measures starting and reaping /bin/true unsandboxed
// (exec of the sealed copy) and in the full sandbox: the sandbox's own
// cost per process, without any scanner work.
func BenchmarkStart(b *testing.B) {
	data, err := os.ReadFile("/bin/true")
	if err != nil {
		b.Skip("no /bin/true")
	}
	exe, _, err := SealedExecutable("true", bytes.NewReader(data), int64(len(data)))
	if err != nil {
		b.Fatal(err)
	}
	defer exe.Close()
	for _, mode := range []string{ModeOff, ModeFull} {
		b.Run("sandbox="+mode, func(b *testing.B) {
			cfg := DefaultConfig()
			cfg.Mode = mode
			if mode == ModeFull {
				if err := Probe().Missing(); err != nil {
					b.Skipf("kernel feature missing: %v", err)
				}
			}
			ws, tmp := b.TempDir(), b.TempDir()
			for b.Loop() {
				cmd, err := cfg.Command(&Job{Exe: exe, Args: []string{"true"}, Dir: ws, ReadOnly: []string{ws}, ReadWrite: []string{tmp}})
				if err != nil {
					b.Fatal(err)
				}
				if err := cmd.Start(); err != nil {
					b.Fatal(err)
				}
				_ = cmd.Wait()
				if ex := cmd.Exit(cmd.ProcessState); !ex.Success() {
					b.Fatal(ex)
				}
			}
		})
	}
}
