package config

import (
	"testing"

	"github.com/BurntSushi/toml"
)

func TestKeyIndex(t *testing.T) {
	src := `# comment [not.a.table]
top = 1
[a]
b = "x = 1"   # a string that looks like a key
[a.c . d]
e.f = 2
"quoted key".'lit.key' = 3
"esc\u0041ped" = 4
s = """
fake = 1
[fake.table]
"""
l = '''
fake2 = '''
[[arr]]
x = 1
[[arr]]
y = 2
x = 3
[arr.sub]
z = 4
[t]
inline = { p = 1, q = { r = 2 }, "s t" = [ {u = 1}, {v = 2} ] }
arr2 = [
  1, # comment ]
  2,
]
after = true
`
	// The index must agree with the parser about which keys exist.
	var v any
	md, err := toml.Decode(src, &v)
	if err != nil {
		t.Fatal(err)
	}
	ix := indexKeys(src)
	for _, k := range md.Keys() {
		if !ix.first(k.String()).IsValid() {
			t.Errorf("key %s is not indexed", k)
		}
	}
	for key, want := range map[string]Position{
		"top":                          {2, 1},
		"a":                            {3, 2},
		"a.b":                          {4, 1},
		"a.c.d":                        {5, 8},
		"a.c.d.e.f":                    {6, 3},
		`a.c.d."quoted key"`:           {7, 1},
		`a.c.d."quoted key"."lit.key"`: {7, 14},
		"a.c.d.escAped":                {8, 1},
		"a.c.d.s":                      {9, 1},
		"a.c.d.l":                      {13, 1},
		"arr":                          {15, 3},
		"arr.x":                        {16, 1},
		"arr.y":                        {18, 1},
		"arr.sub.z":                    {21, 1},
		"t.inline.p":                   {23, 12},
		"t.inline.q.r":                 {23, 25},
		`t.inline."s t".u`:             {23, 45},
		`t.inline."s t".v`:             {23, 54},
		"t.arr2":                       {24, 1},
		"t.after":                      {28, 1},
	} {
		if got := ix.first(key); got != want {
			t.Errorf("%s at %v, want %v", key, got, want)
		}
	}
	for _, fake := range []string{"fake", "fake.table", "fake2", "not.a.table", "x"} {
		if ix.first(fake).IsValid() {
			t.Errorf("%s is inside a string or comment but was indexed", fake)
		}
	}
	// Arrays of tables: successive next calls walk successive elements.
	if p := ix.next("arr.x"); p.Line != 16 {
		t.Errorf("first arr.x at line %d", p.Line)
	}
	if p := ix.next("arr.x"); p.Line != 19 {
		t.Errorf("second arr.x at line %d", p.Line)
	}
	if p := ix.next("arr.x"); p.Line != 19 {
		t.Errorf("past the end, next stays at the last: line %d", p.Line)
	}
}

func FuzzKeyIndex(f *testing.F) {
	for _, s := range []string{"a = 1", "[a.b]\nc = {d = [1, {e = 2}]}", `"\u00e9" = '''x'''`, "[[x]]\n[x.y]", `a = """\"""`, "a = [[[[[[", "{{{{", `"\U0010FFFF" = 1`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		ix := indexKeys(src) // must terminate without panicking
		var v any
		md, err := toml.Decode(src, &v)
		if err != nil {
			return
		}
		for _, k := range md.Keys() {
			if !ix.first(k.String()).IsValid() {
				t.Fatalf("parser key %s is not indexed in %q", k, src)
			}
		}
	})
}
