package detector

// charset is a set of bytes, tested with one table lookup.
type charset [256]bool

// newCharset returns the set of bytes listed in spec, where "a-z" is a
// range and any other byte stands for itself.
func newCharset(spec string) *charset {
	var c charset
	for i := 0; i < len(spec); i++ {
		if i+2 < len(spec) && spec[i+1] == '-' {
			for b := int(spec[i]); b <= int(spec[i+2]); b++ {
				c[b] = true
			}
			i += 2
			continue
		}
		c[spec[i]] = true
	}
	return &c
}

// The character sets token formats are built from.
var (
	setB64URL  = newCharset("0-9a-zA-Z_-")
	setB64Pad  = newCharset("0-9a-zA-Z+/=")
	setWordish = newCharset("0-9a-zA-Z_")
)

// span counts how many bytes of data starting at i are in c, up to max.
func (c *charset) span(data []byte, i, max int) int {
	n := 0
	for i+n < len(data) && n < max && c[data[i+n]] {
		n++
	}
	return n
}

// subsetOf reports whether every byte of c is in d.
func (c *charset) subsetOf(d *charset) bool {
	for b := range c {
		if c[b] && !d[b] {
			return false
		}
	}
	return true
}
