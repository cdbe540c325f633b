//go:build linux

package subprocess

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/backend/sandbox"
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
			allFail(t, rec.logsWithPrefix("read "))
			rec = &recorder{}
			if err := in.Scan(t.Context(), request(t, attack("write", "path", "/package/rules/words.txt,/package/new")), rec); err != nil {
				t.Fatal(err)
			}
			allFail(t, rec.logsWithPrefix("write "))
		})
	}
}
