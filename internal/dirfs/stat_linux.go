package dirfs

import (
	"syscall"

	"golang.org/x/sys/unix"
)

// sysStat is what FileInfo.Sys points to: the syscall.Stat_t that
// os.File.Stat gives, so readers that look for device and inode numbers
// there (wazero's file system adapter does) find them.
type sysStat = syscall.Stat_t

func fillSys(dst *sysStat, st *unix.Stat_t) {
	*dst = syscall.Stat_t{
		Dev: st.Dev, Ino: st.Ino, Nlink: st.Nlink, Mode: st.Mode, Uid: st.Uid, Gid: st.Gid,
		Rdev: st.Rdev, Size: st.Size, Blksize: st.Blksize, Blocks: st.Blocks,
		Atim: syscall.Timespec(st.Atim), Mtim: syscall.Timespec(st.Mtim), Ctim: syscall.Timespec(st.Ctim),
	}
}
