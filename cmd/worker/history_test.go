package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/fake"
	"github.com/sluicehq/sluice/internal/sarifschema"
)

// gitIn runs git in dir as author name, at a fixed date, with no user
// config, and returns its trimmed output.
func gitIn(t *testing.T, dir, name, date string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL="+os.DevNull, "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME="+name, "GIT_AUTHOR_EMAIL="+strings.ToLower(name)+"@example.com", "GIT_AUTHOR_DATE="+date,
		"GIT_COMMITTER_NAME="+name, "GIT_COMMITTER_EMAIL="+strings.ToLower(name)+"@example.com", "GIT_COMMITTER_DATE="+date)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
	return strings.TrimSpace(string(out))
}

// TestBuiltinScanGitHistory scans a real repository's history: a secret
// kept across an edit is reported once at the commit that added it, a
// secret deleted later and one only on a side branch are found, each with
// its commit's author and date; --git-ref limits the walk to one ref.
func TestBuiltinScanGitHistory(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed: --git-history needs it")
	}
	bin := workerBinary(t)
	dir := t.TempDir()
	warmBuiltinCache(t, dir)
	repo := filepath.Join(dir, "repo")
	if err := os.MkdirAll(repo, 0o755); err != nil {
		t.Fatal(err)
	}
	g := fake.New(7)
	pat, _ := g.Token("github-pat")
	npm, _ := g.Token("npm-access-token")
	side, _ := g.Token("stripe-secret-key")
	put := func(name, content string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(repo, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	gitIn(t, repo, "Ann", "2024-01-02T03:04:05Z", "init", "-q", "-b", "main")
	put("a.env", "GH_TOKEN="+pat+"\n")
	gitIn(t, repo, "Ann", "2024-01-02T03:04:05Z", "add", ".")
	gitIn(t, repo, "Ann", "2024-01-02T03:04:05Z", "commit", "-q", "-m", "add a.env")
	first := gitIn(t, repo, "Ann", "", "rev-parse", "HEAD")
	put("a.env", "GH_TOKEN="+pat+"\nDEBUG=1\n")
	put("b.env", "NPM_TOKEN="+npm+"\n")
	gitIn(t, repo, "Bob", "2024-02-03T04:05:06Z", "add", ".")
	gitIn(t, repo, "Bob", "2024-02-03T04:05:06Z", "commit", "-q", "-m", "edit a.env, add b.env")
	second := gitIn(t, repo, "Bob", "", "rev-parse", "HEAD")
	gitIn(t, repo, "Bob", "2024-03-04T05:06:07Z", "rm", "-q", "b.env")
	gitIn(t, repo, "Bob", "2024-03-04T05:06:07Z", "commit", "-q", "-m", "remove b.env")
	gitIn(t, repo, "Cy", "2024-04-05T06:07:08Z", "checkout", "-q", "-b", "side")
	put("c.env", "STRIPE_KEY="+side+"\n")
	gitIn(t, repo, "Cy", "2024-04-05T06:07:08Z", "add", "c.env")
	gitIn(t, repo, "Cy", "2024-04-05T06:07:08Z", "commit", "-q", "-m", "side")
	third := gitIn(t, repo, "Cy", "", "rev-parse", "HEAD")
	gitIn(t, repo, "Cy", "", "checkout", "-q", "main")
	put("a.env", "GH_TOKEN=removed\n") // the work tree no longer holds the secret

	type line struct {
		Type   string `json:"type"`
		RuleID string `json:"rule_id"`
		Path   string `json:"path"`
		Line   int    `json:"line"`
		Commit *struct {
			ID, Author, Email, Date string
		} `json:"commit"`
	}
	scan := func(args ...string) map[string]line {
		t.Helper()
		out, errOut, code := runBinary(t, bin, dir, append([]string{"scan", "--format", "json"}, args...)...)
		if code != 0 {
			t.Fatalf("scan %v: exit %d\n%s\n%s", args, code, out, errOut)
		}
		got := map[string]line{}
		for _, s := range strings.Split(strings.TrimSpace(out), "\n") {
			var l line
			if err := json.Unmarshal([]byte(s), &l); err != nil {
				t.Fatalf("%v: %s", err, s)
			}
			if l.Type == "finding" {
				if _, dup := got[l.RuleID]; dup {
					t.Fatalf("%s reported twice:\n%s", l.RuleID, out)
				}
				got[l.RuleID] = l
			}
		}
		return got
	}
	all := scan("--git-history", repo)
	want := map[string]struct{ path, commit, author, date string }{
		"github-pat":        {"a.env", first, "Ann", "2024-01-02T03:04:05Z"},
		"npm-access-token":  {"b.env", second, "Bob", "2024-02-03T04:05:06Z"},
		"stripe-secret-key": {"c.env", third, "Cy", "2024-04-05T06:07:08Z"},
	}
	if len(all) != len(want) {
		t.Fatalf("findings %+v, want %v", all, want)
	}
	for rule, w := range want {
		l := all[rule]
		if l.Path != w.path || l.Line != 1 || l.Commit == nil || l.Commit.ID != w.commit || l.Commit.Author != w.author ||
			l.Commit.Email != strings.ToLower(w.author)+"@example.com" || !strings.HasPrefix(l.Commit.Date, strings.TrimSuffix(w.date, "Z")) {
			t.Errorf("%s: %+v (commit %+v), want %+v", rule, l, l.Commit, w)
		}
	}
	mainOnly := scan("--git-history", "--git-ref", "main", repo)
	if _, ok := mainOnly["stripe-secret-key"]; ok || len(mainOnly) != 2 {
		t.Errorf("--git-ref main: findings %+v, want github-pat and npm-access-token only", mainOnly)
	}
	// A gitleaks.toml's allow-lists of commits, as Gitleaks applies them
	// to a history: for every rule, or for the rules of targetRules
	// (commit ids in any case).
	config := "[extend]\nuseDefault = true\n\n[[allowlists]]\ncommits = [\"" + strings.ToUpper(second) + "\"]\n\n" +
		"[[allowlists]]\ntargetRules = [\"github-pat\"]\ncommits = [\"" + first + "\", \"" + third + "\"]\n"
	if err := os.WriteFile(filepath.Join(dir, "gl.toml"), []byte(config), 0o644); err != nil {
		t.Fatal(err)
	}
	allowed := scan("--rules", "gl.toml", "--git-history", repo)
	if _, ok := allowed["stripe-secret-key"]; !ok || len(allowed) != 1 {
		t.Errorf("with commits allowed: findings %+v, want stripe-secret-key alone (its commit is allowed for github-pat only)", allowed)
	}
	sarif, errOut, code := runBinary(t, bin, dir, "scan", "--format", "sarif", "--git-history", repo)
	if code != 0 || !strings.Contains(sarif, first) {
		t.Errorf("sarif: exit %d, want commit %s in the log\n%s\n%s", code, first, sarif, errOut)
	}
	sarifschema.Check(t, "a history scan", []byte(sarif))
	table, errOut, code := runBinary(t, bin, dir, "scan", "--git-history", repo)
	if code != 0 || !strings.Contains(table, first[:12]+":"+filepath.Join(repo, "a.env")+":1:") {
		t.Fatalf("table: exit %d\n%s\n%s", code, table, errOut)
	}
}
