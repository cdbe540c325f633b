package wasmguest

import (
	"bytes"
	"errors"
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

// configurable is a scanner built from its data files: its name is the
// first file's content.
type configurable struct{ name string }

func (c configurable) Info() scanner.Info { return scanner.Info{Name: c.name, Kind: scanner.KindTree} }

func (configurable) Configure(files []scanner.DataFile) (scanner.Scanner, error) {
	if len(files) == 0 || len(files[0].Data) == 0 {
		return nil, errors.New("no name given")
	}
	return configurable{name: string(files[0].Data)}, nil
}

// TestConfigure checks sluice_configure hands a Configurable its files and
// serves the scanner it returns, and answers wrong input with the status
// the ABI names.
func TestConfigure(t *testing.T) {
	load := func(g *guest, files []scanner.DataFile) Status {
		b, err := AppendDataFiles(nil, files)
		if err != nil {
			t.Fatal(err)
		}
		copy(g.buffer(uint32(len(b))), b)
		return g.configure(uint32(len(b)))
	}
	g, r := newGuest(configurable{name: "unset"})
	if st := load(g, []scanner.DataFile{{Name: "name", Data: []byte("named")}}); st != StatusOK || g.s.Info().Name != "named" {
		t.Fatalf("status %d, scanner %q (error %q)", st, g.s.Info().Name, r.err)
	}
	if st := load(g, nil); st != StatusError || !strings.Contains(r.err, "no name given") {
		t.Fatalf("a failing Configure: status %d, error %q", st, r.err)
	}
	if st := g.configure(uint32(len(g.buf) + 1)); st != StatusBadInput {
		t.Fatalf("a length past the buffer: status %d", st)
	}
	plain, r2 := newGuest(configurable{name: "x"}.asPlain())
	if st := load(plain, []scanner.DataFile{{Name: "a"}}); st != StatusBadRequest || !strings.Contains(r2.err, "takes no data files") {
		t.Fatalf("a scanner that is not Configurable: status %d, error %q", st, r2.err)
	}
}

// plainScanner hides Configure.
type plainScanner struct{ info scanner.Info }

func (p plainScanner) Info() scanner.Info { return p.info }

func (c configurable) asPlain() scanner.Scanner { return plainScanner{c.Info()} }
