package secrets

import (
	"context"
	"io/fs"
	"path/filepath"
	"slices"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/internal/pkg"
	_ "github.com/sluicehq/sluice/plugins/backend/wasm" // declares the entry kind of the package's scanners
)

// TestPackageLoads loads the embedded package into a store with no trust
// configured, as a fresh worker does.
func TestPackageLoads(t *testing.T) {
	s, err := pkg.OpenStore(context.Background(), pkg.StoreOptions{
		Dir: filepath.Join(t.TempDir(), "store"), Builtin: []pkg.BuiltinPackage{Package()}})
	if err != nil {
		t.Fatal(err)
	}
	sc, ok := s.Scanner(Scanner)
	if !ok {
		t.Fatalf("scanners %v, want %s", s.Names(), Scanner)
	}
	if sc.Backend != "wasm" || sc.PackageDigest != ManifestSHA256 {
		t.Fatalf("scanner %+v", sc)
	}
	if err := pkg.RecheckEntry(sc); err != nil {
		t.Fatal(err)
	}
}

// TestManifestKeywords checks package.toml lists the detector's own
// keywords, so the manifest describes the module truthfully.
func TestManifestKeywords(t *testing.T) {
	var spec pkg.SourceSpec
	if _, err := toml.DecodeFile(pkg.SourceFileName, &spec); err != nil {
		t.Fatal(err)
	}
	want := detector.New().Info().Keywords
	if len(spec.Scanners) != 1 || !slices.Equal(spec.Scanners[0].Keywords, want) {
		t.Fatalf("package.toml keywords differ from the detector's:\n got %q\nwant %q", spec.Scanners[0].Keywords, want)
	}
}

// TestEmbeddedFiles checks the embedded tree is exactly the package.
func TestEmbeddedFiles(t *testing.T) {
	var names []string
	err := fs.WalkDir(Package().FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"manifest.json", "manifest.sig", "rules/default.pack", "secrets.wasm"}; !slices.Equal(names, want) {
		t.Fatalf("embedded files %v, want %v", names, want)
	}
}
