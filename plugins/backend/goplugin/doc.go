// Package goplugin is the backend.goplugin plugin: it runs a verified
// scanner binary built with sdk/plugin as a HashiCorp go-plugin gRPC server
// and keeps one warm process per scanner that serves many jobs at once, up
// to the concurrency the plugin advertises.
//
// Each process runs in the scanner sandbox (internal/sandbox: its own
// user, PID, mount, IPC, UTS and network namespaces, Landlock, no
// capabilities, a process limit), executes the sealed in-memory copy of the
// bytes verified at Load, and sees each job's workspace only while the job
// runs (mounted by the sandbox's init at /workspaces/N). It gets AutoMTLS on
// the connection, none of the worker's environment except an allow-list, a
// short private socket directory, a start timeout, and its own process
// group, which is killed as a whole (with descendants that left it) when
// the process ends, also when it crashed by itself: the worker is a child
// subreaper, so descendants orphaned by the crash re-parent to it and are
// swept (plugins/backend/internal/hostproc.Sweep). Its stdin is a lifeline pipe, so it exits when the
// worker dies. Its stderr is kept, bounded, for failure reports. A crashed
// process is replaced on the next job; a process is recycled after
// max_jobs_per_process jobs, when its resident memory passes max_rss, and
// after it broke the protocol or ignored a cancel.
//
// Plugin processes are registered as live with hostproc.StartLive while
// they run, so the sweeps of this backend and of backend.subprocess, which
// kill unregistered children of the worker that lead their own group or
// session, never take a running plugin for an orphan.
//
// The backend needs Linux; on other systems the package is empty and the
// plugin is not registered. docs/plugin-protocol.md describes the protocol
// and docs/configuration.md the configuration.
package goplugin
