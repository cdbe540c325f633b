package git

import (
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/sandbox"
)

// Kind is the job target kind this preparer prepares.
const Kind = "git"

// ID is the registry id of this preparer.
const ID = "preparer.git"

// keys declares the plugin's table; the reference worker.toml and
// docs/configuration.md are generated from it.
var keys = []registry.Key{
	{Name: "binary", Type: "string", Default: "git",
		Doc: "binary is the git executable: a name looked up in PATH, or an absolute path. The commit scanned is the job's target.ref (a branch, tag, commit id, optionally with ~N or ^N; default HEAD); objects are read with `git ls-tree` and `git cat-file` through a shadow git dir the worker builds from the repository's refs and objects, so nothing of the repository's config, hooks, attributes or alternates is read (docs/security.md, \"Scanning git repositories\"); no checkout, no system or global config, no lazy fetch. A .git file pointing outside the target, a linked worktree and a reftable repository are refused. Symlinks and submodules are skipped. A target with history = true scans the history instead: every blob reachable from target.ref (every ref when it is empty), once, at <commit>/<path> of the commit that first added it. Workspace limits come from the worker's [limits] settings."},
	{Name: "sandbox", Type: "string", Default: sandbox.ModeFull, Values: []string{sandbox.ModeFull, sandbox.ModeOff},
		Doc: `sandbox "full" runs every git process in the scanner sandbox (new user, PID, mount and network namespaces, Landlock, seccomp, no capabilities, an unprivileged uid, no descriptor of the worker's), with only the system paths, the repository and the worker's shadow git dir of it, all read-only: a bug in git's parsing of a hostile repository's objects reaches nothing else. Where the sandbox cannot run, git targets fail with a message naming what to enable. "off" runs git as the worker's user, logged as a warning at start.`},
	{Name: "timeout", Type: "duration", Default: job.Duration(10 * time.Minute), Min: int64(time.Millisecond), Max: registry.NoMax,
		Doc: "timeout bounds the git processes of one preparation."},
	{Name: "roots", Type: "array of strings", Default: []string{},
		Doc: "roots lists the directories a repository must lie in, after resolving symlinks in the target path. Empty accepts any absolute path: set it whenever jobs come from a remote transport."},
}

func init() {
	prepare.Plugins.Register(registry.Module{
		ID:          ID,
		New:         func() any { return New() },
		Keys:        keys,
		Summary:     "reads one commit of a local git repository (ls-tree + cat-file, no checkout, hooks, filters or attributes)",
		TargetKinds: []string{Kind},
	})
}
