package git

import (
	"strings"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/hexdigest"
)

// ValidateRef checks a target ref before it reaches git: 1..MaxRefBytes
// bytes of [A-Za-z0-9._/-], optionally followed by ~N or ^N suffixes; it
// may not start with '-' (an option) or '/', hold "..", "//" or "@{", or
// end in '.', '/' or ".lock". Empty means HEAD. Errors are *prepare.Error
// of kind ErrTarget.
func ValidateRef(ref string) error {
	bad := func(why string) error {
		return prepare.Errorf(prepare.ErrTarget, "", "target ref %.80q %s", ref, why)
	}
	if ref == "" {
		return nil
	}
	if len(ref) > MaxRefBytes {
		return bad("is longer than 256 bytes")
	}
	name := ref
	if i := strings.IndexAny(ref, "~^"); i >= 0 {
		name = ref[:i]
		for _, c := range ref[i:] {
			if c != '~' && c != '^' && (c < '0' || c > '9') {
				return bad("has a suffix other than ~N and ^N")
			}
		}
	}
	switch {
	case name == "":
		return bad("names no revision")
	case name[0] == '-' || name[0] == '/':
		return bad("starts with '-' or '/'")
	case strings.Contains(name, "..") || strings.Contains(name, "//") || strings.Contains(name, "@{"):
		return bad("holds '..', '//' or '@{'")
	case strings.HasSuffix(name, ".") || strings.HasSuffix(name, "/") || strings.HasSuffix(name, ".lock"):
		return bad("ends in '.', '/' or '.lock'")
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '/' || c == '-') {
			return bad("holds a character outside [A-Za-z0-9._/-]")
		}
	}
	return nil
}

// isObjectID reports whether s is a full SHA-1 or SHA-256 object id.
func isObjectID(s string) bool {
	return (len(s) == 40 || len(s) == 64) && hexdigest.IsLowerHex(s)
}
