package config

import (
	"fmt"
	"path/filepath"
	"reflect"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/tomlfield"
)

// Plugin is one plugin's table from the config file, kept undecoded until
// the worker creates the plugin. Load has already decoded it once into a
// throwaway value and run its Validate, so Decode only fails for a value
// whose decoding depends on more than the table.
type Plugin struct {
	// Module is the registered plugin.
	Module registry.Module
	// Pos is where the plugin's table starts; the zero Position when the
	// file has no table for it.
	Pos Position

	present bool
	prim    toml.Primitive
	st      *decodeState
}

// decodeState is shared by the plugins of one loaded file.
type decodeState struct {
	md     *toml.MetaData
	ix     *keyIndex
	source string
	// base is the directory relative paths resolve against.
	base string
}

// Present reports whether the file has a table for the plugin.
func (p *Plugin) Present() bool { return p.present }

// Decode fills v, a value returned by p.Module.New, from the plugin's
// table and resolves relative paths in it (see ResolvePaths). Without a
// table v keeps its defaults. Errors name the key and its position.
func (p *Plugin) Decode(v any) error {
	if p.present {
		if err := p.st.md.PrimitiveDecode(p.prim, v); err != nil {
			return &Error{Source: p.st.source, Problems: []Problem{decodeProblem(err, p.st.ix, p.Module.ID)}}
		}
	}
	if p.st != nil {
		ResolvePaths(v, p.st.base)
	}
	return nil
}

// Instantiate runs the plugin lifecycle: New, Decode, Provision, Validate
// (modules.Instantiate, through the module's typed namespace). The caller closes the result.
func (p *Plugin) Instantiate(ctx registry.Context) (any, error) {
	return modules.Instantiate(ctx, p.Module, p.Decode)
}

// Plugin returns the table for the registered module id, or an absent
// table (defaults only) when the file has none. An unregistered id is an
// error that lists the registered ones.
func (c *Config) Plugin(id string) (*Plugin, error) {
	if p, ok := c.plugins[id]; ok {
		return p, nil
	}
	m, ok := modules.Lookup(id)
	if !ok {
		ns, _, _ := strings.Cut(id, ".")
		return nil, fmt.Errorf("no plugin %q is built into this worker (registered %s plugins: %s)", id, ns, listOr(modules.Names(ns)))
	}
	return &Plugin{Module: m, st: c.meta}, nil
}

// IsPathKey reports whether a plugin key holds a file system path by the
// naming convention documented in docs/configuration.md: "dir", "path",
// "file", or a name ending in "_dir", "_path" or "_file".
func IsPathKey(key string) bool {
	switch key {
	case "dir", "path", "file":
		return true
	}
	return strings.HasSuffix(key, "_dir") || strings.HasSuffix(key, "_path") || strings.HasSuffix(key, "_file")
}

// ResolvePaths makes the relative path fields of v (a pointer to a struct)
// absolute against base. A path field is a string field whose TOML key
// satisfies IsPathKey; nested structs are walked too. "~/" expands to the
// home directory. Empty strings stay empty.
func ResolvePaths(v any, base string) {
	rv := reflect.ValueOf(v)
	for rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Interface {
		if rv.IsNil() {
			return
		}
		rv = rv.Elem()
	}
	resolveStruct(rv, base, 0)
}

func resolveStruct(rv reflect.Value, base string, depth int) {
	if rv.Kind() != reflect.Struct || depth > 8 {
		return
	}
	t := rv.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		fv := rv.Field(i)
		switch fv.Kind() {
		case reflect.String:
			if IsPathKey(tomlfield.Name(f)) && fv.CanSet() {
				fv.SetString(resolvePath(fv.String(), base))
			}
		case reflect.Struct:
			resolveStruct(fv, base, depth+1)
		case reflect.Pointer:
			if !fv.IsNil() {
				resolveStruct(fv.Elem(), base, depth+1)
			}
		}
	}
}

// resolvePath makes p absolute against base, expanding a leading "~/".
func resolvePath(p, base string) string {
	if p == "" {
		return p
	}
	if p == "~" || strings.HasPrefix(p, "~/") {
		if home := homeDir(); home != "" {
			return filepath.Join(home, strings.TrimPrefix(p, "~"))
		}
	}
	if filepath.IsAbs(p) || base == "" {
		return filepath.Clean(p)
	}
	return filepath.Join(base, p)
}

// knownKeys lists the TOML keys of the struct v points to, sorted.
func knownKeys(v any) []string {
	t := reflect.TypeOf(v)
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Struct {
		return nil
	}
	var keys []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() || f.Tag.Get("toml") == "-" {
			continue
		}
		keys = append(keys, tomlfield.Name(f))
	}
	sort.Strings(keys)
	return keys
}

func listOr(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
