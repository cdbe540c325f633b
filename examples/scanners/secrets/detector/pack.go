package detector

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/sdk/detect"
)

// DefaultPack is the default rule pack (rules/default.toml). Native builds
// compile it in; the built-in WASM package ships it as a data file and
// hands it to the detector at load (see Configure).
//
//go:embed rules/default.toml
var DefaultPack []byte

// DefaultPackName is the name of the default pack as a package data file.
const DefaultPackName = "rules/default.toml"

// PackFormat is the version of the rule-pack format this detector reads.
const PackFormat = 1

// Limits of one rule pack.
const (
	// MaxPackBytes caps the size of one pack file.
	MaxPackBytes = 4 << 20
	// MaxPackRules caps the rules of all packs together.
	MaxPackRules = 2000
	// MaxPatternBytes caps one pattern.
	MaxPatternBytes = 4096
)

// Pack is a parsed rule pack: a list of rules and an allow-list applied to
// every rule. Build one with ParsePack (Sluice format) or ParseGitleaks.
type Pack struct {
	// Name names the pack in errors, e.g. "rules/default.toml".
	Name  string
	Rules []RuleSpec
	// Allows apply to every rule of the pack.
	Allows []AllowSpec
	// Disable removes earlier rules (of the default pack) by id.
	Disable []string
	// Targeted are allow-lists for some rules only, by id (the pack's or
	// an earlier pack's).
	Targeted []TargetedAllow
	// replaces lets the pack's rules replace earlier rules of the same id
	// (gitleaks' extend), instead of being an error.
	replaces bool
	// dropsDefault removes the default pack's rules before the pack's
	// own: a gitleaks.toml without [extend] useDefault = true stands
	// alone in Gitleaks, in place of Gitleaks' default rules.
	dropsDefault bool
}

// isDefaultPack reports whether name is the name of the default pack,
// as TOML or compiled.
func isDefaultPack(name string) bool { return name == DefaultPackName || name == CompiledPackName }

// TargetedAllow is an allow-list for the rules it names (a gitleaks.toml's
// [[allowlists]] with targetRules).
type TargetedAllow struct {
	Rules []string
	Allow AllowSpec
}

// Requirement is a rule a composite rule's match needs near it (a
// gitleaks.toml's [[rules.required]]): a match of Rule within WithinLines
// lines and WithinColumns columns (of their starts) when set, else
// anywhere in the window.
type Requirement struct {
	Rule                       string
	WithinLines, WithinColumns *int
}

// RuleSpec is one rule of a pack, as written.
type RuleSpec struct {
	// ID names the rule in findings: 1..64 of [a-z0-9._-].
	ID string `toml:"id"`
	// Description says what the rule finds.
	Description string `toml:"description"`
	// Severity is info, low, medium, high or critical (default medium).
	Severity string `toml:"severity"`
	// Keywords are literal strings, matched ignoring ASCII case; the host's
	// keyword pass hands the detector only the text around them. Required
	// unless they can be taken from the pattern's literal prefix.
	Keywords []string `toml:"keywords"`
	// Pattern is an RE2 regular expression (Go regexp syntax). It runs on
	// the line around each keyword hit.
	Pattern string `toml:"pattern"`
	// SecretGroup is the capturing group holding the secret: 0 for the
	// whole match; unset means the last group, or the whole match when the
	// pattern has none.
	SecretGroup *int `toml:"secret_group"`
	// Entropy is the Shannon entropy (bits per byte) the secret must reach.
	Entropy float64 `toml:"entropy"`
	// Validator names a built-in check of the secret (see Validators).
	Validator string `toml:"validator"`
	// Matcher names a built-in matcher that replaces Pattern for formats a
	// regular expression cannot state precisely (see Matchers); Pattern
	// then documents the format.
	Matcher string `toml:"matcher"`
	// Paths, when set, limit the rule to files whose slash path matches one
	// of these regular expressions.
	Paths []string `toml:"paths"`
	// Allow lists what the rule does not report.
	Allow AllowSpec `toml:"allow"`
	// Allows are further allow-lists (a gitleaks rule may have several).
	Allows []AllowSpec `toml:"-"`
	// Tags classify the rule in reports (SARIF properties.tags).
	Tags []string `toml:"tags"`
	// Help tells a user what to do about a finding (SARIF help text).
	Help string `toml:"help"`
	// HelpURI is an http(s) URL documenting the rule (SARIF helpUri);
	// unset means the pack's help_uri.
	HelpURI string `toml:"help_uri"`
	// Yields makes the rule give way, as the generic rule does, to any
	// other rule's finding that overlaps its own: for a rule that finds a
	// value by the name of its setting, which a rule of the value's own
	// format then names better.
	Yields bool `toml:"yields"`
	// Gitleaks lists the ids of the rules of Gitleaks' default
	// configuration that find the same credential type, for users moving
	// from Gitleaks (docs only; it changes no finding).
	Gitleaks []string `toml:"gitleaks"`

	// line is where the rule starts in its file (1-based), for errors.
	line int
	// required makes the rule composite: it reports a match only where
	// each required rule matches too; skipReport keeps the rule's own
	// matches from being reported (they serve as requirements only).
	// gitleaks.toml only.
	required   []Requirement
	skipReport bool
	// multiline marks a gitleaks.toml rule whose pattern spans lines (see
	// spansLines): Gitleaks runs patterns over whole files.
	multiline bool
	// nextLine marks a gitleaks.toml rule whose pattern may match a
	// newline where spacing is allowed (Rule.nextLine).
	nextLine bool
	// afterKeyword are the hit filter steps a gitleaks.toml pattern implies
	// for its keywords (Rule.afterKeyword).
	afterKeyword []detect.HitStep
	// gitleaks marks a rule of a gitleaks.toml: it keeps Gitleaks' own
	// semantics (Rule.gitleaks).
	gitleaks bool
	// prepared is what compileRule derives from Pattern, computed when
	// the pack was compiled (CompilePack); nil for a TOML pack.
	prepared *preparedRule
}

// preparedRule is a rule's pattern as compileRule would derive it at
// load, computed once when the pack is compiled: the pattern's number of
// capturing groups and, for a pattern that runs as a token format, the
// format (nil for a keyed pattern, which runs as a regular expression).
// Rules with a built-in matcher, and rules that do not compile, are not
// prepared.
type preparedRule struct {
	groups int
	tok    *format
}

// AllowSpec lists matches a rule, or every rule of a pack, does not report.
type AllowSpec struct {
	// Patterns are regular expressions; a match of any of them in the
	// Target text allows the finding.
	Patterns []string `toml:"patterns"`
	// Target is what Patterns run on: "secret" (default), "match" or
	// "line".
	Target string `toml:"target"`
	// Stopwords are substrings (ignoring ASCII case) that allow a secret
	// holding them.
	Stopwords []string `toml:"stopwords"`
	// Paths are regular expressions; files whose slash path matches one are
	// not reported.
	Paths []string `toml:"paths"`
	// all makes every kind of entry present a condition that must hold
	// (gitleaks' condition = "AND").
	all bool
}

// packFile is the TOML layout of a Sluice rule pack.
type packFile struct {
	Format int `toml:"format"`
	// HelpURI is the help_uri of every rule of the pack that names none.
	HelpURI string     `toml:"help_uri"`
	Rules   []RuleSpec `toml:"rules"`
	Allow   AllowSpec  `toml:"allow"`
}

// ParsePack parses a Sluice rule pack. Unknown keys are errors naming the
// key, the rule and the line.
func ParsePack(name string, data []byte) (*Pack, error) {
	if len(data) > MaxPackBytes {
		return nil, fmt.Errorf("rule pack %s: %d bytes, more than the limit of %d", name, len(data), MaxPackBytes)
	}
	var f packFile
	md, err := toml.Decode(string(data), &f)
	if err != nil {
		return nil, packSyntaxError(name, err)
	}
	return packFromTOML(name, data, &f, md)
}

// packFromTOML checks a Sluice pack decoded from data into f.
func packFromTOML(name string, data []byte, f *packFile, md toml.MetaData) (*Pack, error) {
	lines := tableLines(data, "rules")
	if err := undecoded(name, data, md, "rules", f.Rules); err != nil {
		return nil, err
	}
	if f.Format != PackFormat {
		return nil, fmt.Errorf("rule pack %s: format = %d, want %d (is it a gitleaks.toml? load it as one)", name, f.Format, PackFormat)
	}
	for i := range f.Rules {
		if i < len(lines) {
			f.Rules[i].line = lines[i]
		}
		if f.Rules[i].HelpURI == "" {
			f.Rules[i].HelpURI = f.HelpURI
		}
	}
	return &Pack{Name: name, Rules: f.Rules, Allows: []AllowSpec{f.Allow}}, nil
}

// packSyntaxError words a TOML error with the pack's name and line.
func packSyntaxError(name string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("rule pack %s:%d: %s", name, pe.Position.Line, pe.Message)
	}
	return fmt.Errorf("rule pack %s: %w", name, err)
}

// undecoded turns the first key the schema does not know into an error
// that names the rule and the line of the key.
func undecoded(name string, data []byte, md toml.MetaData, table string, rules []RuleSpec) error {
	keys := md.Undecoded()
	if len(keys) == 0 {
		return nil
	}
	k := keys[0]
	if len(k) >= 2 && k[0] == table {
		rule, line := findKey(data, table, k[len(k)-1])
		where := ""
		if rule >= 0 && rule < len(rules) {
			where = fmt.Sprintf(" of rule %q", rules[rule].ID)
		}
		return fmt.Errorf("rule pack %s:%d: unknown key %q%s; see docs/secrets-scanner.md for the keys a rule takes",
			name, line, strings.Join(k[1:], "."), where)
	}
	_, line := findKey(data, "", k[len(k)-1])
	return fmt.Errorf("rule pack %s:%d: unknown key %q; see docs/secrets-scanner.md", name, line, k.String())
}

// findKey finds the first line assigning key (after a [[table]] header
// when table is set) and returns the index of the table it is in (-1
// before the first) and its 1-based line (0 when not found).
func findKey(data []byte, table, key string) (int, int) {
	header := []byte("[[" + table + "]]")
	rule := -1
	for i, line := range bytes.Split(data, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if table != "" && bytes.HasPrefix(line, header) {
			rule++
			continue
		}
		if table != "" && rule < 0 {
			continue
		}
		rest, ok := bytes.CutPrefix(line, []byte(key))
		if !ok {
			if rest, ok = bytes.CutPrefix(line, []byte(`"`+key+`"`)); !ok {
				continue
			}
		}
		if rest = bytes.TrimSpace(rest); len(rest) > 0 && (rest[0] == '=' || rest[0] == '.') {
			return rule, i + 1
		}
	}
	return rule, 0
}

// tableLines returns the 1-based lines of each [[table]] header in data, in
// order.
func tableLines(data []byte, table string) []int {
	var out []int
	header := []byte("[[" + table + "]]")
	for i, line := range bytes.Split(data, []byte("\n")) {
		if bytes.HasPrefix(bytes.TrimSpace(line), header) {
			out = append(out, i+1)
		}
	}
	return out
}
