//go:build unix

package prepare

import "syscall"

var (
	errNotDir      error = syscall.ENOTDIR
	errLoop        error = syscall.ELOOP
	errNameTooLong error = syscall.ENAMETOOLONG
)
