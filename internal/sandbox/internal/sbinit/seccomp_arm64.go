//go:build linux

package sbinit

import "golang.org/x/sys/unix"

// auditArch is the architecture the seccomp filter accepts.
const auditArch = unix.AUDIT_ARCH_AARCH64

// archDeniedSyscalls are the calls only this architecture has that the
// filter denies: none.
var archDeniedSyscalls []uintptr
