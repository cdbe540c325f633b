//go:build linux && !amd64 && !arm64

package sbinit

// auditArch is 0 where the filter is not built: the init refuses to
// start a scanner (installSeccomp).
const auditArch = 0

var archDeniedSyscalls []uintptr
