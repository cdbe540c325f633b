package workercmd

import (
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const modulePath = "github.com/sluicehq/sluice"

// importRules are the layering of the module by folder
// (docs/architecture.md): a package under the key's folder never depends,
// directly or through another package, on a package under the listed
// folders; its tests never import one either. checkLayers adds the layers
// inside internal/, which folders alone do not show.
var importRules = map[string][]string{
	"core":     {"plugins", "cmd", "examples"},
	"sdk":      {"core", "plugins", "cmd", "examples"},
	"plugins":  {"cmd"},
	"internal": {"plugins", "cmd", "examples"},
}

// sdkTypes are the SDK packages that hold the scanner types and detector
// helpers. The host runtimes under internal/ speak them; they import no
// runtime back.
var sdkTypes = []string{"sdk/scanner", "sdk/detect"}

// under reports whether import path p is the module folder dir or below it.
func under(p, dir string) bool {
	full := modulePath + "/" + dir
	return p == full || strings.HasPrefix(p, full+"/")
}

// modulePackage is one package of the module as go list sees it.
type modulePackage struct {
	path  string
	deps  []string // every package it depends on, directly or not
	tests []string // what its tests import
}

// listModule lists every package of the module with the go command's own
// view of the import graph.
func listModule(t *testing.T) []modulePackage {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"list", "-e", "-f", `{{.ImportPath}}|{{join .Deps " "}}|{{join .TestImports " "}} {{join .XTestImports " "}}`, "./..."}
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go %s: %v", strings.Join(args, " "), err)
	}
	var pkgs []modulePackage
	for line := range strings.Lines(string(out)) {
		fields := strings.SplitN(strings.TrimSpace(line), "|", 3)
		if len(fields) != 3 {
			t.Fatalf("go list printed %q", line)
		}
		pkgs = append(pkgs, modulePackage{fields[0], strings.Fields(fields[1]), strings.Fields(fields[2])})
	}
	return pkgs
}

// TestImportRules holds every package of the module to importRules and
// to the layers inside internal/.
func TestImportRules(t *testing.T) {
	pkgs := listModule(t)
	checked := 0
	for _, p := range pkgs {
		for from, banned := range importRules {
			if !under(p.path, from) {
				continue
			}
			checked++
			for _, dep := range p.deps {
				for _, b := range banned {
					if under(dep, b) {
						t.Errorf("%s depends on %s: %s/ must not depend on %s/", p.path, dep, from, b)
					}
				}
			}
			for _, imp := range p.tests {
				for _, b := range banned {
					if under(imp, b) {
						t.Errorf("the tests of %s import %s: %s/ must not depend on %s/", p.path, imp, from, b)
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("go list listed no package under core/, sdk/, plugins/ or internal/")
	}
	for _, err := range checkLayers(pkgs) {
		t.Error(err)
	}
}

// checkLayers checks the layers of internal/, bottom up:
//
//   - helpers, which depend on nothing of the module's but other helpers;
//   - the SDK's types (sdkTypes), which depend only on helpers;
//   - the host runtimes, which depend on the SDK's types and no other
//     part of sdk/ (the SDK's entry points are built on them);
//   - core/, the plugin API, which depends on no package that depends on
//     core/ (the engine);
//   - the engine: internal/ packages that depend on core/.
//
// It returns one sentence per package out of its layer.
func checkLayers(pkgs []modulePackage) []string {
	dependsOn := func(p modulePackage, dir string) bool {
		return slices.ContainsFunc(p.deps, func(d string) bool { return under(d, dir) })
	}
	engine := map[string]bool{}
	runtime := map[string]bool{}
	for _, p := range pkgs {
		if !under(p.path, "internal") {
			continue
		}
		engine[p.path] = dependsOn(p, "core")
		runtime[p.path] = dependsOn(p, "sdk")
	}
	var errs []string
	for _, p := range pkgs {
		isType := slices.ContainsFunc(sdkTypes, func(d string) bool { return p.path == modulePath+"/"+d })
		for _, d := range p.deps {
			switch {
			case under(p.path, "core") && engine[d]:
				errs = append(errs, p.path+" depends on "+d+", which depends on core/: core/ is the plugin API, below the engine")
			case isType && runtime[d]:
				errs = append(errs, p.path+" depends on "+d+", which depends on sdk/: the SDK's types sit below the runtimes that speak them")
			case under(p.path, "internal") && under(d, "sdk") && !slices.ContainsFunc(sdkTypes, func(s string) bool { return d == modulePath+"/"+s }):
				errs = append(errs, p.path+" depends on "+d+": internal/ uses only the SDK's types ("+strings.Join(sdkTypes, ", ")+"), never an entry point built on it")
			}
		}
	}
	return errs
}

// TestCheckLayersRefuses feeds checkLayers a graph with one package out
// of each layer, so the rules above cannot pass by never firing.
func TestCheckLayersRefuses(t *testing.T) {
	m := func(s string) string { return modulePath + "/" + s }
	pkgs := []modulePackage{
		{path: m("internal/engine"), deps: []string{m("core/job")}},
		{path: m("core/job")},
		{path: m("core/backend"), deps: []string{m("internal/engine"), m("core/job")}},
		{path: m("internal/runtime"), deps: []string{m("sdk/scanner")}},
		{path: m("sdk/scanner")},
		{path: m("sdk/detect"), deps: []string{m("internal/runtime"), m("sdk/scanner")}},
		{path: m("internal/host"), deps: []string{m("sdk/stdio"), m("sdk/scanner")}},
		{path: m("sdk/stdio"), deps: []string{m("internal/runtime"), m("sdk/scanner")}},
	}
	got := checkLayers(pkgs)
	for _, want := range []string{
		"core/backend depends on " + m("internal/engine"),
		"sdk/detect depends on " + m("internal/runtime"),
		"internal/host depends on " + m("sdk/stdio"),
	} {
		if !slices.ContainsFunc(got, func(e string) bool { return strings.Contains(e, want) }) {
			t.Errorf("checkLayers missed %q; it said %q", want, got)
		}
	}
	if len(got) != 3 {
		t.Errorf("checkLayers said %d things, want 3: %q", len(got), got)
	}
}
