//go:build wasip1

package main

import "github.com/sluicehq/sluice/sdk/wasmguest"

func init() { wasmguest.Register(hang{}) }

func main() {}

// hangForever spins: only the host's deadline can stop it.
func hangForever() {
	for {
	}
}
