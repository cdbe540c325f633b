package sarifschema

import (
	"encoding/json"
	"testing"
)

// Log is the part of a SARIF log that tests read back: each run's rules,
// results and notifications. JSON names match case-insensitively (helpUri
// into HelpURI).
type Log struct {
	Runs []Run
}

// Run is one run of a Log.
type Run struct {
	Tool struct {
		Driver struct {
			Rules []Rule
		}
	}
	Results     []Result
	Invocations []struct {
		ToolExecutionNotifications []struct {
			Message Text
		}
	}
}

// Rule is a reportingDescriptor. FullDescription and Help are nil when the
// log leaves them out.
type Rule struct {
	ID               string
	ShortDescription Text
	FullDescription  *Text
	Help             *Text
	HelpURI          string
	Properties       struct {
		Tags      []string
		Precision string
	}
}

// Result is one result of a run.
type Result struct {
	RuleID     string
	Properties map[string]string
}

// Text is a SARIF message or multiformatMessageString.
type Text struct {
	Text string
}

// String returns the text; "" for a nil *Text (a part the log left out).
func (x *Text) String() string {
	if x == nil {
		return ""
	}
	return x.Text
}

// Decode checks log against the schema (Check) and decodes it, failing t
// when it is not a SARIF log with at least one run.
func Decode(t testing.TB, what string, log []byte) Log {
	t.Helper()
	Check(t, what, log)
	var l Log
	if err := json.Unmarshal(log, &l); err != nil || len(l.Runs) == 0 {
		t.Fatalf("%s: not a SARIF log with a run (%v):\n%s", what, err, log)
	}
	return l
}
