//go:build linux

package goplugin

import (
	"os"
	"sort"

	sdkplugin "github.com/sluicehq/sluice/sdk/plugin"
)

// Fixed environment defaults every plugin gets.
const (
	defaultPath = "/usr/bin:/bin"
	defaultLang = "C.UTF-8"
)

// environ returns the plugin's environment before go-plugin adds its own
// variables: PATH and LANG defaults, HOME and TMPDIR set to the process's
// private dir, the lifeline marker, the allowed worker variables that are
// set, then the configured fixed values. Nothing else is inherited.
func (b *Backend) environ(dir string) []string {
	vars := map[string]string{"PATH": defaultPath, "LANG": defaultLang}
	for _, name := range b.EnvAllow {
		if v, ok := os.LookupEnv(name); ok {
			vars[name] = v
		}
	}
	for name, v := range b.Env {
		vars[name] = v
	}
	vars["HOME"] = dir
	vars["TMPDIR"] = dir
	vars[sdkplugin.LifelineEnv] = "stdin"
	env := make([]string, 0, len(vars))
	for name, v := range vars {
		env = append(env, name+"="+v)
	}
	sort.Strings(env)
	return env
}
