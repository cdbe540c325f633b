package wasmtest

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
)

// PatchCompiledCode is for tests of the compile cache's authentication: it
// overwrites the machine code of every wazero compiled-module blob found in
// the files under dir with 0xCC (int3 on amd64: a trap if it ever runs)
// and fixes the blob's CRC-32C, as someone who can write the cache would.
// It returns how many blobs it patched.
func PatchCompiledCode(dir string) (int, error) {
	patched := 0
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		at := bytes.Index(data, []byte("WAZEVO"))
		if at < 0 || len(data) < at+7 {
			return nil
		}
		blob := data[at:]
		// magic, version length and version, function count, one 8-byte
		// offset per function, code length, code, CRC-32C of the code.
		off := 6 + 1 + int(blob[6])
		funcs := int(binary.LittleEndian.Uint32(blob[off:]))
		off += 4 + 8*funcs
		n := int(binary.LittleEndian.Uint64(blob[off:]))
		off += 8
		code := blob[off : off+n]
		for i := range code {
			code[i] = 0xCC
		}
		binary.LittleEndian.PutUint32(blob[off+n:], crc32.Checksum(code, crc32.MakeTable(crc32.Castagnoli)))
		patched++
		return os.WriteFile(p, data, 0o600)
	})
	return patched, err
}
