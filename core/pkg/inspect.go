package pkg

import (
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/registry"
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
		mod, ok := registry.Lookup(registry.NSBackend + "." + sc.Backend)
		if !ok || mod.InspectEntry == nil {
			continue
		}
		field := fmt.Sprintf("scanners[%d]", i)
		add := func(f, format string, a ...any) {
			ps = append(ps, Problem{File: file, Field: field + f, Message: fmt.Sprintf(format, a...)})
		}
		bin, err := readEntry(root, sc.Entry, maxBytes)
		if err != nil {
			add(".entry", "reading %s: %v", sc.Entry, err)
			continue
		}
		var data []scanner.DataFile
		for j, d := range sc.Data {
			b, err := readEntry(root, d, maxBytes)
			if err != nil {
				add(fmt.Sprintf(".data[%d]", j), "reading %s: %v", d, err)
				break
			}
			data = append(data, scanner.DataFile{Name: d, Data: b})
		}
		if len(data) != len(sc.Data) {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), inspectTimeout)
		info, err := mod.InspectEntry(ctx, bin, data)
		cancel()
		if err != nil {
			add(".entry", "the %s backend cannot load %s: %v", sc.Backend, sc.Entry, err)
			continue
		}
		if info.Name != sc.Name {
			add(".name", "%q, but %s names itself %q in its Info: make the two equal (a worker refuses the mismatch)",
				sc.Name, sc.Entry, info.Name)
		}
		if !slices.Contains(sc.Capabilities, info.Kind) {
			add(".capabilities", "%q, but %s is a %s scanner", sc.Capabilities, sc.Entry, info.Kind)
		}
		if missing, extra := backend.KeywordDiff(info.Keywords, sc.Keywords); len(missing)+len(extra) > 0 {
			add(".keywords", "differ from the keywords %s declares in its Info (the ones a worker uses): %s",
				sc.Entry, backend.DescribeKeywordDiff(missing, extra, "package.toml"))
		}
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
