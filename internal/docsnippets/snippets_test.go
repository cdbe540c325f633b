package docsnippets

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// imports maps the package names fragments may use to their import paths.
var imports = map[string]string{
	"bytes":       "bytes",
	"context":     "context",
	"errors":      "errors",
	"exec":        "os/exec",
	"filepath":    "path/filepath",
	"fmt":         "fmt",
	"fs":          "io/fs",
	"io":          "io",
	"os":          "os",
	"strings":     "strings",
	"testing":     "testing",
	"detect":      "github.com/sluicehq/sluice/sdk/detect",
	"detector":    "github.com/sluicehq/sluice/examples/scanners/markers/detector",
	"plugin":      "github.com/sluicehq/sluice/sdk/plugin",
	"plugintest":  "github.com/sluicehq/sluice/sdk/plugin/plugintest",
	"scanner":     "github.com/sluicehq/sluice/sdk/scanner",
	"scannertest": "github.com/sluicehq/sluice/sdk/scannertest",
	"stdio":       "github.com/sluicehq/sluice/sdk/stdio",
	"wasmguest":   "github.com/sluicehq/sluice/sdk/wasmguest",
	"wasmtest":    "github.com/sluicehq/sluice/sdk/scannertest/wasmtest",
}

// mustMark lists the docs whose every go block must be checked.
var mustMark = []string{"docs/scanner-authoring.md"}

var markerRE = regexp.MustCompile(`^<!-- snippet: ([a-z0-9_./-]+\.go) -->$`)

// block is one fenced go block of a doc.
type block struct {
	doc  string // slash path from the repository root
	line int    // line of the block's first code line
	file string // DIR/FILE.go from the marker; empty when unmarked
	code string
}

// readBlocks returns the go blocks of the markdown file doc under root.
func readBlocks(root, doc string) ([]block, error) {
	data, err := os.ReadFile(filepath.Join(root, doc))
	if err != nil {
		return nil, err
	}
	var (
		out  []block
		cur  *block
		prev string
		n    int
	)
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		n++
		l := sc.Text()
		switch {
		case cur != nil && strings.TrimSpace(l) == "```":
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			cur.code += l + "\n"
		case strings.TrimSpace(l) == "```go":
			cur = &block{doc: doc, line: n + 1}
			if m := markerRE.FindStringSubmatch(strings.TrimSpace(prev)); m != nil {
				cur.file = m[1]
			}
		}
		prev = l
	}
	if cur != nil {
		return nil, fmt.Errorf("%s:%d: go block never closed", doc, cur.line-1)
	}
	return out, sc.Err()
}

// fileOf assembles the Go source of one snippet file from its blocks.
func fileOf(pkg string, bs []block) (string, error) {
	if _, whole := packageClause(bs[0].code); whole && len(bs) == 1 {
		return fmt.Sprintf("//line %s:%d\n%s", bs[0].doc, bs[0].line, bs[0].code), nil
	}
	need := map[string]bool{}
	var body strings.Builder
	for _, b := range bs {
		if _, whole := packageClause(b.code); whole {
			return "", fmt.Errorf("%s:%d: a whole file (package clause) shares %s with other blocks", b.doc, b.line, b.file)
		}
		f, err := parser.ParseFile(token.NewFileSet(), "", "package p\n"+b.code, 0)
		if err != nil {
			return "", fmt.Errorf("%s:%d: %v", b.doc, b.line, err)
		}
		unresolved := map[*ast.Ident]bool{}
		for _, id := range f.Unresolved {
			unresolved[id] = true
		}
		var bad error
		ast.Inspect(f, func(n ast.Node) bool {
			if s, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := s.X.(*ast.Ident); ok && unresolved[id] {
					if _, known := imports[id.Name]; !known && bad == nil {
						bad = fmt.Errorf("%s:%d: the fragment uses package %q, which the imports table of this test does not know", b.doc, b.line, id.Name)
					}
					need[id.Name] = true
				}
			}
			return true
		})
		if bad != nil {
			return "", bad
		}
		fmt.Fprintf(&body, "//line %s:%d\n%s\n", b.doc, b.line, b.code)
	}
	var src strings.Builder
	fmt.Fprintf(&src, "package %s\n\nimport (\n", pkg)
	for _, name := range slices.Sorted(mapKeys(need)) {
		fmt.Fprintf(&src, "\t%s %q\n", name, imports[name])
	}
	src.WriteString(")\n\n")
	src.WriteString(body.String())
	return src.String(), nil
}

func mapKeys(m map[string]bool) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// packageClause returns the package name of code when it is a whole file.
func packageClause(code string) (string, bool) {
	f, err := parser.ParseFile(token.NewFileSet(), "", code, parser.PackageClauseOnly)
	if err != nil {
		return "", false
	}
	return f.Name.Name, true
}

// packageOf returns the package name of the directory dir: the clause of a
// whole-file block there, else the directory's last element.
func packageOf(dir string, files map[string][]block) string {
	for f, bs := range files {
		if path.Dir(f) != dir || len(bs) != 1 {
			continue
		}
		if name, whole := packageClause(bs[0].code); whole {
			return name
		}
	}
	return path.Base(dir)
}

func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("repository root not found: %v", err)
	}
	return root
}

// docBlocks returns every go block of docs/*.md, and fails the test on an
// unmarked block in a doc listed in mustMark.
func docBlocks(t *testing.T, root string) []block {
	t.Helper()
	docs, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	var all []block
	for _, d := range docs {
		rel := "docs/" + filepath.Base(d)
		bs, err := readBlocks(root, rel)
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range bs {
			if b.file == "" && slices.Contains(mustMark, rel) {
				t.Errorf("%s:%d: go block without a <!-- snippet: DIR/FILE.go --> marker on the line before it", rel, b.line-1)
			}
		}
		all = append(all, bs...)
	}
	return all
}

// TestSnippetsCompile type-checks and vets every marked go block of docs/,
// together with their test files, as packages of this module.
func TestSnippetsCompile(t *testing.T) {
	root := repoRoot(t)
	files := map[string][]block{}
	for _, b := range docBlocks(t, root) {
		if b.file != "" {
			files[b.file] = append(files[b.file], b)
		}
	}
	if len(files) == 0 {
		t.Fatal("no marked go blocks found in docs/")
	}
	// The snippets live in the overlay, in packages of this module under a
	// fresh directory here whose only files on disk are empty directories
	// (the go tool runs vet in the package directory). The leading "_"
	// keeps it out of ./... should a run be killed before it cleans up.
	pkgDir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	base, err := os.MkdirTemp(pkgDir, "_snippets-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(base) })
	tmp := t.TempDir()
	overlay := map[string]string{}
	dirs := map[string]bool{}
	add := func(name, src string) {
		p := filepath.Join(tmp, fmt.Sprintf("f%d.go", len(overlay)))
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		overlay[filepath.Join(base, filepath.FromSlash(name))] = p
	}
	for name, bs := range files {
		dir := path.Dir(name)
		dirs[dir] = true
		for i := range bs {
			bs[i].doc = filepath.Join(root, filepath.FromSlash(bs[i].doc)) // errors name the doc
		}
		if err := os.MkdirAll(filepath.Join(base, filepath.FromSlash(dir)), 0o755); err != nil {
			t.Fatal(err)
		}
		src, err := fileOf(packageOf(dir, files), bs)
		if err != nil {
			t.Fatal(err)
		}
		add(name, src)
	}
	for dir := range dirs {
		ctx, _ := filepath.Glob(filepath.Join("testdata", "context", filepath.FromSlash(dir), "*.go"))
		for _, c := range ctx {
			src, err := os.ReadFile(c)
			if err != nil {
				t.Fatal(err)
			}
			add(dir+"/zz_context_"+filepath.Base(c), string(src))
		}
	}
	ov, err := json.Marshal(map[string]any{"Replace": overlay})
	if err != nil {
		t.Fatal(err)
	}
	ovPath := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(ovPath, ov, 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"vet", "-overlay", ovPath}
	for _, d := range slices.Sorted(mapKeys(dirs)) {
		args = append(args, "./internal/docsnippets/"+filepath.Base(base)+"/"+d)
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the docs' Go snippets do not compile (go %s): %v\n%s", strings.Join(args, " "), err, out)
	}
	t.Logf("checked %d snippet files in %d packages", len(files), len(dirs))
}
