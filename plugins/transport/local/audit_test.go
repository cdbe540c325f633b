package local

import (
	"context"
	"encoding/json"
	"os"
	"testing"
)

// TestCancelRecordsWhoAsked: a cancel keeps who asked for it
// (Cancel's requester) in the job's cancel record, the spool's
// audit trail, next to when.
func TestCancelRecordsWhoAsked(t *testing.T) {
	s := openSpool(t, t.TempDir(), newClock())
	mustEnqueue(t, s, testSpec("c1", "p/s"), testSpec("c2", "p/s"))
	mustClaim(t, s, claimReq("req-c2-0000000000000000000000000000"[:32], "p/s"))
	for _, id := range []string{"c1", "c2"} {
		if err := s.Cancel(context.Background(), id, "alice@build-7 via worker cancel"); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(s.layout.cancelPath(id))
		if err != nil {
			t.Fatal(err)
		}
		var rec struct {
			Requested string `json:"requested"`
			By        string `json:"by"`
		}
		if err := json.Unmarshal(data, &rec); err != nil || rec.By != "alice@build-7 via worker cancel" || rec.Requested == "" {
			t.Errorf("cancel record of %s: %s (%v)", id, data, err)
		}
	}
}
