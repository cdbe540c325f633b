// Package gitcmd runs git over a local repository that may be hostile:
// with a scrubbed environment (no system or global config, no prompts, an
// empty HOME), no replace objects, no repository discovery above the
// repository, and -c overrides that keep hooks and fsmonitor off, so
// nothing in the repository can run code. Only plumbing that reads objects
// (rev-parse, rev-list, log, diff-tree, ls-tree, cat-file) is meant to run
// through it: no checkout, so no filters or attributes apply.
package gitcmd

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
)

// Command returns binary (an absolute path to git) running args in repo,
// with home as HOME and XDG_CONFIG_HOME (an empty directory, so no user
// config is read).
func Command(ctx context.Context, binary, repo, home string, args ...string) *exec.Cmd {
	base := []string{
		"-C", repo,
		"-c", "safe.directory=" + repo,
		"-c", "core.hooksPath=" + os.DevNull,
		"-c", "core.fsmonitor=false",
		"--no-pager", "--no-replace-objects",
	}
	cmd := exec.CommandContext(ctx, binary, append(base, args...)...)
	cmd.Env = []string{
		"PATH=/usr/bin:/bin",
		"HOME=" + home,
		"XDG_CONFIG_HOME=" + home,
		"GIT_CONFIG_NOSYSTEM=1",
		"GIT_CONFIG_GLOBAL=" + os.DevNull,
		"GIT_TERMINAL_PROMPT=0",
		"GIT_CEILING_DIRECTORIES=" + filepath.Dir(repo),
		"GIT_OPTIONAL_LOCKS=0",
		"LC_ALL=C",
	}
	cmd.Dir = repo
	return cmd
}
