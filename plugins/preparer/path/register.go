package path

import (
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
)

// Kind is the job target kind this preparer prepares.
const Kind = "path"

// ID is the registry id of this preparer.
const ID = "preparer.path"

// keys declares the plugin's table; the reference worker.toml and
// docs/configuration.md are generated from it, and the config loader checks
// mode against its allowed values.
var keys = []registry.Key{
	{Name: "mode", Type: "string", Default: "copy", Values: []string{string(ModeCopy), string(ModeView)},
		Doc: "mode chooses how the workspace is built. copy copies the selected regular files into the attempt's private workspace and makes it read-only (files 0400, dirs 0500). view copies nothing: the scanner reads the directory in place, never following a symbolic link; the limits are checked by a listing walk (no file is read), no content digest is recorded, and the tree may change after preparation. A target with include/exclude patterns, or a single file, is always copied. `worker scan` always views local directories in place. Limits (workspace_max_bytes, workspace_max_files, ...) come from the worker's [limits] settings, not from this table."},
	{Name: "roots", Type: "array of strings", Default: []string{},
		Doc: "roots lists the directories a target must lie in, after resolving symlinks in the target path. Empty accepts any absolute path: set it whenever jobs come from a remote transport."},
}

func init() {
	prepare.Plugins.Register(registry.Module{
		ID:          ID,
		New:         func() any { return New() },
		Keys:        keys,
		Summary:     "copies (or views in place) a local directory or file, skipping symlinks and special files",
		TargetKinds: []string{Kind},
	})
}
