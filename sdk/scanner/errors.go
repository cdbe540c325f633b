package scanner

import "errors"

// ErrLimit is returned by a Reporter when the host's limit on findings or
// bytes is reached. A scanner that sees it should stop and return it.
var ErrLimit = errors.New("scanner output limit reached")

// ErrBadRequest marks a request the scanner cannot serve (unknown option,
// unsupported target). Wrap it: fmt.Errorf("option %q: %w", k, ErrBadRequest).
var ErrBadRequest = errors.New("bad request")
