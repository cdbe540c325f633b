// Package wasmguest runs a scanner written against sdk/scanner as a
// WebAssembly guest of the Sluice WASM backend (backend.wasm). The scanner
// is built with the standard Go toolchain as a WASI reactor:
//
//	GOOS=wasip1 GOARCH=wasm go build -buildmode=c-shared -o scanner.wasm ./cmd/scanner-wasm
//
// and its main package registers the scanner from an init function (a
// reactor never runs main):
//
//	package main
//
//	import (
//		"example.com/markers/detector"
//		"github.com/sluicehq/sluice/sdk/wasmguest"
//	)
//
//	func init() { wasmguest.Register(detector.New()) }
//
//	func main() {}
//
// The package implements the guest side of the Sluice WASM ABI, described
// in docs/wasm-abi.md so that authors in other languages can implement the
// same exports and imports. The ABI's names, codes and binary formats live
// in internal/wasmabi, shared with the host (internal/wasmhost); they are
// not part of the SDK.
//
// Built for any other target the package still compiles (so a guest's
// main package can be vetted and tested natively), but nothing is exported
// to a host.
package wasmguest
