package git

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/internal/workspace"
	"github.com/sluicehq/sluice/plugins/preparer/git/gitcmd/gitcmdtest"
)

func write(t *testing.T, dir, rel, content string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// hostileRepo makes a repository with two commits whose config, hooks and
// attributes would run code or hide files if anything honoured them. It
// returns the repo, the first commit id and the file a hook or filter
// would create.
func hostileRepo(t *testing.T) (repo, first, pwned string) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	repo = t.TempDir()
	pwned = filepath.Join(t.TempDir(), "pwned")
	gitcmdtest.Git(t, repo, "init", "-q", "-b", "main")
	write(t, repo, "README.md", "hello\n")
	write(t, repo, "src/app.env", "TOKEN=one\n")
	gitcmdtest.Git(t, repo, "add", ".")
	gitcmdtest.Git(t, repo, "commit", "-q", "-m", "one")
	first = gitcmdtest.Git(t, repo, "rev-parse", "HEAD")
	write(t, repo, "src/app.env", "TOKEN=two\n")
	write(t, repo, "secret/hidden.txt", "export-ignore cannot hide me\n")
	write(t, repo, ".gitattributes", "secret/** export-ignore\n* filter=evil\n")
	if err := os.Symlink("/etc/passwd", filepath.Join(repo, "link")); err != nil {
		t.Fatal(err)
	}
	gitcmdtest.Git(t, repo, "add", ".")
	gitcmdtest.Git(t, repo, "commit", "-q", "-m", "two")
	gitcmdtest.Git(t, repo, "tag", "v2")
	// Only now arm the traps, so the test's own git calls do not fire them.
	gitcmdtest.Git(t, repo, "config", "filter.evil.smudge", "touch "+pwned+"; cat")
	gitcmdtest.Git(t, repo, "config", "core.fsmonitor", "touch "+pwned)
	write(t, repo, ".git/hooks/post-checkout", "#!/bin/sh\ntouch "+pwned+"\n")
	os.Chmod(filepath.Join(repo, ".git/hooks/post-checkout"), 0o755)
	return repo, first, pwned
}

// provisioned returns a provisioned Git that runs git unsandboxed: these
// tests hold the shadow git dir alone to its promises (the sandbox is the
// second layer; TestPrepareSandboxed and the worker's tests run both).
func provisioned(t *testing.T) *Git {
	return provisionedWith(t, sandbox.ModeOff)
}

// provisionedWith returns a provisioned Git with the sandbox mode given.
func provisionedWith(t *testing.T, mode string) *Git {
	g := New()
	g.Sandbox = mode
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	if err := g.Provision(registry.Context{}); err != nil {
		t.Fatal(err)
	}
	return g
}

// workspaceDir returns a new directory for a workspace, removed when the test
// ends with workspace.RemoveWorkspace: a prepared workspace is read-only, so
// t.TempDir's own cleanup cannot remove it as a user other than root.
func workspaceDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Cleanup(func() {
		if err := workspace.RemoveWorkspace(dir); err != nil {
			t.Error(err)
		}
	})
	return dir
}

func readTree(t *testing.T, dir string) map[string]string {
	files := map[string]string{}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = string(b)
		return nil
	})
	return files
}

func TestPrepareCommits(t *testing.T) {
	repo, first, pwned := hostileRepo(t)
	g := provisioned(t)
	for _, tt := range []struct {
		ref  string
		want map[string]string
	}{
		{"", map[string]string{"README.md": "hello\n", "src/app.env": "TOKEN=two\n", "secret/hidden.txt": "export-ignore cannot hide me\n",
			".gitattributes": "secret/** export-ignore\n* filter=evil\n"}},
		{"v2", nil},
		{"main~1", map[string]string{"README.md": "hello\n", "src/app.env": "TOKEN=one\n"}},
		{first, map[string]string{"README.md": "hello\n", "src/app.env": "TOKEN=one\n"}},
	} {
		t.Run("ref="+tt.ref, func(t *testing.T) {
			dir := workspaceDir(t)
			res, err := g.Prepare(context.Background(), job.Target{Kind: "git", Path: repo, Ref: tt.ref}, dir, prepare.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			got := readTree(t, dir)
			if tt.want != nil && len(got) != len(tt.want) {
				t.Fatalf("files %v, want %v", got, tt.want)
			}
			for k, v := range tt.want {
				if got[k] != v {
					t.Errorf("%s = %q, want %q", k, got[k], v)
				}
			}
			if res.Files != len(got) || res.Digest == "" {
				t.Errorf("result %+v for %d files", res, len(got))
			}
			if tt.ref == "" && res.Symlinks != 1 {
				t.Errorf("symlinks = %d, want 1", res.Symlinks)
			}
		})
	}
	if _, err := os.Stat(pwned); err == nil {
		t.Fatal("a hook, filter or fsmonitor from the repository ran")
	}
}

func TestPrepareIncludeExcludeAndLimits(t *testing.T) {
	repo, _, _ := hostileRepo(t)
	g := provisioned(t)
	dir := workspaceDir(t)
	res, err := g.Prepare(context.Background(), job.Target{Path: repo, Include: []string{"src/**"}}, dir, prepare.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if got := readTree(t, dir); len(got) != 1 || got["src/app.env"] == "" || res.Excluded != 3 {
		t.Errorf("include src/**: files %v, excluded %d", got, res.Excluded)
	}
	for _, tt := range []struct {
		name   string
		limits prepare.Limits
		limit  string
	}{
		{"bytes", prepare.Limits{MaxBytes: 20}, prepare.LimitBytes},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := g.Prepare(context.Background(), job.Target{Path: repo}, workspaceDir(t), tt.limits)
			var pe *prepare.Error
			if !errors.As(err, &pe) || pe.Limit != tt.limit {
				t.Fatalf("err = %v, want limit %s", err, tt.limit)
			}
		})
	}
	// Past max_files, listing stops: what was listed is prepared, and the
	// entry past the limit is reported with the setting.
	t.Run("files", func(t *testing.T) {
		res, err := g.Prepare(context.Background(), job.Target{Path: repo}, workspaceDir(t), prepare.Limits{MaxFiles: 2})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Skipped) != 1 || !strings.Contains(res.Skipped[0].Reason, "listing stopped here") ||
			!strings.Contains(res.Skipped[0].Reason, "limits.workspace_max_files") || res.Files > 2 {
			t.Fatalf("%d files, skipped %+v: want at most 2 and where listing stopped", res.Files, res.Skipped)
		}
	})
	// A file over max_file_bytes is left out and reported, with its size
	// and the setting; the other files are prepared.
	t.Run("file bytes", func(t *testing.T) {
		dir := workspaceDir(t)
		all, err := g.Prepare(context.Background(), job.Target{Path: repo}, workspaceDir(t), prepare.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		res, err := g.Prepare(context.Background(), job.Target{Path: repo}, dir, prepare.Limits{MaxFileBytes: 8})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Skipped) == 0 || res.Files+len(res.Skipped) != all.Files {
			t.Fatalf("%d files prepared and %d skipped, want the %d of the tree between them", res.Files, len(res.Skipped), all.Files)
		}
		for _, sk := range res.Skipped {
			if !strings.Contains(sk.Reason, "over the limit of 8 (limits.file_max_bytes in worker.toml)") {
				t.Errorf("skip %+v does not name the limit", sk)
			}
			if _, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(sk.Path))); err == nil {
				t.Errorf("%s was written into the workspace", sk.Path)
			}
		}
	})
}

func TestPrepareBadTargets(t *testing.T) {
	repo, _, _ := hostileRepo(t)
	g := provisioned(t)
	notRepo := t.TempDir()
	for _, tt := range []struct {
		name string
		t    job.Target
		want string
	}{
		{"option ref", job.Target{Path: repo, Ref: "--output=/tmp/x"}, "starts with '-'"},
		{"range", job.Target{Path: repo, Ref: "main..v2"}, "'..'"},
		{"reflog", job.Target{Path: repo, Ref: "main@{1}"}, "'@{'"},
		{"space", job.Target{Path: repo, Ref: "main branch"}, "outside"},
		{"suffix", job.Target{Path: repo, Ref: "main^{tree}"}, "suffix"},
		{"long", job.Target{Path: repo, Ref: strings.Repeat("a", MaxRefBytes+1)}, "longer"},
		{"unknown", job.Target{Path: repo, Ref: "nope"}, "does not name a commit"},
		{"not a repo", job.Target{Path: notRepo}, "not a git repository"},
		{"relative", job.Target{Path: "repo"}, "not absolute"},
		{"missing", job.Target{Path: filepath.Join(notRepo, "x")}, "does not exist"},
		{"kind", job.Target{Kind: "path", Path: repo}, "is not \"git\""},
		{"pattern", job.Target{Path: repo, Include: []string{"["}}, "patterns"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := g.Prepare(context.Background(), tt.t, workspaceDir(t), prepare.Limits{})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want %q", err, tt.want)
			}
			if !errors.Is(err, prepare.ErrTarget) {
				t.Errorf("err = %v, want kind ErrTarget", err)
			}
		})
	}
}

func TestPrepareCancelled(t *testing.T) {
	repo, _, _ := hostileRepo(t)
	g := provisioned(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := g.Prepare(ctx, job.Target{Path: repo}, workspaceDir(t), prepare.Limits{}); err == nil {
		t.Fatal("Prepare with a cancelled context succeeded")
	}
}

func TestConfig(t *testing.T) {
	g := New()
	g.Binary = "definitely-not-git-binary"
	if err := g.Provision(registry.Context{}); err == nil || !strings.Contains(err.Error(), "install git") {
		t.Errorf("Provision = %v", err)
	}
	g = New()
	g.Timeout = 0
	if err := g.Validate(); err == nil {
		t.Error("zero timeout accepted")
	}
	if _, err := New().Prepare(context.Background(), job.Target{}, workspaceDir(t), prepare.Limits{}); err == nil {
		t.Error("Prepare before Provision succeeded")
	}
}

func TestParseTreeEntry(t *testing.T) {
	oid := strings.Repeat("a", 40)
	e, err := parseTreeEntry("100644 blob " + oid + "     12\tdir/a b.txt")
	if err != nil || e.size != 12 || e.path != "dir/a b.txt" {
		t.Fatalf("%+v %v", e, err)
	}
	for _, bad := range []string{"", "100644 blob " + oid + " 12", "100644 blob xyz 12\tp", "100644 blob " + oid + " -3\tp"} {
		if _, err := parseTreeEntry(bad); err == nil {
			t.Errorf("parseTreeEntry(%q) accepted", bad)
		}
	}
}

// TestRegisteredTableHoldsDefaults: the table generated from the plugin's
// key declarations decodes strictly to New's defaults.
func TestRegisteredTableHoldsDefaults(t *testing.T) {
	m, ok := modules.Lookup(ID)
	if !ok || m.Summary == "" {
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
	got, def := v.(*Git), New()
	if got.Binary != def.Binary || got.Timeout != def.Timeout || len(got.Roots) != 0 {
		t.Errorf("the generated table decodes to %+v, the defaults are %+v", got, def)
	}
}

// TestEnforcement: `worker config check` says what confines git, and
// agrees with Unavailable: a sandbox that does not start here refuses git
// targets in both.
func TestEnforcement(t *testing.T) {
	off := New()
	off.Sandbox = sandbox.ModeOff
	if l := off.Enforcement(); len(l) != 1 || !strings.HasPrefix(l[0], "sandbox: OFF") || off.Unavailable() != nil {
		t.Errorf("sandbox off: %q, %v", l, off.Unavailable())
	}
	full := New()
	l := full.Enforcement()
	if err := full.Unavailable(); err != nil {
		if len(l) != 1 || !strings.HasPrefix(l[0], "sandbox: UNAVAILABLE") {
			t.Errorf("sandbox full, unavailable here (%v): %q", err, l)
		}
		return
	}
	if len(l) != 1 || !strings.HasPrefix(l[0], "sandbox: full") {
		t.Errorf("sandbox full: %q", l)
	}
}
