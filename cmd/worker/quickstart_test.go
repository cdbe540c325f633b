package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadmeQuickStart keeps the README's quick start to exactly two
// commands: a scan with the built-in scanner, which is run here (with the
// binary under test standing in for `go run ./cmd/worker`) and must find a
// planted secret, and the test command .ci/run runs.
func TestReadmeQuickStart(t *testing.T) {
	t.Parallel()
	repo, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	blocks := docBlocks(t, filepath.Join(repo, "README.md"), "## Quick start")
	if len(blocks) != 2 || blocks[0].lang != "sh" || blocks[1].lang != "sh" {
		t.Fatalf("the quick start has %d code blocks, want exactly 2 sh blocks: %+v", len(blocks), blocks)
	}
	scan, tests := strings.TrimSpace(blocks[0].body), strings.TrimSpace(blocks[1].body)
	const goRun = "go run ./cmd/worker "
	if !strings.HasPrefix(scan, goRun+"scan ") || strings.Contains(scan, "\n") {
		t.Fatalf("first command %q is not one `%sscan DIR`", scan, goRun)
	}
	ci, err := os.ReadFile(filepath.Join(repo, ".ci", "run"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(tests, "\n") || !strings.Contains(string(ci), "\n"+tests+"\n") {
		t.Fatalf("second command %q is not the test command of .ci/run", tests)
	}

	bin := workerBinary(t)
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "some", "dir"), 0o755)
	key := "AKIA" + "QYLPMN5HHHFPZAM2" // an AWS access key id shape, split so this file is not a finding
	os.WriteFile(filepath.Join(dir, "some", "dir", "deploy.env"), []byte("AWS_ACCESS_KEY_ID="+key+"\n"), 0o644)
	args := strings.Fields(strings.TrimPrefix(scan, goRun))
	out, errOut, code := runBinary(t, bin, dir, args...)
	if code != 0 || !strings.Contains(out, "aws-access-key-id") || strings.Contains(out, key) {
		t.Fatalf("%s: exit %d\nstdout %s\nstderr %s", scan, code, out, errOut)
	}
}
