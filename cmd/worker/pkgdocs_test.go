package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// docBlock is one fenced code block of a Markdown file.
type docBlock struct {
	lang, body string
}

// docBlocks returns the fenced code blocks of the section of path that
// starts with the heading line heading and ends at the next heading of the
// same or a higher level.
func docBlocks(t *testing.T, path, heading string) []docBlock {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	level := strings.Index(heading, " ")
	var blocks []docBlock
	var cur *docBlock
	in := false
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case cur != nil && line == "```":
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			cur.body += line + "\n"
		case line == heading:
			in = true
		case in && strings.HasPrefix(line, "#"):
			if n := strings.Index(line, " "); n > 0 && n <= level && strings.Trim(line[:n], "#") == "" {
				return blocks
			}
		case in && strings.HasPrefix(line, "```"):
			cur = &docBlock{lang: strings.TrimPrefix(line, "```")}
		}
	}
	if !in {
		t.Fatalf("%s has no heading %q", path, heading)
	}
	return blocks
}

// workerDir returns a directory that holds bin as "worker", the name the
// docs call it by: bin's own, or (for a SLUICE_TEST_WORKER_BIN of another
// name) a temporary one with a link.
func workerDir(t *testing.T, bin string) string {
	t.Helper()
	if filepath.Base(bin) == "worker" {
		return filepath.Dir(bin)
	}
	abs, err := filepath.Abs(bin)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.Symlink(abs, filepath.Join(dir, "worker")); err != nil {
		t.Fatal(err)
	}
	return dir
}

// runDocShell runs a shell block with bash in dir, the worker binary first
// on PATH, and fails the test unless it exits with want.
func runDocShell(t *testing.T, bin, dir, body string, want int) string {
	t.Helper()
	cmd := exec.Command("bash", "-euc", body)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + dir, "PATH=" + workerDir(t, bin) + string(os.PathListSeparator) + os.Getenv("PATH")}
	out, err := cmd.CombinedOutput()
	if code := cmd.ProcessState.ExitCode(); code != want {
		t.Fatalf("doc block exited %d (%v), want %d:\n%s\noutput:\n%s", code, err, want, body, out)
	}
	return string(out)
}

// TestReadmePackagesSection runs the README's "Packages" section as a new
// user would paste it: one shell session that starts at the root of the
// clone, with an empty HOME, the worker under test first on PATH (standing
// in for "Build the binary"), and the worker.toml block written where its
// first line says. The walkthrough works in ~/sluice-demo, never in the
// clone. Then docs/coordinator.md's "Try it on one machine" runs on, in
// the same directory: a coordinator and two workers.
func TestReadmePackagesSection(t *testing.T) {
	t.Parallel()
	bin := workerBinary(t)
	repo, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	readme := filepath.Join(repo, "README.md")
	build := docBlocks(t, readme, "## Build the binary")
	if len(build) != 1 || !strings.HasPrefix(build[0].body, "go build -o bin/worker ./cmd/worker\n") {
		t.Fatalf("README's Build the binary section: %+v", build)
	}
	var script strings.Builder
	ran := 0
	for _, b := range docBlocks(t, readme, "## Packages") {
		switch {
		case b.lang == "toml" && strings.HasPrefix(b.body, "# ~/sluice-demo/worker.toml\n"):
			fmt.Fprintf(&script, "cat > ~/sluice-demo/worker.toml <<'TOML_END'\n%sTOML_END\n", b.body)
		case b.lang == "sh":
			script.WriteString(freshExpiry(t, b.body))
			ran++
		}
	}
	if ran < 5 {
		t.Fatalf("found %d shell blocks in the README's Packages section, want at least 5", ran)
	}
	// The build cache of this test run, not a cold one in the empty HOME.
	goEnv, err := exec.Command("go", "env", "GOCACHE", "GOMODCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	caches := strings.Fields(string(goEnv))
	prelude := fmt.Sprintf("export HOME=%q GOCACHE=%q GOMODCACHE=%q\n", home, caches[0], caches[1])
	out := runDocShell(t, bin, repo, prelude+script.String(), 0)
	for _, want := range []string{"OK: demo.tar.gz is a valid package", "some/dir/a.go:2", "DO-NOT-COMMIT", "by demo/markers\n",
		"by builtin/secrets, demo/markers\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("the README steps did not print %q:\n%s", want, out)
		}
	}
	for _, leftover := range []string{"release.key", "demo", "demo.tar.gz", "some"} {
		if _, err := os.Stat(filepath.Join(repo, leftover)); err == nil {
			t.Errorf("the walkthrough left %s in the clone", leftover)
		}
	}

	// docs/coordinator.md continues in ~/sluice-demo: a coordinator and
	// two workers. The test listens on a free port instead of 8443, and
	// stops whatever the block started if it fails half way.
	blocks := docBlocks(t, filepath.Join(repo, "docs", "coordinator.md"), "## Try it on one machine")
	if len(blocks) != 1 || blocks[0].lang != "sh" {
		t.Fatalf("docs/coordinator.md's Try it on one machine: want one sh block, got %+v", blocks)
	}
	body := strings.Replace(blocks[0].body, "--listen 127.0.0.1:8443", "--listen 127.0.0.1:0", 1)
	out = runDocShell(t, bin, repo, prelude+"trap 'status=$?; set +e; kill $(jobs -p) 2>/dev/null; wait; exit $status' EXIT\n"+body, 0)
	for _, want := range []string{"listening https://127.0.0.1:", "worker token file: ", "admin token file: ", "job job-a: done, attempt 1", "job job-b: done, attempt 1",
		"a.go:2:4  medium    do-not-commit", "queue: not shown: this config's credential may not read it", "job-b"} {
		if !strings.Contains(out, want) {
			t.Errorf("docs/coordinator.md's steps did not print %q:\n%s", want, out)
		}
	}
	sarif, err := os.ReadFile(filepath.Join(home, "sluice-demo", "results.sarif"))
	if err != nil || strings.Count(string(sarif), `"ruleId"`) != 2 {
		t.Errorf("results.sarif: %v\n%s", err, sarif)
	}
	for _, w := range []string{"worker-1", "worker-2"} {
		if _, err := os.Stat(filepath.Join(home, "sluice-demo", "state-"+strings.TrimPrefix(w, "worker-"))); err != nil {
			t.Errorf("%s kept no state dir of its own: %v", w, err)
		}
	}
}

// freshExpiry moves an example's expires date a year ahead once the date
// in the docs has passed, so the docs test does not turn into a time bomb.
func freshExpiry(t *testing.T, body string) string {
	const key = `expires = "`
	i := strings.Index(body, key)
	if i < 0 {
		return body
	}
	start := i + len(key)
	end := strings.IndexByte(body[start:], '"')
	exp, err := time.Parse(time.RFC3339, body[start:start+end])
	if err != nil || exp.After(time.Now().Add(24*time.Hour)) {
		return body
	}
	t.Logf("the example's expires date %s has passed; testing with a later one (update the docs)", exp.Format(time.RFC3339))
	return body[:start] + time.Now().AddDate(1, 0, 0).UTC().Format(time.RFC3339) + body[start+end:]
}

// TestSecurityDocRecipes runs the key, signing and "verify in CI" recipes
// of docs/security.md with the binary under test: two signers, a threshold
// of 2 in deploy/worker.toml, and the CI script passing a good package and
// failing one signed by only one key.
func TestSecurityDocRecipes(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("jq"); err != nil {
		t.Skip("the CI recipe uses jq, which is not installed")
	}
	bin := workerBinary(t)
	repo, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	markersSource(t, dir, "src", backendSubprocess, 1)
	os.MkdirAll(filepath.Join(dir, "deploy", "keys"), 0o755)

	var script string
	ranSh := 0
	for _, b := range docBlocks(t, filepath.Join(repo, "docs", "security.md"), "## Working with keys and packages") {
		switch {
		case b.lang == "sh" && strings.HasPrefix(b.body, "#!/bin/sh\n"):
			script = b.body
		case b.lang == "sh":
			if strings.Contains(b.body, "--root") {
				continue
			}
			runDocShell(t, bin, dir, b.body, 0)
			ranSh++
			if strings.Contains(b.body, "keygen") {
				for _, k := range []string{"alice.pub", "bob.pub"} {
					data, err := os.ReadFile(filepath.Join(dir, k))
					if err != nil {
						t.Fatal(err)
					}
					os.WriteFile(filepath.Join(dir, "deploy", "keys", k), data, 0o644)
				}
			}
		case b.lang == "toml" && strings.Contains(b.body, "[trust]"):
			if err := os.WriteFile(filepath.Join(dir, "deploy", "worker.toml"), []byte(b.body), 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
	if script == "" || ranSh != 2 {
		t.Fatalf("docs/security.md: found the CI script %v and ran %d setup blocks, want the script and 2", script != "", ranSh)
	}
	os.MkdirAll(filepath.Join(dir, "ci"), 0o755)
	if err := os.WriteFile(filepath.Join(dir, "ci", "verify-packages.sh"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	out := runDocShell(t, bin, dir, "sh ci/verify-packages.sh", 0)
	if !strings.Contains(out, "ok: dist/secrets.tar.gz: examples version 1") {
		t.Errorf("CI script on a good package:\n%s", out)
	}

	// A package signed by one of the two keys fails the pipeline.
	runDocShell(t, bin, dir, "worker package build src --out dist/half.tar.gz && worker package sign --key alice.key dist/half.tar.gz", 0)
	out = runDocShell(t, bin, dir, "sh ci/verify-packages.sh", 1)
	if !strings.Contains(out, "the threshold is 2") || !strings.Contains(out, "dist/half.tar.gz failed verification") {
		t.Errorf("CI script on a package below the threshold:\n%s", out)
	}
}
