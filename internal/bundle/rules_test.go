package bundle

import (
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// testRules describes aws-access-key (the rule of testFinding) with every
// field, and two rules no test finding names.
func testRules() []scanner.Rule {
	return []scanner.Rule{
		{ID: "zz-unused", Description: "Never found."},
		{ID: "aws-access-key", Description: "An AWS access key id.", Severity: scanner.SeverityHigh,
			FullDescription: "An AWS access key id. The secret must reach 3 bits of entropy per byte.",
			Help:            "Deactivate the key in IAM.", HelpURI: "https://example.com/rules#aws-access-key", Tags: []string{"cloud", "aws"}},
		{ID: "aa-unused", Description: "Never found either."},
	}
}

// sealWithRules writes findings of the given rule ids into a bundle that
// describes rules, and seals it.
func sealWithRules(t *testing.T, lim Limits, rules []scanner.Rule, ids ...string) Sealed {
	t.Helper()
	dir := t.TempDir()
	w, err := Create(dir, testHeader(), lim, rules...)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	for i, id := range ids {
		f := testFinding(i)
		f.RuleID = id
		if err := w.Finding(f); err != nil {
			t.Fatal(err)
		}
	}
	s, err := w.Seal(CompletionComplete, dir)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// readRules verifies the bundle at path and returns its header, trailer
// and rule records.
func readRules(t *testing.T, path string, lim Limits) (Header, Trailer, []scanner.Rule) {
	t.Helper()
	r, err := Open(path, lim)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	recs, err := drain(r)
	if err != nil {
		t.Fatal(err)
	}
	var rules []scanner.Rule
	for _, rec := range recs {
		if rec.Type == TypeRule {
			rules = append(rules, rec.Rule)
		}
	}
	if int64(len(rules)) != r.Counts().Rules {
		t.Fatalf("Counts().Rules = %d, read %d rule records", r.Counts().Rules, len(rules))
	}
	return r.Header(), r.Trailer(), rules
}

// TestRuleRecords: a bundle given the scanner's rules is format version 2
// and describes, after its events, exactly the rules its findings name,
// every field intact.
func TestRuleRecords(t *testing.T) {
	t.Parallel()
	s := sealWithRules(t, Limits{}, testRules(), "aws-access-key", "undescribed", "aws-access-key")
	h, tr, rules := readRules(t, s.Path, Limits{})
	if h.FormatVersion != 2 {
		t.Errorf("format version %d, want 2", h.FormatVersion)
	}
	if want := testRules()[1:2]; !reflect.DeepEqual(rules, want) {
		t.Errorf("rule records %+v, want %+v", rules, want)
	}
	if tr.RulesOmitted != 0 || tr.Findings != 3 {
		t.Errorf("trailer %+v", tr)
	}

	// No finding: no rule record, still version 2.
	s = sealWithRules(t, Limits{}, testRules())
	if h, _, rules := readRules(t, s.Path, Limits{}); h.FormatVersion != 2 || len(rules) != 0 {
		t.Errorf("a bundle without findings: version %d, %d rules", h.FormatVersion, len(rules))
	}
	// No rules given: version 1, which version-1 readers read.
	s = sealWithRules(t, Limits{}, nil, "aws-access-key")
	if h, _, rules := readRules(t, s.Path, Limits{}); h.FormatVersion != 1 || len(rules) != 0 {
		t.Errorf("a bundle without rules: version %d, %d rules", h.FormatVersion, len(rules))
	}
}

// TestRuleRecordsSortedAndDeterministic: rule records come sorted by id
// whatever the order of the findings, so the same events give the same
// bytes.
func TestRuleRecordsSortedAndDeterministic(t *testing.T) {
	t.Parallel()
	var rules []scanner.Rule
	for i := range 20 {
		rules = append(rules, scanner.Rule{ID: fmt.Sprintf("rule-%02d", (i*7)%20), Description: "d"})
	}
	a := sealWithRules(t, Limits{}, rules, "rule-05", "rule-17", "rule-01", "rule-05")
	b := sealWithRules(t, Limits{}, rules, "rule-05", "rule-17", "rule-01", "rule-05")
	if a.Digest != b.Digest {
		t.Fatal("the same events gave different bundles")
	}
	_, _, got := readRules(t, a.Path, Limits{})
	var ids []string
	for _, r := range got {
		ids = append(ids, r.ID)
	}
	if strings.Join(ids, ",") != "rule-01,rule-05,rule-17" {
		t.Errorf("rule records %v", ids)
	}
}

// TestRuleRecordsOverLimits: rules past Limits.MaxRuleRecords or
// Limits.MaxRuleBytes are left out and counted in the trailer; the
// findings all stay. A reader with lower limits refuses the bundle.
func TestRuleRecordsOverLimits(t *testing.T) {
	t.Parallel()
	var rules []scanner.Rule
	var ids []string
	for i := range 10 {
		id := fmt.Sprintf("rule-%02d", i)
		rules = append(rules, scanner.Rule{ID: id, Description: "d", Help: strings.Repeat("h", 1000)})
		ids = append(ids, id)
	}
	t.Run("count", func(t *testing.T) {
		s := sealWithRules(t, Limits{MaxRuleRecords: 4}, rules, ids...)
		_, tr, got := readRules(t, s.Path, Limits{})
		if len(got) != 4 || got[3].ID != "rule-03" || tr.RulesOmitted != 6 || tr.Findings != 10 {
			t.Fatalf("%d rule records, trailer %+v", len(got), tr)
		}
		_, err := Verify(s.Path, Limits{MaxRuleRecords: 3}, nil)
		if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "more than 3 rule records") {
			t.Fatalf("a reader allowing 3 rule records: %v", err)
		}
	})
	t.Run("bytes", func(t *testing.T) {
		s := sealWithRules(t, Limits{MaxRuleBytes: 2500}, rules, ids...)
		_, tr, got := readRules(t, s.Path, Limits{})
		if len(got) != 2 || tr.RulesOmitted != 8 {
			t.Fatalf("%d rule records, trailer %+v", len(got), tr)
		}
		_, err := Verify(s.Path, Limits{MaxRuleBytes: 2000}, nil)
		if !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "rule records over 2000 bytes") {
			t.Fatalf("a reader allowing 2000 bytes of rules: %v", err)
		}
	})
	t.Run("bundle size", func(t *testing.T) {
		// The stream limit leaves room for the findings but not for every
		// description.
		s := sealWithRules(t, Limits{MaxUncompressedBytes: 4000}, rules, ids[:3]...)
		_, tr, got := readRules(t, s.Path, Limits{})
		if len(got)+int(tr.RulesOmitted) != 3 || tr.RulesOmitted == 0 || tr.Findings != 3 {
			t.Fatalf("%d rule records, trailer %+v", len(got), tr)
		}
	})
}

// TestRuleRecordsRejected: a reader refuses rule records out of place,
// unsorted, repeated or invalid, and in a version-1 bundle.
func TestRuleRecordsRejected(t *testing.T) {
	t.Parallel()
	v2 := func() *streamBuilder {
		h := testHeader()
		h.FormatVersion = 2
		b := &streamBuilder{}
		b.addJSON(t, TypeHeader, &h)
		f := testFinding(0)
		return b.addJSON(t, TypeFinding, &f)
	}
	rule := func(id string) *scanner.Rule { return &scanner.Rule{ID: id, Description: "d"} }
	withTrailer := func(b *streamBuilder) []byte { return b.seal(t, b.trailer()) }
	tests := []struct {
		name string
		raw  []byte
		want error
	}{
		{"good", withTrailer(v2().addJSON(t, TypeRule, rule("a")).addJSON(t, TypeRule, rule("b"))), nil},
		{"in version 1", withTrailer(validStreamV1(t).addJSON(t, TypeRule, rule("a"))), ErrCorrupt},
		{"omitted in version 1", func() []byte {
			b := validStreamV1(t)
			tr := b.trailer()
			tr.RulesOmitted = 1
			return b.seal(t, tr)
		}(), ErrCorrupt},
		{"unsorted", withTrailer(v2().addJSON(t, TypeRule, rule("b")).addJSON(t, TypeRule, rule("a"))), ErrCorrupt},
		{"repeated", withTrailer(v2().addJSON(t, TypeRule, rule("a")).addJSON(t, TypeRule, rule("a"))), ErrCorrupt},
		{"event after rules", func() []byte {
			f := testFinding(1)
			return withTrailer(v2().addJSON(t, TypeRule, rule("a")).addJSON(t, TypeFinding, &f))
		}(), ErrCorrupt},
		{"invalid rule", withTrailer(v2().addJSON(t, TypeRule, &scanner.Rule{ID: "a", HelpURI: "ftp://x"})), ErrCorrupt},
		{"unknown key", withTrailer(v2().add(TypeRule, []byte(`{"id":"a","url":"https://x"}`))), ErrCorrupt},
		{"empty tags", withTrailer(v2().add(TypeRule, []byte(`{"id":"a","tags":[]}`))), ErrCorrupt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := verifyBytes(compress(t, tt.raw), "test.bundle", Limits{}, nil)
			if tt.want == nil {
				if err != nil {
					t.Fatalf("good stream rejected: %v", err)
				}
				return
			}
			if !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
		})
	}
}

// validStreamV1 is validStream with a version-1 header.
func validStreamV1(tb testing.TB) *streamBuilder {
	h := testHeader()
	h.FormatVersion = 1
	b := &streamBuilder{}
	b.addJSON(tb, TypeHeader, &h)
	f := testFinding(0)
	return b.addJSON(tb, TypeFinding, &f)
}

// TestOldBundleReads: the version-1 bundle kept from before rule records
// still verifies and reads.
func TestOldBundleReads(t *testing.T) {
	t.Parallel()
	r, err := Open(filepath.Join("testdata", "golden.bundle"), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	recs, err := drain(r)
	if err != nil {
		t.Fatal(err)
	}
	if r.Header().FormatVersion != 1 || len(recs) == 0 || r.Counts().Rules != 0 {
		t.Fatalf("version %d, %d records, %d rules", r.Header().FormatVersion, len(recs), r.Counts().Rules)
	}
}

// TestCreateRefusesVersion1WithRules: rules need version 2.
func TestCreateRefusesVersion1WithRules(t *testing.T) {
	t.Parallel()
	h := testHeader()
	h.FormatVersion = 1
	if _, err := Create(t.TempDir(), h, Limits{}, testRules()...); err == nil || !strings.Contains(err.Error(), "cannot hold rule records") {
		t.Fatalf("Create = %v", err)
	}
}
