// Package gitcmdtest builds hostile git repositories for tests: each
// arms one way a repository can make git run a program or read outside
// itself. The preparer's tests and the worker's (worker scan --git-ref,
// --git-history and a queued git job) scan every one.
package gitcmdtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Repo is one hostile repository.
type Repo struct {
	// Vector names what the repository tries.
	Vector string
	// Path is the repository to scan.
	Path string
	// Fired is the file the trap program writes when anything runs it;
	// it must not exist after a scan.
	Fired string
	// Outside is a secret that lives only outside the repository, where
	// the repository points; no scan output may hold it.
	Outside string
	// WantErr, when set, is part of the error the scan must fail with:
	// the repository needs what is refused (a lazy fetch, objects outside
	// it). Else the scan must succeed and find Inside.
	WantErr string
}

// Inside is a line every repository's HEAD holds in src/app.env.
const Inside = "TOKEN=inside-the-repository"

// Hooks are the hooks a hostile repository installs.
var Hooks = []string{"pre-commit", "post-checkout", "post-merge", "reference-transaction", "pre-auto-gc", "post-index-change", "fsmonitor-watchman", "pre-push", "post-rewrite"}

// Build makes one repository per vector below dir, each armed with a
// trap program that writes its Fired file. outside is the secret the
// vectors that point outside the repository place there.
func Build(t testing.TB, dir, outside string) []Repo {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	var repos []Repo
	add := func(vector, wantErr string, arm func(r *Repo, trap string)) {
		t.Helper()
		base := filepath.Join(dir, vector)
		r := Repo{Vector: vector, Path: filepath.Join(base, "repo"), Fired: filepath.Join(base, "fired"), WantErr: wantErr}
		trap := filepath.Join(base, "trap")
		Write(t, trap, "#!/bin/sh\necho \"$0 $*\" >> "+r.Fired+"\nexit 1\n")
		if err := os.Chmod(trap, 0o755); err != nil {
			t.Fatal(err)
		}
		commit(t, r.Path, map[string]string{
			"README.md":   "hello\n",
			"src/app.env": Inside + "\n",
			// Attributes that select the drivers a vector defines.
			".gitattributes": "* diff=evil filter=evil merge=evil\n*.env textconv=evil\n",
		})
		arm(&r, trap)
		repos = append(repos, r)
	}
	config := func(r *Repo, kv ...string) {
		t.Helper()
		for i := 0; i < len(kv); i += 2 {
			Git(t, r.Path, "config", kv[i], kv[i+1])
		}
	}
	// A promisor remote whose uploadpack is the trap, and a blob the
	// repository lacks: reading it lazy-fetches through the trap.
	promisor := func(r *Repo, url string) []string {
		return []string{"core.repositoryformatversion", "1", "extensions.partialClone", "origin",
			"remote.origin.url", url, "remote.origin.promisor", "true", "remote.origin.fetch", "+refs/heads/*:refs/remotes/origin/*"}
	}
	add("lazy-fetch-uploadpack", "missing", func(r *Repo, trap string) {
		config(r, append(promisor(r, r.Path), "remote.origin.uploadpack", trap+" #")...)
		dropBlob(t, r.Path, "src/app.env")
	})
	add("lazy-fetch-sshcommand", "missing", func(r *Repo, trap string) {
		config(r, append(promisor(r, "ssh://git.example.invalid/x.git"), "core.sshCommand", trap)...)
		dropBlob(t, r.Path, "src/app.env")
	})
	add("include-path", "missing", func(r *Repo, trap string) {
		// The included file is part of the tree; the config only names it.
		inc := "[core]\n\trepositoryformatversion = 1\n[extensions]\n\tpartialClone = origin\n[remote \"origin\"]\n\turl = " + r.Path +
			"\n\tpromisor = true\n\tuploadpack = " + trap + " #\n[core]\n\tfsmonitor = " + trap + "\n"
		Write(t, filepath.Join(r.Path, "evil.inc"), inc)
		Git(t, r.Path, "add", "evil.inc")
		Git(t, r.Path, "commit", "-q", "-m", "include")
		config(r, "include.path", "../evil.inc", "includeIf.gitdir:/.path", "../evil.inc")
		dropBlob(t, r.Path, "src/app.env")
	})
	add("fsmonitor", "", func(r *Repo, trap string) {
		config(r, "core.fsmonitor", trap, "core.untrackedCache", "true")
	})
	add("diff-external", "", func(r *Repo, trap string) {
		config(r, "diff.external", trap, "diff.evil.command", trap)
	})
	add("textconv", "", func(r *Repo, trap string) {
		config(r, "diff.evil.textconv", trap, "diff.evil.cachetextconv", "false")
		Write(t, filepath.Join(r.Path, ".git", "info", "attributes"), "* diff=evil textconv=evil\n")
	})
	add("filter", "", func(r *Repo, trap string) {
		config(r, "filter.evil.smudge", trap, "filter.evil.clean", trap, "filter.evil.process", trap, "filter.evil.required", "true",
			"merge.evil.driver", trap)
	})
	add("hooks", "", func(r *Repo, trap string) {
		hooks := filepath.Join(filepath.Dir(r.Path), "hooks")
		for _, h := range Hooks {
			for _, d := range []string{filepath.Join(r.Path, ".git", "hooks"), hooks} {
				Write(t, filepath.Join(d, h), "#!/bin/sh\nexec "+trap+" "+h+"\n")
				if err := os.Chmod(filepath.Join(d, h), 0o755); err != nil {
					t.Fatal(err)
				}
			}
		}
		config(r, "core.hooksPath", hooks)
	})
	add("pager", "", func(r *Repo, trap string) {
		config(r, "core.pager", trap, "pager.log", trap, "pager.cat-file", trap, "pager.ls-tree", trap, "pager.rev-list", trap,
			"pager.diff-tree", trap, "core.editor", trap, "core.askPass", trap, "credential.helper", "!"+trap)
	})
	add("alternates-outside", "alternates", func(r *Repo, trap string) {
		// The repository's objects live in another repository on the host,
		// whose HEAD holds the secret.
		other := filepath.Join(filepath.Dir(r.Path), "other")
		commit(t, other, map[string]string{"secret.env": "OUTSIDE=" + outside + "\n"})
		r.Outside = outside
		os.RemoveAll(r.Path)
		Git(t, filepath.Dir(r.Path), "clone", "-q", "--shared", other, r.Path)
	})
	add("gitdir-file", "outside the repository", func(r *Repo, trap string) {
		other := filepath.Join(filepath.Dir(r.Path), "other")
		commit(t, other, map[string]string{"secret.env": "OUTSIDE=" + outside + "\n"})
		r.Outside = outside
		if err := os.RemoveAll(filepath.Join(r.Path, ".git")); err != nil {
			t.Fatal(err)
		}
		Write(t, filepath.Join(r.Path, ".git"), "gitdir: "+filepath.Join(other, ".git")+"\n")
	})
	return repos
}

// commit makes a repository at dir with one commit of files.
func commit(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	Git(t, filepath.Dir(dir), "init", "-q", "-b", "main", dir)
	for name, body := range files {
		Write(t, filepath.Join(dir, name), body)
	}
	Git(t, dir, "add", ".")
	Git(t, dir, "commit", "-q", "-m", "one")
}

// dropBlob deletes the loose object of HEAD:path, as a partial clone
// lacks it.
func dropBlob(t testing.TB, repo, path string) {
	t.Helper()
	id := Git(t, repo, "rev-parse", "HEAD:"+path)
	if err := os.Remove(filepath.Join(repo, ".git", "objects", id[:2], id[2:])); err != nil {
		t.Fatal(err)
	}
}

// Git runs git in dir with a fixed identity and no user or system
// config, and returns its trimmed output.
func Git(t testing.TB, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL="+os.DevNull, "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v in %s: %v\n%s", args, dir, err, out)
	}
	return strings.TrimSpace(string(out))
}

// Write writes body to p, making its directory.
func Write(t testing.TB, p, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}
