// Command detector is a test guest: a detector for "tok_" followed by eight
// [a-z0-9], which misbehaves when the token says so (tok_loop____,
// tok_alloc___, tok_spew____, tok_invalid_, tok_exit____). Its data files,
// when the host gives any, each add their content as a keyword; a file
// named "fail" makes Configure fail.
package main

import (
	"bytes"
	"context"
	"errors"
	"os"

	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/wasmguest"
)

type detector struct{ extra []string }

func (d detector) Info() scanner.Info {
	return scanner.Info{Name: "detector", Version: "1", Kind: scanner.KindDetector,
		Keywords: append([]string{"tok_"}, d.extra...), MaxMatchBytes: 16}
}

func (d detector) Configure(files []scanner.DataFile) (scanner.Scanner, error) {
	for _, f := range files {
		if f.Name == "fail" {
			return nil, errors.New("data file fail: refused on purpose")
		}
		d.extra = append(d.extra, string(f.Data))
	}
	return d, nil
}

func (detector) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	data := w.Data
	for off := 0; ; {
		i := bytes.Index(data[off:], []byte("tok_"))
		if i < 0 {
			return nil
		}
		start := off + i
		off = start + 1
		if start+12 > len(data) {
			continue
		}
		tok := data[start : start+12]
		switch string(tok[4:]) {
		case "loop____":
			n := 0
			for {
				n++
			}
		case "alloc___":
			var keep [][]byte
			for {
				keep = append(keep, make([]byte, 1<<20))
			}
		case "spew____":
			for {
				os.Stdout.Write(bytes.Repeat([]byte("x"), 1<<16))
			}
		case "exit____":
			os.Exit(3)
		}
		f := scanner.Finding{RuleID: "token", StartOffset: int64(start), EndOffset: int64(start + 12),
			Match: scanner.Redact(string(tok)), Fingerprint: scanner.Fingerprint("token", w.Path, tok), Severity: scanner.SeverityHigh}
		if string(tok[4:]) == "invalid_" {
			f.Fingerprint = "nope"
		}
		if err := out.Finding(f); err != nil {
			return err
		}
	}
}

func init() { wasmguest.Register(detector{}) }

func main() {}
