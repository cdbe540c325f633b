// Package strictjson decodes one JSON value the strict way every reader of
// untrusted or durable JSON in this module wants: valid UTF-8 only, no
// field the target type lacks, nothing after the value.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"unicode/utf8"
)

// Errors of Decode besides those of encoding/json.
var (
	ErrNotUTF8  = errors.New("not valid UTF-8")
	ErrTrailing = errors.New("trailing data after the JSON value")
)

// Decode decodes exactly one JSON value from data into v. Invalid UTF-8
// (ErrNotUTF8), an object key that names no field of v (encoding/json's
// "unknown field" error), and anything but white space after the value
// (ErrTrailing) are errors. Duplicate and case-variant keys are not
// checked here: callers that must refuse them walk the keys first.
func Decode(data []byte, v any) error {
	if !utf8.Valid(data) {
		return ErrNotUTF8
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return ErrTrailing
	}
	return nil
}
