package bundle

import (
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
