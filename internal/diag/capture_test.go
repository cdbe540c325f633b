package diag

import (
	"strconv"
	"strings"
	"sync"
	"testing"
)

func TestCaptureKeepsHeadAndTail(t *testing.T) {
	c := NewCapture(10)
	c.Write([]byte("HEAD1"))
	for range 100 {
		c.Write([]byte("middle"))
	}
	c.Write([]byte("abc"))
	c.Write([]byte("TAIL"))
	got := c.String()
	if !strings.HasPrefix(got, "HEAD1") || !strings.HasSuffix(got, "cTAIL") {
		t.Fatalf("capture = %q", got)
	}
	want := c.Total() - 10
	if !strings.Contains(got, "["+strconv.FormatInt(want, 10)+" bytes elided]") {
		t.Fatalf("capture %q does not name %d elided bytes", got, want)
	}
}

func TestCaptureSmallAndHugeWrites(t *testing.T) {
	c := NewCapture(8)
	c.Write([]byte("abc"))
	if c.String() != "abc" {
		t.Fatalf("got %q", c.String())
	}
	c.Write([]byte(strings.Repeat("x", 1000) + "WXYZ"))
	if got := c.String(); !strings.HasPrefix(got, "abcx") || !strings.HasSuffix(got, "WXYZ") {
		t.Fatalf("got %q", got)
	}
}

func TestCaptureConcurrent(t *testing.T) {
	c := NewCapture(64)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 1000 {
				c.Write([]byte("0123456789"))
			}
		})
	}
	wg.Wait()
	if c.Total() != 80000 {
		t.Fatalf("total %d", c.Total())
	}
	if n := len(strings.Split(c.String(), "elided")); n != 2 {
		t.Fatalf("capture %q", c.String())
	}
}
