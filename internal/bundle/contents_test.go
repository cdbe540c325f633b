package bundle

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// TestReadContents: one pass gives the findings in order, the last
// progress, the files the scanner did not read (and no other log), the
// trailer; a damaged bundle is refused as NewReader refuses it.
func TestReadContents(t *testing.T) {
	evs := sampleEvents(25)
	evs = append(evs, event{level: scanner.LevelWarn, msg: scanner.SkippedMessage("big/blob.bin", "over 64 MiB")})
	dir := t.TempDir()
	s := sealEvents(t, dir, testHeader(), Limits{}, evs, CompletionPartialTimeout)
	data := readAll(t, s.Path)
	c, err := ReadContents(data, "test bundle", DefaultLimits())
	if err != nil {
		t.Fatal(err)
	}
	var want []scanner.Finding
	for i := range 25 {
		want = append(want, testFinding(i))
	}
	if !slices.EqualFunc(c.Findings, want, func(a, b scanner.Finding) bool { return a.Fingerprint == b.Fingerprint && a.Path == b.Path }) {
		t.Errorf("findings: %d, want %d in order", len(c.Findings), len(want))
	}
	if c.Progress.Files != 20 {
		t.Errorf("last progress: %+v, want the record after 20 files", c.Progress)
	}
	if len(c.Skipped) != 1 || c.Skipped[0] != (Skipped{Path: "big/blob.bin", Reason: "over 64 MiB"}) {
		t.Errorf("skipped: %+v", c.Skipped)
	}
	if c.Header.Identity != testIdentity() || c.Trailer.Completion != CompletionPartialTimeout {
		t.Errorf("header %+v, trailer %+v", c.Header, c.Trailer)
	}
	data[len(data)/2] ^= 0xff
	if _, err := ReadContents(data, "test bundle", DefaultLimits()); err == nil {
		t.Error("a damaged bundle was read")
	}
}

// TestKeptContentsAreTheBundle: what a writer keeps (Keep) is exactly what
// ReadContents reads from the bundle it sealed, with rules described and
// omitted, events dropped over the limits, and skipped files among other
// logs: a one-shot scan prints from the kept contents what it would have
// printed from the bundle.
func TestKeptContentsAreTheBundle(t *testing.T) {
	rules := []scanner.Rule{
		{ID: "aws-access-key", Description: "AWS access key id", Aliases: []string{"aws"}},
		{ID: "unused", Description: "never named"},
	}
	evs := sampleEvents(40)
	evs = append(evs,
		event{level: scanner.LevelWarn, msg: scanner.SkippedMessage("a/b.bin", "over the file limit")},
		event{level: scanner.LevelInfo, msg: "just a log line"},
		event{level: scanner.LevelWarn, msg: scanner.SkippedMessage("c\xffd", "unreadable")})
	for name, lim := range map[string]Limits{
		"default":  {},
		"dropping": {MaxProgressRecords: 2, MaxLogRecords: 2},
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			w, err := Create(dir, testHeader(), lim, rules...)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Abort()
			w.Keep()
			for _, ev := range evs {
				if err := writeEvent(w, ev); err != nil && !errors.Is(err, ErrLimit) {
					t.Fatal(err)
				}
			}
			s, err := w.Seal(CompletionComplete, dir)
			if err != nil {
				t.Fatal(err)
			}
			read, err := ReadContents(readAll(t, s.Path), "kept", DefaultLimits())
			if err != nil {
				t.Fatal(err)
			}
			if s.Contents == nil || !reflect.DeepEqual(*s.Contents, read) {
				t.Errorf("kept contents differ from the bundle's:\nkept %+v\nread %+v", s.Contents, read)
			}
			if len(read.Rules) != 1 || len(read.Findings) != 40 {
				t.Errorf("read %d rules and %d findings, want 1 and 40", len(read.Rules), len(read.Findings))
			}
		})
	}
}
