//go:build linux

package subprocess

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/backend"
	markers "github.com/sluicehq/sluice/examples/scanners/markers/detector"
	"github.com/sluicehq/sluice/internal/lineproto"
	"github.com/sluicehq/sluice/sdk/scanner"
)

func encodeLines(t testing.TB, msgs ...*lineproto.Message) []byte {
	var buf bytes.Buffer
	for _, m := range msgs {
		b, err := lineproto.Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		buf.Write(b)
	}
	return buf.Bytes()
}

func helloMsg(name string) *lineproto.Message {
	return &lineproto.Message{Type: lineproto.TypeHello, Protocol: lineproto.ProtocolVersion, Info: &scanner.Info{Name: name, Version: "1", Kind: scanner.KindTree}}
}

func findingMsg(i int) *lineproto.Message {
	f := scanner.Finding{RuleID: "r", Path: "a/b.txt", StartOffset: int64(i), EndOffset: int64(i + 1),
		Fingerprint: scanner.Fingerprint("r", "a/b.txt", []byte{byte(i)}), Severity: scanner.SeverityHigh}
	return &lineproto.Message{Type: lineproto.TypeFinding, Finding: &f}
}

func doneMsg(n int64) *lineproto.Message {
	return &lineproto.Message{Type: lineproto.TypeDone, Findings: &n}
}

func TestSession(t *testing.T) {
	valid := encodeLines(t, helloMsg("s"), findingMsg(1), findingMsg(2), doneMsg(2))
	tests := []struct {
		name      string
		input     []byte
		maxOutput int64
		maxFind   int
		wantKind  backend.FailureKind // "" for a clean end
		want      string
		findings  int
	}{
		{name: "valid", input: valid, findings: 2},
		{name: "empty", input: nil},
		{name: "crlf", input: bytes.ReplaceAll(valid, []byte("\n"), []byte("\r\n")), findings: 2},
		{name: "output limit", input: valid, maxOutput: int64(len(valid) - 1), wantKind: backend.OverLimit, want: "stdout exceeded", findings: 2},
		{name: "sink refuses past its limit", input: valid, maxFind: 1, wantKind: backend.OverLimit, want: "sink refused finding 2: sink full", findings: 1},
		{name: "blank line", input: append(encodeLines(t, helloMsg("s")), '\n'), wantKind: backend.Protocol, want: "stdout line 2"},
		{name: "second hello", input: encodeLines(t, helloMsg("s"), helloMsg("s")), wantKind: backend.Protocol, want: "second hello"},
		{name: "wrong name", input: encodeLines(t, helloMsg("x")), wantKind: backend.Protocol, want: `Info names it "x", the manifest "s"`},
		{name: "scan from scanner", input: append(encodeLines(t, helloMsg("s")), []byte(`{"type":"scan","protocol":1,"request":{"job_id":"j","attempt":1}}`+"\n")...), wantKind: backend.Protocol, want: "not sent by a scanner"},
		{name: "line too long", input: append(encodeLines(t, helloMsg("s")), bytes.Repeat([]byte("x"), lineproto.MaxLineBytes+1)...), wantKind: backend.Protocol, want: "longer than"},
		{name: "unterminated", input: encodeLines(t, helloMsg("s"))[:10], wantKind: backend.Protocol, want: "not terminated"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.maxOutput == 0 {
				tt.maxOutput = 1 << 30
			}
			sink := countingSink{limit: tt.maxFind}
			s := newSession(&backend.Scanner{Name: "s"}, &sink, tt.maxOutput, 128)
			c := s.run(bytes.NewReader(tt.input))
			switch {
			case tt.wantKind == "" && c != nil:
				t.Fatalf("cause %+v, want a clean end", c)
			case tt.wantKind != "" && (c == nil || c.kind != tt.wantKind || !strings.Contains(c.msg+errString(c.err), tt.want)):
				t.Fatalf("cause %+v, want %s containing %q", c, tt.wantKind, tt.want)
			}
			if sink.findings != tt.findings {
				t.Fatalf("%d findings reached the sink, want %d", sink.findings, tt.findings)
			}
			if tail := s.tail.bytes(); len(tail) > 128 {
				t.Fatalf("stdout tail %d bytes", len(tail))
			}
		})
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return ": " + err.Error()
}

// FuzzSession feeds arbitrary scanner output to the protocol reader: it
// must never panic, never pass more findings than its limit, and only end
// cleanly after a well-formed prefix.
func FuzzSession(f *testing.F) {
	f.Add(encodeLines(f, helloMsg("s"), findingMsg(1), doneMsg(1)))
	f.Add(encodeLines(f, helloMsg("s"), &lineproto.Message{Type: lineproto.TypeError, Code: lineproto.CodeInternal, Message: "x"}))
	f.Add([]byte(`{"type":"hello","protocol":1,"info":{"name":"s","version":"1","kind":"tree","name":"t"}}` + "\n"))
	f.Add([]byte("\xff\xfe\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sink := countingSink{limit: 3}
		s := newSession(&backend.Scanner{Name: "s"}, &sink, 1<<20, 64)
		c := s.run(bytes.NewReader(data))
		if sink.findings > 3 {
			t.Fatalf("%d findings passed a limit of 3", sink.findings)
		}
		if c == nil && len(data) > 0 && s.hello == nil {
			t.Fatalf("clean end without hello for %q", data)
		}
		if s.done && s.findings != int64(sink.findings) {
			t.Fatalf("done with %d findings counted, %d sunk", s.findings, sink.findings)
		}
	})
}

func TestRing(t *testing.T) {
	r := newRing(5)
	var all []byte
	for i, chunk := range []string{"ab", "cde", "f", "ghijklm", "n", "opq"} {
		r.write([]byte(chunk))
		all = append(all, chunk...)
		want := all[max(0, len(all)-5):]
		if got := r.bytes(); !bytes.Equal(got, want) {
			t.Fatalf("after write %d: %q, want %q", i, got, want)
		}
	}
	empty := newRing(0)
	empty.write([]byte("x"))
	if len(empty.bytes()) != 0 {
		t.Fatal("zero ring kept bytes")
	}
}

// TestHelloDescribesRules: a scanner's rule descriptions (full
// description, help, help URI, tags) reach the worker through the line
// protocol's hello, even when they make the hello far longer than
// MaxLineBytes.
func TestHelloDescribesRules(t *testing.T) {
	b := newBackend(t, "probe = false\n")
	in := load(t, b)
	ctx, cancel := scanCtx(t)
	defer cancel()
	var rec recorder
	if err := in.Scan(ctx, request(t, map[string]string{"mode": "rules"}), &rec); err != nil {
		t.Fatal(err)
	}
	info := in.Info()
	line, err := lineproto.Encode(&lineproto.Message{Type: lineproto.TypeHello, Protocol: lineproto.ProtocolVersion, Info: &info})
	if err != nil || len(line) <= lineproto.MaxLineBytes {
		t.Fatalf("the hello is %d bytes (%v); the test wants one over %d", len(line), err, lineproto.MaxLineBytes)
	}
	want := markers.New().Info().Rules[0]
	if want.FullDescription == "" || want.Help == "" || want.HelpURI == "" || len(want.Tags) == 0 {
		t.Fatalf("the markers example does not describe its rule fully: %+v", want)
	}
	if len(info.Rules) != 600 {
		t.Fatalf("%d rules, want 600", len(info.Rules))
	}
	for i, got := range info.Rules {
		want.ID = fmt.Sprintf("rule-%04d", i)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("rules[%d] = %+v, want %+v", i, got, want)
		}
	}
}
