//go:build linux

package subprocess

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/pkg"
	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/internal/sandbox/sandboxtest"
)

// storeLike writes files into a fresh directory laid out like the
// package store (one read-only blob per file, side by side) and returns
// the data files for names and the path of an undeclared blob next to them.
func storeLike(t *testing.T, content map[string]string) ([]backend.DataFile, string) {
	t.Helper()
	dir := t.TempDir()
	var files []backend.DataFile
	i := 0
	for _, name := range []string{"rules/words.txt", "extra.dat"} {
		c, ok := content[name]
		if !ok {
			continue
		}
		p := filepath.Join(dir, "blob"+string(rune('a'+i)))
		i++
		if err := os.WriteFile(p, []byte(c), 0o400); err != nil {
			t.Fatal(err)
		}
		files = append(files, backend.DataFile{Name: name, Path: p})
	}
	secret := filepath.Join(dir, "undeclared")
	if err := os.WriteFile(secret, []byte("not for the scanner"), 0o400); err != nil {
		t.Fatal(err)
	}
	return files, secret
}

// TestDataFiles runs a scanner with two data files: it reads them through
// the SDK (datadir.Read) in both sandbox modes, and in the sandbox
// it sees nothing but them in its data dir, and neither the undeclared
// file beside them in the store nor the store itself.
func TestDataFiles(t *testing.T) {
	for _, mode := range []string{sandbox.ModeFull, sandbox.ModeOff} {
		t.Run("sandbox="+mode, func(t *testing.T) {
			if mode == sandbox.ModeFull {
				needSandbox(t)
			}
			b := newBackend(t, "probe = false\n[sandbox]\nmode = \""+mode+"\"\n")
			files, undeclared := storeLike(t, map[string]string{"rules/words.txt": "alpha\nbeta\n", "extra.dat": "x"})
			s := testScannerEntry()
			s.Data = files
			in, err := b.Load(t.Context(), s)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { in.Close() })
			rec := &recorder{}
			if err := in.Scan(t.Context(), request(t, map[string]string{"mode": "data"}), rec); err != nil {
				t.Fatal(err)
			}
			got := strings.Join(rec.logsWithPrefix("data "), "\n")
			for _, want := range []string{"err <nil>", `rules/words.txt "alpha\nbeta\n"`, `extra.dat "x"`} {
				if !strings.Contains(got, want) {
					t.Errorf("the scanner's data logs lack %q:\n%s", want, got)
				}
			}
			if mode == sandbox.ModeOff {
				return
			}
			if want := "dir /package /package/extra.dat /package/rules /package/rules/words.txt"; !strings.Contains(got, want) {
				t.Errorf("the sandbox's data dir is not exactly the declared files (want %q):\n%s", want, got)
			}
			rec = &recorder{}
			store := filepath.Dir(undeclared)
			paths := undeclared + "," + store + "," + files[0].Path + ",/package/../" + filepath.Base(undeclared)
			if err := in.Scan(t.Context(), request(t, attack("read", "path", paths)), rec); err != nil {
				t.Fatal(err)
			}
			sandboxtest.AllFail(t, rec.logsWithPrefix("read "))
			rec = &recorder{}
			if err := in.Scan(t.Context(), request(t, attack("write", "path", "/package/rules/words.txt,/package/new")), rec); err != nil {
				t.Fatal(err)
			}
			sandboxtest.AllFail(t, rec.logsWithPrefix("write "))
		})
	}
}

// TestDataFilesFromSignedPackage builds, signs and verifies a real package
// whose scanner declares one data file and carries another file it does
// not declare, then runs the scanner from the store in the sandbox: it
// reads its data file and cannot read the undeclared file's store copy.
func TestDataFilesFromSignedPackage(t *testing.T) {
	needSandbox(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	for name, content := range map[string]string{"rules/words.txt": "alpha\n", "notes/secret.txt": "undeclared\n"} {
		p := filepath.Join(src, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	exe, err := os.ReadFile(testScanner)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(src, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(src, "bin", "testscan"), exe, 0o755); err != nil {
		t.Fatal(err)
	}
	manifest := "name = \"testkit\"\nversion = 1\nrelease = \"1.0.0\"\nexpires = \"" + time.Now().Add(24*time.Hour).UTC().Format(time.RFC3339) +
		"\"\nfiles = [\"notes/secret.txt\"]\n\n[[scanners]]\nname = \"testscan\"\nbackend = \"subprocess\"\nentry = \"bin/testscan\"\ncapabilities = [\"tree\"]\ndata = [\"rules/words.txt\"]\n"
	if err := os.WriteFile(filepath.Join(src, "package.toml"), []byte(manifest), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "testkit.tar.gz")
	if err := pkg.Build(src, out); err != nil {
		t.Fatal(err)
	}
	pub, key, err := pkg.GenerateKey(filepath.Join(dir, "k"))
	if err != nil {
		t.Fatal(err)
	}
	if err := pkg.Sign(key, out); err != nil {
		t.Fatal(err)
	}
	store, err := pkg.OpenStore(t.Context(), pkg.StoreOptions{Dir: filepath.Join(dir, "store"), Trust: pkg.TrustConfig{Keys: []string{pub}, Threshold: 1}, Sources: []pkg.Source{{Path: out}}})
	if err != nil {
		t.Fatal(err)
	}
	s, ok := store.Scanner("testkit/testscan")
	if !ok || len(s.Data) != 1 {
		t.Fatalf("scanner from the store: %v %+v", ok, s)
	}
	var undeclared string
	for _, p := range store.Packages() {
		undeclared = p.Files["notes/secret.txt"]
	}
	if undeclared == "" {
		t.Fatal("the undeclared file has no store copy")
	}
	b := newBackend(t, "probe = false\n")
	in, err := b.Load(t.Context(), s)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close() })
	rec := &recorder{}
	if err := in.Scan(t.Context(), request(t, map[string]string{"mode": "data"}), rec); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(rec.logsWithPrefix("data "), "\n"); !strings.Contains(got, `rules/words.txt "alpha\n"`) || !strings.Contains(got, "dir /package /package/rules /package/rules/words.txt") {
		t.Fatalf("the scanner's data logs:\n%s", got)
	}
	rec = &recorder{}
	if err := in.Scan(t.Context(), request(t, attack("read", "path", undeclared+",/package/notes/secret.txt")), rec); err != nil {
		t.Fatal(err)
	}
	sandboxtest.AllFail(t, rec.logsWithPrefix("read "))
}
