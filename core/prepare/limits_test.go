package prepare

import (
	"errors"
	"strings"
	"testing"
)

func TestCheckPathLimits(t *testing.T) {
	l := Limits{MaxPathBytes: 10, MaxDepth: 2}.WithDefaults()
	if err := checkPathLimits("a/b", l); err != nil {
		t.Fatal(err)
	}
	var pe *Error
	if err := checkPathLimits("a/b/c", l); !errors.As(err, &pe) || pe.Limit != LimitDepth {
		t.Errorf("depth: %v", err)
	}
	if err := checkPathLimits(strings.Repeat("x", 11), l); !errors.As(err, &pe) || pe.Limit != LimitPathBytes {
		t.Errorf("length: %v", err)
	}
}

func TestLimitsValidateAndDefaults(t *testing.T) {
	if err := (Limits{MaxFiles: -1}).Validate(); err == nil || !strings.Contains(err.Error(), LimitFiles) {
		t.Errorf("got %v", err)
	}
	d := Limits{}.WithDefaults()
	if d.MaxBytes != defaultMaxBytes || d.MaxFiles != defaultMaxFiles || d.MaxRatio != defaultMaxRatio ||
		d.MaxFileBytes != defaultMaxFileBytes || d.MaxPathBytes != defaultMaxPathBytes || d.MaxDepth != defaultMaxDepth {
		t.Errorf("defaults: %+v", d)
	}
}
