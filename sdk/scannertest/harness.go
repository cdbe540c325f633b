// Package scannertest is the conformance suite for Sluice scanners. A
// scanner author runs it from a test, against the scanner built the way it
// ships:
//
//	func TestConformance(t *testing.T) {
//		scannertest.Run(t, scannertest.InProcess(detector.New()), cases)
//		scannertest.Run(t, scannertest.Executable(binPath), cases)
//	}
//
// A Harness runs the scanner under test; InProcess and Executable are
// provided, and other backends add their own. Run checks the scanner's Info,
// each Case's exact findings, the validity, containment, redaction,
// determinism and fingerprint stability of everything reported, an empty
// workspace, a huge file, a binary file and cancellation.
package scannertest

import (
	"context"
	"fmt"

	"github.com/sluicehq/sluice/internal/detectengine"
	"github.com/sluicehq/sluice/internal/dirfs"
	"github.com/sluicehq/sluice/internal/lineproto"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Harness runs the scanner under test. Implementations must be safe for
// sequential reuse; Run never calls them concurrently.
type Harness interface {
	// Info returns the scanner's self-description.
	Info(ctx context.Context) (scanner.Info, error)
	// Scan scans the directory workspace and returns the findings in the
	// order the scanner reported them. It returns the findings so far and
	// an error when the scan failed or was cancelled; an error for a
	// cancelled scan satisfies errors.Is(err, context.Canceled).
	Scan(ctx context.Context, workspace string, req *scanner.Request) ([]scanner.Finding, error)
}

// ScanError is a scan failure the scanner itself reported, with the
// protocol's error code (lineproto.CodeBadRequest, CodeInternal, CodeLimit,
// CodeCancelled).
type ScanError struct {
	Code    string
	Message string
}

func (e *ScanError) Error() string { return fmt.Sprintf("scanner error %s: %s", e.Code, e.Message) }

// Is makes a cancelled scan match context.Canceled.
func (e *ScanError) Is(target error) bool {
	return target == context.Canceled && e.Code == lineproto.CodeCancelled
}

// InProcess returns a Harness that runs s in this process, the way
// sdk/stdio does: tree scanners get a dirfs-backed read-only view of the
// workspace; detectors run through sdk/detect with its default options.
func InProcess(s scanner.Scanner) Harness { return inProcess{s} }

type inProcess struct{ s scanner.Scanner }

func (h inProcess) Info(context.Context) (scanner.Info, error) { return h.s.Info(), nil }

func (h inProcess) Scan(ctx context.Context, workspace string, req *scanner.Request) ([]scanner.Finding, error) {
	fsys, err := dirfs.Open(workspace)
	if err != nil {
		return nil, fmt.Errorf("opening workspace: %w", err)
	}
	defer fsys.Close()
	var c Collector
	err = detectengine.Scan(ctx, h.s, fsys, req, &c, detectengine.Options{})
	if err == nil {
		err = c.Invalid()
	}
	return c.Findings(), err
}
