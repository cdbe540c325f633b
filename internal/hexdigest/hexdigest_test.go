package hexdigest

import (
	"strings"
	"testing"
)

func TestChecks(t *testing.T) {
	sum := strings.Repeat("0123456789abcdef", 4)
	tests := []struct {
		s             string
		lowerHex, sha bool
	}{
		{"", true, false},
		{"00ff", true, false},
		{sum, true, true},
		{sum + "0", true, false},
		{sum[:63], true, false},
		{strings.ToUpper(sum), false, false},
		{sum[:63] + "g", false, false},
		{sum[:63] + "/", false, false},
	}
	for _, tc := range tests {
		if got := IsLowerHex(tc.s); got != tc.lowerHex {
			t.Errorf("IsLowerHex(%q) = %v", tc.s, got)
		}
		if got := IsSHA256(tc.s); got != tc.sha {
			t.Errorf("IsSHA256(%q) = %v", tc.s, got)
		}
	}
}
