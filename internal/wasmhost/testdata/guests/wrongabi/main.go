// Command wrongabi is a test guest that has every ABI export but reports
// ABI version 99.
package main

import "unsafe"

var buf [64]byte

//go:wasmexport sluice_abi_version
func abiVersion() uint32 { return 99 }

//go:wasmexport sluice_buffer
func buffer(n uint32) unsafe.Pointer { return unsafe.Pointer(&buf[0]) }

//go:wasmexport sluice_describe
func describe() uint32 { return 0 }

//go:wasmexport sluice_begin
func begin(n uint32) uint32 { return 0 }

//go:wasmexport sluice_detect
func detect(n uint32) uint32 { return 0 }

//go:wasmexport sluice_scan_tree
func scanTree() uint32 { return 0 }

func main() {}
