package path

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// tokDetector reports every "tok_" and the 8 bytes after it.
type tokDetector struct{}

func (tokDetector) Info() scanner.Info {
	return scanner.Info{Name: "tok", Version: "1", Kind: scanner.KindDetector, Keywords: []string{"tok_"}, MaxMatchBytes: 16}
}

func (tokDetector) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	for off := 0; ; off++ {
		i := bytes.Index(w.Data[off:], []byte("tok_"))
		if i < 0 || off+i+12 > len(w.Data) {
			return nil
		}
		off += i
		secret := w.Data[off : off+12]
		f := scanner.Finding{RuleID: "tok", Path: w.Path, StartOffset: int64(off), EndOffset: int64(off + 12),
			Fingerprint: scanner.Fingerprint("tok", w.Path, secret), Severity: scanner.SeverityLow}
		if err := out.Finding(f); err != nil {
			return err
		}
	}
}

// scanLog records a scan's findings (path: secret offset) and log lines.
type scanLog struct {
	mu       sync.Mutex
	findings []string
	logs     []string
}

func (c *scanLog) Finding(f scanner.Finding) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.findings = append(c.findings, fmt.Sprintf("%s:%d", f.Path, f.StartOffset))
	return nil
}

func (c *scanLog) Progress(scanner.Progress) {}

func (c *scanLog) Log(level scanner.Level, msg string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.logs = append(c.logs, msg)
}

// scanPrepared scans a view the way the wasm backend does: through a
// dirfs.FS of its root, walking the preparer's listing when useListing.
func scanPrepared(t *testing.T, res prepare.Result, useListing bool) *scanLog {
	t.Helper()
	fsys, err := dirfs.Open(res.Root)
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	if useListing && !fsys.UseListing(res.Listing) {
		t.Fatal("the view's listing was not taken for its own root")
	}
	e, err := detectengine.New(tokDetector{}.Info(), detectengine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := &scanLog{}
	if err := e.ScanFS(t.Context(), fsys, nil, tokDetector{}, c); err != nil {
		t.Fatal(err)
	}
	return c
}

// hostileTree is a target holding a symbolic link to a secret outside it,
// a link to a directory outside it, a FIFO, a name that is not UTF-8 and,
// when the system lets this user make one, a device node.
func hostileTree(t *testing.T) (src string) {
	outside := t.TempDir()
	writeTree(t, outside, map[string]string{"secret": "tok_OUTSIDE1"})
	src = t.TempDir()
	writeTree(t, src, map[string]string{"a.txt": "tok_aaaaaaaa", "sub/b.txt": "x tok_bbbbbbbb", "sub/c.txt": "tok_cccccccc"})
	must(t, os.Symlink(filepath.Join(outside, "secret"), filepath.Join(src, "link")))
	must(t, os.Symlink(outside, filepath.Join(src, "dirlink")))
	must(t, syscall.Mkfifo(filepath.Join(src, "fifo"), 0o600))
	if err := os.WriteFile(filepath.Join(src, "odd\xff.txt"), []byte("tok_oddname1"), 0o644); err != nil {
		t.Logf("this file system refuses a name that is not UTF-8 (%v); the tree has none", err)
	}
	if err := syscall.Mknod(filepath.Join(src, "null"), syscall.S_IFCHR|0o600, 1<<8|3); err != nil {
		t.Logf("no device node in the tree: mknod needs privileges here (%v)", err)
	}
	return src
}

// TestListingScanSameAsOwnWalk: walking the view's listing finds and logs
// exactly what the engine's own walk of the same tree does: the same
// findings, the FIFO and device skipped with the same message, the links
// neither followed nor reported.
func TestListingScanSameAsOwnWalk(t *testing.T) {
	src := hostileTree(t)
	p := fromTOML(t, `mode = "view"`)
	res, err := p.Prepare(context.Background(), target(src), workDir(t), prepare.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Listing == nil || res.Listing.Dirs() != 2 {
		t.Fatalf("listing %+v, want the 2 directories of the target", res.Listing)
	}
	own, reused := scanPrepared(t, res, false), scanPrepared(t, res, true)
	if !slices.Equal(own.findings, reused.findings) || !slices.Equal(own.logs, reused.logs) {
		t.Errorf("own walk: %q %q\nlisting:  %q %q", own.findings, own.logs, reused.findings, reused.logs)
	}
	for _, want := range []string{"a.txt:0", "sub/b.txt:2", "sub/c.txt:0"} {
		if !slices.Contains(reused.findings, want) {
			t.Errorf("findings %q, want %s among them", reused.findings, want)
		}
	}
	for _, f := range reused.findings {
		if strings.HasPrefix(f, "link") || strings.HasPrefix(f, "dirlink") {
			t.Errorf("finding %s read through a symbolic link", f)
		}
	}
	if !slices.ContainsFunc(reused.logs, func(l string) bool { return strings.Contains(l, `"fifo"`) && strings.Contains(l, "special file") }) {
		t.Errorf("logs %q do not skip the FIFO as a special file", reused.logs)
	}
}

// TestListingEntriesChangedAfterPrepare: an entry replaced after the view
// listed it is refused when the scan opens it, never followed: a file
// swapped for a link to a secret outside, a directory swapped for a link
// to a directory outside, a file swapped for a FIFO. Each is skipped with
// a warning; the unchanged file is still scanned.
func TestListingEntriesChangedAfterPrepare(t *testing.T) {
	outside := t.TempDir()
	writeTree(t, outside, map[string]string{"secret": "tok_OUTSIDE1", "b.txt": "x tok_OUTSIDE2"})
	src := t.TempDir()
	writeTree(t, src, map[string]string{"a.txt": "tok_aaaaaaaa", "sub/b.txt": "x tok_bbbbbbbb", "c.txt": "tok_cccccccc", "d.txt": "tok_dddddddd"})
	p := fromTOML(t, `mode = "view"`)
	res, err := p.Prepare(context.Background(), target(src), workDir(t), prepare.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	must(t, os.Remove(filepath.Join(src, "a.txt")))
	must(t, os.Symlink(filepath.Join(outside, "secret"), filepath.Join(src, "a.txt")))
	must(t, os.Rename(filepath.Join(src, "sub"), filepath.Join(t.TempDir(), "sub")))
	must(t, os.Symlink(outside, filepath.Join(src, "sub")))
	must(t, os.Remove(filepath.Join(src, "c.txt")))
	must(t, syscall.Mkfifo(filepath.Join(src, "c.txt"), 0o600))

	c := scanPrepared(t, res, true)
	if want := []string{"d.txt:0"}; !slices.Equal(c.findings, want) {
		t.Errorf("findings %q, want only %q (nothing through a swapped-in link)", c.findings, want)
	}
	for _, name := range []string{`"a.txt"`, `"sub/b.txt"`, `"c.txt"`} {
		if !slices.ContainsFunc(c.logs, func(l string) bool { return strings.Contains(l, name) }) {
			t.Errorf("no warning for %s in %q", name, c.logs)
		}
	}
}

// TestListingOnlyForItsRoot: a listing is refused by an FS of another
// directory, whose names it would not describe.
func TestListingOnlyForItsRoot(t *testing.T) {
	src := t.TempDir()
	writeTree(t, src, map[string]string{"a.txt": "a"})
	p := fromTOML(t, `mode = "view"`)
	res, err := p.Prepare(context.Background(), target(src), workDir(t), prepare.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	fsys, err := dirfs.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	if fsys.UseListing(res.Listing) {
		t.Error("an FS took the listing of another directory")
	}
}
