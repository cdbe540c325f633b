// Package sandbox runs an untrusted scanner executable inside a sandbox
// made of Linux kernel features, the way bubblewrap, nsjail and rootless
// container runtimes do it. It is shared by backend.subprocess and
// backend.goplugin.
//
// Go cannot run code between fork and exec, so the worker re-executes its
// own binary (/proc/self/exe) as a small init. Programs that use this
// package call Main first thing in main (and in TestMain), which runs that
// init when the process was started as one and returns otherwise.
//
// The chain for one scanner process is:
//
//	worker ── init (PID 1 of new PID, mount, IPC, UTS and network
//	           namespaces; with a new user namespace too when the worker
//	           is not root) ── exec stage ── execve of the scanner
//
// The init builds a new root file system on a tmpfs that holds only the
// system paths (read-only), the read-only paths of the job (workspace,
// package), its read-write paths (private temp dir, socket dir), a fresh
// /proc of the new PID namespace and a minimal /dev, and pivots into it.
// It starts the exec stage, forwards termination signals to it, reaps
// orphans, and when the scanner ends it reports the scanner's wait status
// on a pipe and exits, which kills everything left in the namespace.
//
// The exec stage runs in a user namespace of its own when the worker is
// root (mapped to an unprivileged uid and gid, with the read-only paths
// mounted id-mapped so that files the worker owns read as the scanner's),
// applies Landlock (file system, TCP and IPC scopes, as far as the kernel
// supports them), rlimits including a process count, drops every
// capability, sets no_new_privs, and execs the scanner from a sealed memfd
// that holds the bytes the worker verified (SealedExecutable).
//
// docs/security.md describes what each layer enforces.
package sandbox
