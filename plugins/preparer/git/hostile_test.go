package git

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/plugins/preparer/git/gitcmd/gitcmdtest"
)

// TestHostileRepositories prepares every hostile repository of
// gitcmdtest at HEAD and as a history, with git unsandboxed so that the
// shadow git dir alone is held to it: nothing the repository names runs,
// nothing outside it is read, and a repository that needs either fails
// with an error that says why.
func TestHostileRepositories(t *testing.T) {
	const outside = "sluice-outside-secret-7f3a"
	g := provisioned(t)
	for _, r := range gitcmdtest.Build(t, t.TempDir(), outside) {
		for _, history := range []bool{false, true} {
			name := r.Vector + "/ref"
			if history {
				name = r.Vector + "/history"
			}
			t.Run(name, func(t *testing.T) {
				dir := workspaceDir(t)
				_, err := g.Prepare(context.Background(), job.Target{Kind: Kind, Path: r.Path, Ref: "HEAD", History: history}, dir, prepare.Limits{})
				if b, ferr := os.ReadFile(r.Fired); ferr == nil {
					t.Fatalf("the repository ran a program: %s", b)
				}
				files := readTree(t, dir)
				for p, body := range files {
					if strings.Contains(body, outside) {
						t.Fatalf("%s holds the secret from outside the repository", p)
					}
				}
				switch {
				case r.WantErr == "" && err != nil:
					t.Fatal(err)
				case r.WantErr != "" && (err == nil || !strings.Contains(err.Error(), r.WantErr)):
					t.Fatalf("err = %v, want one saying %q", err, r.WantErr)
				case r.WantErr == "" && !history && files["src/app.env"] != gitcmdtest.Inside+"\n":
					t.Fatalf("src/app.env = %q, want the repository's own", files["src/app.env"])
				}
				t.Logf("%v", err)
			})
		}
	}
}

// TestPrepareSandboxed prepares a hostile repository with git in the
// sandbox (sandbox = "full", the default), at HEAD and as a history.
func TestPrepareSandboxed(t *testing.T) {
	if err := sandbox.Probe().Missing(); err != nil {
		t.Skipf("kernel feature missing: %v", err)
	}
	repo, _, pwned := hostileRepo(t)
	g := provisionedWith(t, sandbox.ModeFull)
	for _, history := range []bool{false, true} {
		dir := workspaceDir(t)
		res, err := g.Prepare(context.Background(), job.Target{Kind: Kind, Path: repo, History: history}, dir, prepare.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Files == 0 || readTree(t, dir)["README.md"] == "" && !history {
			t.Fatalf("history=%v: result %+v, tree %v", history, res, readTree(t, dir))
		}
	}
	if _, err := os.Stat(pwned); err == nil {
		t.Fatal("a hook, filter or fsmonitor from the repository ran")
	}
}
