package goplugin

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/config"
)

// TestSocketDirMustExist: Validate (so worker config check) refuses a
// socket_dir that is relative, missing or not a directory, as the backend
// would fail on it at its first scanner start. (config check said ok.)
func TestSocketDirMustExist(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	os.WriteFile(file, nil, 0o600)
	for _, tc := range []struct{ dir, want string }{
		{"rel/sockets", "is not an absolute path"},
		{filepath.Join(dir, "missing"), "no such file or directory"},
		{file, "is not a directory"},
		{dir, ""},
	} {
		b := New()
		if err := config.DecodePlugin(ID, `socket_dir = "`+tc.dir+`"`, b); err != nil {
			t.Fatal(err)
		}
		err := b.Validate()
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("socket_dir %q: %v, want %q", tc.dir, err, tc.want)
		}
	}
}
