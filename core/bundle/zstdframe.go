package bundle

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// zstdMagic starts every zstd frame (RFC 8878 §3.1.1), little endian.
var zstdMagic = [4]byte{0x28, 0xb5, 0x2f, 0xfd}

// frameInfo is what walkFrame learns from a zstd frame without decoding it.
type frameInfo struct {
	windowBytes  uint64
	contentBytes int64 // -1 when the frame does not declare it
	end          int64 // file offset just past the frame
}

// frameError is a walkFrame failure: kind, file offset and detail.
type frameError struct {
	kind   error
	offset int64
	detail string
}

func (e *frameError) Error() string { return e.detail }

// walkFrame checks the structure of the single zstd frame at the start of
// src (size bytes) by reading its header and every block header, without
// decompressing anything: the magic, the frame header descriptor, the
// window size against maxWindow, the declared content size against
// maxContent, every block's type and size, and the content checksum. The
// frame must end exactly at size.
func walkFrame(src io.ReaderAt, size int64, maxWindow uint64, maxContent int64) (frameInfo, error) {
	fail := func(kind error, off int64, format string, args ...any) (frameInfo, error) {
		return frameInfo{}, &frameError{kind: kind, offset: off, detail: fmt.Sprintf(format, args...)}
	}
	var hdr [18]byte
	n, err := src.ReadAt(hdr[:min(int64(len(hdr)), size)], 0)
	if err != nil && !errors.Is(err, io.EOF) {
		return frameInfo{}, err
	}
	if size == 0 {
		return fail(ErrTruncated, 0, "file is empty")
	}
	if n < 4 {
		if [4]byte(append(hdr[:n:n], zstdMagic[n:]...)) == zstdMagic {
			return fail(ErrTruncated, 0, "file ends inside the zstd magic number")
		}
		return fail(ErrNotZstd, 0, "file does not start with the zstd magic number 28 b5 2f fd")
	}
	if [4]byte(hdr[:4]) != zstdMagic {
		return fail(ErrNotZstd, 0, "file starts with % x, not the zstd magic number 28 b5 2f fd", hdr[:4])
	}
	if n < 5 {
		return fail(ErrTruncated, 4, "file ends inside the zstd frame header")
	}
	fhd := hdr[4]
	fcsFlag := fhd >> 6
	single := fhd&0x20 != 0
	checksum := fhd&0x04 != 0
	dictFlag := fhd & 0x03
	if fhd&0x08 != 0 {
		return fail(ErrCorrupt, 4, "zstd frame header sets the reserved bit")
	}
	if dictFlag != 0 {
		return fail(ErrCorrupt, 4, "zstd frame names a dictionary; bundles use none")
	}
	if !checksum {
		return fail(ErrCorrupt, 4, "zstd frame has no content checksum; bundles require one")
	}
	pos := 5
	var window uint64
	if !single {
		if n < pos+1 {
			return fail(ErrTruncated, int64(pos), "file ends inside the zstd frame header")
		}
		wd := hdr[pos]
		exp, mant := uint64(wd>>3), uint64(wd&7)
		base := uint64(1) << (10 + exp)
		window = base + base/8*mant
		pos++
	}
	fcsLen := [4]int{0, 2, 4, 8}[fcsFlag]
	if fcsFlag == 0 && single {
		fcsLen = 1
	}
	info := frameInfo{contentBytes: -1}
	if fcsLen > 0 {
		if n < pos+fcsLen {
			return fail(ErrTruncated, int64(pos), "file ends inside the zstd frame content size")
		}
		var fcs uint64
		switch fcsLen {
		case 1:
			fcs = uint64(hdr[pos])
		case 2:
			fcs = uint64(binary.LittleEndian.Uint16(hdr[pos:])) + 256
		case 4:
			fcs = uint64(binary.LittleEndian.Uint32(hdr[pos:]))
		case 8:
			fcs = binary.LittleEndian.Uint64(hdr[pos:])
		}
		if fcs > uint64(maxContent) {
			return fail(ErrTooLarge, int64(pos), "zstd frame declares %d bytes of content, over the limit of %d", fcs, maxContent)
		}
		info.contentBytes = int64(fcs)
		if single {
			window = fcs
		}
		pos += fcsLen
	}
	if window > maxWindow {
		return fail(ErrTooLarge, 5, "zstd frame declares a %d-byte window, over the limit of %d", window, maxWindow)
	}
	info.windowBytes = window
	maxBlock := min(window, maxBlockBytes)
	off := int64(pos)
	var bh [3]byte
	for {
		if off+3 > size {
			return fail(ErrTruncated, off, "file ends inside the zstd block header at %d", off)
		}
		if _, err := src.ReadAt(bh[:], off); err != nil {
			return frameInfo{}, err
		}
		v := uint32(bh[0]) | uint32(bh[1])<<8 | uint32(bh[2])<<16
		last, typ, bsize := v&1 != 0, (v>>1)&3, uint64(v>>3)
		var stored uint64
		switch typ {
		case 0: // raw
			stored = bsize
		case 1: // RLE: one byte repeated bsize times
			stored = 1
		case 2: // compressed
			stored = bsize
		default:
			return fail(ErrCorrupt, off, "zstd block at %d has the reserved block type", off)
		}
		if bsize > maxBlock {
			return fail(ErrCorrupt, off, "zstd block at %d declares %d bytes, over the block limit of %d", off, bsize, maxBlock)
		}
		off += 3
		if uint64(size-off) < stored {
			return fail(ErrTruncated, off, "file ends inside the zstd block at %d (%d of %d bytes present)", off-3, size-off, stored)
		}
		off += int64(stored)
		if last {
			break
		}
	}
	if size-off < 4 {
		return fail(ErrTruncated, off, "file ends inside the zstd content checksum")
	}
	off += 4
	if off != size {
		return fail(ErrTrailingData, off, "%d bytes after the end of the zstd frame", size-off)
	}
	info.end = off
	return info, nil
}
