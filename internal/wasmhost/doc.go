// Package wasmhost is the host side of the Sluice WASM ABI (see
// docs/wasm-abi.md and sdk/wasmguest): it runs scanner modules in a wazero
// runtime with no network, no host environment, no clock beyond a fake one,
// a memory cap, a deadline that stops a runaway guest, bounded output, and,
// for tree scanners, the workspace mounted read-only through a view that
// follows no symbolic link and names every file in valid UTF-8 (escaped
// when its bytes are not; see internal/fsname).
//
// A Runtime compiles each module once (with an optional file compilation
// cache) and keeps a bounded pool of instances per module. Detectors run
// through sdk/detect: the host walks the workspace, reads files in
// overlapping chunks, runs one native Aho-Corasick pass per chunk and calls
// the guest only with the windows around keyword hits. Tree scanners get a
// fresh instance per scan with the workspace mounted at "/".
//
// The worker's backend.wasm plugin is built on this package; the
// sdk/scannertest/wasmtest harness uses it to run the conformance suite
// over a scanner's WASM build. It pulls in wazero and is host code, so it
// sits under internal/, outside the author-facing sdk/.
package wasmhost
