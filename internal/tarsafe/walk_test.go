package tarsafe

import (
	"archive/tar"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/tartest"
)

type ent = tartest.Entry

func file(name, body string) ent {
	return ent{Header: tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(body))}, Body: body}
}

func typed(name string, typ byte) ent {
	return ent{Header: tar.Header{Name: name, Typeflag: typ, Mode: 0o644, Linkname: "target"}}
}

func build(t testing.TB, ents ...ent) []byte {
	t.Helper()
	b, err := tartest.Tar(ents...)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// recorder is a Visitor that reads every file and records what it saw.
type recorder struct {
	seen    []string
	refused []Problem
	content int64
	stopAt  Problem // Refuse returns an error for this problem
}

func (r *recorder) Dir(h *tar.Header) error {
	r.seen = append(r.seen, "dir:"+h.Name)
	return nil
}

func (r *recorder) File(h *tar.Header, c io.Reader) error {
	r.seen = append(r.seen, "file:"+h.Name)
	n, err := io.Copy(io.Discard, c)
	r.content += n
	return err
}

func (r *recorder) Refuse(e *EntryError) error {
	r.refused = append(r.refused, e.Problem)
	if e.Problem == r.stopAt {
		return e
	}
	return nil
}

func opts(size int64, gz bool) Options {
	return Options{Gzip: gz, Size: size, MaxEntries: 100, MaxFileBytes: 1 << 20, MaxTotalBytes: 4 << 20,
		MaxRatio: 10, RatioFloor: 64 << 10, MaxStreamBytes: 8 << 20}
}

func walk(t *testing.T, data []byte, opt Options) (*recorder, error) {
	t.Helper()
	r := &recorder{}
	err := Walk(context.Background(), bytes.NewReader(data), opt, r)
	return r, err
}

func TestWalkGood(t *testing.T) {
	raw := build(t, ent{Header: tar.Header{Name: "d/", Typeflag: tar.TypeDir, Mode: 0o755}}, file("d/a", "alpha"), file("b", "beta"))
	for _, gz := range []bool{false, true} {
		for _, strict := range []bool{false, true} {
			data := raw
			if gz {
				data = tartest.Gzip(raw)
			}
			opt := opts(int64(len(data)), gz)
			opt.Strict = strict
			r, err := walk(t, data, opt)
			if err != nil {
				t.Fatalf("gzip=%v strict=%v: %v", gz, strict, err)
			}
			if got := strings.Join(r.seen, " "); got != "dir:d/ file:d/a file:b" || r.content != 9 {
				t.Fatalf("gzip=%v: saw %q, %d bytes", gz, got, r.content)
			}
		}
	}
}

// TestWalkRefuses: links, devices, FIFOs, other types and files named as
// directories go to Refuse, never to File, and the walk goes on when
// Refuse returns nil.
func TestWalkRefuses(t *testing.T) {
	data := build(t, typed("s", tar.TypeSymlink), typed("h", tar.TypeLink), typed("c", tar.TypeChar),
		typed("b", tar.TypeBlock), typed("p", tar.TypeFifo), typed("v", 'V'), file("ok", "x"))
	r, err := walk(t, data, opts(int64(len(data)), false))
	if err != nil {
		t.Fatal(err)
	}
	want := []Problem{ProblemSymlink, ProblemHardlink, ProblemDevice, ProblemDevice, ProblemFIFO, ProblemType}
	if len(r.refused) != len(want) {
		t.Fatalf("refused %v, want %v", r.refused, want)
	}
	for i := range want {
		if r.refused[i] != want[i] {
			t.Fatalf("refused %v, want %v", r.refused, want)
		}
	}
	if got := strings.Join(r.seen, " "); got != "file:ok" {
		t.Fatalf("visited %q", got)
	}
	// A Refuse error ends the walk with that error.
	rec := &recorder{stopAt: ProblemFIFO}
	err = Walk(context.Background(), bytes.NewReader(data), opts(int64(len(data)), false), rec)
	var ee *EntryError
	if !errors.As(err, &ee) || ee.Problem != ProblemFIFO || ee.Header.Name != "p" {
		t.Fatalf("got %v, want the FIFO refusal", err)
	}
}

// TestWalkDirNamedFile: a regular file ('0', not the legacy flag the tar
// reader turns into a directory) whose name ends in "/" is refused.
func TestWalkDirNamedFile(t *testing.T) {
	data := build(t, ent{Header: tar.Header{Name: "xx", Typeflag: tar.TypeReg, Mode: 0o644, Format: tar.FormatUSTAR}})
	data[1] = '/' // the writer refuses the name "x/"; the header's checksum is fixed below
	copy(data[148:156], "        ")
	sum := 0
	for _, c := range data[:512] {
		sum += int(c)
	}
	copy(data[148:156], fmt.Sprintf("%06o\x00 ", sum))
	r, err := walk(t, data, opts(int64(len(data)), false))
	if err != nil || len(r.refused) != 1 || r.refused[0] != ProblemDirName || len(r.seen) != 0 {
		t.Fatalf("refused %v, seen %v, err %v", r.refused, r.seen, err)
	}
}

func TestWalkGlobalHeaders(t *testing.T) {
	g := ent{Header: tar.Header{Name: "pax_global_header", Typeflag: tar.TypeXGlobalHeader, PAXRecords: map[string]string{"comment": "abc123"}}}
	data := build(t, g, file("a", "1"))
	r, err := walk(t, data, opts(int64(len(data)), false))
	if err != nil || len(r.refused) != 1 || r.refused[0] != ProblemType {
		t.Fatalf("refused %v, err %v; want the global header refused", r.refused, err)
	}
	opt := opts(int64(len(data)), false)
	opt.SkipGlobalHeaders = true
	r, err = walk(t, data, opt)
	if err != nil || len(r.refused) != 0 || strings.Join(r.seen, " ") != "file:a" {
		t.Fatalf("refused %v, seen %v, err %v; want the global header skipped", r.refused, r.seen, err)
	}
}

func TestWalkSparse(t *testing.T) {
	for _, format := range tartest.SparseFormats {
		raw, err := tartest.Sparse(format, 2, 256<<20)
		if err != nil {
			t.Fatal(err)
		}
		r, err := walk(t, raw, opts(int64(len(raw)), false))
		var ee *EntryError
		if !errors.As(err, &ee) || ee.Problem != ProblemSparse || r.content != 0 {
			t.Fatalf("%s: got %v after %d bytes, want a sparse refusal before any content", format, err, r.content)
		}
	}
}

func limitOf(t *testing.T, err error) *LimitError {
	t.Helper()
	var le *LimitError
	if !errors.As(err, &le) {
		t.Fatalf("got %v, want a *LimitError", err)
	}
	return le
}

func TestWalkLimits(t *testing.T) {
	zeros := strings.Repeat("\x00", 900<<10)
	tests := []struct {
		name  string
		data  []byte
		gz    bool
		edit  func(*Options)
		limit Limit
		entry string
	}{
		{"entries", build(t, file("a", ""), file("b", ""), file("c", "")), false, func(o *Options) { o.MaxEntries = 2 }, LimitEntries, ""},
		{"file bytes", build(t, file("a", "12345")), false, func(o *Options) { o.MaxFileBytes = 4 }, LimitFileBytes, "a"},
		{"total bytes", build(t, file("a", "123"), file("b", "123")), false, func(o *Options) { o.MaxTotalBytes = 5 }, LimitTotalBytes, "b"},
		{"declared ratio", build(t, file("a", "1"), file("b", zeros)), true, nil, LimitDeclaredRatio, "b"},
		// PAX records expand the stream without declaring a byte.
		{"stream ratio", build(t, paxHeavy(4)...), true, nil, LimitRatio, ""},
		{"stream bytes", build(t, paxHeavy(4)...), true, func(o *Options) { o.MaxRatio = 1 << 20; o.MaxStreamBytes = 1 << 20 }, LimitStreamBytes, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := tt.data
			if tt.gz {
				data = tartest.Gzip(data)
			}
			opt := opts(int64(len(data)), tt.gz)
			if tt.edit != nil {
				tt.edit(&opt)
			}
			r, err := walk(t, data, opt)
			le := limitOf(t, err)
			if le.Limit != tt.limit || tt.entry != "" && le.Name != tt.entry || le.Value <= le.Max {
				t.Fatalf("got %+v (%v), want limit %d on %q", le, err, tt.limit, tt.entry)
			}
			if tt.limit == LimitDeclaredRatio && r.content > 900<<10 {
				t.Fatalf("read %d bytes of content before refusing the declared sizes", r.content)
			}
		})
	}
}

// paxHeavy returns n empty files, each with a 900 KiB PAX comment.
func paxHeavy(n int) []ent {
	var ents []ent
	for i := range n {
		e := file(string(rune('a'+i)), "")
		e.Header.PAXRecords = map[string]string{"comment": strings.Repeat("z", 900<<10)}
		ents = append(ents, e)
	}
	return ents
}

// TestWalkStrictRatio: a strict walk checks the ratio against the
// compressed bytes read so far, so a bomb at the head of a long archive
// stops there; a lenient walk compares with the whole archive.
func TestWalkStrictRatio(t *testing.T) {
	noise := make([]byte, 2<<20)
	rng := rand.NewChaCha8([32]byte{1})
	rng.Read(noise)
	// 1 MiB of zeros first, then 2 MiB that hardly compress.
	data := tartest.Gzip(build(t, file("zeros", strings.Repeat("\x00", 1<<20)), file("noise", string(noise))))
	opt := opts(int64(len(data)), true)
	opt.MaxRatio = 5
	opt.MaxFileBytes, opt.MaxTotalBytes, opt.MaxStreamBytes = 4<<20, 4<<20, 8<<20
	if _, err := walk(t, data, opt); err != nil {
		t.Fatalf("lenient: %v", err)
	}
	opt.Strict = true
	le := limitOf(t, func() error { _, err := walk(t, data, opt); return err }())
	if le.Limit != LimitRatio || le.Name != "zeros" || le.Compressed >= int64(len(data)) {
		t.Fatalf("strict: got %+v, want the ratio passed in the first entry", le)
	}
}

func TestWalkFraming(t *testing.T) {
	good := build(t, file("a", "1"))
	v7 := bytes.Clone(good)
	copy(v7[257:265], make([]byte, 8)) // no magic: a pre-POSIX header
	tests := []struct {
		name   string
		data   []byte
		gz     bool
		strict bool
		want   FormatProblem
	}{
		{"not gzip", good, true, false, FormatNotGzip},
		{"v7 header", v7, false, false, FormatNotTar},
		{"gzip of v7", tartest.Gzip(v7), true, false, FormatNotTar},
		{"gzip of text", tartest.Gzip([]byte(strings.Repeat("text ", 200))), true, false, FormatNotTar},
		{"empty", nil, false, false, FormatNotTar},
		{"truncated header", append(bytes.Clone(good[:300]), make([]byte, 100)...), false, false, FormatRead},
		{"junk after the end marker", tartest.Gzip(append(bytes.Clone(good), "junk"...)), true, true, FormatTrailingTar},
		{"bytes after the gzip stream", append(tartest.Gzip(good), "junk"...), true, true, FormatTrailingGzip},
		{"second gzip member", append(tartest.Gzip(good), tartest.Gzip(good)...), true, true, FormatTrailingGzip},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opt := opts(int64(len(tt.data)), tt.gz)
			opt.Strict = tt.strict
			_, err := walk(t, tt.data, opt)
			var fe *FormatError
			if !errors.As(err, &fe) || fe.Problem != tt.want {
				t.Fatalf("got %v, want format problem %d", err, tt.want)
			}
		})
	}
	// Without Strict, what follows the end marker is not read.
	if _, err := walk(t, append(tartest.Gzip(good), "junk"...), opts(0, true)); err != nil {
		t.Fatalf("lenient walk with trailing bytes: %v", err)
	}
}

func TestWalkContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	data := build(t, file("a", "1"))
	if err := Walk(ctx, bytes.NewReader(data), opts(int64(len(data)), false), &recorder{}); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v", err)
	}
}

// FuzzWalk feeds arbitrary bytes to every mode of the walk with a visitor
// that reads all content. Nothing may panic, File only ever sees regular,
// non-sparse entries within the declared limits, and no more content is
// read than the limits allow.
func FuzzWalk(f *testing.F) {
	good := build(f, ent{Header: tar.Header{Name: "d/", Typeflag: tar.TypeDir}}, file("d/a", "alpha"), typed("l", tar.TypeSymlink))
	f.Add(good, false)
	f.Add(tartest.Gzip(good), true)
	f.Add(tartest.Gzip(build(f, paxHeavy(2)...)), true)
	if sp, err := tartest.Sparse("pax-1.0", 1, 1<<20); err == nil {
		f.Add(sp, false)
	}
	f.Fuzz(func(t *testing.T, data []byte, strict bool) {
		if len(data) > 1<<20 {
			return
		}
		gz := len(data) >= 2 && data[0] == 0x1f && data[1] == 0x8b
		opt := Options{Gzip: gz, Strict: strict, Size: int64(len(data)), MaxEntries: 64, MaxFileBytes: 64 << 10,
			MaxTotalBytes: 256 << 10, MaxRatio: 20, RatioFloor: 64 << 10, MaxStreamBytes: 512 << 10}
		v := &fuzzVisitor{t: t, opt: opt}
		err := Walk(context.Background(), bytes.NewReader(data), opt, v)
		if v.content > opt.MaxTotalBytes {
			t.Fatalf("read %d bytes of content, over MaxTotalBytes", v.content)
		}
		var le *LimitError
		var ee *EntryError
		var fe *FormatError
		var ce *contentError
		if err != nil && !errors.As(err, &le) && !errors.As(err, &ee) && !errors.As(err, &fe) && !errors.As(err, &ce) {
			t.Fatalf("untyped error %v", err)
		}
	})
}

type fuzzVisitor struct {
	t       *testing.T
	opt     Options
	content int64
}

func (v *fuzzVisitor) Dir(h *tar.Header) error {
	if h.Typeflag != tar.TypeDir {
		v.t.Fatalf("Dir got type %q", h.Typeflag)
	}
	return nil
}

func (v *fuzzVisitor) File(h *tar.Header, c io.Reader) error {
	if h.Typeflag != tar.TypeReg || IsSparse(h) || h.Size > v.opt.MaxFileBytes || strings.HasSuffix(h.Name, "/") {
		v.t.Fatalf("File got %q type %q size %d", h.Name, h.Typeflag, h.Size)
	}
	n, err := io.Copy(io.Discard, c)
	v.content += n
	if n > h.Size {
		v.t.Fatalf("%q: read %d bytes, declared %d", h.Name, n, h.Size)
	}
	if err != nil {
		return &contentError{err}
	}
	return nil
}

// contentError is the fuzz visitor's own error: reading an entry's content
// failed (a truncated or corrupt archive), which the walk returns as it is.
type contentError struct{ err error }

func (e *contentError) Error() string { return e.err.Error() }

func (v *fuzzVisitor) Refuse(e *EntryError) error {
	if t := e.Header.Typeflag; t == tar.TypeDir || t == tar.TypeReg && e.Problem != ProblemDirName {
		v.t.Fatalf("refused %q of type %q: %v", e.Header.Name, t, e)
	}
	return nil
}
