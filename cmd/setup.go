package workercmd

import (
	"flag"
	"io"
	"log/slog"
	"strings"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/worker"
)

func configFlag(fs *flag.FlagSet) *string {
	return fs.String("config", "", "the worker.toml to use (default: ./worker.toml, then ~/.config/sluice/worker.toml, then built-in)")
}

func (e *env) loadConfig(path string) (*config.Config, error) {
	return config.Load(config.Options{Path: path, Getenv: e.getenv})
}

// openTransport opens the configured transport for a command that runs once
// (enqueue, status, result, cancel), logging as cfg's [log] says. The caller
// defers release, which must run after an error too: it closes whatever the
// transport's plugin opened before failing.
func (e *env) openTransport(cfg *config.Config) (tr transport.Transport, release func(), err error) {
	var ps worker.Plugins
	tr, err = ps.OpenTransport(e.ctx, cfg, newLogger(cfg.Log, e.stderr, diag.NewRedactor()))
	return tr, func() { _ = ps.Close() }, err
}

// newLogger builds the worker's logger from [log]: text or JSON lines on w,
// every line passed through a diag redactor.
func newLogger(c config.Log, w io.Writer, r *diag.Redactor) *slog.Logger {
	var level slog.Level
	_ = level.UnmarshalText([]byte(c.Level)) // validated by config
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler
	if c.Format == "json" {
		// Durations as seconds, with the unit in the key, not as
		// nanoseconds.
		opts.ReplaceAttr = durationSeconds
		h = slog.NewJSONHandler(w, opts)
	} else {
		h = slog.NewTextHandler(w, opts)
	}
	return slog.New(diag.NewLogHandler(h, r))
}

// durationSeconds writes a time.Duration attribute of a JSON log line as
// a number of seconds under its key plus "_seconds" ("wait": 20s becomes
// "wait_seconds": 20), which a log pipeline can compare and sum: the JSON
// handler would write an integer of nanoseconds under the bare key. Text
// lines keep Go's form ("wait=20s").
func durationSeconds(_ []string, a slog.Attr) slog.Attr {
	if a.Value.Kind() == slog.KindDuration {
		if !strings.HasSuffix(a.Key, "_seconds") {
			a.Key += "_seconds"
		}
		a.Value = slog.Float64Value(a.Value.Duration().Seconds())
	}
	return a
}
