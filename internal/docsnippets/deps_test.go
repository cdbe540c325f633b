package docsnippets

import (
	"os/exec"
	"strings"
	"testing"
)

// TestSDKStdlibOnly holds docs/scanner-authoring.md to its opening claim:
// these sdk packages import nothing outside the standard library, sdk/ and
// the module's own internal/ packages (which are held to the same rule
// here, since -deps lists their imports too).
func TestSDKStdlibOnly(t *testing.T) {
	root := repoRoot(t)
	pkgs := []string{"./sdk/scanner", "./sdk/detect", "./sdk/wasmguest"}
	args := append([]string{"list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}"}, pkgs...)
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	for _, p := range strings.Fields(string(out)) {
		if !strings.HasPrefix(p, "github.com/sluicehq/sluice/sdk/") && !strings.HasPrefix(p, "github.com/sluicehq/sluice/internal/") {
			t.Errorf("%v import %s: the authoring guide says they use only the standard library", pkgs, p)
		}
	}
}
