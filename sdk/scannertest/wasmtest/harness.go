// Package wasmtest runs the sdk/scannertest conformance suite over a
// scanner's WASM build, through the same host (internal/wasmhost) the worker's
// backend.wasm uses:
//
//	func TestWASMConformance(t *testing.T) {
//		wasm := wasmtest.Build(t, "./cmd/scanner-wasm")
//		h := wasmtest.Harness(t, wasm, wasmtest.Options{})
//		scannertest.Run(t, h, cases)
//	}
//
// It is a separate package because it imports wazero; sdk/scannertest
// itself does not.
package wasmtest

import (
	"context"
	"fmt"
	"os"
	"testing"

	"github.com/sluicehq/sluice/internal/wasmhost"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/scannertest"
)

// Options tune the harness.
type Options struct {
	// Runtime configures the wazero runtime (memory cap, cache dir).
	Runtime wasmhost.Config
	// Module tunes the loaded module (pool size, recycling).
	Module wasmhost.ModuleOptions
	// NoPrefilter hands detectors whole chunks instead of keyword windows.
	NoPrefilter bool
}

// Harness loads the module at wasmPath in a new runtime and returns a
// scannertest.Harness over it. The runtime is closed when t ends.
func Harness(t testing.TB, wasmPath string, opt Options) scannertest.Harness {
	t.Helper()
	bin, err := os.ReadFile(wasmPath)
	if err != nil {
		t.Fatalf("reading %s: %v", wasmPath, err)
	}
	ctx := context.Background()
	rt, err := wasmhost.NewRuntime(ctx, opt.Runtime)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = rt.Close(ctx) })
	if opt.Module.Name == "" {
		opt.Module.Name = wasmPath
	}
	m, err := rt.Load(ctx, bin, opt.Module)
	if err != nil {
		t.Fatal(err)
	}
	return &harness{m: m, noPrefilter: opt.NoPrefilter}
}

type harness struct {
	m           *wasmhost.Module
	noPrefilter bool
}

func (h *harness) Info(context.Context) (scanner.Info, error) { return h.m.Info(), nil }

func (h *harness) Scan(ctx context.Context, workspace string, req *scanner.Request) ([]scanner.Finding, error) {
	sr := &wasmhost.ScanRequest{Workspace: workspace}
	if req != nil {
		sr.Request = *req
	}
	sr.Detect.NoPrefilter = h.noPrefilter
	if dl, ok := ctx.Deadline(); ok {
		sr.Deadline = dl
	}
	var c scannertest.Collector
	err := h.m.Scan(ctx, sr, &c)
	if e := wasmhost.AsError(err); e != nil && e.Kind == wasmhost.KindCancelled {
		err = fmt.Errorf("%w: %w", context.Canceled, err)
	}
	if err == nil {
		err = c.Invalid()
	}
	return c.Findings(), err
}
