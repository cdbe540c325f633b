package wasmmeter

import (
	"fmt"
	"unicode/utf8"
)

// A reader decodes the input module. It reads b[pos:end], where end is the
// end of the region being read (a section, a function body), and keeps the
// first error it meets: after a failure every read returns zero and
// leaves pos at end, so that loops over counts read from the input stop
// as soon as they check r.err.
type reader struct {
	b   []byte // the whole input module
	pos int    // offset in b of the next byte to read
	end int    // the current region ends here

	sec    string // the section being read, for errors
	fn     int    // the function being read, for errors; -1 for none
	region string // what end is the end of ("section", "function body"), for errors
	err    *Error
}

// fail records an error at offset at, unless one was already recorded.
func (r *reader) fail(at int, format string, args ...any) {
	if r.err == nil {
		r.err = &Error{Section: r.sec, Func: r.fn, Offset: at, Msg: fmt.Sprintf(format, args...)}
	}
	r.pos = r.end
}

// truncated records that the region ended in the middle of what.
func (r *reader) truncated(at int, what string) {
	r.fail(at, "unexpected end of %s in %s", r.region, what)
}

// byte1 reads one byte.
func (r *reader) byte1() byte {
	if r.pos < r.end {
		c := r.b[r.pos]
		r.pos++
		return c
	}
	r.truncated(r.pos, "a byte")
	return 0
}

// skip skips n bytes.
func (r *reader) skip(n int, what string) {
	if r.end-r.pos < n {
		r.truncated(r.pos, what)
		return
	}
	r.pos += n
}

// u32 reads an unsigned LEB128 integer of at most 32 bits.
func (r *reader) u32() uint32 {
	if r.pos < r.end && r.b[r.pos] < 0x80 {
		c := r.b[r.pos]
		r.pos++
		return uint32(c)
	}
	return r.u32Slow()
}

func (r *reader) u32Slow() uint32 {
	at := r.pos
	var v uint32
	for i := 0; ; i++ {
		if r.pos >= r.end {
			r.truncated(r.pos, "a LEB128 integer")
			return 0
		}
		c := r.b[r.pos]
		r.pos++
		if i == 4 && c >= 0x10 {
			// The fifth byte holds bits 28 to 31: no continuation bit,
			// no bit beyond 32.
			r.fail(at, "bad LEB128 encoding of a 32-bit unsigned integer")
			return 0
		}
		v |= uint32(c&0x7f) << (7 * i)
		if c < 0x80 {
			return v
		}
	}
}

// signed reads a signed LEB128 integer of at most bits bits (32, 33 or
// 64) and returns it.
func (r *reader) signed(bits int) int64 {
	if r.pos < r.end && r.b[r.pos] < 0x80 {
		// One byte: bit 6 is the sign.
		c := r.b[r.pos]
		r.pos++
		return int64(int8(c<<1) >> 1)
	}
	at := r.pos
	maxBytes := (bits + 6) / 7
	var v int64
	for i := 0; ; i++ {
		if r.pos >= r.end {
			r.truncated(r.pos, "a LEB128 integer")
			return 0
		}
		c := r.b[r.pos]
		r.pos++
		if i == maxBytes-1 {
			// The last byte: no continuation bit, and the bits beyond
			// the integer's width are copies of its sign bit.
			used := bits - 7*i                    // bits of the integer in this byte
			rest := int8(c<<1) >> 1 >> (used - 1) // its sign bit and the unused bits
			if c >= 0x80 || (rest != 0 && rest != -1) {
				r.fail(at, "bad LEB128 encoding of a %d-bit signed integer", bits)
				return 0
			}
		}
		v |= int64(c&0x7f) << (7 * i)
		if c < 0x80 {
			if shift := 7 * (i + 1); shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v
		}
	}
}

// name reads a name (a length and UTF-8 bytes) and returns its bytes.
func (r *reader) name(what string) []byte {
	at := r.pos
	n := r.u32()
	if r.err != nil {
		return nil
	}
	if uint64(n) > uint64(r.end-r.pos) {
		r.fail(at, "%s of %d bytes overruns its section", what, n)
		return nil
	}
	s := r.b[r.pos : r.pos+int(n)]
	if !utf8.Valid(s) {
		r.fail(at, "%s is not valid UTF-8", what)
		return nil
	}
	r.pos += int(n)
	return s
}

// isValType reports whether c encodes a value type of WebAssembly 2.0.
func isValType(c byte) bool {
	switch c {
	case 0x7f, 0x7e, 0x7d, 0x7c, // i32, i64, f32, f64
		0x7b,       // v128
		0x70, 0x6f: // funcref, externref
		return true
	}
	return false
}

// isRefType reports whether c encodes a reference type of WebAssembly 2.0.
func isRefType(c byte) bool { return c == 0x70 || c == 0x6f }

// appendU32 appends v in unsigned LEB128, in as few bytes as possible.
func appendU32(b []byte, v uint32) []byte {
	for v >= 0x80 {
		b = append(b, byte(v)|0x80)
		v >>= 7
	}
	return append(b, byte(v))
}

// appendS32 appends v in signed LEB128, in as few bytes as possible.
func appendS32(b []byte, v int32) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if (v == 0 && c&0x40 == 0) || (v == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
