//go:build linux

package goplugin

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/go-plugin/runner"
	"golang.org/x/sys/unix"

	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
)

// procRunner starts a plugin binary for go-plugin in its own process
// group, with a lifeline pipe as stdin, and sweeps the whole group and its
// descendants (hostproc.Sweep) as soon as the plugin exits, by itself or
// killed. It implements runner.Runner.
type procRunner struct {
	cmd       *sandbox.Cmd
	socketDir string // the only place the plugin may put its socket
	lifeline  *os.File
	childEnds []*os.File // closed in the parent after Start
	stdout    *os.File
	stderr    *os.File
	onExit    func(exit sandbox.Exit, sweep hostproc.SweepResult)
	exited    chan struct{}
	waitErr   error
	// spoke says the plugin wrote to stdout (its handshake line, or
	// whatever it wrote instead).
	spoke atomic.Bool

	mu     sync.Mutex
	pid    int
	start  uint64 // the plugin's start time in clock ticks
	reaped bool
}

// newRunner prepares cmd (already carrying go-plugin's environment and
// working directory) to run with its own process group and a lifeline pipe
// as stdin. onExit is called once, after the plugin and its tree are gone.
func newRunner(cmd *sandbox.Cmd, socketDir string, onExit func(sandbox.Exit, hostproc.SweepResult)) (*procRunner, error) {
	var fds [6]*os.File
	for i := 0; i < 6; i += 2 {
		var err error
		if fds[i], fds[i+1], err = os.Pipe(); err != nil {
			for _, f := range fds[:i] {
				f.Close()
			}
			cmd.Close()
			return nil, err
		}
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = fds[0], fds[3], fds[5]
	// A process group of its own, so that one kill reaches the plugin and
	// the descendants that stayed in its group; it is registered as live
	// (hostproc.StartLive), so no other run's sweep takes it for an orphan.
	cmd.SysProcAttr.Setpgid = true
	return &procRunner{
		cmd: cmd, socketDir: socketDir, onExit: onExit, exited: make(chan struct{}),
		lifeline: fds[1], stdout: fds[2], stderr: fds[4],
		childEnds: []*os.File{fds[0], fds[3], fds[5]},
	}, nil
}

// Start implements runner.Runner.
func (r *procRunner) Start(context.Context) error {
	pid, err := hostproc.StartLive(func() (int, error) {
		if err := r.cmd.Start(); err != nil {
			return 0, err
		}
		return r.cmd.Process.Pid, nil
	})
	for _, f := range r.childEnds {
		f.Close()
	}
	if err != nil {
		r.lifeline.Close()
		r.stdout.Close()
		r.stderr.Close()
		close(r.exited)
		return err
	}
	// The plugin is not reaped before watch sweeps, so its stat is there
	// even if it already exited.
	st, serr := hostproc.ReadStat(pid)
	r.mu.Lock()
	r.pid, r.start = pid, st.StartTicks
	r.mu.Unlock()
	if serr != nil {
		// Without a start time the sweep cannot tell the plugin's orphans
		// from older processes: it sweeps only the plugin's group and
		// descendants, and the plugin is refused.
		r.start = math.MaxUint64
		_ = unix.Kill(-pid, unix.SIGKILL)
		go r.watch()
		return fmt.Errorf("reading the plugin's start time: %w", serr)
	}
	go r.watch()
	return nil
}

// sweepTimeout bounds how long the sweep after a plugin's exit keeps
// finding and killing its leftovers.
const sweepTimeout = 30 * time.Second

// watch waits for the plugin to exit, sweeps what is left of its tree
// while the plugin's pid (and so its group id) is still reserved, then
// reaps it. The sweep also finds descendants that left the plugin's group
// and were orphaned when it crashed (the worker is a child subreaper, so
// they re-parent to it), and ends the output pipes that descendants may
// hold open.
func (r *procRunner) watch() {
	_ = hostproc.WaitExit(r.pid)
	r.mu.Lock()
	res := hostproc.Sweep(hostproc.Leader{Pid: r.pid, StartTicks: r.start}, sweepTimeout)
	r.waitErr = r.cmd.Wait()
	r.reaped = true
	hostproc.ForgetLive(r.pid)
	r.mu.Unlock()
	r.lifeline.Close()
	exit := r.cmd.Exit(r.cmd.ProcessState)
	if r.onExit != nil {
		r.onExit(exit, res)
	}
	close(r.exited)
}

// Wait implements runner.Runner.
func (r *procRunner) Wait(context.Context) error {
	<-r.exited
	r.stdout.Close()
	r.stderr.Close()
	return r.waitErr
}

// Kill implements runner.Runner: it kills the plugin's process group; the
// sweep that follows the plugin's exit kills the rest of its tree.
func (r *procRunner) Kill(context.Context) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.pid != 0 && !r.reaped {
		_ = unix.Kill(-r.pid, unix.SIGKILL)
	}
	return nil
}

// Stdout implements runner.Runner. It notes whether the plugin wrote
// anything (spoke), which tells a refused handshake line from a plugin
// that never sent one.
func (r *procRunner) Stdout() io.ReadCloser { return &spokeReader{File: r.stdout, spoke: &r.spoke} }

// spokeReader sets spoke once a read returned bytes.
type spokeReader struct {
	*os.File
	spoke *atomic.Bool
}

func (s *spokeReader) Read(p []byte) (int, error) {
	n, err := s.File.Read(p)
	if n > 0 {
		s.spoke.Store(true)
	}
	return n, err
}

// Stderr implements runner.Runner.
func (r *procRunner) Stderr() io.ReadCloser { return r.stderr }

// Name implements runner.Runner.
func (r *procRunner) Name() string { return r.cmd.Path }

// ID implements runner.Runner.
func (r *procRunner) ID() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.pid == 0 {
		return ""
	}
	return strconv.Itoa(r.pid)
}

// Diagnose implements runner.Runner.
func (r *procRunner) Diagnose(context.Context) string {
	return "the plugin's first line on stdout must be the go-plugin handshake; build it with sdk/plugin.Serve and write nothing to stdout before"
}

// PluginToHost implements runner.Runner. It accepts only a Unix socket in
// the socket directory the backend made for this process.
func (r *procRunner) PluginToHost(network, addr string) (string, string, error) {
	if network != "unix" {
		return "", "", fmt.Errorf("plugin announced a %q address; only Unix sockets are accepted", network)
	}
	if filepath.Dir(filepath.Clean(addr)) != filepath.Clean(r.socketDir) || !strings.HasPrefix(addr, "/") {
		return "", "", fmt.Errorf("plugin announced socket %.200q outside its socket dir %s", addr, r.socketDir)
	}
	return network, addr, nil
}

// HostToPlugin implements runner.Runner.
func (r *procRunner) HostToPlugin(network, addr string) (string, string, error) {
	return network, addr, nil
}

var _ runner.Runner = (*procRunner)(nil)
