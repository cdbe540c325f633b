package dirfs

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"testing/fstest"
	"unicode/utf8"

	"github.com/sluicehq/sluice/internal/fsname"
)

func write(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func open(t *testing.T, dir string) *FS {
	t.Helper()
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := f.Close(); err != nil {
			t.Error(err)
		}
	})
	return f
}

// TestFSConformance runs the standard fs.FS checks over a tree deeper and
// wider than the handle cache.
func TestFSConformance(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{"top.txt": "top"}
	var want []string
	for i := range maxCachedDirs + 10 {
		name := fmt.Sprintf("d%03d/e/f/file%d.txt", i, i)
		files[name] = name
		want = append(want, name)
	}
	write(t, dir, files)
	if err := fstest.TestFS(open(t, dir), append(want, "top.txt")...); err != nil {
		t.Fatal(err)
	}
}

// TestNeverFollowsSymlinks: a symbolic link is refused at every element of
// a path, also when it points inside the tree.
func TestNeverFollowsSymlinks(t *testing.T) {
	outside := t.TempDir()
	write(t, outside, map[string]string{"secret": "TOP SECRET"})
	dir := t.TempDir()
	write(t, dir, map[string]string{"in/a.txt": "a"})
	for link, target := range map[string]string{
		"file-link": filepath.Join(outside, "secret"),
		"dir-link":  outside,
		"in-link":   "in",
		"in/self":   "a.txt",
	} {
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	f := open(t, dir)
	for _, name := range []string{"file-link", "dir-link/secret", "in-link/a.txt", "in/self"} {
		if file, err := f.Open(name); err == nil {
			file.Close()
			t.Errorf("Open(%q) followed a symbolic link", name)
		} else if !errors.Is(err, syscall.ELOOP) && !errors.Is(err, syscall.ENOTDIR) {
			t.Errorf("Open(%q): %v, want ELOOP or ENOTDIR", name, err)
		}
	}
	if _, err := f.ReadDir("dir-link"); err == nil {
		t.Error("ReadDir followed a symbolic link")
	}
	fi, err := f.Lstat("dir-link")
	if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("Lstat(dir-link) = %v, %v; want a symlink", fi, err)
	}
	for _, name := range []string{"../x", "/etc/passwd", "in/../in/a.txt"} {
		if _, err := f.Open(name); !errors.Is(err, fs.ErrInvalid) {
			t.Errorf("Open(%q): %v, want fs.ErrInvalid", name, err)
		}
	}
	file, err := f.Open("in/a.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	if b, _ := io.ReadAll(file); string(b) != "a" {
		t.Errorf("in/a.txt = %q", b)
	}
}

// TestFIFODoesNotHang: opening a FIFO returns at once (O_NONBLOCK), and
// the caller sees it is not a regular file.
func TestFIFODoesNotHang(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo"), 0o600); err != nil {
		t.Fatal(err)
	}
	file, err := open(t, dir).Open("fifo")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	fi, err := file.Stat()
	if err != nil || fi.Mode().IsRegular() {
		t.Errorf("Stat = %v, %v; want a FIFO", fi, err)
	}
}

// TestReplacedDirectory: a directory swapped for a symbolic link after its
// handle was cached is still read through the handle of the directory the
// walk opened, never through the link.
func TestReplacedDirectory(t *testing.T) {
	outside := t.TempDir()
	write(t, outside, map[string]string{"a.txt": "outside"})
	dir := t.TempDir()
	write(t, dir, map[string]string{"d/a.txt": "inside"})
	f := open(t, dir)
	if _, err := f.ReadDir("d"); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(filepath.Join(dir, "d"), filepath.Join(dir, "moved")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "d")); err != nil {
		t.Fatal(err)
	}
	b, err := fs.ReadFile(f, "d/a.txt")
	if err == nil && string(b) == "outside" {
		t.Fatal("read a file through a symbolic link swapped in for a directory")
	}
}

func TestClosed(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, map[string]string{"d/a.txt": "a"})
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Open("d/a.txt"); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("Open after Close: %v, want fs.ErrClosed", err)
	}
	if err := f.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}

// TestNamesOfAnyBytes: files whose names are not UTF-8 (and one holding a
// literal escape rune) are listed, opened, stated and read under their
// escaped names, and pass the fs.FS checks.
func TestNamesOfAnyBytes(t *testing.T) {
	dir := t.TempDir()
	raw := map[string]string{
		"\xff\xfe.env":        "secret",
		"d\x80/in\xc3.txt":    "deep",
		"lit\uef80.txt":       "literal escape rune",
		"plain/\u00e9t\u00e9": "plain",
	}
	for name, body := range raw {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Skipf("this file system refuses the name %q: %v", name, err)
		}
	}
	f := open(t, dir)
	var escaped []string
	for name, body := range raw {
		e := fsname.Escape(name)
		escaped = append(escaped, e)
		b, err := fs.ReadFile(f, e)
		if err != nil || string(b) != body {
			t.Errorf("ReadFile(%q) = %q, %v; want %q", e, b, err, body)
		}
		fi, err := f.Lstat(e)
		if err != nil || fi.Name() != path.Base(e) {
			t.Errorf("Lstat(%q) = %v, %v", e, fi, err)
		}
		if _, err := f.Open(name); name != e && err == nil {
			t.Errorf("Open(%q) opened a raw name that is not its escape", name)
		}
	}
	if err := fstest.TestFS(f, escaped...); err != nil {
		t.Fatal(err)
	}
	// Every name a walk sees opens, and the escape of "é" spelled as
	// escape runes does not.
	err := fs.WalkDir(f, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !utf8.ValidString(p) {
			t.Errorf("walk saw %q, not UTF-8", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Open("plain/\uefc3\uefa9t\u00e9"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a second spelling of a name opened: %v", err)
	}
}

// TestFIFOReadDoesNotWait: a FIFO that has a writer but no data fails a
// read at once (EAGAIN) instead of waiting for the writer: files are read
// with plain system calls on their non-blocking descriptor, never through
// the runtime poller.
func TestFIFOReadDoesNotWait(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(p, 0o600); err != nil {
		t.Fatal(err)
	}
	file, err := open(t, dir).Open("fifo")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	w, err := os.OpenFile(p, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if n, err := file.Read(make([]byte, 8)); !errors.Is(err, syscall.EAGAIN) {
		t.Errorf("Read of an empty FIFO = %d, %v; want EAGAIN", n, err)
	}
}

// TestFileMethods: a File reads, reads at offsets, seeks and stats like an
// *os.File, lists a directory opened through Open, and fails every call
// with fs.ErrClosed after Close.
func TestFileMethods(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, map[string]string{"d/a.txt": "0123456789", "d/\xffb.txt": "b"})
	f := open(t, dir)
	file, err := f.Open("d/a.txt")
	if err != nil {
		t.Fatal(err)
	}
	fi, err := file.Stat()
	if err != nil || fi.Name() != "a.txt" || fi.Size() != 10 || !fi.Mode().IsRegular() {
		t.Fatalf("Stat = %v, %v", fi, err)
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); !ok || st.Ino == 0 {
		t.Errorf("Sys() = %#v, want a *syscall.Stat_t with an inode number", fi.Sys())
	}
	ra := file.(io.ReaderAt)
	buf := make([]byte, 4)
	if n, err := ra.ReadAt(buf, 8); n != 2 || err != io.EOF || string(buf[:n]) != "89" {
		t.Errorf("ReadAt(8) = %d %q, %v; want 2 \"89\", EOF", n, buf[:n], err)
	}
	if off, err := file.(io.Seeker).Seek(6, io.SeekStart); off != 6 || err != nil {
		t.Errorf("Seek = %d, %v", off, err)
	}
	if b, err := io.ReadAll(file); string(b) != "6789" || err != nil {
		t.Errorf("ReadAll after Seek = %q, %v", b, err)
	}
	if err := file.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := file.Read(buf); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("Read after Close: %v, want fs.ErrClosed", err)
	}
	if _, err := file.Stat(); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("Stat after Close: %v, want fs.ErrClosed", err)
	}
	if err := file.Close(); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("second Close: %v, want fs.ErrClosed", err)
	}

	d, err := f.Open("d")
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	names, err := d.(*File).Readdirnames(-1)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(names)
	if want := []string{"a.txt", fsname.Escape("\xffb.txt")}; !slices.Equal(names, want) {
		t.Errorf("Readdirnames = %q, want %q", names, want)
	}
	if fi, err := d.Stat(); err != nil || !fi.IsDir() || fi.Name() != "d" {
		t.Errorf("Stat of a listed directory = %v, %v", fi, err)
	}
}

// TestUseListing: ReadDir answers from a listing of the same root, even
// for a directory since removed, while Open still refuses what changed (a
// file swapped for a link); a listing of another root is refused, and
// ReadDir fails after Close.
func TestUseListing(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, map[string]string{"d/a.txt": "a", "d/b.txt": "b"})
	walked := open(t, dir)
	l := NewListing(dir)
	for _, name := range []string{".", "d"} {
		ents, err := walked.ReadDir(name)
		if err != nil {
			t.Fatal(err)
		}
		l.Add(name, ents)
	}
	if err := os.Remove(filepath.Join(dir, "d", "b.txt")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("b.txt", filepath.Join(dir, "d", "b.txt")); err != nil {
		t.Fatal(err)
	}
	if open(t, t.TempDir()).UseListing(l) {
		t.Error("an FS of another directory took the listing")
	}
	f, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !f.UseListing(l) {
		t.Fatal("the listing of the FS's own root was refused")
	}
	ents, err := f.ReadDir("d")
	if err != nil || len(ents) != 2 || ents[1].Name() != "b.txt" || !ents[1].Type().IsRegular() {
		t.Fatalf("ReadDir(d) = %v, %v; want the listed entries", ents, err)
	}
	if _, err := f.Open("d/b.txt"); !errors.Is(err, syscall.ELOOP) {
		t.Errorf("Open of a listed file swapped for a link: %v, want ELOOP", err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := f.ReadDir("d"); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("ReadDir after Close: %v, want fs.ErrClosed", err)
	}
}

// TestFileRelativeCalls: a directory File stats and opens its entries
// through its own handle, never following a symbolic link, and refuses
// anything but one escaped path element.
func TestFileRelativeCalls(t *testing.T) {
	outside := t.TempDir()
	dir := t.TempDir()
	write(t, dir, map[string]string{"d/a.txt": "a", "d/e/b.txt": "b", "d/\xff.txt": "odd"})
	if err := os.Symlink(outside, filepath.Join(dir, "d", "link")); err != nil {
		t.Fatal(err)
	}
	f := open(t, dir)
	d, err := f.OpenDir("d")
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if fi, err := d.Lstat("a.txt"); err != nil || fi.Size() != 1 || fi.Name() != "a.txt" {
		t.Errorf("Lstat(a.txt) = %v, %v", fi, err)
	}
	odd := fsname.Escape("\xff.txt")
	if fi, err := d.Lstat(odd); err != nil || fi.Name() != odd {
		t.Errorf("Lstat(%q) = %v, %v", odd, fi, err)
	}
	if fi, err := d.Lstat("link"); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("Lstat(link) = %v, %v; want the link itself", fi, err)
	}
	if sub, err := d.OpenDir("link"); err == nil {
		sub.Close()
		t.Error("OpenDir followed a symbolic link")
	}
	sub, err := d.OpenDir("e")
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Close()
	if fi, err := sub.Lstat("b.txt"); err != nil || fi.Size() != 1 {
		t.Errorf("e: Lstat(b.txt) = %v, %v", fi, err)
	}
	for _, bad := range []string{"", ".", "..", "e/b.txt", "/etc", "\xff.txt"} {
		if _, err := d.Lstat(bad); !errors.Is(err, fs.ErrInvalid) {
			t.Errorf("Lstat(%q): %v, want fs.ErrInvalid", bad, err)
		}
		if _, err := d.OpenDir(bad); !errors.Is(err, fs.ErrInvalid) {
			t.Errorf("OpenDir(%q): %v, want fs.ErrInvalid", bad, err)
		}
	}
}
