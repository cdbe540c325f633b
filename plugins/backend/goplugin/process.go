//go:build linux

package goplugin

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"time"

	"github.com/hashicorp/go-hclog"
	goplugin "github.com/hashicorp/go-plugin"
	"github.com/hashicorp/go-plugin/runner"
	"google.golang.org/grpc"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/pluginrpc"
	"github.com/sluicehq/sluice/internal/sandbox"
	"github.com/sluicehq/sluice/internal/scannerinfo"
	"github.com/sluicehq/sluice/plugins/backend/internal/hostproc"
)

// process is one running plugin process of an Instance.
type process struct {
	in     *Instance
	client *goplugin.Client
	rpc    *pluginrpc.Client
	desc   *pluginrpc.Description
	dir    string
	stderr *diag.Capture
	// slots holds a token per scan in flight, up to the concurrency.
	slots chan struct{}
	// exited is closed once the process and its tree are gone.
	exited chan struct{}

	mu         sync.Mutex
	run        *procRunner
	exitMsg    string
	exitStatus int // the exit status once exited by itself, else -1
	jobs       int
	active     int
	retiring   bool
	stopQueued bool
	stopping   bool
	// abrupt: the process is stopped by a kill, without Shutdown, because
	// it cannot be trusted to shut down (it ignored a cancelled scan's
	// grace, broke the protocol or lost its connection).
	abrupt bool
}

// startProcess starts a plugin process and checks it: the handshake
// within start_timeout, GetInfo (protocol version, a valid Info whose name
// is the manifest's and whose kind is in the manifest's capabilities) and
// Configure. A failure is a *backend.Failure (LoadFailed, or Protocol when
// the plugin answered wrongly or go-plugin refused its handshake line;
// LoadFailed wrapping hostproc.ErrExitedAtLoad when it exited by itself
// before the handshake) and leaves nothing running.
func (in *Instance) startProcess(ctx context.Context) (*process, error) {
	b := in.b
	dir, err := os.MkdirTemp(b.procsDir, "proc-")
	if err != nil {
		return nil, loadFailure(&in.scanner, err)
	}
	p := &process{in: in, dir: dir, stderr: diag.NewCapture(StderrCaptureBytes), exited: make(chan struct{}), exitStatus: -1}
	p.client = goplugin.NewClient(&goplugin.ClientConfig{
		HandshakeConfig:  pluginrpc.Handshake(),
		Plugins:          pluginrpc.PluginSet(),
		AllowedProtocols: []goplugin.Protocol{goplugin.ProtocolGRPC},
		RunnerFunc: func(_ hclog.Logger, spec *exec.Cmd, socketDir string) (runner.Runner, error) {
			// The sealed copy of the verified bytes runs, so nothing on
			// disk can swap or patch the plugin between Load and exec.
			cmd, err := b.Sandbox.Command(&sandbox.Job{
				Exe:        in.entry.Exe,
				Args:       []string{in.entry.Path},
				Env:        append(append(b.environ(dir), in.data.Env...), spec.Env...),
				Dir:        dir,
				Temp:       dir,
				ReadWrite:  []string{socketDir},
				Workspaces: true,
				Files:      in.data.Files,
			})
			if err != nil {
				if b.Sandbox.Mode == sandbox.ModeFull {
					b.sandboxFailed(sandbox.ReasonStart)
				}
				return nil, err
			}
			r, err := newRunner(cmd, socketDir, p.onExit)
			if err == nil {
				p.mu.Lock()
				p.run = r
				p.mu.Unlock()
			}
			return r, err
		},
		SkipHostEnv:      true,
		AutoMTLS:         true,
		UnixSocketConfig: &goplugin.UnixSocketConfig{TempDir: b.sockDir},
		StartTimeout:     b.StartTimeout.D(),
		Stderr:           p.stderr,
		SyncStdout:       p.stderr,
		SyncStderr:       p.stderr,
		Logger:           hclog.NewNullLogger(),
		GRPCDialOptions: []grpc.DialOption{grpc.WithDefaultCallOptions(
			grpc.MaxCallRecvMsgSize(pluginrpc.MaxMessageBytes), grpc.MaxCallSendMsgSize(pluginrpc.MaxMessageBytes))},
	})
	if err := p.connect(ctx); err != nil {
		p.kill()
		return nil, err
	}
	return p, nil
}

// connect does the handshake, GetInfo and Configure.
func (p *process) connect(ctx context.Context) error {
	in := p.in
	ctx, cancel := context.WithTimeout(ctx, in.b.StartTimeout.D())
	defer cancel()
	fail := func(kind backend.FailureKind, what string, err error) *backend.Failure {
		return &backend.Failure{Kind: kind, Message: what + " " + in.scanner.FullName(), ExitCode: -1, Stderr: hostproc.ClipMiddle(p.stderr.Bytes(), DefaultMaxCaptureBytes), Err: err}
	}
	proto, err := p.client.Client()
	if err != nil {
		exited := in.waitExit(p)
		if exited {
			// Say how it ended: a sandbox that could not be set up
			// never ran the plugin.
			err = fmt.Errorf("%w; the plugin process %s", err, p.exitMessage())
		}
		r := p.runner()
		switch code := p.exitCode(); {
		case r != nil && r.spoke.Load() && ctx.Err() == nil:
			// It wrote something go-plugin refused as its handshake
			// line (another protocol version, or text before it): the
			// same binary does the same every time.
			return fail(backend.Protocol, "handshake with plugin", err)
		case exited && code >= 0:
			f := fail(backend.LoadFailed, "starting plugin", errors.Join(hostproc.ErrExitedAtLoad, err))
			f.ExitCode = code
			return f
		}
		return fail(backend.LoadFailed, "starting plugin", err)
	}
	raw, err := proto.Dispense(pluginrpc.PluginName)
	if err != nil {
		return fail(backend.LoadFailed, "connecting to plugin", err)
	}
	rpc, ok := raw.(*pluginrpc.Client)
	if !ok {
		return fail(backend.LoadFailed, "connecting to plugin", fmt.Errorf("dispensed a %T", raw))
	}
	p.rpc = rpc
	desc, err := rpc.Describe(ctx)
	var pe *pluginrpc.ProtocolError
	switch {
	case errors.As(err, &pe):
		return fail(backend.Protocol, "describing plugin", err)
	case err != nil:
		return fail(backend.LoadFailed, "describing plugin", err)
	}
	if err := checkDescription(&in.scanner, desc); err != nil {
		return fail(backend.Protocol, "checking plugin", err)
	}
	if err := rpc.Configure(ctx, in.b.Settings, in.maxFileBytes()); err != nil {
		return fail(backend.LoadFailed, "configuring plugin", err)
	}
	p.desc = desc
	conc := desc.MaxConcurrency
	if c := in.b.MaxConcurrency; c > 0 && c < conc {
		conc = c
	}
	p.slots = make(chan struct{}, conc)
	return nil
}

// checkDescription compares the plugin's Info with the manifest
// (backend.CheckInfo: name, kind against capabilities, keywords).
func checkDescription(s *backend.Scanner, d *pluginrpc.Description) error {
	return scannerinfo.Check(s, &d.Info)
}

// onExit records how the process ended; the runner calls it once the
// process and its tree are gone.
func (p *process) onExit(ex sandbox.Exit, sweep hostproc.SweepResult) {
	msg := ex.String()
	if ex.SetupFailed {
		p.in.b.sandboxFailed(sandbox.ReasonSetup)
	}
	p.mu.Lock()
	p.exitMsg = msg
	p.exitStatus = ex.Code()
	if ex.SetupErr != "" {
		p.exitStatus = -1
	}
	p.mu.Unlock()
	if sweep.Err != nil {
		p.in.b.logger.Error("plugin descendants survived the sweep", "scanner", p.in.scanner.FullName(), "err", sweep.Err)
	} else if sweep.Killed > 0 {
		p.in.b.logger.Warn("killed plugin descendants", "scanner", p.in.scanner.FullName(), "count", sweep.Killed)
	}
	close(p.exited)
}

// mountWorkspace makes the host directory path visible to the plugin
// (read-only, in its sandbox) and returns the plugin's path for it and a
// function that removes it again, which logs a failure.
func (p *process) mountWorkspace(path string) (string, func(), error) {
	r := p.runner()
	if r == nil {
		return "", nil, errors.New("the plugin process has not started")
	}
	dir, err := r.cmd.MountWorkspace(path)
	if err != nil {
		return "", nil, err
	}
	return dir, func() {
		if err := r.cmd.UnmountWorkspace(dir); err != nil && !p.hasExited() {
			p.in.b.logger.Warn("removing a workspace from a plugin's sandbox", "scanner", p.in.scanner.FullName(), "dir", dir, "err", err)
		}
	}, nil
}

func (p *process) runner() *procRunner {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.run
}

// pid returns the process id, or 0 before the process started.
func (p *process) pid() int {
	if r := p.runner(); r != nil {
		r.mu.Lock()
		defer r.mu.Unlock()
		return r.pid
	}
	return 0
}

// hasExited reports whether the process is gone or never started.
func (p *process) hasExited() bool {
	r := p.runner()
	if r == nil {
		return true
	}
	select {
	case <-r.exited:
		return true
	default:
		return false
	}
}

// stop ends the process: Shutdown lets scans in flight finish within
// kill_grace (unless the process is to be stopped abruptly), then the
// process tree is killed. It returns once the process
// is gone. (go-plugin's own graceful shutdown would abort scans in
// flight.)
func (p *process) stop() {
	p.mu.Lock()
	if p.stopping {
		p.mu.Unlock()
		if r := p.runner(); r != nil {
			<-r.exited
		}
		return
	}
	p.stopping = true
	abrupt := p.abrupt
	p.mu.Unlock()
	grace := p.in.b.KillGrace.D()
	if p.rpc != nil && !p.hasExited() && !abrupt {
		ctx, cancel := context.WithTimeout(context.Background(), grace+time.Second)
		_, _ = p.rpc.Shutdown(ctx, grace)
		cancel()
	}
	p.kill()
}

// kill kills the plugin's process group, waits until the plugin and the
// rest of its tree are gone (the runner sweeps them), and lets go-plugin
// clean up.
func (p *process) kill() {
	if r := p.runner(); r != nil {
		_ = r.Kill(context.Background())
		<-r.exited
	}
	p.client.Kill()
	_ = os.RemoveAll(p.dir)
}

// exitCode returns the process's exit status, or -1 while it runs, when
// a signal ended it or when its sandbox failed.
func (p *process) exitCode() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.exitStatus
}
