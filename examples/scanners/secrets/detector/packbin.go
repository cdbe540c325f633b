package detector

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
)

// A compiled pack is a rule pack already parsed from TOML and encoded in a
// compact binary form that loads without a TOML parser. The built-in
// package ships the default pack compiled (rules/default.pack, made by
// `make example-package` from rules/default.toml): in a WASM guest,
// decoding the TOML was most of the cost of building the detector, and
// every pooled instance pays it. It holds exactly what ParsePack returns,
// including each rule's line in the TOML source, so errors and docs name
// the source file and line. It also carries what loading would derive
// from each pattern that runs as a token format (most of the default
// rules): the format and the pattern's number of capturing groups,
// computed when the pack is compiled by the same code that computes them
// at load, so such a pattern is not parsed again in every instance. Since
// layout 4 a keyed pattern (one that runs as a regular expression) carries
// its number of groups too: it is not parsed in the guest either, where
// parsing the keyed patterns was most of what building the detector had
// left. It is still checked at load: the WASM host parses it when the
// guest registers it (and its group count must be the pack's), a native
// detector parses it itself (lazyRegexp.resolve).
//
// Layout (integers little-endian, str = u32 length + bytes, list = u32
// count + items):
//
//	magic "\x00sluice-rule-pack\x03" | str name | u8 replaces |
//	list of allow | list of str disable | list of rule
//	allow: list of str patterns | str target | list of str stopwords |
//	       list of str paths | u8 all
//	rule:  str id | str description | str severity | list of str keywords |
//	       str pattern | i32 secret_group (-1 unset) | f64 entropy |
//	       str validator | str matcher | list of str paths | allow |
//	       list of allow allows | list of str tags | str help |
//	       str help_uri | list of str gitleaks | u32 line | prepared
//	prepared: u8 0 (none) | u8 1, u32 groups, format (a token format) |
//	          u8 2, u32 groups (a keyed pattern)
//	format: list of str prefixes | list of seg | set left | set right |
//	        u8 word_end | u32 secret_from | u32 secret_to
//	seg:   str literal | set | u32 min | u32 max (a literal has no set)
//	set:   u8 0 (none) | u8 1, 32 bytes (bit b%8 of byte b/8: b is in it)
//
// A pack's help_uri is stored in each rule that has none of its own. The
// magic's last byte is the layout's version: a decoder refuses any other.

// compiledPackMagic starts every compiled pack; a TOML file cannot start
// with a NUL byte, so ParseAny tells the two apart by it.
const compiledPackMagic = "\x00sluice-rule-pack\x05"

// CompiledPackName is the name of the compiled default pack as a data
// file of the built-in package.
const CompiledPackName = "rules/default.pack"

// IsCompiledPack reports whether data is a compiled pack.
func IsCompiledPack(data []byte) bool { return bytes.HasPrefix(data, []byte(compiledPackMagic)) }

// CompilePack encodes p as a compiled pack.
func CompilePack(p *Pack) []byte {
	var e packEncoder
	e.b = append(e.b, compiledPackMagic...)
	e.str(p.Name)
	e.flag(p.replaces)
	e.u32(len(p.Allows))
	for i := range p.Allows {
		e.allow(&p.Allows[i])
	}
	e.strs(p.Disable)
	e.u32(len(p.Rules))
	for i := range p.Rules {
		r := &p.Rules[i]
		e.str(r.ID)
		e.str(r.Description)
		e.str(r.Severity)
		e.strs(r.Keywords)
		e.str(r.Pattern)
		g := -1
		if r.SecretGroup != nil {
			g = *r.SecretGroup
		}
		e.u32(g)
		e.b = binary.LittleEndian.AppendUint64(e.b, math.Float64bits(r.Entropy))
		e.str(r.Validator)
		e.str(r.Matcher)
		e.strs(r.Paths)
		e.allow(&r.Allow)
		e.u32(len(r.Allows))
		for j := range r.Allows {
			e.allow(&r.Allows[j])
		}
		e.strs(r.Tags)
		e.str(r.Help)
		e.str(r.HelpURI)
		e.strs(r.Gitleaks)
		e.flag(r.Yields)
		e.u32(r.line)
		e.prepared(prepareRule(r))
	}
	return e.b
}

// DefaultPackCompiled returns the default pack compiled, as the built-in
// package ships it.
func DefaultPackCompiled() []byte {
	p, err := ParsePack(DefaultPackName, DefaultPack)
	if err != nil {
		panic(err) // the default pack is tested
	}
	return CompilePack(p)
}

type packEncoder struct{ b []byte }

func (e *packEncoder) u32(n int) { e.b = binary.LittleEndian.AppendUint32(e.b, uint32(n)) }
func (e *packEncoder) str(s string) {
	e.u32(len(s))
	e.b = append(e.b, s...)
}
func (e *packEncoder) strs(ss []string) {
	e.u32(len(ss))
	for _, s := range ss {
		e.str(s)
	}
}
func (e *packEncoder) flag(v bool) {
	if v {
		e.b = append(e.b, 1)
	} else {
		e.b = append(e.b, 0)
	}
}
func (e *packEncoder) prepared(p *preparedRule) {
	switch {
	case p == nil:
		e.b = append(e.b, 0)
		return
	case p.tok == nil:
		e.b = append(e.b, 2)
		e.u32(p.groups)
		return
	}
	e.b = append(e.b, 1)
	e.u32(p.groups)
	f := p.tok
	e.strs(f.prefixes)
	e.u32(len(f.segs))
	for _, sg := range f.segs {
		e.str(sg.lit)
		e.set(sg.set)
		e.u32(sg.min)
		e.u32(sg.max)
	}
	e.set(f.left)
	e.set(f.right)
	e.flag(f.wordEnd)
	e.u32(f.secretFrom)
	e.u32(f.secretTo)
}
func (e *packEncoder) set(c *charset) {
	e.flag(c != nil)
	if c == nil {
		return
	}
	var bits [32]byte
	for b, in := range c {
		if in {
			bits[b/8] |= 1 << (b % 8)
		}
	}
	e.b = append(e.b, bits[:]...)
}
func (e *packEncoder) allow(a *AllowSpec) {
	e.strs(a.Patterns)
	e.str(a.Target)
	e.strs(a.Stopwords)
	e.strs(a.Paths)
	e.flag(a.all)
}

// errCompiledPack is what a compiled pack that does not decode exactly
// wraps.
var errCompiledPack = errors.New("malformed compiled rule pack")

// parseCompiledPack decodes a compiled pack. name names the data file in
// errors; the pack keeps the source name it was compiled from.
func parseCompiledPack(name string, data []byte) (*Pack, error) {
	d := packDecoder{b: data[len(compiledPackMagic):]}
	p := &Pack{}
	p.Name = d.str()
	p.replaces = d.flag()
	p.Allows = d.allows()
	p.Disable = d.strs()
	n := d.count(8) // a rule is far more than 8 bytes
	if n > MaxPackRules {
		return nil, fmt.Errorf("rule pack %s: %d rules, more than the limit of %d", name, n, MaxPackRules)
	}
	for range n {
		if d.err != nil {
			break
		}
		var r RuleSpec
		r.ID = d.str()
		r.Description = d.str()
		r.Severity = d.str()
		r.Keywords = d.strs()
		r.Pattern = d.str()
		switch g := int32(d.u32()); {
		case g >= 0:
			r.SecretGroup = &[]int{int(g)}[0]
		case g != -1 && d.err == nil:
			d.err = fmt.Errorf("rule %q: secret group %d", r.ID, g)
		}
		r.Entropy = math.Float64frombits(d.u64())
		r.Validator = d.str()
		r.Matcher = d.str()
		r.Paths = d.strs()
		r.Allow = d.allow()
		r.Allows = d.allows()
		r.Tags = d.strs()
		r.Help = d.str()
		r.HelpURI = d.str()
		r.Gitleaks = d.strs()
		r.Yields = d.flag()
		r.line = int(d.u32())
		r.prepared = d.prepared(&r)
		p.Rules = append(p.Rules, r)
	}
	if d.err == nil && len(d.b) != 0 {
		d.err = fmt.Errorf("%d bytes after the last rule", len(d.b))
	}
	if d.err != nil {
		return nil, fmt.Errorf("rule pack %s: %w: %w", name, errCompiledPack, d.err)
	}
	return p, nil
}

// packDecoder reads a compiled pack; the first error sticks and every
// later read returns zero values.
type packDecoder struct {
	b   []byte
	err error
	// sets holds each distinct byte set decoded so far: the formats share
	// a few sets (hex, base64, alphanumerics), which are read-only.
	sets map[[32]byte]*charset
}

func (d *packDecoder) take(n int) []byte {
	if d.err != nil {
		return nil
	}
	if n < 0 || n > len(d.b) {
		d.err = fmt.Errorf("%d bytes wanted, %d left", n, len(d.b))
		return nil
	}
	v := d.b[:n]
	d.b = d.b[n:]
	return v
}

func (d *packDecoder) u32() uint32 {
	if v := d.take(4); v != nil {
		return binary.LittleEndian.Uint32(v)
	}
	return 0
}

func (d *packDecoder) u64() uint64 {
	if v := d.take(8); v != nil {
		return binary.LittleEndian.Uint64(v)
	}
	return 0
}

// count reads a list length; each item takes at least minItem bytes, so a
// count the remaining bytes cannot hold is an error (no huge allocation).
func (d *packDecoder) count(minItem int) int {
	n := d.u32()
	if d.err == nil && uint64(n)*uint64(minItem) > uint64(len(d.b)) {
		d.err = fmt.Errorf("a list of %d items in %d bytes", n, len(d.b))
		return 0
	}
	return int(n)
}

func (d *packDecoder) str() string { return string(d.take(int(d.u32()))) }

func (d *packDecoder) strs() []string {
	n := d.count(4)
	if n == 0 {
		return nil
	}
	out := make([]string, 0, n)
	for range n {
		out = append(out, d.str())
	}
	return out
}

func (d *packDecoder) flag() bool {
	v := d.take(1)
	if v != nil && v[0] > 1 {
		d.err = fmt.Errorf("flag byte %d", v[0])
	}
	return v != nil && v[0] == 1
}

// prepared reads a rule's prepared pattern, checking what the format's
// matcher relies on: a prefix or literal is not empty, a run's min is at
// most its max, and the secret's elements are in order within the format.
func (d *packDecoder) prepared(r *RuleSpec) *preparedRule {
	kind := d.take(1)
	switch {
	case kind == nil || kind[0] == 0:
		return nil
	case kind[0] == 2:
		p := &preparedRule{groups: int(d.u32())}
		if d.err == nil && p.groups > len(r.Pattern) {
			d.err = fmt.Errorf("rule %q: %d groups in a %d-byte pattern", r.ID, p.groups, len(r.Pattern))
		}
		return p
	case kind[0] != 1:
		d.err = fmt.Errorf("rule %q: prepared kind %d", r.ID, kind[0])
		return nil
	}
	p := &preparedRule{groups: int(d.u32())}
	prefixes := d.strs()
	n := d.count(13) // a segment is at least 13 bytes
	segs := make([]seg, 0, n)
	for range n {
		sg := seg{lit: d.str(), set: d.set()}
		sg.min, sg.max = int(d.u32()), int(d.u32())
		segs = append(segs, sg)
		if d.err == nil && (sg.set == nil && (sg.lit == "" || sg.min != 0 || sg.max != 0) ||
			sg.set != nil && (sg.lit != "" || sg.min > sg.max || sg.max > MaxMatchBytes)) {
			d.err = fmt.Errorf("rule %q: malformed prepared format segment", r.ID)
		}
	}
	left, right := d.set(), d.set()
	wordEnd := d.flag()
	from, to := int(d.u32()), int(d.u32())
	if d.err != nil {
		return nil
	}
	if p.groups > len(r.Pattern) || len(prefixes) == 0 || slices.Contains(prefixes, "") || len(segs) == 0 ||
		from > to || to > len(segs) {
		d.err = fmt.Errorf("rule %q: malformed prepared format", r.ID)
		return nil
	}
	p.tok = newFormat(prefixes, left, right, segs...)
	p.tok.wordEnd, p.tok.secretFrom, p.tok.secretTo = wordEnd, from, to
	return p
}

func (d *packDecoder) set() *charset {
	if !d.flag() {
		return nil
	}
	bits := d.take(32)
	if bits == nil {
		return nil
	}
	key := [32]byte(bits)
	if c, ok := d.sets[key]; ok {
		return c
	}
	var c charset
	for b := range c {
		c[b] = bits[b/8]&(1<<(b%8)) != 0
	}
	if d.sets == nil {
		d.sets = map[[32]byte]*charset{}
	}
	d.sets[key] = &c
	return &c
}

func (d *packDecoder) allow() AllowSpec {
	var a AllowSpec
	a.Patterns = d.strs()
	a.Target = d.str()
	a.Stopwords = d.strs()
	a.Paths = d.strs()
	a.all = d.flag()
	return a
}

func (d *packDecoder) allows() []AllowSpec {
	n := d.count(17) // an empty allow-list is 17 bytes
	if n == 0 {
		return nil
	}
	out := make([]AllowSpec, 0, n)
	for range n {
		out = append(out, d.allow())
	}
	return out
}
