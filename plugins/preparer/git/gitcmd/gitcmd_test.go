package gitcmd

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/plugins/preparer/git/gitcmd/gitcmdtest"
)

// repo makes a repository with one commit, in the object format given.
func repo(t *testing.T, format string) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := filepath.Join(t.TempDir(), "repo")
	gitcmdtest.Git(t, filepath.Dir(dir), "init", "-q", "-b", "main", "--object-format="+format, dir)
	gitcmdtest.Write(t, filepath.Join(dir, "a.txt"), "hello\n")
	gitcmdtest.Git(t, dir, "add", ".")
	gitcmdtest.Git(t, dir, "commit", "-q", "-m", "one")
	gitcmdtest.Git(t, dir, "tag", "v1")
	gitcmdtest.Git(t, dir, "pack-refs", "--all")
	gitcmdtest.Git(t, dir, "branch", "loose")
	return dir
}

func gitBinary(t *testing.T) string {
	bin, err := exec.LookPath("git")
	if err != nil {
		t.Skip("git is not installed")
	}
	return bin
}

// TestShadowReads reads a commit through the shadow of a sha1 and a
// sha256 repository, by packed and loose refs, and of a bare clone.
func TestShadowReads(t *testing.T) {
	for _, format := range []string{"sha1", "sha256"} {
		t.Run(format, func(t *testing.T) {
			dir := repo(t, format)
			bare := filepath.Join(t.TempDir(), "bare.git")
			gitcmdtest.Git(t, filepath.Dir(bare), "clone", "-q", "--bare", dir, bare)
			for _, p := range []string{dir, bare} {
				r, err := Open(gitBinary(t), p, t.TempDir())
				if err != nil {
					t.Fatal(err)
				}
				for _, ref := range []string{"HEAD", "v1", "loose", "main"} {
					out, err := r.Command(context.Background(), "cat-file", "-p", ref+":a.txt").Output()
					if err != nil || string(out) != "hello\n" {
						t.Errorf("%s %s:a.txt = %q, %v", p, ref, out, err)
					}
				}
				if err := r.Close(); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestOpenRefuses: each way a repository's files point outside it or
// break the shadow's rules is refused with an *Error naming the file.
func TestOpenRefuses(t *testing.T) {
	outside := filepath.Join(t.TempDir(), "outside")
	gitcmdtest.Write(t, outside, "0123456789012345678901234567890123456789\n")
	for _, tt := range []struct {
		name string
		arm  func(dir string)
		want string
	}{
		{"HEAD symlink", func(dir string) { replaceWithLink(t, filepath.Join(dir, ".git", "HEAD"), outside) }, "is a symlink"},
		{"ref symlink", func(dir string) { replaceWithLink(t, filepath.Join(dir, ".git", "refs", "heads", "loose"), outside) }, "not a regular file"},
		{"refs dir symlink", func(dir string) {
			replaceWithLink(t, filepath.Join(dir, ".git", "refs", "heads"), filepath.Dir(outside))
		}, "not a regular file"},
		{"objects symlink", func(dir string) { replaceWithLink(t, filepath.Join(dir, ".git", "objects"), filepath.Dir(outside)) }, "not a directory"},
		{".git symlink", func(dir string) { replaceWithLink(t, filepath.Join(dir, ".git"), filepath.Dir(outside)) }, "read only from inside"},
		{"HEAD not a ref", func(dir string) { gitcmdtest.Write(t, filepath.Join(dir, ".git", "HEAD"), "ref: ../../etc/passwd\n") }, "not a ref"},
		{"HEAD too large", func(dir string) {
			gitcmdtest.Write(t, filepath.Join(dir, ".git", "HEAD"), strings.Repeat("a", MaxRefFileBytes+1))
		}, "over the limit"},
		{"packed-refs junk", func(dir string) {
			gitcmdtest.Write(t, filepath.Join(dir, ".git", "packed-refs"), "[include]\n\tpath = /etc/passwd\n")
		}, "packed-refs"},
		{"mixed formats", func(dir string) {
			gitcmdtest.Write(t, filepath.Join(dir, ".git", "refs", "tags", "x"), strings.Repeat("a", 64)+"\n")
		}, "mixes object ids"},
		{"worktree", func(dir string) { gitcmdtest.Write(t, filepath.Join(dir, ".git", "commondir"), "/elsewhere\n") }, "linked worktree"},
		{"reftable", func(dir string) { os.Mkdir(filepath.Join(dir, ".git", "reftable"), 0o755) }, "reftable"},
		{"not a repo", func(dir string) { os.RemoveAll(filepath.Join(dir, ".git")) }, "not a git repository"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := repo(t, "sha1")
			tt.arm(dir)
			r, err := Open(gitBinary(t), dir, t.TempDir())
			if err == nil {
				r.Close()
				t.Fatal("opened")
			}
			var e *Error
			if !errors.As(err, &e) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want an *Error saying %q", err, tt.want)
			}
		})
	}
}

func replaceWithLink(t *testing.T, p, target string) {
	t.Helper()
	if err := os.RemoveAll(p); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, p); err != nil {
		t.Fatal(err)
	}
}

// TestGitRunsSandboxed: with a sandbox, git sees only the system paths,
// the repository and the shadow: asked to read /etc/passwd (which git
// would read for a hostile path) it cannot, while the same command
// without the sandbox can.
func TestGitRunsSandboxed(t *testing.T) {
	if err := sandbox.Probe().Missing(); err != nil {
		t.Skipf("kernel feature missing: %v", err)
	}
	dir := repo(t, "sha1")
	r, err := Open(gitBinary(t), dir, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	hash := func() error {
		_, err := r.Command(context.Background(), "hash-object", "--no-filters", "/etc/passwd").Output()
		return err
	}
	if err := hash(); err != nil {
		t.Fatalf("unsandboxed: %v", err)
	}
	cfg := sandbox.DefaultConfig()
	r.Sandbox = &cfg
	if err := hash(); err == nil {
		t.Fatal("git in the sandbox read /etc/passwd")
	}
	out, err := r.Command(context.Background(), "cat-file", "-p", "HEAD:a.txt").Output()
	if err != nil || string(out) != "hello\n" {
		t.Fatalf("git in the sandbox reading the repository: %q, %v", out, err)
	}
}

func TestMain(m *testing.M) {
	sandbox.Main()
	os.Exit(m.Run())
}
