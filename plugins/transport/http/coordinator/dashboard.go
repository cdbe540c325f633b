package coordinator

import (
	"bytes"
	"crypto/subtle"
	"embed"
	"errors"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/diag"
	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

// The dashboard: server-rendered pages under /ui/ for people, protected by
// the admin token (a login form that sets a session cookie, or the
// Authorization header). Actions are POST forms carrying the session's
// CSRF token. Every page is html/template with a Content-Security-Policy
// that allows no script at all.

//go:embed dashboard
var dashboardFiles embed.FS

// Dashboard settings.
const (
	dashPrefix       = "/ui/"
	dashCookie       = "sluice_dashboard"
	dashSessionTTL   = 12 * time.Hour
	dashMaxSessions  = 1000
	dashCSP          = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
	dashMaxFormBytes = 4096
)

// dashSession is a logged-in browser: the cookie holds its id.
type dashSession struct {
	csrf    string
	expires time.Time
}

type dashboard struct {
	c    *Coordinator
	tmpl *template.Template
	red  *diag.Redactor

	mu       sync.Mutex
	sessions map[string]dashSession
}

func newDashboard(c *Coordinator) *dashboard {
	funcs := template.FuncMap{
		"ago":   func(t time.Time) string { return since(c.now(), t) },
		"span":  func(a, b time.Time) string { return span(a, b) },
		"when":  func(t time.Time) string { return when(t) },
		"short": func(s string, n int) string { return short(s, n) },
		"query": func(state, scanner string, page int) template.URL { return pageQuery(state, scanner, page) },
		"add1":  func(n int) int { return n + 1 },
		"sub1":  func(n int) int { return n - 1 },
	}
	t := template.Must(template.New("").Funcs(funcs).ParseFS(dashboardFiles, "dashboard/*.html"))
	return &dashboard{c: c, tmpl: t, red: diag.NewRedactor(), sessions: map[string]dashSession{}}
}

func (d *dashboard) routes(m *http.ServeMux) {
	m.HandleFunc("GET /ui/{$}", d.page(d.handleJobs))
	m.HandleFunc("GET /ui/jobs/{job}", d.page(d.handleJob))
	m.HandleFunc("GET /ui/jobs/{job}/bundle", d.page(d.handleBundle))
	m.HandleFunc("POST /ui/jobs/{job}/cancel", d.action(d.handleCancel))
	m.HandleFunc("POST /ui/jobs/{job}/retry", d.action(d.handleRetry))
	m.HandleFunc("GET /ui/workers", d.page(d.handleWorkers))
	m.HandleFunc("GET /ui/login", d.handleLoginForm)
	m.HandleFunc("POST /ui/login", d.handleLogin)
	m.HandleFunc("POST /ui/logout", d.action(d.handleLogout))
	m.HandleFunc("GET /ui/style.css", d.handleStyle)
	m.HandleFunc("GET /ui", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, dashPrefix, http.StatusSeeOther) })
}

// view is what every page template gets.
type view struct {
	Title string
	CSRF  string // empty for header-authenticated requests (no forms needed)
	Data  any
	// Refresh, when positive, reloads the page every Refresh seconds (a
	// meta refresh: the page has no script).
	Refresh int
}

// dashRefresh is how often the job list, the workers and a running job's
// page reload themselves, in seconds.
const dashRefresh = 10

func securityHeaders(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Security-Policy", dashCSP)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "same-origin") // no-referrer would make browsers send "Origin: null"
	h.Set("Cache-Control", "no-store")
}

// auth returns the session of the request: from the cookie, or a session
// without CSRF token for a request with the admin bearer token.
func (d *dashboard) auth(r *http.Request) (dashSession, bool) {
	if tok := bearer(r); tok != "" {
		return dashSession{}, d.c.isAdmin(tok)
	}
	ck, err := r.Cookie(dashCookie)
	if err != nil {
		return dashSession{}, false
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	s, ok := d.sessions[ck.Value]
	if !ok || !d.c.now().Before(s.expires) {
		delete(d.sessions, ck.Value)
		return dashSession{}, false
	}
	return s, true
}

// page wraps a GET page: unauthenticated browsers go to the login form.
func (d *dashboard) page(h func(http.ResponseWriter, *http.Request, dashSession) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		securityHeaders(w)
		s, ok := d.auth(r)
		if !ok {
			if bearer(r) != "" {
				http.Error(w, "wrong admin token", http.StatusUnauthorized)
				return
			}
			http.Redirect(w, r, dashPrefix+"login?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusSeeOther)
			return
		}
		if err := h(w, r, s); err != nil {
			d.fail(w, r, err)
		}
	}
}

// action wraps a POST action: a cookie session must send its CSRF token
// in the form (a bearer-token request cannot be forged by another site).
func (d *dashboard) action(h func(http.ResponseWriter, *http.Request, dashSession) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		securityHeaders(w)
		s, ok := d.auth(r)
		if !ok {
			http.Error(w, "log in first", http.StatusUnauthorized)
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, dashMaxFormBytes)
		if s.csrf != "" {
			if err := r.ParseForm(); err != nil {
				http.Error(w, "bad form", http.StatusBadRequest)
				return
			}
			if subtle.ConstantTimeCompare([]byte(r.PostForm.Get("csrf")), []byte(s.csrf)) != 1 || !sameOrigin(r) {
				http.Error(w, "missing or wrong CSRF token: reload the page and try again", http.StatusForbidden)
				return
			}
		}
		if err := h(w, r, s); err != nil {
			d.fail(w, r, err)
		}
	}
}

// sameOrigin rejects a request whose Origin header names another site.
func sameOrigin(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return true
	}
	u, err := url.Parse(o)
	return err == nil && u.Host == r.Host
}

func (d *dashboard) fail(w http.ResponseWriter, r *http.Request, err error) {
	status := http.StatusInternalServerError
	var e *Error
	if errors.As(err, &e) {
		status = e.Status
	} else {
		d.c.logError(r, err)
	}
	w.WriteHeader(status)
	d.render(w, "error", view{Title: http.StatusText(status), Data: d.red.Redact(err.Error())})
}

// render writes page name, or a plain 500 when the template fails (the
// page is built in memory first, so it is never sent half-written).
func (d *dashboard) render(w http.ResponseWriter, name string, v view) {
	var buf bytes.Buffer
	if err := d.tmpl.ExecuteTemplate(&buf, name, v); err != nil {
		d.c.log.Error("rendering dashboard page", "page", name, "err", err)
		http.Error(w, "the page could not be rendered; see the coordinator's log", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(buf.Bytes())
}

func (d *dashboard) handleStyle(w http.ResponseWriter, r *http.Request) {
	b, err := dashboardFiles.ReadFile("dashboard/style.css")
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/css; charset=utf-8")
	w.Header().Set("Cache-Control", "max-age=300")
	w.Write(b)
}

// validStates are the job states the list can be filtered by.
var validStates = []string{api.JobReady, api.JobLeased, api.JobDone, api.JobFailed, api.JobCancelled}

type jobsPage struct {
	Jobs           []jobRow
	State, Scanner string
	States         []string
	Scanners       []string
	Page           int // 0-based
	More           bool
	Stats          api.Stats
}

func (d *dashboard) handleJobs(w http.ResponseWriter, r *http.Request, s dashSession) error {
	q := r.URL.Query()
	p := jobsPage{State: q.Get("state"), Scanner: q.Get("scanner"), States: validStates}
	if p.State != "" && !contains(validStates, p.State) {
		return badRequest("state %.40q: want one of %s", p.State, strings.Join(validStates, ", "))
	}
	if len(p.Scanner) > 200 {
		return badRequest("scanner filter is too long")
	}
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 100000 {
			return badRequest("page %.20q: want 1..100000", v)
		}
		p.Page = n - 1
	}
	ctx := r.Context()
	var err error
	if p.Jobs, p.More, err = d.c.listJobs(ctx, p.State, p.Scanner, p.Page, d.red); err != nil {
		return err
	}
	if p.Scanners, err = d.c.scannerNames(ctx); err != nil {
		return err
	}
	if p.Stats, err = d.c.Stats(ctx); err != nil {
		return err
	}
	d.render(w, "jobs", view{Title: "Jobs", CSRF: s.csrf, Data: p, Refresh: dashRefresh})
	return nil
}

type jobPage struct {
	Info   api.JobInfo
	Worker string
	Ended  bool
	// State is the state shown: partial for a done job whose bundle does
	// not cover the whole target (Partial says what it misses).
	State, Partial string
	// Report is the terminal report, its texts redacted.
	Report    *transport.TerminalReport
	Findings  any
	MoreFinds bool
	FindErr   string
}

func (d *dashboard) handleJob(w http.ResponseWriter, r *http.Request, s dashSession) error {
	info, err := d.c.Job(r.Context(), r.PathValue("job"))
	if err != nil {
		return err
	}
	p := jobPage{Info: info}
	if n := len(info.History); n > 0 {
		p.Worker = info.History[n-1].WorkerID
	}
	p.Ended = jobRow{State: info.State}.Ended()
	p.State = info.State
	if info.Result != nil && info.Result.Partial != nil && info.State == api.JobDone {
		p.State, p.Partial = "partial", info.Result.Partial.String()
	}
	if info.Result != nil && info.Result.Report != nil {
		rep := *info.Result.Report
		rep.Message, rep.Stdout, rep.Stderr, rep.Body = d.red.Redact(rep.Message), d.red.Redact(rep.Stdout), d.red.Redact(rep.Stderr), d.red.Redact(rep.Body)
		p.Report = &rep
	}
	f, more, err := d.c.jobFindings(info, d.red)
	if err != nil {
		p.FindErr = "reading the bundle: " + d.red.Redact(err.Error())
	}
	p.Findings, p.MoreFinds = f, more
	v := view{Title: "Job " + info.Spec.ID, CSRF: s.csrf, Data: p}
	if !p.Ended {
		v.Refresh = dashRefresh
	}
	d.render(w, "job", v)
	return nil
}

func (d *dashboard) handleBundle(w http.ResponseWriter, r *http.Request, _ dashSession) error {
	return d.c.handleDownload(&call{w: w, r: r})
}

func (d *dashboard) handleCancel(w http.ResponseWriter, r *http.Request, _ dashSession) error {
	id := r.PathValue("job")
	if _, err := d.c.Cancel(r.Context(), id); err != nil {
		return err
	}
	d.c.log.Info("job cancel requested", "job_id", id, "by", "dashboard", "remote", r.RemoteAddr, "user_agent", r.UserAgent())
	http.Redirect(w, r, dashPrefix+"jobs/"+url.PathEscape(id), http.StatusSeeOther)
	return nil
}

func (d *dashboard) handleRetry(w http.ResponseWriter, r *http.Request, _ dashSession) error {
	id := r.PathValue("job")
	if _, err := d.c.Retry(r.Context(), id); err != nil {
		return err
	}
	d.c.log.Info("job retry requested", "job_id", id, "by", "dashboard", "remote", r.RemoteAddr, "user_agent", r.UserAgent())
	http.Redirect(w, r, dashPrefix+"jobs/"+url.PathEscape(id), http.StatusSeeOther)
	return nil
}

func (d *dashboard) handleWorkers(w http.ResponseWriter, r *http.Request, s dashSession) error {
	ws, err := d.c.listWorkers(r.Context())
	if err != nil {
		return err
	}
	d.render(w, "workers", view{Title: "Workers", CSRF: s.csrf, Data: ws, Refresh: dashRefresh})
	return nil
}

type loginPage struct {
	Next, Error string
}

func (d *dashboard) handleLoginForm(w http.ResponseWriter, r *http.Request) {
	securityHeaders(w)
	d.render(w, "login", view{Title: "Log in", Data: loginPage{Next: safeNext(r.URL.Query().Get("next"))}})
}

// handleLogin checks the admin token from the form and starts a session:
// a random id in an HttpOnly, SameSite=Strict cookie (Secure over TLS).
// The token itself is never stored in the browser.
func (d *dashboard) handleLogin(w http.ResponseWriter, r *http.Request) {
	securityHeaders(w)
	r.Body = http.MaxBytesReader(w, r.Body, dashMaxFormBytes)
	if err := r.ParseForm(); err != nil || !sameOrigin(r) {
		http.Error(w, "bad login form", http.StatusBadRequest)
		return
	}
	next := safeNext(r.PostForm.Get("next"))
	if !d.c.isAdmin(strings.TrimSpace(r.PostForm.Get("token"))) {
		d.c.log.Warn("dashboard login refused", "remote", r.RemoteAddr)
		w.WriteHeader(http.StatusUnauthorized)
		d.render(w, "login", view{Title: "Log in", Data: loginPage{Next: next, Error: "That is not the admin token."}})
		return
	}
	id := state.RandomHex(32)
	now := d.c.now()
	d.mu.Lock()
	for k, s := range d.sessions {
		if !now.Before(s.expires) || len(d.sessions) >= dashMaxSessions {
			delete(d.sessions, k)
		}
	}
	d.sessions[id] = dashSession{csrf: state.RandomHex(32), expires: now.Add(dashSessionTTL)}
	d.mu.Unlock()
	http.SetCookie(w, &http.Cookie{Name: dashCookie, Value: id, Path: dashPrefix, HttpOnly: true,
		Secure: r.TLS != nil, SameSite: http.SameSiteStrictMode, MaxAge: int(dashSessionTTL.Seconds())})
	http.Redirect(w, r, next, http.StatusSeeOther)
}

func (d *dashboard) handleLogout(w http.ResponseWriter, r *http.Request, _ dashSession) error {
	if ck, err := r.Cookie(dashCookie); err == nil {
		d.mu.Lock()
		delete(d.sessions, ck.Value)
		d.mu.Unlock()
	}
	http.SetCookie(w, &http.Cookie{Name: dashCookie, Value: "", Path: dashPrefix, MaxAge: -1, HttpOnly: true})
	http.Redirect(w, r, dashPrefix+"login", http.StatusSeeOther)
	return nil
}

// safeNext keeps a post-login redirect on the dashboard.
func safeNext(next string) string {
	if !strings.HasPrefix(next, dashPrefix) || strings.HasPrefix(next, "//") || strings.ContainsAny(next, "\\\r\n") {
		return dashPrefix
	}
	return next
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
