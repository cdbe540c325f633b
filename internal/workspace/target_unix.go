//go:build unix

package workspace

import "syscall"

// layoutErrors are the system errors about a name or the shape of the tree
// that no retry can fix: a file where a directory should be, a symbolic
// link loop, a name too long, a name the file system refuses (EINVAL, or
// EILSEQ on file systems that enforce an encoding).
var layoutErrors = []error{syscall.ENOTDIR, syscall.ELOOP, syscall.ENAMETOOLONG, syscall.EINVAL, syscall.EILSEQ}
