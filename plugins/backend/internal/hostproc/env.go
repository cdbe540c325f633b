package hostproc

import (
	"fmt"
	"os"
	"regexp"
	"sort"

	"github.com/sluicehq/sluice/core/registry"
)

// Fixed environment defaults every scanner process gets.
const (
	DefaultPath = "/usr/bin:/bin"
	DefaultLang = "C.UTF-8"
)

// MaxEnvNameLen bounds the length of a configured variable name.
const MaxEnvNameLen = 128

// EnvNamePattern is the form of a configured variable name, its length
// included; a backend's env table declares it (registry.Key.NamePattern).
const EnvNamePattern = `[A-Za-z_][A-Za-z0-9_]{0,127}`

var envNamePattern = regexp.MustCompile(`^` + EnvNamePattern + `$`)

// CheckEnvName returns an error when name is not a variable name
// ([A-Za-z_][A-Za-z0-9_]*, at most MaxEnvNameLen bytes) or is in reserved,
// the variables the backend sets itself.
func CheckEnvName(name string, reserved map[string]bool) error {
	if !envNamePattern.MatchString(name) || len(name) > MaxEnvNameLen {
		return fmt.Errorf("%.80q is not a variable name ([A-Za-z_][A-Za-z0-9_]*, at most %d)", name, MaxEnvNameLen)
	}
	if reserved[name] {
		return fmt.Errorf("%s is set by the backend and cannot be configured", name)
	}
	return nil
}

// CheckEnvConfig checks the names of a backend's env_allow and env keys:
// each a variable name not in reserved (CheckEnvName). The number of
// entries and the length of values are declared with the keys (see
// EnvKeys) and checked from there. Each problem is one error that names
// its key ("env_allow[2]: …", "env.NAME: …"); nil means none.
func CheckEnvConfig(allow []string, env map[string]string, reserved map[string]bool) []error {
	var errs []error
	for i, name := range allow {
		if err := CheckEnvName(name, reserved); err != nil {
			errs = append(errs, fmt.Errorf("env_allow[%d]: %w", i, err))
		}
	}
	names := make([]string, 0, len(env))
	for name := range env {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := CheckEnvName(name, reserved); err != nil {
			errs = append(errs, fmt.Errorf("env.%s: %w", name, err))
		}
	}
	return errs
}

// Bounds of a backend's env_allow and env keys, declared by EnvKeys.
const (
	MaxEnvEntries  = 64
	MaxEnvValueLen = 4096
)

// EnvKeys declares the env_allow and env keys of the backend id, which
// starts scanner processes; reserved names the variables the backend sets
// itself (for the docs).
func EnvKeys(id, reserved string) []registry.Key {
	return []registry.Key{
		{Name: "env_allow", Type: "array of strings", Default: []string{}, Max: MaxEnvEntries,
			Doc: "env_allow names worker environment variables passed through to the scanner when set. Nothing else of the worker's environment is inherited. " + reserved + " cannot be listed."},
		{Name: "env", Type: "table of strings", Default: map[string]string{}, Max: MaxEnvEntries,
			NamePattern: EnvNamePattern, NameDoc: fmt.Sprintf("a variable name ([A-Za-z_][A-Za-z0-9_]*, at most %d bytes)", MaxEnvNameLen), MaxValueBytes: MaxEnvValueLen,
			Doc: "env holds fixed variables for the scanner, set after env_allow (they win), written as a table (env = { NAME = \"value\" }, or a [" + id + ".env] table). PATH (default " + DefaultPath + ") and LANG (default " + DefaultLang + ") may be overridden; " + reserved + " may not."},
	}
}

// Environ returns a scanner's environment, sorted by name: PATH and LANG
// defaults, then the worker variables named in allow that are set, then
// fixed, then HOME and TMPDIR set to private, then set (the backend's own
// variables). Nothing else of the worker's environment is inherited.
func Environ(allow []string, fixed map[string]string, private string, set map[string]string) []string {
	vars := map[string]string{"PATH": DefaultPath, "LANG": DefaultLang}
	for _, name := range allow {
		if v, ok := os.LookupEnv(name); ok {
			vars[name] = v
		}
	}
	for name, v := range fixed {
		vars[name] = v
	}
	vars["HOME"] = private
	vars["TMPDIR"] = private
	for name, v := range set {
		vars[name] = v
	}
	env := make([]string, 0, len(vars))
	for name, v := range vars {
		env = append(env, name+"="+v)
	}
	sort.Strings(env)
	return env
}
