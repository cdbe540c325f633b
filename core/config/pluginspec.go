package config

import (
	"fmt"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
)

// PluginSpecs converts the key declarations of a plugin (registry.Key) into
// Specs whose Key is the full path ("preparer.path.mode"), so that a plugin
// table is generated and checked by the same code as the core tables. A
// declaration that does not hold together (an unknown type, a default that
// does not parse or lies outside the range or the allowed values) is an
// error naming the plugin and the key.
func PluginSpecs(m registry.Module) ([]Spec, error) {
	specs := make([]Spec, 0, len(m.Keys))
	for _, k := range m.Keys {
		s := Spec{Key: m.ID + "." + k.Name, Type: Type(k.Type), DefaultDoc: k.DefaultDoc, Example: k.Example,
			Min: k.Min, Max: k.Max, Values: k.Values, Doc: k.Doc}
		if k.Default != "" {
			var doc map[string]any
			if _, err := toml.Decode("v = "+k.Default, &doc); err != nil {
				return nil, fmt.Errorf("plugin %s: key %s: default %s is not a TOML value: %w", m.ID, k.Name, k.Default, err)
			}
			v, err := s.typed(doc["v"])
			if err != nil {
				return nil, fmt.Errorf("plugin %s: key %s: default %s: %w", m.ID, k.Name, k.Default, err)
			}
			s.Default = v
			if msg := s.check(v); msg != "" {
				return nil, fmt.Errorf("plugin %s: key %s: default %s %s", m.ID, k.Name, k.Default, msg)
			}
		} else if k.DefaultDoc == "" || k.Example == "" {
			return nil, fmt.Errorf("plugin %s: key %s: without a Default it needs DefaultDoc and Example", m.ID, k.Name)
		}
		if k.Doc == "" {
			return nil, fmt.Errorf("plugin %s: key %s: no Doc", m.ID, k.Name)
		}
		specs = append(specs, s)
	}
	return specs, nil
}

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
	default:
		return nil, fmt.Errorf("unknown type %q", s.Type)
	}
	return nil, fmt.Errorf("must be of type %s, got %T", s.Type, v)
}

// check returns what is wrong with a typed value against the spec's range
// and allowed values ("must be between 1 and 128, got 0"), or "".
func (s *Spec) check(v any) string {
	var n int64
	switch x := v.(type) {
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
		for i, e := range x {
			if len(s.Values) > 0 && !contains(s.Values, e) {
				return fmt.Sprintf("[%d] %q is not allowed (want %s)", i, e, orList(s.Values))
			}
		}
		return ""
	default:
		return ""
	}
	if (s.Min != 0 || s.Max != 0) && (n < s.Min || n > s.Max) {
		return fmt.Sprintf("must be between %s and %s, got %s", s.formatBound(s.Min), s.formatBound(s.Max), s.formatBound(n))
	}
	return ""
}

// checkPluginKeys checks the values a plugin's table sets against the
// plugin's key declarations and reports each problem at the key's line.
// It reports whether the table passed.
func (l *loader) checkPluginKeys(m registry.Module, prim toml.Primitive) bool {
	if len(m.Keys) == 0 {
		return true
	}
	specs, err := PluginSpecs(m)
	if err != nil {
		l.problem(m.ID, m.ID, "%v", err)
		return false
	}
	var table map[string]any
	if err := l.md.PrimitiveDecode(prim, &table); err != nil {
		return true // the plugin's own decode reports it
	}
	ok := true
	for i := range specs {
		s := &specs[i]
		raw, present := table[s.Name()]
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
			l.problem(s.Key, m.ID, "%s", msg)
			ok = false
		}
	}
	return ok
}
