package config

import "github.com/sluicehq/sluice/internal/bytesize"

// Size is a number of bytes, the one size type of every setting (core keys
// and plugin tables alike): an integer (bytes) or a string with a unit,
// "64MiB" or "10MB" (see bytesize.Size).
type Size = bytesize.Size

// ParseSize reads a size written as an integer number of bytes or with a
// unit.
func ParseSize(s string) (Size, error) { return bytesize.Parse(s) }
