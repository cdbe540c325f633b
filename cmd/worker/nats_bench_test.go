package main

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkNATSEndToEnd runs no-op jobs (the probe scanner from a signed
// package, subprocess backend) through 1, 2 and 4 `worker run` processes
// of 4 slots each against an embedded JetStream server with file storage,
// and reports jobs/s from the workers' start to the last job done (start-up
// included, as in the HTTP coordinator's BenchmarkEndToEnd).
//
//	go test -run '^$' -bench BenchmarkNATSEndToEnd -benchtime 1x ./cmd/worker
func BenchmarkNATSEndToEnd(b *testing.B) {
	const jobs = 200
	for _, workers := range []int{1, 2, 4} {
		b.Run(fmt.Sprintf("workers=%d/slots=4", workers), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				n := newNATSRigTB(b, 4, "1m", "")
				tr := n.client()
				ids := n.enqueueN(tr, fmt.Sprintf("b%d", i), jobs)
				b.StartTimer()
				begin := time.Now()
				ps := n.workers(workers)
				n.waitDone(tr, ids, 10*time.Minute, func() []*proc { return ps })
				el := time.Since(begin)
				b.StopTimer()
				b.ReportMetric(float64(jobs)/el.Seconds(), "jobs/s")
				b.ReportMetric(float64(el.Microseconds())*float64(workers*4)/float64(jobs)/1000, "ms/job-latency")
				for _, p := range ps {
					p.kill()
				}
			}
			b.ReportMetric(0, "ns/op")
		})
	}
}
