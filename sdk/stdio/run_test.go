package stdio

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"testing/fstest"

	"github.com/sluicehq/sluice/internal/fsname"
	"github.com/sluicehq/sluice/internal/lineproto"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// testScanner is a tree scanner whose behaviour is picked by mode.
type testScanner struct {
	mode    string
	release chan struct{} // for "stubborn": closed by the test's cleanup
}

func (s *testScanner) Info() scanner.Info {
	return scanner.Info{Name: "test-" + s.mode, Version: "1", Kind: scanner.KindTree}
}

func (s *testScanner) ScanTree(ctx context.Context, req *scanner.Request, fsys fs.FS, out scanner.Reporter) error {
	switch s.mode {
	case "secrets":
		var files int64
		err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil || !d.Type().IsRegular() {
				return err
			}
			data, err := fs.ReadFile(fsys, p)
			if err != nil {
				out.Log(scanner.LevelWarn, err.Error())
				return nil
			}
			files++
			if i := bytes.Index(data, []byte("secret=")); i >= 0 {
				secret := data[i : i+7+bytes.IndexAny(append(data[i+7:], '\n'), "\n")]
				return out.Finding(scanner.Finding{RuleID: "secret", Path: p, Line: 1, Column: i + 1,
					StartOffset: int64(i), EndOffset: int64(i + len(secret)), Match: scanner.Redact(string(secret)),
					Fingerprint: scanner.Fingerprint("secret", p, secret), Severity: scanner.SeverityHigh})
			}
			return nil
		})
		out.Progress(scanner.Progress{Files: files})
		return err
	case "escape":
		_, err := fs.ReadFile(fsys, "link")
		out.Log(scanner.LevelInfo, fmt.Sprintf("read link: %v", err))
		_, err = fs.ReadFile(fsys, "../outside.txt")
		out.Log(scanner.LevelInfo, fmt.Sprintf("read parent: %v", err))
		return nil
	case "block":
		out.Log(scanner.LevelInfo, "started")
		<-ctx.Done()
		return ctx.Err()
	case "stubborn":
		out.Log(scanner.LevelInfo, "started")
		<-s.release
		return out.Finding(scanner.Finding{})
	case "panic":
		panic("boom")
	case "badrequest":
		return fmt.Errorf("option %q: %w", "x", scanner.ErrBadRequest)
	case "limit":
		return scanner.ErrLimit
	case "invalid":
		return out.Finding(scanner.Finding{RuleID: "r", Path: "/etc/passwd"})
	case "log":
		out.Log("shout", strings.Repeat("\xff", lineproto.MaxLogMessageBytes))
		return nil
	}
	return fmt.Errorf("unknown mode %q", s.mode)
}

const scanLine = `{"type":"scan","protocol":1,"request":{"job_id":"j1","attempt":1}}` + "\n"

// transcript decodes a scanner's output, checking protocol order.
func transcript(t *testing.T, out []byte) []*lineproto.Message {
	t.Helper()
	r := lineproto.NewReader(bytes.NewReader(out))
	var o lineproto.Order
	var msgs []*lineproto.Message
	for {
		m, err := r.ReadMessage()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("reading output: %v\n%s", err, out)
		}
		if err := o.Check(m); err != nil {
			t.Fatalf("output out of order: %v\n%s", err, out)
		}
		msgs = append(msgs, m)
	}
	if !o.Ended() {
		t.Fatalf("output does not end with done or error:\n%s", out)
	}
	return msgs
}

func last(msgs []*lineproto.Message) *lineproto.Message { return msgs[len(msgs)-1] }

func TestRunFS(t *testing.T) {
	fsys := fstest.MapFS{
		"a.txt":     {Data: []byte("x secret=hunter2\n")},
		"b/c.txt":   {Data: []byte("nothing")},
		"b/d.txt":   {Data: []byte("secret=swordfish")},
		"e.unknown": {Data: []byte("")},
	}
	tests := []struct {
		mode     string
		wantLast string // type or error code
		wantMsg  string
	}{
		{"secrets", lineproto.TypeDone, ""},
		{"panic", lineproto.CodeInternal, "scanner panicked: boom"},
		{"badrequest", lineproto.CodeBadRequest, `option "x": bad request`},
		{"limit", lineproto.CodeLimit, "limit"},
		{"invalid", lineproto.CodeInternal, `invalid finding for "/etc/passwd"`},
		{"log", lineproto.TypeDone, ""},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			var out bytes.Buffer
			if err := RunFS(t.Context(), &testScanner{mode: tt.mode}, fsys, strings.NewReader(scanLine), &out); err != nil {
				t.Fatalf("RunFS = %v", err)
			}
			msgs := transcript(t, out.Bytes())
			if msgs[0].Info.Name != "test-"+tt.mode {
				t.Errorf("hello names %q", msgs[0].Info.Name)
			}
			end := last(msgs)
			if got := end.Type; got == lineproto.TypeError {
				got = end.Code
				if got != tt.wantLast || !strings.Contains(end.Message, tt.wantMsg) {
					t.Fatalf("ended with error %s %q, want %s %q", end.Code, end.Message, tt.wantLast, tt.wantMsg)
				}
			} else if got != tt.wantLast {
				t.Fatalf("ended with %s, want %s", got, tt.wantLast)
			}
			if tt.mode == "secrets" {
				if *end.Findings != 2 || msgs[1].Finding.Path != "a.txt" || msgs[2].Finding.Path != "b/d.txt" {
					t.Fatalf("transcript %s", out.String())
				}
				if strings.Contains(out.String(), "hunter2") || strings.Contains(out.String(), "swordfish") {
					t.Fatalf("raw secret in output: %s", out.String())
				}
			}
			if tt.mode == "log" {
				if msgs[1].Level != scanner.LevelInfo || len(msgs[1].Message) > lineproto.MaxLogMessageBytes {
					t.Fatalf("log line not sanitised: level %q, %d bytes", msgs[1].Level, len(msgs[1].Message))
				}
			}
		})
	}
}

func TestRunFSBadRequests(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"empty stdin", "", "stdin closed before a line"},
		{"garbage", "nope\n", "line 1"},
		{"wrong type", `{"type":"done","findings":0}` + "\n", `got a "done" message`},
		{"wrong version", `{"type":"scan","protocol":9,"request":{"job_id":"j","attempt":1}}` + "\n", "protocol version 9"},
		{"no newline", strings.TrimSuffix(scanLine, "\n"), "without a newline"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := RunFS(t.Context(), &testScanner{mode: "secrets"}, fstest.MapFS{}, strings.NewReader(tt.in), &out)
			if !errors.Is(err, lineproto.ErrProtocol) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("RunFS = %v, want ErrProtocol containing %q", err, tt.want)
			}
			end := last(transcript(t, out.Bytes()))
			if end.Code != lineproto.CodeBadRequest || !strings.Contains(end.Message, tt.want) {
				t.Fatalf("last message %+v, want bad_request containing %q", end, tt.want)
			}
		})
	}
}

func TestRunFSInvalidInfo(t *testing.T) {
	var out bytes.Buffer
	err := RunFS(t.Context(), &testScanner{mode: "BAD NAME"}, fstest.MapFS{}, strings.NewReader(scanLine), &out)
	if err == nil || !strings.Contains(err.Error(), "scanner info") || out.Len() != 0 {
		t.Fatalf("RunFS = %v with output %q, want an info error and no output", err, out.String())
	}
}

func TestRunFSNilFS(t *testing.T) {
	var out bytes.Buffer
	if err := RunFS(t.Context(), &testScanner{mode: "secrets"}, nil, strings.NewReader(scanLine), &out); err != nil {
		t.Fatal(err)
	}
	if end := last(transcript(t, out.Bytes())); end.Code != lineproto.CodeInternal {
		t.Fatalf("last message %+v, want internal error", end)
	}
}

func TestRunFSWriteError(t *testing.T) {
	err := RunFS(t.Context(), &testScanner{mode: "secrets"}, fstest.MapFS{}, strings.NewReader(scanLine), failWriter{})
	if err == nil || !strings.Contains(err.Error(), "writing hello message") {
		t.Fatalf("RunFS = %v, want a write error", err)
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("pipe closed") }

// lineWatcher is an io.Writer that signals when a line containing want has
// been written.
type lineWatcher struct {
	buf  bytes.Buffer
	want string
	seen chan struct{}
}

func (w *lineWatcher) Write(p []byte) (int, error) {
	w.buf.Write(p)
	if w.seen != nil && strings.Contains(w.buf.String(), w.want) {
		close(w.seen)
		w.seen = nil
	}
	return len(p), nil
}

func TestRunFSCancel(t *testing.T) {
	for _, mode := range []string{"block", "stubborn"} {
		t.Run(mode, func(t *testing.T) {
			s := &testScanner{mode: mode, release: make(chan struct{})}
			t.Cleanup(func() { close(s.release) })
			ctx, cancel := context.WithCancel(t.Context())
			w := &lineWatcher{want: `"started"`, seen: make(chan struct{})}
			seen := w.seen
			errc := make(chan error, 1)
			go func() { errc <- RunFS(ctx, s, fstest.MapFS{}, strings.NewReader(scanLine), w) }()
			<-seen
			cancel()
			if err := <-errc; err != nil {
				t.Fatalf("RunFS = %v", err)
			}
			if end := last(transcript(t, w.buf.Bytes())); end.Code != lineproto.CodeCancelled {
				t.Fatalf("last message %+v, want cancelled", end)
			}
		})
	}
}

// TestRunUsesRootedWorkingDirectory: the working directory is scanned
// through a view that follows no symbolic link and refuses "..".
func TestRunUsesRootedWorkingDirectory(t *testing.T) {
	parent := t.TempDir()
	ws := filepath.Join(parent, "ws")
	if err := os.Mkdir(ws, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(parent, "outside.txt"), []byte("secret"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(parent, "outside.txt"), filepath.Join(ws, "link")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(ws)
	var out bytes.Buffer
	if err := run(t.Context(), &testScanner{mode: "escape"}, strings.NewReader(scanLine), &out); err != nil {
		t.Fatal(err)
	}
	msgs := transcript(t, out.Bytes())
	if len(msgs) != 4 || !strings.Contains(msgs[1].Message, "too many levels of symbolic links") ||
		!strings.Contains(msgs[2].Message, "invalid argument") {
		t.Fatalf("escape attempts were not refused:\n%s", out.String())
	}
}

// TestMain doubles as a scanner executable when SLUICE_STDIO_TEST_MODE is
// set, so the tests below can run Main as a real process.
func TestMain(m *testing.M) {
	if mode := os.Getenv("SLUICE_STDIO_TEST_MODE"); mode != "" {
		Main(&testScanner{mode: mode, release: make(chan struct{})})
	}
	os.Exit(m.Run())
}

func startHelper(t *testing.T, mode, dir string) (*exec.Cmd, io.WriteCloser, *lineproto.Reader, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	// A race-built child otherwise sleeps a second before it exits.
	cmd.Env = []string{"SLUICE_STDIO_TEST_MODE=" + mode, "GORACE=atexit_sleep_ms=0"}
	cmd.Dir = dir
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	return cmd, stdin, lineproto.NewReader(stdout), &stderr
}

func readAll(t *testing.T, r *lineproto.Reader) []*lineproto.Message {
	t.Helper()
	var o lineproto.Order
	var msgs []*lineproto.Message
	for {
		m, err := r.ReadMessage()
		if errors.Is(err, io.EOF) {
			return msgs
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := o.Check(m); err != nil {
			t.Fatal(err)
		}
		msgs = append(msgs, m)
	}
}

func TestMainProcess(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "f.txt"), []byte("secret=abc"), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd, stdin, r, stderr := startHelper(t, "secrets", dir)
	if _, err := io.WriteString(stdin, scanLine); err != nil {
		t.Fatal(err)
	}
	stdin.Close()
	msgs := readAll(t, r)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("exit: %v (stderr %q)", err, stderr)
	}
	if end := last(msgs); end.Type != lineproto.TypeDone || *end.Findings != 1 {
		t.Fatalf("last message %+v", end)
	}
}

func TestMainProcessBadRequestExits2(t *testing.T) {
	cmd, stdin, r, stderr := startHelper(t, "secrets", t.TempDir())
	io.WriteString(stdin, "not json\n")
	stdin.Close()
	msgs := readAll(t, r)
	err := cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != exitProtocol {
		t.Fatalf("exit = %v, want code %d", err, exitProtocol)
	}
	if last(msgs).Code != lineproto.CodeBadRequest || !strings.Contains(stderr.String(), "line 1") {
		t.Fatalf("last %+v, stderr %q", last(msgs), stderr)
	}
}

func TestMainProcessSIGTERM(t *testing.T) {
	cmd, stdin, r, stderr := startHelper(t, "block", t.TempDir())
	io.WriteString(stdin, scanLine)
	stdin.Close()
	var o lineproto.Order
	for {
		m, err := r.ReadMessage()
		if err != nil {
			t.Fatalf("before the scan started: %v (stderr %q)", err, stderr)
		}
		if err := o.Check(m); err != nil {
			t.Fatal(err)
		}
		if m.Type == lineproto.TypeLog && m.Message == "started" {
			break
		}
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	m, err := r.ReadMessage()
	if err != nil || m.Type != lineproto.TypeError || m.Code != lineproto.CodeCancelled {
		t.Fatalf("after SIGTERM: %+v, %v", m, err)
	}
	if _, err := r.ReadMessage(); !errors.Is(err, io.EOF) {
		t.Fatalf("after the error message: %v, want EOF", err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("exit after SIGTERM: %v, want 0", err)
	}
}

// TestRunNamesOfAnyBytes: Run gives the scanner every file of the working
// directory, one whose name is not UTF-8 included, under its escaped
// name, and the finding's path travels on the wire in that form.
func TestRunNamesOfAnyBytes(t *testing.T) {
	ws := t.TempDir()
	raw := "\xff\xfe.env"
	if err := os.WriteFile(filepath.Join(ws, raw), []byte("secret=hunter2\n"), 0o600); err != nil {
		t.Skipf("this file system refuses a non-UTF-8 name: %v", err)
	}
	t.Chdir(ws)
	var out bytes.Buffer
	if err := run(t.Context(), &testScanner{mode: "secrets"}, strings.NewReader(scanLine), &out); err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, m := range transcript(t, out.Bytes()) {
		if m.Finding != nil {
			paths = append(paths, m.Finding.Path)
		}
	}
	if len(paths) != 1 || paths[0] != fsname.Escape(raw) {
		t.Fatalf("finding paths %q, want [%q]\n%s", paths, fsname.Escape(raw), out.String())
	}
}
