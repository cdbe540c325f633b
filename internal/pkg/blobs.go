package pkg

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/sluicehq/sluice/internal/state"
)

// Store blob modes: entries of native scanners are executable by the
// worker's user only; everything else is read-only.
const (
	blobModeExec os.FileMode = 0o500
	blobModeData os.FileMode = 0o400
)

// blobSink copies files being verified into the store: each file's bytes
// go to a private temp file as they are hashed, and only a file whose size
// and digest matched is renamed to blobs/sha256/<digest>. With keepWasm, it
// also keeps the verified bytes of each WebAssembly file in memory, so the
// backend that loads it need not read and hash its copy again.
type blobSink struct {
	s        *Store
	cur      *os.File
	paths    map[string]string // listed path → blob path
	keepWasm bool
	curBytes *bytes.Buffer
	kept     map[string][]byte // listed path → verified bytes (keepWasm)
}

func (b *blobSink) open(fe FileEntry) (io.Writer, error) {
	f, err := state.CreateTemp(b.s.tmpDir)
	if err != nil {
		return nil, err
	}
	b.cur = f
	if b.keepWasm && fe.Kind == KindWasm {
		b.curBytes = bytes.NewBuffer(make([]byte, 0, fe.Size))
		return io.MultiWriter(f, b.curBytes), nil
	}
	return f, nil
}

func (b *blobSink) done(fe FileEntry, ok bool) error {
	f, kept := b.cur, b.curBytes
	b.cur, b.curBytes = nil, nil
	tmp := f.Name()
	defer os.Remove(tmp) // a no-op once renamed
	if !ok {
		f.Close()
		return nil
	}
	mode := blobModeData
	if fe.Kind == KindExecutable {
		mode = blobModeExec
	}
	durability := b.s.opt.Durability
	err := durability.Sync(f)
	if err == nil {
		err = f.Chmod(mode)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("writing store copy of %s: %w", fe.Path, err)
	}
	dst := filepath.Join(b.s.blobDir, fe.SHA256)
	if err := b.keepOrReplace(dst, fe, mode); err != nil {
		return err
	}
	if _, err := os.Lstat(dst); err != nil {
		if err := os.Rename(tmp, dst); err != nil {
			return fmt.Errorf("storing %s: %w", fe.Path, err)
		}
		if err := durability.SyncDir(b.s.blobDir); err != nil {
			return err
		}
	}
	b.paths[fe.Path] = dst
	if kept != nil {
		if b.kept == nil {
			b.kept = map[string][]byte{}
		}
		b.kept[fe.Path] = kept.Bytes()
	}
	return nil
}

// keepOrReplace checks an existing blob: if its content still has its
// digest it is kept (with at least mode's permissions); otherwise it was
// tampered with, and it is removed so the fresh verified copy replaces it.
func (b *blobSink) keepOrReplace(dst string, fe FileEntry, mode os.FileMode) error {
	fi, err := os.Lstat(dst)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("checking store copy of %s: %w", fe.Path, err)
	}
	if fi.Mode().IsRegular() {
		if sum, err := hashStored(dst); err == nil && sum == fe.SHA256 {
			want := fi.Mode().Perm() | mode
			if want&0o077 == 0 && want&0o200 == 0 {
				if want != fi.Mode().Perm() {
					if err := os.Chmod(dst, want); err != nil {
						return fmt.Errorf("setting mode of store copy of %s: %w", fe.Path, err)
					}
				}
				return nil
			}
		}
	}
	b.s.opt.Logger.Warn("store copy does not match its digest or mode; replacing it with the verified copy",
		"path", fe.Path, "blob", dst)
	if err := os.RemoveAll(dst); err != nil {
		return fmt.Errorf("removing tampered store copy of %s: %w", fe.Path, err)
	}
	return nil
}
