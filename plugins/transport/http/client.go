package http

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	nethttp "net/http"
	"os"
	"strings"
	"time"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/buildinfo"
	"github.com/sluicehq/sluice/internal/strictjson"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// newClient builds the HTTP client: TLS 1.2+, the CA file or the pin, no
// redirects (a redirect is a protocol violation), bounded idle connections.
func newClient(c Config) (*nethttp.Client, error) {
	tc := &tls.Config{MinVersion: tls.VersionTLS12}
	if c.CAFile != "" {
		pem, err := os.ReadFile(c.CAFile)
		if err != nil {
			return nil, fmt.Errorf("ca_file: %w", err)
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return nil, fmt.Errorf("ca_file: %s holds no PEM certificate", c.CAFile)
		}
		tc.RootCAs = pool
	}
	if c.PinSHA256 != "" {
		pin := c.PinSHA256
		// The pin replaces the CA check: only the pinned certificate is
		// accepted, whatever signed it.
		tc.InsecureSkipVerify = true
		tc.VerifyConnection = func(cs tls.ConnectionState) error {
			if len(cs.PeerCertificates) == 0 {
				return errors.New("coordinator sent no certificate")
			}
			sum := sha256.Sum256(cs.PeerCertificates[0].Raw)
			if got := hex.EncodeToString(sum[:]); got != pin {
				return fmt.Errorf("coordinator certificate sha256 %s does not match pin_sha256 %s", got, pin)
			}
			return nil
		}
	}
	tr := &nethttp.Transport{
		Proxy:                 nethttp.ProxyFromEnvironment,
		TLSClientConfig:       tc,
		MaxIdleConns:          64,
		MaxIdleConnsPerHost:   64,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   10 * time.Second,
		ExpectContinueTimeout: time.Second,
		ForceAttemptHTTP2:     true,
	}
	return &nethttp.Client{
		Transport: tr,
		CheckRedirect: func(*nethttp.Request, []*nethttp.Request) error {
			return errors.New("coordinator answered with a redirect; set url to the final address")
		},
	}, nil
}

// buildVersion returns the worker's version and platform.
func buildVersion() (string, string) {
	bi := buildinfo.Read()
	return bi.Version, bi.Platform
}

// request is one protocol request.
type request struct {
	op      string
	method  string
	path    string
	admin   bool // admin token instead of the worker token and session
	session bool // send the session header
	lease   string
	json    any       // body, encoded as JSON
	raw     []byte    // body as is (a terminal report)
	stream  io.Reader // body streamed (a bundle), with length
	length  int64
	sha256  string
	// headers are more request headers (api.HeaderPartial).
	headers map[string]string
	timeout time.Duration
}

// response is a read answer: status, headers, a bounded body.
type response struct {
	status int
	header nethttp.Header
	body   []byte
}

// send performs r once. Network failures, timeouts and cancellations are
// Retryable errors; any HTTP status comes back in the response.
func (t *Transport) send(ctx context.Context, r *request, sessionToken string) (*response, error) {
	timeout := r.timeout
	if timeout == 0 {
		timeout = t.RequestTimeout.D()
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var body io.Reader
	length := int64(0)
	switch {
	case r.json != nil:
		b, err := json.Marshal(r.json)
		if err != nil {
			return nil, transport.Errorf(transport.Fatal, r.op, "encoding the request: %v", err)
		}
		body, length = bytes.NewReader(b), int64(len(b))
	case r.raw != nil:
		body, length = bytes.NewReader(r.raw), int64(len(r.raw))
	case r.stream != nil:
		body, length = r.stream, r.length
	}
	u := *t.base
	path, query, _ := strings.Cut(r.path, "?")
	u.Path = t.base.Path + path
	u.RawQuery = query
	req, err := nethttp.NewRequestWithContext(ctx, r.method, u.String(), body)
	if err != nil {
		return nil, transport.Errorf(transport.Fatal, r.op, "building the request: %v", err)
	}
	if body != nil {
		req.ContentLength = length
		if r.stream != nil {
			req.GetBody = nil
		}
		req.Header.Set("Content-Type", "application/json")
	}
	if r.stream != nil {
		req.Header.Set("Content-Type", "application/octet-stream")
	}
	tok := t.token
	if r.admin {
		tok = t.adminToken
	}
	if tok == "" {
		return nil, transport.Errorf(transport.Fatal, r.op, "token_file is not set: this config only submits and reads jobs (admin_token_file); running jobs needs the coordinator's worker token")
	}
	req.Header.Set("Authorization", "Bearer "+tok)
	req.Header.Set("User-Agent", "sluice-worker/"+t.version)
	if r.session {
		req.Header.Set(api.HeaderSession, sessionToken)
	}
	if r.lease != "" {
		req.Header.Set(api.HeaderLease, r.lease)
	}
	if r.sha256 != "" {
		req.Header.Set(api.HeaderSHA256, r.sha256)
	}
	for k, v := range r.headers {
		req.Header.Set(k, v)
	}
	resp, err := t.client.Do(req)
	if err != nil {
		return nil, &transport.Error{Kind: transport.Retryable, Op: r.op, Err: fmt.Errorf("%s %s: %w", r.method, r.path, err)}
	}
	defer resp.Body.Close()
	b, err := api.ReadBody(resp.Body, api.MaxResponseBytes)
	if err != nil {
		// Oversized, or cut off mid-body: either way the answer is lost, and
		// asking again is safe because every request is idempotent.
		return nil, &transport.Error{Kind: transport.Retryable, Op: r.op, Err: fmt.Errorf("%s %s: reading the %d answer: %w", r.method, r.path, resp.StatusCode, err)}
	}
	return &response{status: resp.StatusCode, header: resp.Header, body: b}, nil
}

// do performs r within the worker's session (unless r is an admin
// request): it says hello first when there is no live session, and once
// more when the coordinator answers 401 session_invalid.
func (t *Transport) do(ctx context.Context, r *request) (*response, error) {
	if err := t.begin(ctx, r.op); err != nil {
		return nil, err
	}
	if r.admin || !r.session {
		return t.send(ctx, r, "")
	}
	for try := 0; ; try++ {
		tok, err := t.ensureSession(ctx, r.op)
		if err != nil {
			return nil, err
		}
		resp, err := t.send(ctx, r, tok)
		if err != nil {
			return nil, err
		}
		if resp.status == nethttp.StatusUnauthorized && errorCode(resp) == api.CodeSessionInvalid && try == 0 {
			t.sess.invalidate(tok)
			if r.stream != nil {
				// A streamed body cannot be sent twice; the pipeline retries.
				return nil, t.statusError(r.op, resp)
			}
			continue
		}
		return resp, nil
	}
}

// errorCode returns the code of an error body, or "".
func errorCode(resp *response) string {
	var e api.ErrorBody
	if json.Unmarshal(resp.body, &e) != nil {
		return ""
	}
	return e.Error.Code
}

func errorMessage(resp *response) string {
	var e api.ErrorBody
	if json.Unmarshal(resp.body, &e) != nil || e.Error.Message == "" {
		if len(resp.body) > 200 {
			return fmt.Sprintf("%q...", resp.body[:200])
		}
		return fmt.Sprintf("%q", resp.body)
	}
	m := e.Error.Message
	if len(m) > api.MaxTextLen {
		m = m[:api.MaxTextLen] + "..."
	}
	return m
}

// statusError classifies a non-success answer (docs/protocol.md, "Errors"):
// 404/410 and 409 are Stale (409 result_conflict is Conflict), 429 and 5xx
// Retryable with the Retry-After hint, 400 bad_request and 401/403/411/413
// Fatal, anything else Retryable.
func (t *Transport) statusError(op string, resp *response) error {
	code := errorCode(resp)
	err := fmt.Errorf("coordinator answered %d %s: %s", resp.status, code, errorMessage(resp))
	e := &transport.Error{Kind: transport.Retryable, Op: op, Err: err}
	switch s := resp.status; {
	case s == nethttp.StatusNotFound || s == nethttp.StatusGone:
		e.Kind = transport.Stale
	case s == nethttp.StatusConflict && code == api.CodeResultConflict:
		e.Kind = transport.Conflict
	case s == nethttp.StatusConflict:
		e.Kind = transport.Stale
	case s == nethttp.StatusTooManyRequests || s >= 500:
		e.RetryAfter = api.ParseRetryAfter(resp.header.Get("Retry-After"), 0)
	case s == nethttp.StatusForbidden:
		e.Kind, e.Err = transport.Fatal, notPermitted{err}
	case s == nethttp.StatusBadRequest && code == api.CodeBadRequest,
		s == nethttp.StatusUnauthorized && code != api.CodeSessionInvalid,
		s == nethttp.StatusLengthRequired, s == nethttp.StatusRequestEntityTooLarge:
		e.Kind = transport.Fatal
	}
	return e
}

// notPermitted is a 403 answer: the token does not open the route.
type notPermitted struct{ error }

func (notPermitted) Is(target error) bool { return target == transport.ErrNotPermitted }

// decodeAnswer strictly decodes a success body, as a Retryable error when
// it is malformed: the answer may have been damaged on the way, and every
// request may be repeated.
func decodeAnswer(op string, resp *response, v any) error {
	if err := strictjson.Decode(resp.body, v); err != nil {
		return &transport.Error{Kind: transport.Retryable, Op: op, Err: fmt.Errorf("malformed %d answer: %w", resp.status, err)}
	}
	return nil
}

func protocolError(op, format string, args ...any) error {
	return &transport.Error{Kind: transport.Retryable, Op: op, Err: fmt.Errorf("protocol violation: "+format, args...)}
}
