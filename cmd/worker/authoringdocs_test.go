package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// markedBlock is a fenced code block of a Markdown file with the comment
// line right above it, if any ("<!-- not run: why -->").
type markedBlock struct {
	docBlock
	line   int
	marker string
}

// markedBlocks returns every fenced code block of path, in order.
func markedBlocks(t *testing.T, path string) []markedBlock {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var blocks []markedBlock
	var cur *markedBlock
	prev := ""
	for i, line := range strings.Split(string(data), "\n") {
		switch {
		case cur != nil && line == "```":
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			cur.body += line + "\n"
		case strings.HasPrefix(line, "```"):
			cur = &markedBlock{docBlock: docBlock{lang: strings.TrimPrefix(line, "```")}, line: i + 1}
			if strings.HasPrefix(prev, "<!--") {
				cur.marker = prev
			}
		}
		prev = line
	}
	return blocks
}

// TestAuthoringGuideShellBlocks runs every shell block of
// docs/scanner-authoring.md in order, as a newcomer pastes them: each from
// the root of the clone, with an empty HOME, the worker under test first
// on PATH, no network for Go (GOPROXY=off; the module cache of this test
// run), and each toml block whose first line names a file under ~ written
// there first. A block marked "<!-- not run: why -->" is skipped and must
// say why. The guide builds the markers example into ~/acme, packages,
// signs and verifies it, and scans with it; §11 then does the same from a
// module of the reader's own, with one package of three builds scanned by
// each backend in turn. (The blocks used placeholders
// such as /path/to/markers and files nobody had, and nothing ran them.)
func TestAuthoringGuideShellBlocks(t *testing.T) {
	start := time.Now()
	bin := workerBinary(t)
	repo, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	goEnv, err := exec.Command("go", "env", "GOCACHE", "GOMODCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	caches := strings.Fields(string(goEnv))
	// A module that requires Sluice loads Sluice's whole module graph,
	// go.mod files of versions no build of this repository reads among
	// them; the cache of this run gets them first, the way the reader's
	// first go get would, so the blocks can then run offline.
	graph := exec.Command("go", "list", "-m", "all")
	graph.Dir, graph.Env = repo, append(os.Environ(), "GOFLAGS=-mod=mod")
	if out, err := graph.CombinedOutput(); err != nil {
		t.Fatalf("loading Sluice's module graph into the module cache: %v\n%s", err, out)
	}
	prelude := fmt.Sprintf("export HOME=%q GOCACHE=%q GOMODCACHE=%q GOPROXY=off GOFLAGS=-mod=mod\n", home, caches[0], caches[1])
	guide := filepath.Join(repo, "docs", "scanner-authoring.md")
	var outputs []string
	ran, skipped := 0, 0
	for _, b := range markedBlocks(t, guide) {
		if strings.HasPrefix(b.marker, "<!-- not run") {
			if why := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(b.marker, "<!-- not run:"), "-->")); why == "" || why == b.marker {
				t.Errorf("%s:%d: a block not run must say why: <!-- not run: why -->", guide, b.line)
			}
			skipped++
			continue
		}
		switch {
		case b.lang == "toml" && strings.HasPrefix(b.body, "# ~/"):
			name := strings.TrimSpace(strings.TrimPrefix(strings.SplitN(b.body, "\n", 2)[0], "# ~/"))
			path := filepath.Join(home, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(freshExpiry(t, b.body)), 0o644); err != nil {
				t.Fatal(err)
			}
		case b.lang == "sh":
			blockStart := time.Now()
			outputs = append(outputs, runDocShell(t, bin, repo, prelude+b.body, 0))
			t.Logf("%s:%d ran in %s", filepath.Base(guide), b.line, time.Since(blockStart).Round(time.Millisecond))
			ran++
		}
	}
	if ran < 4 || skipped > 1 {
		t.Fatalf("ran %d shell blocks and skipped %d: want at least 4 run and at most the one of make example-package skipped", ran, skipped)
	}
	all := strings.Join(outputs, "\n")
	for _, want := range []string{`"type":"hello"`, `"rule_id":"do-not-commit"`, `"type":"done"`,
		"OK: acme.tar.gz is a valid package", "notes.txt:1", "by acme/markers\n",
		"OK: acme-multi.tar.gz is a valid package", "backend=wasm entry=bin/markers.wasm  chosen: the first runnable build in the package's order"} {
		if !strings.Contains(all, want) {
			t.Errorf("the guide's steps did not print %q:\n%s", want, all)
		}
	}
	// §11 builds the scanner in a module of its own, packages its three
	// builds once and scans with each backend in turn.
	if n := strings.Count(all, `"scanner":"mine/markers","completion":"complete","scanned_all":true,"findings":1,`); n != 3 {
		t.Errorf("§11 scanned with its own module's package %d times with one finding, want 3 (wasm, subprocess, goplugin):\n%s", n, all)
	}
	for _, want := range []string{"OK: mine.tar.gz is a valid package", "backend=goplugin entry=bin/markers-plugin"} {
		if !strings.Contains(all, want) {
			t.Errorf("§11 did not print %q:\n%s", want, all)
		}
	}
	if fi, err := os.Stat(filepath.Join(home, "acme", "wasm", "markers.wasm")); err != nil || fi.Size() == 0 {
		t.Errorf("the WASM build made no module: %v", err)
	}
	for _, leftover := range []string{"markers", "markers.wasm", "src", "pkg", "acme.tar.gz", "release.key"} {
		if _, err := os.Stat(filepath.Join(repo, leftover)); err == nil {
			t.Errorf("the guide left %s in the clone", leftover)
		}
	}
	t.Logf("the guide's %d shell blocks ran in %s", ran, time.Since(start).Round(time.Millisecond))
}
