package pkg

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/sluicehq/sluice/internal/strictjson"
)

// checkStrictJSON enforces the rules every JSON document of the package
// format follows, before it is decoded into a struct:
//   - valid UTF-8, no byte order mark, no U+FFFD (which a lone surrogate
//     escape decodes to);
//   - exactly one value and nothing after it;
//   - object keys are lower snake_case ([a-z][a-z0-9_]*), which rules out
//     case-variant keys that encoding/json would otherwise match to a field;
//   - no key twice in one object;
//   - numbers are integers in [0, MaxVersion];
//   - nesting at most MaxJSONDepth.
//
// The error names the JSON path of the offending element.
func checkStrictJSON(data []byte) error {
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		return errors.New("starts with a byte order mark; JSON must not")
	}
	if !utf8.Valid(data) {
		off := 0
		for off < len(data) {
			r, n := utf8.DecodeRune(data[off:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			off += n
		}
		return fmt.Errorf("invalid UTF-8 at byte offset %d", off)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	w := &jsonWalker{dec: dec}
	if err := w.value("$", 0); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("trailing data after the JSON value at byte offset %d", dec.InputOffset())
	}
	return nil
}

type jsonWalker struct {
	dec *json.Decoder
}

func (w *jsonWalker) value(path string, depth int) error {
	tok, err := w.dec.Token()
	if err != nil {
		if err == io.EOF {
			return fmt.Errorf("%s: unexpected end of JSON", path)
		}
		return fmt.Errorf("%s: %w", path, err)
	}
	return w.token(tok, path, depth)
}

func (w *jsonWalker) token(tok json.Token, path string, depth int) error {
	switch t := tok.(type) {
	case json.Delim:
		if depth >= MaxJSONDepth {
			return fmt.Errorf("%s: nested deeper than %d levels", path, MaxJSONDepth)
		}
		switch t {
		case '{':
			return w.object(path, depth+1)
		case '[':
			return w.array(path, depth+1)
		}
		return fmt.Errorf("%s: unexpected %q", path, t)
	case string:
		if strings.ContainsRune(t, utf8.RuneError) {
			return fmt.Errorf("%s: string holds U+FFFD or an unpaired surrogate escape", path)
		}
	case json.Number:
		return checkNumber(path, t)
	}
	return nil
}

func (w *jsonWalker) object(path string, depth int) error {
	seen := make(map[string]bool)
	for w.dec.More() {
		tok, err := w.dec.Token()
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		key, ok := tok.(string)
		if !ok {
			return fmt.Errorf("%s: object key is not a string", path)
		}
		if !isSnakeKey(key) {
			return fmt.Errorf("%s: key %q is not lower snake_case (keys are case-sensitive)", path, key)
		}
		if seen[key] {
			return fmt.Errorf("%s: duplicate key %q", path, key)
		}
		seen[key] = true
		if err := w.value(path+"."+key, depth); err != nil {
			return err
		}
	}
	if _, err := w.dec.Token(); err != nil { // '}'
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

func (w *jsonWalker) array(path string, depth int) error {
	for i := 0; w.dec.More(); i++ {
		if err := w.value(fmt.Sprintf("%s[%d]", path, i), depth); err != nil {
			return err
		}
	}
	if _, err := w.dec.Token(); err != nil { // ']'
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

func checkNumber(path string, n json.Number) error {
	s := n.String()
	if strings.ContainsAny(s, ".eE") {
		return fmt.Errorf("%s: number %s is not an integer", path, s)
	}
	if strings.HasPrefix(s, "-") {
		return fmt.Errorf("%s: number %s is negative", path, s)
	}
	if len(s) > 16 {
		return fmt.Errorf("%s: number %s is larger than %d", path, s, int64(MaxVersion))
	}
	v, err := n.Int64()
	if err != nil || v > MaxVersion {
		return fmt.Errorf("%s: number %s is larger than %d", path, s, int64(MaxVersion))
	}
	return nil
}

func isSnakeKey(k string) bool {
	if k == "" || len(k) > 64 || k[0] < 'a' || k[0] > 'z' {
		return false
	}
	for i := 1; i < len(k); i++ {
		c := k[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// decodeStrict runs checkStrictJSON and then decodes data into v with
// unknown fields refused.
func decodeStrict(data []byte, v any) error {
	if err := checkStrictJSON(data); err != nil {
		return err
	}
	return strictjson.Decode(data, v)
}
