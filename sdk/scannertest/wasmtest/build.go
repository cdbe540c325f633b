package wasmtest

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// buildMu serialises builds in one process: two go builds at once on a
// small machine are slower than one after the other.
var buildMu sync.Mutex

// Build compiles the main package in dir (a path inside a Go module) as a
// WASI reactor module with the go command on PATH:
//
//	GOOS=wasip1 GOARCH=wasm go build -buildmode=c-shared -trimpath
//
// and returns the path of the .wasm file. Results are cached in
// os.UserCacheDir()/sluice-wasmtest (or a temp dir when there is no user
// cache), keyed by the sha256 of the Go version and of every source file of
// the package and its dependencies outside the standard library, so
// repeated test runs and other test packages building the same guest reuse
// it. Build fails the test when the build fails.
func Build(t testing.TB, dir string) string {
	t.Helper()
	path, err := BuildErr(dir)
	if err != nil {
		t.Fatalf("building WASM guest %s: %v", dir, err)
	}
	return path
}

// BuildErr is Build returning an error, for TestMain.
func BuildErr(dir string) (string, error) {
	buildMu.Lock()
	defer buildMu.Unlock()
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	key, err := sourceKey(abs)
	if err != nil {
		return "", err
	}
	cacheDir, err := cacheRoot()
	if err != nil {
		return "", err
	}
	out := filepath.Join(cacheDir, key+".wasm")
	if _, err := os.Stat(out); err == nil {
		return out, nil
	}
	tmp, err := os.CreateTemp(cacheDir, "build-*.wasm")
	if err != nil {
		return "", err
	}
	tmp.Close()
	defer os.Remove(tmp.Name())
	cmd := exec.Command("go", "build", "-buildmode=c-shared", "-trimpath", "-o", tmp.Name(), ".")
	cmd.Dir = abs
	cmd.Env = append(os.Environ(), "GOOS=wasip1", "GOARCH=wasm", "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %w\n%s", err, b)
	}
	if err := os.Rename(tmp.Name(), out); err != nil {
		return "", err
	}
	return out, nil
}

func cacheRoot() (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	dir := filepath.Join(base, "sluice-wasmtest")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	return dir, nil
}

// sourceKey hashes the Go version and every non-standard source file the
// package in dir depends on when built for wasip1/wasm.
func sourceKey(dir string) (string, error) {
	cmd := exec.Command("go", "list", "-deps", "-json=Dir,GoFiles,EmbedFiles,Standard,Module")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=wasip1", "GOARCH=wasm", "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	listing, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go list: %w\n%s", err, stderr.Bytes())
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\n", runtime.Version(), dir)
	dec := json.NewDecoder(bytes.NewReader(listing))
	for {
		var p struct {
			Dir                 string
			GoFiles, EmbedFiles []string
			Standard            bool
			Module              *struct{ Path, Version string }
		}
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return "", err
		}
		if p.Standard {
			continue
		}
		fmt.Fprintf(h, "pkg %s\n", p.Dir)
		if p.Module != nil && p.Module.Version != "" {
			fmt.Fprintf(h, "mod %s@%s\n", p.Module.Path, p.Module.Version)
			continue
		}
		for _, f := range append(p.GoFiles, p.EmbedFiles...) {
			b, err := os.ReadFile(filepath.Join(p.Dir, f))
			if err != nil {
				return "", err
			}
			fmt.Fprintf(h, "file %s %d\n", f, len(b))
			h.Write(b)
		}
	}
	return strings.ToLower(hex.EncodeToString(h.Sum(nil))[:32]), nil
}

// CompileCacheDir returns a directory for wazero's compilation cache shared
// by test runs (os.UserCacheDir()/sluice-wasmtest/wazero), so tests do not
// compile the same guest again on every run; give CompileCacheKeyFile with
// it, or every runtime compiles again.
func CompileCacheDir() (string, error) {
	root, err := cacheRoot()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(root, "wazero")
	return dir, os.MkdirAll(dir, 0o700)
}

// CompileCacheKeyFile returns the key file that authenticates the entries
// of CompileCacheDir (wasmhost.Config.CacheKeyFile), kept next to it,
// not in it.
func CompileCacheKeyFile() (string, error) {
	root, err := cacheRoot()
	if err != nil {
		return "", err
	}
	return filepath.Join(root, "wazero.key"), nil
}

// StateDir returns a state directory shared by test runs
// (os.UserCacheDir()/sluice-wasmtest/state), for tests that provision
// backend.wasm: its compile-cache subdirectory then survives across tests
// and runs, so a test binary compiles each guest at most once. Tests of the
// compile cache itself must use a fresh directory instead.
func StateDir() (string, error) {
	root, err := cacheRoot()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(root, "state")
	return dir, os.MkdirAll(dir, 0o700)
}
