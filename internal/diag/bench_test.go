package diag

import (
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/transport"
)

func BenchmarkRedact100K(b *testing.B) {
	r := NewRedactor()
	s := strings.Repeat("o", 100_000)
	for b.Loop() {
		r.Redact(s)
	}
}

func BenchmarkFit100K(b *testing.B) {
	rep := transport.TerminalReport{JobID: "j", Reason: "x", Stdout: strings.Repeat("o", 100_000)}
	for b.Loop() {
		Fit(rep, MaxReportBytes)
	}
}
