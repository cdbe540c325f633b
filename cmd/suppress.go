package workercmd

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"os"
	"strings"

	"github.com/sluicehq/sluice/cmd/internal/report"
	"github.com/sluicehq/sluice/internal/hexdigest"
)

// maxSuppressBytes caps a --baseline or --ignore file.
const maxSuppressBytes = 256 << 20

// suppressed is the set of finding fingerprints worker scan does not
// report: those of a previous report (--baseline) and of ignore files
// (--ignore).
type suppressed map[string]bool

// readLimited reads a whole file of at most maxSuppressBytes.
func readLimited(flag, path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, usagef("%s: %v", flag, err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxSuppressBytes+1))
	if err != nil {
		return nil, usagef("%s %s: %v", flag, path, err)
	}
	if len(b) > maxSuppressBytes {
		return nil, usagef("%s %s: larger than %d bytes", flag, path, maxSuppressBytes)
	}
	return b, nil
}

// addBaseline adds the fingerprints of a previous `worker scan` report:
// a SARIF log (--format sarif) or JSON lines (--format json).
func (s suppressed) addBaseline(path string) error {
	b, err := readLimited("--baseline", path)
	if err != nil {
		return err
	}
	trimmed := bytes.TrimSpace(b)
	var log struct {
		Runs []struct {
			Results []struct {
				PartialFingerprints map[string]string `json:"partialFingerprints"`
			} `json:"results"`
		} `json:"runs"`
	}
	if bytes.HasPrefix(trimmed, []byte("{")) && json.Unmarshal(trimmed, &log) == nil && log.Runs != nil {
		for _, run := range log.Runs {
			for _, r := range run.Results {
				if fp := r.PartialFingerprints[report.FingerprintKey]; fp != "" {
					s[fp] = true
				}
			}
		}
		return nil
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var rec struct {
			Fingerprint string `json:"fingerprint"`
		}
		if err := json.Unmarshal(line, &rec); err != nil {
			return usagef("--baseline %s:%d: not a SARIF log or JSON lines from worker scan --format json: %v", path, n, err)
		}
		if rec.Fingerprint != "" {
			s[rec.Fingerprint] = true
		}
	}
	if err := sc.Err(); err != nil {
		return usagef("--baseline %s: %v", path, err)
	}
	return nil
}

// addIgnoreFile adds the fingerprints listed in an ignore file: one per
// line, with blank lines and # comments (also after a fingerprint)
// skipped.
func (s suppressed) addIgnoreFile(path string) error {
	b, err := readLimited("--ignore", path)
	if err != nil {
		return err
	}
	for n, line := range strings.Split(string(b), "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if !hexdigest.IsSHA256(line) {
			return usagef("--ignore %s:%d: %q is not a finding fingerprint (64 lowercase hex digits, as worker scan --format json prints)", path, n+1, line)
		}
		s[line] = true
	}
	return nil
}

// suppressions builds the set from the flags, nil when there are none.
func suppressions(baseline string, ignore []string) (suppressed, error) {
	if baseline == "" && len(ignore) == 0 {
		return nil, nil
	}
	s := suppressed{}
	if baseline != "" {
		if err := s.addBaseline(baseline); err != nil {
			return nil, err
		}
	}
	for _, f := range ignore {
		if err := s.addIgnoreFile(f); err != nil {
			return nil, err
		}
	}
	return s, nil
}
