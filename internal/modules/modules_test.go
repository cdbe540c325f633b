package modules

import (
	"slices"
	"testing"

	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/core/registry"
)

// A preparer and a backend that only declare: these tests never run them.
type (
	declaredPreparer struct{ prepare.Preparer }
	declaredBackend  struct{ backend.Backend }
)

func init() {
	prepare.Plugins.Register(registry.Module{ID: "preparer.modtest_tar", New: func() any { return declaredPreparer{} },
		TargetKinds: []string{"modtest_tar"}, ArchiveSuffixes: []string{".tar", ".mtar"}})
	prepare.Plugins.Register(registry.Module{ID: "preparer.modtest_gz", New: func() any { return declaredPreparer{} },
		TargetKinds: []string{"modtest_gz", "modtest_gz2"}, ArchiveSuffixes: []string{".tar.gz"}})
	backend.Plugins.Register(registry.Module{ID: "backend.modtest", New: func() any { return declaredBackend{} }, EntryKind: "modtest_entry"})
}

// TestLookups answers each question from what the modules declared: the
// longest archive suffix wins whatever the case, a preparer is found by
// any of its kinds, and a backend's entry kind by its name.
func TestLookups(t *testing.T) {
	for name, want := range map[string]string{"x.TAR.GZ": "modtest_gz", "x.tar": "modtest_tar", "a/b.MTAR": "modtest_tar"} {
		if got, ok := TargetKindForFile(name); !ok || got != want {
			t.Errorf("TargetKindForFile(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
	if got, ok := TargetKindForFile("x.zipx"); ok {
		t.Errorf("TargetKindForFile(x.zipx) = %q, want none", got)
	}
	if m, ok := PreparerFor("modtest_gz2"); !ok || m.ID != "preparer.modtest_gz" {
		t.Errorf("PreparerFor(modtest_gz2) = %s, %v", m.ID, ok)
	}
	if _, ok := PreparerFor("nope"); ok {
		t.Error("PreparerFor found a preparer for a kind nobody declares")
	}
	kinds := TargetKinds()
	if !slices.IsSorted(kinds) || !slices.Contains(kinds, "modtest_gz2") || !slices.Contains(kinds, "modtest_tar") {
		t.Errorf("TargetKinds() = %q", kinds)
	}
	if k, ok := EntryKind("modtest"); !ok || k != "modtest_entry" {
		t.Errorf("EntryKind(modtest) = %q, %v", k, ok)
	}
	if _, ok := EntryKind("absent"); ok {
		t.Error("EntryKind found a backend that is not registered")
	}
	if names := Names(prepare.Plugins.Name); !slices.Contains(names, "modtest_tar") || !slices.Contains(names, "modtest_gz") {
		t.Errorf("Names(preparer) = %q", names)
	}
}
