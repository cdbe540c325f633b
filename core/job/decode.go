package job

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/sluicehq/sluice/internal/strictjson"
)

// Exact JSON keys of a Spec and its Target. encoding/json matches keys
// case-insensitively and lets a repeated key win silently; DecodeSpec
// rejects both, so what a reviewer reads in a job file is what runs.
var (
	specKeys   = keySet("job_id", "scanner", "target", "scan_timeout", "options")
	targetKeys = keySet("kind", "path", "ref", "include", "exclude")
)

func keySet(keys ...string) map[string]bool {
	m := make(map[string]bool, len(keys))
	for _, k := range keys {
		m[k] = true
	}
	return m
}

// DecodeSpec parses one job spec from data strictly and validates it.
// Errors name the field: unknown, repeated or case-variant keys, wrong
// types, trailing data, invalid UTF-8, and everything Validate checks.
func DecodeSpec(data []byte) (*Spec, error) {
	if len(data) > MaxSpecBytes {
		return nil, fmt.Errorf("job spec is %d bytes, over the limit of %d", len(data), MaxSpecBytes)
	}
	if !utf8.Valid(data) {
		return nil, errors.New("job spec is not valid UTF-8")
	}
	if err := checkSpecKeys(data); err != nil {
		return nil, err
	}
	var s Spec
	if err := strictjson.Decode(data, &s); err != nil {
		return nil, fmt.Errorf("job spec: %w", err)
	}
	if err := s.Validate(); err != nil {
		return nil, fmt.Errorf("job spec: %w", err)
	}
	return &s, nil
}

// checkSpecKeys walks the top-level object and the target object and
// rejects keys that are not exactly a field name, or that repeat. Option
// keys are checked for repeats only. Syntax errors are left to the decoder.
func checkSpecKeys(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil
	}
	return walkObject(dec, "", specKeys)
}

func walkObject(dec *json.Decoder, at string, allowed map[string]bool) error {
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		key, _ := tok.(string)
		path := at + key
		if allowed != nil && !allowed[key] {
			return fmt.Errorf("job spec: unknown field %q", path)
		}
		if seen[key] {
			return fmt.Errorf("job spec: field %q repeats", path)
		}
		seen[key] = true
		switch {
		case at == "" && key == "target":
			if err := expectObject(dec, path+".", targetKeys); err != nil {
				return err
			}
		case at == "" && key == "options":
			if err := expectObject(dec, path+".", nil); err != nil {
				return err
			}
		default:
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return nil
			}
		}
	}
	return nil
}

func expectObject(dec *json.Decoder, at string, allowed map[string]bool) error {
	tok, err := dec.Token()
	if err != nil || tok != json.Delim('{') {
		return nil // not an object: the decoder reports the type error
	}
	if err := walkObject(dec, at, allowed); err != nil {
		return err
	}
	_, _ = dec.Token() // '}'
	return nil
}
