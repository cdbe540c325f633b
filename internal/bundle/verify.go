package bundle

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/hexdigest"
)

// Summary is what Verify learned about a good bundle.
type Summary struct {
	// Path is the file verified.
	Path string `json:"path"`
	// Digest is the lowercase hex sha256 of the file.
	Digest string `json:"digest"`
	// Size is the file's length in bytes.
	Size int64 `json:"size"`
	// Header and Trailer are the bundle's first and last records.
	Header  Header  `json:"header"`
	Trailer Trailer `json:"trailer"`
	// Counts counts the event records by type.
	Counts Counts `json:"counts"`
}

// Verify reads the whole bundle at path and checks everything a reader can:
// structure, limits, every record, the trailer's counts and sha256, nothing
// after the trailer, the header identity against *want when want is not nil
// (ErrIdentity), and, when the file is named "<64 hex digits>.bundle", that
// the name is the sha256 of the file (ErrDigest).
func Verify(path string, lim Limits, want *job.Identity) (Summary, error) {
	r, err := Open(path, lim)
	if err != nil {
		return Summary{}, err
	}
	defer r.Close()
	return r.verify(path, want)
}

// verify reads r to the end; see Verify.
func (r *Reader) verify(path string, want *job.Identity) (Summary, error) {
	if want != nil {
		if err := want.Check(r.header.Identity); err != nil {
			return Summary{}, &Error{Path: r.name, Kind: ErrIdentity, Record: 0, Offset: 0, Detail: "header identity", Err: err}
		}
	}
	for {
		_, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return Summary{}, err
		}
	}
	if name, ok := digestName(path); ok && name != r.Digest() {
		return Summary{}, &Error{Path: r.name, Kind: ErrDigest, Record: -1, Offset: -1,
			Detail: fmt.Sprintf("file is named %s but its sha256 is %s", name, r.Digest())}
	}
	return Summary{Path: path, Digest: r.Digest(), Size: r.Size(), Header: r.header, Trailer: r.trailer, Counts: r.counts}, nil
}

// digestName returns the digest part of a file named "<64 hex>.bundle".
func digestName(path string) (string, bool) {
	base := filepath.Base(path)
	name, ok := strings.CutSuffix(base, Extension)
	if !ok || !hexdigest.IsSHA256(name) {
		return "", false
	}
	return name, true
}
