package worker

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/pkg"
	"github.com/sluicehq/sluice/internal/state"
)

// TestOpenWithoutPackages checks that a config without packages is refused
// before anything is opened, with what to do, and that the message says
// when built-in packages exist but are turned off.
func TestOpenWithoutPackages(t *testing.T) {
	dir := t.TempDir()
	cfg := &config.Config{Source: "w.toml", Worker: config.Worker{ID: "w1", Slots: 1, StateDir: dir}}
	opt := Options{Logger: slog.New(slog.DiscardHandler)}
	_, err := Open(context.Background(), cfg, opt)
	if !errors.Is(err, ErrNoPackages) || !strings.Contains(err.Error(), "w.toml lists no packages, so there is no scanner to run") {
		t.Fatalf("no packages: %v", err)
	}
	opt.Builtin = []pkg.BuiltinPackage{{Source: "builtin:x"}}
	_, err = Open(context.Background(), cfg, opt)
	if !errors.Is(err, ErrNoPackages) || !strings.Contains(err.Error(), "built-in packages are turned off") {
		t.Fatalf("built-in turned off: %v", err)
	}
	// Nothing was locked: another owner can take the state dir.
	lock, err := state.LockDir(dir)
	if err != nil {
		t.Fatalf("state dir locked after a refused Open: %v", err)
	}
	lock.Unlock()
}

// TestOptionsOverrideACopy: worker scan's overrides (its own state dir, a
// cap on slots, --no-builtin) apply to the config the worker runs with
// and never to the caller's.
func TestOptionsOverrideACopy(t *testing.T) {
	cfg := &config.Config{Source: "w.toml", Worker: config.Worker{ID: "w1", Slots: 4, StateDir: "/var/lib/sluice", BuiltinPackages: true}}
	got, err := Options{StateDir: "/tmp/scan-1", MaxSlots: 2, NoBuiltin: true}.settle(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if got.Worker.StateDir != "/tmp/scan-1" || got.Worker.Slots != 2 || got.Worker.BuiltinPackages {
		t.Errorf("settled %+v, want state dir /tmp/scan-1, 2 slots, no built-in packages", got.Worker)
	}
	if cfg.Worker.StateDir != "/var/lib/sluice" || cfg.Worker.Slots != 4 || !cfg.Worker.BuiltinPackages {
		t.Errorf("the caller's config changed: %+v", cfg.Worker)
	}
	if got, _ := (Options{MaxSlots: 9}).settle(cfg); got.Worker.Slots != 4 {
		t.Errorf("MaxSlots 9 on 4 slots gave %d: it caps, never raises", got.Worker.Slots)
	}
	if _, err := (Options{StateDir: "relative/dir"}).settle(cfg); err == nil || !strings.Contains(err.Error(), "not an absolute path") {
		t.Errorf("a relative state dir: %v", err)
	}

	// Open honours NoBuiltin without touching cfg.
	open := &config.Config{Source: "w.toml", Worker: config.Worker{ID: "w1", Slots: 1, StateDir: t.TempDir(), BuiltinPackages: true}}
	_, err = Open(context.Background(), open, Options{Logger: slog.New(slog.DiscardHandler), Builtin: []pkg.BuiltinPackage{{Source: "builtin:x"}}, NoBuiltin: true})
	if !errors.Is(err, ErrNoPackages) || !strings.Contains(err.Error(), "built-in packages are turned off") {
		t.Errorf("NoBuiltin: %v", err)
	}
	if !open.Worker.BuiltinPackages {
		t.Error("Open turned worker.builtin_packages off in the caller's config")
	}
}
