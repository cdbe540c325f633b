package wasmhost

// PoolCounts returns how many instances of m exist (idle or in use) and
// how many of them are idle.
func PoolCounts(m *Module) (exist, idle int) { return len(m.pool.slots), len(m.pool.idle) }
