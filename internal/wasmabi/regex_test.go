package wasmabi

import (
	"strings"
	"testing"
)

func TestCheckRegex(t *testing.T) {
	insts, groups, err := CheckRegex(`key=(\d+)|tok(en)?`)
	if err != nil || groups != 2 || insts < 5 || insts > 64 {
		t.Fatalf("CheckRegex = %d, %d, %v; want a small program with 2 groups", insts, groups, err)
	}
	for _, tc := range []struct{ pattern, want string }{
		{strings.Repeat("a", MaxRegexPatternBytes+1), "over the limit of 16384"},
		{strings.Repeat(`[a-z]{1000}`, 17), "more than 16384 instructions"},
		{`(`, "missing closing )"},
	} {
		if _, _, err := CheckRegex(tc.pattern); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("CheckRegex(%.40q) = %v, want an error holding %q", tc.pattern, err, tc.want)
		}
	}
}
