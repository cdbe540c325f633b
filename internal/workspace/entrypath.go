package workspace

import (
	"strings"

	"github.com/sluicehq/sluice/core/prepare"
)

// CleanEntryPath checks an archive entry name and returns it as a clean
// workspace-relative path without a trailing slash. Leading "./" elements
// are dropped (tar writes them) and a name that is only "." or "./" returns
// "" (the archive root, which callers skip). Every other oddity is an error
// of kind ErrUnsafePath naming the problem: a NUL byte, a backslash, an
// absolute or UNC path, a Windows drive ("C:"), a ".." element, and empty
// or "." elements inside the name ("a//b", "a/./b"). CleanEntryPath never
// touches the file system.
func CleanEntryPath(name string) (string, error) {
	switch {
	case name == "":
		return "", prepare.Errorf(prepare.ErrUnsafePath, name, "empty entry name")
	case strings.IndexByte(name, 0) >= 0:
		return "", prepare.Errorf(prepare.ErrUnsafePath, name, "entry name contains a NUL byte")
	case strings.IndexByte(name, '\\') >= 0:
		return "", prepare.Errorf(prepare.ErrUnsafePath, name, "entry name contains a backslash (Windows separator or UNC path)")
	case strings.HasPrefix(name, "/"):
		return "", prepare.Errorf(prepare.ErrUnsafePath, name, "absolute entry path")
	case len(name) >= 2 && name[1] == ':' && isLetter(name[0]):
		return "", prepare.Errorf(prepare.ErrUnsafePath, name, "Windows drive path")
	}
	p := name
	for strings.HasPrefix(p, "./") {
		p = strings.TrimLeft(p[2:], "/")
	}
	p = strings.TrimSuffix(p, "/")
	if p == "" || p == "." {
		return "", nil
	}
	for i, e := range strings.Split(p, "/") {
		switch e {
		case "..":
			return "", prepare.Errorf(prepare.ErrUnsafePath, name, "path traversal: element %d is \"..\"", i+1)
		case "":
			return "", prepare.Errorf(prepare.ErrUnsafePath, name, "empty path element %d", i+1)
		case ".":
			return "", prepare.Errorf(prepare.ErrUnsafePath, name, "\".\" path element %d", i+1)
		}
	}
	return p, nil
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
