//go:build linux

package subprocess

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// removeTree removes dir and everything below it. When the first attempt
// fails it makes every directory writable and searchable (WalkDir visits a
// directory before reading it, so one pass reaches the whole tree) and
// tries again, so a scanner cannot leave an unremovable tree behind with
// chmod. A missing dir is not an error.
func removeTree(dir string) error {
	err := os.RemoveAll(dir)
	if err == nil || errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, _ error) error {
		if d != nil && d.IsDir() && d.Type()&fs.ModeSymlink == 0 {
			_ = os.Chmod(p, 0o700)
		}
		return nil
	})
	if err := os.RemoveAll(dir); err != nil {
		return fmt.Errorf("removing %s: %w", dir, err)
	}
	return nil
}
