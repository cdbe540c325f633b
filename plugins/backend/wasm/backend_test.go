package wasm_test

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	markers "github.com/sluicehq/sluice/examples/scanners/markers/detector"
	"github.com/sluicehq/sluice/plugins/backend/wasm"
	"github.com/sluicehq/sluice/sdk/scanner"
)

func TestConfig(t *testing.T) {
	tests := []struct {
		name, toml, wantErr string
	}{
		{"defaults", "", ""},
		{"sample values", `max_memory = "64MiB"` + "\npool_size = 4\nrecycle_after_jobs = 1\ncompile_cache = false\nprefilter = false\n", ""},
		{"unknown key", "max_memroy = 1\n", `unknown key "max_memroy"`},
		{"small memory", `max_memory = "1MiB"`, "max_memory"},
		{"huge memory", `max_memory = "5GiB"`, "max_memory"},
		{"pool", "pool_size = 1000", "pool_size"},
		{"recycle", "recycle_after_jobs = 0", "recycle_after_jobs"},
		{"output", "max_output = 10", "max_output"},
		{"finding", `max_finding_bytes = "2MiB"`, "max_finding_bytes"},
		{"chunk", `chunk_bytes = "1KiB"`, "chunk_bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := wasm.Parse(tt.toml)
			if err == nil {
				err = b.Validate()
			}
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("got %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("got %v, want an error mentioning %q", err, tt.wantErr)
			}
		})
	}
}

func TestLoadFailures(t *testing.T) {
	b := provision(t, "", sharedState)
	good := entry(t, "markers", "markers")
	notWasm := entry(t, "markers", "markers")
	if err := os.WriteFile(notWasm.Entry, []byte("#!/bin/sh\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	notWasm.EntryDigest = ""
	link := *good
	link.Entry = filepath.Join(t.TempDir(), "link.wasm")
	if err := os.Symlink(good.Entry, link.Entry); err != nil {
		t.Fatal(err)
	}
	// A failure that is a property of the module's bytes recurs at every
	// load: unloadable, not retried. (Such modules were retried three
	// generations in each of three attempts.)
	tests := []struct {
		name    string
		s       backend.Scanner
		kind    backend.FailureKind
		wantErr string
	}{
		{"digest mismatch", func() backend.Scanner { s := *good; s.EntryDigest = strings.Repeat("0", 64); return s }(), backend.LoadFailed, "the manifest says"},
		{"not wasm", *notWasm, backend.Unloadable, "not a WebAssembly module"},
		{"wrong ABI version", *entry(t, "wrongabi", "markers"), backend.Unloadable, "implements ABI version 99"},
		{"symlink entry", link, backend.LoadFailed, "opening entry"},
		{"relative entry", func() backend.Scanner { s := *good; s.Entry = "markers.wasm"; return s }(), backend.LoadFailed, "not a clean absolute path"},
		{"wrong backend", func() backend.Scanner { s := *good; s.Backend = "subprocess"; return s }(), backend.LoadFailed, `backend "subprocess"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := b.Load(t.Context(), &tt.s)
			var f *backend.Failure
			if !errors.As(err, &f) || f.Kind != tt.kind || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("Load() = %v, want a %s failure mentioning %q", err, tt.kind, tt.wantErr)
			}
		})
	}
}

// TestLoadTakesVerifiedBytes: a scanner whose verified bytes the store
// kept in memory (Scanner.EntryBytes, a built-in package's module) loads
// from them, without reading its entry file: here the file holds something
// else, which would fail the digest check.
func TestLoadTakesVerifiedBytes(t *testing.T) {
	b := provision(t, "", sharedState)
	s := entry(t, "markers", "markers")
	bin, err := os.ReadFile(s.Entry)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(s.Entry, []byte("changed after verification"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Load(t.Context(), s); err == nil || !strings.Contains(err.Error(), "the manifest says") {
		t.Fatalf("Load() of a changed entry file = %v, want a digest mismatch", err)
	}
	s.EntryBytes = bin
	inst, err := b.Load(t.Context(), s)
	if err != nil {
		t.Fatalf("Load() with the verified bytes: %v", err)
	}
	if err := inst.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestLoadNameMismatchIsPermanent: a module whose Info names another
// scanner than the manifest fails as a protocol failure, which the worker
// does not retry, with both names in the message.
func TestLoadNameMismatchIsPermanent(t *testing.T) {
	b := provision(t, "", sharedState)
	s := entry(t, "markers", "other")
	_, err := b.Load(t.Context(), s)
	var f *backend.Failure
	if !errors.As(err, &f) || f.Kind != backend.Protocol || f.Kind.Retryable() ||
		!strings.Contains(err.Error(), `names it "markers", the manifest "other"`) {
		t.Fatalf("Load() = %v, want a protocol failure naming both names", err)
	}
}

func TestScanFailureKinds(t *testing.T) {
	b := provision(t, `max_memory = "64MiB"`, sharedState)
	in, err := b.Load(t.Context(), entry(t, "tree", "tree"))
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	ws := t.TempDir()
	tests := []struct {
		mode    string
		timeout time.Duration
		kind    backend.FailureKind
		is      error
	}{
		{"loop", 300 * time.Millisecond, backend.TimedOut, nil},
		{"alloc", time.Minute, backend.OverLimit, nil},
		{"stdout", time.Minute, backend.OverLimit, nil},
		{"exit", time.Minute, backend.Crashed, nil},
		{"malformed", time.Minute, backend.Protocol, nil},
		{"error", time.Minute, backend.ScannerErr, nil},
		{"badrequest", time.Minute, backend.ScannerErr, scanner.ErrBadRequest},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			err := in.Scan(t.Context(), request(ws, map[string]string{"mode": tt.mode}, tt.timeout), &sink{})
			var f *backend.Failure
			if !errors.As(err, &f) || f.Kind != tt.kind {
				t.Fatalf("Scan() = %v, want a %s failure", err, tt.kind)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("Scan() = %v, want errors.Is %v", err, tt.is)
			}
		})
	}
}

// TestRestartReusesCompileCache provisions the backend twice over the same
// state dir, as a restarted worker does: the second Load must find the
// compiled module in the cache and write nothing new.
func TestRestartReusesCompileCache(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles a module from cold")
	}
	stateDir := t.TempDir()
	s := entry(t, "markers", "markers")
	loadOnce := func() map[string]time.Time {
		b := provision(t, "", stateDir)
		in, err := b.Load(t.Context(), s)
		if err != nil {
			t.Fatal(err)
		}
		_ = in.Close()
		if err := b.Close(); err != nil {
			t.Fatal(err)
		}
		files := map[string]time.Time{}
		_ = filepath.WalkDir(filepath.Join(stateDir, "compile-cache"), func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				fi, _ := d.Info()
				files[p] = fi.ModTime()
			}
			return nil
		})
		return files
	}
	first := loadOnce()
	if len(first) == 0 {
		t.Fatal("nothing was written to the compile cache")
	}
	fi, err := os.Stat(filepath.Join(stateDir, "compile-cache"))
	if err != nil || fi.Mode().Perm() != 0o700 {
		t.Fatalf("compile cache dir: %v, mode %v", err, fi.Mode())
	}
	second := loadOnce()
	if len(second) != len(first) {
		t.Fatalf("the cache went from %d to %d files on restart", len(first), len(second))
	}
	for p, mod := range first {
		if !second[p].Equal(mod) {
			t.Errorf("%s was rewritten on restart", p)
		}
	}
}

func TestMarkersThroughBackend(t *testing.T) {
	b := provision(t, "pool_size = 2", sharedState)
	in, err := b.Load(t.Context(), entry(t, "markers", "markers"))
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	ws := t.TempDir()
	if err := os.WriteFile(filepath.Join(ws, "a.go"), []byte("package a\n// DO-NOT-COMMIT\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var s sink
	if err := in.Scan(t.Context(), request(ws, nil, time.Minute), &s); err != nil {
		t.Fatal(err)
	}
	if len(s.findings) != 1 || s.findings[0].Path != "a.go" || s.findings[0].Line != 2 {
		t.Fatalf("findings %+v", s.findings)
	}
	if info := in.Info(); info.Name != "markers" || info.Kind != scanner.KindDetector {
		t.Errorf("Info() = %+v", info)
	}
	// The guest's rule descriptions (full description, help, help URI,
	// tags) reach the host through the info import, every field intact.
	want := markers.New().Info().Rules
	for _, r := range want {
		if r.FullDescription == "" || r.Help == "" || r.HelpURI == "" || len(r.Tags) == 0 {
			t.Fatalf("the markers example does not describe rule %s fully: %+v", r.ID, r)
		}
	}
	if got := in.Info().Rules; !reflect.DeepEqual(got, want) {
		t.Errorf("rules %+v, want %+v", got, want)
	}
}

// TestSkipBinary checks detectors skip files with a NUL byte in their
// first 8 KiB by default, and scan them with skip_binary = false.
func TestSkipBinary(t *testing.T) {
	ws := t.TempDir()
	if err := os.WriteFile(filepath.Join(ws, "a.bin"), []byte("\x00\x01ELF\n// DO-NOT-COMMIT\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		config string
		want   int
	}{{"", 0}, {"skip_binary = false", 1}} {
		b := provision(t, tc.config, sharedState)
		in, err := b.Load(t.Context(), entry(t, "markers", "markers"))
		if err != nil {
			t.Fatal(err)
		}
		var s sink
		if err := in.Scan(t.Context(), request(ws, nil, time.Minute), &s); err != nil {
			t.Fatal(err)
		}
		in.Close()
		if len(s.findings) != tc.want {
			t.Errorf("%q: %d findings in a binary file, want %d", tc.config, len(s.findings), tc.want)
		}
	}
}

// TestDataFilesReachTheGuest loads a scanner whose data files the guest
// cannot take: the load fails naming them, so a scanner never runs
// without its configuration.
func TestDataFilesReachTheGuest(t *testing.T) {
	b := provision(t, "", sharedState)
	sc := entry(t, "markers", "markers")
	data := filepath.Join(t.TempDir(), "rules.toml")
	if err := os.WriteFile(data, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	sc.Data = []backend.DataFile{{Name: "rules.toml", Path: data}}
	if _, err := b.Load(t.Context(), sc); err == nil || !strings.Contains(err.Error(), "takes no data files") {
		t.Fatalf("Load = %v, want the guest's refusal of data files", err)
	}
	sc.Data[0].Path = filepath.Join(t.TempDir(), "missing.toml")
	if _, err := b.Load(t.Context(), sc); err == nil || !strings.Contains(err.Error(), "data file rules.toml") {
		t.Fatalf("Load = %v, want the missing data file named", err)
	}
}
