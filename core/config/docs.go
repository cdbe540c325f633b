package config

import (
	"fmt"
	"regexp"
	"strings"
)

// docsBlock matches a generated table in docs/configuration.md: from the
// line "<!-- generated from the config spec: [table] -->" to the line
// "<!-- end of generated table -->".
var docsBlock = regexp.MustCompile(`(?s)<!-- generated from the config spec: \[([a-z_]+)\] -->\n.*?<!-- end of generated table -->\n`)

// UpdateDocs rewrites every generated table of a configuration page (see
// docsBlock) from coreSpecs, so docs/configuration.md shows each core key
// with the default, range and doc it is declared with. It is an error when
// the page has no generated table, or one for a table no key belongs to.
func UpdateDocs(page string) (string, error) {
	if !docsBlock.MatchString(page) {
		return "", fmt.Errorf("the page has no generated table (a line <!-- generated from the config spec: [worker] -->)")
	}
	var err error
	out := docsBlock.ReplaceAllStringFunc(page, func(block string) string {
		table := docsBlock.FindStringSubmatch(block)[1]
		t := MarkdownTable(table)
		if t == "" && err == nil {
			err = fmt.Errorf("generated table [%s]: no keys are declared for it", table)
		}
		return "<!-- generated from the config spec: [" + table + "] -->\n" + t + "<!-- end of generated table -->\n"
	})
	return out, err
}

// MarkdownTable writes the keys of one core table as a Markdown table:
// key, type, default, range or allowed values, and meaning.
func MarkdownTable(table string) string {
	var b strings.Builder
	for i := range coreSpecs {
		s := &coreSpecs[i]
		if s.Table() != table {
			continue
		}
		if b.Len() == 0 {
			b.WriteString("| key | type | default | range | meaning |\n|---|---|---|---|---|\n")
		}
		def := s.DefaultText()
		if def != "" {
			def = "`" + def + "`"
		} else {
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
