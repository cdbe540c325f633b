package report

import (
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// SARIF constants.
const (
	SARIFVersion = "2.1.0"
	SARIFSchema  = "https://json.schemastore.org/sarif-2.1.0.json"
	// FingerprintKey names the partialFingerprints entry that holds a
	// finding's stable fingerprint (rule, path and secret hash).
	FingerprintKey = "sluiceFindingHash/v1"
	// SRCROOT is the uriBaseId of relative artifact locations.
	SRCROOT = "%SRCROOT%"
)

// SARIF collects findings and writes one SARIF 2.1.0 log with a single run
// on Close: the tool with one rule per rule id a finding names (sorted by
// id; rules no finding names are left out, to keep the log small), and one
// result per finding in the order written, with its location (line,
// column, byte offset and length), level, and partialFingerprints. Columns
// count bytes, as Finding.Column does; SARIF's columnKind has no byte
// unit, so columns are exact only on ASCII lines (byteOffset is exact).
//
// Each rule is described by the scanner (Describe, else Options.Rules):
// shortDescription, fullDescription, help text, helpUri and its tags
// after "security". A rule no scanner described gets its description and
// help text from the message of its first finding. Every rule carries its
// severity (level and GitHub's security-severity) and, when every finding
// of the rule was validated (Finding.Validated), the tag "validated" and
// precision "very-high"; each such result has the property validated.
type SARIF struct {
	w       io.Writer
	opt     Options
	results []sarifResult
	// rules holds a description of each rule id findings name, made from
	// its first finding; described holds the scanners' descriptions.
	rules     map[string]scanner.Rule
	described map[string]scanner.Rule
	// help is what the first finding of each rule says (a scanner's
	// message tells what the finding is and what to do about it);
	// validated says whether every finding of a rule passed a validator.
	help      map[string]string
	validated map[string]bool
	// complete stays true while every job recorded is complete.
	complete      bool
	notifications []sarifNotification
	// skippedBinary counts the files the jobs skipped as binary.
	skippedBinary int64
}

// NewSARIF returns a SARIF writer on w.
func NewSARIF(w io.Writer, opt Options) *SARIF {
	if opt.ToolName == "" {
		opt.ToolName = "sluice"
	}
	s := &SARIF{w: w, opt: opt, rules: map[string]scanner.Rule{}, described: map[string]scanner.Rule{},
		help: map[string]string{}, validated: map[string]bool{}, complete: true}
	return s
}

// Describe adds rule descriptions; the first of each id wins.
func (s *SARIF) Describe(rules []scanner.Rule) {
	for _, r := range rules {
		if _, ok := s.described[r.ID]; !ok {
			s.described[r.ID] = r
		}
	}
}

// Write adds a result.
func (s *SARIF) Write(f Finding) error {
	if _, ok := s.rules[f.RuleID]; !ok {
		s.rules[f.RuleID] = scanner.Rule{ID: f.RuleID, Description: f.Message, Severity: f.Severity}
		s.help[f.RuleID] = f.Message
		s.validated[f.RuleID] = true
	}
	s.validated[f.RuleID] = s.validated[f.RuleID] && f.Validated
	res := sarifResult{
		RuleID:  f.RuleID,
		Level:   sarifLevel(f.Severity),
		Message: sarifMessage{Text: resultText(f)},
		Locations: []sarifLocation{{PhysicalLocation: sarifPhysical{
			ArtifactLocation: s.artifact(f.location()),
			Region:           region(f.Finding),
		}}},
		PartialFingerprints: map[string]string{FingerprintKey: f.Fingerprint},
		Properties: map[string]string{
			"severity": string(f.Severity), "match": f.Match, "job_id": f.JobID, "target": f.Target,
		},
	}
	if f.Scanner != "" {
		res.Properties["scanner"] = f.Scanner
	}
	if f.Validated {
		res.Properties["validated"] = "true"
	}
	if c := f.Commit; c != nil {
		res.Properties["commit"], res.Properties["author"], res.Properties["email"], res.Properties["date"] = c.ID, c.Author, c.Email, c.Date
	}
	s.results = append(s.results, res)
	return nil
}

// Job records a job's outcome in the run's invocation: an incomplete job
// makes executionSuccessful false and adds an error notification, and each
// file it did not scan a warning notification with the file's location.
func (s *SARIF) Job(j Job) error {
	if j.RulesOmitted > 0 {
		s.notifications = append(s.notifications, sarifNotification{
			Level:      "note",
			Message:    sarifMessage{Text: fmt.Sprintf("%s: the result bundle left out the descriptions of %s over its limit; they are described from their findings", j.Target, plural(j.RulesOmitted, "rule"))},
			Properties: map[string]string{"job_id": j.JobID, "target": j.Target, "rules_omitted": strconv.FormatInt(j.RulesOmitted, 10)},
		})
	}
	if j.SkippedBinary > 0 {
		s.skippedBinary += j.SkippedBinary
		s.notifications = append(s.notifications, sarifNotification{
			Level:      "note",
			Message:    sarifMessage{Text: fmt.Sprintf("%s: %s skipped as binary (%s)", j.Target, plural(j.SkippedBinary, "file"), SkipBinaryHint)},
			Properties: map[string]string{"job_id": j.JobID, "target": j.Target, "skipped_binary": strconv.FormatInt(j.SkippedBinary, 10)},
		})
	}
	if j.Complete() {
		return nil
	}
	s.complete = false
	s.notifications = append(s.notifications, sarifNotification{
		Level:   "error",
		Message: sarifMessage{Text: j.Target + ": " + j.Problem()},
		Properties: map[string]string{
			"job_id": j.JobID, "target": j.Target, "completion": string(j.Completion),
		},
	})
	for _, u := range j.Unscanned {
		s.notifications = append(s.notifications, sarifNotification{
			Level:      "warning",
			Message:    sarifMessage{Text: "not scanned: " + u.Reason},
			Locations:  []sarifLocation{{PhysicalLocation: sarifPhysical{ArtifactLocation: s.artifact(unescapePath(u.Path))}}},
			Properties: map[string]string{"job_id": j.JobID, "target": j.Target, "reason": u.Reason},
		})
	}
	return nil
}

// Close writes the log.
func (s *SARIF) Close() error {
	ids := make([]string, 0, len(s.rules))
	for id := range s.rules {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	index := make(map[string]int, len(ids))
	rules := make([]sarifRule, len(ids))
	for i, id := range ids {
		index[id] = i
		rules[i] = s.rule(id)
	}
	for i := range s.results {
		s.results[i].RuleIndex = index[s.results[i].RuleID]
	}
	log := sarifLog{
		Schema:  SARIFSchema,
		Version: SARIFVersion,
		Runs: []sarifRun{{
			Tool: sarifTool{Driver: sarifDriver{
				Name: s.opt.ToolName, Version: s.opt.ToolVersion, InformationURI: s.opt.InformationURI, Rules: rules,
			}},
			ColumnKind: "unicodeCodePoints",
			Results:    s.results,
			Invocations: []sarifInvocation{{
				ExecutionSuccessful:        s.complete,
				ToolExecutionNotifications: s.notifications,
			}},
		}},
	}
	if len(s.opt.Scanners) > 0 || s.skippedBinary > 0 {
		props := map[string]any{}
		if len(s.opt.Scanners) > 0 {
			props["scanners"] = s.opt.Scanners
		}
		if s.skippedBinary > 0 {
			props["skippedBinaryFiles"] = s.skippedBinary
		}
		log.Runs[0].Invocations[0].Properties = props
	}
	if s.opt.SourceRoot != "" {
		root := filepath.ToSlash(s.opt.SourceRoot)
		if !strings.HasSuffix(root, "/") {
			root += "/"
		}
		log.Runs[0].OriginalURIBaseIDs = map[string]sarifBaseURI{
			SRCROOT: {URI: (&url.URL{Scheme: "file", Path: root}).String()},
		}
	}
	if log.Runs[0].Results == nil {
		log.Runs[0].Results = []sarifResult{}
	}
	enc := json.NewEncoder(s.w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}

// rule returns the SARIF rule of id: as a scanner described it, else as
// its first finding describes it.
func (s *SARIF) rule(id string) sarifRule {
	r, ok := s.described[id]
	if !ok {
		if i := slices.IndexFunc(s.opt.Rules, func(r scanner.Rule) bool { return r.ID == id }); i >= 0 {
			r = s.opt.Rules[i]
		}
	}
	first := s.rules[id]
	if r.Severity == "" {
		r.Severity = first.Severity
	}
	desc := r.Description
	if desc == "" {
		desc = first.Description
	}
	if desc == "" {
		desc = "Findings of rule " + id + "."
	}
	out := sarifRule{
		ID: id, Name: ruleName(id),
		ShortDescription:     sarifMessage{Text: desc},
		DefaultConfiguration: sarifConfig{Level: sarifLevel(r.Severity)},
		HelpURI:              r.HelpURI,
		Properties: sarifRuleProps{
			Tags: []string{"security"}, SecuritySeverity: securitySeverity(r.Severity),
		},
	}
	if r.FullDescription != "" {
		out.FullDescription = &sarifMessage{Text: r.FullDescription}
	}
	help := r.Help
	if help == "" {
		help = s.help[id]
	}
	if help != "" {
		out.Help = &sarifMessage{Text: help}
	}
	for _, tag := range r.Tags {
		out.Properties.addTag(tag)
	}
	if s.validated[id] {
		// Every finding passed an offline check of its format.
		out.Properties.addTag("validated")
		out.Properties.Precision = "very-high"
	}
	return out
}

// addTag adds tag unless the rule has it: SARIF tags are unique.
func (p *sarifRuleProps) addTag(tag string) {
	if !slices.Contains(p.Tags, tag) {
		p.Tags = append(p.Tags, tag)
	}
}

func resultText(f Finding) string {
	if f.Message != "" {
		return f.Message
	}
	return "Rule " + f.RuleID + " matched " + f.Match + "."
}

// ruleName turns "github-pat" into "GithubPat", the PascalCase name SARIF
// viewers show.
func ruleName(id string) string {
	var b strings.Builder
	up := true
	for _, r := range id {
		if r == '-' || r == '_' || r == '.' || r == '/' {
			up = true
			continue
		}
		if up && r >= 'a' && r <= 'z' {
			r -= 'a' - 'A'
		}
		up = false
		b.WriteRune(r)
	}
	return b.String()
}

// sarifLevel maps a severity to a SARIF level.
func sarifLevel(s scanner.Severity) string {
	switch s {
	case scanner.SeverityCritical, scanner.SeverityHigh:
		return "error"
	case scanner.SeverityMedium, "":
		return "warning"
	}
	return "note"
}

// securitySeverity is GitHub code scanning's 0.0..10.0 score for a
// severity (critical >= 9.0, high >= 7.0, medium >= 4.0).
func securitySeverity(s scanner.Severity) string {
	switch s {
	case scanner.SeverityCritical:
		return "9.5"
	case scanner.SeverityHigh:
		return "8.0"
	case scanner.SeverityMedium, "":
		return "5.5"
	case scanner.SeverityLow:
		return "3.0"
	}
	return "1.0"
}

// artifact returns the location of a file: relative to Options.SourceRoot
// when it is set and holds the file, as a relative URI against %SRCROOT%;
// else relative paths as relative URIs against %SRCROOT% and absolute
// paths as file URIs.
func (s *SARIF) artifact(p string) sarifArtifact {
	if s.opt.SourceRoot != "" {
		if abs, err := filepath.Abs(p); err == nil {
			if rel, err := filepath.Rel(s.opt.SourceRoot, abs); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				p = rel
			}
		}
	}
	return artifact(p)
}

// artifact returns the location of a file: relative paths as relative
// URIs against %SRCROOT%, absolute paths as file URIs.
func artifact(p string) sarifArtifact {
	slash := filepath.ToSlash(p)
	if filepath.IsAbs(p) || strings.HasPrefix(slash, "/") {
		return sarifArtifact{URI: (&url.URL{Scheme: "file", Path: slash}).String()}
	}
	slash = strings.TrimPrefix(slash, "./")
	return sarifArtifact{URI: (&url.URL{Path: slash}).String(), URIBaseID: SRCROOT}
}

func region(f scanner.Finding) *sarifRegion {
	r := &sarifRegion{ByteOffset: f.StartOffset, ByteLength: f.EndOffset - f.StartOffset}
	if f.Line > 0 {
		r.StartLine = f.Line
		r.StartColumn = f.Column
	}
	return r
}

// The SARIF 2.1.0 objects written, with the properties Sluice uses.
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool        sarifTool         `json:"tool"`
		ColumnKind  string            `json:"columnKind"`
		Results     []sarifResult     `json:"results"`
		Invocations []sarifInvocation `json:"invocations"`
		// OriginalURIBaseIDs maps %SRCROOT% to Options.SourceRoot.
		OriginalURIBaseIDs map[string]sarifBaseURI `json:"originalUriBaseIds,omitempty"`
	}
	sarifInvocation struct {
		ExecutionSuccessful        bool                `json:"executionSuccessful"`
		ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
		Properties                 map[string]any      `json:"properties,omitempty"`
	}
	sarifBaseURI struct {
		URI string `json:"uri"`
	}
	sarifNotification struct {
		Level      string            `json:"level"`
		Message    sarifMessage      `json:"message"`
		Locations  []sarifLocation   `json:"locations,omitempty"`
		Properties map[string]string `json:"properties,omitempty"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		Version        string      `json:"version,omitempty"`
		InformationURI string      `json:"informationUri,omitempty"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID                   string         `json:"id"`
		Name                 string         `json:"name,omitempty"`
		ShortDescription     sarifMessage   `json:"shortDescription"`
		FullDescription      *sarifMessage  `json:"fullDescription,omitempty"`
		DefaultConfiguration sarifConfig    `json:"defaultConfiguration"`
		Help                 *sarifMessage  `json:"help,omitempty"`
		HelpURI              string         `json:"helpUri,omitempty"`
		Properties           sarifRuleProps `json:"properties"`
	}
	sarifRuleProps struct {
		Tags             []string `json:"tags,omitempty"`
		Precision        string   `json:"precision,omitempty"`
		SecuritySeverity string   `json:"security-severity,omitempty"`
	}
	sarifConfig struct {
		Level string `json:"level"`
	}
	sarifMessage struct {
		Text string `json:"text"`
	}
	sarifResult struct {
		RuleID              string            `json:"ruleId"`
		RuleIndex           int               `json:"ruleIndex"`
		Level               string            `json:"level"`
		Message             sarifMessage      `json:"message"`
		Locations           []sarifLocation   `json:"locations"`
		PartialFingerprints map[string]string `json:"partialFingerprints"`
		Properties          map[string]string `json:"properties,omitempty"`
	}
	sarifLocation struct {
		PhysicalLocation sarifPhysical `json:"physicalLocation"`
	}
	sarifPhysical struct {
		ArtifactLocation sarifArtifact `json:"artifactLocation"`
		Region           *sarifRegion  `json:"region,omitempty"`
	}
	sarifArtifact struct {
		URI       string `json:"uri"`
		URIBaseID string `json:"uriBaseId,omitempty"`
	}
	sarifRegion struct {
		StartLine   int   `json:"startLine,omitempty"`
		StartColumn int   `json:"startColumn,omitempty"`
		ByteOffset  int64 `json:"byteOffset"`
		ByteLength  int64 `json:"byteLength"`
	}
)

var _ Writer = (*SARIF)(nil)
