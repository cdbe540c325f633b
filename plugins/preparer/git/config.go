// Package git is the preparer.git plugin: the target is a local git
// repository (job target.path) scanned at one commit (target.ref, default
// HEAD). The tree of that commit is read object by object with
// `git ls-tree` and `git cat-file --batch` and written into the workspace
// through prepare.Workspace, so no checkout, hook, filter, attribute
// (export-ignore cannot hide files) or global config is involved, and
// nothing in the repository can run code. Symlinks and submodules are
// skipped and counted.
package git

import (
	"fmt"
	"io"
	"log/slog"
	"os/exec"
	"path/filepath"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/internal/workspace"
)

// Limits.
const (
	// MaxRefBytes is the longest ref a target may name.
	MaxRefBytes = 256
	// MaxStderrBytes is how much of git's stderr an error quotes.
	MaxStderrBytes = 2048
)

// Git is the preparer.git plugin. Its exported fields decode from the
// plugin's TOML table (its keys are declared in register.go). A provisioned Git is safe for
// concurrent use: Prepare keeps its state per call.
type Git struct {
	// Binary is the git executable, a name looked up in PATH or an absolute
	// path.
	Binary string `toml:"binary"`
	// Sandbox is "full" (default): git runs in the scanner sandbox; or
	// "off".
	Sandbox string `toml:"sandbox"`
	// Timeout bounds the git processes of one Prepare call.
	Timeout job.Duration `toml:"timeout"`
	// Roots are absolute directories a repository must lie in after its
	// symlinks are resolved. Empty (default) accepts any absolute path.
	Roots []string `toml:"roots"`

	logger   *slog.Logger
	binary   string
	resolved []string
}

// New returns a Git with defaults. It has no side effects.
func New() *Git {
	g := &Git{}
	registry.SetDefaults(g, keys)
	return g
}

// Provision finds the git binary, resolves Roots and keeps the logger.
func (g *Git) Provision(ctx registry.Context) error {
	g.logger = ctx.Logger
	if g.logger == nil {
		g.logger = slog.New(slog.DiscardHandler)
	}
	bin, err := exec.LookPath(g.Binary)
	if err != nil {
		return fmt.Errorf("binary %q: %w (install git or set binary to its absolute path)", g.Binary, err)
	}
	if g.binary, err = filepath.Abs(bin); err != nil {
		return fmt.Errorf("binary %q: %w", g.Binary, err)
	}
	resolved, err := workspace.ResolveRoots("roots", g.Roots)
	if err != nil {
		return err
	}
	g.resolved = resolved
	if g.Sandbox == sandbox.ModeOff {
		g.logger.Warn("preparer.git runs git unsandboxed (sandbox = \"off\"): a bug in git's parsing of a hostile repository would run as the worker's user")
	}
	return nil
}

// Enforcement says what confines git here (registry.Checker).
func (g *Git) Enforcement() []string {
	if g.Sandbox == sandbox.ModeOff {
		return []string{"sandbox: OFF (sandbox = \"off\"): git runs as the worker's user, unsandboxed; hooks, filters and the repository's config stay off"}
	}
	if _, err := g.sandbox(); err != nil {
		return []string{"sandbox: UNAVAILABLE, git targets are refused: " + err.Error()}
	}
	return []string{"sandbox: full: git runs in the scanner sandbox, as backend.subprocess's scanners do, with the repository read-only; hooks, filters and the repository's config stay off"}
}

// Unavailable says why git targets cannot be prepared here: the sandbox
// git is configured to run in does not start (registry.Checker).
func (g *Git) Unavailable() error {
	_, err := g.sandbox()
	return err
}

// sandbox returns the sandbox git runs in, or an error saying why the
// configured one cannot run here.
func (g *Git) sandbox() (*sandbox.Config, error) {
	cfg := sandbox.DefaultConfig()
	cfg.Mode = g.Sandbox
	if cfg.Mode == sandbox.ModeFull {
		if err := sandbox.Probe().Missing(); err != nil {
			return nil, fmt.Errorf("preparer.git: %w; or set [preparer.git] sandbox = \"off\"", err)
		}
	}
	return &cfg, nil
}

// Validate checks the decoded configuration without side effects.
func (g *Git) Validate() error {
	if g.Binary == "" {
		return fmt.Errorf("binary: empty; name the git executable")
	}
	for i, r := range g.Roots {
		if !filepath.IsAbs(r) {
			return fmt.Errorf("roots[%d]: %q is not absolute", i, r)
		}
	}
	return config.CheckKeys(ID, keys, g)
}

// Close releases nothing; it exists for the lifecycle.
func (g *Git) Close() error { return nil }

var (
	_ registry.Provisioner = (*Git)(nil)
	_ registry.Validator   = (*Git)(nil)
	_ io.Closer            = (*Git)(nil)
	_ prepare.Preparer     = (*Git)(nil)
	_ registry.Checker     = (*Git)(nil)
)
