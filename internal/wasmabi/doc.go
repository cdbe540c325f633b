// Package wasmabi is the Sluice WASM ABI shared by the guest (sdk/wasmguest)
// and the host (internal/wasmhost): export and import names, status and
// level codes, size limits, and the binary formats of window batches,
// finding records and data-file lists. It is described in docs/wasm-abi.md
// so that authors in other languages can implement the same ABI; Go
// authors never import it.
package wasmabi
