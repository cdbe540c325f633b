package wasmabi

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/sdk/scanner"
)

func TestDataFilesRoundTrip(t *testing.T) {
	files := []scanner.DataFile{{Name: "rules/default.toml", Data: []byte("format = 1\n")}, {Name: "empty"}}
	b, err := AppendDataFiles(nil, files)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ParseDataFiles(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Name != files[0].Name || !bytes.Equal(got[0].Data, files[0].Data) || got[1].Name != "empty" {
		t.Fatalf("got %+v", got)
	}
	for n := range len(b) {
		if _, err := ParseDataFiles(b[:n]); err == nil {
			t.Fatalf("a list cut to %d of %d bytes parsed", n, len(b))
		}
	}
	if _, err := ParseDataFiles(append(b, 0)); err == nil || !strings.Contains(err.Error(), "after its last file") {
		t.Fatalf("trailing byte: %v", err)
	}
	many := make([]scanner.DataFile, MaxDataFiles+1)
	if _, err := AppendDataFiles(nil, many); err == nil {
		t.Fatal("more than MaxDataFiles encoded")
	}
	if _, err := AppendDataFiles(nil, []scanner.DataFile{{Data: make([]byte, MaxDataBytes)}}); err == nil {
		t.Fatal("more than MaxDataBytes encoded")
	}
}

func FuzzParseDataFiles(f *testing.F) {
	b, _ := AppendDataFiles(nil, []scanner.DataFile{{Name: "a", Data: []byte("b")}})
	f.Add(b)
	f.Fuzz(func(t *testing.T, b []byte) {
		files, err := ParseDataFiles(b)
		if err != nil {
			return
		}
		again, err := AppendDataFiles(nil, files)
		if err != nil || !bytes.Equal(again, b) {
			t.Fatalf("a parsed list does not encode back to its bytes: %v", err)
		}
	})
}
