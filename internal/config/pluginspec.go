package config

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
)

// PluginSpecs converts the key declarations of a plugin (registry.Key) into
// Specs whose Key is the full path ("preparer.path.mode"), so that a plugin
// table is generated and checked by the same code as the core tables. The
// keys of a sub-table follow the spec of the table itself, with its path
// ("backend.subprocess.sandbox.mode"). A declaration that does not hold
// together (an unknown type, a default that does not parse or lies outside
// the range or the allowed values) is an error naming the plugin and the
// key.
func PluginSpecs(m registry.Module) ([]Spec, error) {
	specs, err := cachedSpecs(m.ID, m.Keys)
	return slices.Clone(specs), err
}

// specCache holds the Specs of each declaration seen, so that loading a
// config and every Validate (CheckKeys) do not parse the defaults and
// compile the name patterns again.
var specCache sync.Map // specCacheKey → []Spec

type specCacheKey struct {
	id   string
	keys *registry.Key // the declaration's first element
	n    int
}

// cachedSpecs is keySpecs(id, id, keys), computed once per declaration.
// The result is shared: callers must not change it.
func cachedSpecs(id string, keys []registry.Key) ([]Spec, error) {
	if len(keys) == 0 {
		return nil, nil
	}
	k := specCacheKey{id: id, keys: &keys[0], n: len(keys)}
	if v, ok := specCache.Load(k); ok {
		return v.([]Spec), nil
	}
	specs, err := keySpecs(id, id, keys)
	if err != nil {
		return nil, err
	}
	specCache.Store(k, specs)
	return specs, nil
}

// keySpecs declares keys under the table path prefix of plugin id.
func keySpecs(id, prefix string, keys []registry.Key) ([]Spec, error) {
	specs := make([]Spec, 0, len(keys))
	tables := false
	seen := map[string]bool{}
	for _, k := range keys {
		name := strings.TrimPrefix(prefix+"."+k.Name, id+".")
		bad := func(format string, args ...any) error {
			who := "plugin " + id
			if id == "" {
				who = "core"
			}
			return fmt.Errorf("%s: key %s: %s", who, name, fmt.Sprintf(format, args...))
		}
		if !keyName.MatchString(k.Name) || seen[k.Name] {
			return nil, bad("not a lower snake_case name, or declared twice")
		}
		seen[k.Name] = true
		s := Spec{Key: prefix + "." + k.Name, Type: Type(k.Type), DefaultDoc: k.DefaultDoc, Example: k.Example,
			Min: k.Min, Max: k.Max, Zero: k.Zero, Values: k.Values, Unit: k.Unit, Doc: k.Doc,
			NamePattern: k.NamePattern, NameDoc: k.NameDoc, MaxValueBytes: k.MaxValueBytes}
		if k.MaxKey != "" {
			s.MaxKey = prefix + "." + k.MaxKey
		}
		if k.Doc == "" {
			return nil, bad("no Doc")
		}
		if s.Type == TypeTable {
			if len(k.Keys) == 0 || k.Default != nil || k.DefaultDoc != "" {
				return nil, bad("a table declares its keys (Keys) and no default of its own")
			}
			sub, err := keySpecs(id, s.Key, k.Keys)
			if err != nil {
				return nil, err
			}
			tables = true
			specs = append(specs, s)
			specs = append(specs, sub...)
			continue
		}
		if tables {
			return nil, bad("declared after a table; TOML puts a table's own keys before its sub-tables")
		}
		if len(k.Keys) > 0 {
			return nil, bad("only a table declares Keys")
		}
		if s.Type == TypeStringTable {
			if k.NamePattern == "" || k.NameDoc == "" {
				return nil, bad("a table of strings declares NamePattern and NameDoc")
			}
			re, err := regexp.Compile(`^(?:` + k.NamePattern + `)$`)
			if err != nil {
				return nil, bad("NamePattern: %v", err)
			}
			s.nameRE = re
		}
		if goTypeOf(s.Type) == nil {
			return nil, bad("unknown type %q", s.Type)
		}
		if k.Default != nil {
			if reflect.TypeOf(k.Default) != goTypeOf(s.Type) {
				return nil, bad("default %#v is of Go type %T; the default of a key of type %s is of Go type %s", k.Default, k.Default, s.Type, goKind(s.Type))
			}
			s.Default = k.Default
			within := s
			if s.MaxKey != "" {
				within.Max = registry.NoMax // the other key's value bounds it, checked at load
			}
			if msg := within.check(k.Default); msg != "" {
				return nil, bad("default %s %s", s.DefaultText(), msg)
			}
		} else if k.DefaultDoc == "" || k.Example == "" {
			return nil, bad("without a Default it needs DefaultDoc and Example")
		}
		specs = append(specs, s)
	}
	return specs, nil
}

// goTypeOf is the Go type of a default of type t: int, Size,
// job.Duration, string, bool, []string or map[string]string (nil for a
// table, which has no default of its own, or an unknown type).
func goTypeOf(t Type) reflect.Type {
	switch t {
	case TypeInt:
		return reflect.TypeFor[int]()
	case TypeSize:
		return reflect.TypeFor[Size]()
	case TypeDuration:
		return reflect.TypeFor[job.Duration]()
	case TypeString:
		return reflect.TypeFor[string]()
	case TypeBool:
		return reflect.TypeFor[bool]()
	case TypeStrings:
		return reflect.TypeFor[[]string]()
	case TypeStringTable:
		return reflect.TypeFor[map[string]string]()
	}
	return nil
}

// keyName is the form of a declared key's name.
var keyName = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// typed converts a decoded TOML value to the Go type of the spec's Type:
// int, Size, job.Duration, string, bool or []string.
func (s *Spec) typed(v any) (any, error) {
	switch s.Type {
	case TypeInt:
		if n, ok := v.(int64); ok {
			return int(n), nil
		}
	case TypeSize:
		switch x := v.(type) {
		case int64:
			return Size(x), nil
		case string:
			return ParseSize(x)
		}
	case TypeDuration:
		if x, ok := v.(string); ok {
			var d job.Duration
			err := d.UnmarshalText([]byte(x))
			return d, err
		}
	case TypeString:
		if x, ok := v.(string); ok {
			return x, nil
		}
	case TypeBool:
		if x, ok := v.(bool); ok {
			return x, nil
		}
	case TypeStrings:
		if xs, ok := v.([]any); ok {
			out := make([]string, 0, len(xs))
			for _, x := range xs {
				str, ok := x.(string)
				if !ok {
					return nil, fmt.Errorf("must be an array of strings")
				}
				out = append(out, str)
			}
			return out, nil
		}
	case TypeTable:
		if x, ok := v.(map[string]any); ok {
			return x, nil
		}
	case TypeStringTable:
		if xs, ok := v.(map[string]any); ok {
			out := make(map[string]string, len(xs))
			for name, x := range xs {
				str, ok := x.(string)
				if !ok {
					return nil, fmt.Errorf("%s: must be a string, got %T", toml.Key{name}, x)
				}
				out[name] = str
			}
			return out, nil
		}
	default:
		return nil, fmt.Errorf("unknown type %q", s.Type)
	}
	return nil, fmt.Errorf("must be of type %s, got %s", s.Type, tomlTypeName(v))
}

// tomlTypeName names the TOML type of a decoded value for people.
func tomlTypeName(v any) string {
	switch v.(type) {
	case int64:
		return "an integer"
	case float64:
		return "a float"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case []any, []map[string]any:
		return "an array"
	case map[string]any:
		return "a table"
	}
	return fmt.Sprintf("%T", v)
}

// check returns what is wrong with a typed value against the spec's range
// and allowed values ("must be between 1 and 128, got 0"), or "".
func (s *Spec) check(v any) string {
	var n int64
	switch x := v.(type) {
	case map[string]string:
		return s.checkStringTable(x)
	case int:
		n = int64(x)
	case Size:
		n = int64(x)
	case job.Duration:
		n = int64(x)
	case string:
		if len(s.Values) > 0 && !contains(s.Values, x) {
			return fmt.Sprintf("%q is not allowed (want %s)", x, orList(s.Values))
		}
		return ""
	case []string:
		if s.Max > 0 && int64(len(x)) > s.Max {
			return fmt.Sprintf("%d entries, at most %d allowed", len(x), s.Max)
		}
		for i, e := range x {
			if len(s.Values) > 0 && !contains(s.Values, e) {
				return fmt.Sprintf("[%d] %q is not allowed (want %s)", i, e, orList(s.Values))
			}
		}
		return ""
	default:
		return ""
	}
	if s.Zero != "" && n == 0 || s.Min == 0 && s.Max == 0 || n >= s.Min && n <= s.Max {
		return ""
	}
	switch {
	case s.Zero != "":
		return fmt.Sprintf("must be %s, got %s", s.RangeText(), s.formatBound(n))
	case s.Max == registry.NoMax:
		return fmt.Sprintf("must be at least %s, got %s", s.formatBound(s.Min), s.formatBound(n))
	}
	return fmt.Sprintf("must be between %s and %s, got %s", s.formatBound(s.Min), s.formatBound(s.Max), s.formatBound(n))
}

// checkStringTable checks a table of strings against its declared number
// of entries, name pattern and value length, naming the first bad entry
// in name order.
func (s *Spec) checkStringTable(t map[string]string) string {
	if s.Max > 0 && int64(len(t)) > s.Max {
		return fmt.Sprintf("%d entries, at most %d allowed", len(t), s.Max)
	}
	re := s.nameRE
	if re == nil {
		re = regexp.MustCompile(`^(?:` + s.NamePattern + `)$`)
	}
	for _, name := range sortedKeys(t) {
		if !re.MatchString(name) {
			return fmt.Sprintf("name %.80q: not %s", name, s.NameDoc)
		}
		if v := t[name]; s.MaxValueBytes > 0 && len(v) > s.MaxValueBytes || strings.ContainsRune(v, 0) {
			return fmt.Sprintf("%s: value must be at most %d bytes without NUL", toml.Key{name}, s.MaxValueBytes)
		}
	}
	return ""
}

// checkPluginKeys checks the values a plugin's table sets against the
// plugin's key declarations and reports each problem at the key's line.
// It reports whether the table passed.
func (l *loader) checkPluginKeys(m registry.Module) bool {
	if len(m.Keys) == 0 {
		return true
	}
	specs, err := cachedSpecs(m.ID, m.Keys)
	if err != nil {
		l.problem(m.ID, m.ID, "%v", err)
		return false
	}
	t, _ := lookupPath(l.doc, []string{m.Namespace(), m.Name()})
	table, isTable := t.(map[string]any)
	if !isTable {
		return true // not a table: reported by the caller
	}
	ok := true
	for i := range specs {
		s := &specs[i]
		path := strings.Split(strings.TrimPrefix(s.Key, m.ID+"."), ".")
		raw, present := lookupPath(table, path)
		if !present {
			continue
		}
		msg := ""
		if v, err := s.typed(raw); err != nil {
			msg = err.Error()
		} else {
			msg = s.check(v)
		}
		if msg != "" {
			key := append(toml.Key{m.Namespace(), m.Name()}, path...).String()
			l.problem(key, m.ID, "%s", msg)
			ok = false
		}
	}
	return ok
}

// lookupPath finds the value at path in a decoded table; ok is false when
// it or a table on the way is missing (or the way is not a table, which
// the spec of that table reports).
func lookupPath(table map[string]any, path []string) (any, bool) {
	var v any = table
	for _, p := range path {
		t, ok := v.(map[string]any)
		if !ok {
			return nil, false
		}
		if v, ok = t[p]; !ok {
			return nil, false
		}
	}
	return v, true
}
