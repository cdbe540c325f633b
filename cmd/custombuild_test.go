package workercmd

import (
	"bufio"
	"encoding/json"
	"errors"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// customBuildMarker marks a go block of docs/custom-builds.md as a file of
// the custom build's module.
var customBuildMarker = regexp.MustCompile(`^<!-- custom-build: ([a-z0-9_./-]+\.go) -->$`)

// customBuildFiles returns the marked go blocks of docs/custom-builds.md,
// by module-relative file name.
func customBuildFiles(t *testing.T, doc string) map[string]string {
	t.Helper()
	f, err := os.Open(doc)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	files := map[string]string{}
	var name string // the file of the block being read, once its fence opened
	var prev string
	var body strings.Builder
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case !in && line == "```go":
			in = true
			name = ""
			if m := customBuildMarker.FindStringSubmatch(prev); m != nil {
				name = m[1]
			}
			body.Reset()
		case in && line == "```":
			in = false
			if name != "" {
				files[name] = body.String()
			}
		case in:
			body.WriteString(line + "\n")
		}
		prev = line
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return files
}

// TestCLICustomBuild builds the custom worker of docs/custom-builds.md (its
// plugin and its main, as the page shows them) the way a stranger's module
// would: a go.mod that requires Sluice, with one replace directive, for
// Sluice itself (the one way to point at an unpublished module), and none
// other; Sluice's own requirements come from its go.mod through the module
// graph, and go.sum is Sluice's (what a first go get would have written).
// The binary must list the extra plugin next to the stock ones and scan
// with the built-in WASM scanner, whose host builds against the wazero
// release. It builds offline, from a module cache filled with Sluice's
// module graph.
func TestCLICustomBuild(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH: a custom build needs it")
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	files := customBuildFiles(t, filepath.Join(root, "docs", "custom-builds.md"))
	if _, ok := files["main.go"]; !ok || len(files) < 2 {
		t.Fatalf("docs/custom-builds.md: want main.go and the plugin as <!-- custom-build: FILE --> blocks, got %d files", len(files))
	}

	// The plugin imports only the plugin API, the SDK and the standard
	// library (docs/sdk-stability.md).
	for name, src := range files {
		if name == "main.go" {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.ImportsOnly)
		if err != nil {
			t.Fatalf("docs/custom-builds.md, %s: %v", name, err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			first, _, _ := strings.Cut(path, "/")
			if strings.Contains(first, ".") && !strings.HasPrefix(path, "github.com/sluicehq/sluice/core/") &&
				!strings.HasPrefix(path, "github.com/sluicehq/sluice/sdk/") {
				t.Errorf("docs/custom-builds.md, %s imports %s: a plugin imports only core/, sdk/ and the standard library", name, path)
			}
		}
	}

	mod := t.TempDir()
	write := func(name, content string) {
		t.Helper()
		p := filepath.Join(mod, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, src := range files {
		write(name, src)
	}
	gomod := "module example.com/myworker\n\ngo 1.26.0\n\nrequire github.com/sluicehq/sluice v0.0.0\n\nreplace github.com/sluicehq/sluice => " + root + "\n"
	write("go.mod", gomod)
	gosum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	write("go.sum", string(gosum))

	// A stranger's first build resolves Sluice's whole module graph, which
	// needs every go.mod in it, not only those of the modules this
	// checkout's own build compiled: fill the cache with them first, from
	// the proxy this checkout is configured with, so the offline build
	// below tests the page and not how warm the cache happens to be.
	warm := exec.Command(goTool, "list", "-m", "all")
	warm.Dir = root
	warm.Env = append(os.Environ(), "GOFLAGS=", "GOWORK=off")
	if out, err := warm.CombinedOutput(); err != nil {
		t.Fatalf("go list -m all in %s (fills the module cache with Sluice's graph): %v\n%s", root, err, out)
	}

	bin := filepath.Join(mod, "worker")
	build := exec.Command(goTool, "build", "-mod=mod", "-o", bin, ".")
	build.Dir = mod
	build.Env = append(os.Environ(), "GOFLAGS=", "GOWORK=off", "GOPROXY=off", "GOTOOLCHAIN=local")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build of the custom worker: %v\n%s", err, out)
	}
	// The build may add requirements to go.mod, never a replace.
	built, err := os.ReadFile(filepath.Join(mod, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(built), "replace "); n != 1 {
		t.Fatalf("the custom module's go.mod has %d replace directives, want only Sluice's:\n%s", n, built)
	}

	list := exec.Command(bin, "plugins", "--json")
	list.Env = []string{"HOME=" + t.TempDir(), "PATH=/usr/bin:/bin"}
	out, err := list.Output()
	if err != nil {
		t.Fatalf("custom worker plugins --json: %v\n%s", err, out)
	}
	var infos []pluginInfo
	if err := json.Unmarshal(out, &infos); err != nil {
		t.Fatalf("custom worker plugins --json: %v\n%s", err, out)
	}
	ids := map[string]bool{}
	for _, p := range infos {
		ids[p.ID] = true
	}
	for _, want := range []string{"preparer.greeting", "preparer.path", "transport.local", "backend.wasm"} {
		if !ids[want] {
			t.Errorf("custom worker does not list %s; it lists %v", want, ids)
		}
	}

	// The built-in secrets scanner runs in backend.wasm: the consumer's
	// build of the WASM host loads, compiles and runs it.
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "config.py"), []byte("AWS_KEY = \"AKIAQYLPMN5HHHFPZAM2\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	scan := exec.Command(bin, "scan", "--format", "json", dir)
	scan.Dir = t.TempDir()
	scan.Env = []string{"HOME=" + t.TempDir(), "PATH=/usr/bin:/bin"}
	out, err = scan.Output()
	var exit *exec.ExitError
	if err != nil && !(errors.As(err, &exit) && exit.ExitCode() == 1) {
		t.Fatalf("custom worker scan: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), `"path":"config.py"`) || !strings.Contains(string(out), "aws") {
		t.Fatalf("custom worker scan did not report the AWS key in config.py:\n%s", out)
	}
}
