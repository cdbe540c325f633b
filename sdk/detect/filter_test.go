package detect

import "testing"

func TestHitFilterKeep(t *testing.T) {
	var name, eq [256]bool
	for c := 'a'; c <= 'z'; c++ {
		name[c] = true
	}
	eq['='] = true
	f := HitFilter{Steps: []HitStep{{Set: name, Min: 0, Max: 4}, {Set: eq, Min: 1, Max: 1}}}
	for _, tc := range []struct {
		data string
		keep bool
	}{
		{"key=", true},
		{"keyab=", true},
		{"keyabcd=", true},
		{"keyabcde=", true}, // the first step is full and a fifth letter follows: undecided
		{"key ", false},
		{"key", false}, // the data ends before the "="
		{"keyab", false},
		{"key==", true},
	} {
		if got := f.Keep([]byte(tc.data), 3); got != tc.keep {
			t.Errorf("Keep(%q) = %v, want %v", tc.data, got, tc.keep)
		}
	}
}

func TestHitFilterNotSuffix(t *testing.T) {
	var name, eq [256]bool
	for _, c := range "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_" {
		name[c] = true
	}
	eq['='] = true
	f := HitFilter{Steps: []HitStep{{Set: name, Min: 0, Max: 8, NotSuffix: []string{"name", "id"}}, {Set: eq, Min: 1, Max: 1}}}
	for _, tc := range []struct {
		data string
		keep bool
	}{
		{"key=", true},
		{"keyName=", false},
		{"key_NAME_=", false},
		{"key_id=", false},
		{"keyidx=", true},
		{"keyname", false},      // refused before the "=" is looked for
		{"keyabcdename=", true}, // the step is full and more follows: undecided
		{"keyabcdname=", false}, // eight bytes, then "=": complete
		{"keyna=", true},
	} {
		if got := f.Keep([]byte(tc.data), 3); got != tc.keep {
			t.Errorf("Keep(%q) = %v, want %v", tc.data, got, tc.keep)
		}
	}
}
