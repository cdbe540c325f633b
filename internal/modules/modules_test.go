package modules

import (
	"context"
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

// TestAcrossNamespaces: a module is found by its full id, the modules of
// every namespace are listed together sorted by id, and a module is
// instantiated through its own namespace (whose contract check runs);
// an id in no namespace is found nowhere.
func TestAcrossNamespaces(t *testing.T) {
	if m, ok := Lookup("backend.modtest"); !ok || m.EntryKind != "modtest_entry" {
		t.Errorf("Lookup(backend.modtest) = %+v, %v", m, ok)
	}
	for _, id := range []string{"nowhere.modtest", "backend.absent", "modtest"} {
		if _, ok := Lookup(id); ok {
			t.Errorf("Lookup(%q) found a module", id)
		}
	}
	all := List("")
	ids := make([]string, len(all))
	for i, m := range all {
		ids[i] = m.ID
	}
	if !slices.IsSorted(ids) || !slices.Contains(ids, "backend.modtest") || !slices.Contains(ids, "preparer.modtest_gz") {
		t.Errorf("List(\"\") = %q", ids)
	}
	if l := List(backend.Plugins.Name); len(l) != 1 || l[0].ID != "backend.modtest" {
		t.Errorf("List(backend) = %+v", l)
	}
	m, _ := Lookup("backend.modtest")
	v, err := Instantiate(registry.Context{Context: context.Background()}, m, nil)
	if _, ok := v.(declaredBackend); err != nil || !ok {
		t.Errorf("Instantiate(backend.modtest) = %T, %v", v, err)
	}
	if _, err := Instantiate(registry.Context{Context: context.Background()}, registry.Module{ID: "nowhere.x"}, nil); err == nil {
		t.Error("a module in no namespace was instantiated")
	}
}
