//go:build unix && !linux

package dirfs

import "golang.org/x/sys/unix"

// sysStat is what FileInfo.Sys points to: outside Linux, the unix.Stat_t
// itself (this package does not map it to the system's syscall.Stat_t).
type sysStat = unix.Stat_t

func fillSys(dst *sysStat, st *unix.Stat_t) { *dst = *st }
