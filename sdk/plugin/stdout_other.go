//go:build !linux

package plugin

// protectStdout does nothing where descriptors cannot be duplicated.
func protectStdout() error { return nil }
