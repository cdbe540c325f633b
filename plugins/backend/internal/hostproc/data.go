//go:build linux

package hostproc

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/datadir"
	"github.com/sluicehq/sluice/internal/sandbox"
)

// DataFiles is how a scanner process gets its data files (the manifest's
// data, then any the operator added): mounted read-only below
// sandbox.DataDir in the sandbox, or, unsandboxed, as symbolic links in a
// private directory; the scanner learns where from datadir.EnvDir and
// datadir.EnvFiles (docs/scanner-protocol.md).
type DataFiles struct {
	// Files are the sandbox's mounts (sandbox.Job.Files).
	Files []sandbox.File
	// Env are the variables to add to the scanner's environment; nil
	// without data files.
	Env []string
	// viewDir is the unsandboxed directory of links, removed by Close.
	viewDir string
}

// NewDataFiles prepares files for a scanner. Sandboxed, they are mounted
// at their names below sandbox.DataDir. Unsandboxed, viewParent gets a
// fresh directory of symbolic links to them, which Close removes. A name
// must be a relative, clean path without ".." or ":".
func NewDataFiles(files []backend.DataFile, sandboxed bool, viewParent string) (*DataFiles, error) {
	d := &DataFiles{}
	if len(files) == 0 {
		return d, nil
	}
	names := make([]string, 0, len(files))
	for _, f := range files {
		if strings.Contains(f.Name, ":") {
			return nil, fmt.Errorf("data file name %q contains ':'", f.Name)
		}
		d.Files = append(d.Files, sandbox.File{Name: f.Name, Source: f.Path})
		names = append(names, f.Name)
	}
	dir := sandbox.DataDir
	if !sandboxed {
		var err error
		if d.viewDir, err = os.MkdirTemp(viewParent, "data-"); err != nil {
			return nil, fmt.Errorf("creating the data file dir: %w", err)
		}
		for _, f := range d.Files {
			if err := f.CheckName(); err != nil {
				d.Close()
				return nil, err
			}
			link := filepath.Join(d.viewDir, filepath.FromSlash(f.Name))
			if err := os.MkdirAll(filepath.Dir(link), 0o700); err != nil {
				d.Close()
				return nil, err
			}
			if err := os.Symlink(f.Source, link); err != nil {
				d.Close()
				return nil, fmt.Errorf("linking data file %s: %w", f.Name, err)
			}
		}
		dir = d.viewDir
	}
	d.Env = []string{datadir.EnvDir + "=" + dir, datadir.EnvFiles + "=" + strings.Join(names, ":")}
	return d, nil
}

// Close removes the unsandboxed directory of links, if any.
func (d *DataFiles) Close() {
	if d.viewDir != "" {
		os.RemoveAll(d.viewDir)
		d.viewDir = ""
	}
}
