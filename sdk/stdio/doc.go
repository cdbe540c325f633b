// Package stdio runs a scanner.Scanner as a plain executable that speaks the
// Sluice line protocol on stdin and stdout: call Main first thing in main.
// The protocol is specified in docs/scanner-protocol.md so scanners can be
// written in any language; its codec is not part of the SDK.
//
// The scanner's working directory is the read-only workspace. Anything on
// stderr is captured (bounded) for diagnostics only.
package stdio
