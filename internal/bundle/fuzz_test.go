package bundle

import (
	"bytes"
	"errors"
	"io"
	"os"
	"testing"
)

// fuzzLimits keep each fuzz input cheap: no input may make the reader hold
// or decompress much.
var fuzzLimits = Limits{
	MaxFileBytes:         1 << 20,
	MaxUncompressedBytes: 1 << 20,
	MaxRecords:           1000,
	MaxRecordBytes:       8 << 10,
	MaxLogRecords:        100,
	MaxProgressRecords:   100,
}

// FuzzReader feeds hostile input to the reader. The first byte picks the
// layer: even means the rest is the file as is (exercising the zstd frame
// walk and decoder), odd means the rest is an uncompressed record stream the
// fuzzer compresses first (exercising the record parser). The reader must
// not panic, must stop, and must fail only with a typed *Error.
func FuzzReader(f *testing.F) {
	golden, err := os.ReadFile(goldenBundle)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(append([]byte{0}, golden...))
	f.Add(append([]byte{0}, golden[:len(golden)/2]...))
	b := validStream(f)
	f.Add(append([]byte{1}, b.seal(f, b.trailer())...))
	f.Add(append([]byte{1}, b.buf...))
	f.Add([]byte{1})
	f.Add([]byte{0, 0x28, 0xb5, 0x2f, 0xfd})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		file := data[1:]
		if data[0]%2 == 1 {
			file = compress(t, file)
		}
		lim, err := fuzzLimits.normalize()
		if err != nil {
			t.Fatal(err)
		}
		r, err := newReader(bytes.NewReader(file), int64(len(file)), "fuzz.bundle", lim)
		if err != nil {
			checkTyped(t, err)
			return
		}
		defer r.Close()
		for range lim.MaxRecords + 1 {
			rec, err := r.Next()
			if errors.Is(err, io.EOF) {
				if r.Digest() == "" || r.Trailer().Records < 1 {
					t.Fatal("EOF without a verified trailer")
				}
				return
			}
			if err != nil {
				checkTyped(t, err)
				return
			}
			if rec.Type == TypeFinding {
				if err := rec.Finding.Validate(); err != nil {
					t.Fatalf("reader returned an invalid finding: %v", err)
				}
			}
		}
		t.Fatal("reader returned more records than MaxRecords")
	})
}

func checkTyped(t *testing.T, err error) {
	t.Helper()
	var be *Error
	if !errors.As(err, &be) {
		t.Fatalf("untyped error: %v", err)
	}
	if kindOf(err) == "untyped" {
		t.Fatalf("error with unknown kind: %v", err)
	}
}
