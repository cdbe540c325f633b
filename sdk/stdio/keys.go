package stdio

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
// exactly a field name of the type at that place.
func checkKeys(line []byte) error {
	dec := json.NewDecoder(bytes.NewReader(line))
	return walkKeys(dec, messageSchema(), "", 0)
}

func walkKeys(dec *json.Decoder, s *keySchema, at string, depth int) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	delim, ok := tok.(json.Delim)
	if !ok {
		return nil
	}
	if depth >= maxKeyDepth {
		return fmt.Errorf("nesting deeper than %d at %s", maxKeyDepth, orTop(at))
	}
	switch delim {
	case '{':
		seen := map[string]bool{}
		for dec.More() {
			tok, err := dec.Token()
			if err != nil {
				return err
			}
			key, _ := tok.(string)
			path := at + "." + key
			if seen[key] {
				return fmt.Errorf("field %q repeats", strings.TrimPrefix(path, "."))
			}
			seen[key] = true
			var child *keySchema
			if s != nil {
				if s.fields != nil {
					c, ok := s.fields[key]
					if !ok {
						return fmt.Errorf("unknown field %q", strings.TrimPrefix(path, "."))
					}
					child = c
				} else if s.anyKeys {
					child = s.elem
				}
			}
			if err := walkKeys(dec, child, path, depth+1); err != nil {
				return err
			}
		}
	case '[':
		var child *keySchema
		if s != nil {
			child = s.elem
		}
		for i := 0; dec.More(); i++ {
			if err := walkKeys(dec, child, fmt.Sprintf("%s[%d]", at, i), depth+1); err != nil {
				return err
			}
		}
	default:
		return errors.New("unexpected delimiter")
	}
	_, err = dec.Token() // the closing delimiter
	return err
}

func orTop(at string) string {
	if at == "" {
		return "top level"
	}
	return strings.TrimPrefix(at, ".")
}
