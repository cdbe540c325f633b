// Package state holds the worker's durable, private file primitives: atomic
// writes (temp file, fsync, rename, directory fsync), private directories,
// no-follow reads, and the exclusive state-dir lock.
//
// Directories are created 0700 and files 0600. Nothing here follows a
// symlink at the final path component.
package state

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/sluicehq/sluice/internal/strictjson"
)

// File and directory modes for everything the worker writes.
const (
	DirMode  os.FileMode = 0o700
	FileMode os.FileMode = 0o600
)

// TempPrefix starts the name of every temp file WriteFileAtomic creates, so
// recovery can sweep leftovers with RemoveTemps.
const TempPrefix = ".tmp-"

// MkdirPrivate creates dir and any missing parents with mode 0700. An
// existing dir must be a real directory (not a symlink); its mode is
// tightened to 0700.
func MkdirPrivate(dir string) error {
	if err := os.MkdirAll(dir, DirMode); err != nil {
		return fmt.Errorf("creating directory %s: %w", dir, err)
	}
	fi, err := os.Lstat(dir)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return fmt.Errorf("%s: not a directory (symlinks are not accepted here)", dir)
	}
	if fi.Mode().Perm() != DirMode {
		if err := os.Chmod(dir, DirMode); err != nil {
			return fmt.Errorf("making %s private: %w", dir, err)
		}
	}
	return nil
}

// WriteFileAtomic writes data to path so that after a crash path holds
// either its old content or data, never a mix: write a temp file in the same
// directory, fsync it, rename it over path, fsync the directory.
func WriteFileAtomic(path string, data []byte) error {
	return WriteAtomic(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteJSONAtomic encodes v as indented JSON and writes it atomically.
func WriteJSONAtomic(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding %s: %w", filepath.Base(path), err)
	}
	return WriteFileAtomic(path, append(data, '\n'))
}

// WriteAtomic is WriteFileAtomic with the content produced by fill.
func WriteAtomic(path string, fill func(w io.Writer) error) error {
	return Durable.WriteAtomic(path, fill)
}

// Durability says what a write must survive.
type Durability int

const (
	// Durable writes survive a power loss: the file and its directory are
	// fsynced. The default.
	Durable Durability = iota
	// ProcessOnly writes survive the process dying at any instant (the
	// rename is still atomic) but not a power loss or a kernel crash: no
	// fsync. For state that nothing reads after a power loss, such as the
	// temporary state dir of a one-shot scan.
	ProcessOnly
)

// WriteJSONAtomic encodes v as indented JSON and writes it atomically with
// durability d.
func (d Durability) WriteJSONAtomic(path string, v any) error {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding %s: %w", filepath.Base(path), err)
	}
	return d.WriteAtomic(path, func(w io.Writer) error {
		_, err := w.Write(append(data, '\n'))
		return err
	})
}

// SyncDir is SyncDir when d is Durable, else nothing.
func (d Durability) SyncDir(dir string) error {
	if d == ProcessOnly {
		return nil
	}
	return SyncDir(dir)
}

// Sync fsyncs f when d is Durable.
func (d Durability) Sync(f *os.File) error {
	if d == ProcessOnly {
		return nil
	}
	return f.Sync()
}

// WriteAtomic is the package's WriteAtomic with durability d.
func (d Durability) WriteAtomic(path string, fill func(w io.Writer) error) error {
	return d.WriteAtomicVia(filepath.Dir(path), path, fill)
}

// WriteAtomicVia is WriteAtomic with the temp file created in tmpDir rather
// than beside path, for callers that keep temp files out of a shared
// directory. tmpDir must be on path's file system (a rename cannot cross
// file systems); only path's directory is fsynced.
func (d Durability) WriteAtomicVia(tmpDir, path string, fill func(w io.Writer) error) error {
	dir := filepath.Dir(path)
	tmp, err := CreateTemp(tmpDir)
	if err != nil {
		return err
	}
	name := tmp.Name()
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			os.Remove(name)
		}
	}()
	if err := fill(tmp); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := d.Sync(tmp); err != nil {
		return fmt.Errorf("syncing %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("closing %s: %w", path, err)
	}
	if err := os.Rename(name, path); err != nil {
		return fmt.Errorf("renaming into %s: %w", path, err)
	}
	ok = true
	return d.SyncDir(dir)
}

// CreateTemp creates a new private temp file in dir, named with TempPrefix.
func CreateTemp(dir string) (*os.File, error) {
	for range 10 {
		name := filepath.Join(dir, TempPrefix+RandomHex(8))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, FileMode)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("creating temp file in %s: %w", dir, err)
		}
		return f, nil
	}
	return nil, fmt.Errorf("creating temp file in %s: too many collisions", dir)
}

// ReadFile reads a regular file without following a symlink at path, and
// refuses files larger than maxBytes.
func ReadFile(path string, maxBytes int64) ([]byte, error) {
	f, err := OpenNoFollow(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	if fi.Size() > maxBytes {
		return nil, fmt.Errorf("%s: %d bytes, over the limit of %d", path, fi.Size(), maxBytes)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	if int64(len(data)) > maxBytes {
		return nil, fmt.Errorf("%s: grew past the limit of %d bytes while reading", path, maxBytes)
	}
	return data, nil
}

// ReadJSON reads path (at most maxBytes) and decodes it strictly into v:
// unknown fields and trailing data are errors.
func ReadJSON(path string, maxBytes int64, v any) error {
	data, err := ReadFile(path, maxBytes)
	if err != nil {
		return err
	}
	if err := strictjson.Decode(data, v); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// OpenNoFollow opens path for reading, failing if its last element is a
// symlink.
func OpenNoFollow(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, 0)
	if err != nil {
		if errors.Is(err, syscall.ELOOP) {
			return nil, fmt.Errorf("%s: is a symlink; refusing to follow it", path)
		}
		return nil, err
	}
	return f, nil
}

// RemoveTemps deletes leftover temp files (from a crash mid-write) in dir.
func RemoveTemps(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil
		}
		return err
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), TempPrefix) {
			if err := os.Remove(filepath.Join(dir, e.Name())); err != nil && !errors.Is(err, os.ErrNotExist) {
				return err
			}
		}
	}
	return nil
}

// RandomHex returns n random bytes as lowercase hex.
func RandomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return hex.EncodeToString(b)
}
