package bundle

import (
	"github.com/sluicehq/sluice/core/backend"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Sink returns w as a backend.Sink for a backend's Scan call. Finding
// returns the Writer's error (an ErrLimit error stops the scanner). Progress
// and Log have no error to return: a refused event is already counted in
// Trailer.Dropped, and an invalid one (negative count, unknown level) is
// skipped.
func (w *Writer) Sink() backend.Sink { return writerSink{w} }

type writerSink struct{ w *Writer }

func (s writerSink) Finding(f scanner.Finding) error { return s.w.Finding(f) }

func (s writerSink) Progress(p scanner.Progress) { _ = s.w.Progress(p) }

func (s writerSink) Log(level scanner.Level, msg string) { _ = s.w.Log(level, msg) }

var _ backend.Sink = writerSink{}
