// Package metrics is the worker's and the coordinator's Prometheus
// instrumentation and their health endpoints.
//
// Nothing here is package-level state: a Worker is created on the
// registry the caller owns and handed to the pipeline as its
// pipeline.Observer; plugins register their own collectors on the
// registerer they get in registry.Context (see SandboxFailures for the one
// counter that every sandboxing backend shares). Server serves /metrics,
// /healthz and /readyz on one listener. docs/operations.md lists every
// metric with its meaning.
package metrics
