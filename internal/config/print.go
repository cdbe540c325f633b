package config

import (
	"bytes"
	"fmt"
	"io"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/pkg"
)

// WriteTOML writes the effective config: every core key with its value
// after defaults and path resolution, the selected transport's table, and
// the table of every other plugin the file configures, each decoded into
// its plugin's value (plugin defaults included). It is what `worker config
// check --print` shows.
func (c *Config) WriteTOML(w io.Writer) error {
	doc := struct {
		Worker    Worker          `toml:"worker"`
		Log       Log             `toml:"log"`
		Metrics   Metrics         `toml:"metrics"`
		Limits    Limits          `toml:"limits"`
		Transport map[string]any  `toml:"transport"`
		Backend   map[string]any  `toml:"backend,omitempty"`
		Preparer  map[string]any  `toml:"preparer,omitempty"`
		Package   []Package       `toml:"package,omitempty"`
		Trust     pkg.TrustConfig `toml:"trust"`
	}{Worker: c.Worker, Log: c.Log, Metrics: c.Metrics, Limits: c.Limits, Transport: map[string]any{},
		Backend: map[string]any{}, Preparer: map[string]any{}, Package: c.Packages, Trust: c.Trust}
	plugins := c.Plugins()
	if c.Transport != nil {
		doc.Transport["use"] = c.Transport.Module.Name()
		if !c.Transport.Present() {
			plugins = append(plugins, c.Transport)
		}
	}
	tables := map[string]map[string]any{transport.Plugins.Name: doc.Transport,
		backend.Plugins.Name: doc.Backend, prepare.Plugins.Name: doc.Preparer}
	var resolved []string
	for _, p := range plugins {
		v := p.Module.New()
		if err := p.Decode(v); err != nil {
			return err
		}
		if r, ok := v.(registry.DefaultResolver); ok {
			for _, note := range r.ResolveDefaults(c.Worker.StateDir) {
				resolved = append(resolved, p.Module.ID+"."+note)
			}
		}
		tables[p.Module.Namespace()][p.Module.Name()] = v
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "# effective configuration from %s\n", c.Source)
	for _, note := range resolved {
		fmt.Fprintf(&buf, "# %s\n", note)
	}
	enc := toml.NewEncoder(&buf)
	enc.Indent = ""
	if err := enc.Encode(doc); err != nil {
		return fmt.Errorf("encoding the effective config: %w", err)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// Registered lists the registered plugin ids of a namespace, for messages.
func Registered(ns string) string { return listOr(modules.Names(ns)) }
