package bundle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// A bundle of format version 2 describes the rules its findings name: one
// rule record (TypeRule) per rule id that at least one finding names and
// the scanner described, sorted by id, after every event record and
// before the trailer. Only named rules are kept, so a scan that finds
// nothing pays nothing for a scanner's hundreds of rules, and a report
// built from bundles lists the rules its results use. Rules that do not
// fit Limits.MaxRuleRecords, Limits.MaxRuleBytes or the bundle's size
// limits are left out and counted in Trailer.RulesOmitted: the findings
// matter more than their descriptions, so a bundle is never refused for
// its rules.

// noteRule records that a finding named rule id, when the scanner
// described rules. w.mu is held.
func (w *Writer) noteRule(id string) {
	if len(w.rules) == 0 {
		return
	}
	if w.named == nil {
		w.named = map[string]struct{}{}
	}
	w.named[id] = struct{}{}
}

// sealRules writes the rule records of the rules findings named, in id
// order, and returns how many it left out over the limits. w.mu is held.
func (w *Writer) sealRules() (omitted int64, err error) {
	var named []*scanner.Rule
	for i := range w.rules {
		r := &w.rules[i]
		if _, ok := w.named[r.ID]; ok {
			delete(w.named, r.ID) // a repeated id is described once
			named = append(named, r)
		}
	}
	slices.SortFunc(named, func(a, b *scanner.Rule) int { return strings.Compare(a.ID, b.ID) })
	var count, size int64
	for _, r := range named {
		id := r.ID
		if err := r.Validate(); err != nil {
			return 0, fmt.Errorf("describing rule: %w", err)
		}
		// Aliases are not part of format version 2 (its readers refuse
		// a field they do not know): the bundle describes rules
		// without them.
		described := *r
		described.Aliases = nil
		payload, err := canonicalJSON(&w.scratch, &described)
		if err != nil {
			return 0, fmt.Errorf("encoding rule %.80q: %w", id, err)
		}
		framed := int64(framedLen(len(payload)))
		if count >= w.lim.MaxRuleRecords || size+framed > w.lim.MaxRuleBytes || w.checkLimits(TypeRule, len(payload)) != nil {
			omitted++
			continue
		}
		if err := w.emitLocked(TypeRule, payload); err != nil {
			return 0, err
		}
		if w.kept != nil {
			w.kept.Rules = append(w.kept.Rules, described)
		}
		count++
		size += framed
	}
	return omitted, nil
}

// ruleState is what a Reader checks of rule records: they follow every
// event, come in strictly increasing id order, and stay within the
// limits.
type ruleState struct {
	count, bytes int64
	last         string
}

// readRule decodes and checks the rule record at index/start.
func (r *Reader) readRule(payload []byte, index, start int64, rec *Record) error {
	if r.header.FormatVersion < FormatVersion {
		return r.recErr(ErrCorrupt, index, start, fmt.Sprintf("a rule record in a format version %d bundle", r.header.FormatVersion), nil)
	}
	if err := r.decode(payload, &rec.Rule, index, start); err != nil {
		return err
	}
	if err := rec.Rule.Validate(); err != nil {
		return r.recErr(ErrCorrupt, index, start, "invalid rule", err)
	}
	rs := &r.rules
	if rs.count > 0 && rec.Rule.ID <= rs.last {
		return r.recErr(ErrCorrupt, index, start, fmt.Sprintf("rule %.80q is not after rule %.80q: rule records are sorted by id, each once", rec.Rule.ID, rs.last), nil)
	}
	rs.count++
	rs.bytes += int64(framedLen(len(payload)))
	if rs.count > r.lim.MaxRuleRecords {
		return r.recErr(ErrTooLarge, index, start, fmt.Sprintf("more than %d rule records", r.lim.MaxRuleRecords), nil)
	}
	if rs.bytes > r.lim.MaxRuleBytes {
		return r.recErr(ErrTooLarge, index, start, fmt.Sprintf("rule records over %d bytes", r.lim.MaxRuleBytes), nil)
	}
	rs.last = rec.Rule.ID
	r.counts.Rules++
	return nil
}
