package diag

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"unicode/utf8"

	"github.com/sluicehq/sluice/core/transport"
)

// MaxReportBytes is the largest JSON encoding of a terminal report that a
// worker sends: 16 KiB.
const MaxReportBytes = 16 << 10

// MinReportBytes is the smallest budget Fit honours. A smaller maxBytes is
// raised to it, because the fixed fields of a report (ids, reason, a short
// message) must still fit.
const MinReportBytes = 1 << 10

// Limits on the short fields of a report, applied by Fit before any
// shrinking of the captured output.
const (
	// MaxReasonBytes bounds TerminalReport.Reason.
	MaxReasonBytes = 64
	// MaxMessageBytes bounds TerminalReport.Message.
	MaxMessageBytes = 512
)

// Fit returns r shrunk so that its JSON encoding is at most maxBytes
// (raised to MinReportBytes when smaller). Reason and Message are first
// truncated to MaxReasonBytes and MaxMessageBytes; then Stdout, Stderr and
// Body share what is left in proportion to their encoded sizes, each keeping
// its head and tail around a "…[N bytes elided]…" marker. Text is cut only at
// UTF-8 boundaries. A report that already fits is returned unchanged.
func Fit(r transport.TerminalReport, maxBytes int) transport.TerminalReport {
	if maxBytes < MinReportBytes {
		maxBytes = MinReportBytes
	}
	if encodedLen(r) <= maxBytes {
		return r
	}
	r.Reason = fitString(r.Reason, MaxReasonBytes, truncate)
	r.Message = fitString(r.Message, MaxMessageBytes, elide)
	// JobID is bounded by job.ValidateID in every valid assignment; cut a
	// hostile one anyway so the guarantee holds for any input.
	r.JobID = fitString(r.JobID, 64, truncate)
	if encodedLen(r) <= maxBytes {
		return r
	}
	fields := []*string{&r.Stdout, &r.Stderr, &r.Body}
	orig := []string{r.Stdout, r.Stderr, r.Body}
	empty := r
	empty.Stdout, empty.Stderr, empty.Body = "", "", ""
	budget := maxBytes - encodedLen(empty)
	if budget <= 0 {
		return empty
	}
	sizes := make([]int, len(fields))
	for i, s := range orig {
		sizes[i] = stringLen(s)
	}
	// Shrink the budget until the encoding fits: the marker and the
	// escaping make the encoded size of a cut string only roughly what was
	// allowed, so a few rounds may be needed. Each round cuts 1/8 more.
	for ; budget > 0; budget -= budget/8 + 1 {
		shares := shareOut(budget, sizes)
		for i, s := range orig {
			*fields[i] = fitString(s, shares[i], elide)
		}
		if encodedLen(r) <= maxBytes {
			return r
		}
	}
	return empty
}

// shareOut splits budget among fields of the given sizes: a field no larger
// than an equal share keeps its whole size, and the larger fields share what
// is left in proportion to their sizes.
func shareOut(budget int, sizes []int) []int {
	shares := make([]int, len(sizes))
	open := make([]bool, len(sizes))
	for i, s := range sizes {
		open[i] = s > 0
	}
	for {
		total, count := 0, 0
		for i, s := range sizes {
			if open[i] {
				total += s
				count++
			}
		}
		if total == 0 {
			return shares
		}
		settled := false
		for i, s := range sizes {
			if !open[i] {
				continue
			}
			if s <= budget/count {
				shares[i], open[i], settled = s, false, true
				budget -= s
			}
		}
		if !settled {
			for i, s := range sizes {
				if open[i] {
					shares[i] = int(int64(budget) * int64(s) / int64(total))
				}
			}
			return shares
		}
	}
}

// fitString cuts s with cut until its JSON encoding (without quotes) is at
// most maxEncoded bytes.
func fitString(s string, maxEncoded int, cut func(string, int) string) string {
	n := stringLen(s)
	if n <= maxEncoded {
		return s
	}
	// Start from the raw length scaled by the escaping ratio, then step down.
	raw := int(int64(maxEncoded) * int64(len(s)) / int64(n))
	for raw > 0 {
		c := cut(s, raw)
		if stringLen(c) <= maxEncoded {
			return c
		}
		raw -= raw/8 + 1
	}
	return ""
}

// elide returns s unchanged when it is at most maxBytes long; otherwise its
// head and tail around a marker naming the number of bytes removed, the
// whole at most maxBytes long (or empty when even the marker does not fit).
func elide(s string, maxBytes int) string {
	if len(s) <= maxBytes {
		return s
	}
	if maxBytes <= 0 {
		return ""
	}
	// The marker's length depends on the count it names; size it for the
	// worst case (every byte elided) so the result never overshoots.
	marker := func(n int) string { return fmt.Sprintf("…[%d bytes elided]…", n) }
	keep := maxBytes - len(marker(len(s)))
	if keep <= 0 {
		return truncate(s, maxBytes)
	}
	head := truncate(s, keep-keep/2)
	tail := suffix(s, keep/2)
	return head + marker(len(s)-len(head)-len(tail)) + tail
}

// truncate returns the longest prefix of s of at most n bytes that does not
// split a UTF-8 sequence.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	if n <= 0 {
		return ""
	}
	i := n
	for i > 0 && i > n-utf8.UTFMax && !utf8.RuneStart(s[i]) {
		i--
	}
	if !utf8.RuneStart(s[i]) {
		i = n // invalid UTF-8: cut bytewise, json.Marshal replaces it
	}
	return s[:i]
}

// suffix returns the longest suffix of s of at most n bytes that starts on
// a UTF-8 boundary.
func suffix(s string, n int) string {
	if len(s) <= n {
		return s
	}
	if n <= 0 {
		return ""
	}
	i := len(s) - n
	j := i
	for j < len(s) && j < i+utf8.UTFMax && !utf8.RuneStart(s[j]) {
		j++
	}
	if j < len(s) && utf8.RuneStart(s[j]) {
		i = j
	}
	return s[i:]
}

// encodedLen returns the size of r's JSON encoding.
func encodedLen(r transport.TerminalReport) int {
	b, err := json.Marshal(r)
	if err != nil {
		// TerminalReport has only strings, ints and bools: Marshal cannot
		// fail. Treat the impossible as "too big".
		return int(^uint(0) >> 1)
	}
	return len(b)
}

// stringLen returns the size of s's JSON encoding without the quotes.
func stringLen(s string) int {
	b, _ := json.Marshal(s)
	return len(b) - 2
}

// ReportDigest returns the digest that names a terminal report in a
// receipt: the lowercase hex sha256 of its JSON encoding (encoding/json,
// fields in declaration order). Transports compute it the same way so the
// worker can check the receipt it gets back.
func ReportDigest(r transport.TerminalReport) string {
	b, err := json.Marshal(r)
	if err != nil {
		return ""
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
