package state

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"
)

func openPair(t *testing.T, dir string) (*RecordPair, []byte) {
	t.Helper()
	p, data, err := OpenRecordPair(dir, "0", 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p, data
}

func TestRecordPairAlternatesAndReadsNewest(t *testing.T) {
	dir := t.TempDir()
	p, data := openPair(t, dir)
	if data != nil {
		t.Fatalf("fresh pair: %q, want nil", data)
	}
	for i, rec := range []string{"one", "two, longer", "3"} {
		if err := p.Write([]byte(rec), true); err != nil {
			t.Fatal(err)
		}
		got, err := ReadRecordPair(dir, "0", 1<<20)
		if err != nil || string(got) != rec {
			t.Fatalf("write %d: read %q, %v; want %q", i, got, err, rec)
		}
	}
	p.Close()
	_, data = openPair(t, dir)
	if string(data) != "3" {
		t.Fatalf("reopened: %q, want %q", data, "3")
	}
}

// A power loss tears the copy being written; the reader must fall back to
// the other copy, which holds the last durable record. Every prefix of the
// new frame, and the new frame with damaged bytes, are tried.
func TestRecordPairTornWriteFallsBack(t *testing.T) {
	dir := t.TempDir()
	p, _ := openPair(t, dir)
	for _, rec := range []string{"first durable record", "second durable record"} {
		if err := p.Write([]byte(rec), true); err != nil {
			t.Fatal(err)
		}
	}
	// The next write goes to copy a (b holds the newest durable record).
	if err := p.Write([]byte("third record, torn by a power loss"), true); err != nil {
		t.Fatal(err)
	}
	paths := RecordPairPaths(dir, "0")
	full, err := os.ReadFile(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	old := []byte("first durable record")
	for cut := range len(full) {
		// What a torn write leaves: the new frame's first cut bytes over the
		// old frame's bytes.
		torn := append([]byte{}, full[:cut]...)
		oldFrame := frameFor(t, 1, old)
		if cut < len(oldFrame) {
			torn = append(torn, oldFrame[cut:]...)
		}
		if err := os.WriteFile(paths[0], torn, 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := ReadRecordPair(dir, "0", 1<<20)
		if err != nil {
			t.Fatalf("cut at %d: %v", cut, err)
		}
		if want := "second durable record"; string(got) != want {
			t.Fatalf("cut at %d: read %q, want %q", cut, got, want)
		}
	}
	damaged := append([]byte{}, full...)
	damaged[len(damaged)-3] ^= 0x40
	if err := os.WriteFile(paths[0], damaged, 0o600); err != nil {
		t.Fatal(err)
	}
	if got, err := ReadRecordPair(dir, "0", 1<<20); err != nil || string(got) != "second durable record" {
		t.Fatalf("damaged newest copy: %q, %v; want the other copy", got, err)
	}
}

func frameFor(t *testing.T, seq uint64, payload []byte) []byte {
	t.Helper()
	p := &RecordPair{dir: t.TempDir(), name: "x", durable: -1, seq: seq - 1}
	if err := p.Write(payload, false); err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	data, err := os.ReadFile(RecordPairPaths(p.dir, p.name)[0])
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// An unsynced write goes to the copy that does not hold the durable
// record, and so does the synced write after it: losing the unsynced one
// (or tearing the synced one) leaves the last durable record readable.
func TestRecordPairUnsyncedNeverOverwritesDurable(t *testing.T) {
	dir := t.TempDir()
	p, _ := openPair(t, dir)
	if err := p.Write([]byte("durable"), true); err != nil { // copy a
		t.Fatal(err)
	}
	for _, rec := range []string{"unsynced 1", "unsynced 2"} {
		if err := p.Write([]byte(rec), false); err != nil {
			t.Fatal(err)
		}
		if got, err := ReadRecordPair(dir, "0", 1<<20); err != nil || string(got) != rec {
			t.Fatalf("read %q, %v; want %q (the process sees its own unsynced writes)", got, err, rec)
		}
	}
	paths := RecordPairPaths(dir, "0")
	if data, _ := os.ReadFile(paths[0]); !bytes.HasSuffix(data, []byte("durable")) {
		t.Fatalf("the durable copy was overwritten: %q", data)
	}
	if err := p.Write([]byte("synced after"), true); err != nil { // still copy b
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(paths[0]); !bytes.HasSuffix(data, []byte("durable")) {
		t.Fatalf("the synced write after unsynced ones went to the durable copy: %q", data)
	}
	if err := p.Write([]byte("next"), true); err != nil { // now copy a
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(paths[1]); !bytes.HasSuffix(data, []byte("synced after")) {
		t.Fatalf("copy b: %q, want the record before the newest", data)
	}
}

func TestRecordPairErrors(t *testing.T) {
	t.Run("both copies damaged", func(t *testing.T) {
		dir := t.TempDir()
		paths := RecordPairPaths(dir, "0")
		for _, p := range paths {
			if err := os.WriteFile(p, []byte("not a frame at all, but long enough"), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		_, _, err := OpenRecordPair(dir, "0", 1<<20)
		if err == nil || !strings.Contains(err.Error(), "no valid record") || !strings.Contains(err.Error(), "bad magic") {
			t.Fatalf("err %v, want no valid record (bad magic)", err)
		}
	})
	t.Run("other format version", func(t *testing.T) {
		dir := t.TempDir()
		p, _ := openPair(t, dir)
		if err := p.Write([]byte("x"), true); err != nil {
			t.Fatal(err)
		}
		path := RecordPairPaths(dir, "0")[0]
		data, _ := os.ReadFile(path)
		data[7] = '9'
		os.WriteFile(path, data, 0o600)
		_, err := ReadRecordPair(dir, "0", 1<<20)
		if !errors.Is(err, ErrRecordVersion) || !strings.Contains(err.Error(), "frame version 9") {
			t.Fatalf("err %v, want ErrRecordVersion naming version 9", err)
		}
	})
	t.Run("over the limit", func(t *testing.T) {
		dir := t.TempDir()
		p, _ := openPair(t, dir)
		if err := p.Write(bytes.Repeat([]byte("x"), 100), true); err != nil {
			t.Fatal(err)
		}
		if _, err := ReadRecordPair(dir, "0", 99); err == nil || !strings.Contains(err.Error(), "over the limit of 99") {
			t.Fatalf("err %v, want over the limit", err)
		}
	})
	t.Run("first write torn", func(t *testing.T) {
		dir := t.TempDir()
		if err := os.WriteFile(RecordPairPaths(dir, "0")[0], []byte("sluirec1\x01"), 0o600); err != nil {
			t.Fatal(err)
		}
		if got, err := ReadRecordPair(dir, "0", 1<<20); err != nil || got != nil {
			t.Fatalf("%q, %v; want no record: the pair's first write never became durable", got, err)
		}
	})
	t.Run("symlink", func(t *testing.T) {
		dir := t.TempDir()
		if err := os.Symlink("/etc/passwd", RecordPairPaths(dir, "0")[0]); err != nil {
			t.Fatal(err)
		}
		if _, _, err := OpenRecordPair(dir, "0", 1<<20); err == nil {
			t.Fatal("a symlinked copy was opened")
		}
	})
}
