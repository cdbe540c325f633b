package wasmguest

import (
	"errors"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/sdk/scanner"
)

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
	load := func(g *guest, files []scanner.DataFile) wasmabi.Status {
		b, err := wasmabi.AppendDataFiles(nil, files)
		if err != nil {
			t.Fatal(err)
		}
		copy(g.buffer(uint32(len(b))), b)
		return g.configure(uint32(len(b)))
	}
	g, r := newGuest(configurable{name: "unset"})
	if st := load(g, []scanner.DataFile{{Name: "name", Data: []byte("named")}}); st != wasmabi.StatusOK || g.s.Info().Name != "named" {
		t.Fatalf("status %d, scanner %q (error %q)", st, g.s.Info().Name, r.err)
	}
	if st := load(g, nil); st != wasmabi.StatusError || !strings.Contains(r.err, "no name given") {
		t.Fatalf("a failing Configure: status %d, error %q", st, r.err)
	}
	if st := g.configure(uint32(len(g.buf) + 1)); st != wasmabi.StatusBadInput {
		t.Fatalf("a length past the buffer: status %d", st)
	}
	plain, r2 := newGuest(configurable{name: "x"}.asPlain())
	if st := load(plain, []scanner.DataFile{{Name: "a"}}); st != wasmabi.StatusBadRequest || !strings.Contains(r2.err, "takes no data files") {
		t.Fatalf("a scanner that is not Configurable: status %d, error %q", st, r2.err)
	}
}

// plainScanner hides Configure.
type plainScanner struct{ info scanner.Info }

func (p plainScanner) Info() scanner.Info { return p.info }

func (c configurable) asPlain() scanner.Scanner { return plainScanner{c.Info()} }
