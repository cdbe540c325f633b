package nats

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/core/transport/transporttest"
	"github.com/sluicehq/sluice/plugins/transport/nats/natstest"
)

// BenchmarkProtocol measures the transport's own cost of one job in
// process against an embedded JetStream server with file storage: enqueue
// (untimed), claim, one renewal, one progress event and a 4 KiB bundle
// delivery, the same steps as transport.http's BenchmarkProtocol.
func BenchmarkProtocol(b *testing.B) {
	srv := natstest.Start(b, "", true)
	cfg := testConfig(srv, nil)
	cfg.ackWait = 0
	tr := open(b, cfg)
	ctx := context.Background()
	pad := string(make([]byte, 4096-16))
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		if err := tr.Enqueue(ctx, transporttest.Spec(fmt.Sprintf("p-%d", i))); err != nil {
			b.Fatal(err)
		}
		ref := transporttest.Bundle(b, fmt.Sprintf("%16d", i)+pad) // 4 KiB, a new digest each job
		b.StartTimer()
		res, err := tr.Claim(ctx, transport.ClaimRequest{RequestID: fmt.Sprintf("r%d", i), WorkerID: "bench",
			Scanners: []string{transporttest.Scanner}, DefaultScanTimeout: time.Minute})
		if err != nil || res.Assignment == nil {
			b.Fatal(err, res)
		}
		a := res.Assignment
		if _, err := tr.Renew(ctx, a); err != nil {
			b.Fatal(err)
		}
		if err := tr.Progress(ctx, a, []transport.ProgressEvent{{Seq: uint64(i + 1), JobID: a.Spec.ID, Attempt: 1, Phase: "scanning"}}); err != nil {
			b.Fatal(err)
		}
		if _, err := tr.Deliver(ctx, a, ref); err != nil {
			b.Fatal(err)
		}
	}
}
