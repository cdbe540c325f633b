package http

import (
	"testing"
	"time"

	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// FuzzDecodeAnswers feeds hostile bodies to every response decoder and
// validator: none may panic, and whatever is accepted must validate.
func FuzzDecodeAnswers(f *testing.F) {
	f.Add([]byte(`{"assignment":{"spec":{"job_id":"j","scanner":"p/s","target":{"kind":"path","path":"/x"}},"attempt":1,"request_id":"r1","lease":"l-1","lease_expires":"2030-01-01T00:00:00Z","scan_deadline":"2030-01-01T00:00:00Z","slot":0}}`))
	f.Add([]byte(`{"resolution":{"job_id":"j","attempt":1,"outcome":"bundle","receipt":{"receipt_id":"r","job_id":"j","attempt":1,"digest":"` + zeros + `","outcome":"bundle","accepted":"2030-01-01T00:00:00Z"}}}`))
	f.Add([]byte(`{"job_id":"j","attempt":1,"state":"active","lease":{"expires":"2030-01-01T00:00:00Z","cancel":true}}`))
	f.Add([]byte(`{"receipt":{"receipt_id":"r","job_id":"j","attempt":1,"digest":"` + zeros + `","outcome":"terminal","accepted":"2030-01-01T00:00:00Z"}}`))
	f.Add([]byte(`{"session":"s-1","expires":"2030-01-01T00:00:00Z","heartbeat_interval":"30s"}`))
	f.Add([]byte(`{"accepted":1,"replayed":2}`))
	f.Add([]byte(`{"error":{"code":"gone","message":"x"}}`))
	f.Add([]byte(`{"a":1}{"b":2}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		resp := &response{status: 200, body: body}
		var ca api.ClaimAnswer
		if decodeAnswer("claim", resp, &ca) == nil && api.ValidateClaimAnswer(&ca, "r1") == nil {
			if ca.Assignment != nil && ca.Assignment.RequestID != "r1" {
				t.Fatal("accepted an assignment for another request")
			}
		}
		var st api.Status
		if decodeAnswer("status", resp, &st) == nil && api.ValidateStatus(&st, "j", 1) == nil {
			if st.JobID != "j" || st.Attempt != 1 {
				t.Fatal("accepted a status of another assignment")
			}
		}
		var ra api.ReceiptAnswer
		if decodeAnswer("deliver", resp, &ra) == nil {
			_ = api.ValidateReceipt("receipt", &ra.Receipt)
		}
		var s api.Session
		if decodeAnswer("hello", resp, &s) == nil && s.Validate() == nil && s.HeartbeatInterval.D() > time.Hour {
			t.Fatal("accepted a heartbeat interval over 1h")
		}
		var pa api.ProgressAnswer
		if decodeAnswer("progress", resp, &pa) == nil {
			_ = api.ValidateProgressAnswer(&pa, 3)
		}
		var l api.LeaseAnswer
		if decodeAnswer("renew", resp, &l) == nil {
			_ = api.ValidateLease(&l)
		}
		tr := &Transport{}
		_ = tr.statusError("x", &response{status: 409, body: body})
	})
}

const zeros = "0000000000000000000000000000000000000000000000000000000000000000"

// FuzzRetryAfter checks the Retry-After parser's clamp.
func FuzzRetryAfter(f *testing.F) {
	for _, s := range []string{"1", "0", "-5", "301", "99999999999999999999", " 7 ", "Wed, 21 Oct 2015 07:28:00 GMT", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		d := api.ParseRetryAfter(v, 0)
		if d != 0 && (d < time.Second || d > 300*time.Second) {
			t.Fatalf("Retry-After %q gave %s", v, d)
		}
	})
}
