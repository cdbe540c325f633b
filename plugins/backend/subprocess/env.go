//go:build linux

package subprocess

import (
	"os"
	"sort"
)

// Fixed environment defaults every scanner gets.
const (
	defaultPath = "/usr/bin:/bin"
	defaultLang = "C.UTF-8"
)

// environ returns the scanner's whole environment: PATH and LANG defaults,
// HOME and TMPDIR set to the run's private dir, the allowed worker
// variables that are set, then the configured fixed values. Nothing else is
// inherited. The result is sorted by name.
func (b *Backend) environ(runDir string) []string {
	vars := map[string]string{"PATH": defaultPath, "LANG": defaultLang}
	for _, name := range b.EnvAllow {
		if v, ok := os.LookupEnv(name); ok {
			vars[name] = v
		}
	}
	for name, v := range b.Env {
		vars[name] = v
	}
	vars["HOME"] = runDir
	vars["TMPDIR"] = runDir
	env := make([]string, 0, len(vars))
	for name, v := range vars {
		env = append(env, name+"="+v)
	}
	sort.Strings(env)
	return env
}
