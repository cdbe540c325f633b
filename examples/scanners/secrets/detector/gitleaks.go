package detector

import (
	"fmt"
	"regexp/syntax"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
)

// A gitleaks.toml loads into the same engine as a Sluice rule pack. Both
// use Go's regexp (RE2), so Gitleaks patterns compile unchanged. What a
// gitleaks.toml may hold, and how it maps:
//
//   - [[rules]]: id, description, regex (pattern), secretGroup, entropy,
//     keywords, path (the rule's paths), tags, and allow-lists as
//     [rules.allowlist] or [[rules.allowlists]] with regexes, regexTarget,
//     stopwords, paths and condition ("OR" or "AND"). A rule with the id of an
//     earlier rule (a default one) replaces it, as extend does in Gitleaks.
//   - [allowlist] and [[allowlists]]: allow-lists for every rule.
//   - [extend]: useDefault keeps the default pack's rules, with
//     disabledRules removed by id and the file's rules of the same id in
//     their place; without it the file's rules replace the default pack's
//     (as Gitleaks' own rules are replaced by a config that does not extend
//     them), and disabledRules is ignored, as Gitleaks ignores it.
//   - title, minVersion and allow-list descriptions are read and ignored.
//   - A pattern that spans lines (spansLines: Gitleaks' private-key rule)
//     runs over the lines after its keyword, up to MaxMatchBytes, instead
//     of on the keyword's line.
//   - A rule with a path and no regex (pkcs12-file) reports every file whose
//     path matches, whatever it holds: the detector declares its paths as
//     Info.PathPatterns, so the host hands it such files even when they are
//     binary.
//
// Refused, with an error naming the rule and its line: composite rules
// ([[rules.required]]), allow-lists of commits, global allow-lists with
// targetRules, and extend.path / extend.url (load each file with its own
// --rules instead). Unknown keys are errors too.

// gitleaksFile is the TOML layout of a gitleaks.toml.
type gitleaksFile struct {
	Title      string              `toml:"title"`
	MinVersion string              `toml:"minVersion"`
	Extend     gitleaksExtend      `toml:"extend"`
	Rules      []gitleaksRule      `toml:"rules"`
	Allowlist  *gitleaksAllowlist  `toml:"allowlist"`
	Allowlists []gitleaksAllowlist `toml:"allowlists"`
}

type gitleaksExtend struct {
	UseDefault    bool     `toml:"useDefault"`
	Path          string   `toml:"path"`
	URL           string   `toml:"url"`
	DisabledRules []string `toml:"disabledRules"`
}

type gitleaksRule struct {
	ID          string              `toml:"id"`
	Description string              `toml:"description"`
	Regex       string              `toml:"regex"`
	SecretGroup *int                `toml:"secretGroup"`
	Entropy     float64             `toml:"entropy"`
	Path        string              `toml:"path"`
	Keywords    []string            `toml:"keywords"`
	Tags        []string            `toml:"tags"`
	Allowlist   *gitleaksAllowlist  `toml:"allowlist"`
	Allowlists  []gitleaksAllowlist `toml:"allowlists"`
	Required    []map[string]any    `toml:"required"`
}

type gitleaksAllowlist struct {
	Description string   `toml:"description"`
	Condition   string   `toml:"condition"`
	RegexTarget string   `toml:"regexTarget"`
	Regexes     []string `toml:"regexes"`
	Paths       []string `toml:"paths"`
	Stopwords   []string `toml:"stopwords"`
	Commits     []string `toml:"commits"`
	TargetRules []string `toml:"targetRules"`
}

// ParseGitleaks reads a gitleaks.toml as a rule pack.
func ParseGitleaks(name string, data []byte) (*Pack, error) {
	if len(data) > MaxPackBytes {
		return nil, fmt.Errorf("gitleaks config %s: %d bytes, more than the limit of %d", name, len(data), MaxPackBytes)
	}
	var f gitleaksFile
	md, err := toml.Decode(string(data), &f)
	if err != nil {
		return nil, fmt.Errorf("gitleaks config %s: %w", name, packSyntaxError(name, err))
	}
	lines := tableLines(data, "rules")
	specs := make([]RuleSpec, len(f.Rules))
	for i := range f.Rules {
		specs[i].ID = f.Rules[i].ID
	}
	if err := undecoded(name, data, md, "rules", specs); err != nil {
		return nil, fmt.Errorf("gitleaks config: %w", err)
	}
	// As in Gitleaks, the file replaces the default rules unless it
	// extends them (useDefault), and disabledRules applies only then.
	p := &Pack{Name: name, replaces: true, dropsDefault: !f.Extend.UseDefault}
	if f.Extend.UseDefault {
		p.Disable = f.Extend.DisabledRules
	}
	switch {
	case f.Extend.Path != "":
		return nil, fmt.Errorf("gitleaks config %s: [extend] path = %q is not supported; pass that file with its own --rules", name, f.Extend.Path)
	case f.Extend.URL != "":
		return nil, fmt.Errorf("gitleaks config %s: [extend] url is not supported; download the file and pass it with --rules", name)
	}
	globals := f.Allowlists
	if f.Allowlist != nil {
		globals = append([]gitleaksAllowlist{*f.Allowlist}, globals...)
	}
	for _, a := range globals {
		if len(a.TargetRules) > 0 {
			return nil, fmt.Errorf("gitleaks config %s: a global allowlist with targetRules is not supported; move it into those rules' [[rules.allowlists]]", name)
		}
		spec, err := gitleaksAllow(a)
		if err != nil {
			return nil, fmt.Errorf("gitleaks config %s: [allowlist]: %w", name, err)
		}
		p.Allows = append(p.Allows, spec)
	}
	for i, r := range f.Rules {
		line := 0
		if i < len(lines) {
			line = lines[i]
		}
		spec, err := gitleaksRuleSpec(r)
		if err != nil {
			return nil, fmt.Errorf("gitleaks config %s:%d: rule %q: %w", name, line, r.ID, err)
		}
		spec.line = line
		p.Rules = append(p.Rules, spec)
	}
	return p, nil
}

func gitleaksRuleSpec(r gitleaksRule) (RuleSpec, error) {
	spec := RuleSpec{ID: r.ID, Description: r.Description, Pattern: r.Regex, Entropy: r.Entropy,
		Keywords: r.Keywords, Tags: r.Tags, Severity: "high"}
	switch {
	case r.Regex == "" && r.Path == "":
		return spec, fmt.Errorf("has neither a regex nor a path")
	case len(r.Required) > 0:
		return spec, fmt.Errorf("composite rules ([[rules.required]]) are not supported")
	}
	spec.SecretGroup = r.SecretGroup
	spec.multiline = spansLines(r.Regex)
	spec.nextLine = !spec.multiline && matchesNewline(r.Regex)
	spec.gitleaks = true
	if r.Path != "" {
		spec.Paths = []string{r.Path}
	}
	lists := r.Allowlists
	if r.Allowlist != nil {
		lists = append([]gitleaksAllowlist{*r.Allowlist}, lists...)
	}
	for _, a := range lists {
		if len(a.TargetRules) > 0 {
			return spec, fmt.Errorf("targetRules belongs to a global allowlist, not a rule's")
		}
		as, err := gitleaksAllow(a)
		if err != nil {
			return spec, fmt.Errorf("allowlist: %w", err)
		}
		spec.Allows = append(spec.Allows, as)
	}
	return spec, nil
}

func gitleaksAllow(a gitleaksAllowlist) (AllowSpec, error) {
	if len(a.Commits) > 0 {
		return AllowSpec{}, fmt.Errorf("commits are not supported (use a --baseline or an ignore file of fingerprints)")
	}
	spec := AllowSpec{Patterns: a.Regexes, Target: a.RegexTarget, Stopwords: a.Stopwords, Paths: a.Paths}
	switch strings.ToUpper(a.Condition) {
	case "", "OR":
	case "AND":
		spec.all = true
	default:
		return AllowSpec{}, fmt.Errorf("condition %q is not OR or AND", a.Condition)
	}
	return spec, nil
}

// matchesNewline reports whether pattern has a part that matches a
// newline: \s in an assignment's spacing, say, which lets Gitleaks (running
// patterns over whole files) find a value on the line after its name, as
// in XML.
func matchesNewline(pattern string) bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return false
	}
	var walk func(*syntax.Regexp) bool
	walk = func(re *syntax.Regexp) bool {
		switch re.Op {
		case syntax.OpLiteral:
			if slices.Contains(re.Rune, '\n') {
				return true
			}
		case syntax.OpAnyChar:
			return true
		case syntax.OpCharClass:
			for i := 0; i+1 < len(re.Rune); i += 2 {
				if re.Rune[i] <= '\n' && '\n' <= re.Rune[i+1] {
					return true
				}
			}
		}
		return slices.ContainsFunc(re.Sub, walk)
	}
	return walk(re)
}

// spansLines reports whether pattern is written to match across lines: a
// literal newline, a dot that matches one ((?s)), or a class that holds a
// newline with letters and digits ([\s\S], [^"]), which Gitleaks, running
// patterns over whole files, lets match across lines. (\s alone, in an
// assignment's spacing, is not counted: Sluice runs such patterns on the
// line of their keyword.)
func spansLines(pattern string) bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return false
	}
	var walk func(*syntax.Regexp) bool
	walk = func(re *syntax.Regexp) bool {
		switch re.Op {
		case syntax.OpLiteral:
			if slices.Contains(re.Rune, '\n') {
				return true
			}
		case syntax.OpAnyChar:
			return true
		case syntax.OpCharClass:
			in := func(c rune) bool {
				for i := 0; i+1 < len(re.Rune); i += 2 {
					if re.Rune[i] <= c && c <= re.Rune[i+1] {
						return true
					}
				}
				return false
			}
			if in('\n') && in('a') && in('Z') && in('0') {
				return true
			}
		}
		for _, sub := range re.Sub {
			if walk(sub) {
				return true
			}
		}
		return false
	}
	return walk(re)
}
