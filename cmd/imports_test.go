package workercmd

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const modulePath = "github.com/sluicehq/sluice"

// importRules are the layering of the module (docs/architecture.md): a
// package under the key's folder never depends, directly or through
// another package, on a package under the listed folders; its tests never
// import one either.
var importRules = map[string][]string{
	"core":     {"plugins", "cmd", "examples"},
	"sdk":      {"core", "plugins", "cmd", "examples"},
	"plugins":  {"cmd"},
	"internal": {"core", "plugins", "cmd", "examples"},
}

// under reports whether import path p is the module folder dir or below it.
func under(p, dir string) bool {
	full := modulePath + "/" + dir
	return p == full || strings.HasPrefix(p, full+"/")
}

// TestImportRules holds every package of the module to importRules, using
// the go command's own view of the import graph.
func TestImportRules(t *testing.T) {
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
	checked := 0
	for line := range strings.Lines(string(out)) {
		fields := strings.SplitN(strings.TrimSpace(line), "|", 3)
		if len(fields) != 3 {
			t.Fatalf("go list printed %q", line)
		}
		pkg := fields[0]
		for from, banned := range importRules {
			if !under(pkg, from) {
				continue
			}
			checked++
			for _, dep := range strings.Fields(fields[1]) {
				for _, b := range banned {
					if under(dep, b) {
						t.Errorf("%s depends on %s: %s/ must not depend on %s/", pkg, dep, from, b)
					}
				}
			}
			for _, imp := range strings.Fields(fields[2]) {
				for _, b := range banned {
					if under(imp, b) {
						t.Errorf("the tests of %s import %s: %s/ must not depend on %s/", pkg, imp, from, b)
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("go list listed no package under core/, sdk/, plugins/ or internal/")
	}
}
