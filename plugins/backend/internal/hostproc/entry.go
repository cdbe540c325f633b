//go:build linux

package hostproc

import (
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"

	"github.com/sluicehq/sluice/internal/sandbox"
)

// Entry is a scanner executable as CheckEntry found it.
type Entry struct {
	// Path is the clean absolute path of the file.
	Path string
	// Digest is its sha256, lowercase hex.
	Digest string
	// Sum is its sha256 as bytes.
	Sum []byte
	// Exe is a sealed in-memory copy of the bytes hashed
	// (sandbox.SealedExecutable): executing it runs exactly those bytes,
	// whatever happens to the file at Path afterwards. It stays open for
	// the life of the process (a loaded scanner is kept until the worker
	// reloads), and is closed by the garbage collector once unreachable.
	Exe *os.File
}

// CheckEntry opens path without following a symlink, checks that it is a
// clean absolute path naming a regular executable file, copies it into a
// sealed memfd while hashing it, and compares the digest with want
// (lowercase hex) when want is not empty.
func CheckEntry(path, want string) (*Entry, error) {
	f, fi, err := openEntry(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi.Mode().Perm()&0o111 == 0 {
		return nil, fmt.Errorf("entry %s is not executable (mode %s)", path, fi.Mode().Perm())
	}
	exe, sum, err := sandbox.SealedExecutable(filepath.Base(path), f, fi.Size())
	if err != nil {
		return nil, fmt.Errorf("entry %s: %w", path, err)
	}
	if err := checkDigest(path, sum, want); err != nil {
		exe.Close()
		return nil, err
	}
	return &Entry{Path: path, Sum: sum, Digest: hex.EncodeToString(sum), Exe: exe}, nil
}
