package coordinator

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// TestJobForScannerNoWorkerHas: a ready job whose scanner no worker with a
// live session offers says so (JobInfo.Waiting, over the admin API too) and
// is counted in Stats; once a worker offering it says hello, it no longer
// does, and when that worker's session expires, it does again. (Such a job
// used to wait in ready with nothing saying why.)
func TestJobForScannerNoWorkerHas(t *testing.T) {
	h := newHarness(t) // worker w1 offers p/s
	ctx := context.Background()
	h.enqueue("served")
	for _, id := range []string{"orphan-1", "orphan-2"} {
		if _, err := h.c.Enqueue(ctx, job.Spec{ID: id, Scanner: "acme/nope", Target: job.Target{Kind: "path", Path: "/x"}}); err != nil {
			t.Fatal(err)
		}
	}
	check := func(wantOrphan string, wantCount int) {
		t.Helper()
		for id, want := range map[string]string{"served": "", "orphan-1": wantOrphan} {
			info, err := h.c.Job(ctx, id)
			if err != nil || info.Waiting != want {
				t.Errorf("job %s: waiting %q, %v; want %q", id, info.Waiting, err, want)
			}
		}
		var viaAPI api.JobInfo
		h.do("GET", api.PathJobs+"/orphan-2", "", nil, nil, http.StatusOK, &viaAPI)
		if viaAPI.Waiting != wantOrphan {
			t.Errorf("GET /v1/jobs/orphan-2: waiting %q, want %q", viaAPI.Waiting, wantOrphan)
		}
		list, err := h.c.Jobs(ctx, api.JobReady, 10)
		if err != nil {
			t.Fatal(err)
		}
		var listed []string
		for _, j := range list {
			listed = append(listed, j.Spec.ID+"="+j.Waiting)
		}
		if want := "served=,orphan-1=" + wantOrphan + ",orphan-2=" + wantOrphan; strings.Join(listed, ",") != want {
			t.Errorf("listing %q, want %q", listed, want)
		}
		st, err := h.c.Stats(ctx)
		if err != nil || st.NoWorker != wantCount || (wantCount > 0) != (strings.Join(st.NoWorkerScanners, ",") == "acme/nope") {
			t.Errorf("stats no_worker %d %q, %v; want %d", st.NoWorker, st.NoWorkerScanners, err, wantCount)
		}
	}
	check(api.WaitingNoWorker, 2)

	if _, err := h.c.Hello(ctx, api.Hello{WorkerID: "w2", Scanners: []string{"acme/nope"}, Capacity: 1}); err != nil {
		t.Fatal(err)
	}
	check("", 0)

	// w2 goes quiet; w1 keeps its session alive.
	h.clk.Add(h.c.cfg.SessionTTL + time.Second)
	if _, err := h.c.Heartbeat(ctx, api.Heartbeat{WorkerID: "w1", Capacity: 1}); err != nil {
		t.Fatal(err)
	}
	check(api.WaitingNoWorker, 2)
}
