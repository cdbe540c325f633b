//go:build linux

package sandbox

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"

	"github.com/sluicehq/sluice/internal/sandbox/internal/sbinit"
	"golang.org/x/sys/unix"
)

// Job describes one scanner process to start.
type Job struct {
	// Exe is the sealed executable (SealedExecutable); it is not closed.
	Exe *os.File
	// Args is the scanner's argv, Args[0] its name.
	Args []string
	// Env is the scanner's whole environment.
	Env []string
	// Dir is its working directory; it must be in ReadOnly or ReadWrite.
	Dir string
	// ReadOnly are the paths it may read (workspace, package), ReadWrite
	// those it may also write (private temp dir, socket dir). With a root
	// worker, ReadWrite paths are chowned to the sandbox's uid and gid.
	ReadOnly, ReadWrite []string
	// Temp is the scanner's private temp dir (its HOME and TMPDIR). In the
	// sandbox the scanner finds an empty tmpfs there, capped at
	// Config.TempMaxBytes and its inodes, and nothing it writes reaches
	// the host's disk; the host directory stays empty. ModeOff runs the
	// scanner with the host directory itself.
	Temp string
	// Rlimits are set before the scanner runs, with RLIMIT_CORE 0 and
	// RLIMIT_NPROC from Config.MaxProcesses. Mode off ignores them.
	Rlimits []Rlimit
	// Workspaces says the process serves many jobs, each with its own
	// workspace: Cmd.MountWorkspace mounts one for it (below
	// WorkspacesDir) while it runs.
	Workspaces bool
	// Files are mounted read-only below DataDir, and nothing else of
	// their directories. ModeOff ignores them.
	Files []File
}

// Cmd is a scanner process prepared by Command. Start it with Start, not
// through Cmd.Cmd, and read its outcome with Exit once it was reaped.
type Cmd struct {
	*exec.Cmd
	sandboxed bool
	// With sandboxed: the prep, the encoded spec, the files the init
	// receives after the standard streams, and the user namespace it holds
	// (root worker).
	prep      sbinit.Prep
	spec      []byte
	files     []*os.File
	root      bool
	userns    *os.File
	ctl       *ctlClient
	childEnds []*os.File
	// copying counts the goroutines copying standard streams that are
	// not files (streamFile).
	copying     sync.WaitGroup
	status      *os.File
	exitRecord  *sbinit.ExitRecord
	setupFailed bool
	// residents, when set, hands the run to a resident init (Residents);
	// resident is the one Start handed it to, pidfd a pidfd of its
	// scanner (-1 once the run has ended or when it could not start), and
	// residentFailed says it could not be set up.
	residents      *Residents
	resident       *residentProc
	pidfd          int
	residentFailed bool
	residentMu     sync.Mutex // guards pidfd
	exitOnce       sync.Once
}

// Command prepares the scanner process of j. With ModeFull it is the init
// of a new sandbox (see the package documentation); the caller adds
// Stdin, Stdout and Stderr, each an *os.File or nil (/dev/null), and
// Setsid or Setpgid to the returned command and must not replace
// SysProcAttr or ExtraFiles. With ModeOff it runs the sealed executable
// directly, with Env and Dir. It fails when the sandbox cannot run here
// (Support.Missing).
func (c *Config) Command(j *Job) (*Cmd, error) {
	if c.Mode == ModeOff {
		cmd := &exec.Cmd{
			Path:        "/proc/self/fd/3",
			Args:        j.Args,
			Env:         j.Env,
			Dir:         j.Dir,
			ExtraFiles:  []*os.File{j.Exe},
			SysProcAttr: &syscall.SysProcAttr{},
		}
		return &Cmd{Cmd: cmd}, nil
	}
	if !hooked {
		return nil, errNoHook
	}
	sup := Probe()
	if err := sup.Missing(); err != nil {
		return nil, err
	}
	return c.command(j, sup)
}

// command is Command of a full sandbox on a machine that offers sup.
func (c *Config) command(j *Job, sup Support) (*Cmd, error) {
	if j.Temp != "" && c.TempMaxBytes <= 0 {
		return nil, fmt.Errorf("sandbox temp_max_bytes %d: must be positive", c.TempMaxBytes)
	}
	for _, f := range j.Files {
		if err := f.CheckName(); err != nil {
			return nil, err
		}
		if !filepath.IsAbs(f.Source) {
			return nil, fmt.Errorf("data file %s: source %q is not absolute", f.Name, f.Source)
		}
	}
	sp := &sbinit.Spec{
		Args: j.Args, Env: j.Env, Dir: j.Dir,
		ReadOnly:  j.ReadOnly,
		ReadWrite: j.ReadWrite,
		Temp:      j.Temp,
		// No memory cgroup bounds the scanner yet: memfd and System V
		// shared memory, which no rlimit counts, are denied.
		DenyUnaccountedMemory: true,
		Files:                 j.Files,
		Root:                  sup.Root,
		UID:                   c.UID,
		GID:                   c.GID,
		Workspaces:            j.Workspaces,
		TempMaxBytes:          uint64(c.TempMaxBytes),
		Rlimits: append([]Rlimit{
			{Resource: syscall.RLIMIT_CORE},
			{Resource: rlimitNproc, Cur: uint64(c.MaxProcesses), Max: uint64(c.MaxProcesses)},
		}, j.Rlimits...),
	}
	if sup.Root {
		for _, p := range j.ReadWrite {
			if err := os.Chown(p, c.UID, c.GID); err != nil {
				return nil, fmt.Errorf("handing %s to the sandbox's uid: %w", p, err)
			}
		}
	}
	b := sp.Encode()
	if len(b) > sbinit.MaxSpecBytes {
		return nil, fmt.Errorf("sandbox spec of %d bytes, over %d", len(b), sbinit.MaxSpecBytes)
	}
	var userns *os.File
	if sup.Root {
		var err error
		if userns, err = idmapUserns(c.UID, c.GID); err != nil {
			return nil, err
		}
	}
	cmd := &exec.Cmd{
		Path:        "/proc/self/exe",
		Args:        []string{sbinit.ArgInit},
		SysProcAttr: initAttr(sup.Root),
	}
	c2 := &Cmd{Cmd: cmd, sandboxed: true, prep: c.prep(), spec: b, files: []*os.File{j.Exe}, root: sup.Root, userns: userns}
	if j.Workspaces {
		fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_SEQPACKET|unix.SOCK_CLOEXEC, 0)
		if err != nil {
			return nil, fmt.Errorf("creating the sandbox control socket: %w", err)
		}
		child := os.NewFile(uintptr(fds[1]), "ctl")
		c2.files = append(c2.files, child)
		c2.childEnds = append(c2.childEnds, child)
		c2.ctl = &ctlClient{f: os.NewFile(uintptr(fds[0]), "ctl")}
	}
	return c2, nil
}

// prep returns the prep of the configuration's sandboxes.
func (c *Config) prep() sbinit.Prep { return sbinit.Prep{System: SystemPaths, Host: c.ReadOnlyPaths} }

// idmapNS caches idmapUserns's namespaces by uid and gid.
var idmapNS struct {
	sync.Mutex
	byIDs map[[2]int]*os.File
}

// idmapUserns returns a user namespace mapping root to uid and gid, made
// once per process and kept open: a root worker's init mounts the
// read-only paths id-mapped through it, so that files the worker owns
// read as the scanner's. A namespace outlives its first process while a
// file holds it, so one short process (sbinit.ArgHold) makes it.
func idmapUserns(uid, gid int) (*os.File, error) {
	idmapNS.Lock()
	defer idmapNS.Unlock()
	if f := idmapNS.byIDs[[2]int{uid, gid}]; f != nil {
		return f, nil
	}
	hold, release, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer release.Close()
	cmd := &exec.Cmd{Path: "/proc/self/exe", Args: []string{sbinit.ArgHold}, Stdin: hold, SysProcAttr: &syscall.SysProcAttr{
		Cloneflags:  syscall.CLONE_NEWUSER,
		UidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: uid, Size: 1}},
		GidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: gid, Size: 1}},
		Pdeathsig:   syscall.SIGKILL,
	}}
	err = cmd.Start()
	hold.Close()
	if err != nil {
		return nil, fmt.Errorf("creating the user namespace for id-mapped mounts: %w", err)
	}
	f, err := os.OpenFile("/proc/"+strconv.Itoa(cmd.Process.Pid)+"/ns/user", os.O_RDONLY|unix.O_CLOEXEC, 0)
	release.Close()
	_ = cmd.Wait()
	if err != nil {
		return nil, fmt.Errorf("opening the user namespace for id-mapped mounts: %w", err)
	}
	if idmapNS.byIDs == nil {
		idmapNS.byIDs = map[[2]int]*os.File{}
	}
	idmapNS.byIDs[[2]int{uid, gid}] = f
	return f, nil
}

// dumpableMu serialises startDumpable.
var dumpableMu sync.Mutex

// startDumpable runs start, which forks a child into a new user
// namespace, with the worker dumpable. The parent writes the child's
// uid_map and gid_map after the fork, and the kernel lets an unprivileged
// parent open them only when the child, which inherits the flag, is
// dumpable. The worker is dumpable for the duration of the fork and the
// map writes, then not again (docs/security.md).
func startDumpable(start func() error) error {
	dumpableMu.Lock()
	defer dumpableMu.Unlock()
	if err := unix.Prctl(unix.PR_SET_DUMPABLE, 1, 0, 0, 0); err != nil {
		return err
	}
	err := start()
	if derr := unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0); derr != nil {
		// Never go on dumpable.
		panic("sandbox: cannot mark the worker non-dumpable again: " + derr.Error())
	}
	return err
}

// rlimitNproc is RLIMIT_NPROC.
const rlimitNproc = 6

// Start starts the process and closes the parent's copies of the
// child's ends. Sandboxed, it starts the init (or, from Residents, takes a
// resident one) and hands it the run: the spec, the standard
// streams and the sealed executable. Cmd.Cmd is then the init's command
// (Process, Wait, ProcessState); a resident's run has no Process (see
// Residents). On failure it releases everything.
func (c *Cmd) Start() error {
	var err error
	switch {
	case !c.sandboxed:
		err = c.Cmd.Start()
	default:
		err = c.startSandboxed()
	}
	for _, f := range c.childEnds {
		f.Close()
	}
	c.childEnds = nil
	if err != nil {
		c.Close()
	}
	return err
}

// startSandboxed hands the run to a resident init (Residents) or to an
// init started for it.
func (c *Cmd) startSandboxed() error {
	files := make([]*os.File, 0, 3+len(c.files))
	for i, v := range []any{c.Stdin, c.Stdout, c.Stderr} {
		f, err := c.streamFile(i, v)
		if err != nil {
			return err
		}
		files = append(files, f)
	}
	files = append(files, c.files...)
	// The init's command gets the copying goroutines' pipes through files.
	c.Stdin, c.Stdout, c.Stderr = nil, nil, nil
	if c.residents != nil {
		return c.startResident(files)
	}
	return c.startInit(files)
}

// startInit starts an init for the run and hands it the run.
func (c *Cmd) startInit(files []*os.File) error {
	p, err := startInit(c.SysProcAttr, c.root, c.userns, c.prep)
	if err != nil {
		return err
	}
	if err := p.handOff(c.spec, files); err != nil {
		p.discard()
		return err
	}
	c.Cmd, c.status = p.cmd, p.status
	return nil
}

// streamFile returns the file the init passes on as standard stream i
// (0 stdin, 1 stdout, 2 stderr) for the caller's v: v itself when it is
// an *os.File, /dev/null when nil, else one end of a pipe whose other end
// a goroutine copies from or to v until end of file, as os/exec does
// (Wait waits for it). The file is closed after the hand-off.
func (c *Cmd) streamFile(i int, v any) (*os.File, error) {
	if f, ok := v.(*os.File); ok {
		return f, nil
	}
	if v == nil {
		null, err := os.Open(os.DevNull)
		if err != nil {
			return nil, err
		}
		c.childEnds = append(c.childEnds, null)
		return null, nil
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	if i == 0 {
		c.childEnds = append(c.childEnds, r)
		c.copying.Go(func() {
			_, _ = io.Copy(w, v.(io.Reader))
			w.Close()
		})
		return r, nil
	}
	c.childEnds = append(c.childEnds, w)
	c.copying.Go(func() {
		_, _ = io.Copy(v.(io.Writer), r)
		r.Close()
	})
	return w, nil
}

// Wait waits for the process to exit (in the sandbox: its init) and for
// the copying of its standard streams to finish.
func (c *Cmd) Wait() error {
	if c.resident != nil {
		c.WaitExited()
		c.copying.Wait()
		return nil
	}
	err := c.Cmd.Wait()
	c.copying.Wait()
	return err
}

// Close releases the status pipe; Exit calls it.
func (c *Cmd) Close() {
	for _, f := range c.childEnds {
		f.Close()
	}
	c.childEnds = nil
	if c.status != nil {
		c.status.Close()
	}
	if c.ctl != nil {
		c.ctl.f.Close()
	}
	c.residentMu.Lock()
	if c.resident != nil && c.pidfd >= 0 {
		unix.Close(c.pidfd)
		c.pidfd = -1
	}
	c.residentMu.Unlock()
}

// Exit is how a scanner process ended.
type Exit struct {
	// Status is the scanner's wait status; valid when Known.
	Status syscall.WaitStatus
	Known  bool
	// SetupErr says why the sandbox could not start the scanner, or that
	// its init ended without saying how the scanner did.
	SetupErr string
	// SetupFailed says the init itself reported SetupErr: it could not
	// build the sandbox or start the scanner in it (ReasonSetup).
	SetupFailed bool
}

// Exit returns how the scanner ended, given the state of the reaped
// process (the init in ModeFull). Call it once, after the process was
// reaped.
func (c *Cmd) Exit(ps *os.ProcessState) Exit {
	if !c.sandboxed {
		if ps == nil {
			return Exit{}
		}
		ws, ok := ps.Sys().(syscall.WaitStatus)
		return Exit{Status: ws, Known: ok}
	}
	if c.resident != nil {
		c.WaitExited()
	} else {
		c.readExitRecord(ps)
	}
	r := c.exitRecord
	return Exit{Status: syscall.WaitStatus(r.Wait), Known: r.Waited, SetupErr: r.Error, SetupFailed: c.setupFailed}
}

// readExitRecord reads the exit record from the status pipe, once; ps is
// the reaped init's state, for the error when there is none.
func (c *Cmd) readExitRecord(ps *os.ProcessState) {
	if c.exitRecord != nil {
		return
	}
	c.exitRecord = &sbinit.ExitRecord{}
	b, err := io.ReadAll(io.LimitReader(c.status, sbinit.MaxExitRecordBytes))
	c.Close()
	switch {
	case err != nil:
		c.exitRecord.Error = "reading the sandbox status: " + err.Error()
	case len(b) == 0:
		c.exitRecord.Error = "the sandbox init ended without a status"
		if ps != nil {
			c.exitRecord.Error += " (" + ps.String() + ")"
		}
	default:
		if r, err := sbinit.DecodeExitRecord(b); err != nil {
			c.exitRecord.Error = "reading the sandbox status: " + err.Error()
		} else {
			*c.exitRecord = r
			c.setupFailed = c.exitRecord.Error != ""
		}
	}
}

// Success reports whether the scanner exited with status 0.
func (e Exit) Success() bool { return e.Known && e.Status.Exited() && e.Status.ExitStatus() == 0 }

// Code returns the scanner's exit code, or -1 when it was killed by a
// signal or its end is unknown.
func (e Exit) Code() int {
	if !e.Known || !e.Status.Exited() {
		return -1
	}
	return e.Status.ExitStatus()
}

// String describes the end: "exited with status N", "killed by signal S"
// or the sandbox's error.
func (e Exit) String() string {
	switch {
	case e.SetupErr != "":
		return "sandbox failed: " + e.SetupErr
	case !e.Known:
		return "exit status unknown"
	case e.Status.Signaled():
		return "killed by signal " + e.Status.Signal().String()
	default:
		return "exited with status " + strconv.Itoa(e.Status.ExitStatus())
	}
}

// ErrUnavailable wraps Support.Missing's error when a backend refuses
// scanners because the sandbox cannot run.
var ErrUnavailable = errors.New("scanner sandbox unavailable")

// SetRlimits sets each limit on the running process pid with prlimit(2),
// never above the process's hard limit, which raising would need
// privileges.
func SetRlimits(pid int, limits []Rlimit) error { return sbinit.SetRlimits(pid, limits) }
