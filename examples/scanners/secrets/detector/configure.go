package detector

import (
	"bytes"
	"context"
	"fmt"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Loader is the detector before it has rules: the WASM build registers it,
// and the host hands it the rule packs of the package (and any the user
// adds) through Configure. Its Info has no keywords, so a host that gives
// it no data files fails the load with that said.
type Loader struct {
	// Regexp, when set, is asked during Configure for a runner of each
	// keyed rule's pattern (the WASM build passes the host's, see
	// wasmguest.NewHostRegexp); where it returns nil the detector uses
	// regexp itself.
	Regexp func(pattern string) Regexp
}

// Info describes the detector without rules.
func (Loader) Info() scanner.Info {
	return scanner.Info{Name: Name, Version: Version, Kind: scanner.KindDetector, MaxMatchBytes: MaxMatchBytes}
}

// Detect is never called: a Loader has no keywords, so no host loads it.
func (Loader) Detect(context.Context, *scanner.Window, scanner.Reporter) error {
	return fmt.Errorf("secrets: no rule packs were given to the detector: %w", scanner.ErrBadRequest)
}

// Configure builds the detector from the rule packs in files, in order:
// Sluice packs (with `format = 1`) and gitleaks.toml files alike.
func (l Loader) Configure(files []scanner.DataFile) (scanner.Scanner, error) {
	return fromDataFiles(files, l.Regexp)
}

// Configure builds a new detector from the rule packs in files, as Loader
// does; the receiver's own rules are not kept.
func (s *Secrets) Configure(files []scanner.DataFile) (scanner.Scanner, error) {
	return FromDataFiles(files)
}

// FromDataFiles builds the detector from the rule packs in files, in
// order (any form ParseAny reads). There must be at least one.
func FromDataFiles(files []scanner.DataFile) (*Secrets, error) { return fromDataFiles(files, nil) }

// fromDataFiles is FromDataFiles with the keyed patterns' runners from
// host (see Loader.Regexp).
func fromDataFiles(files []scanner.DataFile, host func(pattern string) Regexp) (*Secrets, error) {
	if len(files) == 0 {
		return nil, fmt.Errorf("secrets: no rule packs")
	}
	packs := make([]*Pack, 0, len(files))
	for _, f := range files {
		p, err := ParseAny(f.Name, f.Data)
		if err != nil {
			return nil, err
		}
		packs = append(packs, p)
	}
	rules, err := compilePacks(host, packs...)
	if err != nil {
		return nil, err
	}
	return NewWithRules(rules)
}

var (
	_ scanner.Configurable = Loader{}
	_ scanner.Configurable = (*Secrets)(nil)
	_ scanner.Detector     = Loader{}
)

// ParseAny reads a rule pack in any of its forms: a Sluice pack (it sets
// `format`), a gitleaks.toml, or a compiled pack (CompilePack).
func ParseAny(name string, data []byte) (*Pack, error) {
	if len(data) > MaxPackBytes {
		return nil, fmt.Errorf("rule pack %s: %d bytes, more than the limit of %d", name, len(data), MaxPackBytes)
	}
	if IsCompiledPack(data) {
		return parseCompiledPack(name, data)
	}
	if bytes.HasPrefix(data, []byte(compiledPackMagic[:len(compiledPackMagic)-1])) {
		return nil, fmt.Errorf("rule pack %s: %w: compiled in layout %d, this detector reads layout %d; compile it again from its TOML",
			name, errCompiledPack, data[len(compiledPackMagic)-1], compiledPackMagic[len(compiledPackMagic)-1])
	}
	// Decode as a Sluice pack first: that is the one parse the default
	// pack needs (every WASM pool instance loads it, and parsing TOML in a
	// guest is slow). Without a top-level `format` it is a gitleaks.toml,
	// parsed again as one; on any error the file is probed as before, so
	// the errors are those of the format it is in.
	var f packFile
	md, err := toml.Decode(string(data), &f)
	if err == nil {
		if md.IsDefined("format") {
			return packFromTOML(name, data, &f, md)
		}
		return ParseGitleaks(name, data)
	}
	var probe map[string]any
	if _, err := toml.Decode(string(data), &probe); err != nil {
		return nil, packSyntaxError(name, err)
	}
	if _, ok := probe["format"]; ok {
		return ParsePack(name, data)
	}
	return ParseGitleaks(name, data)
}
