// Package hostproc holds what the backends that run scanners as host
// processes (backend.subprocess, backend.goplugin) share: the check of a
// scanner's entry file (CheckEntry; ReadEntry for a file that is loaded,
// not executed, such as backend.wasm's modules), the scrubbed environment they give it, the
// byte-size configuration type, the clipping of captured output, and, on
// Linux, the process bookkeeping that leaves no descendant behind: one
// /proc/<pid>/stat parser (ReadStat, AllProcs), the process-wide registry
// of live scanner and plugin processes (StartLive, ForgetLive), the child
// subreaper attribute (BecomeSubreaper) and the sweep of a finished
// process's leftovers (Sweep). Their bounded stderr capture is
// internal/diag.Capture.
package hostproc
