package hostproc

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ByteSize is a number of bytes that reads from TOML as an integer
// (1048576) or a string with a binary unit ("512MiB", "2 GiB"; units B,
// KiB, MiB, GiB, TiB). It must not be negative or overflow int64. Zero
// means no limit where a key allows it.
type ByteSize int64

// byteUnits are the accepted suffixes, longest first.
var byteUnits = []struct {
	suffix string
	mult   int64
}{{"TiB", 1 << 40}, {"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}, {"B", 1}}

// UnmarshalText implements encoding.TextUnmarshaler.
func (b *ByteSize) UnmarshalText(text []byte) error {
	s := strings.TrimSpace(string(text))
	mult := int64(1)
	for _, u := range byteUnits {
		if num, ok := strings.CutSuffix(s, u.suffix); ok {
			s, mult = strings.TrimSpace(num), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64/mult {
		return fmt.Errorf("invalid size %q (use a byte count or forms like 512MiB, 2GiB)", text)
	}
	*b = ByteSize(n * mult)
	return nil
}

// MarshalText implements encoding.TextMarshaler; it writes the byte count.
func (b ByteSize) MarshalText() ([]byte, error) { return []byte(strconv.FormatInt(int64(b), 10)), nil }
