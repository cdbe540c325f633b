package http_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	httpt "github.com/sluicehq/sluice/plugins/transport/http"
	"github.com/sluicehq/sluice/plugins/transport/http/coordinator"
)

// BenchmarkEndToEnd runs jobs with a near no-op scanner (the markers
// detector over one small file) through the real coordinator and worker
// processes, and reports jobs per second and the per-job latency.
func BenchmarkEndToEnd(b *testing.B) {
	for _, shape := range []struct{ workers, slots int }{{1, 4}, {2, 4}} {
		b.Run(fmt.Sprintf("workers=%d/slots=%d", shape.workers, shape.slots), func(b *testing.B) {
			benchE2E(b, shape.workers, shape.slots)
		})
	}
}

func benchE2E(b *testing.B, workers, slots int) {
	const jobs = 200
	dir := b.TempDir()
	c := &cluster{dir: dir, coordDir: filepath.Join(dir, "coord")}
	c.pkgLines = writePackage(b, dir)
	c.target = filepath.Join(dir, "target")
	os.MkdirAll(c.target, 0o755)
	os.WriteFile(filepath.Join(c.target, "a.txt"), []byte("nothing\n"), 0o644)
	_, url := startCoordinator(b, dir, "--dir", c.coordDir, "--tls", "off", "--log-level", "warn")
	tok, _ := os.ReadFile(filepath.Join(c.coordDir, "admin-token"))
	adm := &admin{url: url, token: string(tok[:len(tok)-1]), http: newPlainClient()}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		for j := range jobs {
			spec := job.Spec{ID: fmt.Sprintf("b%d-%d", i, j), Scanner: "examples/markers", Target: job.Target{Kind: "path", Path: c.target}}
			if err := adm.post("/v1/jobs", spec); err != nil {
				b.Fatal(err)
			}
		}
		var procs []*proc
		for w := range workers {
			cfg := writeBenchConfig(b, c, fmt.Sprintf("w%d-%d", i, w), url, slots)
			procs = append(procs, start(b, dir, nil, "run", "--config", cfg))
		}
		b.StartTimer()
		begin := time.Now()
		deadline := begin.Add(5 * time.Minute)
		for {
			var s struct{ Done int }
			if err := adm.get("/v1/stats", &s); err == nil && s.Done == jobs*(i+1) {
				break
			}
			if time.Now().After(deadline) {
				b.Fatal("benchmark jobs did not finish")
			}
			time.Sleep(5 * time.Millisecond) // polling interval of a deadline-bounded poll
		}
		el := time.Since(begin)
		b.StopTimer()
		b.ReportMetric(float64(jobs)/el.Seconds(), "jobs/s")
		b.ReportMetric(float64(el.Microseconds())*float64(workers*slots)/float64(jobs)/1000, "ms/job-latency")
		for _, p := range procs {
			p.kill()
		}
		b.StartTimer()
	}
}

func writeBenchConfig(b *testing.B, c *cluster, id, url string, slots int) string {
	body := fmt.Sprintf("[worker]\nid = %q\nstate_dir = %q\nslots = %d\n\n[log]\nlevel = \"warn\"\n\n[transport]\nuse = \"http\"\n\n[transport.http]\nurl = %q\ntoken_file = %q\nlong_poll = \"2s\"\n\n%s",
		id, filepath.Join(c.dir, "state-"+id), slots, url, filepath.Join(c.coordDir, "token"), c.pkgLines)
	p := filepath.Join(c.dir, id+".toml")
	if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
		b.Fatal(err)
	}
	return p
}

// BenchmarkProtocol measures the protocol's own cost of one job in process
// over loopback: claim, one renewal, one progress batch and a 4 KiB bundle
// upload against the real coordinator (SQLite with synchronous commits).
func BenchmarkProtocol(b *testing.B) {
	dir := b.TempDir()
	c, err := coordinator.Open(context.Background(), coordinator.Config{Dir: filepath.Join(dir, "coord"), Token: "0123456789abcdef0123456789abcdef",
		AdminToken: "admin-0123456789abcdef0123456789"})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	srv := httptest.NewServer(c)
	defer srv.Close()
	os.WriteFile(filepath.Join(dir, "token"), []byte("0123456789abcdef0123456789abcdef"), 0o600)
	os.WriteFile(filepath.Join(dir, "admin-token"), []byte("admin-0123456789abcdef0123456789"), 0o600)
	tr, err := httpt.Open(httpt.Config{URL: srv.URL, TokenFile: filepath.Join(dir, "token"), AdminTokenFile: filepath.Join(dir, "admin-token"),
		RequestTimeout: job.Duration(10 * time.Second),
		UploadTimeout:  job.Duration(time.Minute)}, "bench", nil)
	if err != nil {
		b.Fatal(err)
	}
	defer tr.Close()
	data := make([]byte, 4096)
	sum := sha256.Sum256(data)
	ref := transport.BundleRef{Path: filepath.Join(dir, "b.bundle"), Digest: hex.EncodeToString(sum[:]), Size: int64(len(data))}
	os.WriteFile(ref.Path, data, 0o600)
	ctx := context.Background()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		c.Enqueue(ctx, job.Spec{ID: fmt.Sprintf("p-%d", i), Scanner: "p/s", Target: job.Target{Kind: "path", Path: "/x"}})
		b.StartTimer()
		res, err := tr.Claim(ctx, transport.ClaimRequest{RequestID: fmt.Sprintf("r%d", i), WorkerID: "bench", Scanners: []string{"p/s"}})
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
