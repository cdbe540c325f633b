// Command regex is a test guest of the host's regular expressions (the
// regex_compile and regex_find imports). Its data file's name picks what
// it does:
//   - "ok": registers `key=(\d+)|tok(en)?` through wasmguest.NewHostRegexp
//     and reports every match in each window, with its groups'
//     offsets in the file in the finding's message, and for each window a finding "raw"
//     whose message is what regex_find itself returned (a count or
//     "declined");
//   - "huge", "many", "wide": registers a pattern over the size limit, more
//     patterns than the limit, or one whose program is over the limit, at
//     configure (the load must fail);
//   - "late": registers a pattern while detecting;
//   - "unregistered": runs pattern 0 without having registered any;
//   - "region", "out": runs a registered pattern over a region, or writes
//     its offsets to an output, outside its memory.
package main

import (
	"context"
	"fmt"
	"strings"
	"unsafe"

	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/sdk/scanner"
	"github.com/sluicehq/sluice/sdk/wasmguest"
)

//go:wasmimport sluice regex_compile
func regexCompile(p unsafe.Pointer, n uint32) uint32

//go:wasmimport sluice regex_find
func regexFind(id, p, n, out, outLen uint32) uint32

// addr is p as a guest memory address.
func addr(p unsafe.Pointer) uint32 { return uint32(uintptr(p)) }

func compile(pattern string) uint32 {
	return regexCompile(unsafe.Pointer(unsafe.StringData(pattern)), uint32(len(pattern)))
}

type detector struct {
	mode string
	re   *wasmguest.HostRegexp
}

func (d *detector) Info() scanner.Info {
	return scanner.Info{Name: "regex", Version: "1", Kind: scanner.KindDetector, Keywords: []string{"key", "tok"}, MaxMatchBytes: 64}
}

func (d *detector) Configure(files []scanner.DataFile) (scanner.Scanner, error) {
	n := &detector{mode: files[0].Name}
	switch n.mode {
	case "ok":
		n.re = wasmguest.NewHostRegexp(`key=(\d+)|tok(en)?`)
		if n.re == nil {
			return nil, fmt.Errorf("NewHostRegexp returned nil during Configure")
		}
	case "huge":
		compile(strings.Repeat("a", wasmabi.MaxRegexPatternBytes+1))
	case "many":
		for range wasmabi.MaxRegexPatterns + 1 {
			compile("a")
		}
	case "wide":
		compile(`[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}[a-z]{1000}`)
	case "region", "out":
		compile("key")
	}
	return n, nil
}

func (d *detector) Detect(ctx context.Context, w *scanner.Window, out scanner.Reporter) error {
	var buf [16]uint32
	switch d.mode {
	case "late":
		compile("key")
	case "unregistered":
		regexFind(0, addr(unsafe.Pointer(unsafe.SliceData(w.Data))), uint32(len(w.Data)), addr(unsafe.Pointer(&buf[0])), 64)
	case "region":
		regexFind(0, 0xFFFF0000, 0x10000, addr(unsafe.Pointer(&buf[0])), 64)
	case "out":
		regexFind(0, addr(unsafe.Pointer(unsafe.SliceData(w.Data))), uint32(len(w.Data)), 0xFFFFFFF0, 64)
	case "ok":
		if wasmguest.NewHostRegexp("late") != nil {
			return fmt.Errorf("NewHostRegexp returned a pattern outside Configure")
		}
		// What the host itself answers for the window: a count or
		// declined.
		raw := "declined"
		if n := regexFind(0, addr(unsafe.Pointer(unsafe.SliceData(w.Data))), uint32(len(w.Data)), addr(unsafe.Pointer(&buf[0])), 64); n != wasmabi.RegexDeclined {
			raw = fmt.Sprint(n)
		}
		if err := out.Finding(scanner.Finding{RuleID: "raw", Message: raw,
			Fingerprint: scanner.Fingerprint("raw", w.Path, []byte(fmt.Sprint(w.Offset))), Severity: scanner.SeverityLow}); err != nil {
			return err
		}
		for _, m := range d.re.FindAllSubmatchIndex(w.Data, -1) {
			// The groups' offsets in the file, -1 for none.
			groups := m[2:]
			for i := range groups {
				if groups[i] >= 0 {
					groups[i] += int(w.Offset)
				}
			}
			if err := out.Finding(scanner.Finding{RuleID: "re", StartOffset: int64(m[0]), EndOffset: int64(m[1]),
				Match: string(w.Data[m[0]:m[1]]), Message: fmt.Sprint(groups),
				Fingerprint: scanner.Fingerprint("re", w.Path, []byte(fmt.Sprint(w.Offset, m))), Severity: scanner.SeverityLow}); err != nil {
				return err
			}
		}
	}
	return nil
}

func init() { wasmguest.Register(&detector{}) }

func main() {}
