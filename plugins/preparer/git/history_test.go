package git

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/plugins/preparer/git/gitcmd/gitcmdtest"
)

// TestPrepareHistory writes every blob of the history once, under the
// first commit that added it, from every ref or from one ref's history,
// and runs nothing from the repository.
func TestPrepareHistory(t *testing.T) {
	repo, first, pwned := hostileRepo(t)
	second := gitcmdtest.Git(t, repo, "rev-parse", "HEAD")
	// A side branch: a blob only it holds, and one it shares with main.
	// The test's own checkouts disarm the repository's traps.
	safe := []string{"-c", "core.hooksPath=" + os.DevNull, "-c", "core.fsmonitor=false", "-c", "filter.evil.smudge=cat"}
	gitcmdtest.Git(t, repo, append(safe, "checkout", "-q", "-b", "side", first)...)
	write(t, repo, "side.txt", "only on side\n")
	write(t, repo, "copy.env", "TOKEN=one\n") // the same blob as src/app.env at first
	gitcmdtest.Git(t, repo, append(safe, "add", "side.txt", "copy.env")...)
	gitcmdtest.Git(t, repo, append(safe, "commit", "-q", "-m", "side")...)
	side := gitcmdtest.Git(t, repo, "rev-parse", "HEAD")
	gitcmdtest.Git(t, repo, append(safe, "checkout", "-q", "main")...)
	g := provisioned(t)
	for _, tt := range []struct {
		name, ref string
		want      map[string]string
	}{
		{"all refs", "", map[string]string{
			first + "/README.md":          "hello\n",
			first + "/src/app.env":        "TOKEN=one\n",
			second + "/src/app.env":       "TOKEN=two\n",
			second + "/secret/hidden.txt": "export-ignore cannot hide me\n",
			second + "/.gitattributes":    "secret/** export-ignore\n* filter=evil\n",
			side + "/side.txt":            "only on side\n",
		}},
		{"main only", "main", map[string]string{
			first + "/README.md":          "hello\n",
			first + "/src/app.env":        "TOKEN=one\n",
			second + "/src/app.env":       "TOKEN=two\n",
			second + "/secret/hidden.txt": "export-ignore cannot hide me\n",
			second + "/.gitattributes":    "secret/** export-ignore\n* filter=evil\n",
		}},
		{"first commit", first, map[string]string{
			first + "/README.md":   "hello\n",
			first + "/src/app.env": "TOKEN=one\n",
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := workspaceDir(t)
			res, err := g.Prepare(context.Background(), job.Target{Kind: "git", Path: repo, Ref: tt.ref, History: true}, dir, prepare.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			got := readTree(t, dir)
			if len(got) != len(tt.want) {
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
			if tt.ref != first && res.Symlinks != 1 {
				t.Errorf("symlinks = %d, want 1", res.Symlinks)
			}
		})
	}
	// Limits leave files out, not the history: past max_files the walk
	// stops and keeps what it wrote; a blob over max_file_bytes is left
	// out, named with its size and the setting, and the rest is written.
	t.Run("files limit", func(t *testing.T) {
		res, err := g.Prepare(context.Background(), job.Target{Kind: "git", Path: repo, History: true}, workspaceDir(t), prepare.Limits{MaxFiles: 3})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Skipped) != 1 || !strings.Contains(res.Skipped[0].Reason, "limits.workspace_max_files") || res.Files > 3 {
			t.Fatalf("%d files, skipped %+v: want at most 3 and where listing stopped", res.Files, res.Skipped)
		}
	})
	t.Run("file bytes limit", func(t *testing.T) {
		all, err := g.Prepare(context.Background(), job.Target{Kind: "git", Path: repo, History: true}, workspaceDir(t), prepare.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		dir := workspaceDir(t)
		res, err := g.Prepare(context.Background(), job.Target{Kind: "git", Path: repo, History: true}, dir, prepare.Limits{MaxFileBytes: 8})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Skipped) == 0 || res.Files+len(res.Skipped) != all.Files {
			t.Fatalf("%d files written and %d skipped, want the %d of the history between them", res.Files, len(res.Skipped), all.Files)
		}
		for _, s := range res.Skipped {
			if !strings.Contains(s.Reason, "over the limit of 8 (limits.file_max_bytes in worker.toml)") {
				t.Errorf("skip %+v does not name the size and the setting", s)
			}
		}
		for name, body := range readTree(t, dir) {
			if len(body) > 8 {
				t.Errorf("%s: %d bytes written, over the limit", name, len(body))
			}
		}
	})
	t.Run("unknown ref", func(t *testing.T) {
		_, err := g.Prepare(context.Background(), job.Target{Kind: "git", Path: repo, Ref: "nope", History: true}, workspaceDir(t), prepare.Limits{})
		if !errors.Is(err, prepare.ErrTarget) {
			t.Fatalf("err = %v, want a target error", err)
		}
	})
	if _, err := os.Stat(pwned); err == nil {
		t.Fatal("a hook, filter or fsmonitor from the repository ran")
	}
}
