package pkg

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"
	"syscall"

	"github.com/sluicehq/sluice/internal/dirfs"
)

// treeEntry is one regular file found in a package tree.
type treeEntry struct {
	size     int64
	dev, ino uint64
}

// pkgTree is an opened package checked for structure: a directory (the
// package itself, or a private extraction of its archive), or the
// read-only file system of a package built into the binary.
type pkgTree struct {
	root    *os.Root
	fsys    fs.FS                // instead of root, for a built-in package
	files   map[string]treeEntry // regular files, slash paths
	dirs    map[string]bool
	cleanup func()
}

func (t *pkgTree) close() {
	if t.root != nil {
		t.root.Close()
	}
	if t.cleanup != nil {
		t.cleanup()
	}
}

// openPackage opens a package directory or .tar.gz (extracting it under
// tmpDir) and checks its structure: only regular files and directories, no
// hard links, at most lim.MaxEntries entries, file sizes within limits. It
// returns the problems found; a nil tree means the package cannot be
// examined further.
func openPackage(ctx context.Context, pkgPath string, lim Limits, tmpDir string) (*pkgTree, []Problem) {
	fi, err := os.Lstat(pkgPath)
	if err != nil {
		return nil, []Problem{{Message: fmt.Sprintf("opening package: %v", err)}}
	}
	switch {
	case fi.Mode()&fs.ModeSymlink != 0:
		return nil, []Problem{{Message: "the package path is a symlink; give the real path"}}
	case fi.IsDir():
		return walkTree(ctx, pkgPath, lim, nil)
	case fi.Mode().IsRegular() && isArchiveName(pkgPath):
		dir, err := os.MkdirTemp(tmpDir, "sluice-pkg-")
		if err != nil {
			return nil, []Problem{{Message: fmt.Sprintf("creating extraction directory: %v", err)}}
		}
		cleanup := func() { os.RemoveAll(dir) }
		probs := extractArchive(ctx, pkgPath, dir, lim)
		if len(probs) > 0 {
			cleanup()
			return nil, probs
		}
		return walkTree(ctx, dir, lim, cleanup)
	}
	return nil, []Problem{{Message: "a package is a directory or a .tar.gz file"}}
}

func isArchiveName(p string) bool {
	return strings.HasSuffix(p, ".tar.gz") || strings.HasSuffix(p, ".tgz")
}

func walkTree(ctx context.Context, dir string, lim Limits, cleanup func()) (*pkgTree, []Problem) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		if cleanup != nil {
			cleanup()
		}
		return nil, []Problem{{Message: fmt.Sprintf("opening package directory: %v", err)}}
	}
	t := &pkgTree{root: root, files: map[string]treeEntry{}, dirs: map[string]bool{}, cleanup: cleanup}
	var probs []Problem
	entries := 0
	var walk func(rel string, depth int) bool
	walk = func(rel string, depth int) bool {
		if err := ctx.Err(); err != nil {
			probs = append(probs, Problem{Message: err.Error()})
			return false
		}
		d, err := root.Open(rel)
		if err != nil {
			probs = append(probs, Problem{File: rel, Message: fmt.Sprintf("opening directory: %v", err)})
			return true
		}
		list, err := d.ReadDir(lim.MaxEntries + 1 - entries)
		d.Close()
		if err != nil && err != io.EOF {
			probs = append(probs, Problem{File: rel, Message: fmt.Sprintf("reading directory: %v", err)})
			return true
		}
		sort.Slice(list, func(i, j int) bool { return list[i].Name() < list[j].Name() })
		for _, de := range list {
			entries++
			if entries > lim.MaxEntries {
				probs = append(probs, Problem{Message: fmt.Sprintf("more than %d entries", lim.MaxEntries)})
				return false
			}
			p := de.Name()
			if rel != "." {
				p = rel + "/" + p
			}
			info, err := root.Lstat(p)
			if err != nil {
				probs = append(probs, Problem{File: p, Message: fmt.Sprintf("stat: %v", err)})
				continue
			}
			m := info.Mode()
			switch {
			case m.IsDir():
				if depth >= MaxPathDepth {
					probs = append(probs, Problem{File: p, Message: fmt.Sprintf("directories nested deeper than %d", MaxPathDepth)})
					continue
				}
				t.dirs[p] = true
				if !walk(p, depth+1) {
					return false
				}
			case m.IsRegular():
				st, _ := info.Sys().(*syscall.Stat_t)
				if st != nil && st.Nlink > 1 {
					probs = append(probs, Problem{File: p, Message: fmt.Sprintf("is a hard link (%d links); package files must be plain files", st.Nlink)})
					continue
				}
				if info.Size() > lim.MaxFileBytes {
					probs = append(probs, Problem{File: p, Message: fmt.Sprintf("%d bytes, over the file limit of %d", info.Size(), lim.MaxFileBytes)})
					continue
				}
				e := treeEntry{size: info.Size()}
				if st != nil {
					e.dev, e.ino = uint64(st.Dev), st.Ino
				}
				t.files[p] = e
			default:
				probs = append(probs, Problem{File: p, Message: "is a " + dirfs.TypeName(m) + "; package entries must be regular files or directories"})
			}
		}
		return true
	}
	walk(".", 1)
	return t, probs
}

// fsTree opens the package tree of fsys (a built-in package, read in
// place) with the checks walkTree makes: only regular files and
// directories, at most lim.MaxEntries entries and MaxPathDepth levels,
// file sizes within lim.MaxFileBytes and, all together, lim.MaxTotalBytes.
func fsTree(ctx context.Context, fsys fs.FS, lim Limits) (*pkgTree, []Problem) {
	t := &pkgTree{fsys: fsys, files: map[string]treeEntry{}, dirs: map[string]bool{}}
	var probs []Problem
	entries := 0
	var total int64
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if p == "." {
			return nil
		}
		if entries++; entries > lim.MaxEntries {
			return fmt.Errorf("more than %d entries", lim.MaxEntries)
		}
		switch {
		case d.IsDir():
			if strings.Count(p, "/")+1 >= MaxPathDepth {
				probs = append(probs, Problem{File: p, Message: fmt.Sprintf("directories nested deeper than %d", MaxPathDepth)})
				return fs.SkipDir
			}
			t.dirs[p] = true
			return nil
		case !d.Type().IsRegular():
			probs = append(probs, Problem{File: p, Message: "is a " + dirfs.TypeName(d.Type()) + "; package entries must be regular files or directories"})
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if info.Size() > lim.MaxFileBytes {
			probs = append(probs, Problem{File: p, Message: fmt.Sprintf("%d bytes, over the file limit of %d", info.Size(), lim.MaxFileBytes)})
			return nil
		}
		if total += info.Size(); total > lim.MaxTotalBytes {
			return fmt.Errorf("more than the package limit of %d bytes", lim.MaxTotalBytes)
		}
		t.files[p] = treeEntry{size: info.Size()}
		return nil
	})
	if err != nil {
		probs = append(probs, Problem{Message: fmt.Sprintf("reading the package: %v", err)})
		return nil, probs
	}
	return t, probs
}

// errMissing is returned for a file the package walk did not find as a
// regular file.
var errMissing = errors.New("missing")

// openChecked opens a file of the tree found by the walk, and checks that
// what was opened is still that same regular, singly linked file.
func (t *pkgTree) openChecked(name string) (io.ReadCloser, error) {
	e, ok := t.files[name]
	if !ok {
		return nil, fmt.Errorf("missing or not a regular file")
	}
	if t.fsys != nil {
		return t.openFS(name, e)
	}
	f, err := t.root.OpenFile(name, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, fmt.Errorf("opening: %w", err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	st, _ := fi.Sys().(*syscall.Stat_t)
	if !fi.Mode().IsRegular() || (st != nil && (st.Nlink > 1 || uint64(st.Dev) != e.dev || st.Ino != e.ino)) {
		f.Close()
		return nil, fmt.Errorf("changed while being verified")
	}
	return f, nil
}

// openFS opens a file of a tree read from an fs.FS and checks that it is
// still the regular file of the size the walk found.
func (t *pkgTree) openFS(name string, e treeEntry) (io.ReadCloser, error) {
	f, err := t.fsys.Open(name)
	if err != nil {
		return nil, fmt.Errorf("opening: %w", err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !fi.Mode().IsRegular() || fi.Size() != e.size {
		f.Close()
		return nil, fmt.Errorf("changed while being verified")
	}
	return f, nil
}

// readSmall reads a whole file of the tree, at most max bytes.
func (t *pkgTree) readSmall(name string, max int64) ([]byte, error) {
	e, ok := t.files[name]
	if !ok {
		return nil, errMissing
	}
	if e.size > max {
		return nil, fmt.Errorf("%d bytes, over the limit of %d", e.size, max)
	}
	f, err := t.openChecked(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, fmt.Errorf("reading: %w", err)
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("grew past the limit of %d bytes while being read", max)
	}
	return data, nil
}

// hashFile reads a listed file once, writing its bytes to dst while hashing
// them, and checks size and digest against the manifest entry.
func (t *pkgTree) hashFile(ctx context.Context, fe FileEntry, dst io.Writer) error {
	f, err := t.openChecked(fe.Path)
	if err != nil {
		return err
	}
	defer f.Close()
	h := sha256.New()
	// One read and one write per copyChunkBytes: a 5 MB module in 21 writes
	// to its store copy, not 160 of io.Copy's 32 KiB.
	buf := make([]byte, min(fe.Size+1, copyChunkBytes))
	n, err := io.CopyBuffer(io.MultiWriter(h, dst), io.LimitReader(ctxReader{ctx, f}, fe.Size+1), buf)
	if err != nil {
		return fmt.Errorf("reading: %w", err)
	}
	switch {
	case n > fe.Size:
		return fmt.Errorf("longer than the %d bytes the manifest lists", fe.Size)
	case n < fe.Size:
		return fmt.Errorf("%d bytes, shorter than the %d bytes the manifest lists", n, fe.Size)
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != fe.SHA256 {
		return fmt.Errorf("sha256 is %s, the manifest lists %s", got, fe.SHA256)
	}
	return nil
}

// copyChunkBytes is the most hashFile reads and writes at once.
const copyChunkBytes = 256 << 10

// ctxReader stops a long copy when ctx is done.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// parentDirs returns every proper parent directory of a slash path.
func parentDirs(p string) []string {
	var out []string
	for d := path.Dir(p); d != "." && d != "/"; d = path.Dir(d) {
		out = append(out, d)
	}
	return out
}
