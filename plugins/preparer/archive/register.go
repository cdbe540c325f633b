package archive

import (
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
)

// Kind is the job target kind this preparer prepares.
const Kind = "archive"

// ID is the registry id of this preparer.
const ID = "preparer.archive"

// keys declares the plugin's table; the reference worker.toml and
// docs/configuration.md are generated from it, and the config loader and
// Validate (config.CheckKeys) check values against it.
var keys = []registry.Key{
	{Name: "formats", Type: "array of strings", Default: []string{"tar", "tar.gz", "zip"},
		Values: []string{string(FormatTar), string(FormatTarGz), string(FormatZip)},
		Doc:    "formats lists the archive formats accepted. The format is detected from the file's first bytes, never from its name. Workspace limits (max_bytes, max_files, max_file_bytes, max_ratio, max_path_bytes, max_depth) come from the worker's [limits] settings (workspace_max_*), not from this table."},
	{Name: "max_archive_bytes", Type: "size", Default: config.Size(1 << 30), Min: 1, Max: registry.NoMax,
		Doc: "max_archive_bytes bounds the size of the archive file itself."},
	{Name: "roots", Type: "array of strings", Default: []string{},
		Doc: "roots lists the directories an archive must lie in, after resolving symlinks in the target path. Empty accepts any absolute path: set it whenever jobs come from a remote transport."},
}

func init() {
	prepare.Plugins.Register(registry.Module{
		ID:              ID,
		New:             func() any { return New() },
		Keys:            keys,
		Summary:         "extracts a tar, tar.gz or zip archive (detected by magic bytes) with traversal, link and bomb checks",
		TargetKinds:     []string{Kind},
		ArchiveSuffixes: []string{".tar", ".tar.gz", ".tgz", ".zip"},
	})
}
