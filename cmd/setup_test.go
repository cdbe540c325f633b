package workercmd

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/diag"
)

// TestLogDurations: a JSON log line gives a duration as a number of
// seconds, with the unit in its key, never as an integer of nanoseconds
// (20000000000); a text line gives it as Go writes it.
func TestLogDurations(t *testing.T) {
	var b bytes.Buffer
	log := newLogger(config.Log{Level: "info", Format: "json"}, &b, diag.NewRedactor())
	log.Info("lease renewal failed", "retry_in", 5739*time.Millisecond, "lease", 20*time.Second, "wait_seconds", time.Second)
	got := b.String()
	for _, want := range []string{`"retry_in_seconds":5.739`, `"lease_seconds":20`, `"wait_seconds":1`} {
		if !strings.Contains(got, want) {
			t.Errorf("JSON log line %s: want %s", got, want)
		}
	}
	b.Reset()
	log = newLogger(config.Log{Level: "info", Format: "text"}, &b, diag.NewRedactor())
	log.Info("lease renewal failed", "retry_in", 5739*time.Millisecond)
	if got := b.String(); !strings.Contains(got, "retry_in=5.739s") {
		t.Errorf("text log line %s: want retry_in=5.739s", got)
	}
}
