package workercmd

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/pkg"
)

// maxStartProblems caps the problems listed per package when the worker
// refuses to start; verify-package lists them all.
const maxStartProblems = 10

// packageLoadError is why the worker refuses to start with the packages of
// cfg: for each package that could not be loaded, its path, the reason
// (each problem with the file or field it concerns, up to
// maxStartProblems) and the verify-package command, with the real config
// path, that shows the full report. It wraps err, so errors.Is(err,
// pkg.ErrInvalid) still holds.
func packageLoadError(cfg *config.Config, err error) error {
	var b strings.Builder
	b.WriteString("refusing to start: ")
	errs := []error{err}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	}
	for i, e := range errs {
		if i > 0 {
			b.WriteString("\n")
		}
		var le *pkg.LoadError
		if !errors.As(e, &le) {
			fmt.Fprintf(&b, "loading packages: %v", e)
			continue
		}
		writeLoadError(&b, le, configHint(cfg.Source))
	}
	return &startError{msg: b.String(), err: err}
}

func writeLoadError(b *strings.Builder, le *pkg.LoadError, configPath string) {
	switch {
	case len(le.Problems) > 0:
		fmt.Fprintf(b, "package %s failed verification:\n", le.Source)
		for i, p := range le.Problems {
			if i == maxStartProblems {
				fmt.Fprintf(b, "  - and %d more problems\n", len(le.Problems)-i)
				break
			}
			fmt.Fprintf(b, "  - %s\n", p.String())
		}
	case le.Err != nil:
		fmt.Fprintf(b, "package %s cannot be loaded: %v\n", le.Source, le.Err)
	default:
		fmt.Fprintf(b, "package %s cannot be loaded\n", le.Source)
	}
	fmt.Fprintf(b, "check it with: worker verify-package --config %s %s", configPath, le.Source)
}

// startError is a worker that refuses to start; its message is complete.
type startError struct {
	msg string
	err error
}

func (e *startError) Error() string { return e.msg }
func (e *startError) Unwrap() error { return e.err }
