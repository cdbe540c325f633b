package main

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/internal/fsname"
	"github.com/sluicehq/sluice/internal/pkg"
	"github.com/sluicehq/sluice/internal/sarifschema"
	"github.com/sluicehq/sluice/plugins/transport/local"
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
// writes dir/worker.toml trusting it, with the built-in packages off and
// go-plugin's kill_grace at one second. It returns the config path.
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
	buildPackage(t, src, out)
	pub, key, err := pkg.GenerateKey(filepath.Join(dir, "hang"))
	if err != nil {
		t.Fatal(err)
	}
	signPackage(t, key, out)
	// A hung plugin gets kill_grace after the deadline to end its scan;
	// the tests here are about what the scan reports, so one second of it.
	cfg := "[worker]\nbuiltin_packages = false\n\n[[package]]\npath = \"hangkit.tar.gz\"\n\n[trust]\nkeys = [\"" + filepath.Base(pub) + "\"]\nthreshold = 1\n\n[backend.goplugin]\nkill_grace = \"1s\"\n"
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
	t.Parallel()
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
			sarifschema.Check(t, "a scan cut off by its deadline", []byte(out))
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
			if job == nil || job["scanned_all"] != false || (job["completion"] != "partial_timeout" && job["completion"] != "failed") {
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

// TestNonUTF8NameIsScanned is the reproduction of a secret hidden by a
// file name that is not UTF-8. The built-in secrets scanner (WASM) finds
// the planted token in it: the scan is complete, the finding's location
// is the file's exact bytes, Go-quoted in the table and in JSON (where
// strconv.Unquote gives the bytes back) and percent-encoded in SARIF.
// Before, the file was not scanned: the in-place preparation failed with
// "lstat: invalid argument", retried three generations of three attempts.
func TestNonUTF8NameIsScanned(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	dir := t.TempDir() // HOME: the built-in secrets scanner, no config
	warmBuiltinCache(t, dir)
	secret, err := os.ReadFile("../../examples/scanners/secrets/testdata/corpus/app/anthropic_api_key/settings.py")
	if err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "target")
	os.MkdirAll(target, 0o755)
	raw := filepath.Join(target, "\xff\xfe.env")
	if err := os.WriteFile(raw, secret, 0o644); err != nil {
		t.Skipf("this file system refuses a non-UTF-8 file name: %v", err)
	}
	os.WriteFile(filepath.Join(target, "clean.txt"), []byte("nothing here\n"), 0o644)
	quoted := strconv.Quote(raw)

	out, errOut, code := runBinary(t, bin, dir, "scan", "--format", "json", target)
	if code != 0 {
		t.Fatalf("json: exit %d, want 0\nstdout %s\nstderr %s", code, out, errOut)
	}
	var job struct {
		ScannedAll bool `json:"scanned_all"`
	}
	var paths []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var v struct {
			Type, Path string
		}
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatal(err)
		}
		switch v.Type {
		case "job":
			json.Unmarshal([]byte(line), &job)
		case "finding":
			paths = append(paths, v.Path)
		}
	}
	if !job.ScannedAll || len(paths) == 0 {
		t.Fatalf("want a job that scanned all, with findings: scanned_all %v, paths %q\n%s\nstderr %s", job.ScannedAll, paths, out, errOut)
	}
	for _, p := range paths {
		if got, err := strconv.Unquote(p); err != nil || got != "\xff\xfe.env" {
			t.Errorf("JSON path %s does not unquote to the file's name: %q %v", p, got, err)
		}
	}

	out, errOut, code = runBinary(t, bin, dir, "scan", "--fail-on-findings", target)
	if code != 1 || !strings.Contains(out, quoted+":") {
		t.Errorf("table: exit %d, want 1 with %s listed\nstdout %s\nstderr %s", code, quoted, out, errOut)
	}

	out, _, code = runBinary(t, bin, dir, "scan", "--format", "sarif", target)
	if code != 0 || !strings.Contains(out, `"executionSuccessful": true`) || !strings.Contains(out, "%FF%FE.env\"") {
		t.Errorf("sarif: exit %d, want the location percent-encoded\n%s", code, out)
	}
	sarifschema.Check(t, "a scan of a name that is not UTF-8", []byte(out))
}

// TestNonUTF8NameEveryBackend: `worker scan` reads a file whose name is not
// UTF-8 in the subprocess (sdk/stdio), go-plugin (sdk/plugin) and WASM
// backends, and reports the marker in it at the file's exact bytes.
func TestNonUTF8NameEveryBackend(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	for _, backend := range []string{backendSubprocess, backendGoPlugin, backendWASM} {
		t.Run(backend, func(t *testing.T) {
			dir := t.TempDir()
			cfg := signedMarkersPackage(t, dir, backend, "[worker]\nid = \"names\"\n")
			target := filepath.Join(dir, "target")
			os.MkdirAll(filepath.Join(target, "d\x80"), 0o755)
			name := "d\x80/\xff\xfe.go"
			if err := os.WriteFile(filepath.Join(target, name), []byte("package x\n// do-not-commit\n"), 0o644); err != nil {
				t.Skipf("this file system refuses a non-UTF-8 file name: %v", err)
			}
			findings, errOut := scanJSON(t, bin, dir, cfg, target)
			if len(findings) != 1 || findings[0]["path"] != strconv.Quote(name) || findings[0]["line"] != float64(2) {
				t.Fatalf("findings = %v, want one at %s line 2\nstderr %s", findings, strconv.Quote(name), errOut)
			}
		})
	}
}

// TestNonUTF8NameThroughTransport: a job enqueued with `worker enqueue`
// and run by `worker run` through the local spool scans a file whose name
// is not UTF-8 in one attempt; the accepted bundle records the finding
// under the escaped name, which unescapes to the exact bytes, and `worker
// result --findings` shows the name Go-quoted.
func TestNonUTF8NameThroughTransport(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "names-run", state: "state", slots: 1})
	raw := "\xff\xfe.go"
	if err := os.WriteFile(filepath.Join(r.target, raw), []byte("package y\n\n// do-not-commit\n"), 0o644); err != nil {
		t.Skipf("this file system refuses a non-UTF-8 file name: %v", err)
	}
	r.runOneJob()
	s := r.openSpool()
	res, err := s.JobResult(context.Background(), "job-1")
	if err != nil {
		t.Fatal(err)
	}
	if res.State != local.StateDone || res.BundlePath == "" {
		t.Fatalf("job-1: %+v, want done with a bundle", res)
	}
	if atts := r.readAttempts("job-1"); len(atts) != 1 {
		t.Errorf("%d attempts, want 1: %+v", len(atts), atts)
	}
	br, err := bundle.Open(res.BundlePath, bundle.DefaultLimits())
	if err != nil {
		t.Fatal(err)
	}
	defer br.Close()
	var paths []string
	for {
		rec, err := br.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if rec.Type == bundle.TypeFinding {
			paths = append(paths, rec.Finding.Path)
		}
	}
	slices.Sort(paths)
	if want := []string{"x.go", fsname.Escape(raw)}; !slices.Equal(paths, want) {
		t.Fatalf("bundle finding paths %q, want %q", paths, want)
	}
	if p, ok := fsname.Unescape(paths[1]); !ok || p != raw {
		t.Errorf("%q unescapes to %q, %v", paths[1], p, ok)
	}
	out, errOut, code := runBinary(t, bin, r.dir, "result", "--config", r.cfg, "--bundle", filepath.Join(r.dir, "job-1.bundle"), "--findings", "job-1")
	// The table locates the finding in the job's target, as worker scan
	// does, the whole path quoted since a name in it is not UTF-8.
	if want := strconv.Quote(filepath.Join(r.target, raw)) + ":3"; code != 0 || !strings.Contains(out, want) {
		t.Errorf("worker result: exit %d, want %s listed\n%s\n%s", code, want, out, errOut)
	}
}
