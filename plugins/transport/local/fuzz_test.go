package local

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sluicehq/sluice/core/job"
)

// FuzzParseNames feeds hostile directory entry names to the name parsers:
// they never panic, and what they accept is a valid id that formats back to
// the same name.
func FuzzParseNames(f *testing.F) {
	for _, seed := range []string{
		"00000000000000000001@job-1", "job-1@req-1", "@", "junk", "../x@y",
		"0000000000000000000a@x", "99999999999999999999@x", "x@y@z", ".tmp-1234",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if order, id, err := parseReadyName(name); err == nil {
			if job.ValidateID("job_id", id) != nil || readyName(order, id) != name {
				t.Fatalf("ready name %q parsed to %d, %q", name, order, id)
			}
		}
		if id, req, err := parseLeasedName(name); err == nil {
			if job.ValidateID("job_id", id) != nil || job.ValidateID("request_id", req) != nil || id+"@"+req != name {
				t.Fatalf("leased name %q parsed to %q, %q", name, id, req)
			}
		}
	})
}

// FuzzJournalTail feeds hostile progress journals to journalTail: it never
// panics, and on success the file ends at a line boundary no longer than
// before.
func FuzzJournalTail(f *testing.F) {
	f.Add([]byte(`{"seq":1,"job_id":"j","attempt":1,"time":"0001-01-01T00:00:00Z","phase":"scan"}` + "\n"))
	f.Add([]byte("{\"seq\":2}\n{\"seq\":3"))
	f.Add([]byte("not json\n"))
	f.Add([]byte("\n\n"))
	f.Add([]byte{})
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		p := filepath.Join(dir, "j.jsonl")
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
		fh, err := os.OpenFile(p, os.O_RDWR, 0)
		if err != nil {
			t.Fatal(err)
		}
		defer fh.Close()
		size, _, err := journalTail(fh)
		if err != nil {
			return
		}
		fi, _ := fh.Stat()
		if size > int64(len(data)) || fi.Size() != size || (size > 0 && data[size-1] != '\n') {
			t.Fatalf("size %d (file %d) for %d bytes", size, fi.Size(), len(data))
		}
	})
}
