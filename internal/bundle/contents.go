package bundle

import (
	"bytes"
	"errors"
	"io"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// Contents is what a report of one bundle needs from it, read in one pass
// (ReadContents): its findings, the descriptions of the rules they name,
// the files the scanner did not read, its last progress and its trailer.
type Contents struct {
	Header   Header
	Findings []scanner.Finding
	// Rules are the scanner's descriptions of the rules its findings name.
	Rules []scanner.Rule
	// Skipped are the files the scanner reported it did not read
	// (scanner.SkippedMessage log records), in the order reported.
	Skipped []Skipped
	// Progress is the last progress record: progress is cumulative, so it
	// holds the totals (SkippedBinary).
	Progress scanner.Progress
	Trailer  Trailer
}

// Skipped is a file a scanner did not read, with its reason.
type Skipped struct {
	Path, Reason string
}

// ReadContents checks and reads the whole bundle data once (NewReader's
// checks, within lim); name says which bundle in errors.
func ReadContents(data []byte, name string, lim Limits) (Contents, error) {
	br, err := NewReader(bytes.NewReader(data), int64(len(data)), name, lim)
	if err != nil {
		return Contents{}, err
	}
	defer br.Close()
	c := Contents{Header: br.Header()}
	for {
		rec, err := br.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return Contents{}, err
		}
		switch rec.Type {
		case TypeFinding:
			c.Findings = append(c.Findings, rec.Finding)
		case TypeRule:
			c.Rules = append(c.Rules, rec.Rule)
		case TypeProgress:
			c.Progress = rec.Progress
		case TypeLog:
			if path, reason, ok := scanner.ParseSkipped(rec.Message); ok {
				c.Skipped = append(c.Skipped, Skipped{Path: path, Reason: reason})
			}
		}
	}
	c.Trailer = br.Trailer()
	return c, nil
}
