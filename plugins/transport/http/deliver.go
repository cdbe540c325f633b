package http

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	nethttp "net/http"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/hexdigest"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// Deliver uploads a sealed bundle (PUT .../bundle) with its Content-Length
// and sha256, streamed from the file (opened without following symlinks;
// its size must match b.Size). 201 and 200 (a repeat of the same bytes)
// carry the receipt, which must echo the job, attempt and digest: a receipt
// that does not is a Conflict, and the pipeline then waits for the
// assignment's resolution. 409 result_conflict is a Conflict, 404/410
// Stale.
func (t *Transport) Deliver(ctx context.Context, a *job.Assignment, b transport.BundleRef) (transport.Receipt, error) {
	const op = "deliver"
	if err := checkHeld(op, a); err != nil {
		return transport.Receipt{}, err
	}
	if !hexdigest.IsSHA256(b.Digest) {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "bundle digest %.80q is not a lowercase hex sha256", b.Digest)
	}
	f, err := state.OpenNoFollow(b.Path)
	if err != nil {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "opening bundle %s: %v", b.Path, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "bundle %s: %v", b.Path, err)
	}
	if !fi.Mode().IsRegular() || fi.Size() != b.Size {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "bundle %s: %d bytes (%s), want a regular file of %d", b.Path, fi.Size(), fi.Mode().Type(), b.Size)
	}
	req := &request{op: op, method: nethttp.MethodPut, path: assignmentPath(a, "/bundle"), session: true,
		lease: a.Lease, stream: f, length: b.Size, sha256: b.Digest, timeout: t.UploadTimeout.D()}
	if b.Partial != nil {
		p, err := json.Marshal(b.Partial)
		if err != nil {
			return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "encoding the bundle's partial facts: %v", err)
		}
		req.headers = map[string]string{api.HeaderPartial: string(p)}
	}
	resp, err := t.do(ctx, req)
	if err != nil {
		return transport.Receipt{}, err
	}
	return t.receipt(op, a, resp, transport.OutcomeBundle, b.Digest)
}

// Report uploads a terminal report (PUT .../report) as the JSON encoding
// diag.ReportDigest hashes, so the receipt's digest is that digest. At most
// api.MaxReportBytes; idempotent like Deliver.
func (t *Transport) Report(ctx context.Context, a *job.Assignment, r transport.TerminalReport) (transport.Receipt, error) {
	const op = "report"
	if err := checkHeld(op, a); err != nil {
		return transport.Receipt{}, err
	}
	// The report names its attempt; unset names are the assignment's, as
	// in every transport.
	if r.JobID == "" {
		r.JobID = a.Spec.ID
	}
	if r.Attempt == 0 {
		r.Attempt = a.Attempt
	}
	body, err := json.Marshal(r)
	if err != nil {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "encoding the report: %v", err)
	}
	if len(body) > api.MaxReportBytes {
		return transport.Receipt{}, transport.Errorf(transport.Fatal, op, "terminal report of %d bytes is over the protocol limit of %d", len(body), api.MaxReportBytes)
	}
	sum := sha256.Sum256(body)
	digest := hex.EncodeToString(sum[:])
	resp, err := t.do(ctx, &request{op: op, method: nethttp.MethodPut, path: assignmentPath(a, "/report"), session: true,
		lease: a.Lease, raw: body, sha256: digest})
	if err != nil {
		return transport.Receipt{}, err
	}
	return t.receipt(op, a, resp, transport.OutcomeTerminal, digest)
}

// receipt reads and checks an upload answer.
func (t *Transport) receipt(op string, a *job.Assignment, resp *response, outcome transport.Outcome, digest string) (transport.Receipt, error) {
	if resp.status != nethttp.StatusCreated && resp.status != nethttp.StatusOK {
		err := t.statusError(op, resp)
		t.settle(a, err)
		return transport.Receipt{}, err
	}
	var ans api.ReceiptAnswer
	if err := decodeAnswer(op, resp, &ans); err != nil {
		return transport.Receipt{}, err
	}
	r := ans.Receipt
	if err := api.ValidateReceipt("receipt", &r); err != nil {
		return transport.Receipt{}, protocolError(op, "%v", err)
	}
	if r.JobID != a.Spec.ID || r.Attempt != a.Attempt || r.Outcome != outcome || r.Digest != digest {
		return transport.Receipt{}, &transport.Error{Kind: transport.Conflict, Op: op, Err: fmt.Errorf(
			"receipt %s names %s/%d %s %s, want %s %s %s", r.ID, r.JobID, r.Attempt, r.Outcome, r.Digest, a.Key(), outcome, digest)}
	}
	t.active.remove(a)
	return r, nil
}
