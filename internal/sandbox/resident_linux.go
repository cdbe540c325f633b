//go:build linux

package sandbox

import (
	"errors"
	"os"
	"os/exec"
	"sync"
	"syscall"

	"golang.org/x/sys/unix"

	"github.com/sluicehq/sluice/internal/sandbox/internal/sbinit"
)

// Residents keeps resident inits (sbinit.ArgResident) for a backend's
// runs: an init that serves run after run, each in namespaces, a root and
// restrictions of its own made on a thread that ends with the run, so
// that a run does not pay for a Go process's start, life and exit
// (docs/RATIONALE.md). It keeps up to Size idle; a run takes an idle one
// or starts one, and gives it back when the run has ended and the
// resident has emptied its PID namespace. A resident whose run could not
// be set up, or that died, is reaped and not reused.
//
// A run of a resident is not a process of the worker's: Cmd.Process is
// nil. The backend signals it with Cmd.Signal (a pidfd of the scanner)
// and waits for its end with Cmd.WaitExited (the run's exit record, which
// the resident writes once every process of the run is gone).
type Residents struct {
	cfg    Config
	size   int
	live   func(start func() (int, error)) (int, error)
	forget func(pid int)

	mu     sync.Mutex
	idle   []*residentProc
	closed bool
	// busy counts the runs going on; peak is its highest value, how many
	// residents are kept idle at most (with size): as many as the runs a
	// backend's slots make at once.
	busy, peak int
	wg         sync.WaitGroup // discards in the background; Close waits for them
}

// residentProc is one resident init and the worker's end of its hand-off
// socket.
type residentProc struct {
	cmd  *exec.Cmd
	sock *os.File
}

// NewResidents returns a set of resident inits for runs of cfg, which
// must be ModeFull, keeping idle up to size (at least 1) or as many as
// the runs that went on at once, if more. It starts
// nothing before its first run. live registers a resident it starts (it
// must call start and return its pid; hostproc.StartLive) and forget
// unregisters one it reaped, so that the worker's sweeps never take one
// for a leftover.
func NewResidents(cfg Config, size int, live func(start func() (int, error)) (int, error), forget func(pid int)) *Residents {
	return &Residents{cfg: cfg, size: max(size, 1), live: live, forget: forget}
}

// Command is Config.Command for runs of a resident init. Job.Workspaces is
// not supported (a process serving many jobs starts once).
func (p *Residents) Command(j *Job) (*Cmd, error) {
	c, err := p.cfg.Command(j)
	if err != nil || !c.sandboxed || j.Workspaces {
		return c, err
	}
	c.residents = p
	return c, nil
}

// take returns an idle resident, or nil.
func (p *Residents) take() *residentProc {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n := len(p.idle); n > 0 {
		rp := p.idle[n-1]
		p.idle = p.idle[:n-1]
		return rp
	}
	return nil
}

// start starts a resident and waits until it is ready for a run.
func (p *Residents) start(root bool, userns *os.File) (*residentProc, error) {
	var ip *initProc
	_, err := p.live(func() (int, error) {
		var err error
		attr := initAttr(root)
		attr.Setsid = true
		if ip, err = startRole(sbinit.ArgResident, attr, root, userns, p.cfg.prep()); err != nil {
			return 0, err
		}
		return ip.cmd.Process.Pid, nil
	})
	if err != nil {
		return nil, err
	}
	// A resident writes no status of its own: each run brings its pipe.
	ip.status.Close()
	rp := &residentProc{cmd: ip.cmd, sock: ip.handoff}
	if err := ip.waitReady(); err != nil {
		p.end(rp)
		return nil, err
	}
	return rp, nil
}

// put gives a resident back after its run, or ends it when the set is
// closed or full.
func (p *Residents) put(rp *residentProc) {
	p.mu.Lock()
	p.busy--
	if !p.closed && len(p.idle) < max(p.size, p.peak) {
		p.idle = append(p.idle, rp)
		p.mu.Unlock()
		return
	}
	p.mu.Unlock()
	p.discard(rp)
}

// done is put for a run whose resident is not kept: it ends it.
func (p *Residents) done(rp *residentProc) {
	p.mu.Lock()
	p.busy--
	p.mu.Unlock()
	p.discard(rp)
}

// discard ends and reaps a resident in the background.
func (p *Residents) discard(rp *residentProc) {
	p.wg.Go(func() { p.end(rp) })
}

// end closes the resident's socket (it exits at end of file), kills it in
// case it does not, reaps it and unregisters it.
func (p *Residents) end(rp *residentProc) {
	pid := rp.cmd.Process.Pid
	rp.sock.Close()
	_ = rp.cmd.Process.Kill()
	_ = rp.cmd.Wait()
	p.forget(pid)
}

// Idle returns the pids of the idle residents, for diagnostics and tests.
func (p *Residents) Idle() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	pids := make([]int, len(p.idle))
	for i, rp := range p.idle {
		pids[i] = rp.cmd.Process.Pid
	}
	return pids
}

// Settle waits until the residents being discarded in the background
// are reaped.
func (p *Residents) Settle() { p.wg.Wait() }

// Close ends and reaps the idle residents and waits for those being
// discarded. A run still going keeps its resident until it ends; it is
// discarded then. It is idempotent.
func (p *Residents) Close() {
	p.mu.Lock()
	p.closed = true
	idle := p.idle
	p.idle = nil
	p.mu.Unlock()
	for _, rp := range idle {
		p.discard(rp)
	}
	p.wg.Wait()
}

// startResident hands the run to an idle resident, or to one started for
// it when none is idle or the idle one is gone. files are the run's
// stdin, stdout and stderr.
func (c *Cmd) startResident(files []*os.File) error {
	p := c.residents
	var userns *os.File
	if c.root {
		userns = c.userns
	}
	p.mu.Lock()
	p.busy++
	p.peak = max(p.peak, p.busy)
	p.mu.Unlock()
	for attempt := 0; ; attempt++ {
		rp := p.take()
		var err error
		if rp == nil {
			rp, err = p.start(c.root, userns)
		}
		if err == nil {
			if err = c.handResident(rp, files); err == nil {
				return nil
			}
			p.discard(rp)
		}
		if attempt > 0 || !errors.Is(err, syscall.EPIPE) {
			p.mu.Lock()
			p.busy--
			p.mu.Unlock()
			return err
		}
		// It died while it was idle: start one for the run.
	}
}

// handResident sends rp the run (spec, streams, executable, status pipe)
// and reads its answer: the run started, with a pidfd of its scanner, or
// could not be set up (the status pipe says why; the resident exits).
func (c *Cmd) handResident(rp *residentProc, files []*os.File) error {
	statusR, statusW, err := os.Pipe()
	if err != nil {
		return err
	}
	run := append(append(files[:3:3], c.files[0]), statusW)
	err = sendMsg(int(rp.sock.Fd()), c.spec, run)
	statusW.Close()
	if err != nil {
		statusR.Close()
		return err
	}
	answer, pidfd, err := sbinit.ReadResidentAnswer(int(rp.sock.Fd()))
	if err != nil {
		statusR.Close()
		return err
	}
	c.resident, c.status, c.pidfd = rp, statusR, pidfd
	if answer != sbinit.ResidentStarted {
		c.residentFailed = true
	}
	return nil
}

// ForResident reports whether Start hands the run to a resident init
// (Residents.Command of a sandboxed job without Workspaces).
func (c *Cmd) ForResident() bool { return c.residents != nil }

// Resident reports whether Start handed the run to a resident init: the
// run has no Process; signal it with Signal and wait for it with
// WaitExited.
func (c *Cmd) Resident() bool { return c.resident != nil }

// Signal sends sig to the scanner of a resident's run (not to the rest
// of its tree: when the scanner ends, the resident kills that). It is a
// no-op once the run has ended.
func (c *Cmd) Signal(sig syscall.Signal) error {
	c.residentMu.Lock()
	defer c.residentMu.Unlock()
	if c.resident == nil {
		return errors.New("sandbox: Signal of a run that is not a resident's")
	}
	if c.pidfd < 0 {
		return nil
	}
	err := unix.PidfdSendSignal(c.pidfd, sig, nil, 0)
	if err == unix.ESRCH {
		return nil
	}
	return err
}

// WaitExited waits until a resident's run has ended (every process of it
// gone) and reads its exit record; the resident goes back to its set, or
// is reaped when the run could not be set up or its record is missing.
// It may be called more than once.
func (c *Cmd) WaitExited() {
	if c.resident == nil {
		return
	}
	c.exitOnce.Do(func() {
		c.readExitRecord(nil)
		c.residentMu.Lock()
		if c.pidfd >= 0 {
			unix.Close(c.pidfd)
			c.pidfd = -1
		}
		c.residentMu.Unlock()
		if c.residentFailed || !c.exitRecord.Waited {
			c.residents.done(c.resident)
		} else {
			c.residents.put(c.resident)
		}
	})
}
