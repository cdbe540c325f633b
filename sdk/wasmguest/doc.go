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
// The package implements version ABIVersion of the Sluice WASM ABI,
// described in docs/wasm-abi.md, so that authors in other languages can
// implement the same exports and imports. The constants in abi.go are that
// ABI; the host (internal/wasmhost) uses the same ones.
//
// Built for any other target the package still compiles (so a guest's
// main package can be vetted and tested natively), but nothing is exported
// to a host.
package wasmguest
