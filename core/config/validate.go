package config

import (
	"errors"
	"fmt"
	"net"
	"strings"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/pkg"
)

func checkID(id string) error { return job.ValidateID("worker.id", id) }

// validateCore checks every value of the core tables against its limits.
func (l *loader) validateCore() {
	c := l.cfg
	w := c.Worker
	if l.md.IsDefined("worker", "id") {
		if err := checkID(w.ID); err != nil {
			l.problem("worker.id", "", "%s", strings.TrimPrefix(err.Error(), "worker.id: "))
		}
	}
	if w.Slots < 1 || w.Slots > MaxSlots {
		l.problem("worker.slots", "", "must be between 1 and %d, got %d", MaxSlots, w.Slots)
	}
	l.duration("worker.shutdown_timeout", w.ShutdownTimeout, time.Second, time.Hour)
	l.duration("worker.scan_timeout", w.ScanTimeout, time.Second, 24*time.Hour)
	if l.md.IsDefined("worker", "state_dir") && w.StateDir == "" {
		l.problem("worker.state_dir", "", "must not be empty (leave it out for the default)")
	}

	switch c.Log.Level {
	case "debug", "info", "warn", "error":
	default:
		l.problem("log.level", "", "%q is not a level (want debug, info, warn or error)", c.Log.Level)
	}
	switch c.Log.Format {
	case "text", "json":
	default:
		l.problem("log.format", "", "%q is not a format (want text or json)", c.Log.Format)
	}

	if c.Metrics.Listen != "" {
		if err := CheckListen(c.Metrics.Listen); err != nil {
			l.problem("metrics.listen", "", "%v", err)
		}
	}

	lim := c.Limits
	l.intRange("limits.max_findings", lim.MaxFindings, 1, 10_000_000)
	l.sizeRange("limits.max_output_bytes", lim.MaxOutputBytes, 1<<10, 16<<30)
	l.sizeRange("limits.max_capture_bytes", lim.MaxCaptureBytes, 1<<10, 16<<20)
	l.sizeRange("limits.max_bundle_bytes", lim.MaxBundleBytes, 1<<20, 64<<30)
	l.sizeRange("limits.workspace_max_bytes", lim.WorkspaceMaxBytes, 1<<20, 1<<40)
	l.intRange("limits.workspace_max_files", lim.WorkspaceMaxFiles, 1, 10_000_000)
	l.sizeRange("limits.file_max_bytes", lim.FileMaxBytes, 1<<10, lim.WorkspaceMaxBytes)
	l.intRange("limits.archive_max_ratio", lim.ArchiveMaxRatio, 1, 10_000)
	l.intRange("limits.max_generations", lim.MaxGenerations, 1, 10)

	for i, p := range c.Packages {
		if p.Path == "" {
			l.ps.add(Problem{Pos: l.ix.positionAt("package", i), Key: "package.path",
				Msg: "missing or empty: each [[package]] needs path = \"<package dir or .tar.gz>\""})
		}
	}
	t := &c.Trust
	if len(t.Keys) > 0 && len(t.Roots) == 0 && !l.md.IsDefined("trust", "threshold") {
		t.Threshold = 1
	}
	if err := t.Validate(); err != nil {
		var ce *pkg.ConfigError
		if errors.As(err, &ce) {
			field, _, _ := strings.Cut(ce.Field, "[")
			msg := ce.Message
			if field != ce.Field { // keys[i]: name the entry
				msg = fmt.Sprintf("entry %s: %s", strings.TrimPrefix(ce.Field, field), msg)
			}
			l.problem("trust."+field, "", "%s", msg)
		} else {
			l.problem("trust", "", "%v", err)
		}
	}
	if len(c.Packages) > 0 && len(t.Keys) == 0 && len(t.Roots) == 0 {
		l.problem("trust", "", "packages are listed but no trust.keys or trust.roots say who may sign them")
	}
}

func (l *loader) duration(key string, d job.Duration, lo, hi time.Duration) {
	if d.D() < lo || d.D() > hi {
		l.problem(key, "", "must be between %s and %s, got %s", lo, hi, d)
	}
}

func (l *loader) intRange(key string, v, lo, hi int) {
	if v < lo || v > hi {
		l.problem(key, "", "must be between %d and %d, got %d", lo, hi, v)
	}
}

func (l *loader) sizeRange(key string, v, lo, hi Size) {
	if v < lo || v > hi {
		l.problem(key, "", "must be between %s and %s, got %s", lo, hi, v)
	}
}

// positionAt returns the position of the i-th occurrence of key, for
// elements of an array of tables.
func (ix *keyIndex) positionAt(key string, i int) Position {
	ps := ix.positions[key]
	if i < len(ps) {
		return ps[i]
	}
	return Position{}
}

// CheckListen checks a host:port listen address with an explicit host, so
// a listener is never open on every interface by accident.
func CheckListen(addr string) error {
	host, port, err := net.SplitHostPort(addr)
	switch {
	case err != nil:
		return fmt.Errorf("%q is not host:port (for example \"127.0.0.1:9464\")", addr)
	case host == "":
		return fmt.Errorf("%q names no host: write 127.0.0.1%s for this machine only, or 0.0.0.0%s for every interface", addr, addr, addr)
	case port == "":
		return fmt.Errorf("%q names no port", addr)
	}
	return nil
}
