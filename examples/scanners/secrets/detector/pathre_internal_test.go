package detector

import (
	"regexp"
	"strings"
	"testing"
)

var pathPatternCases = []string{
	`(^|/)(package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|go\.sum|go\.work\.sum|Cargo\.lock|Podfile\.lock)$`,
	`\.(env|ya?ml)$`,
	`go\.sum$|\.lock\z`,
	`(?i)\.(bmp|gif|jpe?g|png)$`,
	`(?:^|/)vendor/`,
	`\.[jt]sx?$`,
	`(?m)\.lock$`,
	`a.*\.lock$`,
	`^$`,
	`\x{FFFD}$`,
	`(?i:\.LOCK)$`,
	`[ab]{2}$`,
	// From Gitleaks' global allow-list: no suffix, but strings every
	// match holds.
	`gitleaks\.toml`,
	`(?:^|/)node_modules(?:/.*)?$`,
	`(?:^|/)vendor/(?:github\.com|golang\.org/x|gopkg\.in)(?:/.*)?$`,
	`(?i)(?:^|/)(?:v?env|virtualenv)/lib(?:64)?(?:/.*)?$`,
	`(?:^|/)(?:angular|bootstrap|jquery(?:-?ui)?)[a-zA-Z0-9.-]*(?:\.min)?\.js(?:\.map)?$`,
	`(?i)Database.refactorlog`,
	`(?i)k{2,}ey`,
}

var pathCases = []string{
	"", "go.sum", "src/go.sum", "src/go.sum.bak", "agosum", "x/yarn.lock", "yarn.lock/x", "a/.env",
	"conf.yaml", "conf.yml", "conf.YML", "IMG.JPG", "img.jpeg", "vendor/x.go", "a/vendor/b", "a.tsx", "b.js",
	"x.lock\ny", "abc.lock", "x\xff", "x\xef\xbf\xbd", "ab", "ba", "x.LOCK",
	"config/gitleaks.toml", "web/node_modules/a/b.js", "node_modulesx", "vendor/golang.org/x/net/a.go",
	"a/ENV/LIB/x.py", "venv/lib64", "static/jquery-ui.min.js", "static/jquery.js.map",
	"db/DATABASE_REFACTORLOG", "\u212a\u212aey", "kKey", "v\u212Aenv/lib",
}

// TestPathRegexpSameAsRegexp checks that the suffix prefilter never
// changes what a path pattern matches.
func TestPathRegexpSameAsRegexp(t *testing.T) {
	for _, pat := range pathPatternCases {
		p, err := compilePath(pat)
		if err != nil {
			t.Fatalf("%s: %v", pat, err)
		}
		re := regexp.MustCompile(pat)
		for _, path := range pathCases {
			if got, want := p.MatchString(path), re.MatchString(path); got != want {
				t.Errorf("%s on %q: %v, regexp says %v", pat, path, got, want)
			}
		}
	}
}

// TestPathRegexpPrefilters checks which patterns get the prefilter: those
// ending in a finite set of case-sensitive literals before the end of the
// text.
func TestPathRegexpPrefilters(t *testing.T) {
	for pat, want := range map[string]int{
		pathPatternCases[0]: 7,
		`\.(env|ya?ml)$`:    3,
		`go\.sum$|\.lock\z`: 2,
		`\.[jt]sx?$`:        4,
		`(?i)\.(bmp|gif)$`:  0,
		`(?:^|/)vendor/`:    0,
		`(?m)\.lock$`:       0,
		`\x{FFFD}$`:         0,
	} {
		p, err := compilePath(pat)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.suffixes) != want {
			t.Errorf("%s: %d suffixes %q, want %d", pat, len(p.suffixes), p.suffixes, want)
		}
	}
}

// TestPathRegexpNeeds checks which patterns without a suffix prefilter
// get the needs prefilter, and its strings.
func TestPathRegexpNeeds(t *testing.T) {
	for pat, want := range map[string]string{
		`gitleaks\.toml`:                      "gitleaks.toml",
		`(?:^|/)node_modules(?:/.*)?$`:        "node_modules",
		`(?:^|/)vendor/(?:github\.com|x)/`:    "vendor/",
		`(?i)(?:^|/)(?:v?env|virtualenv)/lib`: "/lib", // longer than env, the shortest of the alternation
		`(?i)Database.refactorlog`:            "refactorlog",
		`a+b`:                                 "a",
		`(?:^|/)x*/`:                          "/",
		`[ab]c?`:                              "",
		`.*`:                                  "",
	} {
		p, err := compilePath(pat)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, n := range p.needs {
			got = append(got, n.s)
		}
		if strings.Join(got, " ") != want {
			t.Errorf("%s: needs %q, want %q", pat, got, want)
		}
	}
}

func FuzzPathRegexp(f *testing.F) {
	for i, pat := range pathPatternCases {
		f.Add(pat, pathCases[i%len(pathCases)])
	}
	f.Fuzz(func(t *testing.T, pat, path string) {
		re, err := regexp.Compile(pat)
		if err != nil {
			return
		}
		p, err := compilePath(pat)
		if err != nil {
			t.Fatalf("%q compiles with regexp but not as a path: %v", pat, err)
		}
		if got, want := p.MatchString(path), re.MatchString(path); got != want {
			t.Fatalf("%q on %q: %v, regexp says %v", pat, path, got, want)
		}
	})
}

// TestDefaultPathPatternsPrefiltered: every path pattern of the default
// pack gets the suffix prefilter, so no window of a scan runs a path
// regexp for a path that cannot match (in a WASM guest that regexp cost
// tens of microseconds per window).
func TestDefaultPathPatternsPrefiltered(t *testing.T) {
	n := 0
	for _, r := range Rules() {
		for _, p := range r.paths {
			n++
			if p.suffixes == nil {
				t.Errorf("rule %s: path pattern %s has no suffix prefilter", r.ID, p.re)
			}
		}
		for _, a := range r.allows {
			for _, p := range a.paths {
				n++
				if p.suffixes == nil {
					t.Errorf("rule %s: allow-list path pattern %s has no suffix prefilter", r.ID, p.re)
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("the default pack has no path patterns")
	}
}
