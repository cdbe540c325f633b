package nats

import (
	"fmt"
	"strconv"
	"strings"
)

// MinServerVersion is the oldest nats-server the transport works with.
// 2.10 added stream metadata, where the transport records its state
// format and who created each stream; an older server drops the metadata
// without an error, so the format would read as missing on every start.
const MinServerVersion = "2.10.0"

// checkServerVersion refuses a server older than MinServerVersion, naming
// the version found and how to get a newer one. A version that does not
// parse is refused too: the transport cannot tell what the server keeps.
func checkServerVersion(v string) error {
	have, ok := parseVersion(v)
	if !ok {
		return fmt.Errorf("reports version %q, which is not major.minor.patch; transport.nats needs nats-server %s or newer", v, MinServerVersion)
	}
	want, _ := parseVersion(MinServerVersion)
	for i := range have {
		if have[i] != want[i] {
			if have[i] < want[i] {
				return fmt.Errorf("is nats-server %s; transport.nats needs %s or newer (stream metadata, which holds the state format, came in 2.10): "+
					"upgrade the server, for example with go install github.com/nats-io/nats-server/v2@latest (Debian 12's package is 2.9 and too old)", v, MinServerVersion)
			}
			break
		}
	}
	return nil
}

// parseVersion reads "major.minor.patch", with an optional pre-release or
// build suffix after the patch ("2.11.0-RC.1", "2.10.7+build").
func parseVersion(v string) ([3]int, bool) {
	var out [3]int
	parts := strings.SplitN(v, ".", 3)
	if len(parts) != 3 {
		return out, false
	}
	parts[2], _, _ = strings.Cut(parts[2], "-")
	parts[2], _, _ = strings.Cut(parts[2], "+")
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || p == "" || strings.TrimLeft(p, "0123456789") != "" {
			return out, false
		}
		out[i] = n
	}
	return out, true
}
