package state

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f.json")
	for _, content := range []string{"one", "two, longer"} {
		if err := WriteFileAtomic(path, []byte(content)); err != nil {
			t.Fatal(err)
		}
		got, err := ReadFile(path, 100)
		if err != nil || string(got) != content {
			t.Fatalf("read %q, %v; want %q", got, err, content)
		}
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != FileMode {
		t.Fatalf("mode %v, want %v", fi.Mode().Perm(), FileMode)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("temp files left behind: %v", entries)
	}
}

func TestWriteAtomicFailureLeavesOldContent(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f")
	if err := WriteFileAtomic(path, []byte("old")); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := WriteAtomic(path, func(w io.Writer) error {
		w.Write([]byte("half"))
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("got %v, want boom", err)
	}
	if got, _ := ReadFile(path, 10); string(got) != "old" {
		t.Fatalf("content %q after a failed write, want old", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("temp file left behind: %v", entries)
	}
}

func TestReadFileRefusesSymlinksAndLargeFiles(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target")
	if err := os.WriteFile(target, []byte("0123456789"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(link, 100); err == nil || !strings.Contains(err.Error(), "symlink") {
		t.Fatalf("symlink: got %v, want a refusal naming the symlink", err)
	}
	if _, err := ReadFile(target, 5); err == nil || !strings.Contains(err.Error(), "over the limit") {
		t.Fatalf("large file: got %v, want a limit error", err)
	}
	if _, err := ReadFile(dir, 5); err == nil {
		t.Fatal("reading a directory succeeded")
	}
}

func TestMkdirPrivate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a", "b")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := MkdirPrivate(dir); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(dir); fi.Mode().Perm() != DirMode {
		t.Fatalf("mode %v, want %v", fi.Mode().Perm(), DirMode)
	}
	link := filepath.Join(t.TempDir(), "link")
	if err := os.Symlink(dir, link); err != nil {
		t.Fatal(err)
	}
	if err := MkdirPrivate(link); err == nil {
		t.Fatal("a symlinked directory was accepted")
	}
}

func TestRemoveTemps(t *testing.T) {
	dir := t.TempDir()
	f, err := CreateTemp(dir)
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	keep := filepath.Join(dir, "keep")
	os.WriteFile(keep, nil, 0o600)
	if err := RemoveTemps(dir); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "keep" {
		t.Fatalf("left %v, want only keep", entries)
	}
}

func TestLockDirLiveHolderFailsFast(t *testing.T) {
	dir := t.TempDir()
	l, err := LockDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Unlock()
	_, err = LockDir(dir)
	if !errors.Is(err, ErrLocked) || !strings.Contains(err.Error(), "pid "+strconv.Itoa(os.Getpid())) {
		t.Fatalf("got %v, want ErrLocked naming pid %d", err, os.Getpid())
	}
	if err := l.Unlock(); err != nil {
		t.Fatal(err)
	}
	l2, err := LockDir(dir)
	if err != nil {
		t.Fatalf("lock after unlock: %v", err)
	}
	l2.Unlock()
}

// A lock whose recorded holder is dead is retried until the descriptor
// still holding it (here: ours, standing in for a dead worker's fork that
// has not reached exec yet) is closed.
func TestLockDirDeadHolderIsRetried(t *testing.T) {
	dir := t.TempDir()
	l, err := LockDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	dead := cmd.Process.Pid
	if err := os.WriteFile(filepath.Join(dir, LockName), []byte(strconv.Itoa(dead)+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		l2, err := LockDir(dir)
		if err == nil {
			l2.Unlock()
		}
		done <- err
	}()
	l.Unlock()
	if err := <-done; err != nil {
		t.Fatalf("lock with a dead recorded holder: %v", err)
	}
}

// TestProcessOnlyDurability: without fsyncs a write is still atomic (a
// temp file renamed over the old content), private, and leaves no temp.
func TestProcessOnlyDurability(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f.json")
	for _, v := range []map[string]int{{"a": 1}, {"b": 22}} {
		if err := ProcessOnly.WriteJSONAtomic(path, v); err != nil {
			t.Fatal(err)
		}
	}
	got, err := ReadFile(path, 100)
	if err != nil || strings.TrimSpace(string(got)) != "{\n  \"b\": 22\n}" {
		t.Fatalf("read %q, %v", got, err)
	}
	fi, err := os.Stat(path)
	if err != nil || fi.Mode().Perm() != FileMode {
		t.Fatalf("stat %v, %v", fi, err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("temp files left behind: %v", entries)
	}
	if err := ProcessOnly.WriteAtomic(path, func(io.Writer) error { return errors.New("fill failed") }); err == nil {
		t.Fatal("a failed fill was reported as written")
	}
	if got2, _ := ReadFile(path, 100); string(got2) != string(got) {
		t.Fatalf("a failed write changed the file: %q", got2)
	}
	if err := ProcessOnly.SyncDir(filepath.Join(dir, "missing")); err != nil {
		t.Errorf("ProcessOnly.SyncDir touched the file system: %v", err)
	}
	if err := Durable.SyncDir(filepath.Join(dir, "missing")); err == nil {
		t.Error("Durable.SyncDir of a missing directory succeeded")
	}
}
