package prepare

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"sort"
	"strconv"
)

// digestVersion starts the digest input, so a future change of encoding
// cannot collide with this one.
const digestVersion = "sluice-workspace-digest-v1\n"

// FileSum is one regular file of a workspace as the digest sees it.
type FileSum struct {
	// Path is the workspace-relative, slash-separated path.
	Path string
	// Size is the file's length in bytes.
	Size int64
	// SHA256 is the sha256 of the file's content.
	SHA256 [sha256.Size]byte
}

// digest returns the workspace digest of files as lowercase hex. It is the
// sha256 of digestVersion followed by, for each file in ascending byte order
// of Path:
//
//	Path NUL decimal(Size) NUL hex(SHA256) LF
//
// Paths never contain NUL, so the encoding is unambiguous. Directories,
// symlinks and other non-regular entries do not take part, and neither do
// file modes or times: two workspaces with the same regular files at the same
// paths have the same digest. An empty workspace hashes digestVersion alone.
// digest does not modify files.
func digest(files []FileSum) string {
	sorted := make([]FileSum, len(files))
	copy(sorted, files)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Path < sorted[j].Path })
	h := sha256.New()
	io.WriteString(h, digestVersion)
	var hexSum [2 * sha256.Size]byte
	var num []byte
	for _, f := range sorted {
		io.WriteString(h, f.Path)
		num = strconv.AppendInt(append(num[:0], 0), f.Size, 10)
		num = append(num, 0)
		h.Write(num)
		hex.Encode(hexSum[:], f.SHA256[:])
		h.Write(hexSum[:])
		h.Write([]byte{'\n'})
	}
	return hex.EncodeToString(h.Sum(nil))
}
