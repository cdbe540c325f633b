package job

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

const goodSpec = `{"job_id":"j-1","scanner":"pkg/scan","target":{"kind":"path","path":"/src","include":["**/*.go"]},"scan_timeout":"30s","options":{"a":"1"}}`

func TestDecodeSpec(t *testing.T) {
	s, err := DecodeSpec([]byte(goodSpec))
	if err != nil {
		t.Fatal(err)
	}
	if s.ID != "j-1" || s.Target.Path != "/src" || s.ScanTimeout.String() != "30s" || s.Options["a"] != "1" {
		t.Fatalf("decoded %+v", s)
	}
}

func TestDecodeSpecRejects(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"unknown field", `{"job_id":"j","scanner":"p/s","target":{"kind":"path","path":"/x"},"extra":1}`, `unknown field "extra"`},
		{"case variant", `{"Job_ID":"j","scanner":"p/s","target":{"kind":"path","path":"/x"}}`, `unknown field "Job_ID"`},
		{"case variant in target", `{"job_id":"j","scanner":"p/s","target":{"Kind":"path","path":"/x"}}`, `unknown field "target.Kind"`},
		{"repeated key", `{"job_id":"j","job_id":"k","scanner":"p/s","target":{"kind":"path","path":"/x"}}`, `field "job_id" repeats`},
		{"repeated target key", `{"job_id":"j","scanner":"p/s","target":{"kind":"path","path":"/x","path":"/y"}}`, `field "target.path" repeats`},
		{"repeated option", `{"job_id":"j","scanner":"p/s","target":{"kind":"path","path":"/x"},"options":{"a":"1","a":"2"}}`, `field "options.a" repeats`},
		{"trailing data", goodSpec + ` {}`, `trailing data`},
		{"wrong type", `{"job_id":7,"scanner":"p/s","target":{"kind":"path","path":"/x"}}`, `job_id`},
		{"bad duration", `{"job_id":"j","scanner":"p/s","target":{"kind":"path","path":"/x"},"scan_timeout":"soon"}`, `invalid duration`},
		{"bad id", `{"job_id":"../x","scanner":"p/s","target":{"kind":"path","path":"/x"}}`, `job_id`},
		{"missing target", `{"job_id":"j","scanner":"p/s"}`, `target.kind: missing`},
		{"invalid utf8", "{\"job_id\":\"j\xff\"}", `not valid UTF-8`},
		{"not an object", `[1,2]`, `job spec`},
		{"empty", ``, `job spec`},
		{"too large", `{"job_id":"` + strings.Repeat("a", MaxSpecBytes) + `"}`, `over the limit`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DecodeSpec([]byte(tc.in))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// FuzzDecodeSpec checks that DecodeSpec never panics, and that whatever it
// accepts validates and survives a round trip through JSON unchanged.
func FuzzDecodeSpec(f *testing.F) {
	f.Add([]byte(goodSpec))
	f.Add([]byte(`{"job_id":"j","scanner":"p/s","target":{"kind":"archive","path":"/a.zip"}}`))
	f.Add([]byte(`{"job_id":"j","scanner":"p/s","target":{"kind":"git","path":"/r","ref":"main"},"options":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeSpec(data)
		if err != nil {
			return
		}
		if err := s.Validate(); err != nil {
			t.Fatalf("accepted an invalid spec: %v", err)
		}
		enc, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		again, err := DecodeSpec(enc)
		if err != nil {
			t.Fatalf("re-decoding %s: %v", enc, err)
		}
		if !reflect.DeepEqual(normal(s), normal(again)) {
			t.Fatalf("round trip changed the spec:\n%+v\n%+v", s, again)
		}
	})
}

// normal treats empty and nil maps and slices alike.
func normal(s *Spec) Spec {
	c := *s
	if len(c.Options) == 0 {
		c.Options = nil
	}
	if len(c.Target.Include) == 0 {
		c.Target.Include = nil
	}
	if len(c.Target.Exclude) == 0 {
		c.Target.Exclude = nil
	}
	return c
}
