package coordinator

import (
	"fmt"
	"html/template"
	"net/url"
	"strconv"
	"time"
	"unicode/utf8"
)

// since renders the time from t to now as "42s", "5m", "3h", "2d".
func since(now, t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return roughDuration(now.Sub(t))
}

// span renders b-a, or "" when either is unset.
func span(a, b time.Time) string {
	if a.IsZero() || b.IsZero() || b.Before(a) {
		return ""
	}
	return roughDuration(b.Sub(a))
}

func roughDuration(d time.Duration) string {
	switch {
	case d < 0:
		return "0s"
	case d < time.Second:
		return fmt.Sprintf("%dms", d.Milliseconds())
	case d < time.Minute:
		return fmt.Sprintf("%.1fs", d.Seconds())
	case d < time.Hour:
		return fmt.Sprintf("%dm%02ds", int(d.Minutes()), int(d.Seconds())%60)
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh%02dm", int(d.Hours()), int(d.Minutes())%60)
	}
	return fmt.Sprintf("%dd", int(d.Hours()/24))
}

func when(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format("2006-01-02 15:04:05Z")
}

// short cuts s to n runes, marking the cut.
func short(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n]) + "…"
}

// pageQuery builds the query of a job list page.
func pageQuery(state, scanner string, page int) template.URL {
	v := url.Values{}
	if state != "" {
		v.Set("state", state)
	}
	if scanner != "" {
		v.Set("scanner", scanner)
	}
	if page > 0 {
		v.Set("page", strconv.Itoa(page+1))
	}
	if len(v) == 0 {
		return ""
	}
	return template.URL("?" + v.Encode())
}
