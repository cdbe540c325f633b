// Package hostproc holds what the backends that run scanners as host
// processes (backend.subprocess, backend.goplugin) share: the check of a
// scanner's entry file, the scrubbed environment they give it, the
// byte-size configuration type, and the clipping of captured output. Their
// bounded stderr capture is core/diag.Capture.
package hostproc
