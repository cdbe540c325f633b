package wasm

import (
	"github.com/sluicehq/sluice/internal/config"
)

// Bounds of the configuration keys, declared in keys.
const (
	MinMaxOutput       = 1 << 10
	MinMaxFindingBytes = 1 << 10
	MaxMaxFindingBytes = 1 << 20
	MinChunkBytes      = 64 << 10
	MaxChunkBytes      = 64 << 20
)

// Parse returns a Backend configured from the TOML text of its table (its keys), decoded strictly: an unknown key is an error naming
// it and its line (config.DecodePlugin). The result still needs Provision
// and Validate.
func Parse(tomlText string) (*Backend, error) {
	b := New()
	if err := config.DecodePlugin(ID, tomlText, b); err != nil {
		return nil, err
	}
	return b, nil
}

// Validate checks the configuration against the ranges its keys declare
// (config.CheckKeys). It has no side effects.
func (b *Backend) Validate() error { return config.CheckKeys(ID, keys, b) }
