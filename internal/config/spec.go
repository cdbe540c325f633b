package config

import (
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/tomlfield"
)

// Type is the kind of value a key holds, as worker.toml writes it.
type Type string

// The types of settings. Every size is a Size and every duration a
// job.Duration, whichever table declares it.
const (
	TypeInt      Type = "integer"
	TypeSize     Type = "size"
	TypeDuration Type = "duration"
	TypeString   Type = "string"
	TypeBool     Type = "boolean"
	TypeStrings  Type = "array of strings"
	// TypeTable is a plugin's sub-table, whose keys are declared one by
	// one; TypeStringTable a free table of string values (an environment).
	TypeTable       Type = "table"
	TypeStringTable Type = "table of strings"
)

// Spec is a setting's declaration (a registry.Key, of the core tables or
// of a plugin's) in the form the loader and the generators use: its full
// key path, type, default, range and documentation. The reference
// worker.toml, the tables of docs/configuration.md, the defaults Parse
// starts from and the range checks Parse runs are all derived from it, so
// they cannot disagree.
type Spec struct {
	// Key is the full key path, "limits.max_findings".
	Key string
	// Type is what the key holds.
	Type Type
	// Default is the value in force when the key is left out, of the
	// field's Go type (int, Size, job.Duration, string, bool, []string).
	// Nil when the default depends on the machine: DefaultDoc says what it
	// is and Example shows a value.
	Default any
	// DefaultDoc describes a default that Default cannot hold ("the host
	// name").
	DefaultDoc string
	// Example is written, commented out, into the reference worker.toml
	// for a key without a Default (a TOML value: `"worker-1"`).
	Example string
	// Min and Max bound an integer, size or duration, inclusive, in its
	// base unit (bytes, nanoseconds). Both zero: no range.
	Min, Max int64
	// MaxKey, when set, names the key whose value is the upper bound
	// instead of Max ("limits.workspace_max_bytes").
	MaxKey string
	// Zero, when set, says what 0 means ("no limit"): 0 is allowed
	// besides Min..Max.
	Zero string
	// Values lists the allowed values of a string key; empty: any.
	Values []string
	// Unit names what an integer counts, written after its range.
	Unit string
	// NamePattern (anchored), NameDoc and MaxValueBytes bound the names
	// and values of a table of strings, whose entries Max bounds.
	NamePattern, NameDoc string
	MaxValueBytes        int
	nameRE               *regexp.Regexp // NamePattern, anchored
	// Doc says what the key does, in full sentences that start with its
	// name. The range, when there is one, is added by RangeText.
	Doc string
}

// Table is the part of Key before the last dot ("limits").
func (s *Spec) Table() string { t, _, _ := cutLast(s.Key); return t }

// Name is the part of Key after the last dot ("max_findings").
func (s *Spec) Name() string { _, n, _ := cutLast(s.Key); return n }

func cutLast(key string) (string, string, bool) {
	i := strings.LastIndexByte(key, '.')
	if i < 0 {
		return "", key, false
	}
	return key[:i], key[i+1:], true
}

// formatValue writes v (of the key's type) as a TOML value.
func (s *Spec) formatValue(v int64) string {
	switch s.Type {
	case TypeSize:
		return strconv.Quote(Size(v).String())
	case TypeDuration:
		return strconv.Quote(formatDuration(time.Duration(v)))
	}
	return strconv.FormatInt(v, 10)
}

// formatBound writes a range bound for people: 1KiB, 24h, 10000000.
func (s *Spec) formatBound(v int64) string {
	switch s.Type {
	case TypeSize:
		return Size(v).String()
	case TypeDuration:
		return formatDuration(time.Duration(v))
	}
	return strconv.FormatInt(v, 10)
}

// formatDuration writes d the short way: "10m" rather than "10m0s".
func formatDuration(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}

// RangeText is the key's range for people ("1..128", "1KiB..16GiB",
// "1KiB..workspace_max_bytes", "0 (no limit) or at least 32MiB",
// "at most 64 entries"), or "" without one.
func (s *Spec) RangeText() string {
	var r string
	switch {
	case s.Type == TypeStrings:
		if s.Max > 0 {
			return fmt.Sprintf("at most %d entries", s.Max)
		}
		return ""
	case s.Type == TypeStringTable:
		if s.Max > 0 {
			r = fmt.Sprintf("at most %d entries", s.Max)
		}
		if s.NameDoc != "" {
			r = joinNonEmpty("; ", r, "each name "+s.NameDoc)
		}
		if s.MaxValueBytes > 0 {
			r = joinNonEmpty("; ", r, fmt.Sprintf("values at most %d bytes", s.MaxValueBytes))
		}
		return r
	case s.MaxKey != "":
		_, name, _ := cutLast(s.MaxKey)
		r = s.formatBound(s.Min) + ".." + name
	case s.Min == 0 && s.Max == 0:
		return ""
	case s.Max == registry.NoMax:
		r = "at least " + s.formatBound(s.Min)
	default:
		r = s.formatBound(s.Min) + ".." + s.formatBound(s.Max)
	}
	if s.Unit != "" {
		r += " (" + s.Unit + ")"
	}
	if s.Zero != "" {
		r = "0 (" + s.Zero + ") or " + r
	}
	return r
}

func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}

// DefaultText is the default as worker.toml writes it ("2", `"10m"`,
// `"info"`, `[]`), or "" when it depends on the machine.
func (s *Spec) DefaultText() string {
	switch v := s.Default.(type) {
	case nil:
		return ""
	case int:
		return s.formatValue(int64(v))
	case Size:
		return s.formatValue(int64(v))
	case job.Duration:
		return s.formatValue(int64(v))
	case bool:
		return strconv.FormatBool(v)
	case string:
		return strconv.Quote(v)
	case map[string]string:
		return "{}"
	case []string:
		q := make([]string, len(v))
		for i, e := range v {
			q[i] = strconv.Quote(e)
		}
		return "[" + strings.Join(q, ", ") + "]"
	}
	panic(fmt.Sprintf("config: spec %s: default of unsupported type %T", s.Key, s.Default))
}

// intValue reads an integer, size or duration field as int64.
func intValue(v reflect.Value) (int64, bool) {
	switch v.Kind() {
	case reflect.Int, reflect.Int64:
		return v.Int(), true
	}
	return 0, false
}

// coreKeys declares every key of the core tables, one table each, in the
// order the reference worker.toml and docs/configuration.md show them. It
// is the same kind of declaration a plugin registers (registry.Key), and
// becomes coreSpecs through the same conversion (keySpecs). The tables'
// own comments in worker.toml come from core.toml.
var coreKeys = []registry.Key{
	{Name: "worker", Type: "table", Keys: []registry.Key{
		{Name: "id", Type: "string", DefaultDoc: "the host name", Example: `"worker-1"`,
			Doc: "id names this worker to transports, in bundles and in logs: 1..64 characters of A-Z a-z 0-9 . _ - (not starting with . or -)."},
		{Name: "slots", Type: "integer", Default: 2, Min: 1, Max: MaxSlots,
			Doc: "slots is the number of jobs run in parallel."},
		{Name: "state_dir", Type: "string", DefaultDoc: "$XDG_STATE_HOME/sluice, else ~/.local/state/sluice", Example: `"/var/lib/sluice"`,
			Doc: "state_dir is the worker's private directory (mode 0700): slot state, workspaces, bundles, the verified package store, plugin state under plugins/<id>. One worker owns it at a time; a second one fails fast naming the holder's pid."},
		{Name: "min_free_bytes", Type: "size", Default: Size(DefaultMinFreeBytes), Min: 1 << 20, Max: 1 << 40, Zero: "no threshold: only a failed write pauses claiming",
			Doc: "min_free_bytes is the free space the state dir's file system must keep for the worker to claim jobs. Under it, and after any write of the worker's that fails for want of space, for a quota or with an I/O error, the worker claims nothing and /readyz fails; a running job is given back without spending an attempt (or, on a transport that cannot take it back, waits here for the storage). Both clear by themselves when space returns (a write must succeed again). sluice_worker_state_free_bytes shows the free space."},
		{Name: "shutdown_timeout", Type: "duration", Default: DefaultShutdownTimeout, Min: int64(time.Second), Max: int64(time.Hour),
			Doc: "shutdown_timeout is how long a drain (first SIGTERM/SIGINT) lets running jobs finish before they are cancelled."},
		{Name: "scan_timeout", Type: "duration", Default: DefaultScanTimeout, Min: int64(time.Second), Max: int64(24 * time.Hour),
			Doc: "scan_timeout bounds one attempt of a job that names no timeout of its own; a transport may cap it further."},
		{Name: "builtin_packages", Type: "boolean", Default: true,
			Doc: `builtin_packages loads the packages built into the worker binary (the built-in secrets scanner, "builtin/secrets") next to the [[package]] entries. They are verified like any package but trusted only by the key embedded with them, never through [trust]. false (or --no-builtin on run and scan) turns them off.`},
		{Name: "backends", Type: "array of strings", Default: []string{}, Example: `["wasm", "subprocess"]`,
			Doc: `backends are the backends this worker runs scanners with, most preferred first. A package may carry one scanner as several builds (a WASM module, a native executable per platform, a go-plugin binary); the worker runs the build of the first backend listed that runs on this platform and whose sandbox can run here, and never a build of a backend left out. Empty: every backend built in, the package's own order deciding. 'worker verify-package --config' shows the build each scanner gets.`},
	}},
	{Name: "log", Type: "table", Keys: []registry.Key{
		{Name: "level", Type: "string", Default: "info", Values: []string{"debug", "info", "warn", "error"},
			Doc: "level is the least severity logged."},
		{Name: "format", Type: "string", Default: "text", Values: []string{"text", "json"},
			Doc: "format is how log lines are written: text is key=value lines (durations as Go writes them, 1m30s), json one object per line (durations as numbers of seconds, in keys ending in _seconds). Logs go to stderr, every line through a redactor."},
	}},
	{Name: "metrics", Type: "table", Keys: []registry.Key{
		{Name: "listen", Type: "string", Default: "",
			Doc: `listen serves Prometheus metrics on /metrics and the health checks /healthz and /readyz (see docs/operations.md) on host:port. Empty: off. Write the host out: "127.0.0.1:9464" for this machine only, "0.0.0.0:9464" for every interface (the endpoints have no authentication).`},
	}},
	{Name: "limits", Type: "table", Keys: []registry.Key{
		{Name: "max_findings", Type: "integer", Default: 100000, Min: 1, Max: 10_000_000,
			Doc: "max_findings is the most findings one job may report."},
		{Name: "max_output_bytes", Type: "size", Default: Size(64 << 20), Min: 1 << 10, Max: 16 << 30,
			Doc: "max_output_bytes bounds the protocol bytes read from one scanner run."},
		{Name: "max_capture_bytes", Type: "size", Default: Size(64 << 10), Min: 1 << 10, Max: 16 << 20,
			Doc: "max_capture_bytes bounds the scanner stdout/stderr kept for diagnostics."},
		{Name: "max_bundle_bytes", Type: "size", Default: Size(256 << 20), Min: 1 << 20, Max: 64 << 30,
			Doc: "max_bundle_bytes bounds one sealed result bundle."},
		{Name: "workspace_max_bytes", Type: "size", Default: Size(1 << 30), Min: 1 << 20, Max: 1 << 40,
			Doc: "workspace_max_bytes bounds the bytes of regular files in one workspace."},
		{Name: "workspace_max_files", Type: "integer", Default: 100000, Min: 1, Max: 10_000_000,
			Doc: "workspace_max_files bounds files plus directories in one workspace. A target with more (a directory, an archive, a git commit or history) stops listing there: what was listed is scanned, and the entry past the limit is reported as not scanned (the scan is incomplete)."},
		{Name: "file_max_bytes", Type: "size", Default: Size(64 << 20), Min: 1 << 10, MaxKey: "workspace_max_bytes",
			Doc: "file_max_bytes bounds one file in a workspace (and the largest file a detector host reads). A larger file of a path target, an archive (by its declared size) or a git commit or history is left out and reported as not scanned, with its size (the scan is incomplete); the rest of the target is scanned."},
		{Name: "archive_max_ratio", Type: "integer", Default: 100, Min: 1, Max: 10_000,
			Doc: "archive_max_ratio bounds archive expansion (uncompressed/compressed)."},
		{Name: "max_generations", Type: "integer", Default: DefaultMaxGenerations, Min: 1, Max: 10,
			Doc: "max_generations bounds the failed runner generations within one assignment (the scanner failed, or the worker died while it ran; restarts and drains never count). When they are spent the job goes back to the transport as retryable, for another attempt."},
	}},
	{Name: "transport", Type: "table", Keys: []registry.Key{
		{Name: "use", Type: "string", Default: DefaultTransport,
			Doc: "use selects where jobs come from: the transport.<use> plugin, configured in the [transport.<use>] table below. Tables of other transports may stay in the file; they are checked but not used."},
	}},
	{Name: "trust", Type: "table", Keys: []registry.Key{
		{Name: "keys", Type: "array of strings", Default: []string{},
			Doc: `keys are the ed25519 public keys trusted to sign packages, each "ed25519:<base64>" or the path of a .pub file written by worker keygen. At most 64, all distinct.`},
		{Name: "threshold", Type: "integer", DefaultDoc: "1 when keys are given", Example: "1",
			Doc: "threshold is how many distinct trusted keys must sign a package, 1..len(keys). Leave it out with roots: the root file sets it."},
		{Name: "roots", Type: "array of strings", Default: []string{},
			Doc: "roots are root files (oldest first) that rotate the trusted keys; each must be signed by a threshold of the previous root's keys and its own."},
	}},
}

// coreSpecs are coreKeys as Specs (Key "limits.max_findings"), leaves only.
var coreSpecs = mustCoreSpecs()

// mustCoreSpecs converts coreKeys; a declaration that does not hold
// together is a programmer's error, found by the first test.
func mustCoreSpecs() []Spec {
	var out []Spec
	for _, table := range coreKeys {
		specs, err := keySpecs("", table.Name, table.Keys)
		if err != nil {
			panic(fmt.Sprintf("config: the core declarations: %v", err))
		}
		out = append(out, specs...)
	}
	return out
}

// Defaults that other packages name. Each is the Default of its Spec in
// coreSpecs and declared nowhere else.
const (
	MaxSlots               = 128
	DefaultShutdownTimeout = job.Duration(30 * time.Second)
	DefaultScanTimeout     = job.Duration(10 * time.Minute)
	DefaultMaxGenerations  = 3
	DefaultTransport       = "local"
	DefaultMinFreeBytes    = 64 << 20
)

// Specs returns the declaration of every core key, in reference order.
func Specs() []Spec { return append([]Spec(nil), coreSpecs...) }

// SpecFor returns the declaration of a core key, or nil.
func SpecFor(key string) *Spec {
	for i := range coreSpecs {
		if coreSpecs[i].Key == key {
			return &coreSpecs[i]
		}
	}
	return nil
}

// coreTables are the core tables whose keys Specs declares field by field.
type coreTables struct {
	Worker  *Worker
	Log     *Log
	Metrics *Metrics
	Limits  *Limits
}

// field returns the settable struct field of key in t, found by its toml
// tag; ok is false for keys that live elsewhere (transport.use, trust.*).
func (t coreTables) field(key string) (reflect.Value, bool) {
	table, name, _ := cutLast(key)
	var v any
	switch table {
	case "worker":
		v = t.Worker
	case "log":
		v = t.Log
	case "metrics":
		v = t.Metrics
	case "limits":
		v = t.Limits
	default:
		return reflect.Value{}, false
	}
	rv := reflect.ValueOf(v).Elem()
	for i := 0; i < rv.NumField(); i++ {
		if tomlfield.Name(rv.Type().Field(i)) == name {
			return rv.Field(i), true
		}
	}
	panic(fmt.Sprintf("config: spec %s names no field of %s", key, rv.Type()))
}

// applyDefaults sets every core field that has a Default.
func (t coreTables) applyDefaults() {
	for i := range coreSpecs {
		s := &coreSpecs[i]
		f, ok := t.field(s.Key)
		if !ok || s.Default == nil {
			continue
		}
		f.Set(reflect.ValueOf(s.Default).Convert(f.Type()))
	}
}

// checkRange reports, for every core key with a range, a value outside it.
func (t coreTables) checkRange(problem func(key, format string, args ...any)) {
	for i := range coreSpecs {
		s := &coreSpecs[i]
		if s.Min == 0 && s.Max == 0 && s.MaxKey == "" {
			continue
		}
		f, ok := t.field(s.Key)
		if !ok {
			continue
		}
		v, _ := intValue(f)
		if s.Zero != "" && v == 0 {
			continue
		}
		hi := s.Max
		if s.MaxKey != "" {
			mf, _ := t.field(s.MaxKey)
			hi, _ = intValue(mf)
		}
		if v < s.Min || v > hi {
			problem(s.Key, "must be between %s and %s, got %s", s.formatBound(s.Min), s.formatBound(hi), s.formatBound(v))
		}
	}
}

// checkValues reports a string key whose value is not one it allows.
func (t coreTables) checkValues(problem func(key, format string, args ...any)) {
	for i := range coreSpecs {
		s := &coreSpecs[i]
		if len(s.Values) == 0 {
			continue
		}
		f, ok := t.field(s.Key)
		if !ok {
			continue
		}
		if v := f.String(); !contains(s.Values, v) {
			problem(s.Key, "%q is not allowed (want %s)", v, orList(s.Values))
		}
	}
}

func contains(list []string, v string) bool {
	for _, e := range list {
		if e == v {
			return true
		}
	}
	return false
}

// orList writes "a, b or c".
func orList(vs []string) string {
	if len(vs) < 2 {
		return strings.Join(vs, "")
	}
	return strings.Join(vs[:len(vs)-1], ", ") + " or " + vs[len(vs)-1]
}

// DefaultLimits returns the [limits] defaults.
func DefaultLimits() Limits {
	var l Limits
	coreTables{Worker: &Worker{}, Log: &Log{}, Metrics: &Metrics{}, Limits: &l}.applyDefaults()
	return l
}
