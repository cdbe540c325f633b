//go:build linux

package sandbox

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"syscall"

	"golang.org/x/sys/unix"

	"github.com/sluicehq/sluice/internal/sandbox/internal/sbinit"
)

// initProc is a started init that has not yet been handed its run, or
// was handed one: the worker's ends of its hand-off socket and status
// pipe. An init serves exactly one run: it reads one hand-off, closes the
// socket, and exits when that run's scanner ends.
type initProc struct {
	cmd     *exec.Cmd
	handoff *os.File // the worker's end of the hand-off socket
	status  *os.File // the read end of the status pipe
}

// startInit starts an init in the sandbox's namespaces (initAttr) with
// Pdeathsig SIGKILL, its standard streams on /dev/null and nothing of the
// worker's environment (initEnv), holding userns (with a root worker) for its id-mapped
// mounts, and sends it pr, which it does at once; then the init waits for
// its run on the hand-off socket (handOff). attr are the clone attributes
// of an init started for its run (Config.Command's, to which the caller
// added Setsid or Setpgid); with attr nil the init starts a session of its
// own (Setsid).
func startInit(attr *syscall.SysProcAttr, root bool, userns *os.File, pr sbinit.Prep) (*initProc, error) {
	if attr == nil {
		attr = initAttr(root)
		attr.Setsid = true
	}
	return startRole(sbinit.ArgInit, attr, root, userns, pr)
}

// startRole is startInit for the init's role: sbinit.ArgInit, or
// sbinit.ArgResident (Residents).
func startRole(role string, attr *syscall.SysProcAttr, root bool, userns *os.File, pr sbinit.Prep) (*initProc, error) {
	prepMsg := pr.Encode()
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_STREAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("creating the sandbox hand-off socket: %w", err)
	}
	handoff, child := os.NewFile(uintptr(fds[0]), "handoff"), os.NewFile(uintptr(fds[1]), "handoff")
	defer child.Close()
	statusR, statusW, err := os.Pipe()
	if err != nil {
		handoff.Close()
		return nil, err
	}
	defer statusW.Close()
	cmd := &exec.Cmd{
		Path: "/proc/self/exe",
		Args: []string{role},
		// Not nil: nil would pass on the worker's environment. The
		// scanner's environment is the spec's, never this one.
		Env:         initEnv,
		ExtraFiles:  []*os.File{child, statusW, nil, userns},
		SysProcAttr: attr,
	}
	if attr.Cloneflags&syscall.CLONE_NEWUSER != 0 {
		err = startDumpable(cmd.Start)
	} else {
		err = cmd.Start()
	}
	if err != nil {
		handoff.Close()
		statusR.Close()
		return nil, fmt.Errorf("starting the sandbox init: %w", err)
	}
	p := &initProc{cmd: cmd, handoff: handoff, status: statusR}
	// The prep fits the socket's buffer: it waits there for the init.
	if err := sendMsg(int(handoff.Fd()), prepMsg, nil); err != nil {
		p.discard()
		return nil, err
	}
	return p, nil
}

// initEnv is the init's whole environment. GOMAXPROCS set, the Go runtime
// of the init neither reads the cgroup files for a CPU limit at start nor
// sets up a scheduler per CPU: the init runs one goroutine at a time
// (reaper, hand-off, signal forwarding), and every blocking system call
// hands its P on as usual (docs/benchmarks.md).
var initEnv = []string{"GOMAXPROCS=1"}

// handOff sends the init its run: the encoded spec and the files it
// passes on (stdin, stdout, stderr, the sealed executable and, for a spec
// with Workspaces, the control socket). It fails when the init is gone
// (EPIPE). The init takes no second run.
func (p *initProc) handOff(spec []byte, files []*os.File) error {
	sock := p.handoff
	p.handoff = nil
	if err := sendMsg(int(sock.Fd()), spec, files); err != nil {
		sock.Close()
		return err
	}
	go func() {
		// The init closes its end when the scanner has started; what it
		// sent before (signalReady) is of no interest.
		_, _ = io.Copy(io.Discard, sbinit.FDReader(sock.Fd()))
		sock.Close()
	}()
	return nil
}

// sendMsg sends one message on the hand-off socket (sbinit.SendMsg) with
// files' descriptors.
func sendMsg(sock int, body []byte, files []*os.File) error {
	fds := make([]int, len(files))
	for i, f := range files {
		fds[i] = int(f.Fd())
	}
	return sbinit.SendMsg(sock, body, fds)
}

// discard ends an init that was never handed a run, or whose hand-off
// failed, and reaps it.
func (p *initProc) discard() {
	if p.handoff != nil {
		p.handoff.Close()
	}
	_ = p.cmd.Process.Kill()
	_ = p.cmd.Wait()
	p.status.Close()
}

// waitByte waits for the init's signalReady; it fails when the init
// ended first.
func (p *initProc) waitReady() error {
	var b [1]byte
	_, err := io.ReadFull(sbinit.FDReader(p.handoff.Fd()), b[:])
	if err != nil {
		return fmt.Errorf("waiting for the sandbox init: %w", err)
	}
	return nil
}
