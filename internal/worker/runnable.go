package worker

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/pipeline"
)

// runnable is the catalog the pipeline claims for: the loaded scanners
// whose backend can run here. A scanner whose backend says it cannot (its
// sandbox does not start on this machine, registry.Checker) is never
// claimed, so its jobs wait for a worker that can run them instead of
// failing here; Readiness reports it.
type runnable struct {
	pipeline.Catalog
	backends map[string]backend.Backend
}

// unavailable returns why the backend name cannot run scanners here, or
// nil.
func (r runnable) unavailable(name string) error {
	if c, ok := r.backends[name].(registry.Checker); ok {
		return c.Unavailable()
	}
	return nil
}

// Names lists the loaded scanners whose backend can run here.
func (r runnable) Names() []string {
	all := r.Catalog.Names()
	names := all[:0:0]
	for _, n := range all {
		if sc, ok := r.Catalog.Scanner(n); ok && r.unavailable(sc.Backend) == nil {
			names = append(names, n)
		}
	}
	return names
}

// check fails when a loaded scanner's backend cannot run here, naming the
// backend, why, and the scanners not claimed.
func (r runnable) check() error {
	byBackend := map[string][]string{}
	for _, n := range r.Catalog.Names() {
		if sc, ok := r.Catalog.Scanner(n); ok {
			byBackend[sc.Backend] = append(byBackend[sc.Backend], n)
		}
	}
	var errs []error
	for _, b := range slices.Sorted(maps.Keys(byBackend)) {
		if err := r.unavailable(b); err != nil {
			errs = append(errs, fmt.Errorf("backend %s cannot run here, so jobs for %s are not claimed: %w", b, strings.Join(byBackend[b], ", "), err))
		}
	}
	return errors.Join(errs...)
}

// inUse lists the backends the loaded scanners run with, sorted, each
// with what its sandbox enforces here in a word or two (the first line of
// registry.Checker: "sandbox: full", "sandbox: OFF") and marked when it
// cannot run here.
func (r runnable) inUse() []string {
	seen := map[string]bool{}
	for _, n := range r.Catalog.Names() {
		if sc, ok := r.Catalog.Scanner(n); ok {
			seen[sc.Backend] = true
		}
	}
	var out []string
	for _, b := range slices.Sorted(maps.Keys(seen)) {
		name := b
		if en, ok := r.backends[b].(registry.Checker); ok {
			if lines := en.Enforcement(); len(lines) > 0 {
				summary := lines[0]
				if i := strings.IndexAny(summary, "(,"); i > 0 {
					summary = strings.TrimSpace(summary[:i])
				}
				name += " [" + summary + "]"
			}
		}
		if r.unavailable(b) != nil {
			name += " (cannot run here)"
		}
		out = append(out, name)
	}
	return out
}
