package prepare

import (
	"crypto/sha256"
	"encoding/hex"
	"testing"
)

func TestDigestEncoding(t *testing.T) {
	a := FileSum{Path: "b.txt", Size: 3, SHA256: sha256.Sum256([]byte("abc"))}
	b := FileSum{Path: "a/x", Size: 0, SHA256: sha256.Sum256(nil)}
	want := sha256.Sum256([]byte(digestVersion +
		"a/x\x000\x00" + hex.EncodeToString(b.SHA256[:]) + "\n" +
		"b.txt\x003\x00" + hex.EncodeToString(a.SHA256[:]) + "\n"))
	if got := digest([]FileSum{a, b}); got != hex.EncodeToString(want[:]) {
		t.Fatalf("Digest = %s, want %s", got, hex.EncodeToString(want[:]))
	}
	if digest([]FileSum{a, b}) != digest([]FileSum{b, a}) {
		t.Error("digest depends on input order")
	}
	empty := sha256.Sum256([]byte(digestVersion))
	if got := digest(nil); got != hex.EncodeToString(empty[:]) {
		t.Errorf("empty digest = %s", got)
	}
	c := a
	c.Size = 4
	if digest([]FileSum{a}) == digest([]FileSum{c}) {
		t.Error("size does not change the digest")
	}
}
