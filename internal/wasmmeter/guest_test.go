package wasmmeter

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
)

// guestSource is a Go program built for wasip1 by the tests. It prints
// what it computes with closures, interfaces (call_indirect), goroutines,
// maps, sorting and large copies (memory.copy, memory.fill,
// memory.grow). With the argument "spin" it loops forever instead.
// It avoids fmt to stay small: wazero compiles it faster.
const guestSource = `package main

import (
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
)

var out strings.Builder

func p(key string, v ...any) {
	out.WriteString(key)
	for _, x := range v {
		out.WriteByte(' ')
		switch x := x.(type) {
		case int:
			out.WriteString(strconv.Itoa(x))
		case uint32:
			out.WriteString(strconv.FormatUint(uint64(x), 16))
		case float64:
			out.WriteString(strconv.FormatFloat(x, 'g', 10, 64))
		case string:
			out.WriteString(x)
		case []string:
			out.WriteString(strings.Join(x, ","))
		}
	}
	out.WriteByte('\n')
}

type shape interface {
	area() float64
	name() string
}

type rect struct{ w, h float64 }
type circle struct{ r float64 }
type tri struct{ a, b, c float64 }

func (r rect) area() float64   { return r.w * r.h }
func (r rect) name() string    { return "rect" }
func (c circle) area() float64 { return math.Pi * c.r * c.r }
func (c circle) name() string  { return "circle" }
func (t tri) area() float64 {
	s := (t.a + t.b + t.c) / 2
	return math.Sqrt(s * (s - t.a) * (s - t.b) * (s - t.c))
}
func (t tri) name() string { return "tri" }

func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

//go:noinline
func spin() int {
	n := 0
	for i := 0; ; i++ {
		n += i ^ n
	}
}

func fnv(b []byte) uint32 {
	h := uint32(2166136261)
	for _, c := range b {
		h = (h ^ uint32(c)) * 16777619
	}
	return h
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "spin" {
		p("spin", spin())
	}

	// Closures.
	var fs []func(int) int
	for i := range 10 {
		fs = append(fs, func(x int) int { return x*i + 1 })
	}
	acc := 0
	for _, f := range fs {
		acc = f(acc) % 1000003
	}
	p("closures", acc)

	// Interfaces: dynamic calls.
	shapes := []shape{rect{3, 4}, circle{2}, tri{3, 4, 5}, rect{1.5, 2}, circle{0.5}}
	sort.Slice(shapes, func(i, j int) bool { return shapes[i].area() < shapes[j].area() })
	for _, s := range shapes {
		p("shape", s.name(), s.area())
	}

	// Goroutines.
	results := make([]int, 8)
	var wg sync.WaitGroup
	var mu sync.Mutex
	total := 0
	ch := make(chan int)
	for w := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := 0
			for v := range ch {
				s += v * v
			}
			results[w] = s
			mu.Lock()
			total += s
			mu.Unlock()
		}()
	}
	for i := range 10000 {
		ch <- i
	}
	close(ch)
	wg.Wait()
	p("goroutines", total)

	// Maps and sorting.
	text := strings.Repeat("the quick brown fox jumps over the lazy dog and the cat ", 50)
	counts := map[string]int{}
	for _, w := range strings.Fields(text) {
		counts[w]++
	}
	words := make([]string, 0, len(counts))
	for w := range counts {
		words = append(words, w)
	}
	sort.Slice(words, func(i, j int) bool {
		if counts[words[i]] != counts[words[j]] {
			return counts[words[i]] > counts[words[j]]
		}
		return words[i] < words[j]
	})
	p("words", words)
	p("the", counts["the"])
	m := map[int]int{}
	for i := range 50000 {
		m[i*7919%100003] = i
	}
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	p("map", len(m), keys[0], keys[len(keys)-1], m[keys[12345]])

	// Large copies.
	big := make([]byte, 24<<20)
	for i := range big {
		big[i] = byte(i * 31 >> 3)
	}
	dup := make([]byte, len(big))
	copy(dup, big)
	copy(dup[1:], dup[:len(dup)-1])
	p("copy", fnv(dup), fnv(big))
	clear(dup[1000:])
	p("clear", fnv(dup))

	// Recursion, and a recovered panic.
	p("fib", fib(25))
	func() {
		defer func() { p("recovered", recover().(error).Error()) }()
		var a []int
		_ = a[len(os.Args)+2]
	}()

	os.Stdout.WriteString(out.String())
}
`

// guestDir holds the Go guests the tests build; TestMain makes and
// removes it.
var guestDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "wasmmeter-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	guestDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// The Go guest, plain and instrumented, built, instrumented and compiled
// once.
var (
	guestOnce                sync.Once
	guestPlain, guestMetered []byte
	guestErr                 error
)

// guestBudget is the instrumented Go guest's initial budget.
const guestBudget = 100000

// goGuest returns the Go guest, plain and instrumented. The first call
// builds it and compiles both versions (at once) into the tests'
// compilation cache.
func goGuest(tb testing.TB) (plain, metered []byte) {
	tb.Helper()
	guestOnce.Do(func() {
		guestPlain, guestErr = buildGoGuest(filepath.Join(guestDir, "guest"), guestSource)
		if guestErr != nil {
			return
		}
		guestMetered, guestErr = Instrument(guestPlain, opts(guestBudget))
		if guestErr != nil {
			return
		}
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i, bin := range [][]byte{guestPlain, guestMetered} {
			wg.Go(func() {
				ctx := context.Background()
				r := wazero.NewRuntimeWithConfig(ctx, wazero.NewRuntimeConfigCompiler().
					WithCoreFeatures(coreFeatures).WithCompilationCache(compilationCache))
				defer r.Close(ctx)
				_, errs[i] = r.CompileModule(ctx, bin)
			})
		}
		wg.Wait()
		if errs[0] != nil || errs[1] != nil {
			guestErr = fmt.Errorf("compile: plain: %v; instrumented: %v", errs[0], errs[1])
		}
	})
	if guestErr != nil {
		tb.Fatalf("Go guest: %v", guestErr)
	}
	return guestPlain, guestMetered
}

// buildGoGuest builds the Go program src for wasip1 in dir and returns
// the module. Only the module cache and the standard library are used:
// the build needs no network.
func buildGoGuest(dir, src string) ([]byte, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module guest\n\ngo 1.24\n"), 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(src), 0o644); err != nil {
		return nil, err
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(os.Getenv("GOROOT"), "bin", "go")
	}
	cmd := exec.Command(goTool, "build", "-o", "guest.wasm", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=wasip1", "GOARCH=wasm", "CGO_ENABLED=0",
		"GOFLAGS=", "GOWORK=off", "GOTOOLCHAIN=local", "GOPROXY=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("go build: %v\n%s", err, out)
	}
	return os.ReadFile(filepath.Join(dir, "guest.wasm"))
}

// A guestRun is a Go guest ready to run with WASI and the check.
type guestRun struct {
	r              wazero.Runtime
	c              wazero.CompiledModule
	cfg            wazero.ModuleConfig
	stdout, stderr bytes.Buffer
}

// prepareGuest compiles a Go guest (from the compilation cache) in a new
// runtime with WASI and the check.
func prepareGuest(tb testing.TB, wasm []byte, h *meterHost, args ...string) *guestRun {
	tb.Helper()
	g := &guestRun{r: newRuntime(tb)}
	ctx := context.Background()
	wasi_snapshot_preview1.MustInstantiate(ctx, g.r)
	h.instantiate(tb, g.r)
	var err error
	if g.c, err = g.r.CompileModule(ctx, wasm); err != nil {
		tb.Fatalf("compile: %v", err)
	}
	g.cfg = wazero.NewModuleConfig().WithStdout(&g.stdout).WithStderr(&g.stderr).
		WithArgs(append([]string{"guest"}, args...)...)
	return g
}

// run runs the guest and returns its standard output and error (nil if
// it exited with 0).
func (g *guestRun) run(ctx context.Context) (string, error) {
	_, err := g.r.InstantiateModule(ctx, g.c, g.cfg)
	if code, ok := exitCode(err); ok && code == 0 {
		err = nil
	}
	return g.stdout.String(), err
}

// runGuest runs a Go guest and returns its standard output and error.
func runGuest(tb testing.TB, ctx context.Context, wasm []byte, h *meterHost, args ...string) (string, error) {
	tb.Helper()
	g := prepareGuest(tb, wasm, h, args...)
	out, err := g.run(ctx)
	if err != nil {
		tb.Logf("stderr: %s", g.stderr.String())
	}
	return out, err
}

func TestGoGuest(t *testing.T) {
	plain, metered := goGuest(t)
	ctx := context.Background()
	want, err := runGuest(t, ctx, plain, newMeterHost(1))
	if err != nil {
		t.Fatalf("plain guest: %v", err)
	}
	for _, line := range []string{"fib 75025", "goroutines 333283335000", "the 150", "recovered runtime error: index out of range [3] with length 0"} {
		if !strings.Contains(want, line+"\n") {
			t.Errorf("the plain guest's output lacks %q:\n%s", line, want)
		}
	}
	// The check refills a small budget: it is called often. (Go's wasm
	// code runs each function in one loop, jumping back to its head for
	// every loop of the Go source: each of its iterations is charged the
	// whole function.)
	h := newMeterHost(1 << 20)
	got, err := runGuest(t, ctx, metered, h)
	if err != nil {
		t.Fatalf("instrumented guest: %v", err)
	}
	if got != want {
		t.Errorf("instrumented guest's output:\n%s\nwant:\n%s", got, want)
	}
	if h.calls.Load() < 100 {
		t.Errorf("%d checks", h.calls.Load())
	}
	t.Logf("%d checks; module %d -> %d bytes", h.calls.Load(), len(plain), len(metered))
}
