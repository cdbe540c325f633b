//go:build linux

package hostproc

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
)

// PIDNamespaceInit reports whether pid is the init (PID 1) of a PID
// namespace below the caller's, from the NSpid line of /proc/<pid>/status
// (its pid in each namespace from the caller's down to its own). When such
// an init exits, the kernel kills every other process of its namespace,
// nested namespaces included, and the init's exit is reported only once
// they are all gone (pid_namespaces(7)): nothing of its tree can outlive
// it. Call it while pid is the caller's unreaped child, so that the pid
// cannot name another process.
func PIDNamespaceInit(pid int) (bool, error) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return false, err
	}
	return parseNSpid(pid, b)
}

// parseNSpid reads the NSpid line of a /proc/<pid>/status content b: true
// when it names at least two namespaces and the last id is 1.
func parseNSpid(pid int, b []byte) (bool, error) {
	for line := range bytes.Lines(b) {
		rest, ok := bytes.CutPrefix(line, []byte("NSpid:"))
		if !ok {
			continue
		}
		f := bytes.Fields(rest)
		if len(f) == 0 {
			break
		}
		if first, err := strconv.Atoi(string(f[0])); err != nil || first != pid {
			return false, fmt.Errorf("/proc/%d/status: NSpid %q does not start with the pid", pid, bytes.TrimSpace(rest))
		}
		return len(f) >= 2 && string(f[len(f)-1]) == "1", nil
	}
	return false, fmt.Errorf("/proc/%d/status: no NSpid line (kernel before 4.1)", pid)
}
