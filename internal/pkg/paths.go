package pkg

import (
	"fmt"
	"strings"
)

// Reserved top-level names: the manifest and its signature are never listed
// files.
const (
	ManifestName  = "manifest.json"
	SignatureName = "manifest.sig"
)

// windowsReserved are device names no path component may use, with or
// without an extension, in any case.
var windowsReserved = map[string]bool{
	"con": true, "prn": true, "aux": true, "nul": true, "conin$": true, "conout$": true,
	"com0": true, "com1": true, "com2": true, "com3": true, "com4": true, "com5": true, "com6": true, "com7": true, "com8": true, "com9": true,
	"lpt0": true, "lpt1": true, "lpt2": true, "lpt3": true, "lpt4": true, "lpt5": true, "lpt6": true, "lpt7": true, "lpt8": true, "lpt9": true,
}

// CheckPackagePath reports whether p is a safe package path: slash-separated, at
// most MaxPathBytes bytes and MaxPathDepth components, each component made
// of A-Z a-z 0-9 . _ - only, not "." or "..", not starting with '-' or
// ending with '.', not a reserved device name (CON, NUL, COM1, ...). An
// absolute path, a drive letter or a backslash cannot pass the allow-list.
func CheckPackagePath(p string) error {
	if p == "" {
		return fmt.Errorf("empty path")
	}
	if len(p) > MaxPathBytes {
		return fmt.Errorf("path is %d bytes, longer than %d", len(p), MaxPathBytes)
	}
	if p[0] == '/' {
		return fmt.Errorf("path %q is absolute", p)
	}
	if len(p) >= 2 && p[1] == ':' {
		return fmt.Errorf("path %q starts with a drive letter", p)
	}
	parts := strings.Split(p, "/")
	if len(parts) > MaxPathDepth {
		return fmt.Errorf("path %q has %d components, more than %d", p, len(parts), MaxPathDepth)
	}
	for _, c := range parts {
		if c == "" {
			return fmt.Errorf("path %q has an empty component (leading, trailing or double slash)", p)
		}
		if c == "." || c == ".." {
			return fmt.Errorf("path %q has a %q component", p, c)
		}
		for i := 0; i < len(c); i++ {
			b := c[i]
			if !(b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '.' || b == '_' || b == '-') {
				return fmt.Errorf("path %q has byte %q; allowed are A-Z a-z 0-9 . _ - and / between components", p, b)
			}
		}
		if c[0] == '-' {
			return fmt.Errorf("path %q has a component starting with '-'", p)
		}
		if strings.HasSuffix(c, ".") {
			return fmt.Errorf("path %q has a component ending with '.'", p)
		}
		base, _, _ := strings.Cut(strings.ToLower(c), ".")
		if windowsReserved[base] {
			return fmt.Errorf("path %q uses the reserved device name %q", p, base)
		}
	}
	if p == ManifestName || p == SignatureName {
		return fmt.Errorf("path %q is reserved for the package's own manifest and signature", p)
	}
	return nil
}
