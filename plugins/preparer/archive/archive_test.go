package archive

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/sluicehq/sluice/core/prepare"
	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/modules"
	"github.com/sluicehq/sluice/internal/tartest"
	"github.com/sluicehq/sluice/internal/workspace"
)

var goodFiles = map[string]string{"a.txt": "alpha", "src/main.go": "package main", "src/deep/x": "x"}

// digestOf computes the workspace digest of files as docs/preparers.md
// specifies it, independently of the code that computes it.
func digestOf(files map[string]string) string {
	h := sha256.New()
	io.WriteString(h, "sluice-workspace-digest-v1\n")
	for _, name := range slices.Sorted(maps.Keys(files)) {
		fmt.Fprintf(h, "%s\x00%d\x00%x\n", name, len(files[name]), sha256.Sum256([]byte(files[name])))
	}
	return hex.EncodeToString(h.Sum(nil))
}

func goodArchives(t *testing.T) map[string][]byte {
	ents := []tarEnt{dirEnt("./"), reg("./a.txt", "alpha"), dirEnt("src/"), reg("src/main.go", "package main"), reg("src/deep/x", "x")}
	return map[string][]byte{
		"tar":    buildTar(t, false, ents...),
		"tar.gz": buildTar(t, true, ents...),
		"zip": buildZip(t, zipEnt{hdr: zip.FileHeader{Name: "src/"}}, zfile("a.txt", "alpha"),
			zfile("src/main.go", "package main"), zipEnt{hdr: zip.FileHeader{Name: "src/deep/x", Method: zip.Store}, body: "x"}),
	}
}

func TestExtractGood(t *testing.T) {
	a := fromTOML(t, ``)
	for name, data := range goodArchives(t) {
		t.Run(name, func(t *testing.T) {
			s := newSandbox(t, data)
			res, err := a.Prepare(context.Background(), target(s.archive), s.ws, prepare.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if res.Files != 3 || res.Bytes != 18 || res.Digest != digestOf(goodFiles) || res.Root != "" {
				t.Errorf("result %+v", res)
			}
			for p, body := range goodFiles {
				b, err := os.ReadFile(filepath.Join(s.ws, p))
				if err != nil || string(b) != body {
					t.Errorf("%s: %q %v", p, b, err)
				}
				if fi, _ := os.Stat(filepath.Join(s.ws, p)); fi.Mode().Perm() != 0o400 {
					t.Errorf("%s: mode %v", p, fi.Mode().Perm())
				}
			}
			if fi, _ := os.Stat(filepath.Join(s.ws, "src")); fi.Mode().Perm() != 0o500 {
				t.Errorf("src: mode %v", fi.Mode().Perm())
			}
			s.checkNothingOutside(t)
		})
	}
}

// legacyTypeflags rewrites every header of an uncompressed tar from
// TypeReg to the pre-POSIX '\x00' flag (tar.Writer promotes that flag, so
// it cannot write one) and fixes the header checksums.
func legacyTypeflags(t *testing.T, b []byte) []byte {
	t.Helper()
	b = bytes.Clone(b)
	for off := 0; off+512 <= len(b); {
		h := b[off : off+512]
		if bytes.Count(h, []byte{0}) == 512 {
			break // end-of-archive blocks
		}
		size, err := strconv.ParseInt(strings.TrimRight(string(h[124:136]), "\x00 "), 8, 64)
		if err != nil {
			t.Fatalf("header at %d: size %q: %v", off, h[124:136], err)
		}
		if h[156] == tar.TypeReg {
			h[156] = 0
			copy(h[148:156], "        ")
			sum := 0
			for _, c := range h {
				sum += int(c)
			}
			copy(h[148:156], fmt.Sprintf("%06o\x00 ", sum))
		}
		off += 512 + int((size+511)/512*512)
	}
	return b
}

func TestExtractLegacyTypeflag(t *testing.T) {
	data := legacyTypeflags(t, buildTar(t, false, reg("a.txt", "alpha"), reg("src/main.go", "package main"), reg("src/deep/x", "x")))
	hdr, err := tar.NewReader(bytes.NewReader(data)).Next()
	if err != nil || hdr.Name != "a.txt" {
		t.Fatalf("the rewritten archive does not read: %+v %v", hdr, err)
	}
	if raw := data[156]; raw != 0 {
		t.Fatalf("typeflag byte %q, want the legacy NUL", raw)
	}
	s := newSandbox(t, data)
	res, err := fromTOML(t, ``).Prepare(context.Background(), target(s.archive), s.ws, prepare.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Files != 3 || res.Digest != digestOf(goodFiles) {
		t.Fatalf("result %+v, want the three files", res)
	}
}

func TestExtractIncludeExclude(t *testing.T) {
	a := fromTOML(t, ``)
	for name, data := range goodArchives(t) {
		t.Run(name, func(t *testing.T) {
			s := newSandbox(t, data)
			tg := target(s.archive)
			tg.Include = []string{"**/*.go", "src/**"}
			tg.Exclude = []string{"src/deep"}
			res, err := a.Prepare(context.Background(), tg, s.ws, prepare.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if res.Files != 1 || res.Digest != digestOf(map[string]string{"src/main.go": "package main"}) || res.Excluded != 2 {
				t.Errorf("result %+v", res)
			}
		})
	}
}

// hostile is one archive that must be rejected with an error of kind.
type hostile struct {
	name   string
	data   []byte
	kind   error
	limit  string // for ErrLimit
	limits prepare.Limits
}

func tarHostile(t *testing.T, gz bool) []hostile {
	big := strings.Repeat("\x00", 4<<20)
	symlink := tarEnt{Header: tar.Header{Name: "link", Typeflag: tar.TypeSymlink, Linkname: "/etc/passwd"}}
	hardlink := tarEnt{Header: tar.Header{Name: "hard", Typeflag: tar.TypeLink, Linkname: "a.txt"}}
	char := tarEnt{Header: tar.Header{Name: "tty", Typeflag: tar.TypeChar, Devmajor: 5}}
	block := tarEnt{Header: tar.Header{Name: "sda", Typeflag: tar.TypeBlock, Devmajor: 8}}
	fifo := tarEnt{Header: tar.Header{Name: "pipe", Typeflag: tar.TypeFifo}}
	b := func(ents ...tarEnt) []byte { return buildTar(t, gz, ents...) }
	hs := []hostile{
		{name: "traversal", data: b(reg("../evil", "x")), kind: prepare.ErrUnsafePath},
		{name: "deep traversal", data: b(reg("a/../../evil", "x")), kind: prepare.ErrUnsafePath},
		{name: "absolute", data: b(reg("/tmp/evil", "x")), kind: prepare.ErrUnsafePath},
		{name: "unc", data: b(reg("//server/share/evil", "x")), kind: prepare.ErrUnsafePath},
		{name: "drive", data: b(reg("C:/evil", "x")), kind: prepare.ErrUnsafePath},
		{name: "backslash", data: b(reg("..\\evil", "x")), kind: prepare.ErrUnsafePath},
		{name: "symlink", data: b(symlink), kind: prepare.ErrEntryType},
		{name: "symlink then write through it", data: b(symlink, reg("link/x", "x")), kind: prepare.ErrEntryType},
		{name: "hardlink", data: b(reg("a.txt", "a"), hardlink), kind: prepare.ErrEntryType},
		{name: "char device", data: b(char), kind: prepare.ErrEntryType},
		{name: "block device", data: b(block), kind: prepare.ErrEntryType},
		{name: "fifo", data: b(fifo), kind: prepare.ErrEntryType},
		{name: "duplicate file", data: b(reg("a", "1"), reg("a", "2")), kind: prepare.ErrConflict},
		{name: "duplicate dir", data: b(dirEnt("d/"), dirEnt("d/")), kind: prepare.ErrConflict},
		{name: "file then dir", data: b(reg("a", "1"), dirEnt("a/")), kind: prepare.ErrConflict},
		{name: "dir then file", data: b(dirEnt("a/"), reg("a", "1")), kind: prepare.ErrConflict},
		{name: "parent is file", data: b(reg("a", "1"), reg("a/b", "2")), kind: prepare.ErrConflict},
		{name: "max_bytes", data: b(reg("a", "123"), reg("b", "123")), kind: prepare.ErrLimit, limit: prepare.LimitBytes, limits: prepare.Limits{MaxBytes: 5}},
		{name: "max_bytes counts excluded", data: b(reg("a", "123"), reg("skip", "123")), kind: prepare.ErrLimit, limit: prepare.LimitBytes, limits: prepare.Limits{MaxBytes: 5}},
		{name: "max_path_bytes", data: b(reg(strings.Repeat("n", 20), "")), kind: prepare.ErrLimit, limit: prepare.LimitPathBytes, limits: prepare.Limits{MaxPathBytes: 19}},
		{name: "max_depth", data: b(reg("a/b/c/d", "")), kind: prepare.ErrLimit, limit: prepare.LimitDepth, limits: prepare.Limits{MaxDepth: 3}},
		{name: "root as file", data: b(reg(".", "")), kind: prepare.ErrUnsafePath},
	}
	if gz {
		hs = append(hs, hostile{name: "ratio bomb", data: b(reg("zeros", big)), kind: prepare.ErrLimit, limit: prepare.LimitRatio, limits: prepare.Limits{MaxRatio: 10}})
		// An excluded entry is never written, but its bytes are still
		// decompressed and counted.
		hs = append(hs, hostile{name: "ratio bomb in excluded entry", data: b(reg("skip", big)), kind: prepare.ErrLimit, limit: prepare.LimitRatio, limits: prepare.Limits{MaxRatio: 10}})
	}
	truncated := b(reg("a", strings.Repeat("y", 5000)))
	if gz {
		truncated = gzipBytes(t, buildTar(t, false, reg("a", strings.Repeat("y", 5000)))[:2000])
	} else {
		truncated = truncated[:2000]
	}
	hs = append(hs, hostile{name: "truncated", data: truncated, kind: prepare.ErrFormat})
	return hs
}

func TestTarHostile(t *testing.T) {
	for _, gz := range []bool{false, true} {
		format := map[bool]string{false: "tar", true: "tar.gz"}[gz]
		for _, h := range tarHostile(t, gz) {
			t.Run(format+"/"+h.name, func(t *testing.T) { runHostile(t, h) })
		}
	}
}

func runHostile(t *testing.T, h hostile) {
	t.Helper()
	a := fromTOML(t, ``)
	s := newSandbox(t, h.data)
	tg := target(s.archive)
	tg.Exclude = []string{"skip"}
	_, err := a.Prepare(context.Background(), tg, s.ws, h.limits)
	var pe *prepare.Error
	if !errors.As(err, &pe) || !errors.Is(err, h.kind) {
		t.Fatalf("got %v, want a *prepare.Error of kind %v", err, h.kind)
	}
	if h.limit != "" && pe.Limit != h.limit {
		t.Fatalf("got limit %q (%v), want %q", pe.Limit, err, h.limit)
	}
	t.Log(err)
	s.checkNothingOutside(t)
}

func TestZipHostile(t *testing.T) {
	big := strings.Repeat("\x00", 4<<20)
	z := func(ents ...zipEnt) []byte { return buildZip(t, ents...) }
	withMode := func(name string, mode fs.FileMode) zipEnt {
		e := zfile(name, "target")
		e.hdr.SetMode(mode)
		return e
	}
	raw := func(name string, method uint16, flags uint16, body string, declared uint64) zipEnt {
		return zipEnt{raw: true, body: body, hdr: zip.FileHeader{
			Name: name, Method: method, Flags: flags, CRC32: crc32.ChecksumIEEE([]byte(body)),
			CompressedSize64: uint64(len(body)), UncompressedSize64: declared,
		}}
	}
	stored := func(name, body string) zipEnt { return raw(name, zip.Store, 0, body, uint64(len(body))) }
	badCRC := z(stored("a", "hello"))
	badCRC[bytes.Index(badCRC, []byte("hello"))] = 'j'

	hs := []hostile{
		{name: "traversal", data: z(zfile("../evil", "x")), kind: prepare.ErrUnsafePath},
		{name: "absolute", data: z(zfile("/tmp/evil", "x")), kind: prepare.ErrUnsafePath},
		{name: "drive", data: z(zfile("C:\\evil", "x")), kind: prepare.ErrUnsafePath},
		{name: "drive slash", data: z(zfile("c:/evil", "x")), kind: prepare.ErrUnsafePath},
		{name: "unc", data: z(zfile("\\\\server\\share\\evil", "x")), kind: prepare.ErrUnsafePath},
		{name: "backslash", data: z(zfile("a\\..\\..\\evil", "x")), kind: prepare.ErrUnsafePath},
		{name: "symlink", data: z(withMode("link", fs.ModeSymlink|0o777)), kind: prepare.ErrEntryType},
		{name: "fifo", data: z(withMode("pipe", fs.ModeNamedPipe|0o644)), kind: prepare.ErrEntryType},
		{name: "device", data: z(withMode("dev", fs.ModeDevice|0o644)), kind: prepare.ErrEntryType},
		{name: "socket", data: z(withMode("sock", fs.ModeSocket|0o644)), kind: prepare.ErrEntryType},
		{name: "encrypted", data: z(raw("secret", zip.Store, 0x1, "xxxx", 4)), kind: prepare.ErrFormat},
		{name: "method bzip2", data: z(raw("b", 12, 0, "xxxx", 4)), kind: prepare.ErrFormat},
		{name: "declared smaller than real", data: z(zipEnt{raw: true, body: string(deflate(t, "0123456789")), hdr: zip.FileHeader{
			Name: "a", Method: zip.Deflate, CRC32: crc32.ChecksumIEEE([]byte("0123456789")),
			CompressedSize64: uint64(len(deflate(t, "0123456789"))), UncompressedSize64: 5}}), kind: prepare.ErrFormat},
		{name: "declared larger than real", data: z(zipEnt{raw: true, body: string(deflate(t, "0123456789")), hdr: zip.FileHeader{
			Name: "a", Method: zip.Deflate, CRC32: crc32.ChecksumIEEE([]byte("0123456789")),
			CompressedSize64: uint64(len(deflate(t, "0123456789"))), UncompressedSize64: 20}}), kind: prepare.ErrFormat},
		{name: "stored size mismatch", data: z(raw("a", zip.Store, 0, "hello", 9)), kind: prepare.ErrFormat},
		{name: "bad checksum", data: badCRC, kind: prepare.ErrFormat},
		{name: "overlapping entries", data: overlapping(t), kind: prepare.ErrFormat},
		{name: "duplicate file", data: z(zfile("a", "1"), zfile("a", "2")), kind: prepare.ErrConflict},
		{name: "file then dir", data: z(zfile("a", "1"), zfile("a/", "")), kind: prepare.ErrConflict},
		{name: "parent is file", data: z(zfile("a", "1"), zfile("a/b", "2")), kind: prepare.ErrConflict},
		{name: "ratio bomb", data: z(zfile("zeros", big)), kind: prepare.ErrLimit, limit: prepare.LimitRatio, limits: prepare.Limits{MaxRatio: 10}},
		{name: "declared max_bytes", data: z(zfile("a", "123"), zfile("skip", "123")), kind: prepare.ErrLimit, limit: prepare.LimitBytes, limits: prepare.Limits{MaxBytes: 5}},
		{name: "max_path_bytes", data: z(zfile(strings.Repeat("n", 20), "")), kind: prepare.ErrLimit, limit: prepare.LimitPathBytes, limits: prepare.Limits{MaxPathBytes: 19}},
		{name: "max_depth", data: z(zfile("a/b/c/d", "")), kind: prepare.ErrLimit, limit: prepare.LimitDepth, limits: prepare.Limits{MaxDepth: 3}},
	}
	for _, h := range hs {
		t.Run(h.name, func(t *testing.T) { runHostile(t, h) })
	}
}

func deflate(t *testing.T, s string) []byte {
	// A one-entry zip's compressed data is a raw deflate stream.
	data := buildZip(t, zfile("x", s))
	r, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	off, _ := r.File[0].DataOffset()
	return data[off : off+int64(r.File[0].CompressedSize64)]
}

// overlapping builds a zip whose second central directory record points at
// the first entry's local header, so both entries share one data span.
func overlapping(t *testing.T) []byte {
	data := buildZip(t, zfile("a", "same"), zfile("b", "same"))
	first := bytes.Index(data, []byte("PK\x01\x02"))
	second := first + 1 + bytes.Index(data[first+1:], []byte("PK\x01\x02"))
	binary.LittleEndian.PutUint32(data[second+42:], 0)
	return data
}

func TestFormatDetection(t *testing.T) {
	good := goodArchives(t)
	tests := []struct {
		name    string
		config  string
		data    []byte
		wantErr error
	}{
		{"unknown bytes", ``, []byte("just some text, not an archive at all"), prepare.ErrFormat},
		{"empty file", ``, nil, prepare.ErrFormat},
		{"gzip of text", ``, gzipBytes(t, []byte(strings.Repeat("not a tar ", 100))), prepare.ErrFormat},
		{"zip not accepted", `formats = ["tar", "tar.gz"]`, good["zip"], prepare.ErrFormat},
		{"tar.gz not accepted", `formats = ["tar"]`, good["tar.gz"], prepare.ErrFormat},
		{"name does not matter", `formats = ["zip"]`, good["zip"], nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := fromTOML(t, tt.config)
			s := newSandbox(t, tt.data)
			_, err := a.Prepare(context.Background(), target(s.archive), s.ws, prepare.Limits{})
			if tt.wantErr == nil && err != nil || tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
				t.Fatalf("got %v, want %v", err, tt.wantErr)
			}
		})
	}
}

func TestTargetChecks(t *testing.T) {
	good := goodArchives(t)["tar"]
	s := newSandbox(t, good)
	link := filepath.Join(t.TempDir(), "link.tar")
	if err := os.Symlink(s.archive, link); err != nil {
		t.Fatal(err)
	}
	a := fromTOML(t, `max_archive_bytes = 100`)
	var pe *prepare.Error
	_, err := a.Prepare(context.Background(), target(s.archive), s.ws, prepare.Limits{})
	if !errors.As(err, &pe) || pe.Limit != "max_archive_bytes" {
		t.Errorf("max_archive_bytes: %v", err)
	}
	a = fromTOML(t, `roots = ["`+filepath.Dir(link)+`"]`)
	if _, err := a.Prepare(context.Background(), target(link), s.ws, prepare.Limits{}); !errors.Is(err, prepare.ErrTarget) {
		t.Errorf("link out of roots: %v", err)
	}
	if _, err := a.Prepare(context.Background(), target(filepath.Dir(link)), s.ws, prepare.Limits{}); !errors.Is(err, prepare.ErrTarget) {
		t.Errorf("directory target: %v", err)
	}
	for _, cfg := range []string{`formats = []`, `max_archive_bytes = 0`} {
		a := New()
		if err := toml.Unmarshal([]byte(cfg), a); err != nil {
			t.Fatal(err)
		}
		if err := a.Validate(); err == nil {
			t.Errorf("%s accepted", cfg)
		}
	}
	rar := New()
	if err := toml.Unmarshal([]byte(`formats = ["rar"]`), rar); err != nil {
		t.Fatal(err)
	}
	if err := rar.Validate(); err == nil || !strings.Contains(err.Error(), `formats: [0] "rar" is not allowed (want tar, tar.gz or zip)`) {
		t.Errorf("rar: %v", err)
	}
}

func TestFailureLeavesOnlyWorkspaceToRemove(t *testing.T) {
	data := buildTar(t, false, reg("ok/a", "1"), reg("ok/b", "2"), reg("../evil", "x"))
	s := newSandbox(t, data)
	a := fromTOML(t, ``)
	if _, err := a.Prepare(context.Background(), target(s.archive), s.ws, prepare.Limits{}); !errors.Is(err, prepare.ErrUnsafePath) {
		t.Fatalf("got %v", err)
	}
	s.checkNothingOutside(t)
	if err := workspace.RemoveWorkspace(s.ws); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Lstat(s.ws); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("workspace left: %v", err)
	}
}

func TestRegistered(t *testing.T) {
	m, ok := modules.Lookup(ID)
	if !ok || m.Summary == "" {
		t.Fatalf("module %+v", m)
	}
	table, err := config.PluginTable(m)
	if err != nil {
		t.Fatal(err)
	}
	v := m.New()
	md, err := toml.Decode(table, v)
	if err != nil || len(md.Undecoded()) > 0 {
		t.Fatalf("the generated table does not decode strictly: %v %v", err, md.Undecoded())
	}
	got, def := v.(*Archive), New()
	if got.MaxArchiveBytes != def.MaxArchiveBytes || len(got.Formats) != len(def.Formats) || len(got.Roots) != 0 {
		t.Errorf("the generated table %+v differs from the defaults %+v", got, def)
	}
}

// TestTarSparseBombs feeds sparse entries in every format a tar reader
// expands (old GNU, PAX 0.0, 0.1, 1.0), four of 256 MiB each in a tiny
// archive, plain and gzipped: each is refused as an entry type before any
// of its bytes are written (measured with wchar of /proc/self/io).
func TestTarSparseBombs(t *testing.T) {
	const realSize = 256 << 20
	for _, format := range tartest.SparseFormats {
		raw, err := tartest.Sparse(format, 4, realSize)
		if err != nil {
			t.Fatal(err)
		}
		for _, gz := range []bool{false, true} {
			data := raw
			if gz {
				data = tartest.Gzip(raw)
			}
			t.Run(fmt.Sprintf("%s/gzip=%v", format, gz), func(t *testing.T) {
				before, ok := tartest.WrittenBytes()
				if !ok {
					t.Skip("measuring bytes written needs wchar in /proc/self/io")
				}
				runHostile(t, hostile{name: format, data: data, kind: prepare.ErrEntryType})
				after, _ := tartest.WrittenBytes()
				if after-before > 1<<20 {
					t.Fatalf("a %d-byte archive made the preparer write %d bytes", len(data), after-before)
				}
			})
		}
	}
}

// TestTarDeclaredRatio: a .tar.gz whose entries declare more than max_ratio
// times the archive's size is refused on the headers, before a byte of
// the entry is written. Before, the preparer wrote the entry until the
// decompressed stream passed the ratio (at least the 1 MiB floor).
func TestTarDeclaredRatio(t *testing.T) {
	data := buildTar(t, true, reg("zeros", strings.Repeat("\x00", 32<<20)))
	s := newSandbox(t, data)
	before, ok := tartest.WrittenBytes()
	if !ok {
		t.Skip("measuring bytes written needs wchar in /proc/self/io")
	}
	_, err := fromTOML(t, ``).Prepare(context.Background(), target(s.archive), s.ws, prepare.Limits{MaxRatio: 10})
	written, _ := tartest.WrittenBytes()
	written -= before
	var pe *prepare.Error
	if !errors.As(err, &pe) || pe.Limit != prepare.LimitRatio || !strings.Contains(pe.Msg, "declare") {
		t.Fatalf("got %v, want max_ratio on the declared sizes", err)
	}
	if written > 256<<10 {
		t.Fatalf("a %d-byte archive made the preparer write %d bytes before refusing it", len(data), written)
	}
}

// TestLimitsSkipFiles: a file over limits.file_max_bytes is left out and
// listed as not scanned, with its size and the key that limits it, and
// past limits.workspace_max_files the extraction stops listing, keeps what
// it extracted and says where it stopped and how to raise the limit: the
// rest of the archive is scanned, in every format.
func TestLimitsSkipFiles(t *testing.T) {
	a := fromTOML(t, ``)
	for _, tc := range []struct {
		name   string
		ents   []string // name=body
		limits prepare.Limits
		files  []string // extracted
		skip   string   // the Skip, as path: reason fragment
	}{
		{"file_max_bytes", []string{"a=12345", "b=12"}, prepare.Limits{MaxFileBytes: 4}, []string{"b"},
			"a: 5 bytes, over the limit of 4 (limits.file_max_bytes in worker.toml)"},
		{"workspace_max_files", []string{"a=1", "b=2", "c=3"}, prepare.Limits{MaxFiles: 2}, []string{"a", "b"},
			"c: listing stopped here, after 2 entries (files and directories): over the limit of 2 (limits.workspace_max_files in worker.toml)"},
		{"workspace_max_files counts directories", []string{"d/e/f=1", "g=2"}, prepare.Limits{MaxFiles: 2}, nil, "listing stopped here"},
	} {
		var tents []tarEnt
		var zents []zipEnt
		for _, e := range tc.ents {
			name, body, _ := strings.Cut(e, "=")
			tents = append(tents, reg(name, body))
			zents = append(zents, zfile(name, body))
		}
		for format, data := range map[string][]byte{"tar": buildTar(t, false, tents...), "tar.gz": buildTar(t, true, tents...), "zip": buildZip(t, zents...)} {
			t.Run(tc.name+"/"+format, func(t *testing.T) {
				s := newSandbox(t, data)
				res, err := a.Prepare(context.Background(), target(s.archive), s.ws, tc.limits)
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				filepath.WalkDir(s.ws, func(p string, d fs.DirEntry, err error) error {
					if err == nil && d.Type().IsRegular() {
						rel, _ := filepath.Rel(s.ws, p)
						got = append(got, filepath.ToSlash(rel))
					}
					return err
				})
				if strings.Join(got, " ") != strings.Join(tc.files, " ") {
					t.Errorf("extracted %q, want %q", got, tc.files)
				}
				if len(res.Skipped) != 1 || !strings.Contains(res.Skipped[0].Path+": "+res.Skipped[0].Reason, tc.skip) {
					t.Errorf("skipped %+v, want one: %q", res.Skipped, tc.skip)
				}
				s.checkNothingOutside(t)
			})
		}
	}
}
