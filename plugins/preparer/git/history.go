package git

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/workspace"
)

// MaxHistoryCommits caps the commits one history preparation walks.
const MaxHistoryCommits = 1_000_000

// extractHistory writes every blob reachable from revs (a commit id, or
// "--all" for every ref) into ws once, at <commit>/<path>: commit is the
// first commit, oldest first in topological order, whose diff against a
// parent (the empty tree for a root commit) adds the blob at path. Blobs
// seen in many commits or at many paths are written once. Symlinks and
// submodules are skipped and counted; Include/Exclude apply to path.
func (r *reader) extractHistory(revs string, ws *prepare.Workspace, budget *prepare.Budget, filter *workspace.Filter) (prepare.Result, error) {
	commits, err := r.revList(revs)
	if err != nil {
		return prepare.Result{}, err
	}
	cat, err := r.startCat()
	if err != nil {
		return prepare.Result{}, err
	}
	defer cat.close()
	seen := map[string]bool{}
	var symlinks, submodules, excluded int
	var skipped []prepare.Skip
	err = r.diffTrees(commits, func(commit string, e treeEntry) error {
		if seen[e.oid] {
			return nil
		}
		seen[e.oid] = true
		path, err := workspace.CleanEntryPath(e.path)
		if err != nil {
			return err
		}
		switch {
		case e.mode == "120000":
			symlinks++
			return nil
		case e.mode == "160000":
			submodules++
			return nil
		case !filter.Match(path, false):
			excluded++
			return nil
		}
		p := commit + "/" + path
		if err := budget.Entry(p); err != nil {
			return budget.StopListing(p, err, &skipped)
		}
		// A blob over max_file_bytes is left out and listed, as in a
		// path target; the rest of the history is scanned.
		check := func(size int64) error {
			if skip, ok := budget.SkipFile(p, size); ok {
				skipped = append(skipped, skip)
				return errSkipBlob
			}
			return budget.Declare(p, size)
		}
		if err := r.catBlob(ws, cat.stdin, cat.out, p, e.oid, check); err != nil {
			if r.ctx.Err() != nil {
				return r.ctx.Err()
			}
			if errors.Is(err, errSkipBlob) {
				return nil
			}
			if err := budget.StopListing(p, err, &skipped); errors.Is(err, fs.SkipAll) {
				return err
			}
			return fmt.Errorf("%w%s", err, cat.stderr.suffix())
		}
		return nil
	})
	if err != nil && !errors.Is(err, fs.SkipAll) {
		return prepare.Result{}, err
	}
	res, err := ws.Finish()
	if err != nil {
		return prepare.Result{}, err
	}
	res.Symlinks, res.Specials, res.Excluded, res.Skipped = symlinks, submodules, excluded, skipped
	return res, nil
}

// revList returns the commits reachable from revs, oldest first in
// topological order.
func (r *reader) revList(revs string) ([]string, error) {
	cmd := r.command("rev-list", "--reverse", "--topo-order", revs, "--")
	var stderr boundedBuffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting git rev-list: %w", err)
	}
	defer func() {
		cmd.Kill()
		cmd.Wait()
	}()
	var commits []string
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		id := sc.Text()
		if !isObjectID(id) {
			return nil, fmt.Errorf("git rev-list: %.120q is not a commit id", id)
		}
		if len(commits) == MaxHistoryCommits {
			return nil, prepare.Errorf(prepare.ErrLimit, r.repo, "the history holds more than %d commits", MaxHistoryCommits)
		}
		commits = append(commits, id)
	}
	if err := cmd.Wait(); err != nil {
		if r.ctx.Err() != nil {
			return nil, r.ctx.Err()
		}
		return nil, prepare.Errorf(prepare.ErrTarget, r.repo, "git rev-list %s: %v%s", revs, err, stderr.suffix())
	}
	return commits, nil
}

// diffTrees runs git diff-tree over commits, in order, and calls add for
// every blob each adds or modifies (against each parent of a merge).
func (r *reader) diffTrees(commits []string, add func(commit string, e treeEntry) error) error {
	cmd := r.command("diff-tree", "--stdin", "-r", "-m", "--root", "--no-renames", "--no-abbrev", "-z")
	var stderr boundedBuffer
	cmd.Stderr = &stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("starting git diff-tree: %w", err)
	}
	defer func() {
		cmd.Kill()
		cmd.Wait()
	}()
	go func() {
		w := bufio.NewWriter(stdin)
		for _, c := range commits {
			if _, err := w.WriteString(c + "\n"); err != nil {
				break
			}
		}
		w.Flush()
		stdin.Close()
	}()
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 0, 4096), 64<<10)
	sc.Split(splitNUL)
	commit := ""
	for sc.Scan() {
		tok := sc.Text()
		if !strings.HasPrefix(tok, ":") {
			// A commit line: "<id>" or "<id> (from <parent>)".
			id, _, _ := strings.Cut(strings.TrimSpace(tok), " ")
			if !isObjectID(id) {
				return fmt.Errorf("git diff-tree: unexpected %.120q", tok)
			}
			commit = id
			continue
		}
		// ":<mode> <mode> <oid> <oid> <status>" then the path.
		f := strings.Fields(tok[1:])
		if len(f) != 5 || !sc.Scan() {
			return fmt.Errorf("git diff-tree: malformed entry %.120q", tok)
		}
		path := sc.Text()
		if commit == "" || f[4] == "D" || strings.Trim(f[3], "0") == "" {
			continue
		}
		if err := add(commit, treeEntry{mode: f[1], oid: f[3], path: path}); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return prepare.Errorf(prepare.ErrLimit, r.repo, "git diff-tree: a path longer than 64 KiB")
		}
		return fmt.Errorf("reading git diff-tree: %w", err)
	}
	if err := cmd.Wait(); err != nil {
		if r.ctx.Err() != nil {
			return r.ctx.Err()
		}
		return fmt.Errorf("git diff-tree: %w%s", err, stderr.suffix())
	}
	return nil
}
