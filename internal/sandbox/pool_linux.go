//go:build linux

package sandbox

import (
	"os"
	"sync"
)

// Pool starts sandbox inits ahead of the runs that will use them, so a
// run does not wait for the part of a sandbox start that needs nothing of
// the run: the re-executed worker binary's Go runtime start, the new
// namespaces and making the mounts private. Such an init waits on its
// hand-off socket; the run's spec, streams and sealed executable arrive
// when the run starts (Cmd.Start), and from there the init works exactly
// as one started for the run: new root, restricted thread, scanner.
//
// An init serves exactly one run (it closes its hand-off socket once it
// has read one, and exits when the run's scanner ends, which kills the
// rest of its PID namespace), so nothing passes from one run to the next.
// The pool keeps up to Size inits waiting; taking one starts its
// replacement in the background. An init that died while it waited is
// found at the hand-off (the socket is closed), reaped, and the run gets
// an init started for it. Close ends and reaps the inits still waiting.
//
// Pre-starting moves work off a run's critical path; it does not remove
// it: every run still costs one init's start in CPU time.
type Pool struct {
	cfg    Config
	size   int
	live   func(start func() (int, error)) (int, error)
	forget func(pid int)

	mu       sync.Mutex
	ready    []*initProc
	starting int
	closed   bool
	// wg counts background starts and discards; Close waits for them.
	wg sync.WaitGroup
}

// NewPool returns a pool of up to size inits (at least 1) for runs of
// cfg, which must be ModeFull. It starts nothing until its first run:
// each Cmd.Start of one of its commands takes a waiting init, if any, and
// starts a replacement. live registers a process started by the pool
// (it must call start and return its pid; hostproc.StartLive), and forget
// unregisters one the pool reaped (hostproc.ForgetLive), so that the
// worker's sweeps never take a waiting init for a leftover.
func NewPool(cfg Config, size int, live func(start func() (int, error)) (int, error), forget func(pid int)) *Pool {
	return &Pool{cfg: cfg, size: max(size, 1), live: live, forget: forget}
}

// Command is Config.Command for runs whose init may come from the pool.
// A command from a pool always runs in its own session (setsid) with
// Pdeathsig SIGKILL, as the pool's inits do, whatever the caller sets.
// Job.Workspaces is not supported (a process serving many jobs starts
// once; it gains nothing from the pool).
func (p *Pool) Command(j *Job) (*Cmd, error) {
	c, err := p.cfg.Command(j)
	if err != nil || !c.sandboxed || j.Workspaces {
		return c, err
	}
	c.pool = p
	return c, nil
}

// take returns a waiting init, or nil when none waits. The caller must
// pass a returned init to handedOff or discard, which Close waits for.
func (p *Pool) take() *initProc {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed || len(p.ready) == 0 {
		return nil
	}
	n := len(p.ready)
	ip := p.ready[n-1]
	p.ready = p.ready[:n-1]
	p.wg.Add(1)
	return ip
}

// afterStart returns the function Cmd.Start has called once the scanner
// of a run of the pool has started (handOff): it starts the replacements
// then, so that they do not compete for the CPU with the start of the run
// they replace. Settle and Close wait for it.
func (p *Pool) afterStart() func() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil
	}
	p.wg.Add(1)
	return func() {
		defer p.wg.Done()
		p.refill()
	}
}

// refill starts inits in the background until the pool's size are
// waiting or starting.
func (p *Pool) refill() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for !p.closed && len(p.ready)+p.starting < p.size {
		p.starting++
		p.wg.Go(p.prestart)
	}
}

// prestart starts one init and adds it to the waiting ones, or ends it
// when the pool was closed meanwhile. A failed start is not retried here:
// the next run starts its own init, which reports the failure.
func (p *Pool) prestart() {
	root := Probe().Root
	var userns *os.File
	var err error
	if root {
		userns, err = idmapUserns(p.cfg.UID, p.cfg.GID)
	}
	var ip *initProc
	if err == nil {
		_, err = p.live(func() (int, error) {
			var err error
			if ip, err = startInit(nil, root, userns, p.cfg.prep()); err != nil {
				return 0, err
			}
			return ip.cmd.Process.Pid, nil
		})
		if err == nil {
			if err = ip.waitReady(); err != nil {
				p.end(ip)
			}
		}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.starting--
	if err != nil {
		return
	}
	if p.closed {
		p.wg.Go(func() { p.end(ip) })
		return
	}
	p.ready = append(p.ready, ip)
}

// handedOff says an init from take serves its run.
func (p *Pool) handedOff() { p.wg.Done() }

// discard ends and reaps an init from take whose hand-off failed, in the
// background (the caller may hold the live registry).
func (p *Pool) discard(ip *initProc) {
	go func() {
		defer p.wg.Done()
		p.end(ip)
	}()
}

// end kills and reaps ip and unregisters it.
func (p *Pool) end(ip *initProc) {
	pid := ip.cmd.Process.Pid
	ip.discard()
	p.forget(pid)
}

// Waiting returns the pids of the inits waiting for a run, for
// diagnostics and tests.
func (p *Pool) Waiting() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	pids := make([]int, len(p.ready))
	for i, ip := range p.ready {
		pids[i] = ip.cmd.Process.Pid
	}
	return pids
}

// Settle waits until the pool's background starts and discards have
// finished.
func (p *Pool) Settle() { p.wg.Wait() }

// Close ends and reaps every init still waiting, and those started in
// the background, and returns when all are gone. Later runs of the pool's
// commands start their own inits. It is idempotent.
func (p *Pool) Close() {
	p.mu.Lock()
	p.closed = true
	ready := p.ready
	p.ready = nil
	for _, ip := range ready {
		p.wg.Go(func() { p.end(ip) })
	}
	p.mu.Unlock()
	p.wg.Wait()
}

// Prestarted reports whether Start handed the run to an init a Pool had
// started ahead of it.
func (c *Cmd) Prestarted() bool { return c.reused }
