package scanner

import (
	"strings"
	"testing"
)

func TestInfoValidate(t *testing.T) {
	good := func() Info {
		return Info{Name: "markers", Version: "1.0.0", Kind: KindDetector, Keywords: []string{"sluice_"},
			Rules: []Rule{{ID: "a", Severity: SeverityHigh}, {ID: "b"}}}
	}
	tests := []struct {
		name    string
		mutate  func(*Info)
		wantErr string
	}{
		{"ok", func(*Info) {}, ""},
		{"tree without keywords", func(i *Info) { i.Kind = KindTree; i.Keywords = nil }, ""},
		{"empty name", func(i *Info) { i.Name = "" }, "info name"},
		{"upper name", func(i *Info) { i.Name = "Markers" }, "info name"},
		{"long name", func(i *Info) { i.Name = strings.Repeat("a", MaxNameLen+1) }, "info name"},
		{"max name", func(i *Info) { i.Name = strings.Repeat("a", MaxNameLen) }, ""},
		{"long version", func(i *Info) { i.Version = strings.Repeat("1", MaxVersionLen+1) }, "info version"},
		{"bad kind", func(i *Info) { i.Kind = "blob" }, "info kind"},
		{"detector no keywords", func(i *Info) { i.Keywords = nil }, "at least one keyword"},
		{"empty keyword", func(i *Info) { i.Keywords = []string{"a", ""} }, "keywords[1]"},
		{"long keyword", func(i *Info) { i.Keywords = []string{strings.Repeat("k", MaxKeywordLen+1)} }, "keywords[0]"},
		{"non-ascii keyword", func(i *Info) { i.Keywords = []string{"caf\u00e9"} }, "printable ASCII"},
		{"too many keywords", func(i *Info) { i.Keywords = make([]string, MaxKeywords+1) }, "over 4096"},
		{"negative radius", func(i *Info) { i.MaxMatchBytes = -1 }, "max_match_bytes"},
		{"huge radius", func(i *Info) { i.MaxMatchBytes = MaxMaxMatchBytes + 1 }, "max_match_bytes"},
		{"dup rule", func(i *Info) { i.Rules = append(i.Rules, Rule{ID: "a"}) }, "repeats rules[0]"},
		{"empty rule", func(i *Info) { i.Rules = []Rule{{}} }, "rules[0] id"},
		{"bad severity", func(i *Info) { i.Rules[1].Severity = "urgent" }, `rules[1] ("b") severity`},
		{"described rule", func(i *Info) {
			i.Rules[1] = Rule{ID: "b", Description: "d", FullDescription: "f", Help: "h", HelpURI: "https://example.com/r#b", Tags: []string{"cloud", "a b"}}
		}, ""},
		{"long help", func(i *Info) { i.Rules[1].Help = strings.Repeat("h", MaxRuleTextLen+1) }, `rules[1] ("b") help must be`},
		{"long full description", func(i *Info) { i.Rules[1].FullDescription = strings.Repeat("f", MaxRuleTextLen+1) }, "full_description must be"},
		{"help not UTF-8", func(i *Info) { i.Rules[1].Help = "\xff" }, "help must be valid UTF-8"},
		{"help uri relative", func(i *Info) { i.Rules[1].HelpURI = "docs/rules.md" }, "help_uri"},
		{"help uri scheme", func(i *Info) { i.Rules[1].HelpURI = "javascript:alert(1)" }, "help_uri"},
		{"help uri long", func(i *Info) { i.Rules[1].HelpURI = "https://example.com/" + strings.Repeat("a", MaxRuleHelpURILen) }, "help_uri"},
		{"too many tags", func(i *Info) { i.Rules[1].Tags = make([]string, MaxRuleTags+1) }, "tags: 33 tags, over 32"},
		{"empty tag", func(i *Info) { i.Rules[1].Tags = []string{"a", ""} }, "tags[1]"},
		{"long tag", func(i *Info) { i.Rules[1].Tags = []string{strings.Repeat("t", MaxRuleTagLen+1)} }, "tags[0]"},
		{"control in tag", func(i *Info) { i.Rules[1].Tags = []string{"a\nb"} }, "tags[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			info := good()
			tt.mutate(&info)
			err := info.Validate()
			if tt.wantErr == "" {
				if err != nil {
					t.Fatalf("Validate() = %v, want nil", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("Validate() = %v, want error containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestMatchRadius(t *testing.T) {
	if got := (&Info{}).MatchRadius(); got != DefaultMaxMatchBytes {
		t.Errorf("MatchRadius() = %d, want %d", got, DefaultMaxMatchBytes)
	}
	if got := (&Info{MaxMatchBytes: 40}).MatchRadius(); got != 40 {
		t.Errorf("MatchRadius() = %d, want 40", got)
	}
}

func TestSkippedMessage(t *testing.T) {
	for _, path := range []string{"a.txt", "dir/\xff\xfe.env", `"quoted".txt`, "x: y", "tab\there"} {
		msg := SkippedMessage(path, "unreadable: permission denied")
		got, reason, ok := ParseSkipped(msg)
		if !ok || got != path || reason != "unreadable: permission denied" {
			t.Errorf("ParseSkipped(%q) = %q, %q, %v", msg, got, reason, ok)
		}
	}
	for _, msg := range []string{"", "skipped: a", `not scanned: "a"`, `not scanned: a: b`, `not scanned: "a: b`} {
		if _, _, ok := ParseSkipped(msg); ok {
			t.Errorf("ParseSkipped(%q) accepted it", msg)
		}
	}
}
