package config

import (
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"
)

// DecodePlugin fills v, a plugin's configuration value with its defaults
// already set (what its New returns), from tomlText, the body of the
// plugin's table written as a TOML document (its declared keys).
// Decoding is strict: a syntax or type error, or a key v has no field for,
// is an error prefixed with id; an unknown key's error names the key and,
// when it can be found, its 1-based line. It neither provisions nor
// validates v. Plugins use it for their Parse, which builds a plugin
// without the global registry or a worker.toml.
func DecodePlugin(id, tomlText string, v any) error {
	md, err := toml.Decode(tomlText, v)
	if err != nil {
		return fmt.Errorf("%s: %w", id, err)
	}
	if undecoded := md.Undecoded(); len(undecoded) > 0 {
		k := undecoded[0]
		line := ""
		if n := keyLine(tomlText, k[len(k)-1]); n > 0 {
			line = fmt.Sprintf(" (line %d)", n)
		}
		return fmt.Errorf("%s: unknown key %q%s", id, k.String(), line)
	}
	return nil
}

// keyLine returns the 1-based line where key is first assigned or opens a
// table in text, or 0. The TOML decoder does not report key positions.
func keyLine(text, key string) int {
	for i, l := range strings.Split(text, "\n") {
		l = strings.TrimLeft(l, " \t[")
		for _, form := range []string{key, `"` + key + `"`, `'` + key + `'`} {
			if rest, ok := strings.CutPrefix(l, form); ok {
				if rest = strings.TrimLeft(rest, " \t"); strings.HasPrefix(rest, "=") || strings.HasPrefix(rest, "]") || strings.HasPrefix(rest, ".") {
					return i + 1
				}
			}
		}
	}
	return 0
}
