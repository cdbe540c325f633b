//go:build unix

package hostproc

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// openEntry opens path without following a symlink and checks that it is a
// clean absolute path naming a regular file. The caller closes the file.
func openEntry(path string) (*os.File, fs.FileInfo, error) {
	if !filepath.IsAbs(path) || filepath.Clean(path) != path {
		return nil, nil, fmt.Errorf("entry %q is not a clean absolute path", path)
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, nil, fmt.Errorf("opening entry: %w", err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("entry %s: %w", path, err)
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, nil, fmt.Errorf("entry %s is a %s, not a regular file", path, fi.Mode().Type())
	}
	return f, fi, nil
}

// checkDigest returns an error when want is not empty and differs from
// sum (want is lowercase hex).
func checkDigest(path string, sum []byte, want string) error {
	if got := hex.EncodeToString(sum); want != "" && got != want {
		return fmt.Errorf("entry %s has sha256 %s, the manifest says %s", path, got, want)
	}
	return nil
}

// ReadEntry reads an entry file that is loaded rather than executed (a
// WASM module): path must be a clean absolute path naming a regular file,
// not a symlink, of at most max bytes. Its sha256 is compared with want
// (lowercase hex) when want is not empty. The digest is of the bytes
// returned, so a file changed while read cannot pass for the one checked.
func ReadEntry(path, want string, max int64) ([]byte, error) {
	f, fi, err := openEntry(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi.Size() > max {
		return nil, fmt.Errorf("entry %s is %d bytes, over the limit of %d", path, fi.Size(), max)
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, fmt.Errorf("reading entry %s: %w", path, err)
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("entry %s grew past %d bytes while read", path, max)
	}
	sum := sha256.Sum256(data)
	if err := checkDigest(path, sum[:], want); err != nil {
		return nil, err
	}
	return data, nil
}
