// Package syncbuf is a bytes.Buffer that one goroutine may write while
// others read it: the stderr of a process under test, a log sink.
package syncbuf

import (
	"bytes"
	"sync"
)

// Buffer collects writes under a mutex. The zero value is ready to use.
type Buffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

// Write appends p.
func (s *Buffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// String returns everything written so far.
func (s *Buffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
