package plugin

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"sync"
	"syscall"
	"time"

	goplugin "github.com/hashicorp/go-plugin"
	"google.golang.org/grpc"

	"github.com/sluicehq/sluice/internal/datadir"
	"github.com/sluicehq/sluice/internal/pluginrpc"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Limits of Options.
const (
	// parentPollInterval is how often Serve checks that its parent process
	// is still the one that started it.
	parentPollInterval = time.Second
)

// Exit codes of Serve.
const (
	// exitUsage means the scanner's Info or the Options are invalid, or the
	// program was not started by a host (the reason is on stderr).
	exitUsage = 2
	// exitHostGone means the host died and the plugin stopped itself,
	// after killing its own descendants (on Linux).
	exitHostGone = 3
)

// Options tune Serve. The zero value is ready to use.
type Options struct {
	// MaxConcurrency is how many scans the process runs at once, advertised
	// to the host in GetInfo. Zero means runtime.GOMAXPROCS(0); at most
	// MaxConcurrency (256).
	MaxConcurrency int
}

// Serve runs s as a go-plugin gRPC server until the host stops it, then
// exits the process; it never returns. Call it first thing in main.
//
// Before the handshake, Serve points file descriptor 1 at stderr, so that
// nothing a library writes to stdout can break the handshake line; only
// go-plugin's handshake goes to the real stdout. Afterwards go-plugin
// forwards os.Stdout and os.Stderr writes to the host. Serve exits with
// status 3 as soon as the host dies: when the host set up a lifeline, on
// end of file on stdin; in every case when the parent process changes.
// Before it exits it kills its descendants (on Linux: the other members
// of its process group and every process below it by parent link), since
// with the host gone nobody else will.
// When s is scanner.Configurable and the host handed it data files, Serve
// first configures s with them.
// It exits with status 2, without serving, when s.Info() is invalid, the
// Options are, the program was not started by a host, or the
// configuration fails.
func Serve(s scanner.Scanner, opts Options) {
	configured, err := datadir.Configure(s)
	if err != nil {
		fmt.Fprintf(os.Stderr, "sluice plugin %s: configuring the scanner from its data files: %v\n", s.Info().Name, err)
		os.Exit(exitUsage)
	}
	s = configured
	info := s.Info()
	if err := info.Validate(); err != nil {
		fmt.Fprintf(os.Stderr, "sluice plugin: scanner info: %v\n", err)
		os.Exit(exitUsage)
	}
	conc := opts.MaxConcurrency
	if conc == 0 {
		conc = runtime.GOMAXPROCS(0)
	}
	if conc < 1 || conc > pluginrpc.MaxConcurrency {
		fmt.Fprintf(os.Stderr, "sluice plugin: max concurrency %d is not in [1, %d]\n", conc, pluginrpc.MaxConcurrency)
		os.Exit(exitUsage)
	}
	if os.Getenv(pluginrpc.MagicCookieKey) != pluginrpc.MagicCookieValue {
		fmt.Fprintf(os.Stderr, "sluice plugin %s: this program is a Sluice scanner plugin; the worker's goplugin backend runs it\n", info.Name)
		os.Exit(exitUsage)
	}
	if err := protectStdout(); err != nil {
		fmt.Fprintf(os.Stderr, "sluice plugin: %v\n", err)
		os.Exit(exitUsage)
	}
	// A host that dies closes the pipes behind stdout and stderr; without
	// this, the next log line would kill the plugin with SIGPIPE before
	// watchHost could clean up its children.
	signal.Ignore(syscall.SIGPIPE)
	watchHost()
	goplugin.Serve(&goplugin.ServeConfig{
		HandshakeConfig: pluginrpc.Handshake(),
		Plugins:         goplugin.PluginSet{pluginrpc.PluginName: &pluginrpc.GRPCPlugin{Impl: newServer(s, info, conc)}},
		GRPCServer: func(o []grpc.ServerOption) *grpc.Server {
			o = append(o, grpc.MaxRecvMsgSize(pluginrpc.MaxMessageBytes), grpc.MaxSendMsgSize(pluginrpc.MaxMessageBytes))
			return grpc.NewServer(o...)
		},
	})
	// goplugin.Serve returns when the host stopped the plugin or went away;
	// either way nothing this plugin started may outlive it.
	exitAfterCleanup(0)
}

// watchHost exits the process when the host dies: on end of file on stdin
// when the host declared it a lifeline, and when the parent pid changes.
func watchHost() {
	if os.Getenv(pluginrpc.LifelineEnv) == "stdin" {
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			hostGone()
		}()
	}
	parent := os.Getppid()
	go func() {
		t := time.NewTicker(parentPollInterval)
		defer t.Stop()
		for range t.C {
			if os.Getppid() != parent {
				hostGone()
			}
		}
	}()
}

// hostGone kills the plugin's descendants and exits with exitHostGone.
func hostGone() { exitAfterCleanup(exitHostGone) }

// exiting is taken, and never released, by the first goroutine that ends
// the process, so a second exit path (stdin closed, parent changed, Serve
// returned) cannot call os.Exit while the first is half-way through
// stopping and killing descendants, which would leave them stopped forever.
var exiting sync.Mutex

// exitAfterCleanup kills the plugin's descendants and exits with code.
func exitAfterCleanup(code int) {
	exiting.Lock()
	// Killing a stopped member of our own, orphaned process group makes the
	// kernel send SIGHUP to the whole group, this process included, which
	// would end it half-way and leave the rest stopped forever.
	signal.Ignore(syscall.SIGHUP)
	killDescendants()
	os.Exit(code)
}
