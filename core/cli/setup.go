package cli

import (
	"flag"
	"io"
	"log/slog"

	"github.com/sluicehq/sluice/core/config"
	"github.com/sluicehq/sluice/core/diag"
)

func configFlag(fs *flag.FlagSet) *string {
	return fs.String("config", "", "the worker.toml to use (default: ./worker.toml, then ~/.config/sluice/worker.toml, then built-in)")
}

func (e *env) loadConfig(path string) (*config.Config, error) {
	return config.Load(config.Options{Path: path, Getenv: e.getenv})
}

// newLogger builds the worker's logger from [log]: text or JSON lines on w,
// every line passed through a diag redactor.
func newLogger(c config.Log, w io.Writer, r *diag.Redactor) *slog.Logger {
	var level slog.Level
	_ = level.UnmarshalText([]byte(c.Level)) // validated by config
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler
	if c.Format == "json" {
		h = slog.NewJSONHandler(w, opts)
	} else {
		h = slog.NewTextHandler(w, opts)
	}
	return slog.New(diag.NewLogHandler(h, r))
}
