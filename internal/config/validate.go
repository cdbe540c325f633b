package config

import (
	"errors"
	"fmt"
	"net"
	"slices"
	"strings"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/pkg"
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
	problem := func(key, format string, args ...any) { l.problem(key, "", format, args...) }
	tables := coreTables{Worker: &c.Worker, Log: &c.Log, Metrics: &c.Metrics, Limits: &c.Limits}
	tables.checkRange(problem)
	tables.checkValues(problem)
	if l.md.IsDefined("worker", "state_dir") && w.StateDir == "" {
		l.problem("worker.state_dir", "", "must not be empty (leave it out for the default)")
	}

	for i, b := range w.Backends {
		switch {
		case !slices.Contains(modules.Names(backend.Plugins.Name), b):
			l.problem("worker.backends", "", "entry %d: %q is not a backend built into this worker (built in: %s)", i, b, strings.Join(modules.Names(backend.Plugins.Name), ", "))
		case slices.Index(w.Backends, b) != i:
			l.problem("worker.backends", "", "entry %d: %q is listed twice", i, b)
		}
	}

	if c.Metrics.Listen != "" {
		if err := CheckListen(c.Metrics.Listen); err != nil {
			l.problem("metrics.listen", "", "%v", err)
		}
	}

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
