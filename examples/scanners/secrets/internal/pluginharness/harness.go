// Package pluginharness runs a scanner plugin binary (built with
// sdk/plugin) under a go-plugin client, the way backend.goplugin talks to
// it (gRPC over AutoMTLS, the internal/pluginrpc client), as an
// sdk/scannertest.Harness. The secrets scanner's conformance test and
// benchmark use it.
package pluginharness

import (
	"context"
	"os/exec"
	"testing"

	"github.com/hashicorp/go-hclog"
	goplugin "github.com/hashicorp/go-plugin"

	"github.com/sluicehq/sluice/internal/pluginrpc"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// MaxFileBytes is the per-file limit the harness configures: the worker's
// default limits.file_max_bytes (64 MiB).
const MaxFileBytes = 64 << 20

// Harness is one plugin process, killed when the test ends.
type Harness struct{ c *pluginrpc.Client }

// New starts the plugin binary bin and configures it once, as
// backend.goplugin does for each process.
func New(t testing.TB, bin string) *Harness {
	t.Helper()
	client := goplugin.NewClient(&goplugin.ClientConfig{
		HandshakeConfig:  pluginrpc.Handshake(),
		Plugins:          pluginrpc.PluginSet(),
		AllowedProtocols: []goplugin.Protocol{goplugin.ProtocolGRPC},
		Cmd:              exec.Command(bin),
		AutoMTLS:         true,
		Logger:           hclog.NewNullLogger(),
	})
	t.Cleanup(client.Kill)
	rpc, err := client.Client()
	if err != nil {
		t.Fatalf("starting the plugin: %v", err)
	}
	raw, err := rpc.Dispense(pluginrpc.PluginName)
	if err != nil {
		t.Fatal(err)
	}
	c := raw.(*pluginrpc.Client)
	if err := c.Configure(context.Background(), nil, MaxFileBytes); err != nil {
		t.Fatal(err)
	}
	return &Harness{c: c}
}

// Info implements scannertest.Harness.
func (h *Harness) Info(ctx context.Context) (scanner.Info, error) {
	d, err := h.c.Describe(ctx)
	if err != nil {
		return scanner.Info{}, err
	}
	return d.Info, nil
}

// Scan implements scannertest.Harness.
func (h *Harness) Scan(ctx context.Context, workspace string, req *scanner.Request) ([]scanner.Finding, error) {
	var c scannertest.Collector
	sr := &pluginrpc.ScanRequest{Workspace: workspace}
	if req != nil {
		sr.Request = *req
	}
	err := h.c.Scan(ctx, sr, &c)
	return c.Findings(), err
}
