package config

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/tomlfield"
)

// CheckKeys checks the decoded configuration v of plugin id (a pointer to
// the struct its New returns, or to the struct a table of it decodes into)
// against the ranges, allowed values and table rules that keys declare,
// and returns every problem at once, each naming its key
// ("lease: must be between 1s and 24h, got 0s"). A plugin's Validate calls
// it, so a value set in code rather than in worker.toml meets the same
// declaration that `worker config check` reports with file:line. It has no
// side effects.
func CheckKeys(id string, keys []registry.Key, v any) error {
	specs, err := cachedSpecs(id, keys)
	if err != nil {
		return err
	}
	rv, err := structOf(v)
	if err != nil {
		return fmt.Errorf("%s: %w", id, err)
	}
	var errs []error
	for i := range specs {
		s := &specs[i]
		if s.Type == TypeTable {
			continue
		}
		rel := strings.TrimPrefix(s.Key, id+".")
		f, ok := fieldAt(rv, strings.Split(rel, "."))
		if !ok {
			errs = append(errs, fmt.Errorf("%s: declared, but %s has no field for it", rel, rv.Type()))
			continue
		}
		if msg := s.check(fieldValue(s, f)); msg != "" {
			errs = append(errs, fmt.Errorf("%s: %s", rel, msg))
		}
	}
	return errors.Join(errs...)
}

// CheckDeclarations checks that the Keys of m declare exactly the keys its
// New value decodes, each with a field of the declared type (every size a
// Size, every duration a job.Duration), and that the declared Default of
// every key is the value New sets (a key without a Default must be left at
// its zero value, for Provision or the user to fill). So a declaration and
// the code it describes cannot drift apart.
func CheckDeclarations(m registry.Module) error {
	specs, err := PluginSpecs(m)
	if err != nil {
		return err
	}
	rv, err := structOf(m.New())
	if err != nil {
		return fmt.Errorf("%s: %w", m.ID, err)
	}
	var errs []error
	bad := func(key, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: key %s: %s", m.ID, key, fmt.Sprintf(format, args...)))
	}
	declared := map[string]bool{}
	for i := range specs {
		s := &specs[i]
		rel := strings.TrimPrefix(s.Key, m.ID+".")
		declared[rel] = true
		f, ok := fieldAt(rv, strings.Split(rel, "."))
		if !ok {
			bad(rel, "declared, but %s has no field for it", rv.Type())
			continue
		}
		if want := goKind(s.Type); want != "" && !kindFits(f.Type(), s.Type) {
			bad(rel, "declared %s, but its field is a %s (want %s)", s.Type, f.Type(), want)
			continue
		}
		if s.Type == TypeTable {
			for _, name := range fieldKeys(f) {
				if !declared[rel+"."+name] && !declaredIn(specs, m.ID+"."+rel+"."+name) {
					bad(rel+"."+name, "decoded by %s but not declared", f.Type())
				}
			}
			continue
		}
		got := fieldValue(s, f)
		switch {
		case s.Default == nil && !f.IsZero():
			bad(rel, "declared without a Default, but New sets %v", got)
		case s.Default != nil && !sameValue(got, s.Default):
			bad(rel, "declared default %s, but New sets %v", s.DefaultText(), got)
		}
	}
	for _, name := range fieldKeys(rv) {
		if !declared[name] {
			bad(name, "decoded by %s but not declared", rv.Type())
		}
	}
	return errors.Join(errs...)
}

func declaredIn(specs []Spec, key string) bool {
	for i := range specs {
		if specs[i].Key == key {
			return true
		}
	}
	return false
}

// structOf returns the struct v points to.
func structOf(v any) (reflect.Value, error) {
	rv := reflect.ValueOf(v)
	for rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Interface {
		if rv.IsNil() {
			return reflect.Value{}, errors.New("nil configuration")
		}
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct {
		return reflect.Value{}, fmt.Errorf("configuration of type %s is not a struct", rv.Type())
	}
	return rv, nil
}

// fieldAt returns the field at path (TOML keys, table by table) in the
// struct rv, looking through embedded structs the way the TOML decoder
// does.
func fieldAt(rv reflect.Value, path []string) (reflect.Value, bool) {
	for _, name := range path {
		for rv.Kind() == reflect.Pointer {
			if rv.IsNil() {
				return reflect.Value{}, false
			}
			rv = rv.Elem()
		}
		if rv.Kind() != reflect.Struct {
			return reflect.Value{}, false
		}
		f, ok := fieldByKey(rv, name)
		if !ok {
			return reflect.Value{}, false
		}
		rv = f
	}
	return rv, true
}

// fieldByKey returns the field of struct rv that the TOML key name
// decodes into.
func fieldByKey(rv reflect.Value, name string) (reflect.Value, bool) {
	k := fieldCacheKey{rv.Type(), name}
	idx, ok := fieldCache.Load(k)
	if !ok {
		idx = tomlfield.Index(rv.Type(), name)
		fieldCache.Store(k, idx)
	}
	if idx.([]int) == nil {
		return reflect.Value{}, false
	}
	return rv.FieldByIndex(idx.([]int)), true
}

// fieldCache maps a struct type and key to the field's index path: Validate
// runs CheckKeys every time a plugin starts, and reading struct tags is
// most of its work.
var fieldCache sync.Map // fieldCacheKey → []int (nil: no such field)

type fieldCacheKey struct {
	t    reflect.Type
	name string
}

// fieldKeys lists the TOML keys a struct decodes, embedded structs
// included.
func fieldKeys(rv reflect.Value) []string {
	var keys []string
	t := rv.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		switch {
		case f.Anonymous && f.Tag.Get("toml") == "" && f.Type.Kind() == reflect.Struct:
			keys = append(keys, fieldKeys(rv.Field(i))...)
		case f.IsExported() && f.Tag.Get("toml") != "-" && f.Type.Kind() != reflect.Func:
			keys = append(keys, tomlfield.Name(f))
		}
	}
	return keys
}

var (
	sizeType     = reflect.TypeOf(Size(0))
	durationType = reflect.TypeOf(job.Duration(0))
)

// goKind names the Go type a field of type t must have, or "" for any.
func goKind(t Type) string {
	switch t {
	case TypeInt:
		return "int"
	case TypeSize:
		return "registry.Size"
	case TypeDuration:
		return "job.Duration"
	case TypeString:
		return "string"
	case TypeBool:
		return "bool"
	case TypeStrings:
		return "[]string"
	case TypeStringTable:
		return "map[string]string"
	case TypeTable:
		return "struct"
	}
	return ""
}

func kindFits(ft reflect.Type, t Type) bool {
	switch t {
	case TypeInt:
		return ft.Kind() == reflect.Int || ft.Kind() == reflect.Int64 && ft != sizeType && ft != durationType
	case TypeSize:
		return ft == sizeType
	case TypeDuration:
		return ft == durationType
	case TypeString:
		return ft.Kind() == reflect.String
	case TypeBool:
		return ft.Kind() == reflect.Bool
	case TypeStrings:
		return ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.String
	case TypeStringTable:
		return ft.Kind() == reflect.Map && ft.Key().Kind() == reflect.String && ft.Elem().Kind() == reflect.String
	case TypeTable:
		return ft.Kind() == reflect.Struct
	}
	return false
}

// fieldValue reads field f as the Go value of the spec's type (see
// Spec.Default), or nil when the field does not have that kind.
func fieldValue(s *Spec, f reflect.Value) any {
	switch {
	case s.Type == TypeInt && f.CanInt():
		return int(f.Int())
	case s.Type == TypeSize && f.CanInt():
		return Size(f.Int())
	case s.Type == TypeDuration && f.CanInt():
		return job.Duration(f.Int())
	case s.Type == TypeString && f.Kind() == reflect.String:
		return f.String()
	case s.Type == TypeBool && f.Kind() == reflect.Bool:
		return f.Bool()
	case s.Type == TypeStrings && f.Kind() == reflect.Slice && f.Type().Elem().Kind() == reflect.String:
		out := make([]string, f.Len())
		for i := range out {
			out[i] = f.Index(i).String()
		}
		return out
	case s.Type == TypeStringTable && f.Kind() == reflect.Map && f.Type().Elem().Kind() == reflect.String:
		out := make(map[string]string, f.Len())
		for it := f.MapRange(); it.Next(); {
			out[it.Key().String()] = it.Value().String()
		}
		return out
	}
	return nil
}

// sameValue compares a field's value with a declared default; an empty
// list or table equals a nil one.
func sameValue(got, want any) bool {
	g, w := reflect.ValueOf(got), reflect.ValueOf(want)
	if g.IsValid() && w.IsValid() && (g.Kind() == reflect.Slice || g.Kind() == reflect.Map) && g.Kind() == w.Kind() && g.Len() == 0 && w.Len() == 0 {
		return true
	}
	return reflect.DeepEqual(got, want)
}
