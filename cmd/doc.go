// Package workercmd is the worker's command line: flag parsing, help, exit
// codes and the wiring from a loaded config to the running parts. It is
// public so that a custom build can reuse the whole command line with extra
// plugins: cmd/worker is a one-line main that links the plugins in and calls
// Run, and a custom main does the same with its own plugin imports added
// (docs/custom-builds.md shows one).
//
// The import path is github.com/sluicehq/sluice/cmd; the package is named
// workercmd because "cmd" is the name every Go program gives its
// *exec.Cmd, and a package of that name would be shadowed in the very code
// that starts worker processes. Import it as
//
//	workercmd "github.com/sluicehq/sluice/cmd"
//
// Exit codes (documented in docs/cli.md and in every command's --help):
//
//	0    success
//	1    findings (scan --fail-on-findings), a verification failure, or
//	     status could not read the queue or a slot
//	2    usage or config error
//	3    runtime failure
//	4    run: a drain hit shutdown_timeout and aborted running jobs;
//	     enqueue --wait: --wait-timeout passed before the job ended
//	5    scan: the scan is incomplete
//	130  interrupted
package workercmd
