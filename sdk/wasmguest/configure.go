package wasmguest

import (
	"fmt"

	"github.com/sluicehq/sluice/internal/wasmabi"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// configure hands the data files in the buffer's first n bytes to the
// registered scanner, which must be a scanner.Configurable, and serves the
// scanner it returns from then on.
func (g *guest) configure(n uint32) (status wasmabi.Status) {
	defer g.recoverPanic(&status)
	if g.s == nil {
		return g.describe()
	}
	if uint64(n) > uint64(len(g.buf)) {
		return g.fail(wasmabi.StatusBadInput, fmt.Errorf("configure: length %d is past the %d-byte buffer", n, len(g.buf)))
	}
	files, err := wasmabi.ParseDataFiles(g.buf[:n])
	if err != nil {
		return g.fail(wasmabi.StatusBadInput, fmt.Errorf("configure: %w", err))
	}
	c, ok := g.s.(scanner.Configurable)
	if !ok {
		return g.fail(wasmabi.StatusBadRequest, fmt.Errorf("scanner %s takes no data files", g.s.Info().Name))
	}
	s, err := configureWithRegexps(c, files)
	if err != nil {
		return g.fail(wasmabi.StatusError, err)
	}
	if s == nil {
		return g.fail(wasmabi.StatusError, fmt.Errorf("configure returned no scanner"))
	}
	g.s = s
	return wasmabi.StatusOK
}

// configureWithRegexps runs c.Configure with NewHostRegexp enabled.
func configureWithRegexps(c scanner.Configurable, files []scanner.DataFile) (scanner.Scanner, error) {
	regexMu.Lock()
	configuring = true
	regexMu.Unlock()
	defer func() {
		regexMu.Lock()
		configuring = false
		regexMu.Unlock()
	}()
	return c.Configure(files)
}
