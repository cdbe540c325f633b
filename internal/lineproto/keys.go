package lineproto

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
)

// keySchema is the set of exact JSON object keys allowed at one place in a
// message, derived from the Go types' json tags. encoding/json matches keys
// case-insensitively and lets a repeated key win silently; a hostile peer
// could use either to smuggle a value past a reviewer of the raw line, so
// Decode rejects both.
type keySchema struct {
	fields  map[string]*keySchema // struct: allowed keys
	anyKeys bool                  // map: any key
	elem    *keySchema            // map value or slice element
}

var messageSchema = sync.OnceValue(func() *keySchema { return schemaOf(reflect.TypeFor[Message]()) })

func schemaOf(t reflect.Type) *keySchema {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		s := &keySchema{fields: map[string]*keySchema{}}
		for i := range t.NumField() {
			f := t.Field(i)
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if !f.IsExported() || name == "-" {
				continue
			}
			if name == "" {
				name = f.Name
			}
			s.fields[name] = schemaOf(f.Type)
		}
		return s
	case reflect.Map:
		return &keySchema{anyKeys: true, elem: schemaOf(t.Elem())}
	case reflect.Slice, reflect.Array:
		return &keySchema{elem: schemaOf(t.Elem())}
	}
	return nil
}

// maxKeyDepth bounds the nesting checkKeys accepts; messages nest 3 deep.
const maxKeyDepth = 8

// checkKeys reports a repeated key, at any depth, or a key that is not
// exactly a field name of the type at that place. It is a single pass over
// the bytes with no allocation for keys without escapes; malformed JSON is
// left to the decoder that runs after it.
func checkKeys(line []byte) error {
	ks := keyScanner{b: line}
	err := ks.value(messageSchema(), 0)
	if err == errKeySyntax {
		return nil
	}
	return err
}

// errKeySyntax stops the key scan at malformed input; the JSON decoder then
// reports the syntax error with its position.
var errKeySyntax = errors.New("json syntax")

type keySegment struct {
	key   string
	index int // -1 for object keys
}

type keyScanner struct {
	b    []byte
	i    int
	path []keySegment
}

func (ks *keyScanner) skipSpace() {
	for ks.i < len(ks.b) {
		switch ks.b[ks.i] {
		case ' ', '\t', '\r', '\n':
			ks.i++
		default:
			return
		}
	}
}

// where renders the current path, e.g. "finding.rule_id" or "info.rules[2]".
func (ks *keyScanner) where() string {
	var b strings.Builder
	for _, seg := range ks.path {
		if seg.index >= 0 {
			fmt.Fprintf(&b, "[%d]", seg.index)
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(seg.key)
	}
	return b.String()
}

func (ks *keyScanner) value(s *keySchema, depth int) error {
	ks.skipSpace()
	if ks.i >= len(ks.b) {
		return errKeySyntax
	}
	switch ks.b[ks.i] {
	case '{':
		if depth >= maxKeyDepth {
			return fmt.Errorf("nesting deeper than %d at %s", maxKeyDepth, orTop(ks.where()))
		}
		return ks.object(s, depth)
	case '[':
		if depth >= maxKeyDepth {
			return fmt.Errorf("nesting deeper than %d at %s", maxKeyDepth, orTop(ks.where()))
		}
		return ks.array(s, depth)
	case '"':
		_, err := ks.str()
		return err
	}
	for ks.i < len(ks.b) {
		switch ks.b[ks.i] {
		case ',', '}', ']', ' ', '\t', '\r', '\n':
			return nil
		}
		ks.i++
	}
	return nil
}

func (ks *keyScanner) object(s *keySchema, depth int) error {
	ks.i++ // '{'
	var seenBuf [16][]byte
	seen := seenBuf[:0]
	ks.skipSpace()
	if ks.i < len(ks.b) && ks.b[ks.i] == '}' {
		ks.i++
		return nil
	}
	for {
		ks.skipSpace()
		key, err := ks.str()
		if err != nil {
			return err
		}
		ks.path = append(ks.path, keySegment{key: string(key), index: -1})
		for _, k := range seen {
			if bytes.Equal(k, key) {
				return fmt.Errorf("field %q repeats", ks.where())
			}
		}
		seen = append(seen, key)
		var child *keySchema
		if s != nil {
			if s.fields != nil {
				c, ok := s.fields[string(key)]
				if !ok {
					return fmt.Errorf("unknown field %q", ks.where())
				}
				child = c
			} else if s.anyKeys {
				child = s.elem
			}
		}
		ks.skipSpace()
		if ks.i >= len(ks.b) || ks.b[ks.i] != ':' {
			return errKeySyntax
		}
		ks.i++
		if err := ks.value(child, depth+1); err != nil {
			return err
		}
		ks.path = ks.path[:len(ks.path)-1]
		ks.skipSpace()
		if ks.i >= len(ks.b) {
			return errKeySyntax
		}
		switch ks.b[ks.i] {
		case ',':
			ks.i++
		case '}':
			ks.i++
			return nil
		default:
			return errKeySyntax
		}
	}
}

func (ks *keyScanner) array(s *keySchema, depth int) error {
	ks.i++ // '['
	var child *keySchema
	if s != nil {
		child = s.elem
	}
	ks.skipSpace()
	if ks.i < len(ks.b) && ks.b[ks.i] == ']' {
		ks.i++
		return nil
	}
	for n := 0; ; n++ {
		ks.path = append(ks.path, keySegment{index: n})
		if err := ks.value(child, depth+1); err != nil {
			return err
		}
		ks.path = ks.path[:len(ks.path)-1]
		ks.skipSpace()
		if ks.i >= len(ks.b) {
			return errKeySyntax
		}
		switch ks.b[ks.i] {
		case ',':
			ks.i++
		case ']':
			ks.i++
			return nil
		default:
			return errKeySyntax
		}
	}
}

// str reads a JSON string at ks.i and returns its decoded bytes. Strings
// without escapes are returned as a sub-slice of the line.
func (ks *keyScanner) str() ([]byte, error) {
	if ks.i >= len(ks.b) || ks.b[ks.i] != '"' {
		return nil, errKeySyntax
	}
	start := ks.i
	ks.i++
	escaped := false
	for ks.i < len(ks.b) {
		switch ks.b[ks.i] {
		case '\\':
			escaped = true
			ks.i += 2
			continue
		case '"':
			ks.i++
			raw := ks.b[start:ks.i]
			if !escaped {
				return raw[1 : len(raw)-1], nil
			}
			var decoded string
			if err := json.Unmarshal(raw, &decoded); err != nil {
				return nil, errKeySyntax
			}
			return []byte(decoded), nil
		}
		ks.i++
	}
	return nil, errKeySyntax
}

func orTop(at string) string {
	if at == "" {
		return "top level"
	}
	return strings.TrimPrefix(at, ".")
}
