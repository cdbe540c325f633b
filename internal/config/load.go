package config

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/BurntSushi/toml"

	sluice "github.com/sluicehq/sluice"
	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/pkg"
)

// FileName is the config file's name in the searched directories.
const FileName = "worker.toml"

// Options says where Load looks and how it reads the environment. The zero
// value searches the usual places with the process environment.
type Options struct {
	// Path is the --config value. When set, only that file is read and a
	// missing file is an error.
	Path string
	// Getenv reads an environment variable; nil means os.Getenv.
	Getenv func(string) string
	// Hostname returns the default worker id; nil means os.Hostname.
	Hostname func() (string, error)
	// WorkDir is the directory searched first; "" means the current one.
	WorkDir string
}

func (o *Options) getenv(k string) string {
	if o.Getenv != nil {
		return o.Getenv(k)
	}
	return os.Getenv(k)
}

// Find returns the config file to read: opt.Path if set; else
// ./worker.toml; else $XDG_CONFIG_HOME/sluice/worker.toml (default
// ~/.config/sluice/worker.toml); else "" meaning the built-in default.
func Find(opt Options) (string, error) {
	if opt.Path != "" {
		fi, err := os.Stat(opt.Path)
		if err != nil {
			return "", fmt.Errorf("config file %s: %w", opt.Path, err)
		}
		if !fi.Mode().IsRegular() {
			return "", fmt.Errorf("config file %s: not a regular file", opt.Path)
		}
		return opt.Path, nil
	}
	candidates := []string{filepath.Join(opt.WorkDir, FileName)}
	if dir := configHome(&opt); dir != "" {
		candidates = append(candidates, filepath.Join(dir, "sluice", FileName))
	}
	for _, c := range candidates {
		if fi, err := os.Stat(c); err == nil && fi.Mode().IsRegular() {
			return c, nil
		}
	}
	return "", nil
}

func configHome(opt *Options) string {
	if d := opt.getenv("XDG_CONFIG_HOME"); filepath.IsAbs(d) {
		return d
	}
	if h := opt.getenv("HOME"); filepath.IsAbs(h) {
		return filepath.Join(h, ".config")
	}
	return ""
}

// Load finds (see Find), reads and parses the worker config.
func Load(opt Options) (*Config, error) {
	path, err := Find(opt)
	if err != nil {
		return nil, fileError(opt.Path, err)
	}
	if path == "" {
		return Parse(BuiltinSource, blankCommentLines(sluice.DefaultConfig()), opt)
	}
	data, err := readFile(path)
	if err != nil {
		return nil, fileError(path, err)
	}
	return Parse(path, data, opt)
}

// blankCommentLines blanks, in place, every line of data that holds only a
// comment, keeping its newline so that every line keeps its number. The
// built-in default is the reference worker.toml, whose documentation
// comments are four fifths of its lines; the TOML lexer would walk through
// them twice per Parse. Text with a multi-line string, where a line that
// starts with # may be part of a value, is returned unchanged.
func blankCommentLines(data []byte) []byte {
	if bytes.Contains(data, []byte(`"""`)) || bytes.Contains(data, []byte(`'''`)) {
		return data
	}
	out := data[:0]
	for len(data) > 0 {
		line, rest, found := bytes.Cut(data, []byte{'\n'})
		if t := bytes.TrimLeft(line, " \t"); len(t) > 0 && t[0] == '#' {
			line = nil
		}
		out = append(out, line...)
		if found {
			out = append(out, '\n')
		}
		data = rest
	}
	return out
}

// fileError makes a config file that cannot be used (missing, not a
// regular file, over MaxFileBytes) a config error, which the CLI reports
// as a usage error (exit 2) like every other problem with the file.
func fileError(path string, err error) error {
	return &Error{Source: path, Problems: []Problem{{Msg: err.Error()}}}
}

func readFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("reading config: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading config %s: %w", path, err)
	}
	if len(data) > MaxFileBytes {
		return nil, fmt.Errorf("config %s: larger than %d bytes", path, MaxFileBytes)
	}
	return data, nil
}

// rawFile is the top level of worker.toml. Plugin tables stay Primitive.
type rawFile struct {
	Worker    Worker                    `toml:"worker"`
	Log       Log                       `toml:"log"`
	Metrics   Metrics                   `toml:"metrics"`
	Limits    Limits                    `toml:"limits"`
	Transport map[string]toml.Primitive `toml:"transport"`
	Backend   map[string]toml.Primitive `toml:"backend"`
	Preparer  map[string]toml.Primitive `toml:"preparer"`
	Package   []Package                 `toml:"package"`
	Trust     pkg.TrustConfig           `toml:"trust"`
}

func (r *rawFile) tables() coreTables {
	return coreTables{Worker: &r.Worker, Log: &r.Log, Metrics: &r.Metrics, Limits: &r.Limits}
}

// topKeys lists the top-level tables for "unknown key" messages.
var topKeys = []string{"backend", "limits", "log", "metrics", "package", "preparer", "transport", "trust", "worker"}

// Parse reads a config from data. source names it in errors ("worker.toml"
// or BuiltinSource); for a file, relative paths resolve against its
// directory. Every problem found is returned in one *Error. When the text
// is valid TOML but has problems, the *Error comes with the Config as far
// as it loaded, so a checker can go on to report problems of another kind
// (config check verifies the trust and packages too); nothing may run from
// such a Config.
func Parse(source string, data []byte, opt Options) (*Config, error) {
	if len(data) > MaxFileBytes {
		return nil, &Error{Source: source, Problems: []Problem{{Msg: fmt.Sprintf("larger than %d bytes", MaxFileBytes)}}}
	}
	var raw rawFile
	raw.tables().applyDefaults()
	ix := indexKeys(string(data))
	md, err := toml.Decode(string(data), &raw)
	if err != nil {
		return nil, &Error{Source: source, Problems: []Problem{decodeProblem(err, ix, "")}}
	}
	// The document once more as plain values, for checking plugin tables
	// against their declarations: decoding a table of md into a map would
	// mark every key in it as known, hiding unknown keys.
	var doc map[string]any
	if _, err := toml.Decode(string(data), &doc); err != nil {
		return nil, &Error{Source: source, Problems: []Problem{decodeProblem(err, ix, "")}}
	}
	l := &loader{src: source, md: &md, ix: ix, raw: &raw, doc: doc, opt: opt, reported: map[string]bool{}}
	return l.load()
}

type loader struct {
	src      string
	md       *toml.MetaData
	ix       *keyIndex
	raw      *rawFile
	doc      map[string]any // the file as plain TOML values
	opt      Options
	ps       problems
	reported map[string]bool // keys with a problem; keys below them are not reported again
	cfg      *Config
	// trial holds the value each plugin table was decoded into.
	trial map[string]any
}

func (l *loader) problem(key, plugin, format string, args ...any) {
	l.reported[key] = true
	l.ps.add(Problem{Pos: l.ix.first(key), Key: key, Plugin: plugin, Msg: fmt.Sprintf(format, args...)})
}

func (l *loader) load() (*Config, error) {
	c := &Config{Source: l.src, Worker: l.raw.Worker, Log: l.raw.Log, Metrics: l.raw.Metrics, Limits: l.raw.Limits,
		Packages: l.raw.Package, Trust: l.raw.Trust, plugins: map[string]*Plugin{}}
	l.cfg = c
	l.defaults()
	if c.Source == BuiltinSource {
		c.Dir = c.Worker.StateDir
	} else if abs, err := filepath.Abs(c.Source); err == nil {
		c.Dir = filepath.Dir(abs)
	}
	c.meta = &decodeState{md: l.md, ix: l.ix, source: l.src, base: c.Dir}
	l.resolveCorePaths()
	l.validateCore()
	l.plugins()
	l.undecoded()
	l.ps.sort()
	if err := l.ps.err(l.src); err != nil {
		return c, err
	}
	return c, nil
}

// defaults fills the defaults that depend on the environment.
func (l *loader) defaults() {
	w := &l.cfg.Worker
	if !l.md.IsDefined("worker", "id") {
		hostname := os.Hostname
		if l.opt.Hostname != nil {
			hostname = l.opt.Hostname
		}
		h, err := hostname()
		if err != nil {
			l.problem("worker.id", "", "not set and the host name is unknown (%v); set worker.id", err)
		}
		w.ID = h
		if err == nil && checkID(h) != nil {
			l.problem("worker.id", "", "not set and the host name %q is not a valid worker id (1..64 of A-Z a-z 0-9 . _ -); set worker.id", h)
		}
	}
	if !l.md.IsDefined("worker", "state_dir") {
		if d := l.opt.getenv("XDG_STATE_HOME"); filepath.IsAbs(d) {
			w.StateDir = filepath.Join(d, "sluice")
		} else if h := l.opt.getenv("HOME"); filepath.IsAbs(h) {
			w.StateDir = filepath.Join(h, ".local", "state", "sluice")
		} else {
			l.problem("worker.state_dir", "", "not set and neither XDG_STATE_HOME nor HOME is an absolute path; set worker.state_dir")
		}
	}
}

func (l *loader) resolveCorePaths() {
	c := l.cfg
	c.Worker.StateDir = resolvePath(c.Worker.StateDir, c.Dir)
	for i := range c.Packages {
		c.Packages[i].Path = resolvePath(c.Packages[i].Path, c.Dir)
	}
	for i, k := range c.Trust.Keys {
		if !strings.HasPrefix(k, "ed25519:") {
			c.Trust.Keys[i] = resolvePath(k, c.Dir)
		}
	}
	for i := range c.Trust.Roots {
		c.Trust.Roots[i] = resolvePath(c.Trust.Roots[i], c.Dir)
	}
}

// plugins checks and trial-decodes every plugin table.
func (l *loader) plugins() {
	l.trial = map[string]any{}
	use := DefaultTransport
	for _, name := range sortedKeys(l.raw.Transport) {
		if name == "use" {
			if err := l.md.PrimitiveDecode(l.raw.Transport[name], &use); err != nil {
				l.problem("transport.use", "", "must be a string naming a transport plugin (registered: %s)", listOr(modules.Names(transport.Plugins.Name)))
				use = ""
			}
			continue
		}
		l.plugin(transport.Plugins.Name, name, l.raw.Transport[name])
	}
	for _, name := range sortedKeys(l.raw.Backend) {
		l.plugin(backend.Plugins.Name, name, l.raw.Backend[name])
	}
	for _, name := range sortedKeys(l.raw.Preparer) {
		l.plugin(prepare.Plugins.Name, name, l.raw.Preparer[name])
	}
	if use == "" {
		return
	}
	if _, ok := modules.Lookup(transport.Plugins.Name + "." + use); !ok {
		l.problem("transport.use", "", "%q is not a transport built into this worker (registered: %s)", use, listOr(modules.Names(transport.Plugins.Name)))
		return
	}
	p, err := l.cfg.Plugin(transport.Plugins.Name + "." + use)
	if err != nil { // unreachable: checked above
		l.problem("transport.use", "", "%v", err)
		return
	}
	l.cfg.Transport = p
}

func (l *loader) plugin(ns, name string, prim toml.Primitive) {
	key := ns + "." + name
	id := key
	if !l.isTable(ns, name) {
		hint := ""
		if ns == transport.Plugins.Name {
			hint = " ([transport] takes only use = \"<name>\")"
		}
		l.problem(toml.Key{ns, name}.String(), "", "unknown key; expected a table [%s.<name>] for a registered %s plugin%s", ns, ns, hint)
		return
	}
	m, ok := modules.Lookup(id)
	if !ok {
		l.problem(toml.Key{ns, name}.String(), "", "no %s plugin %q is built into this worker (registered: %s)", ns, name, listOr(modules.Names(ns)))
		return
	}
	// A value of the wrong type, or outside its declared range or allowed
	// values, is reported at its line, before the plugin decodes the table.
	if !l.checkPluginKeys(m) {
		l.reported[key] = true
		return
	}
	p := &Plugin{Module: m, Pos: l.ix.first(key), present: true, prim: prim, st: l.cfg.meta}
	v := m.New()
	if err := l.md.PrimitiveDecode(prim, v); err != nil {
		pr := decodeProblem(err, l.ix, id)
		if pr.Key == "" {
			pr.Key, pr.Pos = key, p.Pos
		}
		l.reported[pr.Key] = true
		l.reported[key] = true
		l.ps.add(pr)
		return
	}
	ResolvePaths(v, l.cfg.Dir)
	l.trial[id] = v
	l.cfg.plugins[id] = p
	l.validatePlugin(id, p.Pos, v)
}

// leadingKey matches the key a plugin's Validate error starts with
// ("roots[0]: ...", "lease: ...").
var leadingKey = regexp.MustCompile(`^([a-z][a-z0-9_]*)(\[[0-9]+\])?: `)

// validatePlugin runs the side-effect-free Validate of a decoded plugin
// table, so that `config check` reports what `run` would refuse, with the
// line of the key the error names (else of the table).
func (l *loader) validatePlugin(id string, pos Position, v any) {
	val, ok := v.(registry.Validator)
	if !ok {
		return
	}
	err := val.Validate()
	if err == nil {
		return
	}
	key, msg := id, err.Error()
	if m := leadingKey.FindStringSubmatch(msg); m != nil {
		if kp := l.ix.first(id + "." + m[1]); kp.IsValid() {
			key, pos, msg = id+"."+m[1]+m[2], kp, strings.TrimPrefix(msg, m[0])
		}
	}
	l.reported[key] = true
	l.ps.add(Problem{Pos: pos, Key: key, Plugin: id, Msg: msg})
}

// isTable reports whether ns.name is a table, explicit ([a.b]) or implied
// by dotted keys (a.b.c = 1).
func (l *loader) isTable(ns, name string) bool {
	if l.md.Type(ns, name) == "Hash" {
		return true
	}
	for _, k := range l.md.Keys() {
		if len(k) > 2 && k[0] == ns && k[1] == name {
			return true
		}
	}
	return false
}

// undecoded reports keys nothing decoded: unknown keys.
func (l *loader) undecoded() {
	for _, k := range l.md.Undecoded() {
		key := k.String()
		pos := l.ix.next(key)
		if l.coveredByReport(k) {
			continue
		}
		l.reported[key] = true
		plugin, known := "", []string(nil)
		switch {
		case len(k) == 1:
			known = topKeys
		case len(k) >= 2 && (k[0] == transport.Plugins.Name || k[0] == backend.Plugins.Name || k[0] == prepare.Plugins.Name):
			plugin = k[0] + "." + k[1]
			if len(k) == 3 {
				known = knownKeys(l.trial[plugin])
			}
		case len(k) == 2:
			known = sectionKeys(k[0])
		}
		msg := "unknown key"
		if known != nil {
			msg += fmt.Sprintf(" (known keys here: %s)", strings.Join(known, ", "))
		}
		l.ps.add(Problem{Pos: pos, Key: key, Plugin: plugin, Msg: msg})
	}
}

// coveredByReport reports whether k or a key above it already has a
// problem.
func (l *loader) coveredByReport(k toml.Key) bool {
	for i := 1; i <= len(k); i++ {
		if l.reported[k[:i].String()] {
			return true
		}
	}
	return false
}

func sectionKeys(section string) []string {
	switch section {
	case "worker":
		return knownKeys(&Worker{})
	case "log":
		return knownKeys(&Log{})
	case "metrics":
		return knownKeys(&Metrics{})
	case "limits":
		return knownKeys(&Limits{})
	case "package":
		return knownKeys(&Package{})
	case "trust":
		return knownKeys(&pkg.TrustConfig{})
	}
	return nil
}

// homeDir is the user's home directory, or "" when unknown.
func homeDir() string {
	h, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return h
}
