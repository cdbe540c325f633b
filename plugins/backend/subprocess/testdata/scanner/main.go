// Command scanner is a test scanner for the subprocess backend. It speaks
// the line protocol by hand so that it can also break it on purpose; the
// request's "mode" option selects the behaviour.
package main

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	markers "github.com/sluicehq/sluice/examples/scanners/markers/detector"
	"github.com/sluicehq/sluice/internal/datadir"
	"github.com/sluicehq/sluice/internal/lineproto"
	"github.com/sluicehq/sluice/internal/sandbox/sandboxtest"
	"github.com/sluicehq/sluice/sdk/scanner"
)

var out = bufio.NewWriterSize(os.Stdout, 64<<10)

func send(m *lineproto.Message) {
	b, err := lineproto.Encode(m)
	if err != nil {
		fmt.Fprintln(os.Stderr, "encode:", err)
		os.Exit(2)
	}
	out.Write(b)
}

// rulesInHello is how many rules mode "rules" describes.
const rulesInHello = 600

func hello(name string) {
	send(&lineproto.Message{Type: lineproto.TypeHello, Protocol: lineproto.ProtocolVersion, Info: &scanner.Info{Name: name, Version: "1.0", Kind: scanner.KindTree}})
}

func logf(format string, args ...any) {
	send(&lineproto.Message{Type: lineproto.TypeLog, Level: scanner.LevelInfo, Message: fmt.Sprintf(format, args...)})
}

func finding(i int) {
	path := "dir/file" + strconv.Itoa(i%100) + ".txt"
	f := scanner.Finding{
		RuleID: "test-rule", Path: path, Line: i + 1, Column: 1,
		StartOffset: int64(i), EndOffset: int64(i + 8),
		Match: scanner.Redact("secret-value"), Fingerprint: scanner.Fingerprint("test-rule", path, []byte(strconv.Itoa(i))),
		Severity: scanner.SeverityLow,
	}
	send(&lineproto.Message{Type: lineproto.TypeFinding, Finding: &f})
}

func done(n int64) { send(&lineproto.Message{Type: lineproto.TypeDone, Findings: &n}) }

func forever() {
	out.Flush()
	for {
		time.Sleep(time.Hour)
	}
}

func main() {
	if len(os.Args) > 1 {
		child(os.Args[1])
		return
	}
	if code := os.Getenv("TESTSCAN_EXIT_AT_START"); code != "" {
		// A scanner that cannot start: it exits before its hello.
		n, _ := strconv.Atoi(code)
		fmt.Fprintln(os.Stderr, "exiting at start on purpose")
		os.Exit(n)
	}
	in := bufio.NewReader(os.Stdin)
	line, err := in.ReadBytes('\n')
	if err != nil {
		fmt.Fprintln(os.Stderr, "reading request:", err)
		os.Exit(2)
	}
	m, err := lineproto.Decode(line[:len(line)-1])
	if err != nil || m.Type != lineproto.TypeScan {
		fmt.Fprintln(os.Stderr, "bad request:", err)
		os.Exit(2)
	}
	opts := m.Request.Options
	n, _ := strconv.Atoi(opts["findings"])
	defer out.Flush()
	switch opts["mode"] {
	case "", "ok":
		hello("testscan")
		for i := range n {
			finding(i)
		}
		send(&lineproto.Message{Type: lineproto.TypeProgress, Progress: &scanner.Progress{Files: 1, Bytes: 10}})
		logf("scanned job %s attempt %d", m.Request.JobID, m.Request.Attempt)
		done(int64(n))
	case "name":
		hello(opts["name"])
		done(0)
	case "rules":
		// A hello describing RulesInHello rules, each as fully as the
		// markers example's first rule: a line far over MaxLineBytes.
		info := scanner.Info{Name: "testscan", Version: "1.0", Kind: scanner.KindTree}
		for i := range rulesInHello {
			r := markers.New().Info().Rules[0]
			r.ID = fmt.Sprintf("rule-%04d", i)
			info.Rules = append(info.Rules, r)
		}
		send(&lineproto.Message{Type: lineproto.TypeHello, Protocol: lineproto.ProtocolVersion, Info: &info})
		done(0)
	case "loop":
		hello("testscan")
		logf("ready")
		forever()
	case "ignore_term":
		signal.Ignore(syscall.SIGTERM)
		hello("testscan")
		logf("ready")
		forever()
	case "fork":
		hello("testscan")
		self := "/proc/self/exe" // the sealed copy it runs from; os.Executable names a memfd
		// opts["marker"], when set, is an extra argument of both sleepers
		// that a test can look for in /proc.
		c := exec.Command(self, "sleeper", opts["marker"])
		c.Stdout = os.Stdout // holds the protocol pipe open
		if err := c.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		logf("pid %d", c.Process.Pid)
		mid := exec.Command(self, "middle", opts["marker"])
		mid.Stderr = os.Stderr
		pid, err := mid.Output()
		if err != nil {
			fmt.Fprintln(os.Stderr, "middle:", err)
			os.Exit(2)
		}
		logf("pid %s", strings.TrimSpace(string(pid)))
		done(0)
	case "flood":
		hello("testscan")
		for {
			logf("%s", strings.Repeat("x", 1000))
		}
	case "crash":
		hello("testscan")
		out.Flush()
		fmt.Fprintln(os.Stderr, "boom: something broke")
		os.Exit(3)
	case "garbage":
		hello("testscan")
		out.WriteString("this is not json\n")
		done(0)
	case "no_hello":
		finding(0)
		done(1)
	case "bad_version":
		out.WriteString(`{"type":"hello","protocol":2,"info":{"name":"testscan","version":"1","kind":"tree"}}` + "\n")
		done(0)
	case "count_mismatch":
		hello("testscan")
		finding(0)
		done(2)
	case "long_line":
		hello("testscan")
		out.WriteString(`{"type":"log","level":"info","message":"` + strings.Repeat("y", lineproto.MaxLineBytes) + "\"}\n")
		done(0)
	case "after_done":
		hello("testscan")
		done(0)
		logf("too late")
	case "linger":
		hello("testscan")
		done(0)
		forever()
	case "no_done":
		hello("testscan")
	case "unterminated":
		hello("testscan")
		out.WriteString(`{"type":"done"`)
	case "error":
		hello("testscan")
		send(&lineproto.Message{Type: lineproto.TypeError, Code: opts["code"], Message: "cannot do that"})
	case "attack":
		hello("testscan")
		for _, l := range sandboxtest.Attack(opts) {
			logf("%s", l)
		}
		done(0)
	case "env":
		hello("testscan")
		for _, kv := range os.Environ() {
			logf("env %s", kv)
		}
		done(0)
	case "data":
		// The data files through the SDK, as a Configurable scanner gets
		// them, then a directory listing of where they are.
		hello("testscan")
		files, err := datadir.Read()
		logf("data err %v", err)
		for _, f := range files {
			logf("data %s %q", f.Name, f.Data)
		}
		var names []string
		filepath.WalkDir(os.Getenv(datadir.EnvDir), func(p string, d fs.DirEntry, err error) error {
			names = append(names, p)
			return nil
		})
		logf("data dir %s", strings.Join(names, " "))
		done(0)
	case "cwd":
		hello("testscan")
		wd, _ := os.Getwd()
		logf("cwd %s", wd)
		done(0)
	case "rlimits":
		hello("testscan")
		for _, r := range []struct {
			name string
			res  int
		}{{"as", syscall.RLIMIT_AS}, {"cpu", syscall.RLIMIT_CPU}, {"nofile", syscall.RLIMIT_NOFILE}, {"core", syscall.RLIMIT_CORE}, {"fsize", 1}} {
			var l syscall.Rlimit
			syscall.Getrlimit(r.res, &l)
			logf("rlimit %s %d %d", r.name, l.Cur, l.Max)
		}
		done(0)
	case "bigfile":
		hello("testscan")
		signal.Ignore(syscall.SIGXFSZ)
		f, err := os.CreateTemp("", "big")
		if err == nil {
			_, err = f.Write(make([]byte, 2<<20))
			f.Close()
		}
		logf("write: %v", err)
		done(0)
	default:
		fmt.Fprintln(os.Stderr, "unknown mode", opts["mode"])
		os.Exit(2)
	}
}

// child runs the helper processes of the "fork" mode.
func child(role string) {
	switch role {
	case "sleeper":
		forever()
	case "middle":
		// Start a grandchild in a new session (it leaves the scanner's
		// process group and session), report its pid and exit, so that the
		// grandchild is orphaned.
		self := "/proc/self/exe" // the sealed copy it runs from; os.Executable names a memfd
		g := exec.Command(self, "sleeper", os.Args[2])
		g.Stderr = os.Stderr // holds the stderr pipe open
		g.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		if err := g.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		fmt.Println(g.Process.Pid)
	}
}
