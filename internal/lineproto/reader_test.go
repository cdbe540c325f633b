package lineproto

import (
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/scanner"
)

func TestReader(t *testing.T) {
	in := validLines[1] + "\n" + validLines[3] + "\r\n" + validLines[5] + "\n"
	r := NewReader(strings.NewReader(in))
	var types []string
	for {
		m, err := r.ReadMessage()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		types = append(types, m.Type)
	}
	if strings.Join(types, ",") != "hello,progress,done" || r.Lines() != 3 {
		t.Fatalf("read %v over %d lines", types, r.Lines())
	}
}

func TestReaderErrors(t *testing.T) {
	maxLine := `{"type":"log","level":"info","message":"` // padded below to exactly MaxLineBytes
	tests := []struct {
		name, in, want string
	}{
		{"truncated", validLines[5], "line 1 ends without a newline"},
		{"bad second line", validLines[5] + "\n{\n", "line 2:"},
		{"too long", validLines[1] + "\n" + strings.Repeat(" ", MaxLineBytes+1) + "\n", "line 2 is over 65536 bytes"},
		{"exactly max is read", maxLine + strings.Repeat("x", MaxLineBytes-len(maxLine)-2) + "\"}\n", "over 4096"},
		{"first line too long", strings.Repeat(" ", MaxHelloBytes+1) + "\n", "line 1 is over 1048576 bytes"},
		{"long first line not a hello", maxLine + strings.Repeat("x", MaxLineBytes) + "\"}\n", "log line is 65578 bytes, over 65536"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := NewReader(strings.NewReader(tt.in))
			var err error
			for err == nil {
				_, err = r.ReadMessage()
			}
			if !errors.Is(err, ErrProtocol) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("ReadMessage = %v, want ErrProtocol containing %q", err, tt.want)
			}
			if _, again := r.ReadMessage(); again != err {
				t.Fatalf("second ReadMessage = %v, want the same error", again)
			}
		})
	}
}

// TestLongHello: a hello describing many rules may be longer than
// MaxLineBytes, up to MaxHelloBytes, and reads back whole; the lines after
// it are held to MaxLineBytes.
func TestLongHello(t *testing.T) {
	info := scanner.Info{Name: "many-rules", Kind: scanner.KindTree}
	for i := range 2000 {
		info.Rules = append(info.Rules, scanner.Rule{ID: fmt.Sprintf("rule-%04d", i), Description: "A rule with a long help text.",
			Help: strings.Repeat("Rotate it. ", 8), HelpURI: "https://example.com/rules#" + strconv.Itoa(i), Tags: []string{"cloud", "example"}})
	}
	line, err := Encode(&Message{Type: TypeHello, Protocol: ProtocolVersion, Info: &info})
	if err != nil {
		t.Fatal(err)
	}
	if len(line) <= MaxLineBytes || len(line) > MaxHelloBytes {
		t.Fatalf("the hello is %d bytes; the test wants one between %d and %d", len(line), MaxLineBytes, MaxHelloBytes)
	}
	r := NewReader(strings.NewReader(string(line) + validLines[5] + "\n"))
	m, err := r.ReadMessage()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(*m.Info, info) {
		t.Fatal("the long hello's Info did not read back equal")
	}
	if m, err := r.ReadMessage(); err != nil || m.Type != TypeDone {
		t.Fatalf("line after the long hello: %v, %v", m, err)
	}
}

func TestOrder(t *testing.T) {
	hello := &Message{Type: TypeHello}
	finding := &Message{Type: TypeFinding}
	log := &Message{Type: TypeLog}
	done := func(n int64) *Message { return &Message{Type: TypeDone, Findings: &n} }
	errMsg := &Message{Type: TypeError, Code: CodeInternal}
	tests := []struct {
		name string
		seq  []*Message
		want string // error of the last message; "" for none
	}{
		{"ok", []*Message{hello, finding, log, finding, done(2)}, ""},
		{"error end", []*Message{hello, log, errMsg}, ""},
		{"no hello", []*Message{finding}, "first message is \"finding\""},
		{"two hellos", []*Message{hello, hello}, "unexpected \"hello\""},
		{"scan from scanner", []*Message{hello, {Type: TypeScan}}, "unexpected \"scan\""},
		{"count mismatch", []*Message{hello, finding, done(2)}, "done reports 2 findings, 1 were sent"},
		{"after done", []*Message{hello, done(0), log}, "after the scan ended"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var o Order
			var err error
			for i, m := range tt.seq {
				err = o.Check(m)
				if err != nil && i != len(tt.seq)-1 {
					t.Fatalf("message %d: %v", i, err)
				}
			}
			if tt.want == "" {
				if err != nil || !o.Ended() {
					t.Fatalf("Check = %v, Ended = %v", err, o.Ended())
				}
				return
			}
			if !errors.Is(err, ErrProtocol) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Check = %v, want ErrProtocol containing %q", err, tt.want)
			}
		})
	}
}
