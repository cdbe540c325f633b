package lineproto

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/scanner"
)

const fp = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

var validLines = []string{
	`{"type":"scan","protocol":1,"request":{"job_id":"j1","attempt":2,"options":{"k":"v"}}}`,
	`{"type":"hello","protocol":1,"info":{"name":"markers","version":"1","kind":"detector","keywords":["do-not"],"rules":[{"id":"r"}]}}`,
	`{"type":"finding","finding":{"rule_id":"r","path":"a/b.txt","line":1,"column":2,"start_offset":1,"end_offset":3,"match":"ab*****","fingerprint":"` + fp + `","severity":"high"}}`,
	`{"type":"progress","progress":{"files":1,"bytes":10}}`,
	`{"type":"log","level":"warn","message":"hi"}`,
	`{"type":"done","findings":0}`,
	`{"type":"error","message":"stop","code":"cancelled"}`,
}

func TestDecodeValid(t *testing.T) {
	for _, line := range validLines {
		m, err := Decode([]byte(line))
		if err != nil {
			t.Fatalf("Decode(%s) = %v", line, err)
		}
		enc, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.TrimSuffix(string(enc), "\n"); got != line {
			t.Errorf("round trip:\n got %s\nwant %s", got, line)
		}
	}
}

func TestDecodeRejects(t *testing.T) {
	tests := []struct {
		name, line, want string
	}{
		{"empty", ``, "EOF"},
		{"not json", `hello`, "invalid character"},
		{"unknown type", `{"type":"nope"}`, "unknown message type"},
		{"unknown field", `{"type":"done","findings":0,"extra":1}`, `unknown field "extra"`},
		{"wrong case", `{"TYPE":"done","findings":0}`, `unknown field "TYPE"`},
		{"nested wrong case", `{"type":"progress","progress":{"Files":1,"bytes":1}}`, `unknown field "progress.Files"`},
		{"repeated key", `{"type":"done","findings":0,"findings":1}`, `field "findings" repeats`},
		{"repeated option", `{"type":"scan","protocol":1,"request":{"job_id":"j","attempt":1,"options":{"a":"1","a":"2"}}}`, `"request.options.a" repeats`},
		{"trailing", `{"type":"done","findings":0} x`, "trailing"},
		{"two objects", `{"type":"done","findings":0}{"type":"done","findings":0}`, "trailing"},
		{"bad utf8", "{\"type\":\"log\",\"level\":\"info\",\"message\":\"\xff\"}", "UTF-8"},
		{"field of other type", `{"type":"done","findings":0,"code":"internal"}`, `"code" does not belong`},
		{"missing field", `{"type":"done"}`, `"findings" is required`},
		{"bad version", `{"type":"hello","protocol":2,"info":{"name":"a","kind":"tree"}}`, "protocol version 2"},
		{"bad info", `{"type":"hello","protocol":1,"info":{"name":"A","kind":"tree"}}`, "info name"},
		{"detector without keywords", `{"type":"hello","protocol":1,"info":{"name":"a","kind":"detector"}}`, "keyword"},
		{"bad finding", `{"type":"finding","finding":{"rule_id":"r","path":"../x","start_offset":0,"end_offset":0,"fingerprint":"` + fp + `","severity":"high"}}`, "clean relative"},
		{"negative progress", `{"type":"progress","progress":{"files":-1,"bytes":0}}`, "negative"},
		{"bad level", `{"type":"log","level":"loud","message":"x"}`, "level"},
		{"bad code", `{"type":"error","code":"oops","message":"x"}`, "code"},
		{"negative done", `{"type":"done","findings":-1}`, "negative"},
		{"negative attempt", `{"type":"scan","protocol":1,"request":{"job_id":"j","attempt":-1}}`, "attempt"},
		{"long job id", `{"type":"scan","protocol":1,"request":{"job_id":"` + strings.Repeat("j", MaxJobIDLen+1) + `","attempt":1}}`, "job_id"},
		{"long log", `{"type":"log","level":"info","message":"` + strings.Repeat("x", MaxLogMessageBytes+1) + `"}`, "over 4096"},
		{"long line", `{"type":"log","level":"info","message":"` + strings.Repeat("x", MaxLineBytes) + `"}`, "over 65536"},
		{"deep", `{"type":"scan","protocol":1,"request":{"options":{"a":[[[[[[[[1]]]]]]]]}}}`, "nesting"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode([]byte(tt.line))
			if !errors.Is(err, ErrProtocol) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Decode = %v, want ErrProtocol containing %q", err, tt.want)
			}
		})
	}
}

func TestEncodeRejectsLongLine(t *testing.T) {
	_, err := Encode(&Message{Type: TypeLog, Level: scanner.LevelInfo, Message: strings.Repeat("x", MaxLineBytes)})
	if !errors.Is(err, ErrProtocol) {
		t.Fatalf("Encode of a long line = %v, want ErrProtocol", err)
	}
}

func FuzzDecode(f *testing.F) {
	for _, line := range validLines {
		f.Add([]byte(line))
	}
	f.Add([]byte(`{"type":"done","findings":0,"Findings":1}`))
	f.Add([]byte(`{"type":"scan","protocol":1,"request":{"options":{"a":{"b":[1,{"c":2}]}}}}`))
	f.Fuzz(func(t *testing.T, line []byte) {
		m, err := Decode(line)
		if err != nil {
			if !errors.Is(err, ErrProtocol) {
				t.Fatalf("Decode error %v does not wrap ErrProtocol", err)
			}
			return
		}
		enc, err := Encode(m)
		if err != nil {
			t.Fatalf("Encode of a decoded message: %v", err)
		}
		m2, err := Decode(enc[:len(enc)-1])
		if err != nil {
			t.Fatalf("Decode of re-encoded %s: %v", enc, err)
		}
		// Compare encodings: decoding maps [] and absent to the same thing.
		enc2, err := Encode(m2)
		if err != nil || !bytes.Equal(enc, enc2) {
			t.Fatalf("round trip changed the message:\n%s\n%s (%v)", enc, enc2, err)
		}
	})
}
