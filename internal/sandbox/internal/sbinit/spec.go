package sbinit

import (
	"fmt"
	"path"
	"strings"
)

// Process arguments (argv[0]) that select the role of a re-executed
// worker binary (see the package's init function).
const (
	ArgInit  = "sluice-sandbox-init"
	ArgProbe = "sluice-sandbox-probe"
	// ArgHold reads stdin to end of file and exits: the process that
	// creates a user namespace for id-mapped mounts (idmapUserns), and
	// the probe's ptrace test.
	ArgHold = "sluice-sandbox-hold"
)

// File descriptors of the init. It starts with the hand-off socket, the
// status pipe and, with a root worker, the user namespace; it receives the
// rest of its run on the hand-off socket (handOff): the scanner's stdin,
// stdout and stderr (moved onto 0, 1 and 2), the sealed executable and,
// with Spec.Workspaces, the control socket.
const (
	initHandoffFD = 3 // the worker's hand-off socket: one run, then end of file
	initStatusFD  = 4 // the init writes the scanner's exit on it
	initExeFD     = 5 // the sealed scanner executable (received)
	initUsernsFD  = 6 // with Spec.Root: the user namespace read-only paths are id-mapped through
	initCtlFD     = 7 // with Spec.Workspaces: the worker's workspace requests (received)
	// scannerExeFD is the sealed executable in the scanner, kept open for
	// #! scripts, whose interpreter opens it by its /proc/self/fd path.
	scannerExeFD = 3
)

// TempBytesPerInode and MinTempInodes size the inode cap of the
// scanner's temp tmpfs (Spec.Temp): one inode per 8 KiB of its size, at
// least 1024, so that a scanner cannot hold the kernel's memory with
// millions of empty files.
const (
	TempBytesPerInode = 8 << 10
	MinTempInodes     = 1024
)

// MaxSpecBytes bounds the spec the init reads.
const MaxSpecBytes = 1 << 20

// MaxExitRecordBytes bounds the exit record the worker reads.
const MaxExitRecordBytes = 4096

// HandoffHeaderBytes is the size of the hand-off's header: the spec's
// length and the number of descriptors sent with it, each a little-endian
// uint32.
const HandoffHeaderBytes = 8

// Spec is what the worker tells the init about one scanner process
// (Encode).
type Spec struct {
	Args      []string
	Env       []string
	Dir       string
	ReadOnly  []string // read-only, id-mapped when Root
	ReadWrite []string
	// Temp, when set, is a path where the scanner finds an empty tmpfs of
	// at most TempMaxBytes bytes and TempMaxBytes/TempBytesPerInode inodes
	// (at least MinTempInodes), owned by the scanner, instead of anything
	// of the host: what it writes there is bounded, counts against the
	// machine's memory and not its disk, and is gone when the sandbox is.
	Temp         string
	TempMaxBytes uint64
	// DenyUnaccountedMemory says no memory cgroup bounds the scanner: the
	// seccomp filter then also denies memfd_create and System V shared
	// memory, whose pages count against no rlimit.
	DenyUnaccountedMemory bool
	Files                 []File // read-only below DataDir, id-mapped when Root
	// Root says the worker is root: the scanner runs as UID and GID in a
	// user namespace of its own, and the read-only paths are id-mapped
	// so that files the worker owns read as the scanner's.
	Root    bool
	UID     int
	GID     int
	Rlimits []Rlimit
	// Workspaces says the process serves many jobs: the init keeps the
	// host's root out of reach (WorkspacesDir) and mounts each job's
	// workspace read-only below WorkspacesDir on request.
	Workspaces bool
	// Prep is the init's prep, which arrived before the spec.
	Prep Prep
}

// Prep is what the init does before its run arrives (the first message on
// the hand-off socket): it mounts the paths every sandbox of the backend's
// configuration has, into the new root it builds.
type Prep struct {
	System []string // read-only, never id-mapped, skipped when absent
	Host   []string // read-only, never id-mapped (Config.ReadOnlyPaths)
}

// DataDir is where, in the sandbox, a scanner finds its data files
// (Job.Files), each at its name.
const DataDir = "/package"

// File is one file mounted read-only (and not executable) into the
// sandbox, at DataDir/Name: a data file of the scanner's package (its
// verified copy in the worker's store) or one the operator added.
type File struct {
	// Name is the file's slash path below DataDir: relative, clean, no
	// ".." component.
	Name string
	// Source is the absolute host path of the file.
	Source string
}

// CheckName accepts a relative, clean slash path without ".." and NUL.
func (f File) CheckName() error {
	n := f.Name
	if n == "" || n == "." || strings.HasPrefix(n, "/") || path.Clean(n) != n || n == ".." || strings.HasPrefix(n, "../") || strings.ContainsRune(n, 0) {
		return fmt.Errorf("data file name %.200q is not a relative, clean path inside the package", n)
	}
	return nil
}

// WorkspacesDir is where, in a sandbox started with Job.Workspaces, the
// workspaces of jobs are mounted (Cmd.MountWorkspace).
const WorkspacesDir = "/workspaces"

// oldRootDir is where such a sandbox keeps the host's root, for the init
// to mount workspaces from: a directory of mode 0 in the read-only root,
// and outside every Landlock rule.
const oldRootDir = "/.host"

// CtlRequest and CtlReply are the messages on the init's control socket.
type CtlRequest struct {
	Op   string `json:"op"` // "mount" or "unmount"
	Path string `json:"path"`
}

type CtlReply struct {
	Dir   string `json:"dir,omitempty"`
	Error string `json:"error,omitempty"`
}

// Rlimit is one resource limit the init sets on the scanner (prlimit(2))
// while it is stopped at exec, before its first instruction; a limit is
// never raised above the inherited hard limit.
type Rlimit struct {
	Resource int
	Cur      uint64
	Max      uint64
}

// ExitRecord is what the init writes on its status pipe (Encode).
type ExitRecord struct {
	// Wait is the scanner's wait status (wait(2)), valid when Waited.
	Wait   uint32
	Waited bool
	// Error says why the sandbox could not be set up.
	Error string
}
