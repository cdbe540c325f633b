package workspace

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/dirfs"
)

// TestRemoveWorkspaceFinished: a finished workspace is read-only, down to
// its deepest directory, and RemoveWorkspace still removes all of it.
func TestRemoveWorkspaceFinished(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ws")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	ws, err := prepare.OpenWorkspace(dir, prepare.NewBudget(prepare.Limits{}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ws.AddFile(context.Background(), "a/b/c/file.txt", strings.NewReader("x")); err != nil {
		t.Fatal(err)
	}
	if _, err := ws.Finish(); err != nil {
		t.Fatal(err)
	}
	ws.Close()
	if err := RemoveWorkspace(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("workspace still there: %v", err)
	}
}

func TestRemoveWorkspaceMissingAndSymlink(t *testing.T) {
	if err := RemoveWorkspace(filepath.Join(t.TempDir(), "nope")); err != nil {
		t.Error(err)
	}
	outside := t.TempDir()
	if err := os.WriteFile(filepath.Join(outside, "keep"), []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	before, err := os.Stat(outside)
	if err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(t.TempDir(), "link")
	if err := os.Symlink(outside, link); err != nil {
		t.Fatal(err)
	}
	if err := RemoveWorkspace(link); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(outside, "keep")); err != nil {
		t.Errorf("symlink target touched: %v", err)
	}
	if fi, _ := os.Stat(outside); fi.Mode() != before.Mode() {
		t.Errorf("symlink target mode changed to %v", fi.Mode().Perm())
	}
}

// TestCopyListingFollowsNoLink: CopyListing copies what the listing names
// and nothing else, and a listed file that became a symbolic link (to a
// file outside the tree) after the listing is refused, never followed.
func TestCopyListingFollowsNoLink(t *testing.T) {
	root, outside := t.TempDir(), t.TempDir()
	for name, body := range map[string]string{"a.txt": "alpha", "b.txt": "beta", "hidden.txt": "not listed"} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(outside, "secret"), []byte("outside"), 0o600); err != nil {
		t.Fatal(err)
	}
	fsys, err := dirfs.Open(root)
	if err != nil {
		t.Fatal(err)
	}
	ents, err := fsys.ReadDir(".")
	fsys.Close()
	if err != nil {
		t.Fatal(err)
	}
	listing := dirfs.NewListing(root)
	var listed []fs.DirEntry
	for _, e := range ents {
		if e.Name() != "hidden.txt" {
			listed = append(listed, e)
		}
	}
	listing.Add(".", listed)
	view := prepare.Result{Root: root, Listing: listing, ListingOnly: true, Excluded: 1}

	dir := filepath.Join(t.TempDir(), "ws")
	os.Mkdir(dir, 0o700)
	res, err := CopyListing(context.Background(), view, dir, prepare.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Files != 2 || res.Excluded != 1 || res.Root != "" || res.Digest == "" {
		t.Errorf("copy %+v, want 2 files, 1 excluded, a digest", res)
	}
	if _, err := os.Lstat(filepath.Join(dir, "hidden.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a file the listing leaves out was copied: %v", err)
	}
	RemoveWorkspace(dir)

	if err := os.Remove(filepath.Join(root, "b.txt")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(outside, "secret"), filepath.Join(root, "b.txt")); err != nil {
		t.Fatal(err)
	}
	os.Mkdir(dir, 0o700)
	if _, err := CopyListing(context.Background(), view, dir, prepare.Limits{}); err == nil || !strings.Contains(err.Error(), "b.txt") {
		t.Fatalf("a listed file replaced by a link: %v, want an error naming it", err)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "b.txt")); err == nil {
		t.Errorf("the link was followed: the copy holds %q", data)
	}
}
