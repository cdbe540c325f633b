// Package subprocess is the backend.subprocess plugin: it runs a verified
// scanner executable once per job and speaks the Sluice line protocol
// (sdk/stdio) with it over stdin and stdout.
//
// Each run executes the sealed in-memory copy of the verified entry in the
// scanner sandbox (internal/sandbox: its own user, PID, mount, IPC, UTS
// and network namespaces, a root of only the system paths, the workspace
// and a private dir, Landlock, no capabilities, a process limit), with a
// scrubbed environment, the workspace as its working directory, its own
// session and process group, rlimits applied before its first instruction, a private HOME and TMPDIR that are removed afterwards, a
// deadline enforced with SIGTERM then SIGKILL to the whole group, and bounded
// output. The worker becomes a child subreaper so descendants that leave the
// group are still found, killed and reaped when the run ends.
// docs/backend-subprocess.md describes what the scanner process sees.
//
// The backend needs Linux; on other systems the package is empty and the
// plugin is not registered.
package subprocess
