package registry

import (
	"fmt"
	"math"
	"reflect"

	"github.com/sluicehq/sluice/internal/bytesize"
	"github.com/sluicehq/sluice/internal/tomlfield"
)

// Key declares one setting of a plugin's table, the way internal/config
// declares the core keys: name, type, default, range, allowed values, unit
// and documentation, all in one place beside the plugin. The reference
// worker.toml, the plugin's tables in docs/configuration.md, the range
// checks of `worker config check` (with file:line) and those of the
// plugin's Validate (config.CheckKeys) are all derived from it.
type Key struct {
	// Name is the key in the plugin's table ("mode").
	Name string
	// Type is one of "integer", "size", "duration", "string", "boolean",
	// "array of strings", "table" (a sub-table whose keys Keys declares)
	// and "table of strings" (a free table of string values, such as an
	// environment, whose names NamePattern and values MaxValueBytes
	// bound). A size field is a Size and a duration field a
	// job.Duration: one grammar for every plugin.
	Type string
	// Default is the value in force when the key is left out, of the Go
	// type its Type names: int, Size, job.Duration, string, bool,
	// []string or map[string]string. Nil when it depends on the machine or
	// the job, or the key is required: DefaultDoc says what it is and
	// Example shows a value. A table has no Default: its keys have theirs.
	Default any
	// DefaultDoc describes a default that Default cannot hold.
	DefaultDoc string
	// Example is written, commented out, into the reference worker.toml for
	// a key without a Default.
	Example string
	// Min and Max bound an integer, size or duration, inclusive, in its
	// base unit (bytes, nanoseconds). Both zero: no range. Max NoMax: no
	// upper bound. For an array or a table of strings, Max bounds its
	// entries.
	Min, Max int64
	// MaxKey, when set, names a key of the same table whose value is the
	// upper bound instead of Max ("workspace_max_bytes").
	MaxKey string
	// Zero, when set, says what 0 means ("no limit"): 0 is allowed besides
	// Min..Max.
	Zero string
	// Values lists the allowed values of a string key, or of the elements
	// of an array of strings; empty: any.
	Values []string
	// Unit names what an integer counts ("jobs", "processes"), shown with
	// its range. Sizes are bytes and durations time: they need none.
	Unit string
	// Doc says what the key does, in full sentences that start with its
	// name.
	Doc string

	// Keys, for a "table", declares the keys of the sub-table, in the
	// order the reference worker.toml shows them.
	Keys []Key
	// NamePattern, for a "table of strings", is a regular expression every
	// name in the table must match entirely; NameDoc says it in words.
	NamePattern, NameDoc string
	// MaxValueBytes, for a "table of strings", bounds each value.
	MaxValueBytes int
}

// Size is the Go type of a "size" key's field and Default: a number of
// bytes, written in TOML as an integer or with a unit ("512KiB", "64MiB",
// "10MB"). It is never negative.
type Size = bytesize.Size

// NoMax as a Key's Max means the range has no upper bound ("at least
// Min").
const NoMax = math.MaxInt64

// SetDefaults sets each field of the struct v points to that one of keys
// names (the field the config loader decodes the key into: by its `toml`
// tag, else its lower-case name) to the key's
// Default, and the fields of a table key's struct to its own keys'
// defaults. A plugin's constructor calls it, so that the declaration is
// the one place each default is written. Keys without a Default leave
// their field as it is. It panics when a key names no field or its
// Default does not fit the field: the declaration and the struct
// disagree, which is a programmer's error, found by the first test that
// constructs the plugin.
func SetDefaults(v any, keys []Key) {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		panic(fmt.Sprintf("registry: SetDefaults needs a pointer to a struct, not %T", v))
	}
	setDefaults(rv.Elem(), keys)
}

func setDefaults(rv reflect.Value, keys []Key) {
	for _, k := range keys {
		f, ok := tomlField(rv, k.Name)
		if !ok {
			panic(fmt.Sprintf("registry: key %s names no field of %s (tag one `toml:%q`)", k.Name, rv.Type(), k.Name))
		}
		if k.Type == "table" {
			for f.Kind() == reflect.Pointer {
				if f.IsNil() {
					f.Set(reflect.New(f.Type().Elem()))
				}
				f = f.Elem()
			}
			if f.Kind() != reflect.Struct {
				panic(fmt.Sprintf("registry: key %s is a table, but its field in %s is a %s, not a struct", k.Name, rv.Type(), f.Type()))
			}
			setDefaults(f, k.Keys)
			continue
		}
		if k.Default == nil {
			continue
		}
		d := reflect.ValueOf(k.Default)
		switch {
		case d.Kind() == reflect.Slice && f.Kind() == reflect.Slice && d.Type().Elem().ConvertibleTo(f.Type().Elem()):
			s := reflect.MakeSlice(f.Type(), d.Len(), d.Len())
			for i := range d.Len() {
				s.Index(i).Set(d.Index(i).Convert(f.Type().Elem()))
			}
			f.Set(s)
		case d.Kind() == reflect.Map && d.Type().ConvertibleTo(f.Type()):
			m := reflect.MakeMapWithSize(f.Type(), d.Len())
			for it := d.MapRange(); it.Next(); {
				m.SetMapIndex(it.Key().Convert(f.Type().Key()), it.Value().Convert(f.Type().Elem()))
			}
			f.Set(m)
		case d.Kind() == f.Kind() && d.Kind() != reflect.Slice && d.Kind() != reflect.Map && d.Type().ConvertibleTo(f.Type()):
			f.Set(d.Convert(f.Type()))
		default:
			panic(fmt.Sprintf("registry: key %s: default %v (%T) does not fit field %s.%s (%s)", k.Name, k.Default, k.Default, rv.Type(), k.Name, f.Type()))
		}
	}
}

// tomlField returns the field of struct rv that the TOML key name decodes
// into, found as the config loader finds it (internal/tomlfield).
func tomlField(rv reflect.Value, name string) (reflect.Value, bool) {
	idx := tomlfield.Index(rv.Type(), name)
	if idx == nil {
		return reflect.Value{}, false
	}
	return rv.FieldByIndex(idx), true
}
