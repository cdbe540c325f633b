package config

import (
	"strings"
	"testing"
)

func TestDecodePlugin(t *testing.T) {
	type table struct {
		Grace string            `toml:"grace"`
		Slots int               `toml:"slots"`
		Env   map[string]string `toml:"env"`
	}
	v := &table{Grace: "5s", Slots: 1}
	if err := DecodePlugin("backend.test", "slots = 3\n[env]\nA = \"b\"\n", v); err != nil {
		t.Fatal(err)
	}
	if v.Grace != "5s" || v.Slots != 3 || v.Env["A"] != "b" {
		t.Errorf("decoded %+v, want the default grace kept and slots and env set", v)
	}
	for _, tc := range []struct{ name, text, want string }{
		{"unknown key", "slots = 1\nslost = 2\n", `backend.test: unknown key "slost" (line 2)`},
		{"quoted unknown key", "'slost' = 2\n", `backend.test: unknown key "slost" (line 1)`},
		{"unknown table", "slots = 1\n\n[nope]\nx = 1\n", `backend.test: unknown key "nope" (line 3)`},
		{"wrong type", "slots = \"three\"\n", "backend.test: "},
		{"syntax", "slots = \n", "backend.test: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := DecodePlugin("backend.test", tc.text, &table{})
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("DecodePlugin(%q) = %v, want an error starting %q", tc.text, err, tc.want)
			}
		})
	}
}

func TestKeyLine(t *testing.T) {
	text := "a = 1\n  b.c = 2\n[d]\n\"e\" = 3\nbb = 4\n"
	for key, want := range map[string]int{"a": 1, "b": 2, "d": 3, "e": 4, "bb": 5, "x": 0} {
		if got := keyLine(text, key); got != want {
			t.Errorf("keyLine(%q) = %d, want %d", key, got, want)
		}
	}
}
