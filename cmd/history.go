package workercmd

import (
	"bufio"
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strconv"
	"strings"

	"github.com/sluicehq/sluice/cmd/internal/report"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/plugins/preparer/git/gitcmd"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// historyFinding is a finding of a git history scan with its file's path
// in the repository and the commit that added the file version.
type historyFinding struct {
	scanner.Finding
	commit report.Commit
	order  int // the commit's place in the history, oldest first
}

// resolveHistory turns the findings of a git history job (paths
// <commit>/<path> in the workspace preparer.git writes) into findings at
// <path> with their commit's author and date, and keeps only the first
// commit of each secret: a secret that stays in a file across edits is in
// several blobs, and is reported once, at the oldest commit holding it
// (rule, path and the matched bytes, read back from the repository, being
// equal).
func resolveHistory(ctx context.Context, spec job.Spec, findings []scanner.Finding) ([]historyFinding, error) {
	bin, err := exec.LookPath("git")
	if err != nil {
		return nil, fmt.Errorf("--git-history: %w (install git)", err)
	}
	repo, err := gitcmd.Open(bin, spec.Target.Path, "")
	if err != nil {
		return nil, fmt.Errorf("--git-history: %w", err)
	}
	defer repo.Close()
	// preparer.git read the repository first, in the sandbox its config
	// asks for; here git reads it again, sandboxed wherever the sandbox
	// runs.
	if sandbox.Probe().Missing() == nil {
		cfg := sandbox.DefaultConfig()
		repo.Sandbox = &cfg
	}
	git := func(args ...string) *gitcmd.Cmd { return repo.Command(ctx, args...) }
	commits, err := historyCommits(git, spec.Target.Ref)
	if err != nil {
		return nil, err
	}
	out := make([]historyFinding, 0, len(findings))
	for _, f := range findings {
		id, path, ok := strings.Cut(f.Path, "/")
		c, known := commits[id]
		if !ok || !known {
			return nil, fmt.Errorf("finding at %q: not at <commit>/<path> of the scanned history", f.Path)
		}
		f.Path = path
		out = append(out, historyFinding{Finding: f, commit: c.Commit, order: c.order})
	}
	return firstOfEachSecret(git, out)
}

// historyCommit is a commit's metadata and its place, oldest first.
type historyCommit struct {
	report.Commit
	order int
}

// historyCommits lists the commits of the history preparer.git walked
// (ref's, or every ref's when ref is empty), oldest first in topological
// order, as it walks them.
func historyCommits(git func(...string) *gitcmd.Cmd, ref string) (map[string]historyCommit, error) {
	revs := ref
	if revs == "" {
		revs = "--all"
	}
	cmd := git("log", "--reverse", "--topo-order", "--format=%H%x1f%an%x1f%ae%x1f%aI", revs, "--")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	raw, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("git log %s: %w: %s", revs, err, strings.TrimSpace(stderr.String()))
	}
	commits := map[string]historyCommit{}
	for i, line := range strings.Split(strings.TrimSuffix(string(raw), "\n"), "\n") {
		f := strings.Split(line, "\x1f")
		if len(f) != 4 {
			return nil, fmt.Errorf("git log: unexpected line %.120q", line)
		}
		commits[f[0]] = historyCommit{Commit: report.Commit{ID: f[0], Author: f[1], Email: f[2], Date: f[3]}, order: i}
	}
	return commits, nil
}

// firstOfEachSecret drops every finding whose rule, path and matched
// bytes an older commit's finding already has. The matched bytes are read
// from the repository (<commit>:<path>, each file once); a finding whose
// bytes cannot be read is kept.
func firstOfEachSecret(git func(...string) *gitcmd.Cmd, findings []historyFinding) ([]historyFinding, error) {
	if len(findings) < 2 {
		return findings, nil
	}
	cmd := git("cat-file", "--batch")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting git cat-file: %w", err)
	}
	defer func() {
		stdin.Close()
		cmd.Kill()
		cmd.Wait()
	}()
	out := bufio.NewReaderSize(stdout, 64<<10)
	// Read file by file, keeping one file in memory.
	byFile := make([]int, len(findings))
	for i := range byFile {
		byFile[i] = i
	}
	spec := func(i int) string { return findings[i].commit.ID + ":" + rawPath(findings[i].Path) }
	slices.SortStableFunc(byFile, func(a, b int) int { return strings.Compare(spec(a), spec(b)) })
	keys := make([]string, len(findings))
	var blob []byte
	last := ""
	for _, i := range byFile {
		f := findings[i]
		if s := spec(i); s != last {
			last, blob = s, nil
			if !strings.ContainsAny(f.Path, "\n\x00") {
				if blob, err = catBlob(stdin, out, s); err != nil {
					return nil, err
				}
			}
		}
		if blob == nil || f.EndOffset > int64(len(blob)) {
			continue
		}
		h := sha256.New()
		fmt.Fprintf(h, "%s\x00%s\x00", f.RuleID, f.Path)
		h.Write(blob[f.StartOffset:f.EndOffset])
		keys[i] = string(h.Sum(nil))
	}
	first := map[string]int{}
	for i, k := range keys {
		if k == "" {
			continue
		}
		if j, ok := first[k]; !ok || findings[i].order < findings[j].order {
			first[k] = i
		}
	}
	kept := findings[:0:0]
	for i, f := range findings {
		if keys[i] == "" || first[keys[i]] == i {
			kept = append(kept, f)
		}
	}
	return kept, nil
}

// catBlob asks a running git cat-file --batch for the object spec names
// and returns its bytes, or nil when it is missing or not a blob.
func catBlob(stdin io.Writer, out *bufio.Reader, spec string) ([]byte, error) {
	if _, err := io.WriteString(stdin, spec+"\n"); err != nil {
		return nil, fmt.Errorf("git cat-file: %w", err)
	}
	header, err := out.ReadString('\n')
	if err != nil {
		return nil, fmt.Errorf("git cat-file: %w", err)
	}
	f := strings.Fields(header)
	if len(f) == 2 && f[1] == "missing" {
		return nil, nil
	}
	if len(f) != 3 {
		return nil, fmt.Errorf("git cat-file: unexpected header %.120q", header)
	}
	size, err := strconv.ParseInt(f[2], 10, 64)
	if err != nil || size < 0 {
		return nil, fmt.Errorf("git cat-file: unexpected header %.120q", header)
	}
	body := make([]byte, size+1) // and the newline
	if _, err := io.ReadFull(out, body); err != nil {
		return nil, fmt.Errorf("git cat-file: %w", err)
	}
	if f[1] != "blob" {
		return nil, nil
	}
	return body[:size], nil
}

// unscannedPath shows the workspace path of a file the scanner did not
// read as displayPath does; in a history scan, as <commit>:<path> (the
// first 12 digits of the commit), as the table shows findings.
func unscannedPath(arg string, spec job.Spec, rel string) string {
	if spec.Target.History {
		if id, path, ok := strings.Cut(rel, "/"); ok {
			return id[:min(12, len(id))] + ":" + displayPath(arg, spec, path)
		}
	}
	return displayPath(arg, spec, rel)
}
