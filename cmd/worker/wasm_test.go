package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/pkg"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

// signedWASMMarkersPackage builds the markers example as a WASM module,
// packs it into a package for backend.wasm, signs it with a fresh key and
// returns a worker.toml using it.
func signedWASMMarkersPackage(t *testing.T, dir, workerSection string) (configPath string) {
	t.Helper()
	wasm := wasmtest.Build(t, "../../plugins/backend/wasm/testdata/markers")
	src := filepath.Join(dir, "src")
	if err := os.MkdirAll(filepath.Join(src, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	bin, err := os.ReadFile(wasm)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(src, "bin", "markers.wasm"), bin, 0o644); err != nil {
		t.Fatal(err)
	}
	expires := time.Now().Add(24 * time.Hour).UTC().Format(time.RFC3339)
	manifest := `name = "examples"
version = 1
release = "1.0.0"
expires = "` + expires + `"
files = []

[[scanners]]
name = "markers"
backend = "wasm"
entry = "bin/markers.wasm"
capabilities = ["detector"]
keywords = ["do-not-commit", "sluice_test_"]
`
	if err := os.WriteFile(filepath.Join(src, "package.toml"), []byte(manifest), 0o644); err != nil {
		t.Fatal(err)
	}
	pkgPath := filepath.Join(dir, "examples.tar.gz")
	if err := pkg.Build(src, pkgPath); err != nil {
		t.Fatalf("building the package: %v", err)
	}
	pub, key, err := pkg.GenerateKey(filepath.Join(dir, "demo"))
	if err != nil {
		t.Fatal(err)
	}
	if err := pkg.Sign(key, pkgPath); err != nil {
		t.Fatalf("signing: %v", err)
	}
	cfg := workerSection + "\n[[package]]\npath = \"examples.tar.gz\"\n\n[trust]\nkeys = [\"" + filepath.Base(pub) + "\"]\n"
	configPath = filepath.Join(dir, "worker.toml")
	if err := os.WriteFile(configPath, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	return configPath
}

// TestWASMScan runs `worker scan` with the markers example as a WASM module
// from a signed package through backend.wasm.
func TestWASMScan(t *testing.T) {
	bin := workerBinary(t)
	dir := t.TempDir()
	cfg := signedWASMMarkersPackage(t, dir, "[worker]\nid = \"wasm-scan\"\n")
	target := filepath.Join(dir, "target")
	os.MkdirAll(filepath.Join(target, "sub"), 0o755)
	os.WriteFile(filepath.Join(target, "a.txt"), []byte("hello\n// DO-NOT-COMMIT: remove this\n"), 0o644)
	os.WriteFile(filepath.Join(target, "sub", "b.txt"), []byte("nothing here\n"), 0o644)

	out, errOut, code := runBinary(t, bin, dir, "scan", "--config", cfg, "--format", "json", target)
	if code != 0 {
		t.Fatalf("scan: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	var findings []map[string]any
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var f map[string]any
		if err := json.Unmarshal(sc.Bytes(), &f); err != nil {
			t.Fatalf("line %q is not JSON: %v", sc.Text(), err)
		}
		findings = append(findings, f)
	}
	if len(findings) != 1 || findings[0]["path"] != "a.txt" || findings[0]["line"] != float64(2) {
		t.Fatalf("findings = %v\nstderr %s", findings, errOut)
	}
}

// TestWASMRun runs `worker run` with the WASM markers package, enqueues a
// job and waits for it to be done, then drains the worker with SIGTERM.
func TestWASMRun(t *testing.T) {
	bin := workerBinary(t)
	dir := t.TempDir()
	cfg := signedWASMMarkersPackage(t, dir, "[worker]\nid = \"wasm-run\"\nstate_dir = \"state\"\nslots = 1\n\n[transport.local]\ndir = \"spool\"\npoll_interval = \"50ms\"\n")
	cmd := exec.Command(bin, "run", "--config", cfg)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + dir, "PATH=" + os.Getenv("PATH")}
	var stderr syncBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			<-exited
		}
	})
	target := filepath.Join(dir, "target")
	os.MkdirAll(target, 0o755)
	os.WriteFile(filepath.Join(target, "x.go"), []byte("// do-not-commit\n"), 0o644)
	out, errOut, code := runBinary(t, bin, dir, "enqueue", "--config", cfg, "--id", "job-1", "--scanner", "examples/markers", target)
	if code != 0 {
		t.Fatalf("enqueue: exit %d %s %s", code, out, errOut)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		out, errOut, code = runBinary(t, bin, dir, "status", "--config", cfg, "--json")
		var st struct {
			Queue *struct{ Done int } `json:"queue"`
		}
		if code == 0 && json.Unmarshal([]byte(out), &st) == nil && st.Queue != nil && st.Queue.Done == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("job not done in time; last status exit %d %s %s\nworker stderr:\n%s", code, out, errOut, stderr.String())
		}
		select {
		case err := <-exited:
			t.Fatalf("worker exited early: %v\n%s", err, stderr.String())
		case <-time.After(100 * time.Millisecond): // poll interval of a deadline-bounded poll
		}
	}
	if !bytes.Contains([]byte(stderr.String()), []byte("findings=1")) && !strings.Contains(stderr.String(), "\"findings\":1") {
		t.Logf("worker stderr (no finding count seen):\n%s", stderr.String())
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-exited:
		if err != nil {
			t.Fatalf("worker after SIGTERM: %v\n%s", err, stderr.String())
		}
	case <-time.After(60 * time.Second):
		t.Fatalf("worker did not drain after SIGTERM\n%s", stderr.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "state", "plugins", "backend.wasm", "compile-cache")); err != nil {
		t.Logf("compile cache dir: %v", err)
	}
}
