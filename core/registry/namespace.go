package registry

import (
	"fmt"
	"strings"
)

// Namespace is a typed registry namespace: every module registered in it
// builds a value that implements T, the contract of the namespace. Each
// contract declares its namespace beside itself (transport.Plugins,
// backend.Plugins, prepare.Plugins), so a plugin registers against the
// contract it implements and the worker looks plugins up already typed:
// the one type check happens at registration, in init, where a plugin
// that does not implement its contract is a programmer error.
type Namespace[T any] struct {
	// Name is the id prefix of the namespace: "backend".
	Name string
}

// NewNamespace declares the typed namespace name for contract T. Call it
// once per contract, in a package variable beside the contract.
func NewNamespace[T any](name string) Namespace[T] {
	if !namespaces[name] {
		panic(fmt.Sprintf("registry: unknown namespace %q", name))
	}
	return Namespace[T]{Name: name}
}

// Register adds m after checking that its id is in the namespace and that
// the value its New returns implements T. It panics on programmer error
// (a malformed or duplicate id, an unknown namespace, a nil New, a
// declaration that belongs to another namespace). Call it from init().
func (ns Namespace[T]) Register(m Module) {
	if m.Namespace() != ns.Name {
		panic(fmt.Sprintf("registry: module %q registered in namespace %q", m.ID, ns.Name))
	}
	if m.New != nil {
		if _, ok := m.New().(T); !ok {
			panic(fmt.Sprintf("registry: module %q builds %T, which does not implement the %s contract", m.ID, m.New(), ns.Name))
		}
	}
	register(m)
}

// Lookup returns the module ns.Name + "." + name.
func (ns Namespace[T]) Lookup(name string) (Module, bool) {
	return lookup(ns.Name + "." + name)
}

// List returns the namespace's modules, sorted by id.
func (ns Namespace[T]) List() []Module { return list(ns.Name) }

// Instantiate runs the lifecycle of m up to Validate (New, decode,
// Provision, Validate; decode fills the value and may be nil when the
// plugin has no table; on error anything provisioned is closed) and returns
// its value as T.
func (ns Namespace[T]) Instantiate(ctx Context, m Module, decode func(v any) error) (T, error) {
	var zero T
	if !strings.HasPrefix(m.ID, ns.Name+".") {
		return zero, fmt.Errorf("module %s is not a %s plugin", m.ID, ns.Name)
	}
	v, err := instantiate(ctx, m, decode)
	if err != nil {
		return zero, err
	}
	t, ok := v.(T)
	if !ok { // only a module registered without the namespace's check
		closeQuietly(v)
		return zero, fmt.Errorf("plugin %s does not implement the %s contract (%T)", m.ID, ns.Name, v)
	}
	return t, nil
}
