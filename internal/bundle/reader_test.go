package bundle

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// smallBundle returns the bytes of a sealed bundle with a few events.
func smallBundle(t testing.TB) []byte {
	t.Helper()
	s := sealEvents(t, t.TempDir(), testHeader(), Limits{}, sampleEvents(3), CompletionComplete)
	return readAll(t, s.Path)
}

func TestCorruptFiles(t *testing.T) {
	t.Parallel()
	good := smallBundle(t)
	skippable := []byte{0x50, 0x2a, 0x4d, 0x18, 4, 0, 0, 0, 'j', 'u', 'n', 'k'}
	// Small bundles are one single-segment block; a bundle over one block
	// has a window descriptor.
	bigWindow := readAll(t, sealEvents(t, t.TempDir(), testHeader(), Limits{}, sampleEvents(1000), CompletionComplete).Path)
	if bigWindow[4]&0x20 != 0 {
		t.Fatal("large bundle is single-segment; window test needs a window descriptor")
	}
	bigWindow[5] = 0xf8 // window descriptor: 2^41 bytes
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"empty file", nil, ErrTruncated},
		{"text file", []byte("hello, this is not a bundle\n"), ErrNotZstd},
		{"gzip file", []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3}, ErrNotZstd},
		{"partial magic", good[:3], ErrTruncated},
		{"skippable frame first", append(bytes.Clone(skippable), good...), ErrNotZstd},
		{"garbage after frame", append(bytes.Clone(good), "garbage"...), ErrTrailingData},
		{"one zero byte after frame", append(bytes.Clone(good), 0), ErrTrailingData},
		{"second frame after frame", append(bytes.Clone(good), good...), ErrTrailingData},
		{"skippable frame after frame", append(bytes.Clone(good), skippable...), ErrTrailingData},
		{"reserved header bit", func() []byte { b := bytes.Clone(good); b[4] |= 0x08; return b }(), ErrCorrupt},
		{"dictionary", func() []byte { b := bytes.Clone(good); b[4] |= 0x01; return b }(), ErrCorrupt},
		{"no checksum", func() []byte { b := bytes.Clone(good); b[4] &^= 0x04; return b }(), ErrCorrupt},
		{"window too large", bigWindow, ErrTooLarge},
		{"checksum flipped", func() []byte { b := bytes.Clone(good); b[len(b)-1] ^= 0xff; return b }(), ErrCorrupt},
		{"compressed byte flipped", func() []byte { b := bytes.Clone(good); b[len(b)/2] ^= 0x55; return b }(), ErrCorrupt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := verifyBytes(tt.data, "test.bundle", Limits{}, nil)
			if !errors.Is(err, tt.want) {
				t.Fatalf("got %v (%s), want %v", err, kindOf(err), tt.want)
			}
			var be *Error
			if !errors.As(err, &be) || be.Detail == "" {
				t.Fatalf("error %v is not a detailed *Error", err)
			}
		})
	}
}

func TestCorruptStreams(t *testing.T) {
	t.Parallel()
	var scratch bytes.Buffer
	enc := func(v any) []byte { p, _ := canonicalJSON(&scratch, v); return bytes.Clone(p) }
	ok := func() *streamBuilder { return validStream(t) }
	withTrailer := func(b *streamBuilder) []byte { return b.seal(t, b.trailer()) }
	forged := func(mut func(*Trailer)) []byte {
		b := ok()
		tr := b.trailer()
		mut(&tr)
		return b.seal(t, tr)
	}
	badFinding := testFinding(9)
	badFinding.Path = "../etc/passwd"
	h3 := testHeader()
	h3.FormatVersion = FormatVersion + 1
	h0 := testHeader()
	h0.FormatVersion = FormatVersion
	h0.Identity.JobID = "bad/id"
	tests := []struct {
		name string
		raw  []byte
		want error
	}{
		{"good", withTrailer(ok()), nil},
		{"empty stream", nil, ErrTruncated},
		{"no trailer", ok().buf, ErrTruncated},
		{"ends inside length", append(ok().buf, 0x85), ErrTruncated},
		{"ends inside record", func() []byte { b := withTrailer(ok()); return b[:len(b)-5] }(), ErrTruncated},
		{"record after trailer", append(withTrailer(ok()), appendRecord(nil, TypeLog, enc(&logPayload{Level: "info", Message: "late"}))...), ErrTrailingData},
		{"second trailer", func() []byte { b := ok(); t1 := withTrailer(b); return append(t1, t1[len(b.buf):]...) }(), ErrTrailingData},
		{"garbage after trailer", append(withTrailer(ok()), "xyz"...), ErrTrailingData},
		{"zero byte after trailer", append(withTrailer(ok()), 0), ErrTrailingData},
		{"unknown record type", withTrailer(ok().add('Z', []byte("{}"))), ErrCorrupt},
		{"empty record", withTrailer(ok().add(0, nil)), ErrCorrupt},
		{"zero-length record", append(bytes.Clone(ok().buf), 0), ErrCorrupt},
		{"non-minimal length", func() []byte { b := ok(); return append(b.buf, 0x81, 0x00, 'P') }(), ErrCorrupt},
		{"varint too long", func() []byte { b := ok(); return append(b.buf, bytes.Repeat([]byte{0xff}, 12)...) }(), ErrCorrupt},
		{"bad JSON", withTrailer(ok().add(TypeFinding, []byte(`{"rule_id":`))), ErrCorrupt},
		{"JSON array", withTrailer(ok().add(TypeProgress, []byte(`[1,2]`))), ErrCorrupt},
		{"unknown field", withTrailer(ok().add(TypeProgress, []byte(`{"files":1,"bytes":2,"extra":3}`))), ErrCorrupt},
		{"spaces in JSON", withTrailer(ok().add(TypeProgress, []byte(`{"files": 1,"bytes":2}`))), ErrCorrupt},
		{"reordered keys", withTrailer(ok().add(TypeProgress, []byte(`{"bytes":2,"files":1}`))), ErrCorrupt},
		{"duplicate key", withTrailer(ok().add(TypeProgress, []byte(`{"files":1,"files":1,"bytes":2}`))), ErrCorrupt},
		{"key case", withTrailer(ok().add(TypeProgress, []byte(`{"FILES":1,"bytes":2}`))), ErrCorrupt},
		{"trailing JSON", withTrailer(ok().add(TypeProgress, []byte(`{"files":1,"bytes":2}{}`))), ErrCorrupt},
		{"raw invalid UTF-8", withTrailer(ok().add(TypeError, []byte("{\"message\":\"\xff\"}"))), ErrCorrupt},
		{"invalid finding", withTrailer(ok().addJSON(t, TypeFinding, &badFinding)), ErrCorrupt},
		{"negative progress", withTrailer(ok().add(TypeProgress, []byte(`{"files":-1,"bytes":2}`))), ErrCorrupt},
		{"bad log level", withTrailer(ok().add(TypeLog, []byte(`{"level":"loud","message":"x"}`))), ErrCorrupt},
		{"long log message", withTrailer(ok().addJSON(t, TypeLog, &logPayload{Level: "info", Message: strings.Repeat("x", MaxMessageBytes+1)})), ErrCorrupt},
		{"long error message", withTrailer(ok().addJSON(t, TypeError, &errorPayload{Message: strings.Repeat("x", MaxMessageBytes+1)})), ErrCorrupt},
		{"second header", withTrailer(ok().addJSON(t, TypeHeader, &h0)), ErrCorrupt},
		{"first record not header", func() []byte {
			b := &streamBuilder{}
			f := testFinding(0)
			b.addJSON(t, TypeFinding, &f)
			return withTrailer(b)
		}(), ErrCorrupt},
		{"invalid header", withTrailer((&streamBuilder{}).addJSON(t, TypeHeader, &h0)), ErrCorrupt},
		{"header without version", withTrailer((&streamBuilder{}).add(TypeHeader, []byte(`{}`))), ErrCorrupt},
		{"format version 3", withTrailer((&streamBuilder{}).addJSON(t, TypeHeader, &h3)), ErrVersion},
		{"trailer only", (&streamBuilder{}).seal(t, Trailer{Records: 1, SHA256: strings.Repeat("0", 64), Completion: CompletionComplete}), ErrCorrupt},
		{"forged record count", forged(func(tr *Trailer) { tr.Records++ }), ErrMismatch},
		{"forged finding count", forged(func(tr *Trailer) { tr.Findings-- }), ErrMismatch},
		{"forged byte count", forged(func(tr *Trailer) { tr.Bytes-- }), ErrMismatch},
		{"forged sha256", forged(func(tr *Trailer) { tr.SHA256 = strings.Repeat("ab", 32) }), ErrMismatch},
		{"bad completion", forged(func(tr *Trailer) { tr.Completion = "finished" }), ErrCorrupt},
		{"uppercase sha256", forged(func(tr *Trailer) { tr.SHA256 = strings.ToUpper(tr.SHA256) }), ErrCorrupt},
		{"dropped finding", func() []byte {
			b := ok()
			tr := b.trailer()
			// Remove the last finding but keep the trailer computed with it.
			last := len(appendRecord(nil, TypeFinding, enc(ptr(testFinding(2)))))
			return append(b.buf[:len(b.buf)-last:len(b.buf)-last], b.seal(t, tr)[len(b.buf):]...)
		}(), ErrMismatch},
		{"record over limit", func() []byte {
			b := ok()
			b.buf = binary.AppendUvarint(b.buf, DefaultMaxRecordBytes+1)
			return b.buf
		}(), ErrTooLarge},
		{"record over stream limit", func() []byte {
			b := ok()
			b.buf = binary.AppendUvarint(b.buf, 1<<62)
			return b.buf
		}(), ErrTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := verifyBytes(compress(t, tt.raw), "test.bundle", Limits{}, nil)
			if tt.want == nil {
				if err != nil {
					t.Fatalf("good stream rejected: %v", err)
				}
				return
			}
			if !errors.Is(err, tt.want) {
				t.Fatalf("got %v (%s), want %v", err, kindOf(err), tt.want)
			}
			var be *Error
			if !errors.As(err, &be) || be.Record < 0 || be.Offset < 0 || be.InFile {
				t.Fatalf("error %v does not name a record and stream offset", err)
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }

func TestTruncatedAtEveryOffset(t *testing.T) {
	t.Parallel()
	good := smallBundle(t)
	for n := range len(good) {
		_, err := verifyBytes(good[:n], "t.bundle", Limits{}, nil)
		if !errors.Is(err, ErrTruncated) {
			t.Fatalf("truncated to %d of %d bytes: got %v (%s), want ErrTruncated", n, len(good), err, kindOf(err))
		}
	}
}

func TestFlippedByteAtEveryOffset(t *testing.T) {
	t.Parallel()
	good := smallBundle(t)
	name := digestNameOf(good)
	if _, err := verifyBytes(good, name, Limits{}, nil); err != nil {
		t.Fatal(err)
	}
	for i := range len(good) {
		for _, mask := range []byte{0x01, 0x80, 0xff} {
			b := bytes.Clone(good)
			b[i] ^= mask
			_, err := verifyBytes(b, name, Limits{}, nil)
			if err == nil {
				t.Fatalf("byte %d ^ %#x went undetected", i, mask)
			}
			var be *Error
			if !errors.As(err, &be) {
				t.Fatalf("byte %d ^ %#x: untyped error %v", i, mask, err)
			}
		}
	}
}

func TestIdentityAndDigest(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s := sealEvents(t, dir, testHeader(), Limits{}, sampleEvents(2), CompletionComplete)
	want := testIdentity()
	if _, err := Verify(s.Path, Limits{}, &want); err != nil {
		t.Fatal(err)
	}
	for name, mut := range map[string]func(*job.Identity){
		"job":     func(id *job.Identity) { id.JobID = "job-43" },
		"attempt": func(id *job.Identity) { id.Attempt = 3 },
		"slot":    func(id *job.Identity) { id.Slot = 0 },
		"worker":  func(id *job.Identity) { id.WorkerID = "worker-2" },
		"package": func(id *job.Identity) { id.PackageDigest = "other" },
	} {
		other := testIdentity()
		mut(&other)
		if _, err := Verify(s.Path, Limits{}, &other); !errors.Is(err, ErrIdentity) {
			t.Errorf("%s: got %v, want ErrIdentity", name, err)
		}
	}

	data := readAll(t, s.Path)
	wrong := filepath.Join(dir, strings.Repeat("0", 64)+Extension)
	if err := os.WriteFile(wrong, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Verify(wrong, Limits{}, nil); !errors.Is(err, ErrDigest) {
		t.Fatalf("misnamed bundle: got %v, want ErrDigest", err)
	}
	// Files not named by a digest are verified without the name check.
	plain := filepath.Join(dir, "incoming.bundle")
	if err := os.WriteFile(plain, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := Verify(plain, Limits{}, nil); err != nil {
		t.Fatalf("plain name: %v", err)
	}
	link := filepath.Join(dir, "link.bundle")
	if err := os.Symlink(s.Path, link); err != nil {
		t.Fatal(err)
	}
	if _, err := Verify(link, Limits{}, nil); err == nil {
		t.Fatal("Verify followed a symlink")
	}
	if _, err := Verify(dir, Limits{}, nil); err == nil {
		t.Fatal("Verify accepted a directory")
	}
}

func TestDecompressionBombs(t *testing.T) {
	t.Parallel()
	lim := Limits{MaxUncompressedBytes: 1 << 20, MaxRecordBytes: 4096}
	t.Run("declared content size", func(t *testing.T) {
		enc, err := zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1))
		if err != nil {
			t.Fatal(err)
		}
		bomb := enc.EncodeAll(make([]byte, 2<<20), nil) // declares its 2 MiB size
		if _, err := verifyBytes(bomb, "b.bundle", lim, nil); !errors.Is(err, ErrTooLarge) {
			t.Fatalf("got %v, want ErrTooLarge", err)
		}
	})
	t.Run("declared record length", func(t *testing.T) {
		b := validStream(t)
		b.buf = binary.AppendUvarint(b.buf, 1<<30)
		b.buf = append(b.buf, make([]byte, 8<<20)...) // zeros compress to almost nothing
		z := compress(t, b.buf)
		if len(z) > 64<<10 {
			t.Fatalf("bomb is %d bytes", len(z))
		}
		if _, err := verifyBytes(z, "b.bundle", lim, nil); !errors.Is(err, ErrTooLarge) {
			t.Fatalf("got %v, want ErrTooLarge", err)
		}
	})
	t.Run("many small records", func(t *testing.T) {
		b := validStream(t)
		p := []byte(`{"message":"x"}`)
		for range (2 << 20) / 17 {
			b.add(TypeError, p)
		}
		_, err := verifyBytes(compress(t, b.buf), "b.bundle", Limits{MaxUncompressedBytes: 1 << 20}, nil)
		if !errors.Is(err, ErrTooLarge) {
			t.Fatalf("got %v, want ErrTooLarge", err)
		}
	})
}

func TestReaderLimits(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	evs := sampleEvents(200) // 200 findings, 20 progress, 1 log, 1 error
	long := testFinding(1000)
	long.Message = strings.Repeat("m", scanner.MaxMessageLen)
	evs = append(evs, event{level: scanner.LevelInfo, msg: "second log"}, event{finding: &long})
	s := sealEvents(t, dir, testHeader(), Limits{}, evs, CompletionComplete)
	sum, err := Verify(s.Path, Limits{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		lim  Limits
	}{
		{"file bytes", Limits{MaxFileBytes: s.Size - 1}},
		{"uncompressed bytes", Limits{MaxUncompressedBytes: sum.Trailer.Bytes}},
		{"records", Limits{MaxRecords: sum.Trailer.Records}},
		{"record bytes", Limits{MaxRecordBytes: MinRecordBytes}},
		{"log records", Limits{MaxLogRecords: 1}},
		{"progress records", Limits{MaxProgressRecords: 19}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Verify(s.Path, tt.lim, nil); !errors.Is(err, ErrTooLarge) {
				t.Fatalf("got %v, want ErrTooLarge", err)
			}
		})
	}
	exact := Limits{MaxFileBytes: s.Size, MaxUncompressedBytes: sum.Trailer.Bytes + 200, MaxRecords: sum.Trailer.Records + 1, MaxLogRecords: 2, MaxProgressRecords: 20}
	if _, err := Verify(s.Path, exact, nil); err != nil {
		t.Fatalf("limits at the bundle's size: %v", err)
	}
}

// TestOtherEncoders checks that the reader accepts any conforming zstd
// frame, not only the Go writer's: other levels, declared content sizes,
// raw and RLE blocks, several blocks.
func TestOtherEncoders(t *testing.T) {
	t.Parallel()
	b := validStream(t)
	for i := range 2000 {
		f := testFinding(i)
		b.addJSON(t, TypeFinding, &f)
	}
	b.addJSON(t, TypeError, &errorPayload{Message: strings.Repeat("a", MaxMessageBytes)}) // RLE-friendly
	raw := b.seal(t, b.trailer())
	for _, tt := range []struct {
		name string
		opts []zstd.EOption
		all  bool // one EncodeAll call, which declares the content size
	}{
		{"fastest stream", []zstd.EOption{zstd.WithEncoderLevel(zstd.SpeedFastest)}, false},
		{"best single shot", []zstd.EOption{zstd.WithEncoderLevel(zstd.SpeedBestCompression)}, true},
		{"no entropy", []zstd.EOption{zstd.WithNoEntropyCompression(true), zstd.WithWindowSize(1 << 17)}, false},
		{"concurrent", []zstd.EOption{zstd.WithEncoderConcurrency(4)}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			if tt.all {
				enc, err := zstd.NewWriter(nil, tt.opts...)
				if err != nil {
					t.Fatal(err)
				}
				out.Write(enc.EncodeAll(raw, nil))
			} else {
				enc, err := zstd.NewWriter(&out, tt.opts...)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := enc.Write(raw); err != nil {
					t.Fatal(err)
				}
				if err := enc.Close(); err != nil {
					t.Fatal(err)
				}
			}
			sum, err := verifyBytes(out.Bytes(), "other.bundle", Limits{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if sum.Counts.Findings != 2003 {
				t.Fatalf("read %d findings", sum.Counts.Findings)
			}
		})
	}
}

func TestEmptyFrameAppended(t *testing.T) {
	t.Parallel()
	good := smallBundle(t)
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderCRC(true))
	if err != nil {
		t.Fatal(err)
	}
	empty := enc.EncodeAll(nil, nil)
	if _, err := verifyBytes(append(bytes.Clone(good), empty...), "e.bundle", Limits{}, nil); !errors.Is(err, ErrTrailingData) {
		t.Fatalf("empty frame after the bundle: got %v, want ErrTrailingData", err)
	}
}
