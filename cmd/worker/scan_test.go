package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestScanEndToEnd runs `worker scan` through the built binary with a real
// signed package, the subprocess backend, the path preparer and a private
// transport.local spool, and checks the printed findings and exit codes.
func TestScanEndToEnd(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	dir := t.TempDir()
	cfg := signedMarkersPackage(t, dir, backendSubprocess, "[worker]\nid = \"scan-test\"\n")
	target := writeScanTarget(t, dir)
	clean := filepath.Join(dir, "clean")
	os.MkdirAll(clean, 0o755)
	os.WriteFile(filepath.Join(clean, "c.txt"), []byte("all fine\n"), 0o644)

	findings, errOut := scanJSON(t, bin, dir, cfg, target, clean)
	if len(findings) != 1 || findings[0]["path"] != "a.txt" || findings[0]["target"] != target || findings[0]["line"] != float64(2) {
		t.Fatalf("findings = %v\nstderr %s", findings, errOut)
	}
	if !strings.Contains(errOut, "1 finding in 2 targets") {
		t.Errorf("summary missing: %s", errOut)
	}

	out, errOut, code := runBinary(t, bin, dir, "scan", "--config", cfg, "--fail-on-findings", target)
	if code != 1 || !strings.Contains(out, filepath.Join(target, "a.txt")+":2") {
		t.Errorf("--fail-on-findings table: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}

	_, errOut, code = runBinary(t, bin, dir, "scan", "--config", cfg, "--scanner", "nope/none", target)
	if code != 2 || !strings.Contains(errOut, "examples/markers") {
		t.Errorf("unknown scanner: exit %d %s", code, errOut)
	}
}

// TestScanSkipsGitDirs: a plain scan of a directory skips the .git
// directories in it, at any depth, as Gitleaks' directory mode does. It
// does so with the WASM detector, which reads the tree in place by the
// worker's listing of it, and with a subprocess scanner, which walks its
// workspace itself and so is given a copy of the listed files; either
// way nothing under .git is read. --scan-git-dirs scans them; an
// --exclude pattern without a slash leaves out a name at any depth.
func TestScanSkipsGitDirs(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	dir := t.TempDir()
	warmBuiltinCache(t, dir)
	cfg := signedMarkersPackage(t, dir, backendSubprocess, "")
	secret, err := os.ReadFile(filepath.Join(corpusDir, "app", "age_secret_key", "settings.py"))
	if err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "repo")
	for _, name := range []string{"main.go", ".git/config", "sub/.git/HEAD", "vendor/v.go", "sub/vendor/w.go"} {
		p := filepath.Join(target, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, append([]byte("// DO-NOT-COMMIT: remove this\n"), secret...), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, scanner := range []string{"builtin/secrets", markersScanner} {
		for _, tc := range []struct {
			flags []string
			want  []string
		}{
			{nil, []string{"main.go", "sub/vendor/w.go", "vendor/v.go"}},
			{[]string{"--scan-git-dirs"}, []string{".git/config", "main.go", "sub/.git/HEAD", "sub/vendor/w.go", "vendor/v.go"}},
			{[]string{"--exclude", "vendor"}, []string{"main.go"}},
		} {
			args := append([]string{"scan", "--config", cfg, "--scanner", scanner, "--format", "json"}, tc.flags...)
			out, errOut, code := runBinary(t, bin, dir, append(args, target)...)
			if code != 0 {
				t.Fatalf("%s %q: exit %d\nstderr %s", scanner, tc.flags, code, errOut)
			}
			var paths []string
			for _, f := range scanFindings(t, out) {
				if p, _ := f["path"].(string); !slices.Contains(paths, p) {
					paths = append(paths, p)
				}
			}
			slices.Sort(paths)
			if !slices.Equal(paths, tc.want) {
				t.Errorf("%s %q: findings in %q, want %q", scanner, tc.flags, paths, tc.want)
			}
		}
	}
}
