//go:build linux

package goplugin

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"syscall"
)

// entryFile is a plugin binary as Load found it.
type entryFile struct {
	path   string
	digest []byte // sha256
}

// checkEntry opens path without following a symlink, checks that it is a
// regular executable file, hashes it and compares the digest with want
// (lowercase hex) when want is not empty. The digest is what go-plugin's
// SecureConfig checks again at every exec.
func checkEntry(path, want string) (*entryFile, error) {
	if !filepath.IsAbs(path) || filepath.Clean(path) != path {
		return nil, fmt.Errorf("entry %q is not a clean absolute path", path)
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("opening entry: %w", err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("entry %s: %w", path, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("entry %s is a %s, not a regular file", path, fi.Mode().Type())
	}
	if fi.Mode().Perm()&0o111 == 0 {
		return nil, fmt.Errorf("entry %s is not executable (mode %s)", path, fi.Mode().Perm())
	}
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return nil, fmt.Errorf("hashing entry %s: %w", path, err)
	}
	e := &entryFile{path: path, digest: h.Sum(nil)}
	if got := hex.EncodeToString(e.digest); want != "" && want != got {
		return nil, fmt.Errorf("entry %s has sha256 %s, the manifest says %s", path, got, want)
	}
	if want != "" {
		e.digest, _ = hex.DecodeString(want)
	}
	return e, nil
}
