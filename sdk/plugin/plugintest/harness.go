// Package plugintest runs the sdk/scannertest conformance suite against a
// scanner built as a go-plugin binary (sdk/plugin.Serve), over a real
// plugin process:
//
//	h := plugintest.New(binPath)
//	defer h.Close()
//	scannertest.Run(t, h, cases)
package plugintest

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"sync"

	"github.com/hashicorp/go-hclog"
	goplugin "github.com/hashicorp/go-plugin"

	"github.com/sluicehq/sluice/internal/pluginrpc"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// Harness is a scannertest.Harness that starts the plugin once, on first
// use, and runs every scan on that process. Close stops it.
type Harness struct {
	// Path is the plugin binary.
	Path string

	mu     sync.Mutex
	client *goplugin.Client
	rpc    *pluginrpc.Client
	desc   *pluginrpc.Description
}

// New returns a Harness for the plugin binary at path.
func New(path string) *Harness { return &Harness{Path: path} }

func (h *Harness) start(ctx context.Context) (*pluginrpc.Client, *pluginrpc.Description, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.rpc != nil {
		return h.rpc, h.desc, nil
	}
	cmd := exec.Command(h.Path)
	cmd.Env = []string{"PATH=/usr/bin:/bin", "LANG=C.UTF-8"}
	c := goplugin.NewClient(&goplugin.ClientConfig{
		HandshakeConfig:  pluginrpc.Handshake(),
		Plugins:          pluginrpc.PluginSet(),
		AllowedProtocols: []goplugin.Protocol{goplugin.ProtocolGRPC},
		Cmd:              cmd,
		SkipHostEnv:      true,
		AutoMTLS:         true,
		Logger:           hclog.NewNullLogger(),
	})
	proto, err := c.Client()
	if err != nil {
		c.Kill()
		return nil, nil, fmt.Errorf("starting plugin %s: %w", h.Path, err)
	}
	raw, err := proto.Dispense(pluginrpc.PluginName)
	if err != nil {
		c.Kill()
		return nil, nil, fmt.Errorf("dispensing the scanner: %w", err)
	}
	rpc := raw.(*pluginrpc.Client)
	desc, err := rpc.Describe(ctx)
	if err == nil {
		err = rpc.Configure(ctx, nil, 0)
	}
	if err != nil {
		c.Kill()
		return nil, nil, err
	}
	h.client, h.rpc, h.desc = c, rpc, desc
	return rpc, desc, nil
}

// Info implements scannertest.Harness.
func (h *Harness) Info(ctx context.Context) (scanner.Info, error) {
	_, d, err := h.start(ctx)
	if err != nil {
		return scanner.Info{}, err
	}
	return d.Info, nil
}

// Scan implements scannertest.Harness.
func (h *Harness) Scan(ctx context.Context, workspace string, req *scanner.Request) ([]scanner.Finding, error) {
	rpc, _, err := h.start(ctx)
	if err != nil {
		return nil, err
	}
	sr := &pluginrpc.ScanRequest{Workspace: workspace}
	if req != nil {
		sr.Request = *req
	}
	var c scannertest.Collector
	err = rpc.Scan(ctx, sr, &c)
	var se *pluginrpc.ScanError
	if errors.As(err, &se) {
		err = &scannertest.ScanError{Code: se.Code, Message: se.Message}
	}
	return c.Findings(), err
}

// Close stops the plugin process.
func (h *Harness) Close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.client != nil {
		h.client.Kill()
	}
	h.client, h.rpc = nil, nil
}

var _ scannertest.Harness = (*Harness)(nil)
