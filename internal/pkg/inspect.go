package pkg

import (
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/scannerinfo"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// inspectTimeout bounds reading one entry's description at build.
const inspectTimeout = time.Minute

// checkEntries compares each scanner of m whose backend can describe an
// entry cheaply (registry.Module.InspectEntry: the wasm backend) with what
// the entry says about itself: its name, its kind against the capabilities
// and its keywords, as a set ignoring ASCII case. The entry's own Info is
// what a worker runs by; package.toml must agree with it. Entries of the
// other backends are native programs, which build does not run: a worker
// checks them when it loads them. Problems name file, the package.toml.
func checkEntries(root *os.Root, m *Manifest, file string, maxBytes int64) []Problem {
	var ps []Problem
	for i, sc := range m.Scanners {
		for j, b := range sc.AllBuilds() {
			field := fmt.Sprintf("scanners[%d]", i)
			entryField := ".entry"
			if len(sc.Builds) > 0 {
				entryField = fmt.Sprintf(".builds[%d].entry", j)
			}
			ps = append(ps, checkEntry(root, sc, b, file, field, entryField, maxBytes)...)
		}
	}
	return ps
}

// checkEntry is checkEntries for build b of scanner sc, at field of file.
func checkEntry(root *os.Root, sc ScannerEntry, b BuildEntry, file, field, entryField string, maxBytes int64) []Problem {
	var ps []Problem
	mod, ok := modules.Lookup(backend.Plugins.Name + "." + b.Backend)
	if !ok || mod.InspectEntry == nil {
		return nil
	}
	add := func(f, format string, a ...any) {
		if f == ".entry" {
			f = entryField
		}
		ps = append(ps, Problem{File: file, Field: field + f, Message: fmt.Sprintf(format, a...)})
	}
	bin, err := readEntry(root, b.Entry, maxBytes)
	if err != nil {
		add(".entry", "reading %s: %v", b.Entry, err)
		return ps
	}
	var data []scanner.DataFile
	for j, d := range sc.Data {
		content, err := readEntry(root, d, maxBytes)
		if err != nil {
			add(fmt.Sprintf(".data[%d]", j), "reading %s: %v", d, err)
			break
		}
		data = append(data, scanner.DataFile{Name: d, Data: content})
	}
	if len(data) != len(sc.Data) {
		return ps
	}
	ctx, cancel := context.WithTimeout(context.Background(), inspectTimeout)
	info, err := mod.InspectEntry(ctx, bin, data)
	cancel()
	if err != nil {
		add(".entry", "the %s backend cannot load %s: %v", b.Backend, b.Entry, err)
		return ps
	}
	if info.Name != sc.Name {
		add(".name", "%q, but %s names itself %q in its Info: make the two equal (a worker refuses the mismatch)",
			sc.Name, b.Entry, info.Name)
	}
	if !slices.Contains(sc.Capabilities, string(info.Kind)) {
		add(".capabilities", "%q, but %s is a %s scanner", sc.Capabilities, b.Entry, info.Kind)
	}
	if missing, extra := scannerinfo.KeywordDiff(info.Keywords, sc.Keywords); len(missing)+len(extra) > 0 {
		add(".keywords", "differ from the keywords %s declares in its Info (the ones a worker uses): %s",
			b.Entry, scannerinfo.DescribeKeywordDiff(missing, extra, "package.toml"))
	}
	return ps
}

func readEntry(root *os.Root, p string, maxBytes int64) ([]byte, error) {
	f, err := root.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxBytes+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > maxBytes {
		return nil, fmt.Errorf("more than %d bytes", maxBytes)
	}
	return b, nil
}
