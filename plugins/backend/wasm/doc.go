// Package wasm is the backend.wasm plugin: it runs verified scanner modules
// built for the Sluice WASM ABI (docs/wasm-abi.md, sdk/wasmguest) in one
// wazero runtime per worker, through internal/wasmhost.
//
// Each module is compiled once per worker (and once per machine with the
// file compilation cache under the plugin's state dir) and kept with a
// bounded pool of instances. Guests get no network, no host environment, a
// fake clock, a memory cap, a deadline that stops a runaway guest, bounded
// output, and, for tree scanners, the workspace read-only through an
// os.Root. Detectors never see the file system: the host walks it, runs one
// native keyword pass per chunk and hands the guest only the windows around
// keyword hits.
package wasm
