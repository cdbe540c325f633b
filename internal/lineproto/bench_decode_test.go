package lineproto

import "testing"

func BenchmarkDecodeFinding(b *testing.B) {
	line := []byte(`{"type":"finding","finding":{"rule_id":"marker","path":"a/b/c.txt","line":3,"column":5,"start_offset":10,"end_offset":20,"match":"DO-N*****","fingerprint":"0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef","severity":"low"}}`)
	b.SetBytes(int64(len(line)))
	for b.Loop() {
		if _, err := Decode(line); err != nil {
			b.Fatal(err)
		}
	}
}
