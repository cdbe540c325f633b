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
	headerBytes  int64 // magic and frame header
	end          int64 // file offset just past the frame
}

// frameError is a walkFrame failure: kind, file offset and detail.
type frameError struct {
	kind   error
	offset int64
	detail string
}

func (e *frameError) Error() string { return e.detail }

func frameFail(kind error, off int64, format string, args ...any) error {
	return &frameError{kind: kind, offset: off, detail: fmt.Sprintf(format, args...)}
}

// walkFrame checks the structure of the single zstd frame at the start of
// src (size bytes) by reading its header and every block header, without
// decompressing anything: the magic, the frame header descriptor, the
// window size against maxWindow, the declared content size against
// maxContent, every block's type and size, and the content checksum. The
// frame must end exactly at size.
func walkFrame(src io.ReaderAt, size int64, maxWindow uint64, maxContent int64) (frameInfo, error) {
	info, err := readFrameHeader(src, size, maxWindow, maxContent)
	if err != nil {
		return frameInfo{}, err
	}
	off, err := walkBlocks(src, size, info.headerBytes, min(info.windowBytes, maxBlockBytes))
	if err != nil {
		return frameInfo{}, err
	}
	if size-off < 4 {
		return frameInfo{}, frameFail(ErrTruncated, off, "file ends inside the zstd content checksum")
	}
	off += 4
	if off != size {
		return frameInfo{}, frameFail(ErrTrailingData, off, "%d bytes after the end of the zstd frame", size-off)
	}
	info.end = off
	return info, nil
}

// readFrameHeader parses the magic and the frame header (RFC 8878 §3.1.1.1).
func readFrameHeader(src io.ReaderAt, size int64, maxWindow uint64, maxContent int64) (frameInfo, error) {
	var hdr [18]byte // magic, descriptor, window, no dictionary id, 8-byte content size
	n, err := src.ReadAt(hdr[:min(int64(len(hdr)), size)], 0)
	if err != nil && !errors.Is(err, io.EOF) {
		return frameInfo{}, err
	}
	switch {
	case size == 0:
		return frameInfo{}, frameFail(ErrTruncated, 0, "file is empty")
	case n < 4 && [4]byte(append(hdr[:n:n], zstdMagic[n:]...)) == zstdMagic:
		return frameInfo{}, frameFail(ErrTruncated, 0, "file ends inside the zstd magic number")
	case n < 4 || [4]byte(hdr[:4]) != zstdMagic:
		return frameInfo{}, frameFail(ErrNotZstd, 0, "file starts with % x, not the zstd magic number 28 b5 2f fd", hdr[:min(n, 4)])
	case n < 5:
		return frameInfo{}, frameFail(ErrTruncated, 4, "file ends inside the zstd frame header")
	}
	fhd := hdr[4]
	fcsFlag, single := fhd>>6, fhd&0x20 != 0
	switch {
	case fhd&0x08 != 0:
		return frameInfo{}, frameFail(ErrCorrupt, 4, "zstd frame header sets the reserved bit")
	case fhd&0x03 != 0:
		return frameInfo{}, frameFail(ErrCorrupt, 4, "zstd frame names a dictionary; bundles use none")
	case fhd&0x04 == 0:
		return frameInfo{}, frameFail(ErrCorrupt, 4, "zstd frame has no content checksum; bundles require one")
	}
	info := frameInfo{contentBytes: -1}
	pos := 5
	if !single {
		if n < pos+1 {
			return frameInfo{}, frameFail(ErrTruncated, int64(pos), "file ends inside the zstd frame header")
		}
		exp, mant := uint64(hdr[pos]>>3), uint64(hdr[pos]&7)
		base := uint64(1) << (10 + exp)
		info.windowBytes = base + base/8*mant
		pos++
	}
	fcsLen := [4]int{0, 2, 4, 8}[fcsFlag]
	if fcsFlag == 0 && single {
		fcsLen = 1
	}
	if fcsLen > 0 {
		if n < pos+fcsLen {
			return frameInfo{}, frameFail(ErrTruncated, int64(pos), "file ends inside the zstd frame content size")
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
			return frameInfo{}, frameFail(ErrTooLarge, int64(pos), "zstd frame declares %d bytes of content, over the limit of %d", fcs, maxContent)
		}
		info.contentBytes = int64(fcs)
		if single {
			info.windowBytes = fcs
		}
		pos += fcsLen
	}
	if info.windowBytes > maxWindow {
		return frameInfo{}, frameFail(ErrTooLarge, 5, "zstd frame declares a %d-byte window, over the limit of %d", info.windowBytes, maxWindow)
	}
	info.headerBytes = int64(pos)
	return info, nil
}

// walkBlocks hops over the blocks starting at off (RFC 8878 §3.1.1.2) and
// returns the offset just past the last one.
func walkBlocks(src io.ReaderAt, size, off int64, maxBlock uint64) (int64, error) {
	var bh [3]byte
	for {
		if off+3 > size {
			return 0, frameFail(ErrTruncated, off, "file ends inside the zstd block header at %d", off)
		}
		if _, err := src.ReadAt(bh[:], off); err != nil {
			return 0, err
		}
		v := uint32(bh[0]) | uint32(bh[1])<<8 | uint32(bh[2])<<16
		last, typ, bsize := v&1 != 0, (v>>1)&3, uint64(v>>3)
		stored := bsize // raw and compressed blocks store bsize bytes
		switch typ {
		case 1: // RLE: one byte, repeated bsize times
			stored = 1
		case 3:
			return 0, frameFail(ErrCorrupt, off, "zstd block at %d has the reserved block type", off)
		}
		if bsize > maxBlock {
			return 0, frameFail(ErrCorrupt, off, "zstd block at %d declares %d bytes, over the block limit of %d", off, bsize, maxBlock)
		}
		off += 3
		if uint64(size-off) < stored {
			return 0, frameFail(ErrTruncated, off, "file ends inside the zstd block at %d (%d of %d bytes present)", off-3, size-off, stored)
		}
		off += int64(stored)
		if last {
			return off, nil
		}
	}
}
