package detect

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkMatcherGoroot runs Find over every file of the Go tree's
// sources (GOROOT/src, about 127 MB, read before timing; skipped when the
// tree has no sources) with the secrets scanner's keywords, one call per
// file as the worker's keyword pass makes, alternating every iteration
// with the baseline (Find as it was before, baseline_test.go) over the
// same files. It reports the CPU time of each per byte and the ratio
// baseline/Find: CPU time, not wall time, because on a shared machine
// wall time swings far more.
//
//	go test -run '^$' -bench MatcherGoroot -benchtime 4x -count 4 ./sdk/detect
func BenchmarkMatcherGoroot(b *testing.B) {
	files, total := gorootFiles(b)
	kws := secretsKeywords(b)
	m, err := NewMatcher(kws)
	if err != nil {
		b.Fatal(err)
	}
	old, err := newBaselineAutomaton(kws)
	if err != nil {
		b.Fatal(err)
	}
	var hits [2]int
	pass := func(find func([]byte, func(Hit) bool), n *int) time.Duration {
		start := cpuTime()
		for _, f := range files {
			find(f, func(Hit) bool { *n++; return true })
		}
		return cpuTime() - start
	}
	var cur, base time.Duration
	for b.Loop() {
		cur += pass(m.Find, &hits[0])
		base += pass(old.Find, &hits[1])
	}
	if hits[0] != hits[1] {
		b.Fatalf("Find reported %d hits, the baseline %d", hits[0], hits[1])
	}
	bytes := float64(b.N) * float64(total)
	b.ReportMetric(float64(cur.Nanoseconds())/bytes, "cpu-ns/B")
	b.ReportMetric(float64(base.Nanoseconds())/bytes, "baseline-cpu-ns/B")
	b.ReportMetric(float64(base)/float64(cur), "x-baseline")
}

// gorootFiles reads every regular file under GOROOT/src.
func gorootFiles(b *testing.B) (files [][]byte, total int) {
	root := filepath.Join(goroot(b), "src")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			files, total = append(files, data), total+len(data)
		}
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) || err == nil && len(files) == 0 {
		b.Skipf("no Go sources at %s to scan", root)
	}
	if err != nil {
		b.Fatal(err)
	}
	return files, total
}

// goroot is the root of the Go installation that runs the tests, as
// `go env GOROOT` reports it; the benchmark is skipped without one.
func goroot(b *testing.B) string {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil || len(bytes.TrimSpace(out)) == 0 {
		b.Skipf("go env GOROOT: %v", err)
	}
	return string(bytes.TrimSpace(out))
}
