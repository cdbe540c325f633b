// Package sbinit is the sandbox's init: the roles of a worker binary that
// package sandbox re-executes (the init of one scanner process, the
// resident init that serves run after run, the probe, the hold process), and what the worker and the init exchange (the spec,
// the hand-off's framing, the exit record, the control messages).
//
// A role runs from this package's init function and never returns. Go
// initialises packages in the order of their import paths, each as soon
// as its own imports are initialised, so this package runs before the
// worker's heavy packages (protobuf and gRPC registration, Prometheus,
// wazero, SQLite, the transports) only because it imports few packages,
// all of them initialised early: no os/exec, no path/filepath, nothing of
// this module outside it. cmd/worker's TestSandboxInitSkipsWorkerPackages
// checks the order on the worker binary; docs/benchmarks.md gives the
// cost it saves per scanner process.
package sbinit
