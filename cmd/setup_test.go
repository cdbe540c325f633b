package workercmd

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/config"
	"github.com/sluicehq/sluice/core/diag"
)

// TestJSONLogDurations: a JSON log line gives a duration as Go writes it,
// not as an integer of nanoseconds.
func TestJSONLogDurations(t *testing.T) {
	var b bytes.Buffer
	log := newLogger(config.Log{Level: "info", Format: "json"}, &b, diag.NewRedactor())
	log.Info("lease renewal failed", "retry_in", 5739*time.Millisecond, "lease", 20*time.Second)
	if got := b.String(); !strings.Contains(got, `"retry_in":"5.739s"`) || !strings.Contains(got, `"lease":"20s"`) {
		t.Fatalf("log line %s: want the durations as text", got)
	}
}
