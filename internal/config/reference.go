package config

import (
	_ "embed"
	"fmt"
	"regexp"
	"strings"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
	"github.com/sluicehq/sluice/core/transport"
)

//go:embed core.toml
var coreTemplate string

// Reference assembles the reference worker.toml from the core template
// (internal/config/core.toml) and the key declarations of every module: each
// becomes the body of its [<namespace>.<name>] table (PluginTable). The transport that
// DefaultTransport selects is active; the tables of other transports are
// commented out so that the result works as the built-in default.
// Modules are emitted in the order given (modules.List sorts by id).
func Reference(modules []registry.Module) ([]byte, error) {
	sections := map[string]*strings.Builder{
		transport.Plugins.Name: {}, backend.Plugins.Name: {}, prepare.Plugins.Name: {},
	}
	for _, m := range modules {
		b, ok := sections[m.Namespace()]
		if !ok {
			return nil, fmt.Errorf("module %s: unknown namespace %q", m.ID, m.Namespace())
		}
		body, err := pluginBody(m)
		if err != nil {
			return nil, err
		}
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		table := "[" + m.ID + "]\n" + body
		if m.Namespace() == transport.Plugins.Name && m.Name() != DefaultTransport {
			table = commentOut(table)
		}
		b.WriteString(table)
	}
	out, err := expandSpecs(coreTemplate)
	if err != nil {
		return nil, err
	}
	for _, ns := range []string{transport.Plugins.Name, backend.Plugins.Name, prepare.Plugins.Name} {
		marker := "#@" + ns + "\n"
		if !strings.Contains(out, marker) {
			return nil, fmt.Errorf("core template lacks the %q marker", strings.TrimSpace(marker))
		}
		body := sections[ns].String()
		if body == "" {
			body = fmt.Sprintf("# (no %s plugins are built into this worker)\n", ns)
		}
		out = strings.Replace(out, marker, body, 1)
	}
	return []byte(out), nil
}

// PluginTable is the body of a plugin's table in the reference
// worker.toml, generated from its key declarations: a comment with its
// summary, its keys, then its sub-tables with their full paths. Decoded
// into the plugin's New value it holds the plugin's defaults
// (CheckDeclarations and plugins/plugins_test.go check that).
func PluginTable(m registry.Module) (string, error) { return pluginBody(m) }

// pluginBody is PluginTable.
func pluginBody(m registry.Module) (string, error) {
	if len(m.Keys) == 0 {
		return "", fmt.Errorf("module %s: declares no Keys; every plugin declares the keys of its table", m.ID)
	}
	specs, err := PluginSpecs(m)
	if err != nil {
		return "", err
	}
	return wrapComment(m.ID+": "+m.Summary+".", 76) + "\n" + referenceTable(specs, m.ID), nil
}

// commentOut prefixes every line of s with "# " ("#" for empty lines).
func commentOut(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		if l == "" {
			lines[i] = "#"
		} else {
			lines[i] = "# " + l
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

// specMarker matches the line where a core table's keys go in the
// template: "#@spec worker".
var specMarker = regexp.MustCompile(`(?m)^#@spec ([a-z_]+)\n`)

// expandSpecs replaces each "#@spec <table>" line of the template with the
// keys coreSpecs declares for that table.
func expandSpecs(template string) (string, error) {
	var err error
	out := specMarker.ReplaceAllStringFunc(template, func(line string) string {
		table := specMarker.FindStringSubmatch(line)[1]
		body := referenceKeys(table)
		if body == "" && err == nil {
			err = fmt.Errorf("core template: no keys are declared for [%s]", table)
		}
		return body
	})
	return out, err
}

// referenceKeys writes the keys of one core table as worker.toml shows
// them: each key's doc as comments, its range and a machine-dependent
// default spelled out, then the key with its default (commented out with
// an example when the default depends on the machine). Keys are separated
// by a blank line.
func referenceKeys(table string) string { return referenceSpecs(coreSpecs, table) }

// referenceSpecs writes the keys of specs that belong to table, the way
// referenceKeys describes.
func referenceSpecs(specs []Spec, table string) string {
	var b strings.Builder
	for i := range specs {
		s := &specs[i]
		if s.Table() != table || s.Type == TypeTable {
			continue
		}
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		doc := s.Doc
		if r := s.RangeText(); r != "" && (s.Type == TypeStrings || s.Type == TypeStringTable) {
			doc += " Limits: " + r + "."
		} else if r != "" {
			doc += " Range: " + r + "."
		}
		if len(s.Values) > 0 {
			doc += " One of " + orList(s.Values) + "."
		}
		if s.DefaultDoc != "" {
			doc += " Default: " + s.DefaultDoc + "."
		}
		b.WriteString(wrapComment(doc, 76))
		if d := s.DefaultText(); d != "" {
			fmt.Fprintf(&b, "%s = %s\n", s.Name(), d)
		} else {
			fmt.Fprintf(&b, "# %s = %s\n", s.Name(), s.Example)
		}
	}
	return b.String()
}

// referenceTable writes the keys of a plugin's table (referenceSpecs), then
// each of its sub-tables: the table's doc, its header with the full path
// and its own keys.
func referenceTable(specs []Spec, table string) string {
	var b strings.Builder
	b.WriteString(referenceSpecs(specs, table))
	for i := range specs {
		s := &specs[i]
		if s.Type != TypeTable || s.Table() != table {
			continue
		}
		b.WriteString("\n" + wrapComment(s.Doc, 76) + "[" + s.Key + "]\n" + referenceTable(specs, s.Key))
	}
	return b.String()
}

// wrapComment writes text as "# " comment lines of at most width columns.
func wrapComment(text string, width int) string {
	var b strings.Builder
	line := "#"
	for _, w := range strings.Fields(text) {
		if len(line)+1+len(w) > width && line != "#" {
			b.WriteString(line + "\n")
			line = "#"
		}
		line += " " + w
	}
	b.WriteString(line + "\n")
	return b.String()
}
