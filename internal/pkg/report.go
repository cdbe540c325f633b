package pkg

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// WriteText writes the report for people: a summary when the package is
// valid, or every problem, one per line, each naming its file and field.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	if r.Valid {
		fmt.Fprintf(&b, "OK: %s is a valid package\n", r.Package)
	} else {
		n := len(r.Problems)
		fmt.Fprintf(&b, "INVALID: %s failed verification with %d problem%s\n", r.Package, n, plural(n))
	}
	fmt.Fprintf(&b, "  reference time: %s\n", r.ReferenceTime)
	if r.Name != "" {
		fmt.Fprintf(&b, "  name:      %s\n", r.Name)
		fmt.Fprintf(&b, "  version:   %d (release %s)\n", r.Version, r.Release)
		fmt.Fprintf(&b, "  created:   %s\n", r.Created)
		fmt.Fprintf(&b, "  expires:   %s\n", r.Expires)
	}
	if r.Digest != "" {
		fmt.Fprintf(&b, "  digest:    %s\n", r.Digest)
	}
	if r.Root != nil {
		fmt.Fprintf(&b, "  root:      version %d, expires %s, anchor %s\n", r.Root.Version, FormatTime(r.Root.Expires), short(r.Root.Anchor))
	}
	if len(r.Signatures) > 0 {
		valid := 0
		for _, s := range r.Signatures {
			if s.Status == "valid" {
				valid++
			}
		}
		fmt.Fprintf(&b, "  signers:   %d valid of threshold %d\n", valid, r.Threshold)
		for _, s := range r.Signatures {
			fmt.Fprintf(&b, "    %s  %s\n", s.KeyID, s.Status)
		}
	}
	if r.Name != "" {
		fmt.Fprintf(&b, "  files:     %d\n", r.Files)
		fmt.Fprintf(&b, "  scanners:  %d\n", len(r.Scanners))
		for _, s := range r.Scanners {
			if len(s.Builds) <= 1 {
				fmt.Fprintf(&b, "    %s/%s  backend=%s entry=%s capabilities=%s keywords=%d\n",
					r.Name, s.Name, s.Backend, s.Entry, strings.Join(s.Capabilities, ","), s.Keywords)
				if len(s.Builds) == 1 && r.ChosenFor != nil && !s.Builds[0].Chosen {
					fmt.Fprintf(&b, "      %s\n", s.Builds[0].Reason)
				}
				continue
			}
			fmt.Fprintf(&b, "    %s/%s  builds=%d capabilities=%s keywords=%d\n",
				r.Name, s.Name, len(s.Builds), strings.Join(s.Capabilities, ","), s.Keywords)
			for _, c := range s.Builds {
				fmt.Fprintf(&b, "      backend=%s entry=%s", c.Backend, c.Entry)
				if len(c.Platforms) > 0 {
					fmt.Fprintf(&b, " platforms=%s", strings.Join(c.Platforms, ","))
				}
				if c.Reason != "" {
					fmt.Fprintf(&b, "  %s", c.Reason)
				}
				b.WriteByte('\n')
			}
		}
		if c := r.ChosenFor; c != nil && r.choiceMatters() {
			backends := "every backend built in, in the package's order"
			if len(c.Backends) > 0 {
				backends = strings.Join(c.Backends, ", ")
			}
			platform := c.Platform
			if platform == "" {
				platform = "any"
			}
			fmt.Fprintf(&b, "  builds chosen for: platform %s, backends %s\n", platform, backends)
		}
	}
	if len(r.Problems) > 0 {
		b.WriteString("problems:\n")
		for _, p := range r.Problems {
			fmt.Fprintf(&b, "  - %s\n", p.String())
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteJSON writes the report as one indented JSON object (the Report
// fields), ending in a newline.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// choiceMatters reports whether a scanner has several builds or one this
// worker would not run, so the text report says what builds were chosen
// for.
func (r *Report) choiceMatters() bool {
	for _, s := range r.Scanners {
		if len(s.Builds) > 1 || len(s.Builds) == 1 && !s.Builds[0].Chosen {
			return true
		}
	}
	return false
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func short(id string) string {
	if len(id) > 16 {
		return id[:16]
	}
	return id
}
