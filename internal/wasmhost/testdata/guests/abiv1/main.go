// Command abiv1 is a test guest built against ABI version 1: it imports
// sluice.finding and exports sluice_detect with the version 1 signature.
package main

import "unsafe"

var buf [64]byte

//go:wasmimport sluice finding
func finding(p unsafe.Pointer, n uint32) uint32

//go:wasmexport sluice_abi_version
func abiVersion() uint32 { return 1 }

//go:wasmexport sluice_buffer
func buffer(n uint32) unsafe.Pointer { return unsafe.Pointer(&buf[0]) }

//go:wasmexport sluice_describe
func describe() uint32 { return 0 }

//go:wasmexport sluice_begin
func begin(n uint32) uint32 { return 0 }

//go:wasmexport sluice_detect
func detect(pathLen, dataLen uint32, offset int64) uint32 {
	return finding(unsafe.Pointer(&buf[0]), 0)
}

//go:wasmexport sluice_scan_tree
func scanTree() uint32 { return 0 }

func main() {}
