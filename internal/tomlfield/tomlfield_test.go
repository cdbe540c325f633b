package tomlfield

import (
	"reflect"
	"testing"
)

type inner struct {
	Deep string `toml:"deep"`
}

type sample struct {
	inner
	Tagged   int    `toml:"tagged_name,omitempty"`
	Plain    string // no tag: its lower-case name
	Skipped  string `toml:"-"`
	unexport string //lint:ignore U1000 present so that Index is seen to skip it
	Named    inner  `toml:"named"`
}

// TestIndex finds a field by its tag, by its lower-case name, and through
// an untagged embedded struct, and never a field tagged "-", an
// unexported one, or the fields of a tagged (named) sub-struct.
func TestIndex(t *testing.T) {
	typ := reflect.TypeFor[sample]()
	for key, want := range map[string][]int{
		"tagged_name": {1}, "plain": {2}, "deep": {0, 0}, "named": {5},
		"skipped": nil, "unexport": nil, "Tagged": nil, "absent": nil,
	} {
		if got := Index(typ, key); !reflect.DeepEqual(got, want) {
			t.Errorf("Index(%q) = %v, want %v", key, got, want)
		}
	}
	if got := Name(typ.Field(1)); got != "tagged_name" {
		t.Errorf("Name of a tagged field with options = %q", got)
	}
}
