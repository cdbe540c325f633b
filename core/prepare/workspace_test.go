package prepare

import (
	"context"
	"crypto/sha256"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func newWorkspace(t *testing.T, l Limits) (*Workspace, string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "ws")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { removeReadOnly(t, dir) })
	ws, err := OpenWorkspace(dir, NewBudget(l))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	return ws, dir
}

func TestWorkspaceWritesReadOnlyTree(t *testing.T) {
	ws, dir := newWorkspace(t, Limits{})
	ctx := context.Background()
	if err := ws.AddDir("a"); err != nil {
		t.Fatal(err)
	}
	if err := ws.AddDir("empty"); err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{"a/b/c.txt": "hello", "top.txt": "x"} {
		if _, err := ws.AddFile(ctx, name, strings.NewReader(body)); err != nil {
			t.Fatal(err)
		}
	}
	res, err := ws.Finish()
	if err != nil {
		t.Fatal(err)
	}
	if res.Files != 2 || res.Bytes != 6 || res.Root != "" {
		t.Errorf("result %+v", res)
	}
	want := digest([]FileSum{
		{Path: "a/b/c.txt", Size: 5, SHA256: sha256.Sum256([]byte("hello"))},
		{Path: "top.txt", Size: 1, SHA256: sha256.Sum256([]byte("x"))},
	})
	if res.Digest != want {
		t.Errorf("digest %s, want %s", res.Digest, want)
	}
	for p, mode := range map[string]os.FileMode{".": 0o500, "a": 0o500, "a/b": 0o500, "a/b/c.txt": 0o400, "top.txt": 0o400} {
		fi, err := os.Lstat(filepath.Join(dir, p))
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != mode {
			t.Errorf("%s: mode %v, want %v", p, fi.Mode().Perm(), mode)
		}
	}
	if _, err := os.Lstat(filepath.Join(dir, "empty")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("empty directory was created: %v", err)
	}
}

func TestWorkspaceConflicts(t *testing.T) {
	ctx := context.Background()
	type step struct {
		dir  bool
		name string
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"duplicate file", []step{{false, "a"}, {false, "a"}}},
		{"duplicate dir", []step{{true, "d"}, {true, "d"}}},
		{"file then dir", []step{{false, "a"}, {true, "a"}}},
		{"dir then file", []step{{true, "a"}, {false, "a"}}},
		{"implied dir then file", []step{{false, "a/b"}, {false, "a"}}},
		{"parent is file", []step{{false, "a"}, {false, "a/b"}}},
		{"dir under file", []step{{false, "a"}, {true, "a/b"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws, _ := newWorkspace(t, Limits{})
			var err error
			for _, s := range tt.steps {
				if s.dir {
					err = ws.AddDir(s.name)
				} else {
					_, err = ws.AddFile(ctx, s.name, strings.NewReader("x"))
				}
				if err != nil {
					break
				}
			}
			if !errors.Is(err, ErrConflict) {
				t.Fatalf("got %v, want ErrConflict", err)
			}
		})
	}
}

func TestWorkspaceLimits(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name   string
		limits Limits
		files  map[string]int
		limit  string
	}{
		{"file bytes", Limits{MaxFileBytes: 10}, map[string]int{"a": 11}, LimitFileBytes},
		{"total bytes", Limits{MaxBytes: 15}, map[string]int{"a": 10, "b": 10}, LimitBytes},
		{"implied dirs count", Limits{MaxFiles: 1}, map[string]int{"x/y/z": 1}, LimitFiles},
		{"implied dir depth", Limits{MaxDepth: 1}, map[string]int{"x/y/z": 1}, LimitDepth},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws, _ := newWorkspace(t, tt.limits)
			var err error
			for name, n := range tt.files {
				if _, err = ws.AddFile(ctx, name, strings.NewReader(strings.Repeat("z", n))); err != nil {
					break
				}
			}
			var pe *Error
			if !errors.As(err, &pe) || pe.Limit != tt.limit || !errors.Is(err, ErrLimit) {
				t.Fatalf("got %v, want limit %s", err, tt.limit)
			}
		})
	}
}

func TestBudgetDeclare(t *testing.T) {
	b := NewBudget(Limits{MaxFileBytes: 10, MaxBytes: 15})
	var pe *Error
	if err := b.Declare("a", 11); !errors.As(err, &pe) || pe.Limit != LimitFileBytes {
		t.Errorf("got %v", err)
	}
	b = NewBudget(Limits{MaxFileBytes: 10, MaxBytes: 15})
	if err := b.Declare("a", 10); err != nil {
		t.Fatal(err)
	}
	if err := b.Declare("b", 6); !errors.As(err, &pe) || pe.Limit != LimitBytes {
		t.Errorf("got %v", err)
	}
	if err := b.Declare("c", -1); !errors.Is(err, ErrFormat) {
		t.Errorf("got %v", err)
	}
}

func TestBudgetCopyHonoursContext(t *testing.T) {
	b := NewBudget(Limits{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := b.Copy(ctx, "a", io.Discard, strings.NewReader("x")); !errors.Is(err, context.Canceled) {
		t.Errorf("got %v", err)
	}
}

func TestErrorUnwrap(t *testing.T) {
	cause := errors.New("boom")
	err := Errorf(ErrFormat, "x", "bad: %w", cause)
	if !errors.Is(err, ErrFormat) || !errors.Is(err, cause) || err.Error() != "prepare: x: bad: boom" {
		t.Errorf("got %v", err)
	}
}

// removeReadOnly removes a finished (read-only) workspace the test made,
// giving its directories back their write permission first.
func removeReadOnly(t *testing.T, dir string) {
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			os.Chmod(p, 0o700)
		}
		return nil
	})
	if err := os.RemoveAll(dir); err != nil {
		t.Error(err)
	}
}
