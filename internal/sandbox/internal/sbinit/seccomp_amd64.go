//go:build linux

package sbinit

import "golang.org/x/sys/unix"

// auditArch is the architecture the seccomp filter accepts.
const auditArch = unix.AUDIT_ARCH_X86_64

// archDeniedSyscalls are the calls only this architecture has that the
// filter denies: port I/O and obsolete module and library calls.
var archDeniedSyscalls = []uintptr{unix.SYS_IOPL, unix.SYS_IOPERM, unix.SYS_USELIB, unix.SYS_CREATE_MODULE}
