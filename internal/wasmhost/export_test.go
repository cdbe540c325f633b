package wasmhost

import "context"

// PoolCounts returns how many instances of m exist (idle or in use) and
// how many of them are idle.
func PoolCounts(m *Module) (exist, idle int) { return len(m.pool.slots), len(m.pool.idle) }

// HoldInstance takes an instance from m's pool as a detector scan does and
// returns the function that gives it back.
func HoldInstance(ctx context.Context, m *Module) (release func(), err error) {
	in, err := m.pool.acquire(ctx, func() (*instance, error) { return m.instantiate(ctx, nil, nil) })
	if err != nil {
		return nil, err
	}
	return func() { m.pool.release(in, false) }, nil
}

// Instantiated returns how many instances of m were ever created.
func Instantiated(m *Module) int64 { return m.instantiated.Load() }
