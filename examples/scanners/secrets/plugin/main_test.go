package main

import (
	"context"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/hashicorp/go-hclog"
	goplugin "github.com/hashicorp/go-plugin"

	"github.com/sluicehq/sluice/examples/scanners/secrets/internal/conformance"
	sdkplugin "github.com/sluicehq/sluice/sdk/plugin"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// Test_main builds this command and runs the conformance suite against it
// as a go-plugin server, the way backend.goplugin talks to it (gRPC over
// AutoMTLS, the sdk/plugin client).
func Test_main(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the plugin binary")
	}
	bin := filepath.Join(t.TempDir(), "secrets-plugin")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	scannertest.Run(t, newHarness(t, bin), conformance.Cases(t))
}

// harness runs scans through one plugin process, killed at cleanup.
type harness struct{ c *sdkplugin.Client }

func newHarness(t *testing.T, bin string) *harness {
	t.Helper()
	client := goplugin.NewClient(&goplugin.ClientConfig{
		HandshakeConfig:  sdkplugin.Handshake(),
		Plugins:          sdkplugin.PluginSet(),
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
	raw, err := rpc.Dispense(sdkplugin.PluginName)
	if err != nil {
		t.Fatal(err)
	}
	c := raw.(*sdkplugin.Client)
	// As backend.goplugin does once per process: no settings, the
	// worker's default per-file limit (limits.file_max_bytes, 64 MiB).
	if err := c.Configure(context.Background(), nil, 64<<20); err != nil {
		t.Fatal(err)
	}
	return &harness{c: c}
}

func (h *harness) Info(ctx context.Context) (scanner.Info, error) {
	d, err := h.c.Describe(ctx)
	if err != nil {
		return scanner.Info{}, err
	}
	return d.Info, nil
}

func (h *harness) Scan(ctx context.Context, workspace string, req *scanner.Request) ([]scanner.Finding, error) {
	var c collector
	sr := &sdkplugin.ScanRequest{Workspace: workspace}
	if req != nil {
		sr.Request = *req
	}
	err := h.c.Scan(ctx, sr, &c)
	return c.findings, err
}

// collector keeps the findings of one scan.
type collector struct {
	mu       sync.Mutex
	findings []scanner.Finding
}

func (c *collector) Finding(f scanner.Finding) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.findings = append(c.findings, f)
	return nil
}

func (c *collector) Progress(scanner.Progress) {}
func (c *collector) Log(scanner.Level, string) {}
