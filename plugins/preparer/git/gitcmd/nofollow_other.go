//go:build !unix

package gitcmd

const noFollow = 0

func isLoop(error) bool { return false }
