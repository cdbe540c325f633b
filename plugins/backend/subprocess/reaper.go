//go:build linux

package subprocess

import "time"

// Every scanner runs as the leader of its own session and process group
// (setsid), so its pid P is also its session id and group id. Descendants
// keep session P unless they call setsid themselves. When an unsandboxed
// run ends, hostproc.Sweep kills and reaps what is left: the process group
// P, every process in session P or in the session or group of a process
// already swept, every descendant of a swept process, and every child of
// the worker outside its process group, started after P and not registered
// as live (with the worker a child subreaper, a descendant that left and
// lost its parent). A sandboxed run is not swept: P is the init of the
// sandbox's PID namespace (run.nsInit), whose exit ends the namespace. Scanners are started through
// hostproc.StartLive, so no sweep, of this backend or of backend.goplugin,
// ever kills another run's scanner. P itself stays an unreaped zombie until
// the sweep is over, so neither its pid nor its group id can be reused
// meanwhile.

// sweepTimeout bounds how long a sweep keeps finding and killing processes.
const sweepTimeout = 30 * time.Second
