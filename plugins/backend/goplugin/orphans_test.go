//go:build linux

package goplugin

import (
	"context"
	"log/slog"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/plugins/backend/subprocess"
)

// childPids returns the pids the test plugin's "children" mode logged.
func childPids(t *testing.T, s *sink) []int {
	t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	var pids []int
	for _, l := range s.logs {
		if _, after, ok := strings.Cut(l, " pid "); ok {
			pid, err := strconv.Atoi(after)
			if err != nil {
				t.Fatalf("log %q: %v", l, err)
			}
			pids = append(pids, pid)
		}
	}
	if len(pids) != 3 {
		t.Fatalf("logs %q, want 3 child pids", s.logs)
	}
	return pids
}

// crashAfterChildren runs the "children" scan in a warm plugin process,
// then a "crash" scan in the same process, and returns the children's
// pids. The crash failure carries the exit status, so it was classified
// after the plugin's exit was handled, sweep included.
func crashAfterChildren(t *testing.T, in *Instance) []int {
	t.Helper()
	ws := workspace(t, 1)
	var s sink
	if err := in.Scan(t.Context(), request(ws, "children"), &s); err != nil {
		t.Fatal(err)
	}
	pids := childPids(t, &s)
	t.Cleanup(func() {
		for _, pid := range pids {
			if alive(pid) {
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
			waitGone(t, pid)
		}
	})
	for _, pid := range pids {
		if !alive(pid) {
			t.Fatalf("child %d is not running before the crash", pid)
		}
	}
	f := failure(t, in.Scan(t.Context(), request(ws, "crash"), &sink{}))
	if f.Kind != backend.Crashed || !strings.Contains(f.Message, "status 7") {
		t.Fatalf("got %v, want a crash with status 7", f)
	}
	return pids
}

// TestCrashLeavesNoOrphans crashes a plugin that started three children,
// one of them in a new session: none survives, although the setsid'd one
// left the plugin's process group and lost its parent.
func TestCrashLeavesNoOrphans(t *testing.T) {
	in := load(t, newBackend(t, modeConfig("", unsandboxed)), testEntry(t))
	for _, pid := range crashAfterChildren(t, in) {
		waitGone(t, pid)
	}
	// The backend keeps serving.
	if err := in.Scan(t.Context(), request(workspace(t, 1), ""), &sink{}); err != nil {
		t.Fatalf("scan after the crash: %v", err)
	}
}

// TestCrashSweepSparesSubprocessScanner runs a backend.subprocess scanner
// (the leader of its own session, started after the plugin) while a plugin
// crashes and its orphans are swept: the scanner is registered as live, so
// it survives, and its scan ends only when it is cancelled.
func TestCrashSweepSparesSubprocessScanner(t *testing.T) {
	gin := load(t, newBackend(t, modeConfig("", unsandboxed)), testEntry(t))
	// Start the plugin process first, so the scanner starts after it.
	if err := gin.Scan(t.Context(), request(workspace(t, 1), ""), &sink{}); err != nil {
		t.Fatal(err)
	}

	sb, err := subprocess.Parse("")
	if err != nil {
		t.Fatal(err)
	}
	if err := sb.Provision(registry.Context{Context: t.Context(), Logger: slog.New(slog.DiscardHandler), StateDir: t.TempDir()}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sb.Close() })
	if err := sb.Validate(); err != nil {
		t.Fatal(err)
	}
	sin, err := sb.Load(t.Context(), &backend.Scanner{Package: "test", Name: "testscan", Backend: "subprocess", Entry: testScanner})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sin.Close() })
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	var scanLog sink
	done := make(chan error, 1)
	go func() { done <- sin.Scan(ctx, request(workspace(t, 1), "loop"), &scanLog) }()
	waitFor(t, func() bool {
		scanLog.mu.Lock()
		defer scanLog.mu.Unlock()
		return len(scanLog.logs) > 0
	})

	for _, pid := range crashAfterChildren(t, gin) {
		waitGone(t, pid)
	}
	select {
	case err := <-done:
		t.Fatalf("the subprocess scan ended during the plugin's sweep: %v", err)
	default:
	}
	cancel()
	if f := failure(t, <-done); f.Kind != backend.Cancelled {
		t.Fatalf("subprocess scan: %v, want cancelled (it was killed by someone else)", f)
	}
}
