package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
	"github.com/sluicehq/sluice/plugins/preparer/git/gitcmd/gitcmdtest"
)

// TestHostileRepositoriesEveryEntry scans every hostile repository of
// gitcmdtest the three ways a repository reaches the worker: worker scan
// --git-ref HEAD, worker scan --git-history, and a git job queued for
// worker run. Nothing the repository names runs; a secret that lives
// where it points outside itself is never reported; a repository that
// needs either fails with the reason, and the others are scanned.
func TestHostileRepositoriesEveryEntry(t *testing.T) {
	t.Parallel()
	bin := sharedWorkerBinary(t)
	r := newRig(t, bin, rigOptions{id: "hostile-git", state: "state", slots: 2})
	warmBuiltinCache(t, r.dir)
	warmStateDir(t, filepath.Join(r.dir, "state"))
	outside, _ := fake.New(11).Token("github-pat")
	repos := gitcmdtest.Build(t, filepath.Join(r.dir, "repos"), outside)
	check := func(t *testing.T, repo gitcmdtest.Repo, out string, failed bool) {
		t.Helper()
		if b, err := os.ReadFile(repo.Fired); err == nil {
			t.Fatalf("the repository ran a program: %s", b)
		}
		if strings.Contains(out, outside) || strings.Contains(out, "OUTSIDE=") {
			t.Fatalf("the secret from outside the repository was reported:\n%s", out)
		}
		switch {
		case repo.WantErr == "" && failed:
			t.Fatalf("the scan failed:\n%s", out)
		case repo.WantErr != "" && (!failed || !strings.Contains(out, repo.WantErr)):
			t.Fatalf("want a failure saying %q, got:\n%s", repo.WantErr, out)
		}
	}
	for _, repo := range repos {
		for _, mode := range [][]string{{"--git-ref", "HEAD"}, {"--git-history"}} {
			t.Run(repo.Vector+"/scan"+mode[0], func(t *testing.T) {
				out, errOut, code := runBinary(t, bin, r.dir, append(append([]string{"scan", "--config", r.cfg, "--scanner", "builtin/secrets", "--format", "json"}, mode...), repo.Path)...)
				// Exit 0: no findings; 1: findings; anything else a failure.
				check(t, repo, out+errOut, code > 1)
			})
		}
	}
	p := r.start()
	for i, repo := range repos {
		t.Run(repo.Vector+"/queued", func(t *testing.T) {
			spec := fmt.Sprintf(`{"job_id": "git-%d", "scanner": "builtin/secrets", "target": {"kind": "git", "path": %q, "ref": "HEAD"}}`, i, repo.Path)
			file := filepath.Join(r.dir, fmt.Sprintf("job-%d.json", i))
			if err := os.WriteFile(file, []byte(spec), 0o644); err != nil {
				t.Fatal(err)
			}
			out, errOut, code := runBinary(t, bin, r.dir, "enqueue", "--config", r.cfg, "--file", file, "--wait", "--wait-timeout", (5 * time.Minute).String(), "--json")
			var res struct {
				Receipt struct {
					Outcome string `json:"outcome"`
				} `json:"receipt"`
			}
			if err := json.Unmarshal([]byte(out), &res); err != nil {
				t.Fatalf("enqueue --wait: exit %d, %v\n%s\n%s", code, err, out, errOut)
			}
			check(t, repo, out+errOut, res.Receipt.Outcome != "bundle")
		})
	}
	p.drain(t, 2*time.Minute)
}
