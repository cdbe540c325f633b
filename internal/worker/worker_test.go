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
