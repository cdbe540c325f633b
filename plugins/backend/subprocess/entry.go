//go:build linux

package subprocess

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// entryFile is a scanner executable as Load found it. Scan compares the
// file's identity with it before each run, so a replaced entry is noticed.
type entryFile struct {
	path    string
	digest  string // sha256, lowercase hex
	dev     uint64
	ino     uint64
	size    int64
	modTime time.Time
}

// checkEntry opens path without following a symlink, checks that it is a
// regular executable file, hashes it and compares the digest with want when
// want is not empty.
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
	e := &entryFile{path: path, digest: hex.EncodeToString(h.Sum(nil)), size: fi.Size(), modTime: fi.ModTime()}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		e.dev, e.ino = st.Dev, st.Ino
	}
	if want != "" && want != e.digest {
		return nil, fmt.Errorf("entry %s has sha256 %s, the manifest says %s", path, e.digest, want)
	}
	return e, nil
}

// unchanged reports an error when the file at e.path is no longer the file
// Load hashed (different inode, size or modification time, or a symlink).
func (e *entryFile) unchanged() error {
	fi, err := os.Lstat(e.path)
	if err != nil {
		return fmt.Errorf("entry changed since load: %w", err)
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !fi.Mode().IsRegular() || !ok || st.Dev != e.dev || st.Ino != e.ino || fi.Size() != e.size || !fi.ModTime().Equal(e.modTime) {
		return fmt.Errorf("entry %s changed since load; reload the scanner", e.path)
	}
	return nil
}

// removeTree removes dir and everything below it. When the first attempt
// fails it makes every directory writable and searchable (WalkDir visits a
// directory before reading it, so one pass reaches the whole tree) and
// tries again, so a scanner cannot leave an unremovable tree behind with
// chmod. A missing dir is not an error.
func removeTree(dir string) error {
	err := os.RemoveAll(dir)
	if err == nil || errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, _ error) error {
		if d != nil && d.IsDir() && d.Type()&fs.ModeSymlink == 0 {
			_ = os.Chmod(p, 0o700)
		}
		return nil
	})
	if err := os.RemoveAll(dir); err != nil {
		return fmt.Errorf("removing %s: %w", dir, err)
	}
	return nil
}
