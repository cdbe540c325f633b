package hostproc

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
)

// Fixed environment defaults every scanner process gets.
const (
	DefaultPath = "/usr/bin:/bin"
	DefaultLang = "C.UTF-8"
)

// MaxEnvNameLen bounds the length of a configured variable name.
const MaxEnvNameLen = 128

var envNamePattern = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

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

// CheckEnvConfig checks a backend's env_allow and env keys: at most
// maxEntries names in allow and entries in env, every name a variable name
// not in reserved (CheckEnvName), every env value at most maxValueLen bytes
// without NUL. Each problem is one error that names its key
// ("env_allow[2]: …", "env.NAME: …"); nil means none.
func CheckEnvConfig(allow []string, env map[string]string, reserved map[string]bool, maxEntries, maxValueLen int) []error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if len(allow) > maxEntries {
		bad("env_allow: %d names, over %d", len(allow), maxEntries)
	}
	for i, name := range allow {
		if err := CheckEnvName(name, reserved); err != nil {
			bad("env_allow[%d]: %w", i, err)
		}
	}
	if len(env) > maxEntries {
		bad("env: %d entries, over %d", len(env), maxEntries)
	}
	for name, v := range env {
		if err := CheckEnvName(name, reserved); err != nil {
			bad("env.%s: %w", name, err)
		} else if len(v) > maxValueLen || strings.ContainsRune(v, 0) {
			bad("env.%s: value must be at most %d bytes without NUL", name, maxValueLen)
		}
	}
	return errs
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
