package sbinit

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// The prep, the spec and the exit record travel between the worker and
// the init in a compact binary form rather than JSON: decoding JSON
// builds its reflection caches anew in every init, a cost paid per
// scanner process (docs/benchmarks.md). Both ends are the same binary, so
// the form needs no versioning. Integers are varints, a string is its
// length and its bytes, a list its length and its items; a message must
// be read to its last byte.

// encoder appends values to b.
type encoder struct{ b []byte }

func (e *encoder) int(v int64) { e.b = binary.AppendVarint(e.b, v) }

func (e *encoder) uint(v uint64) { e.b = binary.AppendUvarint(e.b, v) }

func (e *encoder) bool(v bool) {
	if v {
		e.b = append(e.b, 1)
	} else {
		e.b = append(e.b, 0)
	}
}

func (e *encoder) str(s string) {
	e.uint(uint64(len(s)))
	e.b = append(e.b, s...)
}

func (e *encoder) strs(l []string) {
	e.uint(uint64(len(l)))
	for _, s := range l {
		e.str(s)
	}
}

// errTruncated says a message ended early or held a length beyond its
// end.
var errTruncated = errors.New("truncated or malformed")

// decoder reads values from b; after the first error every read returns
// a zero value and err keeps that error.
type decoder struct {
	b   []byte
	err error
}

func (d *decoder) fail() { d.err, d.b = errTruncated, nil }

func (d *decoder) int() int64 {
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.fail()
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) uint() uint64 {
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.fail()
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) bool() bool {
	if len(d.b) == 0 || d.b[0] > 1 {
		d.fail()
		return false
	}
	v := d.b[0] == 1
	d.b = d.b[1:]
	return v
}

func (d *decoder) str() string {
	n := d.uint()
	if n > uint64(len(d.b)) {
		d.fail()
		return ""
	}
	s := string(d.b[:n])
	d.b = d.b[n:]
	return s
}

// count reads a list's length; each item takes at least one byte, which
// bounds what a hostile length can make the reader allocate.
func (d *decoder) count() int {
	n := d.uint()
	if n > uint64(len(d.b)) {
		d.fail()
		return 0
	}
	return int(n)
}

func (d *decoder) strs() []string {
	n := d.count()
	if n == 0 {
		return nil
	}
	l := make([]string, n)
	for i := range l {
		l[i] = d.str()
	}
	return l
}

// end returns the decoder's error, or one when bytes are left over.
func (d *decoder) end(what string) error {
	if d.err == nil && len(d.b) > 0 {
		d.err = fmt.Errorf("%d bytes after the end", len(d.b))
	}
	if d.err != nil {
		return fmt.Errorf("decoding the %s: %w", what, d.err)
	}
	return nil
}

// Encode returns the prep's binary form.
func (p *Prep) Encode() []byte {
	var e encoder
	e.strs(p.System)
	e.strs(p.Host)
	return e.b
}

// decodePrep reads what Prep.Encode wrote.
func decodePrep(b []byte) (*Prep, error) {
	d := decoder{b: b}
	p := &Prep{System: d.strs(), Host: d.strs()}
	if err := d.end("preparation"); err != nil {
		return nil, err
	}
	return p, nil
}

// Encode returns the spec's binary form (without Prep, which travels
// first and alone).
func (s *Spec) Encode() []byte {
	var e encoder
	e.strs(s.Args)
	e.strs(s.Env)
	e.str(s.Dir)
	e.strs(s.ReadOnly)
	e.strs(s.ReadWrite)
	e.uint(uint64(len(s.Files)))
	for _, f := range s.Files {
		e.str(f.Name)
		e.str(f.Source)
	}
	e.bool(s.Root)
	e.int(int64(s.UID))
	e.int(int64(s.GID))
	e.uint(uint64(len(s.Rlimits)))
	for _, l := range s.Rlimits {
		e.int(int64(l.Resource))
		e.uint(l.Cur)
		e.uint(l.Max)
	}
	e.bool(s.Workspaces)
	e.str(s.Temp)
	e.uint(s.TempMaxBytes)
	e.bool(s.DenyUnaccountedMemory)
	return e.b
}

// decodeSpec reads what Spec.Encode wrote.
func decodeSpec(b []byte) (*Spec, error) {
	d := decoder{b: b}
	s := &Spec{Args: d.strs(), Env: d.strs(), Dir: d.str(), ReadOnly: d.strs(), ReadWrite: d.strs()}
	if n := d.count(); n > 0 {
		s.Files = make([]File, n)
		for i := range s.Files {
			s.Files[i] = File{Name: d.str(), Source: d.str()}
		}
	}
	s.Root = d.bool()
	s.UID, s.GID = int(d.int()), int(d.int())
	if n := d.count(); n > 0 {
		s.Rlimits = make([]Rlimit, n)
		for i := range s.Rlimits {
			s.Rlimits[i] = Rlimit{Resource: int(d.int()), Cur: d.uint(), Max: d.uint()}
		}
	}
	s.Workspaces = d.bool()
	s.Temp, s.TempMaxBytes, s.DenyUnaccountedMemory = d.str(), d.uint(), d.bool()
	if err := d.end("spec"); err != nil {
		return nil, err
	}
	return s, nil
}

// Encode returns the exit record's binary form, with Error cut to fit
// MaxExitRecordBytes.
func (r *ExitRecord) Encode() []byte {
	var e encoder
	e.uint(uint64(r.Wait))
	e.bool(r.Waited)
	msg := r.Error
	if max := MaxExitRecordBytes - 16; len(msg) > max {
		msg = msg[:max-3] + "..."
	}
	e.str(msg)
	return e.b
}

// DecodeExitRecord reads what ExitRecord.Encode wrote.
func DecodeExitRecord(b []byte) (ExitRecord, error) {
	d := decoder{b: b}
	w := d.uint()
	if w > math.MaxUint32 {
		d.fail()
	}
	r := ExitRecord{Wait: uint32(w), Waited: d.bool(), Error: d.str()}
	if err := d.end("exit record"); err != nil {
		return ExitRecord{}, err
	}
	return r, nil
}
