package pkg

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScannerData checks a scanner's data files: listed files of kind data
// reach backend.Scanner.Data as verified store copies, in order, and
// AddData appends the files a one-shot scan adds.
func TestScannerData(t *testing.T) {
	f := newFixture(t, false)
	f.editManifest(t, replaceOnce(`"name": "tree",`, `"name": "tree", "data": ["rules/words.txt"],`))
	dir := filepath.Join(t.TempDir(), "store")
	s, err := openTestStore(t, f, dir, nil, f.trust(1, f.a), f.pkg)
	if err != nil {
		t.Fatal(err)
	}
	sc, _ := s.Scanner("demo/tree")
	if len(sc.Data) != 1 || sc.Data[0].Name != "rules/words.txt" {
		t.Fatalf("data %+v, want rules/words.txt", sc.Data)
	}
	if got, _ := os.ReadFile(sc.Data[0].Path); string(got) != "secret\ntoken\n" || !strings.HasPrefix(sc.Data[0].Path, dir) {
		t.Fatalf("data file %s holds %q; want the store's verified copy", sc.Data[0].Path, got)
	}
	if err := s.AddData("demo/tree", sc.Data[0]); err != nil {
		t.Fatal(err)
	}
	if again, _ := s.Scanner("demo/tree"); len(again.Data) != 2 {
		t.Fatalf("after AddData: %+v", again.Data)
	}
	if err := s.AddData("demo/none", sc.Data[0]); err == nil {
		t.Fatal("AddData to an unknown scanner succeeded")
	}
}

func TestScannerDataRefused(t *testing.T) {
	for _, tc := range []struct{ name, data, want string }{
		{"unlisted", `["rules/other.txt"]`, `scanners[1].data[0]: "rules/other.txt" is not a listed file`},
		{"not data", `["mod.wasm"]`, `"mod.wasm" is of kind "wasm"; a scanner's data files are of kind "data"`},
		{"twice", `["rules/words.txt", "rules/words.txt"]`, `"rules/words.txt" is listed twice`},
		{"parent", `["../rules/words.txt"]`, `scanners[1].data[0]: path "../rules/words.txt" has a ".." component; a scanner's data files are paths inside the package`},
		{"inner parent", `["rules/../rules/words.txt"]`, `path "rules/../rules/words.txt" has a ".." component`},
		{"absolute", `["/etc/passwd"]`, `scanners[1].data[0]: path "/etc/passwd" is absolute; a scanner's data files are paths inside the package`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, false)
			f.editManifest(t, replaceOnce(`"name": "tree",`, `"name": "tree", "data": `+tc.data+`,`))
			r := f.verify(t, f.trust(1, f.a))
			var msgs []string
			for _, p := range r.Problems {
				msgs = append(msgs, p.Field+": "+p.Message)
			}
			if r.Valid || !strings.Contains(strings.Join(msgs, "\n"), tc.want) {
				t.Fatalf("problems:\n%s\nwant one holding %q", strings.Join(msgs, "\n"), tc.want)
			}
		})
	}
}
