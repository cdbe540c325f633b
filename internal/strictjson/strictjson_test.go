package strictjson

import (
	"errors"
	"strings"
	"testing"
)

func TestDecode(t *testing.T) {
	type T struct {
		A int    `json:"a"`
		B string `json:"b"`
	}
	tests := []struct {
		in   string
		want error // nil: ok; otherwise matched with errors.Is or by text
		text string
	}{
		{in: `{"a":1,"b":"x"}`},
		{in: " {\"a\":1}\n\t "},
		{in: `{"a":1,"c":2}`, text: "unknown field"},
		{in: `{"a":1} {}`, want: ErrTrailing},
		{in: `{"a":1}x`, want: ErrTrailing},
		{in: "{\"b\":\"\xff\"}", want: ErrNotUTF8},
		{in: `{"a":"1"}`, text: "cannot unmarshal"},
		{in: ``, text: "EOF"},
	}
	for _, tc := range tests {
		var v T
		err := Decode([]byte(tc.in), &v)
		switch {
		case tc.want == nil && tc.text == "" && err != nil:
			t.Errorf("Decode(%q) = %v, want ok", tc.in, err)
		case tc.want != nil && !errors.Is(err, tc.want):
			t.Errorf("Decode(%q) = %v, want %v", tc.in, err, tc.want)
		case tc.text != "" && (err == nil || !strings.Contains(err.Error(), tc.text)):
			t.Errorf("Decode(%q) = %v, want an error containing %q", tc.in, err, tc.text)
		}
	}
}
