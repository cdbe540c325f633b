package git

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/workspace"
	"github.com/sluicehq/sluice/plugins/preparer/git/gitcmd"
)

// Prepare writes the tree of the target's commit into dir. Failures caused
// by the target (not a repository, unknown ref, limits) are *prepare.Error
// values; on any error dir may hold a partial tree, which the caller
// removes.
func (g *Git) Prepare(ctx context.Context, t job.Target, dir string, limits prepare.Limits) (prepare.Result, error) {
	if err := limits.Validate(); err != nil {
		return prepare.Result{}, err
	}
	if g.binary == "" {
		return prepare.Result{}, errors.New("preparer.git: Prepare called before Provision")
	}
	if t.Kind != "" && t.Kind != Kind {
		return prepare.Result{}, prepare.Errorf(prepare.ErrTarget, "", "target kind %q is not %q", t.Kind, Kind)
	}
	if err := ValidateRef(t.Ref); err != nil {
		return prepare.Result{}, err
	}
	filter, err := workspace.NewFilter(t.Include, t.Exclude)
	if err != nil {
		return prepare.Result{}, prepare.Errorf(prepare.ErrTarget, "", "target patterns: %w", err)
	}
	repo, err := workspace.ResolveTarget(t.Path, g.resolved)
	if err != nil {
		return prepare.Result{}, err
	}
	if fi, err := os.Stat(repo); err != nil {
		return prepare.Result{}, workspace.TargetError(t.Path, err)
	} else if !fi.IsDir() {
		return prepare.Result{}, prepare.Errorf(prepare.ErrTarget, t.Path, "is not a directory (a git repository)")
	}
	git, err := gitcmd.Open(g.binary, repo, "")
	if err != nil {
		if e, ok := errors.AsType[*gitcmd.Error](err); ok {
			if e.Path == t.Path || e.Path == repo {
				return prepare.Result{}, prepare.Errorf(prepare.ErrTarget, t.Path, "%s", e.Msg)
			}
			return prepare.Result{}, prepare.Errorf(prepare.ErrTarget, t.Path, "%s", e.Error())
		}
		return prepare.Result{}, workspace.TargetError(t.Path, err)
	}
	defer git.Close()
	if git.Sandbox, err = g.sandbox(); err != nil {
		return prepare.Result{}, err
	}
	parent := ctx
	ctx, cancel := context.WithTimeout(ctx, g.Timeout.D())
	defer cancel()
	r := &reader{g: g, ctx: ctx, repo: repo, git: git}
	var commit string
	switch {
	case t.History && t.Ref == "":
		commit = "--all"
	default:
		if commit, err = r.resolve(cmpOr(t.Ref, "HEAD")); err != nil {
			return prepare.Result{}, err
		}
	}
	budget := prepare.NewBudget(limits)
	ws, err := prepare.OpenWorkspace(dir, budget)
	if err != nil {
		return prepare.Result{}, err
	}
	defer ws.Close()
	var res prepare.Result
	if t.History {
		res, err = r.extractHistory(commit, ws, budget, filter)
	} else {
		res, err = r.extract(commit, ws, budget, filter)
	}
	if err != nil {
		if ctx.Err() != nil && parent.Err() == nil {
			return prepare.Result{}, prepare.Errorf(prepare.ErrLimit, t.Path, "timeout exceeded: reading commit %s took over %s", commit, g.Timeout)
		}
		return prepare.Result{}, err
	}
	g.logger.DebugContext(ctx, "prepared git target", "commit", commit, "files", res.Files, "bytes", res.Bytes,
		"symlinks", res.Symlinks, "submodules", res.Specials, "excluded", res.Excluded)
	return res, nil
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// reader runs git in one repository.
type reader struct {
	g    *Git
	ctx  context.Context
	repo string
	git  *gitcmd.Repo
}

// command returns git running args over the repository, through its
// shadow git dir (gitcmd).
func (r *reader) command(args ...string) *gitcmd.Cmd {
	return r.git.Command(r.ctx, args...)
}

// resolve returns the full commit id ref names.
func (r *reader) resolve(ref string) (string, error) {
	cmd := r.command("rev-parse", "--verify", "--quiet", "--end-of-options", ref+"^{commit}")
	var stderr boundedBuffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if r.ctx.Err() != nil {
		return "", r.ctx.Err()
	}
	id := strings.TrimSpace(string(out))
	if err != nil || !isObjectID(id) {
		return "", prepare.Errorf(prepare.ErrTarget, r.repo, "ref %q does not name a commit of a git repository here%s%s", ref, stderr.suffix(), r.git.MissingHint())
	}
	return id, nil
}

// treeEntry is one line of git ls-tree -r -z -l.
type treeEntry struct {
	mode, kind, oid string
	size            int64
	path            string
}

// extract writes the regular files of commit into ws.
func (r *reader) extract(commit string, ws *prepare.Workspace, budget *prepare.Budget, filter *workspace.Filter) (prepare.Result, error) {
	entries, next, err := r.listTree(commit, budget.Limits())
	if err != nil {
		return prepare.Result{}, err
	}
	cat, err := r.startCat()
	if err != nil {
		return prepare.Result{}, err
	}
	defer cat.close()
	stdin, out, stderr := cat.stdin, cat.out, &cat.stderr
	var symlinks, submodules, excluded int
	var skipped []prepare.Skip
	// stop records where listing stopped at the file limit, when err is
	// that limit (what was extracted before is scanned).
	stop := func(p string, err error) bool {
		return errors.Is(budget.StopListing(p, err, &skipped), fs.SkipAll)
	}
entries:
	for _, e := range entries {
		p, err := workspace.CleanEntryPath(e.path)
		if err != nil {
			return prepare.Result{}, err
		}
		if err := budget.Entry(p); err != nil {
			if stop(p, err) {
				break entries
			}
			return prepare.Result{}, err
		}
		switch {
		case e.mode == "120000":
			symlinks++
			continue
		case e.kind == "commit":
			submodules++
			continue
		case e.kind != "blob":
			return prepare.Result{}, prepare.Errorf(prepare.ErrEntryType, e.path, "unexpected tree entry of type %q", e.kind)
		}
		if !filter.Match(p, false) {
			excluded++
			continue
		}
		// A file over max_file_bytes is left out and reported, as in a
		// path target: the tree's listing gives its size before a byte of
		// it is read.
		if skip, ok := budget.SkipFile(p, e.size); ok {
			skipped = append(skipped, skip)
			continue
		}
		if err := budget.Declare(p, e.size); err != nil {
			return prepare.Result{}, err
		}
		if err := r.copyBlob(ws, stdin, out, p, e); err != nil {
			if r.ctx.Err() != nil {
				return prepare.Result{}, r.ctx.Err()
			}
			if stop(p, err) {
				break entries
			}
			return prepare.Result{}, fmt.Errorf("%w%s", err, stderr.suffix())
		}
	}
	if next != "" && !slices.ContainsFunc(skipped, func(s prepare.Skip) bool { return strings.HasPrefix(s.Reason, "listing stopped") }) {
		// The tree has more entries than the limit: its first max_files
		// were listed, and the skip names the one after.
		stop(next, prepare.LimitError(next, prepare.LimitFiles, int64(len(entries)+1), int64(budget.Limits().MaxFiles), "tree entries"))
	}
	res, err := ws.Finish()
	if err != nil {
		return prepare.Result{}, err
	}
	res.Symlinks, res.Specials, res.Excluded, res.Skipped = symlinks, submodules, excluded, skipped
	return res, nil
}

// copyBlob asks cat-file for one blob and copies it into the workspace.
func (r *reader) copyBlob(ws *prepare.Workspace, stdin io.Writer, out *bufio.Reader, p string, e treeEntry) error {
	return r.catBlob(ws, stdin, out, p, e.oid, func(size int64) error {
		if size != e.size {
			return fmt.Errorf("git cat-file size %d for %s, ls-tree said %d", size, e.path, e.size)
		}
		return nil
	})
}

// errSkipBlob is what a catBlob check returns for a blob to leave out: its
// bytes are read past, not written.
var errSkipBlob = errors.New("blob left out")

// catBlob asks cat-file for blob oid, lets check accept its size, and
// copies it into the workspace at p.
func (r *reader) catBlob(ws *prepare.Workspace, stdin io.Writer, out *bufio.Reader, p, oid string, check func(size int64) error) error {
	if _, err := io.WriteString(stdin, oid+"\n"); err != nil {
		return fmt.Errorf("asking git cat-file for %s: %w", oid, err)
	}
	header, err := out.ReadString('\n')
	if err != nil {
		return fmt.Errorf("reading git cat-file header for %s: %w", oid, err)
	}
	fields := strings.Fields(header)
	if len(fields) == 2 && fields[1] == "missing" {
		return prepare.Errorf(prepare.ErrTarget, r.repo, "blob %s of %s is missing from the repository%s", oid, p, r.git.MissingHint())
	}
	if len(fields) != 3 || fields[0] != oid || fields[1] != "blob" {
		return fmt.Errorf("git cat-file answered %.120q for blob %s", header, oid)
	}
	size, err := strconv.ParseInt(fields[2], 10, 64)
	if err != nil || size < 0 {
		return fmt.Errorf("git cat-file size %q for %s", fields[2], oid)
	}
	if err := check(size); err != nil {
		if errors.Is(err, errSkipBlob) {
			// Read past the blob: cat-file answers in order.
			if n, cerr := io.CopyN(io.Discard, out, size); cerr != nil || n != size {
				return fmt.Errorf("git cat-file gave %d of %d bytes of %s: %v", n, size, p, cerr)
			}
			if b, rerr := out.ReadByte(); rerr != nil || b != '\n' {
				return fmt.Errorf("git cat-file: no newline after %s", oid)
			}
		}
		return err
	}
	sum, err := ws.AddFile(r.ctx, p, io.LimitReader(out, size))
	if err != nil {
		return err
	}
	if sum.Size != size {
		return fmt.Errorf("git cat-file gave %d of %d bytes of %s", sum.Size, size, p)
	}
	if b, err := out.ReadByte(); err != nil || b != '\n' {
		return fmt.Errorf("git cat-file: no newline after %s", oid)
	}
	return nil
}

// catFile is a running git cat-file --batch.
type catFile struct {
	cmd    *gitcmd.Cmd
	stdin  io.WriteCloser
	out    *bufio.Reader
	stderr boundedBuffer
}

// startCat starts git cat-file --batch; close stops it.
func (r *reader) startCat() (*catFile, error) {
	c := &catFile{cmd: r.command("cat-file", "--batch")}
	c.cmd.Stderr = &c.stderr
	var err error
	if c.stdin, err = c.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := c.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := c.cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting git cat-file: %w", err)
	}
	c.out = bufio.NewReaderSize(stdout, 64<<10)
	return c, nil
}

func (c *catFile) close() {
	c.stdin.Close()
	c.cmd.Kill()
	c.cmd.Wait()
}

// listTree returns every entry of commit's tree, recursively, up to
// MaxFiles entries; next is the path of the first entry past them ("" when
// the tree has no more). Paths are at most MaxPathBytes long.
func (r *reader) listTree(commit string, l prepare.Limits) (entries []treeEntry, next string, err error) {
	cmd := r.command("ls-tree", "-r", "-z", "-l", "--full-tree", commit)
	var stderr boundedBuffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, "", err
	}
	if err := cmd.Start(); err != nil {
		return nil, "", fmt.Errorf("starting git ls-tree: %w", err)
	}
	defer func() {
		cmd.Kill()
		cmd.Wait()
	}()
	maxRecord := l.MaxPathBytes + 200
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 0, 4096), maxRecord)
	sc.Split(splitNUL)
	for sc.Scan() {
		e, err := parseTreeEntry(sc.Text())
		if err != nil {
			return nil, "", err
		}
		if len(entries) >= l.MaxFiles {
			return entries, e.path, nil
		}
		if e.size < 0 {
			return nil, "", prepare.Errorf(prepare.ErrTarget, r.repo, "blob %s of %s is missing from the repository%s", e.oid, e.path, r.git.MissingHint())
		}
		entries = append(entries, e)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, "", prepare.LimitError("", prepare.LimitPathBytes, int64(maxRecord), int64(l.MaxPathBytes), "bytes in a tree entry")
		}
		return nil, "", fmt.Errorf("reading git ls-tree: %w", err)
	}
	if err := cmd.Wait(); err != nil {
		if r.ctx.Err() != nil {
			return nil, "", r.ctx.Err()
		}
		return nil, "", fmt.Errorf("git ls-tree %s: %w%s", commit, err, stderr.suffix())
	}
	return entries, "", nil
}

// parseTreeEntry parses "<mode> SP <type> SP <oid> SP+ <size> TAB <path>".
func parseTreeEntry(rec string) (treeEntry, error) {
	meta, path, ok := strings.Cut(rec, "\t")
	f := strings.Fields(meta)
	if !ok || len(f) != 4 || !isObjectID(f[2]) {
		return treeEntry{}, fmt.Errorf("git ls-tree: malformed entry %.120q", rec)
	}
	e := treeEntry{mode: f[0], kind: f[1], oid: f[2], path: path}
	switch f[3] {
	case "-":
	case "BAD": // the blob is missing
		e.size = -1
	default:
		n, err := strconv.ParseInt(f[3], 10, 64)
		if err != nil || n < 0 {
			return treeEntry{}, fmt.Errorf("git ls-tree: bad size in %.120q", rec)
		}
		e.size = n
	}
	return e, nil
}

func splitNUL(data []byte, atEOF bool) (int, []byte, error) {
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return i + 1, data[:i], nil
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}

// boundedBuffer keeps the first MaxStderrBytes written to it.
type boundedBuffer struct{ b []byte }

func (w *boundedBuffer) Write(p []byte) (int, error) {
	if room := MaxStderrBytes - len(w.b); room > 0 {
		w.b = append(w.b, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

// suffix is ": <stderr>" for error messages, or "".
func (w *boundedBuffer) suffix() string {
	s := strings.TrimSpace(string(w.b))
	if s == "" {
		return ""
	}
	return ": " + strings.ReplaceAll(s, "\n", "; ")
}
