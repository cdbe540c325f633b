package wasm

import (
	"errors"
	"fmt"

	"github.com/sluicehq/sluice/core/config"
	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/internal/wasmhost"
)

// Defaults of the configuration keys, set by New.
const (
	DefaultMaxMemory        = 256 << 20
	DefaultRecycleAfterJobs = wasmhost.DefaultRecycleAfterJobs
	DefaultMaxOutput        = wasmhost.DefaultMaxOutputBytes
	DefaultMaxFindingBytes  = wasmhost.DefaultMaxFindingBytes
	DefaultChunkBytes       = detectengine.DefaultChunkBytes
)

// Bounds of the configuration keys, enforced by Validate.
const (
	MinMaxOutput       = 1 << 10
	MinMaxFindingBytes = 1 << 10
	MaxMaxFindingBytes = 1 << 20
	MinChunkBytes      = 64 << 10
	MaxChunkBytes      = 64 << 20
)

// Parse returns a Backend configured from the TOML text of its table (keys
// as in sample.toml), decoded strictly: an unknown key is an error naming
// it and its line (config.DecodePlugin). The result still needs Provision
// and Validate.
func Parse(tomlText string) (*Backend, error) {
	b := New()
	if err := config.DecodePlugin(ID, tomlText, b); err != nil {
		return nil, err
	}
	return b, nil
}

// Validate checks the configuration. It has no side effects.
func (b *Backend) Validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if b.MaxMemory < wasmhost.MinMaxMemoryBytes || b.MaxMemory > wasmhost.MaxMaxMemoryBytes {
		bad("max_memory: %s is not in [16MiB, 4GiB]", b.MaxMemory)
	}
	if b.PoolSize < 0 || b.PoolSize > wasmhost.MaxPoolSize {
		bad("pool_size: %d is not in [0, %d]", b.PoolSize, wasmhost.MaxPoolSize)
	}
	if b.RecycleAfterJobs < 1 {
		bad("recycle_after_jobs: %d must be at least 1", b.RecycleAfterJobs)
	}
	if b.MaxOutput < MinMaxOutput {
		bad("max_output: %s is below 1KiB", b.MaxOutput)
	}
	if b.MaxFindingBytes < MinMaxFindingBytes || b.MaxFindingBytes > MaxMaxFindingBytes {
		bad("max_finding_bytes: %s is not in [1KiB, 1MiB]", b.MaxFindingBytes)
	}
	if b.ChunkBytes < MinChunkBytes || b.ChunkBytes > MaxChunkBytes {
		bad("chunk_bytes: %s is not in [64KiB, 64MiB]", b.ChunkBytes)
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s: %w", ID, errors.Join(errs...))
	}
	return nil
}
