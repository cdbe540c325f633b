package pkg

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/sluicehq/sluice/internal/state"
)

// builtinFixture is the demo package as an in-memory FS signed by key a,
// with the BuiltinPackage that trusts it.
func builtinFixture(t *testing.T) (*fixture, fstest.MapFS, BuiltinPackage) {
	t.Helper()
	f := newFixture(t, false)
	m := fstest.MapFS{}
	err := fs.WalkDir(os.DirFS(f.pkg), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(filepath.Join(f.pkg, p))
		m[p] = &fstest.MapFile{Data: data, Mode: 0o644}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	key, err := LoadPublicKey(f.a.pub)
	if err != nil {
		t.Fatal(err)
	}
	return f, m, BuiltinPackage{Source: "builtin:demo", FS: m, Key: key.String(),
		ManifestSHA256: sha256Hex(string(m[ManifestName].Data))}
}

func openBuiltinStore(t *testing.T, dir string, trust TrustConfig, b []BuiltinPackage, sources ...string) (*Store, error) {
	t.Helper()
	opt := StoreOptions{Dir: dir, Trust: trust, Now: func() time.Time { return testNow }, Builtin: b}
	for _, s := range sources {
		opt.Sources = append(opt.Sources, Source{Path: s})
	}
	return OpenStore(context.Background(), opt)
}

func TestBuiltinLoadsWithoutTrust(t *testing.T) {
	_, _, b := builtinFixture(t)
	dir := filepath.Join(t.TempDir(), "store")
	s, err := openBuiltinStore(t, dir, TrustConfig{}, []BuiltinPackage{b})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(s.Names(), ","); got != "demo/tree,demo/words" {
		t.Fatalf("Names() = %s", got)
	}
	sc, _ := s.Scanner("demo/words")
	if want := filepath.Join(dir, "blobs", "sha256", sc.EntryDigest); sc.Entry != want {
		t.Fatalf("Entry = %s, want the content-addressed copy %s", sc.Entry, want)
	}
	if err := RecheckEntry(sc); err != nil {
		t.Fatal(err)
	}
	if sc.PackageDigest != b.ManifestSHA256 {
		t.Fatalf("PackageDigest %s, pinned %s", sc.PackageDigest, b.ManifestSHA256)
	}
	pk := s.Packages()
	if len(pk) != 1 || pk[0].Source != "builtin:demo" || len(pk[0].Signers) != 1 {
		t.Fatalf("Packages() = %+v", pk)
	}
	if left, _ := os.ReadDir(filepath.Join(dir, "tmp")); len(left) != 0 {
		t.Fatalf("store tmp holds %d leftovers", len(left))
	}
	// A reload keeps it and does not need trust either.
	if err := s.Reload(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Scanner("demo/tree"); !ok {
		t.Fatal("reload dropped the built-in package")
	}
	// Without built-in packages an empty trust config is still an error.
	if _, err := openBuiltinStore(t, filepath.Join(t.TempDir(), "s"), TrustConfig{}, nil); err == nil {
		t.Fatal("empty trust accepted without built-in packages")
	}
}

// TestBuiltinKeyNotTrustedOnDisk checks the built-in key signs nothing but
// the embedded copy: a package on disk signed by it alone is refused, and a
// trust config that lists it is an error.
func TestBuiltinKeyNotTrustedOnDisk(t *testing.T) {
	f, _, b := builtinFixture(t)
	// A second package on disk, named differently, signed only by a (the
	// built-in key); the operator trusts b.
	src := writeSource(t, t.TempDir(), strings.Replace(testPackageTOML, `name = "demo"`, `name = "other"`, 1))
	disk := filepath.Join(t.TempDir(), "other")
	if err := build(src, disk, testNow); err != nil {
		t.Fatal(err)
	}
	if err := Sign(f.a.key, disk); err != nil {
		t.Fatal(err)
	}
	_, err := openBuiltinStore(t, filepath.Join(t.TempDir(), "s"), f.trust(1, f.b), []BuiltinPackage{b}, disk)
	var le *LoadError
	if !errors.As(err, &le) || le.Source != disk || !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "the signing key of a package built into the worker") {
		t.Fatalf("disk package signed by the built-in key: %v", err)
	}
	// Signed by b as well, it is still refused: a valid built-in signature
	// proves nothing, and it must not ride along with a trusted one.
	if err := Sign(f.b.key, disk); err != nil {
		t.Fatal(err)
	}
	_, err = openBuiltinStore(t, filepath.Join(t.TempDir(), "s"), f.trust(1, f.b), []BuiltinPackage{b}, disk)
	if !errors.As(err, &le) || !strings.Contains(err.Error(), "the signing key of a package built into the worker") {
		t.Fatalf("disk package signed by the built-in key and a trusted key: %v", err)
	}
	// Listing the built-in key in [trust] is refused.
	_, err = openBuiltinStore(t, filepath.Join(t.TempDir(), "s"), f.trust(1, f.b, f.a), []BuiltinPackage{b}, disk)
	var ce *ConfigError
	if !errors.As(err, &ce) || !strings.Contains(err.Error(), "is the signing key of a package built into the worker") {
		t.Fatalf("trust listing the built-in key: %v", err)
	}
}

// TestBuiltinKeyRefusedWhenBuiltinsOff is the same rule with the built-in
// packages not loaded (builtin_packages = false): their keys are still
// known and refused by the store, by Verify and by CheckTrust.
func TestBuiltinKeyRefusedWhenBuiltinsOff(t *testing.T) {
	f, _, b := builtinFixture(t)
	builtinKeys := []string{b.Key}
	disk := f.pkg // the demo package, signed by a (the built-in key) alone
	open := func(trust TrustConfig) error {
		_, err := OpenStore(context.Background(), StoreOptions{Dir: filepath.Join(t.TempDir(), "s"), Trust: trust,
			Now: func() time.Time { return testNow }, BuiltinKeys: builtinKeys, Sources: []Source{{Path: disk}}})
		return err
	}
	var ce *ConfigError
	if err := open(f.trust(1, f.a)); !errors.As(err, &ce) || !strings.Contains(err.Error(), "signing key of a package built into the worker") {
		t.Fatalf("trust = the built-in key, built-ins off: %v", err)
	}
	if err := CheckTrust(f.trust(1, f.a), builtinKeys, testNow); !errors.As(err, &ce) {
		t.Fatalf("CheckTrust of a trust listing the built-in key: %v", err)
	}
	if err := CheckTrust(f.trust(1, f.b), builtinKeys, testNow); err != nil {
		t.Fatalf("CheckTrust of a good trust: %v", err)
	}
	if _, err := Verify(context.Background(), disk, VerifyOptions{Trust: f.trust(1, f.a), Now: testNow, BuiltinKeys: builtinKeys}); !errors.As(err, &ce) {
		t.Fatalf("Verify with a trust listing the built-in key: %v", err)
	}
	// Trusted by a and b with threshold 1, but signed by the built-in key
	// too: the package fails, in the store and in Verify.
	if err := Sign(f.b.key, disk); err != nil {
		t.Fatal(err)
	}
	if err := open(f.trust(1, f.b)); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "its private half is public") {
		t.Fatalf("store, package co-signed by the built-in key: %v", err)
	}
	r, err := Verify(context.Background(), disk, VerifyOptions{Trust: f.trust(1, f.b), Now: testNow, BuiltinKeys: builtinKeys})
	if err != nil || r.Valid || len(r.Problems) != 1 || r.Problems[0].File != SignatureName {
		t.Fatalf("Verify of a package co-signed by the built-in key: %v %+v", err, r)
	}
	// Without the built-in keys, the same package verifies: the refusal is
	// the rule under test, not another problem.
	if r, err := Verify(context.Background(), disk, VerifyOptions{Trust: f.trust(1, f.b), Now: testNow}); err != nil || !r.Valid {
		t.Fatalf("control: %v %+v", err, r)
	}
}

func TestBuiltinRefused(t *testing.T) {
	f, m, b := builtinFixture(t)
	keyB, err := LoadPublicKey(f.b.pub)
	if err != nil {
		t.Fatal(err)
	}
	clone := func() fstest.MapFS {
		c := fstest.MapFS{}
		for k, v := range m {
			d := *v
			d.Data = append([]byte(nil), v.Data...)
			c[k] = &d
		}
		return c
	}
	tests := []struct {
		name string
		edit func(*BuiltinPackage)
		want string
	}{
		{"other pinned digest", func(b *BuiltinPackage) { b.ManifestSHA256 = strings.Repeat("0", 64) },
			"the worker binary pins " + strings.Repeat("0", 64)},
		{"other key", func(b *BuiltinPackage) { b.Key = keyB.String() }, "threshold is 1"},
		{"tampered file", func(b *BuiltinPackage) {
			c := clone()
			c["rules/words.txt"].Data[0] ^= 1
			b.FS = c
		}, "rules/words.txt: sha256 is"},
		{"extra file", func(b *BuiltinPackage) {
			c := clone()
			c["extra.txt"] = &fstest.MapFile{Data: []byte("x")}
			b.FS = c
		}, "extra.txt: in the package but not listed"},
		{"unsigned", func(b *BuiltinPackage) {
			c := clone()
			delete(c, SignatureName)
			b.FS = c
		}, "the package is unsigned"},
		{"not a regular file", func(b *BuiltinPackage) {
			c := clone()
			c["link"] = &fstest.MapFile{Data: []byte("bin/scan"), Mode: fs.ModeSymlink}
			b.FS = c
		}, "link: is a symlink; package entries must be regular files or directories"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bb := b
			tt.edit(&bb)
			_, err := openBuiltinStore(t, filepath.Join(t.TempDir(), "s"), TrustConfig{}, []BuiltinPackage{bb})
			var le *LoadError
			if !errors.As(err, &le) || le.Source != "builtin:demo" || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want a LoadError for builtin:demo containing %q", err, tt.want)
			}
		})
	}
}

func TestBuiltinLimits(t *testing.T) {
	_, _, b := builtinFixture(t)
	for _, tc := range []struct {
		lim  Limits
		want string
	}{
		{Limits{MaxEntries: 3}, "more than 3 entries"},
		{Limits{MaxFileBytes: 10}, "over the file limit of 10"},
		{Limits{MaxTotalBytes: 100}, "more than the package limit of 100 bytes"},
	} {
		_, err := OpenStore(context.Background(), StoreOptions{Dir: filepath.Join(t.TempDir(), "s"),
			Now: func() time.Time { return testNow }, Builtin: []BuiltinPackage{b}, Limits: tc.lim})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Fatalf("limits %+v: got %v, want %q", tc.lim, err, tc.want)
		}
	}
}

func TestBuiltinNameCollision(t *testing.T) {
	f, _, b := builtinFixture(t)
	_, err := openBuiltinStore(t, filepath.Join(t.TempDir(), "s"), f.trust(1, f.b), []BuiltinPackage{b}, f.pkg)
	// f.pkg is signed by a only; sign it with b alone so only the name
	// collides.
	if err == nil {
		t.Fatal("unsigned-by-trust disk package accepted")
	}
	if err := os.Remove(filepath.Join(f.pkg, SignatureName)); err != nil {
		t.Fatal(err)
	}
	if err := Sign(f.b.key, f.pkg); err != nil {
		t.Fatal(err)
	}
	_, err = openBuiltinStore(t, filepath.Join(t.TempDir(), "s"), f.trust(1, f.b), []BuiltinPackage{b}, f.pkg)
	if err == nil || !strings.Contains(err.Error(), `package name "demo" is also loaded from builtin:demo`) {
		t.Fatalf("name collision with the built-in package: %v", err)
	}
}

func TestBuiltinOptionErrors(t *testing.T) {
	_, _, b := builtinFixture(t)
	for _, tc := range []struct {
		edit func(*BuiltinPackage)
		want string
	}{
		{func(b *BuiltinPackage) { b.Source = "demo" }, `must be "builtin:" followed by a name`},
		{func(b *BuiltinPackage) { b.Source = "builtin:" }, `must be "builtin:" followed by a name`},
		{func(b *BuiltinPackage) { b.FS = nil }, "no FS"},
		{func(b *BuiltinPackage) { b.ManifestSHA256 = "ABC" }, "not 64 lowercase hex digits"},
		{func(b *BuiltinPackage) { b.Key = "ed25519:nope" }, "key:"},
	} {
		bb := b
		tc.edit(&bb)
		_, err := openBuiltinStore(t, filepath.Join(t.TempDir(), "s"), TrustConfig{}, []BuiltinPackage{bb})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Fatalf("got %v, want %q", err, tc.want)
		}
	}
	_, err := openBuiltinStore(t, filepath.Join(t.TempDir(), "s"), TrustConfig{}, []BuiltinPackage{b, b})
	if err == nil || !strings.Contains(err.Error(), "listed twice") {
		t.Fatalf("duplicate source: %v", err)
	}
}

// TestBuiltinKeepsVerifiedWasm: a built-in package is verified where it is
// (nothing is extracted under the store's tmp dir), every file is copied
// into the store once, and the WebAssembly entry's verified bytes travel
// with its scanner (Scanner.EntryBytes), so the backend need not read and
// hash the copy again. Executables, and packages from disk, carry none.
func TestBuiltinKeepsVerifiedWasm(t *testing.T) {
	f, m, b := builtinFixture(t)
	for _, d := range []state.Durability{state.Durable, state.ProcessOnly} {
		dir := filepath.Join(t.TempDir(), "store")
		s, err := OpenStore(context.Background(), StoreOptions{Dir: dir, Trust: f.trust(1, f.b), Now: func() time.Time { return testNow },
			Builtin: []BuiltinPackage{b}, Durability: d})
		if err != nil {
			t.Fatalf("durability %d: %v", d, err)
		}
		tree, _ := s.Scanner("demo/tree")
		if string(tree.EntryBytes) != string(m["mod.wasm"].Data) || tree.EntryDigest != sha256Hex(string(tree.EntryBytes)) {
			t.Fatalf("durability %d: demo/tree EntryBytes %q, want the verified mod.wasm %q", d, tree.EntryBytes, m["mod.wasm"].Data)
		}
		if err := RecheckEntry(tree); err != nil {
			t.Fatalf("durability %d: the store copy of the kept entry: %v", d, err)
		}
		if words, _ := s.Scanner("demo/words"); words.EntryBytes != nil {
			t.Fatalf("durability %d: the executable entry kept %d bytes in memory", d, len(words.EntryBytes))
		}
		if left, _ := os.ReadDir(filepath.Join(dir, "tmp")); len(left) != 0 {
			t.Fatalf("durability %d: store tmp holds %d leftovers", d, len(left))
		}
	}
	s, err := openBuiltinStore(t, filepath.Join(t.TempDir(), "s"), f.trust(1, f.a), nil, f.pkg)
	if err != nil {
		t.Fatal(err)
	}
	if sc, _ := s.Scanner("demo/tree"); sc.EntryBytes != nil {
		t.Fatalf("a package from disk kept %d entry bytes in memory", len(sc.EntryBytes))
	}
}

// TestBuiltinTamperedWasmRefused: a built-in WebAssembly entry changed
// after signing (same size, one bit flipped) fails verification, and no
// scanner of the package is offered with it.
func TestBuiltinTamperedWasmRefused(t *testing.T) {
	_, m, b := builtinFixture(t)
	c := fstest.MapFS{}
	for k, v := range m {
		d := *v
		d.Data = append([]byte(nil), v.Data...)
		c[k] = &d
	}
	c["mod.wasm"].Data[len(c["mod.wasm"].Data)-1] ^= 1
	b.FS = c
	s, err := openBuiltinStore(t, filepath.Join(t.TempDir(), "s"), TrustConfig{}, []BuiltinPackage{b})
	if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "mod.wasm: sha256 is") || s != nil {
		t.Fatalf("tampered built-in wasm: store %v, error %v", s, err)
	}
}

// TestBuiltinTreeChecks: the built-in tree is held to the structure checks
// of a package directory: nesting depth, as well as the entry, file and
// total size limits of TestBuiltinLimits.
func TestBuiltinTreeChecks(t *testing.T) {
	_, m, b := builtinFixture(t)
	c := fstest.MapFS{}
	for k, v := range m {
		c[k] = v
	}
	c[strings.Repeat("d/", MaxPathDepth)+"x"] = &fstest.MapFile{Data: []byte("x")}
	b.FS = c
	_, err := openBuiltinStore(t, filepath.Join(t.TempDir(), "s"), TrustConfig{}, []BuiltinPackage{b})
	if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), fmt.Sprintf("directories nested deeper than %d", MaxPathDepth)) {
		t.Fatalf("deep built-in tree: %v", err)
	}
}
