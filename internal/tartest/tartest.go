// Package tartest builds tar archives for the tests of every archive
// extractor: plain ones from headers (Tar), and hostile ones byte by byte:
// sparse files in each format a tar reader expands (old GNU, PAX 0.0, 0.1
// and 1.0), whose declared size is far larger than the archive, which
// archive/tar's writer cannot write.
package tartest

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// SparseFormats names the sparse encodings Sparse writes.
var SparseFormats = []string{"gnu-old", "pax-0.0", "pax-0.1", "pax-1.0"}

// Sparse returns a tar stream holding count sparse files named
// big<i>.bin in format (one of SparseFormats), each of realSize bytes
// declared with a single byte of data at its end, followed by the tar end
// marker.
func Sparse(format string, count int, realSize int64) ([]byte, error) {
	var b bytes.Buffer
	for i := range count {
		name := fmt.Sprintf("big%d.bin", i)
		switch format {
		case "gnu-old":
			h := header(name, 'S', 1)
			copy(h[257:265], "ustar  \x00") // GNU magic and version
			// One sparse entry: offset realSize-1, one byte.
			putOctal(h[386:398], realSize-1)
			putOctal(h[398:410], 1)
			putOctal(h[483:495], realSize) // realsize
			checksum(h)
			b.Write(h)
			b.Write(block([]byte("x")))
		case "pax-0.0":
			pax(&b, []string{
				"GNU.sparse.size", itoa(realSize), "GNU.sparse.numblocks", "1",
				"GNU.sparse.offset", itoa(realSize - 1), "GNU.sparse.numbytes", "1",
			})
			b.Write(header(name, '0', 1))
			b.Write(block([]byte("x")))
		case "pax-0.1":
			pax(&b, []string{
				"GNU.sparse.size", itoa(realSize), "GNU.sparse.numblocks", "1",
				"GNU.sparse.map", itoa(realSize-1) + ",1",
			})
			b.Write(header(name, '0', 1))
			b.Write(block([]byte("x")))
		case "pax-1.0":
			pax(&b, []string{
				"GNU.sparse.major", "1", "GNU.sparse.minor", "0",
				"GNU.sparse.name", name, "GNU.sparse.realsize", itoa(realSize),
			})
			sparseMap := block([]byte("1\n" + itoa(realSize-1) + "\n1\n"))
			b.Write(header("GNUSparseFile.0/"+name, '0', int64(len(sparseMap))+1))
			b.Write(append(sparseMap, block([]byte("x"))...))
		default:
			return nil, fmt.Errorf("tartest: unknown sparse format %q", format)
		}
	}
	b.Write(make([]byte, 1024)) // end marker
	return b.Bytes(), nil
}

// Entry is one entry for Tar: its header and content.
type Entry struct {
	Header tar.Header
	Body   string
}

// Tar writes entries with archive/tar, in PAX format unless a header names
// another, and returns the archive.
func Tar(entries ...Entry) ([]byte, error) {
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	for _, e := range entries {
		h := e.Header
		if h.Format == tar.FormatUnknown {
			h.Format = tar.FormatPAX
		}
		if err := tw.WriteHeader(&h); err != nil {
			return nil, fmt.Errorf("tartest: %s: %w", h.Name, err)
		}
		if _, err := tw.Write([]byte(e.Body)); err != nil {
			return nil, fmt.Errorf("tartest: %s: %w", h.Name, err)
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Gzip compresses data.
func Gzip(data []byte) []byte {
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	zw.Write(data)
	zw.Close()
	return b.Bytes()
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// pax writes a PAX extended header entry with records, key and value
// alternating, in order (PAX 0.0 repeats offset and numbytes in pairs).
func pax(b *bytes.Buffer, records []string) {
	var body bytes.Buffer
	for i := 0; i+1 < len(records); i += 2 {
		rec := " " + records[i] + "=" + records[i+1] + "\n"
		n := len(rec) + 1
		for len(strconv.Itoa(n))+len(rec) != n {
			n++
		}
		body.WriteString(strconv.Itoa(n) + rec)
	}
	b.Write(header("PaxHeaders/x", 'x', int64(body.Len())))
	b.Write(block(body.Bytes()))
}

// header returns a 512-byte ustar header with its checksum set.
func header(name string, typ byte, size int64) []byte {
	h := make([]byte, 512)
	copy(h[0:100], name)
	putOctal(h[100:108], 0o644)
	putOctal(h[108:116], 0)
	putOctal(h[116:124], 0)
	putOctal(h[124:136], size)
	putOctal(h[136:148], 0)
	h[156] = typ
	copy(h[257:263], "ustar\x00")
	copy(h[263:265], "00")
	checksum(h)
	return h
}

func checksum(h []byte) {
	copy(h[148:156], "        ")
	var sum int64
	for _, c := range h {
		sum += int64(c)
	}
	putOctal(h[148:155], sum)
	h[155] = ' '
}

// putOctal writes n as zero-padded octal with a NUL terminator.
func putOctal(field []byte, n int64) {
	s := strconv.FormatInt(n, 8)
	for len(s) < len(field)-1 {
		s = "0" + s
	}
	copy(field, s)
	field[len(field)-1] = 0
}

// block pads data to a multiple of 512 bytes.
func block(data []byte) []byte {
	n := (len(data) + 511) / 512 * 512
	out := make([]byte, n)
	copy(out, data)
	return out
}

// WrittenBytes returns wchar of /proc/self/io: the bytes this process has
// passed to write(2) so far, for tests that bound what an extractor wrote.
// ok is false where /proc/self/io cannot be read.
func WrittenBytes() (n int64, ok bool) {
	data, err := os.ReadFile("/proc/self/io")
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, found := strings.CutPrefix(line, "wchar: "); found {
			n, err := strconv.ParseInt(v, 10, 64)
			return n, err == nil
		}
	}
	return 0, false
}
