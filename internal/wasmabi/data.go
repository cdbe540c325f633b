package wasmabi

import (
	"encoding/binary"
	"fmt"

	"github.com/sluicehq/sluice/sdk/scanner"
)

// AppendDataFiles encodes files as the data-file list sluice_configure
// takes:
//
//	u32 count | count × ( u32 name_len | name | u32 data_len | data )
//
// It refuses more than MaxDataFiles files or more than MaxDataBytes in
// all.
func AppendDataFiles(dst []byte, files []scanner.DataFile) ([]byte, error) {
	if len(files) > MaxDataFiles {
		return nil, fmt.Errorf("%d data files, more than the limit of %d", len(files), MaxDataFiles)
	}
	total := 4
	for _, f := range files {
		total += 8 + len(f.Name) + len(f.Data)
	}
	if total > MaxDataBytes {
		return nil, fmt.Errorf("data files of %d bytes in all, more than the limit of %d", total, MaxDataBytes)
	}
	le := binary.LittleEndian
	dst = le.AppendUint32(dst, uint32(len(files)))
	for _, f := range files {
		dst = le.AppendUint32(dst, uint32(len(f.Name)))
		dst = append(dst, f.Name...)
		dst = le.AppendUint32(dst, uint32(len(f.Data)))
		dst = append(dst, f.Data...)
	}
	return dst, nil
}

// ParseDataFiles decodes a data-file list made by AppendDataFiles. The
// files' bytes are copied out of b. A list that does not parse exactly
// (a length past its end, bytes left over, too many files) is an error.
func ParseDataFiles(b []byte) ([]scanner.DataFile, error) {
	if len(b) > MaxDataBytes {
		return nil, fmt.Errorf("data-file list of %d bytes, more than the limit of %d", len(b), MaxDataBytes)
	}
	le := binary.LittleEndian
	if len(b) < 4 {
		return nil, fmt.Errorf("data-file count: %w", ErrTruncated)
	}
	n := le.Uint32(b)
	b = b[4:]
	if n > MaxDataFiles {
		return nil, fmt.Errorf("%d data files, more than the limit of %d", n, MaxDataFiles)
	}
	field := func(what string, i uint32) ([]byte, error) {
		if len(b) < 4 {
			return nil, fmt.Errorf("data file %d %s length: %w", i, what, ErrTruncated)
		}
		l := le.Uint32(b)
		b = b[4:]
		if uint64(l) > uint64(len(b)) {
			return nil, fmt.Errorf("data file %d %s of %d bytes, %d left: %w", i, what, l, len(b), ErrTruncated)
		}
		v := b[:l]
		b = b[l:]
		return v, nil
	}
	files := make([]scanner.DataFile, 0, n)
	for i := range n {
		name, err := field("name", i)
		if err != nil {
			return nil, err
		}
		data, err := field("data", i)
		if err != nil {
			return nil, err
		}
		files = append(files, scanner.DataFile{Name: string(name), Data: append([]byte(nil), data...)})
	}
	if len(b) != 0 {
		return nil, fmt.Errorf("data-file list has %d bytes after its last file", len(b))
	}
	return files, nil
}
