package hostproc

import (
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/sandbox"
)

// SandboxKeys declares the sandbox table (sandbox.Config): a backend whose
// scanner processes run in the sandbox declares a key "sandbox" of type
// "table" with these Keys, so its [backend.<name>.sandbox] table in
// worker.toml and docs/configuration.md, and the range checks of config
// check and of its Validate, come from this one declaration.
var SandboxKeys = []registry.Key{
	{Name: "mode", Type: "string", Default: sandbox.ModeFull, Values: []string{sandbox.ModeFull, sandbox.ModeOff},
		Doc: `mode "full" runs every scanner process in new user, PID, mount, IPC, UTS and network namespaces, with a root file system of only the system paths (/usr, /bin, /sbin, /lib*), the job's workspace (read-only) and a private temp dir; Landlock; no capabilities; no_new_privs; a process limit; only the verified bytes execute. When the kernel lacks user namespaces or Landlock, scanners of this backend are refused with a message naming what to enable. "off": no sandbox, logged as a warning at every start.`},
	{Name: "uid", Type: "integer", Default: sandbox.DefaultUID, Min: 1, Max: 1<<31 - 1,
		Doc: "uid is the host uid scanners run as when the worker runs as root; never 0. A worker that is not root runs them under its own ids, mapped to root of the scanner's user namespace, without any capability."},
	{Name: "gid", Type: "integer", Default: sandbox.DefaultGID, Min: 1, Max: 1<<31 - 1,
		Doc: "gid is the host gid scanners run as when the worker runs as root; never 0."},
	{Name: "read_only_paths", Type: "array of strings", Default: []string{}, Max: sandbox.MaxExtraPaths,
		Doc: `read_only_paths are more host paths mounted read-only into every sandbox, for scanners that need them, e.g. ["/etc/ssl/certs"]: absolute and clean, not /, /proc or /dev (the sandbox provides those). A missing path fails the start.`},
	{Name: "max_processes", Type: "integer", Default: sandbox.DefaultMaxProcesses, Min: sandbox.MinMaxProcesses, Max: sandbox.MaxMaxProcesses, Unit: "processes",
		Doc: "max_processes is RLIMIT_NPROC in the sandbox's user namespace: the processes and threads one scanner process and its children may have, so a fork bomb stops there."},
	{Name: "temp_max_bytes", Type: "size", Default: config.Size(sandbox.DefaultTempMaxBytes), Min: sandbox.MinTempMaxBytes, Max: registry.NoMax,
		Doc: "temp_max_bytes caps the scanner's HOME and TMPDIR, an empty tmpfs of its own in the sandbox: its bytes, and one inode per 8 KiB of them (at least 1024). What a scanner writes there uses the machine's memory, never its disk, and is gone with the job; a write past the cap fails with ENOSPC. Ignored with mode \"off\", where the scanner writes a directory on the host."},
}
