package config

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/sluicehq/sluice/core/registry"
)

// docsBlock matches a generated table in docs/configuration.md: from the
// line "<!-- generated from the config spec: [table] -->" to the line
// "<!-- end of generated table -->".
var docsBlock = regexp.MustCompile(`(?s)<!-- generated from the config spec: \[([a-z_.]+)\] -->\n.*?<!-- end of generated table -->\n`)

// UpdateDocs rewrites every generated table of a configuration page (see
// docsBlock) from coreSpecs and the key declarations of modules, so
// docs/configuration.md shows each core key and each declared plugin key
// with the default, range and doc it is declared with. It is an error when
// the page has no generated table, or one for a table no key belongs to.
func UpdateDocs(page string, modules []registry.Module) (string, error) {
	specs := coreSpecs
	declared := map[string]bool{}
	for _, m := range modules {
		declared[m.ID] = true
		ps, err := PluginSpecs(m)
		if err != nil {
			return "", err
		}
		specs = append(specs[:len(specs):len(specs)], ps...)
	}
	if !docsBlock.MatchString(page) {
		return "", fmt.Errorf("the page has no generated table (a line <!-- generated from the config spec: [worker] -->)")
	}
	var err error
	out := docsBlock.ReplaceAllStringFunc(page, func(block string) string {
		table := docsBlock.FindStringSubmatch(block)[1]
		t := markdownTable(specs, table)
		if t == "" && strings.Contains(table, ".") && !declared[table] {
			// A plugin's table, and the plugin is not among modules
			// (internal/config's own tests see no plugins): left as it is.
			return block
		}
		if t == "" && err == nil {
			err = fmt.Errorf("generated table [%s]: no keys are declared for it", table)
		}
		return "<!-- generated from the config spec: [" + table + "] -->\n" + t + "<!-- end of generated table -->\n"
	})
	return out, err
}

// MarkdownTable writes the keys of one core table as a Markdown table:
// key, type, default, range or allowed values, and meaning.
func MarkdownTable(table string) string { return markdownTable(coreSpecs, table) }

// markdownTable writes the keys of specs that belong to table, the way
// MarkdownTable describes.
func markdownTable(specs []Spec, table string) string {
	var b strings.Builder
	for i := range specs {
		s := &specs[i]
		if s.Table() != table {
			continue
		}
		if b.Len() == 0 {
			b.WriteString("| key | type | default | range | meaning |\n|---|---|---|---|---|\n")
		}
		def := s.DefaultText()
		switch {
		case s.Type == TypeTable:
			def = "see [" + s.Key + "]"
		case def != "":
			def = "`" + def + "`"
		default:
			def = s.DefaultDoc
		}
		rng := s.RangeText()
		if len(s.Values) > 0 {
			rng = "`" + strings.Join(s.Values, "`, `") + "`"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s |\n", s.Name(), s.Type, mdCell(def), mdCell(rng), mdCell(s.Doc))
	}
	return b.String()
}

// mdCell escapes what would break a Markdown table cell.
func mdCell(s string) string {
	s = strings.ReplaceAll(s, "|", `\|`)
	return strings.ReplaceAll(s, "<", "&lt;")
}
