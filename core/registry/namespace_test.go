package registry

import (
	"context"
	"errors"
	"strings"
	"testing"
)

type greeter interface{ Greet() string }

type english struct{ closed bool }

func (e *english) Greet() string { return "hello" }
func (e *english) Close() error  { e.closed = true; return nil }

type mute struct{}

// TestNamespaceTyped checks that a typed namespace hands out its contract
// type and refuses, at registration, a module that does not implement it.
func TestNamespaceTyped(t *testing.T) {
	ns := NewNamespace[greeter](nsBackend)
	ns.Register(Module{ID: "backend.nstest_english", New: func() any { return &english{} }, EntryKind: "executable"})
	m, ok := ns.Lookup("nstest_english")
	if !ok {
		t.Fatal("registered module not found")
	}
	g, err := ns.Instantiate(Context{Context: context.Background()}, m, nil)
	if err != nil || g.Greet() != "hello" {
		t.Fatalf("Instantiate = %v, %v", g, err)
	}
	if l := ns.List(); len(l) == 0 || l[0].Namespace() != nsBackend {
		t.Errorf("List = %v", l)
	}

	for name, m := range map[string]Module{
		"not the contract":  {ID: "backend.nstest_mute", New: func() any { return &mute{} }, EntryKind: "executable"},
		"another namespace": {ID: "transport.nstest_english", New: func() any { return &english{} }},
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("registering %s did not panic", m.ID)
				}
			}()
			ns.Register(m)
		})
	}
	if _, ok := lookup("backend.nstest_mute"); ok {
		t.Error("a module refused at registration is registered")
	}

	// A module registered without the namespace's check is refused when
	// instantiated, and closed.
	var made *english
	register(Module{ID: "preparer.nstest_untyped", New: func() any { made = &english{}; return made }, TargetKinds: []string{"nstest"}})
	other := NewNamespace[interface{ Other() }](nsPreparer)
	m, _ = lookup("preparer.nstest_untyped")
	if _, err := other.Instantiate(Context{Context: context.Background()}, m, nil); err == nil || !strings.Contains(err.Error(), "does not implement") {
		t.Errorf("untyped module: %v", err)
	}
	if !made.closed {
		t.Error("the refused value was not closed")
	}
	if _, err := ns.Instantiate(Context{Context: context.Background()}, m, nil); err == nil || errors.Is(err, nil) {
		t.Errorf("a preparer instantiated as a backend: %v", err)
	}
}
