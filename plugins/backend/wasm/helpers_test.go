package wasm_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/plugins/backend/wasm"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest/wasmtest"
)

var guests = map[string]string{}

// sharedState is a state dir shared by every test of the binary and by
// later runs (wasmtest.StateDir), so its compile cache holds each guest
// after the first compile. Only TestRestartReusesCompileCache, which tests
// the cache itself, uses a fresh one.
var sharedState string

func TestMain(m *testing.M) {
	dirs := map[string]string{
		"markers": filepath.Join("testdata", "markers"),
		"tree":    filepath.Join("..", "..", "..", "internal", "wasmhost", "testdata", "guests", "tree"),
		// Reports ABI version 99: unloadable.
		"wrongabi": filepath.Join("..", "..", "..", "internal", "wasmhost", "testdata", "guests", "wrongabi"),
	}
	for name, dir := range dirs {
		path, err := wasmtest.BuildErr(dir)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		guests[name] = path
	}
	var err error
	if sharedState, err = wasmtest.StateDir(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := m.Run()
	for _, c := range corpora {
		os.RemoveAll(c.dir)
	}
	os.Exit(code)
}

// provision runs the plugin lifecycle on tomlText with stateDir as the
// plugin's state dir.
func provision(t testing.TB, tomlText, stateDir string) *wasm.Backend {
	t.Helper()
	b, err := wasm.Parse(tomlText)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Provision(registry.Context{Context: context.Background(), StateDir: stateDir}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = b.Close() })
	if err := b.Validate(); err != nil {
		t.Fatal(err)
	}
	return b
}

// entry copies the named guest into a private dir as the verified store
// would and returns its backend.Scanner.
func entry(t testing.TB, guest, name string) *backend.Scanner {
	t.Helper()
	bin, err := os.ReadFile(guests[guest])
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name+".wasm")
	if err := os.WriteFile(path, bin, 0o600); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(bin)
	return &backend.Scanner{Package: "test", Name: name, Backend: "wasm", Entry: path, EntryDigest: hex.EncodeToString(sum[:])}
}

func request(ws string, opts map[string]string, timeout time.Duration) *backend.Request {
	return &backend.Request{
		Identity:   job.Identity{JobID: "job-1", Attempt: 1},
		Generation: "g1",
		Workspace:  ws,
		Deadline:   time.Now().Add(timeout),
		Scan:       scanner.Request{JobID: "job-1", Attempt: 1, Options: opts},
	}
}

type sink struct {
	mu       sync.Mutex
	findings []scanner.Finding
}

func (s *sink) Finding(f scanner.Finding) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.findings = append(s.findings, f)
	return nil
}
func (s *sink) Progress(scanner.Progress) {}
func (s *sink) Log(scanner.Level, string) {}
