package detector_test

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/examples/scanners/secrets/detector"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// magic starts every compiled pack.
const magic = "\x00sluice-rule-pack\x03"

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestCompiledPackRoundTrip compiles the default pack and the gitleaks
// test config, decodes them, and requires the same pack (compiling the
// decoded pack again gives the same bytes) and the same rules.
func TestCompiledPackRoundTrip(t *testing.T) {
	def, err := detector.ParsePack(detector.DefaultPackName, detector.DefaultPack)
	if err != nil {
		t.Fatal(err)
	}
	gl, err := detector.ParseAny("testdata/gitleaks.toml", readFile(t, "testdata/gitleaks.toml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []*detector.Pack{def, gl} {
		bin := detector.CompilePack(p)
		if !detector.IsCompiledPack(bin) {
			t.Fatalf("%s: compiled pack without its magic", p.Name)
		}
		back, err := detector.ParseAny("x.pack", bin)
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		if again := detector.CompilePack(back); !bytes.Equal(again, bin) {
			t.Fatalf("%s: the decoded pack compiles to other bytes", p.Name)
		}
		if back.Name != p.Name || len(back.Rules) != len(p.Rules) {
			t.Fatalf("%s: decoded as %s with %d rules, want %d", p.Name, back.Name, len(back.Rules), len(p.Rules))
		}
	}
	// The detector built from the compiled default pack has the same
	// rules, in order, with the same metadata.
	want := detector.Rules()
	d, err := detector.FromDataFiles([]scanner.DataFile{{Name: detector.CompiledPackName, Data: detector.DefaultPackCompiled()}})
	if err != nil {
		t.Fatal(err)
	}
	got := d.Rules()
	if len(got) != len(want) {
		t.Fatalf("%d rules, want %d", len(got), len(want))
	}
	for i := range want {
		w, g := want[i], got[i]
		if g.ID != w.ID || g.Pattern != w.Pattern || g.Description != w.Description || g.Help != w.Help ||
			strings.Join(g.Tags, ",") != strings.Join(w.Tags, ",") || g.Source != w.Source || g.SecretGroup() != w.SecretGroup() {
			t.Fatalf("rule %d: %+v, want %+v", i, g, w)
		}
	}
	// A user pack that redefines a default rule is refused naming the
	// source of the compiled pack, as with the TOML one.
	_, err = detector.FromDataFiles([]scanner.DataFile{
		{Name: detector.CompiledPackName, Data: detector.DefaultPackCompiled()},
		{Name: "mine.toml", Data: []byte("format = 1\n[[rules]]\nid = \"github-pat\"\npattern = 'ghp_[0-9]{4}'\n")},
	})
	if err == nil || !strings.Contains(err.Error(), `rule "github-pat" is already defined by rules/default.toml`) {
		t.Fatalf("redefining a default rule: %v", err)
	}
}

// TestCompiledPackMalformed cuts and corrupts a compiled pack: every
// result is a clear error, never a panic or a partial pack.
func TestCompiledPackMalformed(t *testing.T) {
	bin := detector.DefaultPackCompiled()
	for _, n := range []int{len(magic), len(magic) + 1, 40, 1000, len(bin) / 2, len(bin) - 1} {
		if _, err := detector.ParseAny("cut.pack", bin[:n]); err == nil || !strings.Contains(err.Error(), "malformed compiled rule pack") {
			t.Fatalf("cut at %d: %v", n, err)
		}
	}
	if _, err := detector.ParseAny("long.pack", append(bytes.Clone(bin), 0)); err == nil || !strings.Contains(err.Error(), "after the last rule") {
		t.Fatalf("a trailing byte: %v", err)
	}
	huge := append([]byte(nil), bin[:len(magic)]...)
	huge = append(huge, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff) // empty name, no replaces, 2^32-1 allow-lists
	if _, err := detector.ParseAny("huge.pack", huge); err == nil || !strings.Contains(err.Error(), "items in") {
		t.Fatalf("a huge count: %v", err)
	}
}

// FuzzCompiledPack decodes arbitrary bytes after the magic: an error or a
// pack, never a panic.
func FuzzCompiledPack(f *testing.F) {
	f.Add(detector.DefaultPackCompiled()[len(magic):])
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		data := append([]byte(magic), b...)
		if p, err := detector.ParseAny("f.pack", data); err == nil {
			if !bytes.Equal(detector.CompilePack(p), data) {
				t.Fatal("a decoded pack compiles to other bytes")
			}
		}
	})
}

// TestCompiledPackOldLayout: a pack compiled in an older layout is refused
// with an error saying to compile it again, not parsed as TOML.
func TestCompiledPackOldLayout(t *testing.T) {
	bin := detector.DefaultPackCompiled()
	bin[len("\x00sluice-rule-pack")] = 2
	_, err := detector.ParseAny("rules/default.pack", bin)
	if err == nil || !strings.Contains(err.Error(), "compiled in layout 2, this detector reads layout 5; compile it again") {
		t.Fatalf("ParseAny = %v", err)
	}
}
