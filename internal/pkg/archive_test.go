package pkg

import (
	"archive/tar"
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestVerifyHostileArchives checks hand-made archives: each starts from
// the entries of a valid signed archive and breaks one rule.
func TestVerifyHostileArchives(t *testing.T) {
	f := newFixture(t, true)
	good := readTarGz(t, f.pkg)
	with := func(extra ...tarEntry) []tarEntry { return append(append([]tarEntry{}, good...), extra...) }
	cases := []struct {
		name    string
		entries []tarEntry
		trailer []byte
		lim     Limits
		want    string
	}{
		{"rebuilt archive is valid", with(), nil, Limits{}, ""},
		{"duplicate entry", with(tarEntry{name: "rules/words.txt", body: "evil"}), nil, Limits{}, "rules/words.txt: archive entry appears twice"},
		{"duplicate manifest", with(tarEntry{name: ManifestName, body: "{}"}), nil, Limits{}, "manifest.json: archive entry appears twice"},
		{"case-variant duplicate", with(tarEntry{name: "RULES/words.txt", body: "evil"}), nil, Limits{}, "appears twice"},
		{"traversal name", with(tarEntry{name: "../evil", body: "x"}), nil, Limits{}, `../evil: unsafe archive entry name`},
		{"nested traversal", with(tarEntry{name: "rules/../../evil", body: "x"}), nil, Limits{}, "unsafe archive entry name"},
		{"absolute name", with(tarEntry{name: "/etc/evil", body: "x"}), nil, Limits{}, "is absolute"},
		{"dot-slash name", with(tarEntry{name: "./evil", body: "x"}), nil, Limits{}, "unsafe archive entry name"},
		{"symlink entry", with(tarEntry{name: "evil", typ: tar.TypeSymlink, linkname: "/etc/passwd"}), nil, Limits{}, `evil: is a link (to "/etc/passwd")`},
		{"hardlink entry", with(tarEntry{name: "evil", typ: tar.TypeLink, linkname: "rules/words.txt"}), nil, Limits{}, "evil: is a link"},
		{"symlink over a listed file", append(dropEntry(good, "rules/words.txt"), tarEntry{name: "rules/words.txt", typ: tar.TypeSymlink, linkname: "../bin/scan"}), nil, Limits{}, "rules/words.txt: is a link"},
		{"fifo entry", with(tarEntry{name: "evil", typ: tar.TypeFifo}), nil, Limits{}, "evil: is a FIFO"},
		{"device entry", with(tarEntry{name: "evil", typ: tar.TypeChar}), nil, Limits{}, "evil: is a device"},
		{"file then directory of the same name", with(tarEntry{name: "mod.wasm/x", body: "x"}), nil, Limits{}, "creating parent directory"},
		{"unlisted extra file", with(tarEntry{name: "extra", body: "x"}), nil, Limits{}, "extra: in the package but not listed"},
		{"zip bomb", with(tarEntry{name: "bomb", size: 8 << 20}), nil, Limits{}, "archive expands too much"},
		{"too large uncompressed", with(tarEntry{name: "big", size: 2 << 20}), nil, Limits{MaxTotalBytes: 1 << 20, MaxFileBytes: 4 << 20, MaxRatio: 1 << 30}, "more than"},
		{"file over the size cap", with(tarEntry{name: "big", body: strings.Repeat("x", 3000)}), nil, Limits{MaxFileBytes: 2000}, "big: 3000 bytes, over the file limit of 2000"},
		{"too many entries", with(), nil, Limits{MaxEntries: 2}, "archive has more than 2 entries"},
		{"trailing data after gzip", with(), []byte("junk"), Limits{}, "trailing data after the gzip stream"},
		{"missing signature", dropEntry(good, SignatureName), nil, Limits{}, "the package is unsigned"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "p.tar.gz")
			writeTarGz(t, p, tc.entries, tc.trailer)
			r, err := Verify(context.Background(), p, VerifyOptions{Trust: f.trust(1, f.a), Now: testNow, Limits: tc.lim, TempDir: t.TempDir()})
			if err != nil {
				t.Fatal(err)
			}
			if tc.want == "" {
				if !r.Valid {
					t.Fatalf("want valid:\n%s", problemsText(r))
				}
				return
			}
			if r.Valid {
				t.Fatal("hostile archive verified as valid")
			}
			if text := problemsText(r); !strings.Contains(text, tc.want) {
				t.Fatalf("no problem mentions %q; problems:\n%s", tc.want, text)
			}
		})
	}
}

func TestVerifyArchiveCleansUp(t *testing.T) {
	f := newFixture(t, true)
	tmp := t.TempDir()
	r, err := Verify(context.Background(), f.pkg, VerifyOptions{Trust: f.trust(1, f.a), Now: testNow, TempDir: tmp})
	if err != nil || !r.Valid {
		t.Fatalf("verify: %v %v", err, r)
	}
	if left, _ := filepath.Glob(filepath.Join(tmp, "*")); len(left) != 0 {
		t.Fatalf("extraction left %v behind", left)
	}
}

func dropEntry(es []tarEntry, name string) []tarEntry {
	var out []tarEntry
	for _, e := range es {
		if e.name != name {
			out = append(out, e)
		}
	}
	return out
}
