//go:build linux

package sbinit

import (
	"errors"
	"fmt"
	"os"
	"path"
	"strings"

	"golang.org/x/sys/unix"
)

// newRoot is where the init builds the sandbox's root file system (a
// tmpfs mounted over it in the sandbox's own mount namespace) before it
// pivots into it. The prep's sources are cloned before the tmpfs hides
// it; a run's source below it is found in the directory the tmpfs covers
// (preparedRoot.cloneTree).
const newRoot = "/tmp"

// devFiles are the device nodes the sandbox's /dev holds (bound from the
// host's).
var devFiles = []string{"null", "zero", "random", "urandom"}

// tree is one detached mount to attach in the new root, or a symlink to
// recreate there.
type tree struct {
	path   string // where it goes, the same path as on the host unless dest is set
	dest   string // where it goes in the sandbox, when not path
	fd     int    // the detached mount, or -1 for a symlink
	link   string // the symlink's target
	isFile bool
}

// preparedRoot is the new root as prepareRoot left it: the tmpfs at
// newRoot with the paths of the prep mounted, and the host directory the
// tmpfs hides, for the run's paths below it.
type preparedRoot struct {
	// under is an O_PATH descriptor of the host's newRoot directory,
	// opened before the tmpfs covered it.
	under int
}

// prepareRoot starts the sandbox's root file system with what needs no
// run: a tmpfs at newRoot holding the system paths read-only (absent ones
// skipped), the operator's host paths read-only, a fresh /proc and a
// minimal /dev, all nosuid and nodev except the device nodes.
func prepareRoot(pr *Prep) (*preparedRoot, error) {
	under, err := unix.Open(newRoot, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("opening %s: %w", newRoot, err)
	}
	root := &preparedRoot{under: under}
	var trees treeList
	defer trees.close()
	ro := uint64(unix.MOUNT_ATTR_RDONLY | unix.MOUNT_ATTR_NOSUID | unix.MOUNT_ATTR_NODEV)
	for _, p := range pr.System {
		if err := trees.add(root, p, ro, -1, true); err != nil {
			return root, err
		}
	}
	for _, p := range pr.Host {
		if err := trees.add(root, p, ro, -1, false); err != nil {
			return root, err
		}
	}
	for _, d := range devFiles {
		if err := trees.add(root, "/dev/"+d, unix.MOUNT_ATTR_NOSUID|unix.MOUNT_ATTR_NOEXEC, -1, false); err != nil {
			return root, err
		}
	}
	if err := unix.Mount("tmpfs", newRoot, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, "mode=0755,size=64k"); err != nil {
		return root, fmt.Errorf("mounting the sandbox root: %w", err)
	}
	if err := trees.attach(); err != nil {
		return root, err
	}
	return root, makeProcDev()
}

// finishRoot adds the run's paths to the prepared root and pivots into
// it: the spec's read-only paths read-only and, with userns >= 0,
// id-mapped through it, its data files, its read-write paths; then the
// root itself is made read-only.
func (root *preparedRoot) finish(sp *Spec, userns int) error {
	var trees treeList
	defer trees.close()
	ro := uint64(unix.MOUNT_ATTR_RDONLY | unix.MOUNT_ATTR_NOSUID | unix.MOUNT_ATTR_NODEV)
	for _, p := range sp.ReadOnly {
		if err := trees.add(root, p, ro|unix.MOUNT_ATTR_NOEXEC, userns, false); err != nil {
			return err
		}
	}
	for _, f := range sp.Files {
		t, err := root.cloneTree(f.Source, ro|unix.MOUNT_ATTR_NOEXEC, userns)
		if err != nil {
			return fmt.Errorf("data file %s: %w", f.Name, err)
		}
		if t.fd < 0 || !t.isFile {
			if t.fd >= 0 {
				unix.Close(t.fd)
			}
			return fmt.Errorf("data file %s: %s is not a regular file", f.Name, f.Source)
		}
		t.dest = path.Join(DataDir, f.Name)
		trees = append(trees, t)
	}
	for _, p := range sp.ReadWrite {
		if err := trees.add(root, p, unix.MOUNT_ATTR_NOSUID|unix.MOUNT_ATTR_NODEV, -1, false); err != nil {
			return err
		}
	}
	unix.Close(root.under)
	if err := trees.attach(); err != nil {
		return err
	}
	if sp.Temp != "" {
		if err := mountTemp(sp); err != nil {
			return err
		}
	}
	if sp.Workspaces {
		if err := makeWorkspaces(); err != nil {
			return err
		}
	}
	if err := unix.Mount("", newRoot, "", unix.MS_REMOUNT|unix.MS_BIND|unix.MS_RDONLY|unix.MS_NOSUID|unix.MS_NODEV, ""); err != nil {
		return fmt.Errorf("making the sandbox root read-only: %w", err)
	}
	return pivot(sp.Workspaces)
}

// treeList holds detached mounts until they are attached.
type treeList []tree

// add clones path (see cloneTree) into the list; a missing optional path
// is skipped.
func (l *treeList) add(root *preparedRoot, path string, attr uint64, userns int, optional bool) error {
	t, err := root.cloneTree(path, attr, userns)
	if err != nil {
		if optional && errors.Is(err, os.ErrNotExist) {
			return nil
		}
		return err
	}
	*l = append(*l, t)
	return nil
}

// attach attaches every tree in order.
func (l treeList) attach() error {
	for _, t := range l {
		if err := attach(t); err != nil {
			return err
		}
	}
	return nil
}

// close closes the trees' descriptors.
func (l treeList) close() {
	for _, t := range l {
		if t.fd >= 0 {
			unix.Close(t.fd)
		}
	}
}

// makeWorkspaces mounts the tmpfs that workspaces are mounted below (mode
// 0555: only the init, with its capabilities, makes directories there) and
// the directory of mode 0 that the host's root moves to.
func makeWorkspaces() error {
	ws := path.Join(newRoot, WorkspacesDir)
	if err := os.Mkdir(ws, 0o555); err != nil {
		return fmt.Errorf("sandbox %s: %w", WorkspacesDir, err)
	}
	if err := unix.Mount("tmpfs", ws, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, "mode=0555,size=64k"); err != nil {
		return fmt.Errorf("mounting the sandbox %s: %w", WorkspacesDir, err)
	}
	if err := os.Mkdir(path.Join(newRoot, oldRootDir), 0); err != nil {
		return fmt.Errorf("sandbox %s: %w", oldRootDir, err)
	}
	return nil
}

// makeMountsPrivate makes the init's mounts private, so that nothing it
// mounts propagates to the host.
func makeMountsPrivate() error {
	if err := unix.Mount("", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); err != nil {
		return fmt.Errorf("making the mounts private: %w", err)
	}
	return nil
}

// cloneTree clones the mount tree at path as a detached mount with attr
// set (and id-mapped through userns when userns >= 0); a symlink is
// recorded as one. A path below newRoot is found in the host directory the
// sandbox's tmpfs covers (root.under); a symbolic link in it that leads
// out of it is resolved from the root as usual, where newRoot is the
// sandbox's tmpfs, so it finds nothing of the host there.
func (root *preparedRoot) cloneTree(path string, attr uint64, userns int) (tree, error) {
	dir, rel, empty := unix.AT_FDCWD, path, 0
	if r, ok := strings.CutPrefix(path, newRoot+"/"); ok {
		dir, rel = root.under, r
	} else if path == newRoot {
		dir, rel, empty = root.under, "", unix.AT_EMPTY_PATH
	}
	var st unix.Stat_t
	if err := unix.Fstatat(dir, rel, &st, unix.AT_SYMLINK_NOFOLLOW|empty); err != nil {
		return tree{}, fmt.Errorf("sandbox path %s: %w", path, err)
	}
	if st.Mode&unix.S_IFMT == unix.S_IFLNK {
		buf := make([]byte, unix.PathMax)
		n, err := unix.Readlinkat(dir, rel, buf)
		if err != nil {
			return tree{}, fmt.Errorf("sandbox path %s: %w", path, err)
		}
		return tree{path: path, fd: -1, link: string(buf[:n])}, nil
	}
	fd, err := unix.OpenTree(dir, rel, unix.OPEN_TREE_CLONE|unix.OPEN_TREE_CLOEXEC|unix.AT_RECURSIVE|uint(empty))
	if err != nil {
		return tree{}, fmt.Errorf("cloning the mount of %s: %w", path, err)
	}
	return setAttr(tree{path: path, fd: fd, isFile: st.Mode&unix.S_IFMT != unix.S_IFDIR}, attr, userns)
}

// setAttr sets attr on the detached mount t (and id-maps it through userns
// when userns >= 0). It closes t on failure.
func setAttr(t tree, attr uint64, userns int) (tree, error) {
	fd, path := t.fd, t.path
	ma := unix.MountAttr{Attr_set: attr, Propagation: unix.MS_PRIVATE}
	if userns >= 0 {
		ma.Attr_set |= unix.MOUNT_ATTR_IDMAP
		ma.Userns_fd = uint64(userns)
	}
	if err := unix.MountSetattr(fd, "", unix.AT_EMPTY_PATH|unix.AT_RECURSIVE, &ma); err != nil {
		unix.Close(fd)
		what := "setting the mount attributes of"
		if userns >= 0 {
			what = "id-mapping (the file system must support id-mapped mounts)"
		}
		return tree{}, fmt.Errorf("%s %s: %w", what, path, err)
	}
	return t, nil
}

// attach creates t's mount point in the new root and moves t there.
func attach(t tree) error {
	dst := path.Join(newRoot, t.path)
	if t.dest != "" {
		dst = path.Join(newRoot, t.dest)
	}
	if err := os.MkdirAll(path.Dir(dst), 0o755); err != nil {
		return fmt.Errorf("sandbox mount point for %s: %w", t.path, err)
	}
	if t.fd < 0 {
		if err := os.Symlink(t.link, dst); err != nil && !errors.Is(err, os.ErrExist) {
			return fmt.Errorf("sandbox symlink %s: %w", t.path, err)
		}
		return nil
	}
	var err error
	if t.isFile {
		var f *os.File
		if f, err = os.OpenFile(dst, os.O_CREATE|os.O_RDONLY, 0o644); err == nil {
			f.Close()
		}
	} else {
		err = os.MkdirAll(dst, 0o755)
	}
	if err != nil {
		return fmt.Errorf("sandbox mount point for %s: %w", t.path, err)
	}
	if err := unix.MoveMount(t.fd, "", unix.AT_FDCWD, dst, unix.MOVE_MOUNT_F_EMPTY_PATH); err != nil {
		return fmt.Errorf("mounting %s in the sandbox: %w", t.path, err)
	}
	return nil
}

// makeProcDev mounts a fresh /proc (of the sandbox's PID namespace) and
// adds /dev's symlinks.
func makeProcDev() error {
	proc := path.Join(newRoot, "proc")
	if err := os.MkdirAll(proc, 0o555); err != nil {
		return fmt.Errorf("sandbox /proc: %w", err)
	}
	if err := unix.Mount("proc", proc, "proc", unix.MS_NOSUID|unix.MS_NODEV|unix.MS_NOEXEC, ""); err != nil {
		return fmt.Errorf("mounting the sandbox /proc: %w", err)
	}
	dev := path.Join(newRoot, "dev")
	for name, target := range map[string]string{"fd": "/proc/self/fd", "stdin": "/proc/self/fd/0", "stdout": "/proc/self/fd/1", "stderr": "/proc/self/fd/2"} {
		if err := os.Symlink(target, path.Join(dev, name)); err != nil {
			return fmt.Errorf("sandbox /dev/%s: %w", name, err)
		}
	}
	return nil
}

// pivot makes the new root the root of the mount namespace and detaches
// the old one, or with keepOld moves it to oldRootDir.
func pivot(keepOld bool) error {
	if err := unix.Chdir(newRoot); err != nil {
		return fmt.Errorf("entering the sandbox root: %w", err)
	}
	if keepOld {
		if err := unix.PivotRoot(".", "."+oldRootDir); err != nil {
			return fmt.Errorf("pivot_root: %w", err)
		}
		return unix.Chdir("/")
	}
	if err := unix.PivotRoot(".", "."); err != nil {
		return fmt.Errorf("pivot_root: %w", err)
	}
	if err := unix.Unmount(".", unix.MNT_DETACH); err != nil {
		return fmt.Errorf("detaching the old root: %w", err)
	}
	return unix.Chdir("/")
}

// mountTemp mounts the scanner's temp tmpfs at sp.Temp: mode 0700, owned
// by the scanner (sp.UID and sp.GID with a root worker, else root of the
// sandbox's user namespace), with the size and inode caps of the spec.
func mountTemp(sp *Spec) error {
	if !path.IsAbs(sp.Temp) || path.Clean(sp.Temp) != sp.Temp || sp.Temp == "/" {
		return fmt.Errorf("sandbox temp dir %q is not a clean absolute path", sp.Temp)
	}
	dst := path.Join(newRoot, sp.Temp)
	// The parents are traversable like those of the bind mounts; the
	// tmpfs root itself is 0700 and the scanner's.
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return fmt.Errorf("sandbox temp dir %s: %w", sp.Temp, err)
	}
	uid, gid := 0, 0
	if sp.Root {
		uid, gid = sp.UID, sp.GID
	}
	inodes := max(sp.TempMaxBytes/TempBytesPerInode, MinTempInodes)
	opts := fmt.Sprintf("mode=0700,uid=%d,gid=%d,size=%d,nr_inodes=%d", uid, gid, sp.TempMaxBytes, inodes)
	if err := unix.Mount("tmpfs", dst, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, opts); err != nil {
		return fmt.Errorf("mounting the sandbox temp dir %s (%s): %w", sp.Temp, opts, err)
	}
	return nil
}
