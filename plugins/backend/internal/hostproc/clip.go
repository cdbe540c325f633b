package hostproc

import "fmt"

// ClipMiddle returns b when it has at most max bytes (or max <= 0), else
// its first and last bytes around a marker naming how many were left out,
// at most max bytes of b in all.
func ClipMiddle(b []byte, max int) []byte {
	if max <= 0 || len(b) <= max {
		return b
	}
	head, tail := max/2, max-max/2
	out := append([]byte(nil), b[:head]...)
	out = fmt.Appendf(out, "…[%d bytes elided]…", len(b)-head-tail)
	return append(out, b[len(b)-tail:]...)
}
