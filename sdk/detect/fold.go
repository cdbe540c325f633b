package detect

// IndexFold returns the byte offset of the first occurrence of keyword in
// data, matching ASCII letters case-insensitively, or -1 if there is none
// (or keyword is empty). Every other byte, including all of non-ASCII text
// and invalid UTF-8, must match exactly, so the offset is an offset into
// data itself: use it directly in a Finding. Searching a lowered copy
// instead (bytes.ToLower) shifts offsets, because lowering changes the
// length of some non-ASCII text and rewrites invalid UTF-8.
//
// It is the single-keyword form of Matcher, for code inside Detect; to find
// many keywords in one pass, build a Matcher once and reuse it.
func IndexFold(data []byte, keyword string) int {
	n := len(keyword)
	if n == 0 || n > len(data) {
		return -1
	}
	first := lower(keyword[0])
	for i := 0; i+n <= len(data); i++ {
		if lower(data[i]) != first {
			continue
		}
		j := 1
		for j < n && lower(data[i+j]) == lower(keyword[j]) {
			j++
		}
		if j == n {
			return i
		}
	}
	return -1
}
