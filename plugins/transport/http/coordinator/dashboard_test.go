package coordinator

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/internal/bundle"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
	"github.com/sluicehq/sluice/sdk/scanner"
)

const planted = "<script>alert(1)</script>"

// browser is an HTTP client with a cookie jar that does not follow
// redirects, so tests see them.
func browser(t *testing.T) *http.Client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

func fetch(t *testing.T, cl *http.Client, req *http.Request) (*http.Response, string) {
	t.Helper()
	resp, err := cl.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(b)
}

func get(t *testing.T, cl *http.Client, u string) (*http.Response, string) {
	req, _ := http.NewRequest("GET", u, nil)
	return fetch(t, cl, req)
}

func postForm(t *testing.T, cl *http.Client, u string, form url.Values, origin string) (*http.Response, string) {
	req, _ := http.NewRequest("POST", u, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if origin != "" {
		req.Header.Set("Origin", origin)
	}
	return fetch(t, cl, req)
}

// deliverPlanted runs job id through claim and a bundle upload whose one
// finding carries markup in its path, match and message.
func (h *harness) deliverPlanted(id string) {
	h.t.Helper()
	a := h.claim("req-"+id, http.StatusCreated).Assignment
	dir := h.t.TempDir()
	bw, err := bundle.Create(dir, bundle.Header{Identity: job.Identity{WorkerID: "w1", JobID: id, Attempt: a.Attempt,
		PackageDigest: strings.Repeat("a", 64)}, Scanner: "p/s", ScannerVersion: "1"}, bundle.DefaultLimits())
	if err != nil {
		h.t.Fatal(err)
	}
	f := scanner.Finding{RuleID: "planted", Path: "src/" + planted + ".go", Line: 3, Column: 1, StartOffset: 10, EndOffset: 20,
		Match: scanner.Redact(planted), Message: "found " + planted, Fingerprint: strings.Repeat("b", 64), Severity: scanner.SeverityHigh}
	if err := bw.Finding(f); err != nil {
		h.t.Fatal(err)
	}
	sealed, err := bw.Seal(bundle.CompletionComplete, dir)
	if err != nil {
		h.t.Fatal(err)
	}
	data, err := os.ReadFile(sealed.Path)
	if err != nil {
		h.t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	h.do("PUT", apath(a, "/bundle"), a.Lease, map[string]string{api.HeaderSHA256: hex.EncodeToString(sum[:])}, data, http.StatusCreated, nil)
}

// TestDashboardAccessCSRFAndEscaping checks the login, header auth, CSRF
// protection of the cancel action, and that markup planted in a target
// path and in a finding is shown as text, never as HTML.
func TestDashboardAccessCSRFAndEscaping(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	if _, err := h.c.Enqueue(ctx, job.Spec{ID: "planted", Scanner: "p/s", Target: job.Target{Kind: "path", Path: "/srv/" + planted}}); err != nil {
		t.Fatal(err)
	}
	h.deliverPlanted("planted")
	h.enqueue("queued")

	cl := browser(t)
	resp, _ := get(t, cl, h.url("/ui/"))
	if resp.StatusCode != http.StatusSeeOther || !strings.HasPrefix(resp.Header.Get("Location"), "/ui/login") {
		t.Fatalf("unauthenticated /ui/: %d %s, want a redirect to the login", resp.StatusCode, resp.Header.Get("Location"))
	}
	resp, body := postForm(t, cl, h.url("/ui/login"), url.Values{"token": {"wrong-token-0123456789"}}, "")
	if resp.StatusCode != http.StatusUnauthorized || !strings.Contains(body, "not the admin token") {
		t.Fatalf("wrong token: %d", resp.StatusCode)
	}
	// The dashboard takes the admin token only: not the worker token.
	resp, body = postForm(t, cl, h.url("/ui/login"), url.Values{"token": {testToken}}, "")
	if resp.StatusCode != http.StatusUnauthorized || !strings.Contains(body, "not the admin token") {
		t.Fatalf("the worker token at the login: %d, want it refused", resp.StatusCode)
	}
	byHeader, _ := http.NewRequest("GET", h.url("/ui/"), nil)
	byHeader.Header.Set("Authorization", "Bearer "+testToken)
	if resp, _ := fetch(t, browser(t), byHeader); resp.StatusCode == http.StatusOK {
		t.Fatalf("the worker token as a header opened the dashboard")
	}
	resp, _ = postForm(t, cl, h.url("/ui/login"), url.Values{"token": {testAdminToken}, "next": {"https://evil.example/"}}, "")
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/ui/" {
		t.Fatalf("login: %d to %q, want a redirect to /ui/ (never off-site)", resp.StatusCode, resp.Header.Get("Location"))
	}
	for _, ck := range resp.Cookies() {
		if ck.Name == dashCookie && (!ck.HttpOnly || ck.SameSite != http.SameSiteStrictMode || strings.Contains(ck.Value, testAdminToken)) {
			t.Errorf("session cookie %+v: want HttpOnly, SameSite=Strict, not the token", ck)
		}
	}

	resp, body = get(t, cl, h.url("/ui/"))
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, `data-job="planted"`) || !strings.Contains(body, `data-job="queued"`) {
		t.Fatalf("job list: %d\n%s", resp.StatusCode, body)
	}
	if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") || strings.Contains(csp, "script-src") {
		t.Errorf("CSP %q: want no script source at all", csp)
	}
	resp, body = get(t, cl, h.url("/ui/?state=done"))
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, `data-job="planted"`) || strings.Contains(body, `data-job="queued"`) {
		t.Errorf("state filter done: %d\n%s", resp.StatusCode, body)
	}
	if resp, _ = get(t, cl, h.url("/ui/?state=%3Cscript%3E")); resp.StatusCode != http.StatusBadRequest {
		t.Errorf("unknown state filter: %d, want 400", resp.StatusCode)
	}

	resp, body = get(t, cl, h.url("/ui/jobs/planted"))
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("job page: %d\n%s", resp.StatusCode, body)
	}
	if strings.Contains(body, "<script") {
		t.Errorf("job page carries planted markup unescaped:\n%s", body)
	}
	for _, want := range []string{"/srv/&lt;script&gt;alert(1)&lt;/script&gt;", "src/&lt;script&gt;alert(1)&lt;/script&gt;.go:3:1",
		"found &lt;script&gt;alert(1)&lt;/script&gt;", `href="/ui/jobs/planted/bundle"`} {
		if !strings.Contains(body, want) {
			t.Errorf("job page lacks %q\n%s", want, body)
		}
	}
	resp, body = get(t, cl, h.url("/ui/jobs/planted/bundle"))
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(body, "\x28\xb5\x2f\xfd") {
		t.Errorf("bundle download: %d, %d bytes", resp.StatusCode, len(body))
	}

	// The cancel action needs the session's CSRF token and the same origin.
	_, page := get(t, cl, h.url("/ui/jobs/queued"))
	m := regexp.MustCompile(`name="csrf" value="([0-9a-f]{64})"`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no CSRF token in the job page:\n%s", page)
	}
	cancel := h.url("/ui/jobs/queued/cancel")
	if resp, _ = postForm(t, cl, cancel, url.Values{}, ""); resp.StatusCode != http.StatusForbidden {
		t.Errorf("cancel without a CSRF token: %d, want 403", resp.StatusCode)
	}
	if resp, _ = postForm(t, cl, cancel, url.Values{"csrf": {m[1]}}, "https://evil.example"); resp.StatusCode != http.StatusForbidden {
		t.Errorf("cancel from another origin: %d, want 403", resp.StatusCode)
	}
	if resp, _ = postForm(t, browser(t), cancel, url.Values{"csrf": {m[1]}}, ""); resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("cancel without the session cookie: %d, want 401", resp.StatusCode)
	}
	if info, _ := h.c.Job(ctx, "queued"); info.State != api.JobReady {
		t.Fatalf("refused cancels changed the job: %s", info.State)
	}
	if resp, _ = postForm(t, cl, cancel, url.Values{"csrf": {m[1]}}, h.srv.URL); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("cancel with the CSRF token: %d", resp.StatusCode)
	}
	if info, _ := h.c.Job(ctx, "queued"); info.State != api.JobCancelled {
		t.Fatalf("after cancel: %s", info.State)
	}
	// The cancelled job's page offers a retry, behind the same checks.
	_, page = get(t, cl, h.url("/ui/jobs/queued"))
	if !strings.Contains(page, `id="retry"`) || strings.Contains(page, `http-equiv="refresh"`) {
		t.Errorf("a cancelled job's page: want a retry button and no refresh\n%s", page)
	}
	retry := h.url("/ui/jobs/queued/retry")
	if resp, _ = postForm(t, cl, retry, url.Values{}, ""); resp.StatusCode != http.StatusForbidden {
		t.Errorf("retry without a CSRF token: %d, want 403", resp.StatusCode)
	}
	if resp, _ = postForm(t, cl, retry, url.Values{"csrf": {m[1]}}, "https://evil.example"); resp.StatusCode != http.StatusForbidden {
		t.Errorf("retry from another origin: %d, want 403", resp.StatusCode)
	}
	if info, _ := h.c.Job(ctx, "queued"); info.State != api.JobCancelled {
		t.Fatalf("refused retries changed the job: %s", info.State)
	}
	if resp, _ = postForm(t, cl, retry, url.Values{"csrf": {m[1]}}, h.srv.URL); resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("retry with the CSRF token: %d", resp.StatusCode)
	}
	if info, _ := h.c.Job(ctx, "queued"); info.State != api.JobReady {
		t.Fatalf("after retry: %s", info.State)
	}
	// Lists reload themselves; so does the page of a job not ended.
	for _, p := range []string{"/ui/", "/ui/workers", "/ui/jobs/queued"} {
		if _, body := get(t, cl, h.url(p)); !strings.Contains(body, `<meta http-equiv="refresh" content="10">`) {
			t.Errorf("%s does not reload itself", p)
		}
	}

	// Scripts and tools use the admin token as a header.
	req, _ := http.NewRequest("GET", h.url("/ui/workers"), nil)
	req.Header.Set("Authorization", "Bearer "+testAdminToken)
	if resp, body = fetch(t, http.DefaultClient, req); resp.StatusCode != http.StatusOK || !strings.Contains(body, "<td>w1</td>") {
		t.Errorf("workers page by header: %d\n%s", resp.StatusCode, body)
	}
	req.Header.Set("Authorization", "Bearer not-the-token-0000000")
	if resp, _ = fetch(t, browser(t), req); resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("wrong header token: %d, want 401", resp.StatusCode)
	}
}

func TestDashboardPagination(t *testing.T) {
	h := newHarness(t)
	for i := range dashPageSize + 3 {
		h.enqueue("job-" + strings.Repeat("0", 3-len(itoa(i))) + itoa(i))
	}
	req, _ := http.NewRequest("GET", h.url("/ui/"), nil)
	req.Header.Set("Authorization", "Bearer "+testAdminToken)
	_, body := fetch(t, http.DefaultClient, req)
	if n := strings.Count(body, "data-job="); n != dashPageSize || !strings.Contains(body, `id="next"`) || strings.Contains(body, `id="prev"`) {
		t.Fatalf("first page: %d rows, want %d and a next link", n, dashPageSize)
	}
	req, _ = http.NewRequest("GET", h.url("/ui/?page=2"), nil)
	req.Header.Set("Authorization", "Bearer "+testAdminToken)
	_, body = fetch(t, http.DefaultClient, req)
	if n := strings.Count(body, "data-job="); n != 3 || !strings.Contains(body, `data-job="job-000"`) || strings.Contains(body, `id="next"`) {
		t.Fatalf("second page: %d rows, want the 3 oldest\n%s", n, body)
	}
}
