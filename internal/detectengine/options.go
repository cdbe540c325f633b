package detectengine

import (
	"fmt"
	"io/fs"
	"path"
	"runtime"
)

// Defaults for Options fields left zero.
const (
	// DefaultChunkBytes is the default number of new bytes read per chunk.
	DefaultChunkBytes = 1 << 20
	// DefaultMaxFileBytes is the default size above which a file is skipped.
	DefaultMaxFileBytes = 256 << 20
	// DefaultMaxFindingsPerFile is the default cap on findings kept per file.
	DefaultMaxFindingsPerFile = 10000
	// BinarySniffBytes is how many leading bytes SkipBinary inspects for NUL.
	BinarySniffBytes = 8 << 10
	// MaxLogsPerFile bounds the log lines a detector may emit per file; the
	// rest are counted and summarised in one line.
	MaxLogsPerFile = 16
)

// Options tunes an Engine. The zero value is ready to use.
type Options struct {
	// ChunkBytes is how many new bytes are read from a file at a time, and
	// the longest window handed to Detect (plus the match radius with
	// NoPrefilter). Zero means DefaultChunkBytes
	// (1 MiB). It must be at least twice the match radius plus the longest
	// keyword, or New fails. Memory per worker is about three chunks.
	ChunkBytes int
	// MaxFileBytes skips files larger than this many bytes, with a warning
	// log line; for ScanReader the stream is scanned up to this size and
	// the rest is ignored with a warning. Zero means DefaultMaxFileBytes
	// (256 MiB); negative means no limit.
	MaxFileBytes int64
	// MaxFindingsPerFile caps the distinct findings kept for one file; more
	// are dropped with one warning log line. Zero means
	// DefaultMaxFindingsPerFile (10000).
	MaxFindingsPerFile int
	// Include, when not empty, limits the scan to files whose path matches
	// at least one pattern. Exclude skips files and whole directories whose
	// path matches any pattern. Patterns use path.Match syntax against the
	// slash-separated path relative to the root; a pattern without a slash
	// also matches against the last path element, so "*.min.js" and
	// "node_modules" work at any depth.
	Include, Exclude []string
	// Skip, if set, is called for every entry after Include and Exclude; a
	// true result skips the file, or the whole directory.
	Skip func(path string, d fs.DirEntry) bool
	// Workers is how many files are scanned at once. Zero means
	// runtime.GOMAXPROCS(0). Output order does not depend on it.
	Workers int
	// SkipBinary skips files with a NUL byte in their first
	// BinarySniffBytes (8 KiB).
	SkipBinary bool
	// NoPrefilter turns the keyword pass off: every chunk is handed to
	// Detect whole as one window (chunks overlap by the match radius). It
	// exists to measure what the prefilter saves.
	NoPrefilter bool
}

func (o Options) withDefaults() Options {
	if o.ChunkBytes == 0 {
		o.ChunkBytes = DefaultChunkBytes
	}
	if o.MaxFileBytes == 0 {
		o.MaxFileBytes = DefaultMaxFileBytes
	}
	if o.MaxFindingsPerFile == 0 {
		o.MaxFindingsPerFile = DefaultMaxFindingsPerFile
	}
	if o.Workers == 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	return o
}

func (o Options) validate(radius, maxKeyword int) error {
	if o.ChunkBytes < 0 {
		return fmt.Errorf("detect options: chunk bytes %d is negative", o.ChunkBytes)
	}
	if need := 2*radius + maxKeyword; o.ChunkBytes < need {
		return fmt.Errorf("detect options: chunk bytes %d is under %d (twice the match radius %d plus the longest keyword %d)",
			o.ChunkBytes, need, radius, maxKeyword)
	}
	if o.MaxFindingsPerFile < 0 {
		return fmt.Errorf("detect options: max findings per file %d is negative", o.MaxFindingsPerFile)
	}
	if o.Workers < 0 {
		return fmt.Errorf("detect options: workers %d is negative", o.Workers)
	}
	for _, list := range [][]string{o.Include, o.Exclude} {
		for _, p := range list {
			if _, err := path.Match(p, ""); err != nil {
				return fmt.Errorf("detect options: pattern %q: %w", p, err)
			}
		}
	}
	return nil
}

// matchAny reports whether p matches a pattern in patterns, either whole or,
// for patterns without a slash, by its last element.
func matchAny(patterns []string, p string) bool {
	base := path.Base(p)
	for _, pat := range patterns {
		if ok, _ := path.Match(pat, p); ok {
			return true
		}
		if !containsSlash(pat) {
			if ok, _ := path.Match(pat, base); ok {
				return true
			}
		}
	}
	return false
}

func containsSlash(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '/' {
			return true
		}
	}
	return false
}
