//go:build linux

package sandbox

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// SealedExecutable copies the executable r (size bytes) into a memfd
// while hashing it, and returns the memfd sealed against every change
// (F_SEAL_WRITE, F_SEAL_GROW, F_SEAL_SHRINK, F_SEAL_SEAL), opened read-only,
// with the sha256 of the bytes it holds. Executing that file runs exactly
// the bytes hashed: nothing on disk can swap or patch them afterwards. The
// caller compares the digest with the manifest's and closes the file.
func SealedExecutable(name string, r io.Reader, size int64) (*os.File, []byte, error) {
	fd, err := unix.MemfdCreate("sluice:"+name, unix.MFD_CLOEXEC|unix.MFD_ALLOW_SEALING|unix.MFD_EXEC)
	if errors.Is(err, unix.EINVAL) {
		// Kernels before 6.3 do not know MFD_EXEC; their memfds are
		// executable anyway.
		fd, err = unix.MemfdCreate("sluice:"+name, unix.MFD_CLOEXEC|unix.MFD_ALLOW_SEALING)
	}
	if err != nil {
		return nil, nil, fmt.Errorf("creating a memfd for %s: %w", name, err)
	}
	rw := os.NewFile(uintptr(fd), "memfd:"+name)
	defer rw.Close()
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(rw, h), io.LimitReader(r, size+1))
	if err != nil {
		return nil, nil, fmt.Errorf("copying %s into a memfd: %w", name, err)
	}
	if n != size {
		return nil, nil, fmt.Errorf("%s changed size while copied (%d bytes, expected %d)", name, n, size)
	}
	seals := unix.F_SEAL_WRITE | unix.F_SEAL_GROW | unix.F_SEAL_SHRINK | unix.F_SEAL_SEAL
	if _, err := unix.FcntlInt(uintptr(fd), unix.F_ADD_SEALS, seals); err != nil {
		return nil, nil, fmt.Errorf("sealing the memfd of %s: %w", name, err)
	}
	// execve refuses a file that is open for writing, so keep only a
	// read-only descriptor.
	ro, err := os.OpenFile("/proc/self/fd/"+strconv.Itoa(fd), os.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, nil, fmt.Errorf("reopening the memfd of %s read-only: %w", name, err)
	}
	return ro, h.Sum(nil), nil
}
