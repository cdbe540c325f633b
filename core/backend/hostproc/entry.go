//go:build linux

package hostproc

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"syscall"
	"time"
)

// Entry is a scanner executable as CheckEntry found it.
type Entry struct {
	// Path is the clean absolute path of the file.
	Path string
	// Digest is its sha256, lowercase hex.
	Digest string
	// Sum is its sha256 as bytes.
	Sum []byte

	dev, ino uint64
	size     int64
	modTime  time.Time
}

// CheckEntry opens path without following a symlink, checks that it is a
// clean absolute path naming a regular executable file, hashes it and
// compares the digest with want (lowercase hex) when want is not empty.
func CheckEntry(path, want string) (*Entry, error) {
	f, fi, err := openEntry(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi.Mode().Perm()&0o111 == 0 {
		return nil, fmt.Errorf("entry %s is not executable (mode %s)", path, fi.Mode().Perm())
	}
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return nil, fmt.Errorf("hashing entry %s: %w", path, err)
	}
	e := &Entry{Path: path, Sum: h.Sum(nil), size: fi.Size(), modTime: fi.ModTime()}
	e.Digest = hex.EncodeToString(e.Sum)
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		e.dev, e.ino = st.Dev, st.Ino
	}
	if err := checkDigest(path, e.Sum, want); err != nil {
		return nil, err
	}
	return e, nil
}

// Unchanged returns an error when the file at e.Path is no longer the file
// CheckEntry hashed (another inode, size or modification time, or a
// symlink).
func (e *Entry) Unchanged() error {
	fi, err := os.Lstat(e.Path)
	if err != nil {
		return fmt.Errorf("entry changed since load: %w", err)
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !fi.Mode().IsRegular() || !ok || st.Dev != e.dev || st.Ino != e.ino || fi.Size() != e.size || !fi.ModTime().Equal(e.modTime) {
		return fmt.Errorf("entry %s changed since load; reload the scanner", e.Path)
	}
	return nil
}
