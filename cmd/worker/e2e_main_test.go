package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/creack/pty"

	"github.com/sluicehq/sluice/internal/sandbox"
)

// The end-to-end, crash and benchmark tests share one worker binary, built
// once per test process (a build takes seconds on a busy machine) into a
// directory TestMain removes.
var shared struct {
	once sync.Once
	dir  string
	bin  string
	err  error
}

// defaultParallel is how many tests of this package run at once unless
// -parallel says otherwise. Most of a test's time is spent waiting on the
// worker processes it starts (leases, drains, kill graces, polls), so more
// of them than there are CPUs keep the machine busy.
const defaultParallel = 4

func TestMain(m *testing.M) {
	sandbox.Main()
	flag.Parse()
	parallelSet := false
	flag.Visit(func(f *flag.Flag) { parallelSet = parallelSet || f.Name == "test.parallel" })
	if !parallelSet {
		if err := flag.Set("test.parallel", fmt.Sprint(defaultParallel)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	code := m.Run()
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
	os.Exit(code)
}

// sharedWorkerBinary returns the path of the worker binary, building it on
// first use. SLUICE_TEST_WORKER_BIN names a prebuilt binary to use instead,
// so a benchmark can compare two builds in one sitting.
func sharedWorkerBinary(tb testing.TB) string {
	tb.Helper()
	if bin := os.Getenv("SLUICE_TEST_WORKER_BIN"); bin != "" {
		return bin
	}
	shared.once.Do(func() {
		var dir string
		if dir, shared.err = sharedDir(); shared.err != nil {
			return
		}
		shared.bin = filepath.Join(dir, "worker")
		if out, err := exec.Command("go", "build", "-o", shared.bin, ".").CombinedOutput(); err != nil {
			shared.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if shared.err != nil {
		tb.Fatal(shared.err)
	}
	return shared.bin
}

// sharedDir returns the directory TestMain removes, creating it once.
func sharedDir() (string, error) {
	sharedDirOnce.Do(func() {
		shared.dir, sharedDirErr = os.MkdirTemp("", "sluice-e2e-")
	})
	return shared.dir, sharedDirErr
}

var (
	sharedDirOnce sync.Once
	sharedDirErr  error
	// builds holds the programs sharedBuild built, by output name.
	builds sync.Map // name -> *sharedProgram
)

// sharedProgram is one program built once per test process.
type sharedProgram struct {
	once sync.Once
	path string
	err  error
}

// sharedBuild builds the Go package pkg (a path relative to this package)
// once per test process, as the program name in the shared directory, and
// returns its path. Tests copy it into their own package sources.
func sharedBuild(tb testing.TB, name, pkg string) string {
	tb.Helper()
	v, _ := builds.LoadOrStore(name, &sharedProgram{})
	p := v.(*sharedProgram)
	p.once.Do(func() {
		dir, err := sharedDir()
		if err != nil {
			p.err = err
			return
		}
		p.path = filepath.Join(dir, name)
		if out, err := exec.Command("go", "build", "-o", p.path, pkg).CombinedOutput(); err != nil {
			p.err = fmt.Errorf("building %s: %v\n%s", pkg, err, out)
		}
	})
	if p.err != nil {
		tb.Fatal(p.err)
	}
	return p.path
}

// copyFile copies the file at src to dst with mode.
func copyFile(tb testing.TB, src, dst string, mode os.FileMode) {
	tb.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(dst, data, mode); err != nil {
		tb.Fatal(err)
	}
}

// warm is a home directory in which one `worker scan` compiled the built-in
// secrets scanner (warmBuiltinCache).
var warm struct {
	once sync.Once
	home string
	err  error
	// terminal is what that scan wrote to its stderr, a pseudo terminal
	// (empty when the machine has none), for TestScanCompileNotice.
	terminal string
}

// warmBuiltinCache copies into home the compile cache of the built-in
// secrets scanner, and the key that authenticates it, as one scan in a
// shared home left them: a test whose subject is not the cache does not
// compile the module again. The worker still authenticates every entry.
func warmBuiltinCache(tb testing.TB, home string) {
	tb.Helper()
	warmHome(tb)
	for _, rel := range []string{".cache/sluice", ".local/state/sluice/plugins"} {
		copyTree(tb, filepath.Join(warm.home, rel), filepath.Join(home, rel))
	}
}

// warmHome makes warm.home once.
func warmHome(tb testing.TB) {
	tb.Helper()
	bin := sharedWorkerBinary(tb)
	warm.once.Do(func() {
		dir, err := sharedDir()
		if err != nil {
			warm.err = err
			return
		}
		warm.home = filepath.Join(dir, "warm-home")
		target := filepath.Join(warm.home, "target")
		if warm.err = os.MkdirAll(target, 0o700); warm.err != nil {
			return
		}
		if warm.err = os.WriteFile(filepath.Join(target, "a.txt"), []byte("nothing\n"), 0o600); warm.err != nil {
			return
		}
		cmd := exec.Command(bin, "scan", target)
		cmd.Env = []string{"HOME=" + warm.home, "PATH=" + os.Getenv("PATH")}
		if out, err := runOnTerminal(cmd); err != nil {
			warm.err = fmt.Errorf("warming the compile cache: %v\n%s", err, out)
		} else if out != nil {
			warm.terminal = string(out)
		}
	})
	if warm.err != nil {
		tb.Fatal(warm.err)
	}
}

// warmStateDir copies the compile cache of the built-in secrets scanner
// and its key (warmBuiltinCache) into stateDir, where a worker with that
// state dir keeps them: `worker run`, and `worker scan --state-dir`.
func warmStateDir(tb testing.TB, stateDir string) {
	tb.Helper()
	warmHome(tb)
	wasm := filepath.Join(stateDir, "plugins", "backend.wasm")
	copyTree(tb, filepath.Join(warm.home, ".cache", "sluice", "plugins", "backend.wasm", "compile-cache"), filepath.Join(wasm, "compile-cache"))
	copyTree(tb, filepath.Join(warm.home, ".local", "state", "sluice", "plugins", "backend.wasm"), wasm)
}

// copyTree copies the directories and regular files under src to dst,
// keeping their permissions.
func copyTree(tb testing.TB, src, dst string) {
	tb.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		to := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(to, info.Mode().Perm())
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(to, data, info.Mode().Perm())
	})
	if err != nil {
		tb.Fatalf("copying %s: %v", src, err)
	}
}

// runOnTerminal runs cmd with stdout and stderr on a pseudo terminal and
// returns what it wrote there; without a pseudo terminal on this machine
// it runs cmd with both on a pipe and returns nil output unless it failed.
func runOnTerminal(cmd *exec.Cmd) ([]byte, error) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		out, err := cmd.CombinedOutput()
		if err != nil {
			return out, err
		}
		return nil, nil
	}
	defer ptmx.Close()
	cmd.Stdout, cmd.Stderr = tty, tty
	if err := cmd.Start(); err != nil {
		tty.Close()
		return nil, err
	}
	tty.Close() // the child holds its own copy
	var out bytes.Buffer
	copied := make(chan struct{})
	go func() {
		io.Copy(&out, ptmx) // ends with EIO once the child exits
		close(copied)
	}()
	err = cmd.Wait()
	<-copied
	return out.Bytes(), err
}
