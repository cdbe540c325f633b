// Package gitcmd runs git over a local repository that may be hostile.
//
// git reads much more of a repository than its objects: its config can
// name programs for git to run (core.fsmonitor, core.sshCommand,
// core.pager, diff.external, textconv and filter drivers, a promisor
// remote's uploadpack run by a lazy fetch), include more config from any
// file, and point at objects outside it (objects/info/alternates, a .git
// file's gitdir, a worktree's commondir). No option or environment
// variable of git turns all of that off, and each release adds more. So
// git never sees the repository's own git dir: Open builds a shadow git
// dir in a private directory that holds a config of ours, copies of the
// repository's HEAD, refs, packed-refs and shallow list (each checked:
// regular files of bounded size holding object ids and ref names), and
// links to its pack files and loose objects, each a regular file inside
// the repository. The shadow has no hooks, no info/attributes, no
// alternates, no commit-graph and no remote, and git runs with
// GIT_DIR set to it, no system or global config, no replace objects, no
// lazy fetch, no protocol allowed and an empty HOME. Only plumbing that
// reads objects (rev-parse, rev-list, log, diff-tree, ls-tree, cat-file)
// is meant to run through it.
package gitcmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/internal/state"
)

// Limits on what Open copies or links from a repository.
const (
	// MaxRefFileBytes bounds HEAD and each loose ref.
	MaxRefFileBytes = 4 << 10
	// MaxPackedRefsBytes bounds packed-refs and shallow.
	MaxPackedRefsBytes = 256 << 20
	// MaxRefs bounds the loose refs.
	MaxRefs = 1 << 20
	// MaxObjectFiles bounds the pack files and loose objects linked.
	MaxObjectFiles = 4 << 20
)

// Repo is a repository opened for reading through a shadow git dir.
// Close removes the shadow.
type Repo struct {
	// Path is the target as given: a work tree with a .git directory (or
	// a .git file naming a git dir inside it), or a bare repository.
	Path string
	// GitDir is the repository's own git dir, inside Path.
	GitDir string
	// Alternates says the repository names other object stores, which
	// are not read: objects only they hold are missing.
	Alternates bool

	// Sandbox, when set, is the kernel sandbox git runs in (Command).
	Sandbox *sandbox.Config

	binary string
	root   string // Path with its symlinks resolved
	shadow string
	home   string
}

// Error is a repository Open refuses, with the path it found wrong.
type Error struct {
	Path string
	Msg  string
}

func (e *Error) Error() string { return e.Path + ": " + e.Msg }

func refuse(path, format string, args ...any) error {
	return &Error{Path: path, Msg: fmt.Sprintf(format, args...)}
}

// Open finds the git dir of the repository at path and builds its shadow
// in a new directory below tmp (the system's temp dir when empty).
// binary is the absolute path of git. A repository Open refuses gives an
// *Error.
func Open(binary, path, tmp string) (*Repo, error) {
	root, err := filepath.EvalSymlinks(path)
	if err != nil {
		return nil, err
	}
	gitDir, err := findGitDir(path, root)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp(tmp, "sluice-git-")
	if err != nil {
		return nil, err
	}
	r := &Repo{Path: path, GitDir: gitDir, binary: binary, root: root, shadow: filepath.Join(dir, "git"), home: filepath.Join(dir, "home")}
	if err := r.build(root); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	return r, nil
}

// Close removes the shadow git dir.
func (r *Repo) Close() error { return os.RemoveAll(filepath.Dir(r.shadow)) }

// Shadow is the shadow git dir, for a sandbox to mount read-only.
func (r *Repo) Shadow() string { return r.shadow }

// Args are the arguments git runs with before a command's own: no hooks,
// no fsmonitor, no transport, no pager, no replace objects, and any
// directory's ownership accepted (the shadow is the worker's; inside the
// sandbox, git runs as another uid).
var Args = []string{
	"-c", "safe.directory=*",
	"-c", "core.hooksPath=" + os.DevNull,
	"-c", "core.fsmonitor=false",
	"-c", "protocol.allow=never",
	"--no-pager", "--no-replace-objects",
}

// Command returns git running args over the repository through the
// shadow git dir, with a scrubbed environment, in the kernel sandbox of
// r.Sandbox (the repository and the shadow read-only, no network, an
// unprivileged uid, no descriptor of the worker's), or directly when
// r.Sandbox is nil or its mode is "off".
func (r *Repo) Command(ctx context.Context, args ...string) *Cmd {
	return &Cmd{r: r, ctx: ctx, args: append(slices.Clone(Args), args...)}
}

// Cmd is a git command over a Repo. Set Stderr, take pipes, then Start
// and Wait, or call Output.
type Cmd struct {
	// Stderr receives git's standard error; nil discards it.
	Stderr io.Writer

	r      *Repo
	ctx    context.Context
	args   []string
	stdin  *os.File // git's ends of the pipes, closed once it started
	stdout *os.File
	cmd    *sandbox.Cmd
	exe    *os.File
	done   chan struct{}

	waited  sync.Once
	waitErr error
}

// StdinPipe returns a pipe to git's standard input.
func (c *Cmd) StdinPipe() (io.WriteCloser, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	c.stdin = r
	return w, nil
}

// StdoutPipe returns a pipe from git's standard output.
func (c *Cmd) StdoutPipe() (io.ReadCloser, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	c.stdout = w
	return r, nil
}

// Start starts git; it is killed when the context ends.
func (c *Cmd) Start() error {
	defer c.closeChildEnds()
	exe, err := os.Open(c.r.binary)
	if err != nil {
		return err
	}
	c.exe = exe
	cfg := sandbox.Config{Mode: sandbox.ModeOff}
	if c.r.Sandbox != nil {
		cfg = *c.r.Sandbox
	}
	cmd, err := cfg.Command(&sandbox.Job{
		Exe: exe, Args: append([]string{"git"}, c.args...), Env: c.r.Env(), Dir: c.r.shadow,
		ReadOnly: []string{c.r.root, filepath.Dir(c.r.shadow)},
	})
	if err != nil {
		exe.Close()
		return fmt.Errorf("git in the sandbox: %w", err)
	}
	if c.stdin != nil {
		cmd.Stdin = c.stdin
	}
	if c.stdout != nil {
		cmd.Stdout = c.stdout
	}
	if c.Stderr != nil {
		cmd.Stderr = c.Stderr
	}
	cmd.SysProcAttr.Setpgid = true
	if err := cmd.Start(); err != nil {
		exe.Close()
		return fmt.Errorf("starting git: %w", err)
	}
	c.cmd, c.done = cmd, make(chan struct{})
	go func() {
		select {
		case <-c.ctx.Done():
			c.Kill()
		case <-c.done:
		}
	}()
	return nil
}

func (c *Cmd) closeChildEnds() {
	for _, f := range []*os.File{c.stdin, c.stdout} {
		if f != nil {
			f.Close()
		}
	}
	c.stdin, c.stdout = nil, nil
}

// Kill ends git (in the sandbox: its whole process tree).
func (c *Cmd) Kill() {
	if c.cmd != nil && c.cmd.Process != nil {
		_ = c.cmd.Process.Kill()
	}
}

// Wait waits for git to exit; an exit other than 0, or a sandbox that
// could not start it, is an error. Later calls return the first's
// result.
func (c *Cmd) Wait() error {
	if c.cmd == nil {
		return errors.New("git: Wait before Start")
	}
	c.waited.Do(func() {
		_ = c.cmd.Wait()
		close(c.done)
		c.exe.Close()
		if err := c.ctx.Err(); err != nil {
			c.waitErr = err
			return
		}
		ex := c.cmd.Exit(c.cmd.ProcessState)
		switch {
		case ex.SetupErr != "":
			c.waitErr = fmt.Errorf("git's sandbox: %s", ex.SetupErr)
		case !ex.Success():
			c.waitErr = fmt.Errorf("git %s", ex)
		}
	})
	return c.waitErr
}

// Output runs git and returns its standard output.
func (c *Cmd) Output() ([]byte, error) {
	var out bytes.Buffer
	r, err := c.StdoutPipe()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	if err := c.Start(); err != nil {
		return nil, err
	}
	_, cerr := out.ReadFrom(r)
	if err := c.Wait(); err != nil {
		return out.Bytes(), err
	}
	return out.Bytes(), cerr
}

// Env is the environment git runs with.
func (r *Repo) Env() []string {
	return []string{
		"PATH=/usr/bin:/bin",
		"HOME=" + r.home,
		"XDG_CONFIG_HOME=" + r.home,
		"GIT_DIR=" + r.shadow,
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL=" + os.DevNull,
		"GIT_ATTR_NOSYSTEM=1",
		"GIT_NO_REPLACE_OBJECTS=1",
		"GIT_NO_LAZY_FETCH=1",
		"GIT_ALLOW_PROTOCOL=none",
		"GIT_TERMINAL_PROMPT=0",
		"GIT_OPTIONAL_LOCKS=0",
		"LC_ALL=C",
	}
}

// MissingHint explains a missing object when the repository names
// alternates, else is "".
func (r *Repo) MissingHint() string {
	if !r.Alternates {
		return ""
	}
	return " (the repository's objects/info/alternates names object stores outside it, which are not read: scan the repository that holds the objects, or repack this one with git repack -a)"
}

// findGitDir returns the git dir of the repository at path (root is path
// with its symlinks resolved): path/.git when it is a directory, the
// gitdir a .git file names when that lies inside root, or path itself
// when it is a bare repository.
func findGitDir(path, root string) (string, error) {
	dotgit := filepath.Join(root, ".git")
	fi, err := os.Lstat(dotgit)
	switch {
	case err == nil && fi.IsDir():
		return dotgit, checkCommonDir(path, root, dotgit)
	case err == nil && fi.Mode().IsRegular():
		b, err := readSmall(dotgit, MaxRefFileBytes)
		if err != nil {
			return "", err
		}
		target, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:")
		if !ok {
			return "", refuse(dotgit, "a .git file that does not start with \"gitdir:\"")
		}
		target = strings.TrimSpace(target)
		if !filepath.IsAbs(target) {
			target = filepath.Join(root, target)
		}
		dir, err := filepath.EvalSymlinks(target)
		if err != nil || !within(root, dir) {
			return "", refuse(dotgit, "its gitdir %q lies outside the repository: a repository is read only from inside itself", target)
		}
		return dir, checkCommonDir(path, root, dir)
	case err == nil:
		return "", refuse(dotgit, "is a %s, not a directory or a .git file: a repository is read only from inside itself", fi.Mode().Type())
	case !errors.Is(err, fs.ErrNotExist):
		return "", err
	}
	for _, name := range []string{"HEAD", "objects", "refs"} {
		if _, err := os.Lstat(filepath.Join(root, name)); err != nil {
			return "", refuse(path, "not a git repository: no .git here, and no %s of a bare repository", name)
		}
	}
	return root, checkCommonDir(path, root, root)
}

// checkCommonDir refuses a git dir that shares another one's objects and
// refs (a linked worktree's commondir), or stores refs in a reftable.
func checkCommonDir(path, root, gitDir string) error {
	if _, err := os.Lstat(filepath.Join(gitDir, "commondir")); err == nil {
		return refuse(path, "a linked worktree (its git dir has a commondir file): scan the main repository instead")
	}
	if _, err := os.Lstat(filepath.Join(gitDir, "reftable")); err == nil {
		return refuse(path, "its refs are in a reftable, which is not supported: convert it with git refs migrate --ref-format=files")
	}
	return nil
}

// within says whether p is root or below it.
func within(root, p string) bool {
	rel, err := filepath.Rel(root, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

var (
	hexID   = regexp.MustCompile(`^(?:[0-9a-f]{40}|[0-9a-f]{64})$`)
	refName = regexp.MustCompile(`^refs/[A-Za-z0-9._/@+-]+$`)
)

// build writes the shadow git dir.
func (r *Repo) build(root string) error {
	for _, d := range []string{r.home, r.shadow, filepath.Join(r.shadow, "refs"), filepath.Join(r.shadow, "objects", "pack"), filepath.Join(r.shadow, "objects", "info")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return err
		}
	}
	idLen := 0
	checkID := func(where, id string) error {
		if !hexID.MatchString(id) {
			return refuse(where, "holds %.80q, not an object id", id)
		}
		if idLen != 0 && len(id) != idLen {
			return refuse(where, "mixes object ids of %d and %d hex digits", idLen, len(id))
		}
		idLen = len(id)
		return nil
	}
	checkRefValue := func(where, v string) error {
		if target, ok := strings.CutPrefix(v, "ref: "); ok {
			if !refName.MatchString(target) || strings.Contains(target, "..") {
				return refuse(where, "names %.80q, not a ref", target)
			}
			return nil
		}
		return checkID(where, v)
	}
	// HEAD.
	head := filepath.Join(r.GitDir, "HEAD")
	b, err := readSmall(head, MaxRefFileBytes)
	if err != nil {
		return err
	}
	v := strings.TrimSpace(string(b))
	if err := checkRefValue(head, v); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(r.shadow, "HEAD"), []byte(v+"\n"), 0o600); err != nil {
		return err
	}
	// Loose refs.
	refs, n := filepath.Join(r.GitDir, "refs"), 0
	err = filepath.WalkDir(refs, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) && p == refs {
				return nil
			}
			return err
		}
		rel, _ := filepath.Rel(refs, p)
		switch {
		case d.IsDir():
			if rel == "replace" {
				return fs.SkipDir // GIT_NO_REPLACE_OBJECTS: never read
			}
			if rel != "." {
				return os.Mkdir(filepath.Join(r.shadow, "refs", rel), 0o700)
			}
			return nil
		case !d.Type().IsRegular():
			return refuse(p, "a ref that is a %s, not a regular file", d.Type())
		}
		if n++; n > MaxRefs {
			return refuse(refs, "more than %d loose refs", MaxRefs)
		}
		if !refName.MatchString("refs/" + filepath.ToSlash(rel)) {
			return refuse(p, "a ref name git would not write")
		}
		b, err := readSmall(p, MaxRefFileBytes)
		if err != nil {
			return err
		}
		v := strings.TrimSpace(string(b))
		if err := checkRefValue(p, v); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(r.shadow, "refs", rel), []byte(v+"\n"), 0o600)
	})
	if err != nil {
		return err
	}
	// packed-refs and shallow: lines of object ids and ref names.
	if err := r.copyLines(filepath.Join(r.GitDir, "packed-refs"), "packed-refs", func(where, line string) error {
		if strings.HasPrefix(line, "#") {
			return nil
		}
		id, name, ok := strings.Cut(strings.TrimPrefix(line, "^"), " ")
		if strings.HasPrefix(line, "^") {
			if ok {
				return refuse(where, "a peeled line %.80q", line)
			}
			return checkID(where, id)
		}
		if !ok || !refName.MatchString(name) {
			return refuse(where, "a line %.80q that is not \"<id> <ref>\"", line)
		}
		return checkID(where, id)
	}); err != nil {
		return err
	}
	if err := r.copyLines(filepath.Join(r.GitDir, "shallow"), "shallow", checkID); err != nil {
		return err
	}
	if err := r.linkObjects(); err != nil {
		return err
	}
	config := "[core]\n\trepositoryformatversion = 0\n\tbare = true\n"
	if idLen == 64 {
		config = "[core]\n\trepositoryformatversion = 1\n\tbare = true\n[extensions]\n\tobjectformat = sha256\n"
	}
	return os.WriteFile(filepath.Join(r.shadow, "config"), []byte(config), 0o600)
}

// copyLines copies the file src, when it exists, to name in the shadow,
// after check accepted each of its lines.
func (r *Repo) copyLines(src, name string, check func(where, line string) error) error {
	b, err := readSmall(src, MaxPackedRefsBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	for line := range strings.Lines(string(b)) {
		if line = strings.TrimRight(line, "\n"); line != "" {
			if err := check(src, line); err != nil {
				return err
			}
		}
	}
	return os.WriteFile(filepath.Join(r.shadow, name), b, 0o600)
}

// linkObjects links each pack (.pack, .idx, .rev) and each loose object
// of the repository into the shadow's object store, when it is a regular
// file. Nothing else of objects/ is read: no info/alternates, no
// commit-graph, no multi-pack-index, no promisor marks.
func (r *Repo) linkObjects() error {
	objects := filepath.Join(r.GitDir, "objects")
	fi, err := os.Lstat(objects)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		return refuse(objects, "is a %s, not a directory", fi.Mode().Type())
	}
	if _, err := os.Lstat(filepath.Join(objects, "info", "alternates")); err == nil {
		r.Alternates = true
	}
	n := 0
	link := func(src, dst string) error {
		if n++; n > MaxObjectFiles {
			return refuse(objects, "more than %d pack files and loose objects", MaxObjectFiles)
		}
		return os.Symlink(src, dst)
	}
	entries, err := os.ReadDir(objects)
	if err != nil {
		return err
	}
	for _, e := range entries {
		name := e.Name()
		switch {
		case name == "pack" && e.IsDir():
			packs, err := os.ReadDir(filepath.Join(objects, "pack"))
			if err != nil {
				return err
			}
			for _, p := range packs {
				ext := filepath.Ext(p.Name())
				if !p.Type().IsRegular() || !strings.HasPrefix(p.Name(), "pack-") || (ext != ".pack" && ext != ".idx" && ext != ".rev") {
					continue
				}
				if err := link(filepath.Join(objects, "pack", p.Name()), filepath.Join(r.shadow, "objects", "pack", p.Name())); err != nil {
					return err
				}
			}
		case len(name) == 2 && isHex(name) && e.IsDir():
			loose, err := os.ReadDir(filepath.Join(objects, name))
			if err != nil {
				return err
			}
			made := false
			for _, o := range loose {
				if !o.Type().IsRegular() || !isHex(o.Name()) {
					continue
				}
				if !made {
					if err := os.Mkdir(filepath.Join(r.shadow, "objects", name), 0o700); err != nil {
						return err
					}
					made = true
				}
				if err := link(filepath.Join(objects, name, o.Name()), filepath.Join(r.shadow, "objects", name, o.Name())); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return s != ""
}

// readSmall reads the regular file p (state.ReadFile: no symbolic link
// followed, at most max bytes), refusing anything else with an *Error.
func readSmall(p string, max int64) ([]byte, error) {
	b, err := state.ReadFile(p, max)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, err
	case err != nil:
		return nil, &Error{Path: p, Msg: strings.TrimPrefix(err.Error(), p+": ") + " (a repository is read only from inside itself)"}
	case bytes.IndexByte(b, 0) >= 0:
		return nil, refuse(p, "holds a NUL byte")
	}
	return b, nil
}
