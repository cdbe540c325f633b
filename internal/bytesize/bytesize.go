// Package bytesize is the size type of every setting: a number of bytes
// written as an integer or with a unit. internal/config exports it as
// config.Size; packages that decode their own settings without the rest
// of internal/config (the sandbox) use it from here.
package bytesize

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Size is a number of bytes, the one size type of every setting (core keys
// and plugin tables alike). In TOML it is either an integer (bytes) or a
// string with a unit: "512KiB", "64MiB", "1GiB", "2TiB" (powers of 1024),
// "10kB", "10MB", "10GB", "1TB" (powers of 1000) or "123B"; a space may
// stand between number and unit ("2 GiB"). Sizes are never negative and
// never overflow int64. Zero means no limit where a key says so.
type Size int64

var sizeUnits = []struct {
	suffix string
	factor int64
}{
	// Longest suffixes first so "MiB" is not read as "B".
	{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"TiB", 1 << 40},
	{"kB", 1e3}, {"KB", 1e3}, {"MB", 1e6}, {"GB", 1e9}, {"TB", 1e12},
	{"B", 1},
}

// Parse reads a size written as an integer number of bytes or with a
// unit (see Size).
func Parse(s string) (Size, error) {
	t := strings.TrimSpace(s)
	factor := int64(1)
	for _, u := range sizeUnits {
		if strings.HasSuffix(t, u.suffix) {
			t, factor = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.factor
			break
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("invalid size %q (use bytes as an integer, or forms like 512KiB, 64MiB, 1GiB, 10MB)", s)
	}
	if n > math.MaxInt64/factor {
		return 0, fmt.Errorf("size %q is too large", s)
	}
	return Size(n * factor), nil
}

// UnmarshalTOML accepts an integer or a string (see Size).
func (s *Size) UnmarshalTOML(v any) error {
	switch v := v.(type) {
	case int64:
		if v < 0 {
			return fmt.Errorf("size %d is negative", v)
		}
		*s = Size(v)
		return nil
	case string:
		n, err := Parse(v)
		if err != nil {
			return err
		}
		*s = n
		return nil
	}
	return fmt.Errorf("size must be an integer (bytes) or a string like \"64MiB\", not a %T", v)
}

// UnmarshalText reads a size written as a string (see Size), for decoders
// that hand over text.
func (s *Size) UnmarshalText(text []byte) error {
	n, err := Parse(string(text))
	if err != nil {
		return err
	}
	*s = n
	return nil
}

// MarshalText writes s with the largest binary unit that divides it.
func (s Size) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// String writes s with the largest binary unit that divides it exactly.
func (s Size) String() string {
	for _, u := range []struct {
		suffix string
		factor int64
	}{{"TiB", 1 << 40}, {"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if s != 0 && int64(s)%u.factor == 0 {
			return strconv.FormatInt(int64(s)/u.factor, 10) + u.suffix
		}
	}
	return strconv.FormatInt(int64(s), 10) + "B"
}
