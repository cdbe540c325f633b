package path

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/workspace"
)

// fromTOML goes from a TOML table to a provisioned, validated preparer
// without the global registry, decoding strictly.
func fromTOML(t *testing.T, text string) *Path {
	t.Helper()
	p := New()
	md, err := toml.Decode(text, p)
	if err != nil {
		t.Fatal(err)
	}
	if u := md.Undecoded(); len(u) > 0 {
		t.Fatalf("unknown keys %v", u)
	}
	if err := p.Provision(registry.Context{Context: context.Background()}); err != nil {
		t.Fatal(err)
	}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

// writeTree creates files (name → content) under dir.
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		full := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func workDir(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "ws")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := workspace.RemoveWorkspace(dir); err != nil {
			t.Error(err)
		}
	})
	return dir
}

// digestOf computes the workspace digest of files as docs/preparers.md
// specifies it, independently of the code that computes it.
func digestOf(files map[string]string) string {
	h := sha256.New()
	io.WriteString(h, "sluice-workspace-digest-v1\n")
	for _, name := range slices.Sorted(maps.Keys(files)) {
		fmt.Fprintf(h, "%s\x00%d\x00%x\n", name, len(files[name]), sha256.Sum256([]byte(files[name])))
	}
	return hex.EncodeToString(h.Sum(nil))
}

func target(p string) job.Target { return job.Target{Kind: "path", Path: p} }

func TestCopyFromTOML(t *testing.T) {
	p := fromTOML(t, `mode = "copy"`)
	src := t.TempDir()
	files := map[string]string{"a.txt": "alpha", "sub/b.txt": "beta", "sub/deep/c.go": "package c"}
	writeTree(t, src, files)
	dir := workDir(t)
	res, err := p.Prepare(context.Background(), target(src), dir, prepare.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Root != "" || res.Files != 3 || res.Bytes != 18 || res.Digest != digestOf(files) {
		t.Errorf("result %+v, want digest %s", res, digestOf(files))
	}
	for name, body := range files {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || string(got) != body {
			t.Errorf("%s: %q, %v", name, got, err)
		}
		fi, _ := os.Stat(filepath.Join(dir, name))
		if fi.Mode().Perm() != 0o400 {
			t.Errorf("%s: mode %v", name, fi.Mode().Perm())
		}
	}
	if fi, _ := os.Stat(filepath.Join(dir, "sub")); fi.Mode().Perm() != 0o500 {
		t.Errorf("sub: mode %v", fi.Mode().Perm())
	}
	// The workspace cannot be written.
	if err := os.WriteFile(filepath.Join(dir, "new"), nil, 0o600); err == nil && os.Geteuid() != 0 {
		t.Error("workspace is writable")
	}
}

func TestViewMode(t *testing.T) {
	p := fromTOML(t, `mode = "view"`)
	src := t.TempDir()
	files := map[string]string{"a.txt": "alpha", "sub/b.txt": "beta"}
	writeTree(t, src, files)
	dir := workDir(t)
	res, err := p.Prepare(context.Background(), target(src+"/./sub/.."), dir, prepare.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	real, _ := filepath.EvalSymlinks(src)
	// A view is not a snapshot: nothing is read, so no content digest.
	if res.Root != real || res.Files != 2 || res.Bytes != 9 || res.Digest != "" {
		t.Errorf("result %+v", res)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 0 {
		t.Errorf("view mode wrote %d entries into dir", len(ents))
	}
}

// TestViewWithPatterns: with include/exclude patterns the in-place view
// still reads nothing and copies nothing, but its listing leaves out what
// the patterns exclude and the result is ListingOnly, so a scanner that
// does not walk the listing is given CopyListing's copy instead. Before,
// the view returned the whole tree and the patterns were lost on the way
// to the scanner; then patterns made every view a copy. The copy holds
// exactly what copy mode builds.
func TestViewWithPatterns(t *testing.T) {
	p := fromTOML(t, `mode = "view"`)
	src := t.TempDir()
	writeTree(t, src, map[string]string{"a.txt": "alpha", "sub/b.txt": "beta", "c/.git/config": "url", "c/d.txt": "delta"})
	tg := target(src)
	tg.Exclude = []string{"sub/**", "**/.git"}
	dir := workDir(t)
	res, err := p.Prepare(context.Background(), tg, dir, prepare.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Root != src || !res.ListingOnly || res.Files != 2 || res.Excluded != 2 || res.Listing == nil {
		t.Fatalf("result %+v, want a listing-only view of 2 files with 2 entries excluded", res)
	}
	fsys, err := dirfs.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	fsys.UseListing(res.Listing)
	var listed []string
	fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			listed = append(listed, p)
		}
		return err
	})
	if !slices.Equal(listed, []string{"a.txt", "c/d.txt"}) {
		t.Errorf("the listing names %q, want a.txt and c/d.txt", listed)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("view mode wrote %d entries into dir", len(ents))
	}

	copied, err := workspace.CopyListing(context.Background(), res, dir, prepare.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"a.txt": "alpha", "c/d.txt": "delta"}
	if copied.Root != "" || copied.Files != 2 || copied.Excluded != 2 || copied.Digest != digestOf(want) {
		t.Errorf("copy of the listing: %+v", copied)
	}
	for _, gone := range []string{"sub/b.txt", "c/.git/config"} {
		if _, err := os.Lstat(filepath.Join(dir, gone)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("excluded %s in the copy: %v", gone, err)
		}
	}
	cp := fromTOML(t, `mode = "copy"`)
	byCopy, err := cp.Prepare(context.Background(), tg, workDir(t), prepare.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if byCopy.Digest != copied.Digest || byCopy.Files != copied.Files || byCopy.Excluded != copied.Excluded {
		t.Errorf("copy mode %+v, the copied listing %+v: want the same workspace", byCopy, copied)
	}
}

func TestSymlinksAndSpecialsSkipped(t *testing.T) {
	for _, mode := range []string{"copy", "view"} {
		t.Run(mode, func(t *testing.T) {
			p := fromTOML(t, `mode = "`+mode+`"`)
			outside := t.TempDir()
			writeTree(t, outside, map[string]string{"secret": "TOP SECRET"})
			src := t.TempDir()
			writeTree(t, src, map[string]string{"in.txt": "in"})
			must(t, os.Symlink(filepath.Join(outside, "secret"), filepath.Join(src, "file-link")))
			must(t, os.Symlink(outside, filepath.Join(src, "dir-link")))
			must(t, os.Symlink("in.txt", filepath.Join(src, "inner-link")))
			must(t, syscall.Mkfifo(filepath.Join(src, "fifo"), 0o600))
			dir := workDir(t)
			res, err := p.Prepare(context.Background(), target(src), dir, prepare.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			wantDigest := digestOf(map[string]string{"in.txt": "in"})
			if mode == "view" {
				wantDigest = ""
			}
			if res.Files != 1 || res.Symlinks != 3 || res.Specials != 1 || res.Digest != wantDigest {
				t.Errorf("result %+v", res)
			}
			if mode == "copy" {
				ents, _ := os.ReadDir(dir)
				if len(ents) != 1 || ents[0].Name() != "in.txt" {
					t.Errorf("workspace holds %v", ents)
				}
			}
		})
	}
}

func TestSymlinkedTargetResolvedAndRoots(t *testing.T) {
	allowed := t.TempDir()
	src := filepath.Join(allowed, "repo")
	writeTree(t, src, map[string]string{"a": "a"})
	outside := t.TempDir()
	writeTree(t, outside, map[string]string{"b": "b"})
	// A link inside the allowed root that points outside it.
	must(t, os.Symlink(outside, filepath.Join(allowed, "escape")))

	p := fromTOML(t, `roots = ["`+allowed+`"]`)
	if _, err := p.Prepare(context.Background(), target(src), workDir(t), prepare.Limits{}); err != nil {
		t.Fatalf("allowed target: %v", err)
	}
	for _, bad := range []string{filepath.Join(allowed, "escape"), outside, allowed + "/../" + filepath.Base(outside)} {
		_, err := p.Prepare(context.Background(), target(bad), workDir(t), prepare.Limits{})
		if !errors.Is(err, prepare.ErrTarget) {
			t.Errorf("%s: got %v, want ErrTarget", bad, err)
		}
	}
}

func TestSingleFileTarget(t *testing.T) {
	for _, mode := range []string{"copy", "view"} {
		p := fromTOML(t, `mode = "`+mode+`"`)
		src := t.TempDir()
		writeTree(t, src, map[string]string{"one.txt": "only"})
		dir := workDir(t)
		res, err := p.Prepare(context.Background(), target(filepath.Join(src, "one.txt")), dir, prepare.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Root != "" || res.Files != 1 || res.Digest != digestOf(map[string]string{"one.txt": "only"}) {
			t.Errorf("%s: result %+v", mode, res)
		}
		if b, err := os.ReadFile(filepath.Join(dir, "one.txt")); string(b) != "only" {
			t.Errorf("%s: %q %v", mode, b, err)
		}
	}
}

func TestIncludeExclude(t *testing.T) {
	p := fromTOML(t, ``)
	src := t.TempDir()
	writeTree(t, src, map[string]string{
		"main.go": "m", "README.md": "r", "pkg/a.go": "a", "pkg/a_test.txt": "t",
		"vendor/v.go": "v", "node_modules/x/y.go": "y",
	})
	tg := target(src)
	tg.Include = []string{"**/*.go"}
	tg.Exclude = []string{"vendor/**", "**/node_modules"}
	dir := workDir(t)
	res, err := p.Prepare(context.Background(), tg, dir, prepare.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"main.go": "m", "pkg/a.go": "a"}
	if res.Files != 2 || res.Digest != digestOf(want) || res.Excluded != 4 {
		t.Errorf("result %+v", res)
	}
	if _, err := os.Lstat(filepath.Join(dir, "vendor")); !errors.Is(err, os.ErrNotExist) {
		t.Error("excluded directory copied")
	}
	tg.Include = []string{"a//b"}
	if _, err := p.Prepare(context.Background(), tg, workDir(t), prepare.Limits{}); !errors.Is(err, prepare.ErrTarget) {
		t.Errorf("bad pattern: %v", err)
	}
}

func TestLimits(t *testing.T) {
	src := t.TempDir()
	writeTree(t, src, map[string]string{"a": "12345", "b/c": "123", "b/d/e/f": "1"})
	tests := []struct {
		name   string
		limits prepare.Limits
		limit  string
	}{
		{"max_bytes", prepare.Limits{MaxBytes: 8}, prepare.LimitBytes},
		{"max_path_bytes", prepare.Limits{MaxPathBytes: 6}, prepare.LimitPathBytes},
		{"max_depth", prepare.Limits{MaxDepth: 3}, prepare.LimitDepth},
	}
	for _, mode := range []string{"copy", "view"} {
		for _, tt := range tests {
			t.Run(mode+"/"+tt.name, func(t *testing.T) {
				p := fromTOML(t, `mode = "`+mode+`"`)
				_, err := p.Prepare(context.Background(), target(src), workDir(t), tt.limits)
				var pe *prepare.Error
				if !errors.As(err, &pe) || pe.Limit != tt.limit || pe.Path == "" {
					t.Fatalf("got %v, want a %s error naming a file", err, tt.limit)
				}
			})
		}
	}
	// A file over max_file_bytes is left out and listed as skipped, with
	// its size and the setting that raises the limit; the rest is
	// prepared. Past max_files the walk stops: what it read is prepared,
	// and the entry past the limit is listed with the setting.
	for _, mode := range []string{"copy", "view"} {
		t.Run(mode+"/skips", func(t *testing.T) {
			p := fromTOML(t, `mode = "`+mode+`"`)
			dir := workDir(t)
			res, err := p.Prepare(context.Background(), target(src), dir, prepare.Limits{MaxFileBytes: 4})
			if err != nil {
				t.Fatal(err)
			}
			if res.Files != 2 || len(res.Skipped) != 1 || res.Skipped[0].Path != "a" ||
				res.Skipped[0].Reason != "5 bytes, over the limit of 4 (limits.file_max_bytes in worker.toml)" {
				t.Fatalf("max_file_bytes 4: %d files, skipped %+v", res.Files, res.Skipped)
			}
			if mode == "copy" {
				if _, err := os.Lstat(filepath.Join(dir, "a")); !errors.Is(err, os.ErrNotExist) {
					t.Errorf("the file over the limit was copied (%v)", err)
				}
			} else {
				// The listing, which a detector host walks, leaves it out.
				fsys, err := dirfs.Open(src)
				if err != nil {
					t.Fatal(err)
				}
				defer fsys.Close()
				fsys.UseListing(res.Listing)
				ents, err := fsys.ReadDir(".")
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range ents {
					if e.Name() == "a" {
						t.Error("the file over the limit is in the listing")
					}
				}
			}
			res, err = p.Prepare(context.Background(), target(src), workDir(t), prepare.Limits{MaxFiles: 3})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Skipped) != 1 || !strings.Contains(res.Skipped[0].Reason, "listing stopped here, after 3 entries (files and directories): over the limit of 3 (limits.workspace_max_files in worker.toml)") {
				t.Fatalf("max_files 3: %d files, skipped %+v", res.Files, res.Skipped)
			}
			if res.Files == 0 || res.Files >= 4 {
				t.Errorf("max_files 3: %d files prepared, want those listed before the stop", res.Files)
			}
		})
	}
	// Exactly at every limit passes.
	p := fromTOML(t, ``)
	at := prepare.Limits{MaxBytes: 9, MaxFileBytes: 5, MaxFiles: 6, MaxPathBytes: 7, MaxDepth: 4}
	if _, err := p.Prepare(context.Background(), target(src), workDir(t), at); err != nil {
		t.Fatalf("at limits: %v", err)
	}
}

func TestBadTargets(t *testing.T) {
	p := fromTOML(t, ``)
	fifoDir := t.TempDir()
	must(t, syscall.Mkfifo(filepath.Join(fifoDir, "f"), 0o600))
	for name, tg := range map[string]job.Target{
		"relative":  target("some/dir"),
		"missing":   target(filepath.Join(t.TempDir(), "nope")),
		"empty":     target(""),
		"fifo":      target(filepath.Join(fifoDir, "f")),
		"nul":       target("/tmp/a\x00b"),
		"long":      target("/" + strings.Repeat("a", job.MaxPathLen)),
		"wrongkind": {Kind: "archive", Path: fifoDir},
	} {
		_, err := p.Prepare(context.Background(), tg, workDir(t), prepare.Limits{})
		if !errors.Is(err, prepare.ErrTarget) {
			t.Errorf("%s: got %v, want ErrTarget", name, err)
		}
	}
	if _, err := p.Prepare(context.Background(), target(fifoDir), workDir(t), prepare.Limits{MaxBytes: -1}); err == nil {
		t.Error("negative limit accepted")
	}
}

func TestConfigErrors(t *testing.T) {
	p := New()
	p.Roots = []string{"relative"}
	if err := p.Validate(); err == nil {
		t.Error("relative root accepted")
	}
	p = New()
	p.Roots = []string{filepath.Join(t.TempDir(), "missing")}
	if err := p.Provision(registry.Context{Context: context.Background()}); err == nil {
		t.Error("missing root accepted")
	}
	if _, err := p.Prepare(context.Background(), target("/"), workDir(t), prepare.Limits{}); err == nil {
		t.Error("Prepare with unresolved roots succeeded")
	}
}

func TestRegistered(t *testing.T) {
	m, ok := modules.Lookup(ID)
	if !ok || m.Summary == "" || len(m.Keys) != 2 {
		t.Fatalf("module %+v", m)
	}
	table, err := config.PluginTable(m)
	if err != nil {
		t.Fatal(err)
	}
	v := m.New()
	md, err := toml.Decode(table, v)
	if err != nil || len(md.Undecoded()) > 0 {
		t.Fatalf("the generated table does not decode strictly: %v %v\n%s", err, md.Undecoded(), table)
	}
	if got := v.(*Path); got.Mode != ModeCopy || len(got.Roots) != 0 {
		t.Errorf("the generated table decodes to %+v, not the defaults", got)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestNamesOfAnyBytes is the reproduction of an in-place scan failing its
// preparation with "lstat: invalid argument" on a file whose name is not
// UTF-8: both modes accept such names, the view counts the file, and the
// copy holds it under its exact bytes.
func TestNamesOfAnyBytes(t *testing.T) {
	files := map[string]string{"\xff\xfe.env": "TOKEN=x", "d\x80/in\xc3.txt": "deep", "ok.txt": "ok"}
	for _, mode := range []string{"copy", "view"} {
		t.Run(mode, func(t *testing.T) {
			p := fromTOML(t, `mode = "`+mode+`"`)
			src := t.TempDir()
			writeTree(t, src, files)
			dir := workDir(t)
			res, err := p.Prepare(context.Background(), target(src), dir, prepare.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if res.Files != 3 || res.Bytes != 13 {
				t.Errorf("result %+v, want 3 files of 13 bytes", res)
			}
			if mode == "view" {
				return
			}
			for name, body := range files {
				if got, err := os.ReadFile(filepath.Join(dir, name)); err != nil || string(got) != body {
					t.Errorf("%q in the copy: %q, %v", name, got, err)
				}
			}
		})
	}
}

// TestModeValidated: the allowed modes are declared once, with the key;
// Validate refuses any other, as config check does with the line.
func TestModeValidated(t *testing.T) {
	p := New()
	if err := toml.Unmarshal([]byte(`mode = "move"`), p); err != nil {
		t.Fatal(err)
	}
	if err := p.Validate(); err == nil || !strings.Contains(err.Error(), `mode: "move" is not allowed (want copy or view)`) {
		t.Fatalf("Validate = %v", err)
	}
}

// TestOneShotViewsInPlace: in a one-shot command (worker scan) a directory
// is viewed in place whatever [preparer.path] mode says; a long-running
// worker keeps the mode it was given.
func TestOneShotViewsInPlace(t *testing.T) {
	for _, tc := range []struct {
		oneShot bool
		want    Mode
	}{{false, ModeCopy}, {true, ModeView}} {
		p := New()
		if _, err := toml.Decode(`mode = "copy"`, p); err != nil {
			t.Fatal(err)
		}
		if err := p.Provision(registry.Context{Context: context.Background(), OneShot: tc.oneShot}); err != nil {
			t.Fatal(err)
		}
		if p.Mode != tc.want {
			t.Errorf("OneShot %v: mode %q, want %q", tc.oneShot, p.Mode, tc.want)
		}
	}
}
