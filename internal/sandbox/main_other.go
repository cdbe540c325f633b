//go:build !linux

package sandbox

// Main does nothing on systems other than Linux, where the sandbox does
// not exist (the backends that use it are Linux-only).
func Main() {}
