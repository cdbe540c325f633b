package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/pkg"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

// buildHang builds the native testdata/hang (subprocess and go-plugin) in
// dir.
func buildHang(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "hang")
	if out, err := exec.Command("go", "build", "-o", bin, "./testdata/hang").CombinedOutput(); err != nil {
		t.Fatalf("building the hang scanner: %v\n%s", err, out)
	}
	return bin
}

// hangPackage packs the hang scanner (native, the binary built by
// buildHang; wasm, built here) for backend into a signed package in dir and
// writes dir/worker.toml trusting it, with the built-in packages off. It
// returns the config path.
func hangPackage(t *testing.T, dir, backend, native string) string {
	t.Helper()
	src := filepath.Join(dir, "src")
	if err := os.MkdirAll(filepath.Join(src, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	entry := "bin/hang"
	switch backend {
	case backendWASM:
		entry = "bin/hang.wasm"
		module, err := os.ReadFile(wasmtest.Build(t, "./testdata/hang"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(src, entry), module, 0o644); err != nil {
			t.Fatal(err)
		}
	default:
		data, err := os.ReadFile(native)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(src, entry), data, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	manifest := "name = \"hangkit\"\nversion = 1\nrelease = \"1.0.0\"\nexpires = \"" +
		time.Now().Add(24*time.Hour).UTC().Format(time.RFC3339) + "\"\nfiles = []\n\n" +
		"[[scanners]]\nname = \"hang\"\nbackend = \"" + backend + "\"\nentry = \"" + entry + "\"\ncapabilities = [\"detector\"]\nkeywords = [\"hang-here\"]\n"
	if err := os.WriteFile(filepath.Join(src, "package.toml"), []byte(manifest), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "hangkit.tar.gz")
	if err := pkg.Build(src, out); err != nil {
		t.Fatalf("building the package: %v", err)
	}
	pub, key, err := pkg.GenerateKey(filepath.Join(dir, "hang"))
	if err != nil {
		t.Fatal(err)
	}
	if err := pkg.Sign(key, out); err != nil {
		t.Fatal(err)
	}
	cfg := "[worker]\nbuiltin_packages = false\n\n[[package]]\npath = \"hangkit.tar.gz\"\n\n[trust]\nkeys = [\"" + filepath.Base(pub) + "\"]\nthreshold = 1\n"
	path := filepath.Join(dir, "worker.toml")
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestHangingScannerFailsScan is the reproduction of a hanging scanner
// passing CI: in every backend, a job stopped at its deadline makes `worker
// scan --fail-on-findings` exit 5 (not 0, and not 1, which means
// findings), SARIF says executionSuccessful false with a notification, and
// the JSON job line carries the completion. --allow-partial lets it pass.
func TestHangingScannerFailsScan(t *testing.T) {
	bin := sharedWorkerBinary(t)
	native := buildHang(t, t.TempDir())
	for _, backend := range []string{backendSubprocess, backendGoPlugin, backendWASM} {
		t.Run(backend, func(t *testing.T) {
			dir := t.TempDir()
			hangPackage(t, dir, backend, native)
			target := filepath.Join(dir, "target")
			os.MkdirAll(target, 0o755)
			os.WriteFile(filepath.Join(target, "a.txt"), []byte("hang-here\n"), 0o644)
			scan := []string{"scan", "--config", "worker.toml", "--timeout", "1s", "--fail-on-findings"}

			out, errOut, code := runBinary(t, bin, dir, append(scan, "--format", "sarif", target)...)
			var log struct {
				Runs []struct {
					Invocations []struct {
						ExecutionSuccessful        bool `json:"executionSuccessful"`
						ToolExecutionNotifications []struct {
							Level   string `json:"level"`
							Message struct {
								Text string `json:"text"`
							} `json:"message"`
						} `json:"toolExecutionNotifications"`
					} `json:"invocations"`
				} `json:"runs"`
			}
			if err := json.Unmarshal([]byte(out), &log); err != nil {
				t.Fatalf("SARIF: %v\n%s\nstderr %s", err, out, errOut)
			}
			if code != 5 || !strings.Contains(errOut, "incomplete") {
				t.Errorf("sarif: exit %d, want 5 (incomplete)\nstderr %s", code, errOut)
			}
			if len(log.Runs) != 1 || len(log.Runs[0].Invocations) != 1 {
				t.Fatalf("SARIF runs/invocations: %s", out)
			}
			inv := log.Runs[0].Invocations[0]
			if inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) == 0 || inv.ToolExecutionNotifications[0].Level != "error" {
				t.Errorf("SARIF invocation of a timed-out scan: %+v", inv)
			}

			out, errOut, code = runBinary(t, bin, dir, append(scan, "--format", "json", target)...)
			if code != 5 {
				t.Errorf("json: exit %d, want 5\nstderr %s", code, errOut)
			}
			var job map[string]any
			for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
				var v map[string]any
				if json.Unmarshal([]byte(line), &v) == nil && v["type"] == "job" {
					job = v
				}
			}
			if job == nil || job["complete"] != false || (job["completion"] != "partial_timeout" && job["completion"] != "failed") {
				t.Errorf("json job line: %v\n%s", job, out)
			}

			if backend != backendSubprocess {
				return // the flag is the command's, not the backend's: once is enough
			}
			_, errOut, code = runBinary(t, bin, dir, append(scan, "--allow-partial", target)...)
			if code != 0 || !strings.Contains(errOut, "--allow-partial") {
				t.Errorf("--allow-partial: exit %d, want 0\nstderr %s", code, errOut)
			}
		})
	}
}

// TestUnscannedFileFailsScan is the reproduction of a secret hidden by a
// file name that is not UTF-8: the scan must not pass silently. The file
// is listed, in the escaped form, in the JSON job line, in SARIF and in
// the summary, and the scan exits 5.
func TestUnscannedFileFailsScan(t *testing.T) {
	bin := sharedWorkerBinary(t)
	dir := t.TempDir() // HOME: the built-in secrets scanner, no config
	secret, err := os.ReadFile("../../examples/scanners/secrets/testdata/corpus/app/anthropic_api_key/settings.py")
	if err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "target")
	os.MkdirAll(target, 0o755)
	if err := os.WriteFile(filepath.Join(target, "\xff\xfe.env"), secret, 0o644); err != nil {
		t.Skipf("this file system refuses a non-UTF-8 file name: %v", err)
	}
	os.WriteFile(filepath.Join(target, "clean.txt"), []byte("nothing here\n"), 0o644)
	want := strconv.Quote(filepath.Join(target, "\xff\xfe.env"))

	// The file is either listed as not scanned (when the workspace holds
	// it and the scanner cannot open it) or fails the job's preparation;
	// both are an incomplete scan, never a pass.
	out, errOut, code := runBinary(t, bin, dir, "scan", "--format", "json", target)
	if code != 5 {
		t.Errorf("json: exit %d, want 5\nstderr %s", code, errOut)
	}
	var job struct {
		Type       string `json:"type"`
		Complete   bool   `json:"complete"`
		Completion string `json:"completion"`
		Unscanned  []struct {
			Path, Reason string
		} `json:"unscanned"`
	}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if strings.Contains(line, `"type":"job"`) {
			if err := json.Unmarshal([]byte(line), &job); err != nil {
				t.Fatal(err)
			}
		}
	}
	switch {
	case job.Type != "job" || job.Complete:
		t.Fatalf("json job line: %+v\n%s", job, out)
	case job.Completion == "failed":
		t.Logf("the job failed instead of listing the file: %s", errOut)
	case len(job.Unscanned) != 1 || job.Unscanned[0].Path != want || !strings.Contains(errOut, "not scanned: "+want):
		t.Fatalf("json job line: %+v, want %s listed\n%s\nstderr %s", job, want, out, errOut)
	default:
		if path, err := strconv.Unquote(job.Unscanned[0].Path); err != nil || path != filepath.Join(target, "\xff\xfe.env") {
			t.Errorf("the escaped path %s does not unquote to the file's name: %q %v", job.Unscanned[0].Path, path, err)
		}
	}

	out, _, code = runBinary(t, bin, dir, "scan", "--format", "sarif", target)
	if code != 5 || !strings.Contains(out, `"executionSuccessful": false`) {
		t.Errorf("sarif: exit %d\n%s", code, out)
	}
}
