// Package datadir is how a scanner run by backend.subprocess or
// backend.goplugin finds the data files of its package (the manifest's
// "data"): the backend names them in two environment variables, and in
// the sandbox mounts them read-only below /package. backend.wasm hands a
// scanner the same files through sluice_configure instead
// (docs/scanner-protocol.md, "Data files"; docs/wasm-abi.md).
package datadir

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Environment variables through which backend.subprocess and
// backend.goplugin hand a scanner its data files (backend.wasm passes their
// contents to sluice_configure instead).
const (
	// EnvDir names the directory that holds the data files, each at
	// its Name: in the sandbox, a read-only directory in which nothing
	// else of the package is visible.
	EnvDir = "SLUICE_DATA_DIR"
	// EnvFiles lists the data files' names in order, separated by
	// ":". It is unset when the scanner has no data files.
	EnvFiles = "SLUICE_DATA_FILES"
	// MaxBytes caps the total size Read reads.
	MaxBytes = 16 << 20
)

// Read reads the data files that EnvFiles names from
// EnvDir, in order, at most MaxBytes in all. It returns nil and
// no error when EnvFiles is unset.
func Read() ([]scanner.DataFile, error) {
	list, ok := os.LookupEnv(EnvFiles)
	if !ok || list == "" {
		return nil, nil
	}
	dir := os.Getenv(EnvDir)
	if dir == "" {
		return nil, fmt.Errorf("%s is set but %s is not", EnvFiles, EnvDir)
	}
	var files []scanner.DataFile
	left := int64(MaxBytes)
	for _, name := range strings.Split(list, ":") {
		if !filepath.IsLocal(filepath.FromSlash(name)) {
			return nil, fmt.Errorf("data file name %q is not a path inside %s", name, EnvDir)
		}
		// Unsandboxed, the backend links each name to the file in its
		// store, so the links are followed.
		f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			return nil, fmt.Errorf("data file %s: %w", name, err)
		}
		b, err := io.ReadAll(io.LimitReader(f, left+1))
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("data file %s: %w", name, err)
		}
		if left -= int64(len(b)); left < 0 {
			return nil, fmt.Errorf("data files: more than %d bytes in all", MaxBytes)
		}
		files = append(files, scanner.DataFile{Name: name, Data: b})
	}
	return files, nil
}

// Configure returns s configured with the files Read returns when s
// is scanner.Configurable and it was given data files, and s itself otherwise.
// sdk/stdio.Main and sdk/plugin.Serve call it before they use s.
func Configure(s scanner.Scanner) (scanner.Scanner, error) {
	c, ok := s.(scanner.Configurable)
	if !ok {
		return s, nil
	}
	files, err := Read()
	if err != nil || files == nil {
		return s, err
	}
	return c.Configure(files)
}
