package bundle

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"text/tabwriter"

	"github.com/sluicehq/sluice/internal/fsname"
)

// InspectOptions choose what Inspect prints.
type InspectOptions struct {
	// JSON prints one JSON object instead of text.
	JSON bool
	// Findings adds every finding: a table row each, or a "findings" array.
	Findings bool
}

// Inspect verifies the bundle at path (as Verify without an expected
// identity) and prints its header, trailer and counts to w, followed by its
// findings when opt.Findings is set. It is what `worker bundle inspect`
// prints. Nothing is printed unless the whole bundle verifies; findings are
// then streamed in a second pass, so memory stays bounded. Text from the
// bundle is quoted when it holds anything but printable characters, so a
// hostile bundle cannot drive the terminal.
func Inspect(path string, lim Limits, opt InspectOptions, w io.Writer) error {
	s, err := Verify(path, lim, nil)
	if err != nil {
		return err
	}
	if opt.JSON {
		return inspectJSON(path, lim, s, opt.Findings, w)
	}
	return inspectText(path, lim, s, opt.Findings, w)
}

func inspectText(path string, lim Limits, s Summary, findings bool, out io.Writer) error {
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	h, t, c := s.Header, s.Trailer, s.Counts
	fmt.Fprintf(tw, "bundle:\t%s\n", safe(s.Path))
	fmt.Fprintf(tw, "digest:\tsha256:%s\n", s.Digest)
	fmt.Fprintf(tw, "size:\t%d bytes (%d uncompressed)\n", s.Size, t.Bytes)
	fmt.Fprintf(tw, "format:\t%d\n", h.FormatVersion)
	fmt.Fprintf(tw, "job:\t%s attempt %d\n", h.Identity.JobID, h.Identity.Attempt)
	fmt.Fprintf(tw, "worker:\t%s slot %d\n", h.Identity.WorkerID, h.Identity.Slot)
	fmt.Fprintf(tw, "package:\t%s\n", h.Identity.PackageDigest)
	fmt.Fprintf(tw, "scanner:\t%s %s\n", h.Scanner, safe(h.ScannerVersion))
	fmt.Fprintf(tw, "workspace:\t%s\n", h.WorkspaceDigest)
	fmt.Fprintf(tw, "completion:\t%s\n", t.Completion)
	fmt.Fprintf(tw, "records:\t%d with header and trailer (findings %d, progress %d, logs %d, errors %d)\n", t.Records+1, c.Findings, c.Progress, c.Logs, c.Errors)
	fmt.Fprintf(tw, "dropped:\t%d\n", t.Dropped)
	if err := tw.Flush(); err != nil {
		return err
	}
	if !findings || c.Findings == 0 {
		return nil
	}
	fmt.Fprintln(out)
	tw = tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "SEVERITY\tRULE\tLOCATION\tMATCH\tFINGERPRINT\tMESSAGE")
	err := eachFinding(path, lim, func(rec *Record) error {
		f := &rec.Finding
		loc := fsname.Display(f.Path)
		if f.Line > 0 {
			loc += ":" + strconv.Itoa(f.Line)
			if f.Column > 0 {
				loc += ":" + strconv.Itoa(f.Column)
			}
		}
		_, err := fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", f.Severity, safe(f.RuleID), loc, safe(f.Match), f.Fingerprint[:12], safe(f.Message))
		return err
	})
	if err != nil {
		return err
	}
	return tw.Flush()
}

func inspectJSON(path string, lim Limits, s Summary, findings bool, out io.Writer) error {
	head, err := json.Marshal(s)
	if err != nil {
		return err
	}
	if !findings {
		_, err := fmt.Fprintf(out, "%s\n", head)
		return err
	}
	// Stream the findings array into the summary object.
	if _, err := fmt.Fprintf(out, "%s,\"findings\":[", head[:len(head)-1]); err != nil {
		return err
	}
	first := true
	err = eachFinding(path, lim, func(rec *Record) error {
		b, err := json.Marshal(&rec.Finding)
		if err != nil {
			return err
		}
		if !first {
			if _, err := io.WriteString(out, ","); err != nil {
				return err
			}
		}
		first = false
		_, err = out.Write(b)
		return err
	})
	if err != nil {
		return err
	}
	_, err = io.WriteString(out, "]}\n")
	return err
}

// eachFinding streams the findings of the bundle at path to fn.
func eachFinding(path string, lim Limits, fn func(*Record) error) error {
	r, err := Open(path, lim)
	if err != nil {
		return err
	}
	defer r.Close()
	for {
		rec, err := r.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if rec.Type == TypeFinding {
			if err := fn(&rec); err != nil {
				return err
			}
		}
	}
}

// safe returns s, or s quoted when it holds anything but printable
// characters.
func safe(s string) string {
	for _, r := range s {
		if !strconv.IsPrint(r) {
			return strconv.Quote(s)
		}
	}
	return s
}
