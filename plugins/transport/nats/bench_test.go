package nats

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"syscall"
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
		// The consumer may see a message a moment after the stream
		// acknowledged it: claim again until the job comes.
		var res transport.ClaimResult
		for deadline := time.Now().Add(time.Minute); res.Assignment == nil; {
			var err error
			res, err = tr.Claim(ctx, transport.ClaimRequest{RequestID: fmt.Sprintf("r%d", i), WorkerID: "bench",
				Scanners: []string{transporttest.Scanner}, DefaultScanTimeout: time.Minute})
			if err != nil || res.Resolution != nil || time.Now().After(deadline) {
				b.Fatal(err, res)
			}
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

// BenchmarkFleetProtocol measures what the transport and the server can
// carry without a pipeline: 1, 2 and 4 workers (each its own connection)
// of 4 slots each claim, renew and deliver a 4 KiB bundle for 400 no-op
// jobs concurrently, and it reports jobs/s and the CPU per job of the
// process (clients and server together). It bounds a NATS fleet's
// throughput from above: a worker adds its own per-job cost on top.
func BenchmarkFleetProtocol(b *testing.B) {
	for _, workers := range []int{1, 2, 4} {
		b.Run(fmt.Sprintf("workers=%d/slots=4", workers), func(b *testing.B) {
			const jobs = 400
			for range b.N {
				b.StopTimer()
				srv := natstest.Start(b, "", true)
				cfg := testConfig(srv, nil)
				cfg.ackWait = 0
				trs := make([]*Transport, workers)
				for w := range trs {
					trs[w] = open(b, cfg)
				}
				ctx := context.Background()
				pad := string(make([]byte, 4096-16))
				refs := make([]transport.BundleRef, jobs)
				for i := range jobs {
					if err := trs[0].Enqueue(ctx, transporttest.Spec(fmt.Sprintf("f-%d", i))); err != nil {
						b.Fatal(err)
					}
					refs[i] = transporttest.Bundle(b, fmt.Sprintf("%16d", i)+pad)
				}
				b.StartTimer()
				begin, cpu0 := time.Now(), processCPU(b)
				var done atomic.Int64
				var wg sync.WaitGroup
				errs := make(chan error, workers*4)
				for w := range workers {
					for slot := range 4 {
						wg.Go(func() {
							for done.Load() < jobs {
								res, err := trs[w].Claim(ctx, transport.ClaimRequest{RequestID: transporttest.RequestID(), WorkerID: "bench",
									Slot: slot, Scanners: []string{transporttest.Scanner}, DefaultScanTimeout: time.Minute})
								if err != nil {
									errs <- err
									return
								}
								if res.Assignment == nil {
									continue
								}
								a := res.Assignment
								var i int
								fmt.Sscanf(a.Spec.ID, "f-%d", &i)
								if _, err := trs[w].Renew(ctx, a); err != nil {
									errs <- err
									return
								}
								if _, err := trs[w].Deliver(ctx, a, refs[i]); err != nil {
									errs <- err
									return
								}
								done.Add(1)
							}
						})
					}
				}
				wg.Wait()
				el, cpu1 := time.Since(begin), processCPU(b)
				b.StopTimer()
				close(errs)
				for err := range errs {
					b.Fatal(err)
				}
				b.ReportMetric(float64(jobs)/el.Seconds(), "jobs/s")
				b.ReportMetric(ms(cpu1-cpu0)/jobs, "cpu-ms/job")
			}
			b.ReportMetric(0, "ns/op")
		})
	}
}

// processCPU is the user and system CPU time of this process so far: the
// transports' clients and the embedded server.
func processCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
