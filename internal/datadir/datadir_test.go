package datadir

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/scanner"
)

type configurable struct{ got []scanner.DataFile }

func (c *configurable) Info() scanner.Info { return scanner.Info{Name: "c"} }
func (c *configurable) Configure(files []scanner.DataFile) (scanner.Scanner, error) {
	c.got = files
	return c, nil
}

// TestConfigure reads two files in the order EnvFiles names them and hands
// them to a Configurable; without EnvFiles the scanner is used as it is.
func TestConfigure(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "rules"), 0o755)
	os.WriteFile(filepath.Join(dir, "rules", "a.toml"), []byte("a"), 0o644)
	os.WriteFile(filepath.Join(dir, "b.txt"), []byte("bb"), 0o644)
	c := &configurable{}
	if _, err := Configure(c); err != nil || c.got != nil {
		t.Fatalf("without %s: %v, configured with %v", EnvFiles, err, c.got)
	}
	t.Setenv(EnvDir, dir)
	t.Setenv(EnvFiles, "b.txt:rules/a.toml")
	if _, err := Configure(c); err != nil {
		t.Fatal(err)
	}
	if len(c.got) != 2 || c.got[0].Name != "b.txt" || string(c.got[0].Data) != "bb" || c.got[1].Name != "rules/a.toml" || string(c.got[1].Data) != "a" {
		t.Fatalf("configured with %+v", c.got)
	}
}

// TestReadRefuses checks the errors: a name outside the dir, a missing
// file, and EnvFiles without EnvDir.
func TestReadRefuses(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ dir, files, want string }{
		{dir, "../x", `"../x" is not a path inside`},
		{dir, "/etc/passwd", `"/etc/passwd" is not a path inside`},
		{dir, "missing.txt", "data file missing.txt"},
		{"", "a.txt", EnvFiles + " is set but " + EnvDir + " is not"},
	} {
		t.Setenv(EnvDir, tc.dir)
		t.Setenv(EnvFiles, tc.files)
		if _, err := Read(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s=%q: %v, want an error holding %q", EnvFiles, tc.files, err, tc.want)
		}
	}
}
