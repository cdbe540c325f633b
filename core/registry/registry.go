// Package registry maps plugin ids to constructors. Plugins register from
// init() in their own folders (plugins/backend/wasm registers
// "backend.wasm"); core/ looks them up by id and never imports plugins/.
//
// Every plugin follows one lifecycle: New (side-effect free) → strict decode
// of its TOML table into the value New returned → Provision → Validate → use
// → Close. Close must cope with a failed Provision.
package registry

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/prometheus/client_golang/prometheus"
)

// Namespaces a module id may start with.
const (
	NSBackend   = "backend"
	NSTransport = "transport"
	NSPreparer  = "preparer"
)

var namespaces = map[string]bool{NSBackend: true, NSTransport: true, NSPreparer: true}

var idPattern = regexp.MustCompile(`^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$`)

// Module describes a plugin.
type Module struct {
	// ID is "namespace.name" in lower snake_case, e.g. "transport.local".
	// The name part equals the plugin's folder name.
	ID string
	// New returns a new, unconfigured value: a pointer to the struct its
	// TOML table decodes into, with defaults set. It must not start
	// goroutines, touch the network or the file system.
	New func() any
	// Sample is the plugin's documented TOML table (its sample.toml), keys
	// relative to the plugin's table.
	Sample string
	// Summary is one line for `worker plugins`.
	Summary string
}

// Namespace returns the part of the id before the dot.
func (m Module) Namespace() string { ns, _, _ := strings.Cut(m.ID, "."); return ns }

// Name returns the part of the id after the dot.
func (m Module) Name() string { _, n, _ := strings.Cut(m.ID, "."); return n }

// Context is handed to Provision.
type Context struct {
	context.Context
	Logger   *slog.Logger
	WorkerID string
	// Slots is how many jobs the worker runs at once (worker.slots).
	Slots int
	// WorkerStateDir is the worker's state dir (worker.state_dir). A plugin
	// keeps its own files in StateDir; this is only for a documented
	// default location that other commands share, such as the local spool.
	WorkerStateDir string
	// StateDir is a private (0700) directory reserved for this plugin under
	// the worker's state dir. It exists when Provision is called.
	StateDir string
	// CacheDir, when not empty, is a private (0700) directory for data the
	// plugin can always rebuild (compiled code), which should outlive a
	// throw-away state dir: `worker scan` points it at the user's cache
	// directory so each scan does not redo that work. Empty means keep
	// caches under StateDir.
	CacheDir string
	// KeyDir, when not empty, is a private (0700) directory that persists
	// across runs and is no part of any cache, for the secrets that
	// authenticate what the plugin keeps in CacheDir (a cache may be
	// restored from an untrusted place, such as a CI cache, so its key
	// must not travel with it). `worker scan` points it at the plugin's
	// dir under the configured state dir. Empty means StateDir.
	KeyDir string
	// Metrics is where the plugin registers its own Prometheus collectors,
	// named sluice_<namespace>_<name>_… (a transport.nats plugin:
	// sluice_transport_nats_…). It is never nil; the worker serves it
	// with its own metrics when [metrics] listen is set. Plugins keep no
	// registry of their own in package variables.
	Metrics prometheus.Registerer
}

// Provisioner is implemented by plugins that need set-up after decoding.
type Provisioner interface {
	Provision(ctx Context) error
}

// Validator is implemented by plugins that check their decoded config. It
// must not have side effects.
type Validator interface {
	Validate() error
}

// Enforcer is implemented by plugins that can say what they will enforce
// on this machine with their decoded configuration, one line each (a
// backend's sandbox and the kernel features it found). `worker config
// check` and `worker plugins` print it. It may probe the kernel.
type Enforcer interface {
	Enforcement() []string
}

// DefaultResolver is implemented by plugins whose default for a key
// depends on the worker (a path under worker.state_dir). ResolveDefaults
// fills each such key left empty with the value Provision would use and
// returns one note per key filled, "key: where the value came from", for
// `worker config check --print`. It has no side effects.
type DefaultResolver interface {
	ResolveDefaults(workerStateDir string) []string
}

// Closer is implemented by plugins holding resources.
type Closer interface {
	Close() error
}

var (
	mu      sync.RWMutex
	modules = map[string]Module{}
)

// Register adds m. It panics on programmer error: a malformed or duplicate
// id, an unknown namespace or a nil New. Call it from init().
func Register(m Module) {
	if !idPattern.MatchString(m.ID) {
		panic(fmt.Sprintf("registry: module id %q is not namespace.name in lower snake_case", m.ID))
	}
	if !namespaces[m.Namespace()] {
		panic(fmt.Sprintf("registry: module %q has unknown namespace %q", m.ID, m.Namespace()))
	}
	if m.New == nil {
		panic(fmt.Sprintf("registry: module %q has nil New", m.ID))
	}
	mu.Lock()
	defer mu.Unlock()
	if _, dup := modules[m.ID]; dup {
		panic(fmt.Sprintf("registry: module %q registered twice", m.ID))
	}
	modules[m.ID] = m
}

// Lookup returns the module with the given id.
func Lookup(id string) (Module, bool) {
	mu.RLock()
	defer mu.RUnlock()
	m, ok := modules[id]
	return m, ok
}

// List returns the modules of a namespace ("" for all), sorted by id.
func List(namespace string) []Module {
	mu.RLock()
	defer mu.RUnlock()
	var out []Module
	for _, m := range modules {
		if namespace == "" || m.Namespace() == namespace {
			out = append(out, m)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Names returns the names (without namespace) registered in a namespace.
func Names(namespace string) []string {
	var names []string
	for _, m := range List(namespace) {
		names = append(names, m.Name())
	}
	return names
}

// Instantiate runs the lifecycle for one module up to Validate: New, decode,
// Provision, Validate. decode fills the value (it may be nil when the plugin
// has no table). On error anything provisioned is closed.
func Instantiate(ctx Context, m Module, decode func(v any) error) (any, error) {
	v := m.New()
	if decode != nil {
		if err := decode(v); err != nil {
			return nil, err
		}
	}
	if p, ok := v.(Provisioner); ok {
		if err := p.Provision(ctx); err != nil {
			closeQuietly(v)
			return nil, fmt.Errorf("%s: provision: %w", m.ID, err)
		}
	}
	if val, ok := v.(Validator); ok {
		if err := val.Validate(); err != nil {
			closeQuietly(v)
			return nil, fmt.Errorf("%s: %w", m.ID, err)
		}
	}
	return v, nil
}

func closeQuietly(v any) {
	if c, ok := v.(Closer); ok {
		_ = c.Close()
	}
}
