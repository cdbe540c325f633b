// Package registry maps plugin ids to constructors. Plugins register from
// init() in their own folders, through the typed namespace of the contract
// they implement (plugins/backend/wasm calls backend.Plugins.Register for
// "backend.wasm"); the worker looks them up by id and core/ never imports
// plugins/.
//
// Every plugin follows one lifecycle: New (side-effect free) → strict decode
// of its TOML table into the value New returned → Provision → Validate → use
// → Close (io.Closer, for a plugin holding resources). Close must cope with
// a failed Provision.
package registry

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Namespaces a module id may start with. Each is declared, typed, beside
// its contract (backend.Plugins, transport.Plugins, prepare.Plugins), and
// code names it by that declaration's Name.
const (
	nsBackend   = "backend"
	nsTransport = "transport"
	nsPreparer  = "preparer"
)

var namespaces = map[string]bool{nsBackend: true, nsTransport: true, nsPreparer: true}

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
	// Keys declares every key of the plugin's table, in the order the
	// reference worker.toml shows them (sub-tables last). internal/config
	// generates the table in worker.toml and docs/configuration.md from
	// them, Load refuses a value outside a key's range, allowed values or
	// table rules, naming its line, and the plugin's Validate checks the
	// same declarations (config.CheckKeys). Every plugin declares its keys.
	Keys []Key
	// Summary is one line for `worker plugins`.
	Summary string

	// EntryKind, for a backend, is the manifest file kind of the entry
	// file its scanners run ("executable", "wasm"); package verification
	// checks each scanner's entry against the entry kind of the backend
	// it names. Required for backends, empty for other plugins.
	EntryKind string
	// InspectEntry, for a backend that can read a scanner's own
	// description from its entry file cheaply and without running code
	// outside its sandbox, returns that description; `worker package build`
	// checks it against package.toml (name, kind, keywords). Optional,
	// backends only: the others' entries are checked when a worker loads
	// them.
	// data are the scanner's data files, in package.toml order, as a
	// worker hands them over at load.
	// Of the description, the check reads Name, Kind and Keywords.
	InspectEntry func(ctx context.Context, entry []byte, data []scanner.DataFile) (scanner.Info, error)
	// TargetKinds, for a preparer, are the job target kinds it prepares
	// (a job's target.kind selects the preparer that declares it).
	// Required for preparers, empty for other plugins; no two preparers
	// declare the same kind.
	TargetKinds []string
	// ArchiveSuffixes, for a preparer, are the file name endings
	// (lower case, ".tar.gz") of targets it takes when a command picks the
	// target kind of a file by its name. Optional, preparers only.
	ArchiveSuffixes []string
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
	// Notify, when not nil, tells the person running a one-shot command
	// at a terminal (worker scan) about a slow step the plugin is about
	// to take, such as compiling code a cache will keep: one short
	// sentence, once per step. It is nil for a long-running worker, whose
	// plugins log instead.
	Notify func(msg string)
	// OneShot is set for a one-shot command (worker scan), which scans
	// local paths the person running it named and exits with the results:
	// a preparer may read such a target in place, read-only, instead of
	// copying it (preparer.path does). False for a long-running worker,
	// whose jobs come from a transport.
	OneShot bool
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

// Checker is implemented by a plugin that runs code under restrictions of
// this machine (a sandbox): it says before any job whether it can work
// here with its decoded configuration, and what it will enforce. Both may
// probe the kernel.
type Checker interface {
	// Unavailable returns why the plugin cannot work here, or nil: a
	// backend whose sandbox needs a kernel feature that is missing (of a
	// scanner shipped in several builds, the worker then runs another
	// build), a preparer whose sandbox does not start (the worker reports
	// it in its readiness and claims no job it cannot prepare).
	Unavailable() error
	// Enforcement says what the plugin will enforce here, one line each
	// (a sandbox and the kernel features it found). `worker config check`
	// and `worker plugins` print it.
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

var (
	mu      sync.RWMutex
	modules = map[string]Module{}
)

// register adds m. It panics on programmer error: a malformed or duplicate
// id, an unknown namespace or a nil New. Namespace.Register calls it.
func register(m Module) {
	if !idPattern.MatchString(m.ID) {
		panic(fmt.Sprintf("registry: module id %q is not namespace.name in lower snake_case", m.ID))
	}
	if !namespaces[m.Namespace()] {
		panic(fmt.Sprintf("registry: module %q has unknown namespace %q", m.ID, m.Namespace()))
	}
	if m.New == nil {
		panic(fmt.Sprintf("registry: module %q has nil New", m.ID))
	}
	if err := m.checkDeclarations(); err != nil {
		panic(fmt.Sprintf("registry: module %q: %v", m.ID, err))
	}
	mu.Lock()
	defer mu.Unlock()
	if _, dup := modules[m.ID]; dup {
		panic(fmt.Sprintf("registry: module %q registered twice", m.ID))
	}
	for _, k := range m.TargetKinds {
		if other, ok := preparerForLocked(k); ok {
			panic(fmt.Sprintf("registry: module %q declares target kind %q, which %s declares too", m.ID, k, other.ID))
		}
	}
	modules[m.ID] = m
}

// kindPattern is the form of an entry or target kind.
var kindPattern = regexp.MustCompile(`^[a-z][a-z0-9_]{0,31}$`)

// checkDeclarations checks that each namespace declares what it must and
// nothing that belongs to another namespace.
func (m Module) checkDeclarations() error {
	ns := m.Namespace()
	switch {
	case ns == nsBackend && !kindPattern.MatchString(m.EntryKind):
		return fmt.Errorf("a backend declares its entry kind (EntryKind, lower snake_case), not %q", m.EntryKind)
	case ns != nsBackend && m.EntryKind != "":
		return errors.New("only backends declare an EntryKind")
	case ns == nsPreparer && len(m.TargetKinds) == 0:
		return errors.New("a preparer declares the target kinds it prepares (TargetKinds)")
	case ns != nsPreparer && (len(m.TargetKinds) > 0 || len(m.ArchiveSuffixes) > 0):
		return errors.New("only preparers declare TargetKinds and ArchiveSuffixes")
	}
	for _, k := range m.TargetKinds {
		if !kindPattern.MatchString(k) {
			return fmt.Errorf("target kind %q is not lower snake_case of at most 32 characters", k)
		}
	}
	for _, s := range m.ArchiveSuffixes {
		if !strings.HasPrefix(s, ".") || strings.ToLower(s) != s || len(s) < 2 {
			return fmt.Errorf("archive suffix %q is not a lower-case file name ending such as \".tar.gz\"", s)
		}
	}
	return nil
}

func preparerForLocked(kind string) (Module, bool) {
	for _, m := range listLocked(nsPreparer) {
		if slices.Contains(m.TargetKinds, kind) {
			return m, true
		}
	}
	return Module{}, false
}

// lookup returns the module with the given id.
func lookup(id string) (Module, bool) {
	mu.RLock()
	defer mu.RUnlock()
	m, ok := modules[id]
	return m, ok
}

// list returns the modules of a namespace, sorted by id.
func list(namespace string) []Module {
	mu.RLock()
	defer mu.RUnlock()
	return listLocked(namespace)
}

// listLocked is list for a caller holding mu.
func listLocked(namespace string) []Module {
	var out []Module
	for _, m := range modules {
		if namespace == "" || m.Namespace() == namespace {
			out = append(out, m)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// instantiate runs the lifecycle for one module up to Validate: New,
// decode, Provision, Validate. decode fills the value (it may be nil when
// the plugin has no table). On error anything provisioned is closed.
func instantiate(ctx Context, m Module, decode func(v any) error) (any, error) {
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
	if c, ok := v.(io.Closer); ok {
		_ = c.Close()
	}
}
