package pkg

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/syncbuf"
)

func openTestStore(t *testing.T, f *fixture, dir string, logger *slog.Logger, trust TrustConfig, sources ...string) (*Store, error) {
	t.Helper()
	opt := StoreOptions{Dir: dir, Trust: trust, Now: func() time.Time { return testNow }, Logger: logger}
	for _, s := range sources {
		opt.Sources = append(opt.Sources, Source{Path: s})
	}
	return OpenStore(context.Background(), opt)
}

func TestStoreLoadsVerifiedCopies(t *testing.T) {
	for _, archive := range []bool{false, true} {
		f := newFixture(t, archive)
		dir := filepath.Join(t.TempDir(), "store")
		s, err := openTestStore(t, f, dir, nil, f.trust(1, f.a), f.pkg)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(s.Names(), ","); got != "demo/tree,demo/words" {
			t.Fatalf("Names() = %s", got)
		}
		sc, ok := s.Scanner("demo/words")
		if !ok {
			t.Fatal("demo/words missing")
		}
		if sc.Backend != "subprocess" || sc.MaxMemoryBytes != 64<<20 || len(sc.Keywords) != 2 || sc.Capabilities[0] != "detector" {
			t.Fatalf("scanner: %+v", sc)
		}
		if want := filepath.Join(dir, "blobs", "sha256", sc.EntryDigest); sc.Entry != want {
			t.Fatalf("Entry = %s, want %s", sc.Entry, want)
		}
		if got, _ := os.ReadFile(sc.Entry); string(got) != "#!/bin/sh\necho scanning\n" {
			t.Fatalf("store copy holds %q", got)
		}
		fi, _ := os.Stat(sc.Entry)
		if fi.Mode().Perm() != 0o500 {
			t.Fatalf("executable blob mode %v, want 0500", fi.Mode().Perm())
		}
		wasm, _ := s.Scanner("demo/tree")
		if fi, _ := os.Stat(wasm.Entry); fi.Mode().Perm() != 0o400 {
			t.Fatalf("wasm blob mode %v, want 0400", fi.Mode().Perm())
		}
		for _, d := range []string{dir, filepath.Join(dir, "blobs"), filepath.Join(dir, "blobs", "sha256")} {
			if fi, _ := os.Stat(d); fi.Mode().Perm() != 0o700 {
				t.Fatalf("%s mode %v, want 0700", d, fi.Mode().Perm())
			}
		}
		raw := manifestBytes(t, f)
		if sc.PackageDigest != sha256Hex(string(raw)) {
			t.Fatalf("PackageDigest %s is not the sha256 of the manifest bytes", sc.PackageDigest)
		}
		pk := s.Packages()
		if len(pk) != 1 || pk[0].Name != "demo" || pk[0].Version != 3 || len(pk[0].Signers) != 1 || pk[0].Signers[0] != f.a.id || len(pk[0].Files) != 3 {
			t.Fatalf("Packages() = %+v", pk)
		}
		// The copy returned is the caller's own.
		sc.Keywords[0] = "mutated"
		if again, _ := s.Scanner("demo/words"); again.Keywords[0] == "mutated" {
			t.Fatal("Scanner returned shared slices")
		}
		if err := RecheckEntry(sc); err != nil {
			t.Fatal(err)
		}
		if left, _ := os.ReadDir(filepath.Join(dir, "tmp")); len(left) != 0 {
			t.Fatalf("store tmp holds %d leftovers", len(left))
		}
	}
}

func manifestBytes(t *testing.T, f *fixture) []byte {
	t.Helper()
	if strings.HasSuffix(f.pkg, ".tar.gz") {
		for _, e := range readTarGz(t, f.pkg) {
			if e.name == ManifestName {
				return []byte(e.body)
			}
		}
		t.Fatal("no manifest in archive")
	}
	raw, err := os.ReadFile(f.path(ManifestName))
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

func TestStoreRefusesInvalidPackageAtStart(t *testing.T) {
	f := newFixture(t, false)
	f.remove(t, SignatureName)
	_, err := openTestStore(t, f, filepath.Join(t.TempDir(), "store"), nil, f.trust(1, f.a), f.pkg)
	if !errors.Is(err, ErrInvalid) {
		t.Fatalf("want ErrInvalid, got %v", err)
	}
	var le *LoadError
	if !errors.As(err, &le) || le.Source != f.pkg {
		t.Fatalf("want a *LoadError for %s, got %v", f.pkg, err)
	}
	for _, want := range []string{"package " + f.pkg, "unsigned", "check it with: worker verify-package"} {
		if !strings.Contains(err.Error(), want) {
			t.Fatalf("error %q does not say %q", err, want)
		}
	}
}

// TestStoreRunsOnlyTheVerifiedCopy swaps a source file after verification
// and tampers with the store copy.
func TestStoreRunsOnlyTheVerifiedCopy(t *testing.T) {
	f := newFixture(t, false)
	dir := filepath.Join(t.TempDir(), "store")
	var logBuf syncbuf.Buffer
	logger := slog.New(slog.NewTextHandler(&logBuf, nil))
	s, err := openTestStore(t, f, dir, logger, f.trust(1, f.a), f.pkg)
	if err != nil {
		t.Fatal(err)
	}
	sc, _ := s.Scanner("demo/words")
	verified := "#!/bin/sh\necho scanning\n"

	// A file swapped in the source after verification never reaches the
	// copy that runs.
	f.write(t, "bin/scan", "#!/bin/sh\necho EVIL!!!!\n")
	if got, _ := os.ReadFile(sc.Entry); string(got) != verified {
		t.Fatalf("store copy changed with the source: %q", got)
	}
	// And a reload of the swapped source fails and keeps the good one.
	err = s.Reload(context.Background())
	if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "bin/scan: sha256 is") {
		t.Fatalf("reload of a swapped file: %v", err)
	}
	if again, ok := s.Scanner("demo/words"); !ok || again.Entry != sc.Entry {
		t.Fatal("a failed reload replaced the good package")
	}
	if !strings.Contains(logBuf.String(), "keeping the verified version") {
		t.Fatalf("no warning logged:\n%s", logBuf.String())
	}

	// A tampered store copy is detected by RecheckEntry, and replaced by the
	// verified bytes on the next load.
	f.write(t, "bin/scan", verified)
	if err := os.Chmod(sc.Entry, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(sc.Entry, []byte("#!/bin/sh\necho EVIL!!!\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := RecheckEntry(sc); err == nil || !strings.Contains(err.Error(), "tampered") {
		t.Fatalf("RecheckEntry on a tampered blob: %v", err)
	}
	if err := s.Reload(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(sc.Entry); string(got) != verified {
		t.Fatalf("reload kept the tampered blob: %q", got)
	}
	if fi, _ := os.Stat(sc.Entry); fi.Mode().Perm() != 0o500 {
		t.Fatalf("replaced blob mode %v", fi.Mode().Perm())
	}
	if !strings.Contains(logBuf.String(), "does not match its digest") {
		t.Fatalf("tampering not logged:\n%s", logBuf.String())
	}
	if err := RecheckEntry(sc); err != nil {
		t.Fatal(err)
	}
	// A tampered blob is also replaced when a new store opens.
	os.Chmod(sc.Entry, 0o600)
	os.WriteFile(sc.Entry, []byte("x"), 0o600)
	if _, err := openTestStore(t, f, dir, nil, f.trust(1, f.a), f.pkg); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(sc.Entry); string(got) != verified {
		t.Fatalf("open kept the tampered blob: %q", got)
	}
}

func TestStoreVersionHighWater(t *testing.T) {
	f := newFixture(t, false)
	dir := filepath.Join(t.TempDir(), "store")
	s, err := openTestStore(t, f, dir, nil, f.trust(1, f.a), f.pkg)
	if err != nil {
		t.Fatal(err)
	}
	good := s.Packages()[0].Digest

	// The same version with the same bytes is a harmless replay.
	if _, err := openTestStore(t, f, dir, nil, f.trust(1, f.a), f.pkg); err != nil {
		t.Fatalf("replay of identical bytes: %v", err)
	}
	// The same version with other bytes is refused (reload and new start).
	f.editManifest(t, replaceOnce(`"release": "1.2.0"`, `"release": "1.2.0-evil"`))
	if err := s.Reload(context.Background()); err == nil || !strings.Contains(err.Error(), "version 3 was accepted before with other bytes") {
		t.Fatalf("same version, other bytes: %v", err)
	}
	if s.Packages()[0].Digest != good {
		t.Fatal("a refused package replaced the good one")
	}
	if _, err := openTestStore(t, f, dir, nil, f.trust(1, f.a), f.pkg); err == nil {
		t.Fatal("a new store accepted the same version with other bytes")
	}
	// A lower version is refused, durably.
	f.editManifest(t, replaceOnce(`"version": 3`, `"version": 2`))
	if err := s.Reload(context.Background()); err == nil || !strings.Contains(err.Error(), "version 2 is lower than version 3") {
		t.Fatalf("lower version: %v", err)
	}
	_, err = openTestStore(t, f, dir, nil, f.trust(1, f.a), f.pkg)
	if err == nil || !strings.Contains(err.Error(), "rollback refused") || !strings.Contains(err.Error(), "worker verify-package") {
		t.Fatalf("new store with a lower version: %v", err)
	}
	// A higher version replaces the old one on reload.
	f.editManifest(t, replaceOnce(`"version": 2`, `"version": 4`))
	if err := s.Reload(context.Background()); err != nil {
		t.Fatal(err)
	}
	if v := s.Packages()[0].Version; v != 4 {
		t.Fatalf("version after upgrade = %d", v)
	}
	// A corrupt high-water file stops the store rather than resetting it.
	os.WriteFile(filepath.Join(dir, highWaterName), []byte("{"), 0o600)
	if _, err := openTestStore(t, f, dir, nil, f.trust(1, f.a), f.pkg); err == nil || !strings.Contains(err.Error(), "high-water") {
		t.Fatalf("corrupt high-water file: %v", err)
	}
}

func TestStoreRootHighWater(t *testing.T) {
	f := newFixture(t, false)
	r1 := makeRoot(t, f.dir, 1, testExpires, []testKey{f.b}, 1, f.b)
	r2 := makeRoot(t, f.dir, 2, testExpires, []testKey{f.a}, 1, f.b, f.a)
	dir := filepath.Join(t.TempDir(), "store")
	if _, err := openTestStore(t, f, dir, nil, TrustConfig{Roots: []string{r1, r2}}, f.pkg); err != nil {
		t.Fatal(err)
	}
	_, err := openTestStore(t, f, dir, nil, TrustConfig{Roots: []string{r1}}, f.pkg)
	if err == nil || !strings.Contains(err.Error(), "root version 1 is lower than version 2") {
		t.Fatalf("root rollback: %v", err)
	}
	// Another root 2 with other bytes is refused too.
	r2b := makeRoot(t, f.dir, 2, "2026-12-01T00:00:00Z", []testKey{f.a}, 1, f.b, f.a)
	_, err = openTestStore(t, f, dir, nil, TrustConfig{Roots: []string{r1, r2b}}, f.pkg)
	if err == nil || !strings.Contains(err.Error(), "accepted before with other bytes") {
		t.Fatalf("root replay with other bytes: %v", err)
	}
}

func TestStoreOptionErrors(t *testing.T) {
	f := newFixture(t, false)
	if _, err := OpenStore(context.Background(), StoreOptions{Trust: f.trust(1, f.a)}); err == nil {
		t.Fatal("no dir accepted")
	}
	dir := t.TempDir()
	if _, err := OpenStore(context.Background(), StoreOptions{Dir: dir, Trust: f.trust(0, f.a)}); err == nil || !strings.Contains(err.Error(), "threshold") {
		t.Fatalf("bad trust: %v", err)
	}
	// Two sources with the same package name.
	other := filepath.Join(f.dir, "copy")
	if err := os.CopyFS(other, os.DirFS(f.pkg)); err != nil {
		t.Fatal(err)
	}
	_, err := openTestStore(t, f, filepath.Join(dir, "s"), nil, f.trust(1, f.a), f.pkg, other)
	if err == nil || !strings.Contains(err.Error(), `package name "demo" is also loaded from`) {
		t.Fatalf("duplicate package names: %v", err)
	}
}

// TestStoreConcurrentReload reads the catalog while reloads run (for -race).
func TestStoreConcurrentReload(t *testing.T) {
	f := newFixture(t, false)
	s, err := openTestStore(t, f, filepath.Join(t.TempDir(), "store"), nil, f.trust(1, f.a), f.pkg)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				if _, ok := s.Scanner("demo/words"); !ok {
					t.Error("scanner vanished during reload")
					return
				}
				s.Names()
				s.Packages()
			}
		}()
	}
	for range 5 {
		if err := s.Reload(context.Background()); err != nil {
			t.Error(err)
		}
	}
	close(stop)
	wg.Wait()
}
