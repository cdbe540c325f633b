package tarsafe

import (
	"archive/tar"
	"math"
	"testing"
)

func TestIsSparse(t *testing.T) {
	for _, tc := range []struct {
		h    tar.Header
		want bool
	}{
		{tar.Header{Typeflag: tar.TypeReg}, false},
		{tar.Header{Typeflag: tar.TypeGNUSparse}, true},
		{tar.Header{Typeflag: tar.TypeReg, PAXRecords: map[string]string{"GNU.sparse.major": "1"}}, true},
		{tar.Header{Typeflag: tar.TypeReg, PAXRecords: map[string]string{"GNU.sparse.size": "268435456"}}, true},
		{tar.Header{Typeflag: tar.TypeReg, PAXRecords: map[string]string{"path": "GNU.sparse.txt"}}, false},
	} {
		if got := IsSparse(&tc.h); got != tc.want {
			t.Errorf("IsSparse(%+v) = %v", tc.h, got)
		}
	}
}

func TestSaturating(t *testing.T) {
	if SatMul(3, 4) != 12 || SatMul(math.MaxInt64/2, 3) != math.MaxInt64 || SatMul(5, 0) != 0 {
		t.Error("SatMul")
	}
	if SatAdd(3, 4) != 7 || SatAdd(math.MaxInt64, 1) != math.MaxInt64 {
		t.Error("SatAdd")
	}
}
