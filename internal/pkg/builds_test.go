package pkg

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// here is the platform the tests run on; elsewhere one no worker runs on.
var (
	here      = runtime.GOOS + "/" + runtime.GOARCH
	elsewhere = "plan9/386"
)

// multiTOML is a package with one scanner in three builds: WASM, a native
// executable for this platform (with its own memory limit) and one for
// another platform.
var multiTOML = fmt.Sprintf(`name = "multi"
version = 1
release = "1.0.0"
created = "2026-01-01T00:00:00Z"
expires = "2027-01-01T00:00:00Z"

[[scanners]]
name = "words"
capabilities = ["detector"]
keywords = ["secret", "token"]
max_memory_bytes = 1000

[[scanners.builds]]
backend = "wasm"
entry = "mod.wasm"

[[scanners.builds]]
backend = "subprocess"
entry = "bin/here/scan"
platforms = [%q]
max_memory_bytes = 2000

[[scanners.builds]]
backend = "subprocess"
entry = "bin/elsewhere/scan"
platforms = [%q]
`, here, elsewhere)

// newMultiFixture builds multiTOML at dir/pkg (a directory) and signs it
// with key a.
func newMultiFixture(t *testing.T) *fixture {
	t.Helper()
	dir := t.TempDir()
	f := &fixture{dir: dir, a: newTestKey(t, dir, "a", 1)}
	src := writeSource(t, dir, multiTOML)
	for _, p := range []string{"bin/here/scan", "bin/elsewhere/scan"} {
		if err := os.MkdirAll(filepath.Join(src, filepath.Dir(p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(src, p), []byte("#!/bin/sh\n# "+p+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	f.pkg = filepath.Join(dir, "pkg")
	if err := build(src, f.pkg, testNow); err != nil {
		t.Fatal(err)
	}
	if err := Sign(f.a.key, f.pkg); err != nil {
		t.Fatal(err)
	}
	return f
}

func TestBuildWritesEveryBuild(t *testing.T) {
	f := newMultiFixture(t)
	m, err := ParseManifest(manifestBytes(t, f))
	if err != nil {
		t.Fatal(err)
	}
	sc := m.Scanners[0]
	if sc.Backend != "" || sc.Entry != "" || len(sc.Builds) != 3 {
		t.Fatalf("scanner entry %+v, want three builds and no backend or entry of its own", sc)
	}
	if b := sc.Builds[1]; b.Limits == nil || b.Limits.MaxMemoryBytes != 2000 || sc.Builds[0].Limits != nil {
		t.Fatalf("build limits: %+v, %+v", sc.Builds[0], b)
	}
	// compat.platforms defaults to the platforms the native builds name.
	if got := strings.Join(m.Compat.Platforms, ","); got != here+","+elsewhere {
		t.Fatalf("compat.platforms = %s", got)
	}
	kinds := map[string]string{}
	for _, fe := range m.Files {
		kinds[fe.Path] = fe.Kind
	}
	if kinds["mod.wasm"] != KindWasm || kinds["bin/here/scan"] != KindExecutable || kinds["bin/elsewhere/scan"] != KindExecutable {
		t.Fatalf("file kinds %v", kinds)
	}
	r := f.verify(t, f.trust(1, f.a))
	if !r.Valid {
		t.Fatalf("multi-build package invalid:\n%s", problemsText(r))
	}
	if len(r.Scanners) != 1 || len(r.Scanners[0].Builds) != 3 || r.Scanners[0].Backend != "wasm" {
		t.Fatalf("report scanners %+v", r.Scanners)
	}
}

// A single-build manifest, as written before scanners had builds, keeps
// its bytes (no "builds" key) and verifies.
func TestSingleBuildManifestUnchanged(t *testing.T) {
	f := newFixture(t, false)
	raw := manifestBytes(t, f)
	if bytes.Contains(raw, []byte(`"builds"`)) {
		t.Fatalf("a single-build manifest gained a builds key:\n%s", raw)
	}
	if !bytes.Contains(raw, []byte(`"backend": "subprocess",`)) || !bytes.Contains(raw, []byte(`"entry": "bin/scan",`)) {
		t.Fatalf("a single-build manifest lost backend or entry:\n%s", raw)
	}
	if r := f.verify(t, f.trust(1, f.a)); !r.Valid {
		t.Fatalf("invalid:\n%s", problemsText(r))
	}
}

func TestStoreChoosesBuild(t *testing.T) {
	f := newMultiFixture(t)
	unavailable := func(name string) func(string) error {
		return func(b string) error {
			if b == name {
				return errors.New("kernel feature missing")
			}
			return nil
		}
	}
	for _, tc := range []struct {
		name    string
		sel     Selector
		backend string
		entry   string
		memory  int64
		reason  string
	}{
		{"package order", Selector{}, "wasm", "mod.wasm", 1000, "first runnable build in the package's order"},
		{"preference", Selector{Backends: []string{"subprocess", "wasm"}}, "subprocess", "bin/here/scan", 2000, "first runnable backend in worker.backends (subprocess, wasm)"},
		{"wasm disabled", Selector{Backends: []string{"goplugin", "subprocess"}}, "subprocess", "bin/here/scan", 2000, "first runnable backend"},
		{"wasm unavailable", Selector{Unavailable: unavailable("wasm")}, "subprocess", "bin/here/scan", 2000, "first runnable build"},
		{"subprocess unavailable", Selector{Backends: []string{"subprocess", "wasm"}, Unavailable: unavailable("subprocess")}, "wasm", "mod.wasm", 1000, "first runnable backend"},
		{"only an unavailable one", Selector{Backends: []string{"subprocess"}, Unavailable: unavailable("subprocess")}, "subprocess", "bin/here/scan", 2000, "no other build can run"},
		{"other platform", Selector{Platform: elsewhere, Backends: []string{"subprocess"}}, "subprocess", "bin/elsewhere/scan", 1000, "first runnable backend"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "store")
			s, err := OpenStore(context.Background(), StoreOptions{Dir: dir, Trust: f.trust(1, f.a),
				Now: func() time.Time { return testNow }, Sources: []Source{{Path: f.pkg}}, Select: tc.sel})
			if err != nil {
				t.Fatal(err)
			}
			sc, ok := s.Scanner("multi/words")
			if !ok {
				t.Fatalf("multi/words not offered: %v", s.Names())
			}
			info := s.Packages()[0]
			if want := filepath.Join(dir, "blobs", "sha256", sha256Hex(readFile(t, filepath.Join(f.pkg, tc.entry)))); sc.Backend != tc.backend || sc.Entry != want || sc.MaxMemoryBytes != tc.memory {
				t.Fatalf("scanner runs %s %s (memory %d), want %s %s (memory %d); builds %+v",
					sc.Backend, sc.Entry, sc.MaxMemoryBytes, tc.backend, want, tc.memory, info.Builds)
			}
			if err := RecheckEntry(sc); err != nil {
				t.Fatal(err)
			}
			// Every build is in the store, and the choice names its reason.
			if len(info.Files) != 3 {
				t.Fatalf("store files %v, want every build's entry", info.Files)
			}
			var chosen []BuildChoice
			for _, c := range info.Builds[0].Builds {
				if c.Reason == "" {
					t.Errorf("build %s has no reason", c.Entry)
				}
				if c.Chosen {
					chosen = append(chosen, c)
				}
			}
			if len(chosen) != 1 || chosen[0].Entry != tc.entry || !strings.Contains(chosen[0].Reason, tc.reason) {
				t.Fatalf("chosen %+v, want only %s because %q", chosen, tc.entry, tc.reason)
			}
		})
	}
}

func readFile(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A worker whose worker.backends rule out every build refuses the package
// at start, naming each build and why.
func TestStoreNoRunnableBuild(t *testing.T) {
	f := newMultiFixture(t)
	_, err := OpenStore(context.Background(), StoreOptions{Dir: filepath.Join(t.TempDir(), "store"), Trust: f.trust(1, f.a),
		Now: func() time.Time { return testNow }, Sources: []Source{{Path: f.pkg}}, Select: Selector{Backends: []string{"goplugin"}}})
	var le *LoadError
	if !errors.As(err, &le) {
		t.Fatalf("err = %v, want a LoadError", err)
	}
	for _, want := range []string{"no scanner of package multi has a build this worker can run",
		"multi/words wasm build mod.wasm: skipped: backend wasm is not in this worker's worker.backends (goplugin)",
		"bin/elsewhere/scan: skipped: a native build for " + elsewhere + "; this worker is " + here} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
}

// Every build is verified, so a tampered build fails the package even on a
// worker that would never run it.
func TestTamperedUnchosenBuildFails(t *testing.T) {
	f := newMultiFixture(t)
	f.write(t, "bin/elsewhere/scan", "#!/bin/sh\n# evil\n")
	r := f.verify(t, f.trust(1, f.a))
	if r.Valid || !strings.Contains(problemsText(r), "bin/elsewhere/scan: ") {
		t.Fatalf("tampered build not reported:\n%s", problemsText(r))
	}
	_, err := OpenStore(context.Background(), StoreOptions{Dir: filepath.Join(t.TempDir(), "store"), Trust: f.trust(1, f.a),
		Now: func() time.Time { return testNow }, Sources: []Source{{Path: f.pkg}}, Select: Selector{Backends: []string{"wasm"}}})
	if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "bin/elsewhere/scan") {
		t.Fatalf("store loaded a package with a tampered build it would not run: %v", err)
	}
}

func TestBuildsChecked(t *testing.T) {
	for _, tc := range []struct {
		name, old, new, want string
	}{
		{"backend and builds", `"name": "words",`, `"name": "words", "backend": "wasm", "entry": "mod.wasm",`,
			"scanners[0].builds: a scanner has either backend and entry (one build) or builds (several), not both"},
		{"neither", `"builds": [`, `"x_builds": [`, ""}, // unknown key: strict parsing
		{"platforms on a wasm build", `"entry": "mod.wasm"`, `"entry": "mod.wasm", "platforms": ["` + here + `"]`,
			"scanners[0].builds[0].platforms: a wasm build runs on every platform; platforms are for native builds"},
		{"platform not in compat", `"platforms": [
            "` + elsewhere + `"
          ]`, `"platforms": ["linux/s390x"]`,
			`scanners[0].builds[2].platforms[0]: "linux/s390x" is not in compat.platforms`},
		{"two builds for one platform", `"platforms": [
            "` + elsewhere + `"
          ]`, `"platforms": ["` + here + `"]`,
			`scanners[0].builds[2]: backend "subprocess" is also built by builds[1] for the same platform`},
		{"unknown backend", `"backend": "wasm"`, `"backend": "jvm"`,
			`scanners[0].builds[0].backend: "jvm" is not a backend built into this worker`},
		{"entry not listed", `"entry": "mod.wasm"`, `"entry": "nope.wasm"`,
			`scanners[0].builds[0].entry: "nope.wasm" is not a listed file`},
		{"wrong kind", `"entry": "mod.wasm"`, `"entry": "bin/here/scan"`,
			`scanners[0].builds[0].entry: "bin/here/scan" is of kind "executable", but backend "wasm" runs "wasm" files`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newMultiFixture(t)
			f.editManifest(t, replaceOnce(tc.old, tc.new))
			r := f.verify(t, f.trust(1, f.a))
			if r.Valid {
				t.Fatal("verified")
			}
			if tc.want != "" && !strings.Contains(problemsText(r), tc.want) {
				t.Fatalf("problems lack %q:\n%s", tc.want, problemsText(r))
			}
		})
	}
	t.Run("no build", func(t *testing.T) {
		f := newFixture(t, false)
		f.editManifest(t, replaceOnce(`"backend": "subprocess",
      "entry": "bin/scan",`, ``))
		r := f.verify(t, f.trust(1, f.a))
		if want := "scanners[0].backend: missing: give backend and entry, or builds"; r.Valid || !strings.Contains(problemsText(r), want) {
			t.Fatalf("problems lack %q:\n%s", want, problemsText(r))
		}
	})
}

// A worker on a platform no native build names still verifies the package
// when a portable build exists, and not otherwise.
func TestBuildsPlatformCheck(t *testing.T) {
	f := newMultiFixture(t)
	r, err := Verify(context.Background(), f.pkg, VerifyOptions{Trust: f.trust(1, f.a), Now: testNow, Platform: "windows/arm64"})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Valid {
		t.Fatalf("a package with a wasm build refused on another platform:\n%s", problemsText(r))
	}
	f.editManifest(t, replaceOnce(`"backend": "wasm",
          "entry": "mod.wasm"`, `"backend": "goplugin",
          "entry": "mod.wasm"`))
	r, err = Verify(context.Background(), f.pkg, VerifyOptions{Trust: f.trust(1, f.a), Now: testNow, Platform: "windows/arm64"})
	if err != nil {
		t.Fatal(err)
	}
	if want := `scanners[0].builds: scanner "words" has no build for this worker's platform windows/arm64`; r.Valid || !strings.Contains(problemsText(r), want) {
		t.Fatalf("problems lack %q:\n%s", want, problemsText(r))
	}
}

// verify-package's report shows every build, the chosen one and why.
func TestReportShowsChoice(t *testing.T) {
	f := newMultiFixture(t)
	r, err := Verify(context.Background(), f.pkg, VerifyOptions{Trust: f.trust(1, f.a), Now: testNow,
		Select: &Selector{Platform: here, Backends: []string{"subprocess", "wasm"}}})
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if err := r.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"multi/words  builds=3 capabilities=detector keywords=2\n",
		"      backend=wasm entry=mod.wasm  runnable, but the subprocess build is preferred\n",
		"      backend=subprocess entry=bin/here/scan platforms=" + here + "  chosen: the first runnable backend in worker.backends (subprocess, wasm)\n",
		"      backend=subprocess entry=bin/elsewhere/scan platforms=" + elsewhere + "  skipped: a native build for " + elsewhere + "; this worker is " + here + "\n",
		"  builds chosen for: platform " + here + ", backends subprocess, wasm\n",
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, text.String())
		}
	}
	var js bytes.Buffer
	if err := r.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"chosen": true`, `"chosen_for": {`, `"backend": "subprocess",
      "entry": "bin/here/scan",`} {
		if !strings.Contains(js.String(), want) {
			t.Errorf("JSON report lacks %q:\n%s", want, js.String())
		}
	}
}
