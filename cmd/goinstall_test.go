package workercmd

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/mod/module"
	"golang.org/x/mod/zip"
)

// TestGoInstallAtVersion installs the worker the way a user of a
// published release would, `go install github.com/sluicehq/sluice/cmd/worker@VERSION`,
// from a module proxy that is a directory (GOPROXY=file://...) holding a
// zip of this checkout made as the go command makes one
// (golang.org/x/mod/zip). The go command refuses to install a module whose
// go.mod has replace directives, so this fails if one comes back. The
// other modules come from the module cache this checkout's build filled;
// the version is derived from the zip's contents, and what the install
// adds to the module cache is removed afterwards.
func TestGoInstallAtVersion(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the whole worker from a module zip (a minute or more on 2 cores): run without -short")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH")
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	const modPath = "github.com/sluicehq/sluice"

	// The checkout's files as git sees them: tracked, plus untracked
	// files not ignored (a change being made), minus deleted ones.
	list := func(args ...string) []string {
		cmd := exec.Command("git", append([]string{"-C", root, "ls-files", "-z"}, args...)...)
		out, err := cmd.Output()
		if err != nil {
			t.Skipf("git ls-files in %s: %v (not a git checkout?)", root, err)
		}
		return strings.Split(strings.TrimRight(string(out), "\x00"), "\x00")
	}
	var files []zip.File
	for _, name := range append(list(), list("--others", "--exclude-standard")...) {
		if name == "" {
			continue
		}
		if _, err := os.Lstat(filepath.Join(root, name)); err != nil {
			continue // deleted in the working tree
		}
		files = append(files, dirFile{root: root, path: name})
	}

	// A version of this content: the zip made under a placeholder
	// version, hashed.
	makeZip := func(version string) []byte {
		var buf bytes.Buffer
		if err := zip.Create(&buf, module.Version{Path: modPath, Version: version}, files); err != nil {
			t.Fatalf("zipping the checkout as a module: %v", err)
		}
		return buf.Bytes()
	}
	sum := sha256.Sum256(makeZip("v0.0.0-test"))
	version := "v0.0.0-test." + hex.EncodeToString(sum[:6])
	proxy := t.TempDir()
	vdir := filepath.Join(proxy, filepath.FromSlash(modPath), "@v")
	if err := os.MkdirAll(vdir, 0o755); err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	info, _ := json.Marshal(map[string]any{"Version": version, "Time": time.Now().UTC().Format(time.RFC3339)})
	for name, data := range map[string][]byte{
		"list":            []byte(version + "\n"),
		version + ".info": info,
		version + ".mod":  gomod,
		version + ".zip":  makeZip(version),
	} {
		if err := os.WriteFile(filepath.Join(vdir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	modCache, err := exec.Command(goTool, "env", "GOMODCACHE").Output()
	if err != nil {
		t.Fatal(err)
	}
	cache := strings.TrimSpace(string(modCache))
	t.Cleanup(func() {
		// The extracted module is read-only, as the go command leaves it.
		for _, p := range []string{
			filepath.Join(cache, filepath.FromSlash(modPath)+"@"+version),
			filepath.Join(cache, "cache", "download", filepath.FromSlash(modPath), "@v", version+".zip"),
			filepath.Join(cache, "cache", "download", filepath.FromSlash(modPath), "@v", version+".ziphash"),
			filepath.Join(cache, "cache", "download", filepath.FromSlash(modPath), "@v", version+".info"),
			filepath.Join(cache, "cache", "download", filepath.FromSlash(modPath), "@v", version+".mod"),
			filepath.Join(cache, "cache", "download", filepath.FromSlash(modPath), "@v", version+".lock"),
		} {
			filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
				if err == nil && d.IsDir() {
					os.Chmod(path, 0o755)
				}
				return nil
			})
			os.RemoveAll(p)
		}
	})

	bin := t.TempDir()
	install := exec.Command(goTool, "install", modPath+"/cmd/worker@"+version)
	install.Dir = t.TempDir() // outside any module
	// GOSUMDB=off: offline, the checksum database cannot be asked; the
	// module cache holds modules checked when they were downloaded.
	install.Env = append(os.Environ(), "GOBIN="+bin, "GOPROXY=file://"+filepath.ToSlash(proxy), "GOSUMDB=off",
		"GOFLAGS=-buildvcs=false", "GOWORK=off", "GOTOOLCHAIN=local")
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("go install %s/cmd/worker@%s: %v\n%s", modPath, version, err, out)
	}
	out, err := exec.Command(filepath.Join(bin, "worker"), "version").CombinedOutput()
	if err != nil || !strings.Contains(string(out), version) {
		t.Fatalf("the installed worker's version: %v\n%s (want it to name %s)", err, out, version)
	}
	t.Logf("installed worker %s", strings.TrimSpace(string(out)))
}

// dirFile is a file of the checkout for zip.Create.
type dirFile struct{ root, path string }

func (f dirFile) Path() string                 { return f.path }
func (f dirFile) Lstat() (fs.FileInfo, error)  { return os.Lstat(filepath.Join(f.root, f.path)) }
func (f dirFile) Open() (io.ReadCloser, error) { return os.Open(filepath.Join(f.root, f.path)) }
