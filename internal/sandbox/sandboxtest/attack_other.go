//go:build !linux

package sandboxtest

func kernelAttack(map[string]string) ([]string, bool) { return nil, false }
