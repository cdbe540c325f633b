// Package sandbox runs an untrusted scanner executable inside a sandbox
// made of Linux kernel features, the way bubblewrap, nsjail and rootless
// container runtimes do it. It is shared by backend.subprocess and
// backend.goplugin.
//
// Go cannot run code between fork and exec, so the worker re-executes its
// own binary (/proc/self/exe) as a small init. The init's code is in the
// internal package sbinit, whose init function runs that role in a process
// started as one, before the worker's heavy packages are initialised;
// programs that use this package call Main first thing in main (and in
// TestMain), which marks the process non-dumpable.
//
// The chain for one scanner process is:
//
//	worker ── init (PID 1 of new PID, mount, IPC, UTS and network
//	           namespaces; with a new user namespace too when the worker
//	           is not root) ── execve of the scanner
//
// The init first does what needs nothing of the job: it makes its mounts
// private and starts the new root file system, a tmpfs holding the system
// paths and the operator's extra paths (read-only), a fresh /proc of the
// new PID namespace and a minimal /dev. Then it waits on its hand-off
// socket for its one run: the spec, the scanner's standard streams and
// the sealed executable (an init started for the run finds them already
// there; a Pool starts inits ahead of their runs, so that a run does not
// wait for the Go runtime's start and the namespaces). It adds the job's
// read-only paths (workspace, package files) and read-write paths
// (private temp dir, socket dir) to the root and pivots into it. Then, on a thread of its own, it applies what the scanner must
// inherit, since a process inherits these per-thread settings from the
// thread that forks it: Landlock (file system, TCP and IPC scopes, as far
// as the kernel supports them), no_new_privs and, when the scanner shares
// the init's user namespace, no capability. From that thread it starts the
// scanner from a sealed memfd that holds the bytes the worker verified
// (SealedExecutable), in a user namespace of its own mapped to an
// unprivileged uid and gid when the worker is root (the read-only paths
// are then mounted id-mapped so that files the worker owns read as the
// scanner's), stopped at exec until its rlimits, a process count among
// them, are set. The init forwards termination signals to the scanner,
// reaps orphans, and when the scanner ends it reports the scanner's wait
// status on a pipe and exits, which kills everything left in the
// namespace.
//
// docs/security.md describes what each layer enforces.
package sandbox
