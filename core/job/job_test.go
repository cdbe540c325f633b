package job

import (
	"testing"
	"time"
)

// TestAssignedScanTimeout pins the one rule every transport applies: the
// job's own timeout, else the claim's default, capped; with neither, the
// cap.
func TestAssignedScanTimeout(t *testing.T) {
	const m = time.Minute
	for _, tc := range []struct {
		name               string
		job, claimDef, max time.Duration
		want               time.Duration
	}{
		{"job's own", 5 * m, 10 * m, 60 * m, 5 * m},
		{"claim default", 0, 10 * m, 60 * m, 10 * m},
		{"job's own capped", 90 * m, 10 * m, 60 * m, 60 * m},
		{"claim default capped", 0, 90 * m, 60 * m, 60 * m},
		{"neither: the cap", 0, 0, 60 * m, 60 * m},
		{"no cap", 90 * m, 10 * m, 0, 90 * m},
		{"no cap, claim default", 0, 10 * m, 0, 10 * m},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := Spec{ScanTimeout: Duration(tc.job)}
			if got := s.AssignedScanTimeout(tc.claimDef, tc.max); got != tc.want {
				t.Errorf("AssignedScanTimeout(%s, %s) with job %s = %s, want %s", tc.claimDef, tc.max, tc.job, got, tc.want)
			}
		})
	}
}
