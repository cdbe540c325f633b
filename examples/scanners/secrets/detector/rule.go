package detector

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Rule is one kind of credential the detector finds, compiled from a
// RuleSpec of a rule pack.
type Rule struct {
	// ID is the stable rule id reported in findings, e.g. "github-pat".
	ID string
	// Description says what the rule finds, for reports and SARIF.
	Description string
	// Severity is the severity of every finding of the rule.
	Severity scanner.Severity
	// Keywords are the literal strings (matched ignoring ASCII case) one of
	// which starts or precedes every match; the host's keyword pass uses
	// them to pick the windows the detector sees.
	Keywords []string
	// Pattern is the rule's format as an RE2 regular expression. For rules
	// with a built-in matcher it documents the format.
	Pattern string
	// MinEntropy, when positive, is the Shannon entropy in bits per byte
	// the secret must reach.
	MinEntropy float64
	// Validator and Matcher name the rule's built-in validator and matcher,
	// if any; Checksum says what the validator checks, for docs.
	Validator, Matcher, Checksum string
	// Tags classify the rule; Help says what to do about a finding;
	// HelpURI documents the rule.
	Tags    []string
	Help    string
	HelpURI string
	// Gitleaks lists the Gitleaks default-config rule ids of the same
	// credential type.
	Gitleaks []string
	// Source names the pack the rule came from.
	Source string

	// secretGroup is the pattern's capturing group holding the secret.
	secretGroup int
	// tok is the pattern compiled to a token matcher (compileFormat), when
	// the pattern has that shape.
	tok *format
	// keyed is Pattern as a regular expression otherwise, compiled at its
	// first use; it runs on the line around a keyword hit, or on the
	// lines after it when multiline.
	keyed     *lazyRegexp
	multiline bool
	// nextLine marks a gitleaks.toml pattern that may match a newline
	// (in \s): its regions reach the line after its keyword's.
	nextLine bool
	// afterKeyword, when set, are the steps every match of a gitleaks.toml
	// rule takes after one of its keywords (afterKeyword in gitleaks.go):
	// the hit filter of keywords only such rules use (Secrets.HitFilters).
	afterKeyword []detect.HitStep
	// block finds private key blocks.
	block *blockFormat
	// custom finds a match around a keyword hit at data[start:end] for
	// formats the other matchers cannot express; it returns -1, -1 for none.
	custom func(data []byte, start, end int) (int, int)
	// valid checks a checksum or structure of the secret; nil accepts every
	// match.
	valid func(secret []byte) bool
	// assign marks the generic rule's hand-written assignment parser.
	assign bool
	// generic marks the keyed-assignment rule: its findings give way to
	// every specific rule's findings that overlap them. yields marks a
	// rule that gives way too, to every rule but the generic one and other
	// such rules (RuleSpec.Yields).
	generic, yields bool
	// gitleaks marks a rule of a gitleaks.toml, which keeps Gitleaks'
	// semantics so that Gitleaks' config finds what Gitleaks finds: no
	// placeholder filter, a secret whose entropy is at or below the
	// threshold is dropped, and without a secret group the secret is the
	// first capturing group that matched something (firstGroup).
	gitleaks   bool
	firstGroup bool
	// requires are the rules a composite rule's match needs near it
	// (resolved to rule indexes by NewWithRules); skipReport keeps the
	// rule's own matches from being reported.
	requires   []Requirement
	required   []requirement
	skipReport bool
	// pathOnly marks a rule of paths and no pattern: a file whose path
	// matches is a finding (compilePathRule).
	pathOnly bool
	// paths limit the rule to matching files; allows drop findings.
	paths  []*pathRegexp
	allows []*allowList
	// line is where the rule starts in its pack, for errors.
	line int
	// described is what Describe returned when CompilePacks checked it
	// (nil for a rule built otherwise), so a detector's Info does not
	// describe every rule again.
	described *scanner.Rule
}

// requirement is a Requirement with its rule's index.
type requirement struct {
	rule                       int
	withinLines, withinColumns *int
}

// PathOnly reports whether the rule finds files by their path alone: it
// has paths and no pattern, and every file whose path matches one (and
// that no allow-list of the rule skips) is a finding, with no line or
// offsets.
func (r *Rule) PathOnly() bool { return r.pathOnly }

// Paths returns the rule's path patterns: the files it applies to (and,
// for a rule of paths alone, the files it reports).
func (r *Rule) Paths() []string {
	out := make([]string, len(r.paths))
	for i, p := range r.paths {
		out[i] = p.re.String()
	}
	return out
}

// SecretGroup returns the capturing group of Pattern that holds the
// secret (0 for the whole match).
func (r *Rule) SecretGroup() int { return r.secretGroup }

// Describe returns the rule as reports describe it (scanner.Rule): its
// description, severity, tags, help (defaultHelp when it has none of its
// own) and help URI, and a full description that adds what the rule
// checks beyond its pattern (its validator, its entropy threshold), when
// it checks more.
func (r *Rule) Describe() scanner.Rule {
	full := r.Description
	if r.Checksum != "" {
		full += " Findings are validated offline (" + r.Validator + "): " + r.Checksum + "."
	}
	if r.MinEntropy > 0 {
		full += fmt.Sprintf(" The secret must reach %g bits of entropy per byte.", r.MinEntropy)
	}
	if r.pathOnly {
		full += " A file is found by its path alone, whatever it holds."
	}
	if full == r.Description {
		full = ""
	}
	help := r.Help
	if help == "" {
		help = defaultHelp
	}
	// Gitleaks' ids for the rules this one stands for: ignore files and
	// reports written by Gitleaks name them.
	var aliases []string
	for _, id := range r.Gitleaks {
		if id != r.ID && !slices.Contains(aliases, id) && len(aliases) < scanner.MaxRuleAliases {
			aliases = append(aliases, id)
		}
	}
	return scanner.Rule{ID: r.ID, Description: r.Description, Severity: r.Severity, FullDescription: full,
		Help: help, HelpURI: r.HelpURI, Tags: slices.Clone(r.Tags), Aliases: aliases}
}

// checkDescription reports a rule that reports cannot describe: texts,
// tags or help URI over scanner.Info's limits, or a help URI that is not
// an http(s) URL.
func (r *Rule) checkDescription() error {
	d := r.Describe()
	if err := d.Validate(); err != nil {
		return fmt.Errorf("describing it for reports: %w", err)
	}
	r.described = &d
	return nil
}

// forgetDescriptions drops the kept descriptions of rules handed to a
// caller, who may change their fields before passing them to
// NewWithRules.
func forgetDescriptions(rules []Rule) []Rule {
	for i := range rules {
		rules[i].described = nil
	}
	return rules
}

// defaultHelp is what a finding's message advises when its rule has no
// help of its own.
const defaultHelp = "Revoke it, then remove it from the file and its history."

// message is the message of the rule's findings: what was found and what
// to do about it (the rule's help, else defaultHelp).
func (r *Rule) message() string {
	help := r.Help
	if help == "" {
		help = defaultHelp
	}
	return sentences(r.Description, help)
}

// sentences joins a description and advice as two sentences: the
// description, written with or without its full stop (a Gitleaks rule's
// is usually a phrase, "GitHub Personal Access Token"), gets one.
func sentences(description, advice string) string {
	d := strings.TrimRightFunc(description, unicode.IsSpace)
	switch {
	case d == "":
		return advice
	case advice == "":
		return d
	}
	if !strings.ContainsRune(".!?", rune(d[len(d)-1])) {
		d += "."
	}
	return d + " " + advice
}
