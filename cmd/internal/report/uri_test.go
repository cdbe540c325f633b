package report

import (
	"fmt"
	"net/url"
	"strings"
)

// parseURIReference parses a URI reference and rejects characters RFC 3986
// does not allow unescaped (spaces, controls).
func parseURIReference(s string) (*url.URL, error) {
	if strings.ContainsAny(s, " \t\r\n\x1b\"<>\\^`{|}") {
		return nil, fmt.Errorf("unescaped character in %q", s)
	}
	return url.Parse(s)
}
