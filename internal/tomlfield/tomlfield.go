// Package tomlfield finds the struct field a TOML key decodes into, as the
// TOML decoder matches them: the field's `toml` tag, else its name in lower
// case; fields of untagged embedded structs count as the outer struct's;
// unexported fields and those tagged "-" never match. The config loader's
// checks and registry.SetDefaults both look fields up through it, so they
// agree on which field a key names.
package tomlfield

import (
	"reflect"
	"strings"
)

// Name is the TOML key struct field f decodes.
func Name(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
	if name == "" {
		return strings.ToLower(f.Name)
	}
	return name
}

// Index returns the index path (reflect.Value.FieldByIndex) of the field
// of struct type t that key decodes into, or nil when none does.
func Index(t reflect.Type, key string) []int {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.Anonymous && f.Tag.Get("toml") == "" && f.Type.Kind() == reflect.Struct {
			if sub := Index(f.Type, key); sub != nil {
				return append([]int{i}, sub...)
			}
			continue
		}
		if f.IsExported() && f.Tag.Get("toml") != "-" && Name(f) == key {
			return []int{i}
		}
	}
	return nil
}
