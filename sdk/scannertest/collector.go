package scannertest

import (
	"fmt"
	"sync"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Collector is a scanner.Reporter for harnesses and tests: it keeps every
// finding in the order reported and remembers the first one that fails
// scanner.Finding.Validate (Finding itself never fails). Progress and log
// lines are dropped. The zero value is ready; it is safe for concurrent
// use.
type Collector struct {
	mu       sync.Mutex
	findings []scanner.Finding
	invalid  error
}

// Finding records f and returns nil.
func (c *Collector) Finding(f scanner.Finding) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := f.Validate(); err != nil && c.invalid == nil {
		c.invalid = fmt.Errorf("invalid finding for %.200q: %w", f.Path, err)
	}
	c.findings = append(c.findings, f)
	return nil
}

// Progress drops the update.
func (c *Collector) Progress(scanner.Progress) {}

// Log drops the line.
func (c *Collector) Log(scanner.Level, string) {}

// Findings returns the findings recorded so far, in order.
func (c *Collector) Findings() []scanner.Finding {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.findings
}

// Invalid returns the error of the first finding that failed Validate,
// naming its path, or nil.
func (c *Collector) Invalid() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.invalid
}

var _ scanner.Reporter = (*Collector)(nil)
