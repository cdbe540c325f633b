// Package diag keeps diagnostics bounded and free of secrets: it fits
// terminal reports into a fixed byte budget (Fit), strips tokens and keys
// from any text (Redactor), wraps a slog.Handler so every log line passes the
// redactor (NewLogHandler), and captures a process's output into a head+tail
// ring of bounded size (Capture).
//
// Everything in this package is safe for concurrent use unless its doc
// comment says otherwise.
package diag
